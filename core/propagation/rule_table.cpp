#include "propagation/rule_table.h"

#include <stdexcept>

namespace shardscope::propagation {

using ir::Opcode;

const std::vector<PropagationRule>& propagationRules() {
  static const std::vector<PropagationRule> rules = {
      {RuleId::Elementwise, "elementwise", "same-shape ops keep their operands' tiling, dim for dim",
       "([i,j],[i,j])->([i,j])", 0, 0, 0},
      {RuleId::Broadcast, "broadcast", "operand dims keep their tiles at their broadcast positions; new dims are whole",
       "([i])->([n,i])", 3, 2, 0},
      {RuleId::Reshape, "reshape", "tiles follow dims that are split or merged where sizes divide; the rest replicate",
       "", 0, 0, 0},
      {RuleId::Transpose, "transpose", "tiles move with the permuted dims", "([i,j])->([j,i])", 0, 0, 0},
      {RuleId::Reverse, "reverse", "reversing dims keeps the tiling", "([i])->([i])", 0, 0, 0},
      {RuleId::Dot, "dot",
       "batch and non-contracting dims carry tiles; contracting dims give partial sums; an operand also takes the "
       "other operand's tiles on the batch and contracting dims they share",
       "([b,i,k],[b,k,j])->([b,i,j]) reduction={k}", 1, 0, 1},
      {RuleId::Convolution, "convolution",
       "einsum-like dims act as dot factors; window dims follow the input when the kernel is small",
       "([b,f,s],[f,o,s'])->([b,o,s])", 1, 0, 1},
      {RuleId::Reduce, "reduce", "kept dims keep their tiles; reduced dims' tiles become replication",
       "([i,r])->([i]) reduction={r}", 1, 0, 1},
      {RuleId::ReduceWindow, "reduce-window", "windowed reduction keeps the operand's tiling", "([i])->([i])", 1, 0, 1},
      {RuleId::Concatenate, "concatenate", "operands and result share a tiling; along a tiled concat dim each operand takes its devices",
       "([i],[i])->([i])", 1, 0, 1},
      {RuleId::Slice, "slice", "slicing keeps the operand's tiling", "([i])->([i])", 0, 0, 0},
      {RuleId::DynamicSlice, "dynamic-slice", "dims sliced to a smaller size replicate; others keep their tiles",
       "([i,s])->([i,s'])", 0, 0, 0},
      {RuleId::DynamicUpdateSlice, "dynamic-update-slice",
       "result and operand share a tiling; the update takes it except on dims it only covers partly", "", 0, 0, 0},
      {RuleId::Pad, "pad", "padding keeps the operand's tiling", "([i])->([i])", 0, 0, 0},
      {RuleId::Gather, "gather",
       "operand dims taken whole and index batch dims pass through to the result; in SPMD so do operand dims in step "
       "with iota index components (parallel dims)",
       "", 1, 0, 1},
      {RuleId::Scatter, "scatter",
       "result shares the operand's tiling; update window and scatter dims pass through; in SPMD operand dims in step "
       "with iota index components reach the updates' scatter dims",
       "", 1, 0, 1},
      {RuleId::Sort, "sort", "sorted operands and results share a tiling; the sort dim is whole", "", 0, 0, 0},
      {RuleId::Tuple, "tuple", "each tuple element takes its operand's sharding", "", 0, 0, 0},
      {RuleId::GetTupleElement, "get-tuple-element", "the element's sharding is the tuple's sharding at that index", "", 0, 0, 0},
      {RuleId::Outfeed, "outfeed", "the outfed tuple takes the outfeed's data shardings", "", 0, 0, 0},
      {RuleId::ShardingCustomCall, "sharding-annotation",
       "custom-call Sharding: an explicit annotation that passes through; dims listed in unspecified_dims may be refined",
       "([i])->([i])", 0, 0, 0},
      {RuleId::While, "while",
       "the while, its operand, body parameter, body root and condition parameter share one sharding", "", 99, 0, 99},
      {RuleId::Call, "call",
       "as if inlined: parameters take their operands' shardings and back; the call and its computation's root share "
       "one, and the call takes its users' from the level its root would",
       "", 99, 0, 99},
      {RuleId::Conditional, "conditional",
       "branch parameters take their operands' shardings and back; the conditional and every branch root share one",
       "", 99, 0, 99},
      {RuleId::ShardAs, "shard-as",
       "members of a shard_as group offer each other their shardings and end with one common sharding", "", 99, 99,
       99},
      {RuleId::ShardLike, "shard-like", "members of a shard_like group offer each other their shardings (a suggestion)",
       "", 99, 99, 99},
      {RuleId::ManualConversion, "manual-conversion",
       "SPMDFullToShardShape opens a manual region ({manual} inside), SPMDShardToFullShape closes it; "
       "automatic shardings do not cross",
       "", 0, 99, 99},
      {RuleId::Manual, "manual", "{manual} spreads to every op of its region that has no tiled sharding", "", 99, 99, 99},
      {RuleId::User, "user", "a user sharding of lower priority (p1, p2, ...) applied when its turn comes", "", 99, 99, 99},
      {RuleId::Source, "source", "parameters, constants and iotas take their users' sharding", "", 0, 0, 0},
      {RuleId::SideEffect, "side-effect", "side-effecting ops are never given a sharding", "", 99, 99, 99},
      {RuleId::Opaque, "opaque", "no rule: the op stops propagation", "",
       99, 99, 99},
      {RuleId::Collective, "collective",
       "cross-partition collectives (all-to-all, collective-permute, all-gather, reduce-scatter, all-reduce with a "
       "channel) are never sharded by propagation; an array one takes a replicated operand's sharding; as a user "
       "its sharding reaches an operand of the same shape",
       "", 0, 99, 0},
      {RuleId::PassthroughCustomCall, "passthrough-custom-call",
       "SPMD only: custom-calls of known meaning (ResizeNearest/Bilinear(Grad), Cholesky: the first operand's "
       "tiling passes through; X64Combine: takes its users' sharding only)",
       "([i])->([i])", 0, 0, 0},
      {RuleId::Rng, "rng",
       "SPMD only: rng takes its users' sharding; after level 0 an operand's tiling, all data dims replicated", "", 1,
       0, 0},
      {RuleId::RngBitGenerator, "rng-bit-generator",
       "the (state, bits) tuple takes its users' sharding; nothing comes from the state operand", "", 99, 0, 0},
      {RuleId::OptimizationBarrier, "optimization-barrier",
       "passes its operand's sharding through, leaf for leaf, in both directions", "", 0, 0, 0},
      {RuleId::Domain, "domain",
       "a sharding domain boundary: shardings do not cross it (only a replicated operand's does)", "", 0, 99, 0},
      {RuleId::SelectAndScatter, "select-and-scatter",
       "the result keeps the operand's tiling (not with base dilation); from users as for same-shape ops", "", 0, 0,
       0},
  };
  return rules;
}

const PropagationRule& rule(RuleId id) {
  // Rows are listed in enum order, so the row is found by index (this runs per evaluation).
  const std::vector<PropagationRule>& rules = propagationRules();
  const auto index = static_cast<std::size_t>(id);
  if (index < rules.size() && rules[index].id == id) return rules[index];
  for (const PropagationRule& row : rules)
    if (row.id == id) return row;
  throw std::logic_error("propagation rule table has no row for this id");
}

bool spmdOnly(RuleId id) { return id == RuleId::Rng || id == RuleId::PassthroughCustomCall; }

namespace {

// XLA's IsPassthroughCustomOps (plus X64Combine, which only takes its users' sharding).
bool passthroughTarget(const ir::Instruction& instruction, std::string_view target) {
  if (target == "X64Combine") return true;
  if (target != "ResizeNearest" && target != "ResizeBilinear" && target != "ResizeNearestGrad" &&
      target != "ResizeBilinearGrad" && target != "Cholesky")
    return false;
  return instruction.operands.size() == 1 && instruction.shape.isArray();
}

}  // namespace

RuleId ruleIdFor(const ir::Instruction& instruction) {
  const Opcode op = instruction.opcode;
  if (ir::isElementwise(op)) return instruction.shape.isArray() ? RuleId::Elementwise : RuleId::Opaque;
  switch (op) {
    case Opcode::Copy: return RuleId::Elementwise;  // copies of tuples pass every leaf through
    case Opcode::AllReduce:
      // With a channel it is a cross-partition collective, which XLA never shards.
      if (instruction.attribute("channel_id")) return RuleId::Collective;
      return instruction.shape.isArray() ? RuleId::Elementwise : RuleId::Opaque;
    case Opcode::AllGather: case Opcode::AllToAll: case Opcode::CollectivePermute: case Opcode::ReduceScatter:
      return RuleId::Collective;
    case Opcode::OptimizationBarrier: return RuleId::OptimizationBarrier;
    case Opcode::Domain: return RuleId::Domain;
    case Opcode::SelectAndScatter: return RuleId::SelectAndScatter;
    case Opcode::Rng: return RuleId::Rng;
    case Opcode::RngBitGenerator: return RuleId::RngBitGenerator;
    case Opcode::Convert: case Opcode::BitcastConvert: case Opcode::ReducePrecision:
    case Opcode::Compare: case Opcode::Clamp: case Opcode::Select:
    case Opcode::StochasticConvert:
      return instruction.shape.isArray() ? RuleId::Elementwise : RuleId::Opaque;
    case Opcode::Broadcast: return RuleId::Broadcast;
    case Opcode::Reshape: case Opcode::Bitcast: return RuleId::Reshape;
    case Opcode::Transpose: return RuleId::Transpose;
    case Opcode::Reverse: return RuleId::Reverse;
    case Opcode::Dot: return RuleId::Dot;
    case Opcode::Convolution: return RuleId::Convolution;
    case Opcode::Reduce: return RuleId::Reduce;
    case Opcode::ReduceWindow: return RuleId::ReduceWindow;
    case Opcode::Concatenate: return RuleId::Concatenate;
    case Opcode::Slice: return RuleId::Slice;
    case Opcode::DynamicSlice: return RuleId::DynamicSlice;
    case Opcode::DynamicUpdateSlice: return RuleId::DynamicUpdateSlice;
    case Opcode::Pad: return RuleId::Pad;
    case Opcode::Gather: return RuleId::Gather;
    case Opcode::Scatter: return RuleId::Scatter;
    case Opcode::Sort: return RuleId::Sort;
    case Opcode::Tuple: return RuleId::Tuple;
    case Opcode::GetTupleElement: return RuleId::GetTupleElement;
    case Opcode::Outfeed: return RuleId::Outfeed;
    case Opcode::While: return RuleId::While;
    case Opcode::Call: return RuleId::Call;
    case Opcode::Conditional: return RuleId::Conditional;
    case Opcode::Parameter: case Opcode::Constant: case Opcode::Iota: return RuleId::Source;
    case Opcode::RngGetAndUpdateState: case Opcode::Infeed:
    case Opcode::Send: case Opcode::SendDone: case Opcode::Recv: case Opcode::RecvDone: case Opcode::AfterAll:
      return RuleId::SideEffect;
    case Opcode::CustomCall: {
      const auto target = instruction.stringAttribute("custom_call_target");
      if (target && *target == "Sharding") return RuleId::ShardingCustomCall;
      if (target && (*target == "SPMDFullToShardShape" || *target == "SPMDShardToFullShape")) return RuleId::ManualConversion;
      if (target && passthroughTarget(instruction, *target)) return RuleId::PassthroughCustomCall;
      return RuleId::Opaque;
    }
    default: return RuleId::Opaque;
  }
}

}  // namespace shardscope::propagation
