#include "verify/broadcast_meet_rules.h"

#include "verify/elementwise_rules.h"
#include "verify/rule_support.h"

namespace shardscope::verify::rules {

using ir::Instruction;
using ir::InstructionId;
using ir::Opcode;

// The tiling is only a choice: elementwiseAs re-derives every operand under it (a
// broadcast is uniform along its new dims, so any tile there is its value) and looks the
// op up in the baseline, so a wrong choice fails there and proves nothing.
RuleOutcome elementwiseOfBroadcasts(VerifyContext& c, InstructionId id) {
  const Instruction& in = c.distributedInstruction(id);
  if (!in.shape.isArray() || in.shape.rank() == 0) return RuleOutcome::notApplicable("a scalar");
  const int64_t rank = in.shape.rank();
  Relation wanted = Relation::replicated(c.devices, rank);
  std::vector<char> pinned(static_cast<std::size_t>(rank), 0);
  bool broadcastOperand = false;
  // Pins dim j of the result to tile count `tiles` and `index(d)` per device; false on a conflict.
  auto pin = [&](int64_t j, int64_t tiles, auto index) {
    if (pinned[j]) {
      if (wanted.tiles[j] != tiles) return false;
      for (int64_t d = 0; d < c.devices; ++d)
        if (wanted.index(d, j) != index(d)) return false;
      return true;
    }
    pinned[j] = 1;
    wanted.tiles[j] = tiles;
    for (int64_t d = 0; d < c.devices; ++d) wanted.index(d, j) = index(d);
    return true;
  };
  for (InstructionId operand : in.operands) {
    const Instruction& o = c.distributedInstruction(operand);
    if (o.shape.rank() == 0) continue;  // a scalar is the same under any tiling
    if (o.shape.dims != in.shape.dims) return RuleOutcome::notApplicable("operands and result differ in shape");
    const Fact* source = nullptr;
    std::vector<int64_t> dims;
    if (const auto& f = c.facts[operand]) {
      source = &*f;
      for (int64_t j = 0; j < rank; ++j) dims.push_back(j);
    } else if (o.opcode == Opcode::Broadcast && o.operands.size() == 1 && c.facts[o.operands[0]]) {
      source = &*c.facts[o.operands[0]];
      dims = intList(o, "dimensions");
      broadcastOperand = true;
    } else {
      return RuleOutcome::notApplicable("operand " + name(o) + " is neither related nor a broadcast of a related value");
    }
    if (!source->elements.empty() || source->relation.isPartial() || source->relation.isPadded() || source->relation.hasLayout() || source->scale != 1.0 ||
        static_cast<int64_t>(dims.size()) != source->relation.rank() || !validAxes(dims, rank))
      return RuleOutcome::notApplicable("operand " + name(o) + " is not a plain tiled value or a broadcast of one");
    const Relation& R = source->relation;
    for (std::size_t i = 0; i < dims.size(); ++i)
      if (!pin(dims[i], R.tiles[i], [&](int64_t d) { return R.index(d, static_cast<int64_t>(i)); }))
        return RuleOutcome::fail("the operands are tiled differently along dim " + std::to_string(dims[i]));
  }
  if (!broadcastOperand) return RuleOutcome::notApplicable("no operand is an unrelated broadcast");
  // Replicated operands are the same on every device: replicated-congruence and the
  // consumers' coercion take them (and relating every broadcast table here was costly).
  if (wanted.isReplicated()) return RuleOutcome::notApplicable("every operand is replicated");
  return elementwiseAs(c, id, &wanted);
}

}  // namespace shardscope::verify::rules
