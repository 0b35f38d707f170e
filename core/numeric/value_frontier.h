#pragma once
// The first divergence where nothing pairs by name (issue 19, acceptance point 4): when
// the search of intermediate_relations.h compares nothing that fails before a differing
// ROOT (a shard_map body, whose instructions pair with no baseline one), every
// distributed value is matched by value instead (value_matching.h), and the first
// divergence is the frontier of the matched region:
//
//   the earliest distributed instruction (topological order) that matches no baseline
//   value while every operand does (or is a parameter, or is computed from no input at
//   all: constants, iota, partition-id and the offsets and masks made from them), and
//   from which the ROOT is reached through unmatched values only.
//
// An unmatched value whose every way to the ROOT passes a matched value (a mask built
// from per-device offsets, a slice of a partial sum, an accumulator that a later step
// completes) is a legitimate device-local intermediate, not a divergence: the matched
// value after it shows the program recovered. Only float values that are not constant
// are matched and blamed; an integer, predicate or constant value counts as matched
// when its operands are (it says too little to be matched on its own: too many
// baseline values equal it by accident), so a wrong one is found at its first float
// consumer.

#include "numeric/interpreter.h"
#include "numeric/layer_checks.h"
#include "numeric/value_matching.h"

#include <optional>

namespace shardscope::numeric {

// The frontier's check (failing, with the ROOT's per-rank errors, since its own value
// has no baseline value to be compared with), or nullopt when there is none before the
// ROOT. `rootCheck` is the ROOT's failing comparison under the output relation.
std::optional<InstructionCheck> findValueFrontier(const CheckSetup& setup, const EntryValues& baseline, const EntryValues& distributed,
                                                  const InstructionCheck& rootCheck, ValueMatchLimits limits = {});

}  // namespace shardscope::numeric
