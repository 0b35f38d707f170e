#pragma once
// XLA's CallInliner for the engines that compare programs: every `call` in the entry
// computation replaced by the instructions of the computation it calls. Real producers
// call where the zoo never does: a shard_map body after SPMD partitioning is
// `call(...), to_apply=%xla.sdy.inlinable_manual_computation_body...`, a nested jit or
// jax.named_call is a call in the baseline.

#include "ir/module.h"

#include <cstddef>

namespace shardscope::ir {

// Growth bound: inlining stops (leaving the remaining calls) once the entry would exceed
// this many instructions, so a call graph that is a deep DAG cannot blow up.
inline constexpr std::size_t kMaxInlinedEntryInstructions = std::size_t{4} << 20;

bool entryHasCalls(const Module& module);

// A module whose entry has its calls inlined, transitively, in file order; names of the
// inlined instructions are kept (XLA's are unique per module), a clash gets a `.inlined`
// suffix. The other computations are copied unchanged. The result BORROWS the source's
// strings (names, metadata): keep `source` alive as long as the result.
Module inlineEntryCalls(const Module& source, std::size_t maxEntryInstructions = kMaxInlinedEntryInstructions);

}  // namespace shardscope::ir
