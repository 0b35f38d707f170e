#pragma once
// The propagation rule table: one row per kind of op, with the name and one-line meaning
// the GUI and the trace show, the Shardy-style factor mapping where one fits, and the
// aggressiveness levels at which the rule runs (XLA's order: pass-through ops at 0,
// dot/convolution/reduce/gather/scatter/concatenate at 1, a broadcast taking its users'
// sharding at 2, a broadcast taking its operand's at 3).
#include "ir/instruction.h"

#include <string_view>
#include <vector>

namespace shardscope::propagation {

enum class RuleId {
  Elementwise, Broadcast, Reshape, Transpose, Reverse, Dot, Convolution, Reduce, ReduceWindow,
  Concatenate, Slice, DynamicSlice, DynamicUpdateSlice, Pad, Gather, Scatter, Sort, Tuple,
  GetTupleElement, Outfeed, ShardingCustomCall, While, Call, Conditional, ShardAs, ShardLike, ManualConversion,
  Manual, User,
  Source, SideEffect, Opaque,
  // Issue 20: the rest of the ops XLA's pass handles (rows appended in enum order).
  Collective, PassthroughCustomCall, Rng, RngBitGenerator, OptimizationBarrier, Domain, SelectAndScatter
};

struct PropagationRule {
  RuleId id;
  std::string_view name;      // shown in the trace and the GUI, e.g. "dot"
  std::string_view meaning;   // one line a user reads
  std::string_view factors;   // Shardy-style mapping, empty where none fits
  int forwardLevel;           // lowest level at which operand shardings reach the result
  int fromUsersLevel;         // lowest level at which the instruction takes its users' shardings
  int toOperandsLevel;        // lowest level at which this op, as a user, informs its operands
};

const std::vector<PropagationRule>& propagationRules();
const PropagationRule& rule(RuleId id);
// Rules XLA applies only with is_spmd (SupportSpatialPartitioning): rng and custom-calls.
bool spmdOnly(RuleId id);
// The row that governs an instruction.
RuleId ruleIdFor(const ir::Instruction& instruction);

// Highest aggressiveness level.
inline constexpr int kMaxAggressiveness = 3;

}  // namespace shardscope::propagation
