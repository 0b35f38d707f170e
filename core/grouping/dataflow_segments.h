#pragma once
// Groups from dataflow alone, for programs with no usable metadata (Neuron's per-rank
// dumps): the computing instructions, in program order, are cut into runs of similar
// size where the fewest values cross the cut (between layers only the residual stream
// does), and each parameter, constant, or reshape/convert/broadcast of only those joins
// the run of its first user, so a run holds its weights. Runs are named by what they compute
// ("3: dot ×2, all-reduce").

#include "ir/computation.h"

#include <string>
#include <vector>

namespace shardscope::grouping {

// What segmenting needs of a computation, computed once and shared by every call.
struct DataflowIndex {
  explicit DataflowIndex(const ir::Computation& computation);

  const ir::Computation& computation;
  std::vector<int> rank;                             // by instruction: program order
  std::vector<std::vector<ir::InstructionId>> users;  // by instruction
  std::vector<char> inputLike;  // parameter, constant, iota, or only moved/reshaped from those
};

struct Segments {
  std::vector<int> segmentOf;       // by member (same order as the members given)
  std::vector<std::string> titles;  // by segment, unique, in program order
};

// Cuts `members` (instructions of the index's computation) into about `target` runs
// (at least 2 when there are two computing members). Linear in members and their edges.
Segments dataflowSegments(const DataflowIndex& index, const std::vector<ir::InstructionId>& members, int target);

// The number of runs for `computing` computing instructions: about 12 per run, 2 to 30 runs.
int segmentTarget(int computing);

}  // namespace shardscope::grouping
