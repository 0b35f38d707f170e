#pragma once
// The golden of the communication layer: what each rank must hold after a collective,
// written element by element from seed 004 §4.2's invariants, independently of the
// block-moving simulation it checks:
//   all-gather      rank i holds the ranks' shards concatenated in group order
//   all-reduce      every rank holds the elementwise reduction over its group
//   reduce-scatter  the rank at group position i holds shard i of that reduction
//   all-to-all      the block rank i receives from rank j is block i of rank j's input
//   collective-permute  a target holds its source's input, other ranks zeros

#include "ir/instruction.h"
#include "numeric/value.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

namespace shardscope::numeric {

// The input element `index` of `device` (the distinctive inputs).
using InputElement = std::function<double(int64_t device, int64_t index)>;

// Expected result of a single-operand array collective on `device`, or nullopt when the
// invariants above do not cover it (tuple forms, reducers other than add/multiply/
// maximum/minimum). `groups` are the resolved replica groups, `inputDims` the operand
// dims, `reducer` the reducer's opcode (Opaque when not a single known op).
std::optional<std::vector<double>> invariantResult(const ir::Instruction& collective, int64_t device, int64_t numDevices,
                                                   const std::vector<std::vector<int64_t>>& groups, const std::vector<int64_t>& inputDims,
                                                   const std::vector<int64_t>& outputDims, ir::Opcode reducer, const InputElement& input);

}  // namespace shardscope::numeric
