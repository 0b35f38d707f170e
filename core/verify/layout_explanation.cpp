// GCC 12 reports -Wrestrict inside libstdc++ for `"literal" + std::string` (GCC bug
// 105329, a false positive); the messages here are built that way throughout.
#if defined(__GNUC__) && !defined(__clang__) && __GNUC__ == 12
#pragma GCC diagnostic ignored "-Wrestrict"
#endif
#include "verify/layout_explanation.h"

#include "layout/bijection_inference.h"

#include <algorithm>

namespace shardscope::verify {

namespace {

using ir::Instruction;
using ir::InstructionId;
using ir::Opcode;

bool isLayoutOp(const Instruction& in) { return in.opcode == Opcode::Reshape || in.opcode == Opcode::Transpose; }

// The same op the verifier's layout-bijection rule builds (layout_rules.cpp, layoutOpOf).
std::optional<layout::LayoutOp> layoutOpOf(const Instruction& in) {
  if (in.opcode == Opcode::Reshape) return layout::LayoutOp::reshape(in.shape.dims);
  if (in.opcode == Opcode::Transpose) {
    const auto* permutation = in.intListAttribute("dimensions");
    return layout::LayoutOp::transpose(permutation ? *permutation : std::vector<int64_t>{});
  }
  return std::nullopt;
}

bool isTiled(const Relation& relation) {
  return std::any_of(relation.tiles.begin(), relation.tiles.end(), [](int64_t t) { return t != 1; });
}

// The axes a tensor holding `map`'s digits of the basis has, printed by core/layout's
// namer: "(i,j,k)" for the basis itself, "(i,j,k%8)" for a tile of it.
std::string axesText(const layout::Shape& basis, const layout::AxisMap& map) {
  layout::AtomTable table;
  std::vector<std::vector<int>> axes;
  for (const auto& factors : map.axes) {
    std::vector<int> atoms;
    for (const layout::AxisFactor& factor : factors) atoms.push_back(table.add(factor));
    axes.push_back(std::move(atoms));
  }
  return layout::AtomNamer(basis).toString(layout::SymbolicLayout::fromAxes(axes), table);
}

// The basis digits no axis of `map` holds: fixed per device, "dev(k/8)".
std::string deviceDigitsText(const layout::Shape& basis, const layout::AxisMap& map) {
  const layout::AxisMapCheck check = layout::checkAxisMap(basis, map);
  if (!check.ok()) return {};
  const layout::AtomNamer namer(basis);
  std::string text;
  for (const auto& axis : check.digits)
    for (const auto& digit : axis)
      if (!digit.held && digit.factor.size > 1) text += (text.empty() ? "" : ", ") + ("dev(" + namer.name(digit.factor) + ")");
  return text;
}

std::string shapeText(const std::vector<int64_t>& dims) { return layout::shapeToString(dims); }

LayoutExplanation explainAgainst(const Instruction& dIn, const Instruction& dOperand, const Relation& operandRelation, const Instruction& bIn,
                                 const Instruction& bOperand) {
  LayoutExplanation e;
  e.baseline.instruction = std::string(bIn.name);
  e.baseline.operand = std::string(bOperand.name);
  e.baseline.inputDims = bOperand.shape.dims;
  e.distributed.instruction = std::string(dIn.name);
  e.distributed.operand = std::string(dOperand.name);
  e.distributed.inputDims = dOperand.shape.dims;
  e.operandRelation = operandRelation.toString();
  const layout::LayoutOp bOp = *layoutOpOf(bIn);
  const layout::LayoutOp dOp = *layoutOpOf(dIn);
  e.baseline.op = bOp.toString();
  e.distributed.op = dOp.toString();

  layout::BijectionQuery query;
  query.baselineInput = bOperand.shape.dims;
  query.baselineChain = {bOp};
  query.distributedInput = dOperand.shape.dims;
  query.distributedChain = {dOp};
  layout::AxisMap map = layout::AxisMap::identity(query.baselineInput);
  if (isTiled(operandRelation)) {
    auto sharded = layout::AxisMap::blockSharded(query.baselineInput, operandRelation.tiles);
    if (!sharded) {
      e.summary = "the operand's tiling " + e.operandRelation + " does not cut " + shapeText(query.baselineInput) + " into equal blocks";
      return e;
    }
    map = *sharded;
    query.axisMap = map;
  }
  e.baseline.axesBefore = axesText(query.baselineInput, layout::AxisMap::identity(query.baselineInput));
  e.distributed.axesBefore = axesText(query.baselineInput, map);
  e.deviceDigits = deviceDigitsText(query.baselineInput, map);

  layout::BijectionOptions options;
  options.recordTrace = false;
  const layout::BijectionResult r = layout::inferBijection(query, {}, {}, options);
  e.found = r.found();
  if (!e.found) {
    e.summary = "the layout engine relates no part of baseline %" + e.baseline.instruction + " to the device's result: " + r.reason;
    return e;
  }
  e.baseline.axesAfter = r.baselineExpression();
  e.distributed.axesAfter = r.distributedExpression();
  e.ops = layout::chainToString(r.ops);
  e.relationKind = layout::toString(r.relation);
  e.related = r.ops.empty() && r.relation != layout::RelationKind::Strided;
  if (e.related) {
    e.summary = r.relation == layout::RelationKind::Whole
                    ? "no ops needed: each device's %" + e.distributed.instruction + " is baseline %" + e.baseline.instruction + " itself"
                    : "no ops needed: each device's %" + e.distributed.instruction + " is its tile of baseline %" + e.baseline.instruction;
  } else if (!r.ops.empty()) {
    e.summary = "the layouts differ: " + e.ops + " applied to the device's %" + e.distributed.instruction + " gives " +
                (r.relation == layout::RelationKind::Whole ? std::string("baseline %") : std::string("its part of baseline %")) + e.baseline.instruction;
  } else {
    e.summary = "the device's %" + e.distributed.instruction + " holds strided elements of baseline %" + e.baseline.instruction + ", not a tile";
  }
  return e;
}

}  // namespace

std::optional<LayoutExplanation> explainLayout(const ir::Module& baseline, const ir::Module& distributed, const VerifyResult& result,
                                               std::string_view instruction, std::string* why) {
  auto fail = [&](std::string message) -> std::optional<LayoutExplanation> {
    if (why) *why = std::move(message);
    return std::nullopt;
  };
  if (baseline.entry < 0 || distributed.entry < 0) return fail("a program has no entry computation");
  const ir::Computation& dEntry = distributed.entryComputation();
  const ir::Computation& bEntry = baseline.entryComputation();
  const InstructionId id = dEntry.find(instruction);
  if (id < 0) return fail("no instruction %" + std::string(instruction) + " in the distributed entry");
  const Instruction& dIn = dEntry.instructions[id];
  if (!isLayoutOp(dIn) || dIn.operands.size() != 1 || !dIn.shape.isArray()) return fail("%" + std::string(instruction) + " is not a reshape or transpose");
  const Instruction& dOperand = dEntry.instructions[dIn.operands[0]];
  const auto operandStatus = result.instructions.find(std::string(dOperand.name));
  if (operandStatus == result.instructions.end() || !operandStatus->second.relationValue)
    return fail("operand %" + std::string(dOperand.name) + " is not related to the baseline");
  const Relation& operandRelation = *operandStatus->second.relationValue;
  const InstructionId bOperandId = bEntry.find(operandStatus->second.baselineCounterpart);
  if (bOperandId < 0) return fail("operand %" + std::string(dOperand.name) + " has no baseline counterpart");

  // The pair the verifier related, else every baseline layout op of the operand's counterpart.
  std::vector<InstructionId> candidates;
  const auto own = result.instructions.find(std::string(dIn.name));
  if (own != result.instructions.end() && own->second.rule == "layout-bijection") {
    const InstructionId b = bEntry.find(own->second.baselineCounterpart);
    if (b >= 0) candidates.push_back(b);
  }
  if (candidates.empty())
    for (InstructionId b = 0; b < static_cast<InstructionId>(bEntry.instructions.size()); ++b) {
      const Instruction& candidate = bEntry.instructions[b];
      if (isLayoutOp(candidate) && candidate.operands.size() == 1 && candidate.operands[0] == bOperandId && candidate.shape.isArray() &&
          candidate.shape.type == dIn.shape.type)
        candidates.push_back(b);
    }
  if (candidates.empty())
    return fail("the baseline applies no reshape or transpose to %" + std::string(bEntry.instructions[bOperandId].name));

  std::optional<LayoutExplanation> first;
  for (InstructionId b : candidates) {
    const Instruction& bIn = bEntry.instructions[b];
    const Instruction& bOperand = bEntry.instructions[bIn.operands[0]];
    if (!bOperand.shape.isArray() || bOperand.shape.rank() != operandRelation.rank()) continue;
    LayoutExplanation e = explainAgainst(dIn, dOperand, operandRelation, bIn, bOperand);
    if (e.related) return e;
    if (!first || (!first->found && e.found)) first = std::move(e);
  }
  if (!first) return fail("no baseline layout op of %" + std::string(bEntry.instructions[bOperandId].name) + " has the operand's rank");
  return first;
}

}  // namespace shardscope::verify
