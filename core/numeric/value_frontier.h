#pragma once
// The first divergence where nothing pairs by name (issue 19, acceptance point 4): when
// the search of intermediate_relations.h compares nothing that fails before a differing
// ROOT (a shard_map body, whose instructions pair with no baseline one), every
// distributed value is matched by value instead (value_matching.h): Exact (a baseline
// value under a relation), Elements (a baseline value's elements in an order no relation
// describes, or data moved there from matched values: a stack of K and V, a gather) or
// not at all. Then, in this order:
//
//   - a ROOT that matches Exact (a partial sum whose reduction is missing) is the
//     divergence itself: nothing is added;
//   - the starts: unmatched values whose operands all match (or are parameters, or are
//     computed from no input at all: constants, iota, partition-id and the offsets and
//     masks made from them) and from which the ROOT is reached through unmatched values
//     only. An unmatched value whose every way to the ROOT passes a matched value (a mask
//     built from per-device offsets, a value scaled and scaled back) is a legitimate
//     device-local intermediate, not a divergence;
//   - one start that takes a partial sum through a reduction (the wrong groups) blames
//     that reduction; one start (or the ROOT, when there is none) whose operands hold
//     elements in an unknown order blames the last reordering step (reshape or transpose)
//     among the values behind it that do, preferring one that rearranges a computed
//     result over one that only passes on what a collective delivered: a legitimate
//     detour through another order ends with a step back, and a wrong split or transpose
//     is that step; else the start itself;
//   - several starts are blamed only when they all lead back to one reordering step (the
//     rotary products of wrongly split heads). Otherwise values cannot say which is wrong
//     (a ring's local step and its accumulators are unmatched in a correct program too,
//     and the bug's values join them): the verifier's frontier chooses (symbolic_guide.h),
//     else a single start that widens a matched value back from bf16 (unmatched by the
//     rounding alone), else the ROOT stays the first divergence;
//   - no start, no reordering step, and a ROOT holding the baseline's elements misplaced:
//     a collective-permute the verifier's frontier names behind the ROOT chose the blocks.
//
// Only float values that are not constant are matched and blamed; an integer, predicate
// or constant value is as good as its operands (too many baseline values equal it by
// accident), so a wrong one is found at its first float consumer. A search that runs out
// of its budget (value_matching.h) adds nothing.

#include "numeric/interpreter.h"
#include "numeric/layer_checks.h"
#include "numeric/symbolic_guide.h"
#include "numeric/value_matching.h"

#include <optional>

namespace shardscope::numeric {

// The frontier's check (failing, with the ROOT's per-rank errors, since its own value
// has no baseline value to be compared with), or nullopt when there is none before the
// ROOT. `rootCheck` is the ROOT's failing comparison under the output relation. `guide`
// (may be null) chooses among several starts.
std::optional<InstructionCheck> findValueFrontier(const CheckSetup& setup, const EntryValues& baseline, const EntryValues& distributed,
                                                  const InstructionCheck& rootCheck, ValueMatchLimits limits = {},
                                                  SymbolicGuide* guide = nullptr);

}  // namespace shardscope::numeric
