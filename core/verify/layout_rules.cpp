// GCC 12 reports -Wrestrict inside libstdc++ for `"literal" + std::string` (GCC bug
// 105329, a false positive); the messages here are built that way throughout.
#if defined(__GNUC__) && !defined(__clang__) && __GNUC__ == 12
#pragma GCC diagnostic ignored "-Wrestrict"
#endif
#include "verify/layout_rules.h"

#include "layout/bijection_inference.h"
#include "verify/relation_inference.h"
#include "verify/rule_support.h"
#include "verify/data_movement_rules.h"

#include <algorithm>
#include <set>

namespace shardscope::verify::rules {

using ir::Instruction;
using ir::InstructionId;
using ir::Opcode;

// ---------------------------------------------------------------- reshape / transpose

bool isLayoutOp(const Instruction& in) { return in.opcode == Opcode::Reshape || in.opcode == Opcode::Transpose; }

static std::optional<layout::LayoutOp> layoutOpOf(const Instruction& in) {
  if (in.opcode == Opcode::Reshape) return layout::LayoutOp::reshape(in.shape.dims);
  if (in.opcode == Opcode::Transpose) return layout::LayoutOp::transpose(intList(in, "dimensions"));
  return std::nullopt;
}

// The relation of the baseline result B when the distributed op maps the operand's tile
// exactly onto a tile of B (the layout engine's resultAxes give the device digits).
static std::optional<Relation> relationThroughLayout(const layout::BijectionResult& r, const Fact& operand, int64_t devices) {
  if (!r.found() || !r.ops.empty() || r.relation == layout::RelationKind::Strided) return std::nullopt;
  const Relation& in = operand.relation;
  const auto& bDims = operand.baselineShape->dims;
  Relation out = Relation::replicated(devices, static_cast<int64_t>(r.baselineResultShape.size()));
  // Reshape and transpose are linear: a partial value stays partial over the same parts.
  out.partial = in.partial;
  out.partCount = in.partCount;
  out.part = in.part;
  const bool tiled = std::any_of(in.tiles.begin(), in.tiles.end(), [](int64_t t) { return t != 1; });
  if (tiled && r.resultAxes.size() != r.baselineResultShape.size()) return std::nullopt;
  for (std::size_t j = 0; j < r.resultAxes.size() && tiled; ++j) {
    int64_t tiles = 1;
    for (const auto& f : r.resultAxes[j])
      if (!f.held) tiles *= f.size;
    out.tiles[j] = tiles;
    for (int64_t d = 0; d < devices; ++d) {
      int64_t index = 0;
      for (const auto& f : r.resultAxes[j]) {
        if (f.held) continue;
        const int axis = f.deviceDigit.axis;
        if (axis < 0 || axis >= static_cast<int>(bDims.size())) return std::nullopt;
        const int64_t offset = in.index(d, axis) * (bDims[axis] / in.tiles[axis]);
        index = index * f.size + (offset / f.deviceDigit.stride) % f.deviceDigit.size;
      }
      out.index(d, static_cast<int64_t>(j)) = index;
    }
  }
  return out;
}

// A padded operand (whose padded baseline the layout engine cannot reshape): transposes,
// and reshapes that only insert or remove dims of size 1, keep every dim's tiles and
// padding rows apart; anything else is refused.
static RuleOutcome layoutOfPadded(VerifyContext& c, const Instruction& in, const Fact& operandFact) {
  const Instruction& operand = c.distributedInstruction(in.operands[0]);
  const Relation& X = operandFact.relation;
  Relation out = Relation::replicated(c.devices, in.shape.rank());
  out.padding.assign(static_cast<std::size_t>(in.shape.rank()), 0);
  out.partial = X.partial;
  out.partCount = X.partCount;
  out.part = X.part;
  std::vector<std::pair<int64_t, int64_t>> mapped;  // (result dim, operand dim)
  if (in.opcode == Opcode::Transpose) {
    const auto perm = intList(in, "dimensions");
    if (!validAxes(perm, X.rank()) || static_cast<int64_t>(perm.size()) != in.shape.rank()) return RuleOutcome::fail("invalid transpose");
    for (std::size_t j = 0; j < perm.size(); ++j) mapped.push_back({static_cast<int64_t>(j), perm[j]});
  } else {
    std::vector<int64_t> kept, resultKept;
    for (int64_t k = 0; k < X.rank(); ++k)
      if (operand.shape.dims[k] != 1 || X.tiles[k] != 1 || X.paddingOf(k) != 0) kept.push_back(k);
    for (int64_t j = 0; j < in.shape.rank(); ++j)
      if (in.shape.dims[j] != 1) resultKept.push_back(j);
    bool unitOnly = kept.size() == resultKept.size();
    for (std::size_t i = 0; unitOnly && i < kept.size(); ++i) unitOnly = operand.shape.dims[kept[i]] == in.shape.dims[resultKept[i]];
    if (!unitOnly)
      return RuleOutcome::fail("reshape of a value tiled with padding (" + X.toString() +
                               ") that does more than insert or remove dims of size 1: the padding rows would mix with the others");
    for (std::size_t i = 0; i < kept.size(); ++i) mapped.push_back({resultKept[i], kept[i]});
  }
  for (const auto& [j, k] : mapped) {
    out.tiles[j] = X.tiles[k];
    out.padding[j] = X.paddingOf(k);
    for (int64_t d = 0; d < c.devices; ++d) out.index(d, j) = X.index(d, k);
  }
  std::vector<const Fact*> pointers{&operandFact};
  auto found = c.lookupBaseline(c.distributedSignatures.signature(in, out.baselineDims(in.shape.dims)), baselineChildren(pointers));
  return factOrFail(c, found, in, out, noCounterpart(c, in, pointers, out));
}

RuleOutcome layoutBijection(VerifyContext& c, InstructionId id) {
  const Instruction& in = c.distributedInstruction(id);
  if (in.operands.size() != 1) return RuleOutcome::fail("takes one operand");
  const auto& operandFact = c.facts[in.operands[0]];
  const Instruction& operand = c.distributedInstruction(in.operands[0]);
  if (!operandFact) return RuleOutcome::fail("operand " + name(operand) + " is not related to the baseline");
  if (!operandFact->elements.empty()) return RuleOutcome::fail("operand is a tuple");
  if (operandFact->relation.isPadded()) return layoutOfPadded(c, in, *operandFact);
  auto dOp = layoutOpOf(in);
  if (!dOp) return RuleOutcome::fail("not a layout op");
  std::string lastReason = "the baseline applies no " + std::string(in.opcodeText) + " to " +
                           (c.baselineInstructionPtr(*operandFact) ? name(*c.baselineInstructionPtr(*operandFact)) : std::string("its counterpart"));
  const auto& parents = c.graph.eclass(operandFact->baseline).parents;
  std::set<InstructionId> tried;
  for (egraph::Id parent : parents) {
    const InstructionId b = c.baselineInstructionOf(parent);
    if (b < 0 || !tried.insert(b).second) continue;
    const Instruction& candidate = c.baselineEntry.instructions[b];
    if (!isLayoutOp(candidate) || candidate.operands.size() != 1 || candidate.shape.type != in.shape.type) continue;
    if (!c.graph.equivalent(c.baselineId(candidate.operands[0]), operandFact->baseline)) continue;
    layout::BijectionQuery query;
    query.baselineInput = operandFact->baselineShape->dims;
    query.baselineChain = {*layoutOpOf(candidate)};
    query.distributedInput = operand.shape.dims;
    query.distributedChain = {*dOp};
    if (std::any_of(operandFact->relation.tiles.begin(), operandFact->relation.tiles.end(), [](int64_t t) { return t != 1; })) {
      auto map = layout::AxisMap::blockSharded(query.baselineInput, operandFact->relation.tiles);
      if (!map) continue;
      query.axisMap = *map;
    }
    layout::BijectionOptions options;
    options.recordTrace = false;
    const auto result = layout::inferBijection(query, {}, {}, options);
    auto relation = relationThroughLayout(result, *operandFact, c.devices);
    if (!relation) {
      lastReason = "against baseline " + name(candidate) + ": " +
                   (result.found() ? (result.ops.empty() ? std::string("the device's part is strided, not a tile")
                                                         : "the layouts differ by " + [&] {
                                                             std::string s;
                                                             for (const auto& op : result.ops) s += op.toString() + " ";
                                                             return s;
                                                           }())
                                   : result.reason);
      continue;
    }
    std::string why;
    auto fact = c.makeFact(c.baselineId(b), candidate.shape, in.shape, *relation, &why);
    if (fact) return {std::move(fact), {}};
    lastReason = "against baseline " + name(candidate) + ": " + why;
  }
  return RuleOutcome::fail(lastReason);
}

}  // namespace shardscope::verify::rules
