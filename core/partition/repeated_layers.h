#pragma once
// Repeated layers in a partitioning problem (issue 22): a stretch of the exact DP's steps
// that repeats, copy after copy, with the same structure: the same candidates and own
// costs, the same parts read and written (as partitions, not ids), tensors of the same
// shapes in every slot of the state, the same flows opening and closing at the same
// places. A Llama graph's decoder layers are such copies. The DP's step from a state
// then depends only on the state's partitions, never on which copy it is in, so one
// copy's state-to-state transition serves every copy (layer_transition.h).
//
// Detection is structural and exact: two steps match when their whole signature (every
// number above) is equal, not a hash of it.

#include "partition/frontier_steps.h"
#include "partition/partition_problem.h"

#include <vector>

namespace shardscope::partition {

// `copies` consecutive runs of `length` steps from step `first`; copy k's step j is
// equivalent to copy 0's. copies == 0: none found.
struct StepRepetition {
  int first = 0;
  int length = 0;
  int copies = 0;
  int savedSteps() const { return copies > 1 ? (copies - 1) * length : 0; }
  // Whether step `step` lies in one of the copies.
  bool covers(int step) const { return step >= first && step < first + copies * length; }
};

// The repetition that saves the most steps (ties: the shortest period), among those of
// at least `minLength` steps per copy and `minCopies` copies.
StepRepetition findStepRepetition(PartitionProblem& problem, const std::vector<frontier::Step>& steps,
                                  int minLength = 2, int minCopies = 2);

// The same for a whole problem in the DP's forward order with nothing held (what
// solveFrontier sees then).
StepRepetition findProblemRepetition(PartitionProblem& problem, int minLength = 2, int minCopies = 2);

// The same as variables: per copy, the
// variables it decides, in order. Empty when nothing repeats.
std::vector<std::vector<int>> findRepeatedLayers(PartitionProblem& problem, int minLength = 2, int minCopies = 2);

}  // namespace shardscope::partition
