#pragma once
// Where the fallback's windows (eindecomp.cpp, improveByWindows) start: every `stride`
// nodes; on a layer repeated four times or more the stride starts again at every copy
// (from the first node of copy 0, one period before it, and on past the last copy), so
// that every copy gets the same windows and a window one copy on is the same window
// again (window_memo.h). On a 12-node stride over the 33-node Llama layers the plain
// grid met the same window only 4 layers on; aligned, the 32-layer graph's plans are as
// cheap or cheaper in all six lines for 2-23% fewer instructions. With two or three
// copies there is little to reuse, and the plain grid's varied offsets found slightly
// cheaper plans (llama4, all-range: up to 0.4%).

#include "partition/frontier_steps.h"
#include "partition/partition_problem.h"
#include "partition/repeated_layers.h"

#include <vector>

namespace shardscope::partition {

// The nodes one copy of `repetition` decides: how many (a copy's period in node order) and
// the first of copy 0 (-1 with none). `forwardSteps` are the steps `repetition` was found in.
struct CopyNodes {
  int period = 0;
  int firstNode = -1;
};
CopyNodes copyNodes(const PartitionProblem& problem, const std::vector<frontier::Step>& forwardSteps,
                    StepRepetition repetition);

// Ascending and distinct, the first 0.
std::vector<int> windowStarts(const PartitionProblem& problem, const std::vector<frontier::Step>& forwardSteps,
                              StepRepetition repetition, int nodes, int stride);

}  // namespace shardscope::partition
