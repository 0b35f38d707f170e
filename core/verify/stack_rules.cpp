// GCC 12 reports -Wrestrict inside libstdc++ for `"literal" + std::string` (GCC bug
// 105329, a false positive); the messages here are built that way throughout.
#if defined(__GNUC__) && !defined(__clang__) && __GNUC__ == 12
#pragma GCC diagnostic ignored "-Wrestrict"
#endif
#include "verify/stack_rules.h"

#include "verify/rule_support.h"

namespace shardscope::verify::rules {

using ir::Instruction;
using ir::InstructionId;
using ir::Opcode;

namespace {
// Same tiles on the same devices (the layouts may differ: each member keeps its own).
bool sameTiling(const Relation& a, const Relation& b) {
  return a.devices == b.devices && a.tiles == b.tiles && a.tileIndex == b.tileIndex && !a.isPartial() && !b.isPartial();
}
}  // namespace

bool isStackCandidate(const Instruction& in) { return in.opcode == Opcode::Concatenate && in.operands.size() >= 2 && in.shape.isArray(); }

// concatenate(x1, ..., xn) along k, each xi of extent 1 there, xi = tile t(p) of Li(bi)
// with one tiling for all and k not split: device p holds, along every other dim, the
// same window of each Li(bi), so it holds tile t(p) of S = concatenate(L1(b1), ...,
// Ln(bn)). S is a value of its own (an e-class made for this instruction, never a
// baseline value); its members are recorded for slice-of-stack.
RuleOutcome stackOfRelated(VerifyContext& c, InstructionId id) {
  const Instruction& in = c.distributedInstruction(id);
  const auto dims = intList(in, "dimensions");
  if (dims.size() != 1 || dims[0] < 0 || dims[0] >= in.shape.rank()) return RuleOutcome::notApplicable("concatenate needs one dimension");
  const int64_t k = dims[0];
  const Relation* first = nullptr;
  StackedValue stack;
  stack.dim = k;
  stack.offsets.push_back(0);
  egraph::Children children;
  for (InstructionId operand : in.operands) {
    const Instruction& o = c.distributedInstruction(operand);
    if (!o.shape.isArray() || o.shape.rank() != in.shape.rank() || o.shape.dims[k] != 1)
      return RuleOutcome::notApplicable("not a stack: operand " + name(o) + " has more than one element along the joined dim");
    const auto& f = c.facts[operand];
    if (!f) return RuleOutcome::fail("operand " + name(o) + " is not related to the baseline");
    if (!f->elements.empty() || f->relation.isPadded() || f->relation.isPartial() || f->scale != 1.0 || !f->assumedShares.empty())
      return RuleOutcome::fail("a stack of operands that are not plain tiles (" + name(o) + " is " + f->relation.toString() + ")");
    if (!first) {
      first = &f->relation;
      if (first->tiles[k] != 1) return RuleOutcome::fail("a stack along a dim split over the devices");
    } else if (!sameTiling(*first, f->relation)) {
      return RuleOutcome::fail("the stacked values are tiled differently: " + first->toString() + " and " + f->relation.toString());
    }
    Fact member = *f;
    member.rule = {};
    stack.members.push_back(std::move(member));
    stack.offsets.push_back(stack.offsets.back() + 1);
    children.push_back(f->baseline);
  }
  // Unique per instruction: two stacks are never taken for one another by hash-consing.
  const egraph::Id made = c.graph.add(egraph::ENode(egraph::Symbol("stack-of-related #" + std::string(in.name)), std::move(children)));
  Relation out = *first;
  out.layout.reset();
  ir::Shape whole = in.shape;
  for (int64_t r = 0; r < whole.rank(); ++r) whole.dims[r] = in.shape.dims[r] * out.tiles[r];
  std::string why;
  auto fact = c.makeFact(made, c.keepShape(std::move(whole)), in.shape, std::move(out), &why);
  if (!fact) return RuleOutcome::fail(why);
  c.stacks[c.graph.find(made).value] = std::move(stack);
  return {std::move(fact), {}};
}

bool isSliceOfStackCandidate(const Instruction& in) { return in.opcode == Opcode::Slice && in.operands.size() == 1 && in.shape.isArray(); }

// slice(S) of a stack S = concatenate(L1(b1), ...) along k, taking rows [o_i, o_{i+1})
// of k and every other dim whole: on every device it is the member's window of the
// device's tile (k is not split), i.e. tile t(p) of Li(bi).
RuleOutcome sliceOfStack(VerifyContext& c, InstructionId id) {
  const Instruction& in = c.distributedInstruction(id);
  const auto& f = c.facts[in.operands[0]];
  if (!f || !f->elements.empty()) return RuleOutcome::notApplicable("the operand is not a related array");
  const auto at = c.stacks.find(c.graph.find(f->baseline).value);
  if (at == c.stacks.end()) return RuleOutcome::notApplicable("the operand is not a stack");
  const StackedValue& stack = at->second;
  const Relation& R = f->relation;
  if (R.hasLayout() || R.isPadded() || f->scale != 1.0) return RuleOutcome::fail("a slice of a stack held under a layout, padded or scaled");
  const auto* config = in.sliceConfig();
  const auto& operandDims = c.distributedInstruction(in.operands[0]).shape.dims;
  if (!config || static_cast<int64_t>(config->dims.size()) != R.rank()) return RuleOutcome::fail("slice without a valid config");
  const int64_t k = stack.dim;
  for (int64_t r = 0; r < R.rank(); ++r) {
    const auto& d = config->dims[r];
    if (d.stride != 1) return RuleOutcome::fail("a strided slice of a stack");
    if (r != k && (d.start != 0 || d.limit != operandDims[r])) return RuleOutcome::fail("the slice cuts dim " + std::to_string(r) + " of the stack, not only the stacking dim");
  }
  if (R.tiles[k] != 1) return RuleOutcome::fail("the stacking dim is split over the devices");
  const auto& d = config->dims[k];
  for (std::size_t i = 0; i < stack.members.size(); ++i) {
    if (d.start != stack.offsets[i] || d.limit != stack.offsets[i + 1]) continue;
    const Fact& member = stack.members[i];
    Relation out = R;
    if (member.relation.layout) out.setLayout(*member.relation.layout);
    std::string why;
    auto fact = c.makeFact(member.baseline, member.baselineShape, in.shape, std::move(out), &why);
    if (!fact) return RuleOutcome::fail(why);
    return {std::move(fact), {}};
  }
  return RuleOutcome::fail("the slice [" + std::to_string(d.start) + ":" + std::to_string(d.limit) + "] of the stacking dim takes no one member of the stack");
}

}  // namespace shardscope::verify::rules
