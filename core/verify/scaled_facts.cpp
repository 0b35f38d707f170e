// GCC 12 reports -Wrestrict inside libstdc++ for `"literal" + std::string` (GCC bug
// 105329, a false positive); the messages here are built that way throughout.
#if defined(__GNUC__) && !defined(__clang__) && __GNUC__ == 12
#pragma GCC diagnostic ignored "-Wrestrict"
#endif
#include "verify/scaled_facts.h"

#include "ir/literal.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace shardscope::verify {

namespace {
using ir::Instruction;
using ir::InstructionId;
using ir::Opcode;

// Literals are decimal text of f32 values: factors that agree to 1e-6 are one factor.
bool sameFactor(double a, double b) { return std::abs(a - b) <= 1e-6 * std::max(std::abs(a), std::abs(b)); }

// A nonzero finite constant scalar, or a broadcast of one.
std::optional<double> constantOf(const ir::Computation& computation, InstructionId id) {
  const Instruction* in = &computation.instructions[id];
  if (in->opcode == Opcode::Broadcast && in->operands.size() == 1) in = &computation.instructions[in->operands[0]];
  if (in->opcode != Opcode::Constant || !in->shape.isArray() || in->shape.rank() != 0 || !ir::isFloatingPoint(in->shape.type)) return std::nullopt;
  auto literal = ir::decodeLiteral(in->literal, in->shape, 1);
  if (!literal.ok || literal.real.size() != 1 || !std::isfinite(literal.real[0]) || literal.real[0] == 0.0) return std::nullopt;
  return literal.real[0];
}

bool isZeroConstant(const ir::Computation& computation, InstructionId id) {
  const Instruction* in = &computation.instructions[id];
  if (in->opcode == Opcode::Broadcast && in->operands.size() == 1) in = &computation.instructions[in->operands[0]];
  if (in->opcode != Opcode::Constant || !in->shape.isArray() || in->shape.rank() != 0) return false;
  auto literal = ir::decodeLiteral(in->literal, in->shape, 1);
  return literal.ok && literal.real.size() == 1 && literal.real[0] == 0.0;
}

std::string factorText(double factor) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.6g", factor);
  return buffer;
}

double scaleOf(const VerifyContext& c, InstructionId id) {
  const auto& f = c.facts[id];
  return f && f->elements.empty() ? f->scale : 1.0;
}
}  // namespace

std::string scaledOperand(const VerifyContext& c, const Instruction& in) {
  for (InstructionId operand : in.operands)
    if (const auto& f = c.facts[operand]; f && f->elements.empty() && f->scale != 1.0) return std::string(c.distributedInstruction(operand).name);
  return {};
}

bool ruleCarriesScale(std::string_view rule) {
  static const char* const kRules[] = {"identity",        "replicated-congruence", "tuple-elements",        "elementwise-tiled",
                                       "broadcast-tiled", "layout-bijection",      "layout-chain",          "dot-sharded",
                                       "reduce-sharded",  "all-reduce-of-partial", "all-gather-tiles",      "reduce-scatter-of-partial",
                                       "constant-scaling", "layout-relation",      "reduce-layout"};
  return std::any_of(std::begin(kRules), std::end(kRules), [&](const char* r) { return rule == r; });
}

std::optional<double> scaleOfResult(const VerifyContext& c, InstructionId id, std::string* why) {
  const Instruction& in = c.distributedInstruction(id);
  const ir::Computation& entry = c.distributedEntry;
  auto fail = [&](std::string message) -> std::optional<double> {
    if (why) *why = std::move(message);
    return std::nullopt;
  };
  auto operandScale = [&](std::size_t k) { return scaleOf(c, in.operands[k]); };
  const std::string op(in.opcodeText);
  switch (in.opcode) {
    // One operand, every element moved or kept: the factor stays.
    case Opcode::Copy: case Opcode::Reshape: case Opcode::Transpose: case Opcode::Broadcast: case Opcode::Negate:
    case Opcode::Slice: case Opcode::Reverse: case Opcode::AllGather: case Opcode::Bitcast:
      return operandScale(0);
    case Opcode::Convert:
      if (!ir::isFloatingPoint(in.shape.type)) return fail("a convert to " + std::string(ir::elementTypeName(in.shape.type)) + " rounds");
      return operandScale(0);
    case Opcode::AllReduce: case Opcode::ReduceScatter: case Opcode::Reduce: {
      const ReduceOp reducer = c.distributedSignatures.reducerOf(in.calledComputation("to_apply"));
      if (reducer != ReduceOp::Sum) return fail(op + " does not sum");
      if (in.opcode == Opcode::Reduce) {
        if (in.operands.size() != 2 || !isZeroConstant(entry, in.operands[1])) return fail("the reduce does not start from 0");
      } else if (in.operands.size() != 1) {
        return fail(op + " of several values");
      }
      return operandScale(0);
    }
    case Opcode::Add: case Opcode::Subtract: case Opcode::Concatenate: {
      // sum of equally scaled values; a constant 0 is any multiple of itself.
      std::optional<double> scale;
      for (std::size_t k = 0; k < in.operands.size(); ++k) {
        if (isZeroConstant(entry, in.operands[k])) continue;
        if (scale && !sameFactor(*scale, operandScale(k)))
          return fail(op + " of values scaled differently (x " + factorText(*scale) + " and x " + factorText(operandScale(k)) + ")");
        scale = operandScale(k);
      }
      return scale.value_or(1.0);
    }
    case Opcode::Select: {
      if (in.operands.size() != 3 || operandScale(0) != 1.0) return fail("the predicate is scaled");
      const bool zero1 = isZeroConstant(entry, in.operands[1]), zero2 = isZeroConstant(entry, in.operands[2]);
      if (zero1) return operandScale(2);
      if (zero2) return operandScale(1);
      if (!sameFactor(operandScale(1), operandScale(2))) return fail("select between values scaled differently");
      return operandScale(1);
    }
    case Opcode::Multiply: case Opcode::Dot:
      return operandScale(0) * operandScale(1);
    case Opcode::Divide:
      if (operandScale(1) != 1.0) return fail("the divisor is scaled");
      return operandScale(0);
    default:
      return fail(op + " is not linear");
  }
}

std::string scaleText(double scale) { return scale == 1.0 ? std::string() : " x " + factorText(scale); }

namespace rules {

bool isConstantScaling(const Instruction& in) {
  return (in.opcode == Opcode::Multiply || in.opcode == Opcode::Divide) && in.operands.size() == 2 && in.shape.isArray() &&
         ir::isFloatingPoint(in.shape.type);
}

// x * k (or x / k) with k a constant, x complete or a partial sum: the baseline's x times its own
// constant c, scaled by k / c (c / k); with no such baseline op, x itself scaled by k
// (1 / k) when x already carries a factor (the division by the world size that takes
// it out, partial or not).
RuleOutcome constantScaling(VerifyContext& c, InstructionId id) {
  const Instruction& in = c.distributedInstruction(id);
  const bool multiply = in.opcode == Opcode::Multiply;
  std::size_t constantAt = 1;
  auto k = constantOf(c.distributedEntry, in.operands[1]);
  if (!k && multiply) k = constantOf(c.distributedEntry, in.operands[0]), constantAt = 0;
  if (!k) return RuleOutcome::notApplicable("no operand is a constant");
  const InstructionId x = in.operands[1 - constantAt];
  const auto& xf = c.facts[x];
  if (!xf || !xf->elements.empty()) return RuleOutcome::fail("operand %" + std::string(c.distributedInstruction(x).name) + " is not related to the baseline");
  if (xf->relation.isPadded()) return RuleOutcome::fail("operand is tiled with padding");
  // The parts of a partial sum times one constant sum to the constant times the sum
  // (sum_p k·P_p = k·sum_p P_p); the parts of any other combiner do not (max of -P).
  if (xf->relation.isPartial() && xf->relation.partial != ReduceOp::Sum)
    return RuleOutcome::fail("operand %" + std::string(c.distributedInstruction(x).name) + " is a partial " + reduceOpName(xf->relation.partial) +
                             ", which a constant factor does not carry");
  const ir::InstructionId origin = xf->scale != 1.0 ? xf->scaleOrigin : id;
  const auto wantedDims = xf->relation.baselineDims(in.shape.dims);
  // The baseline applies the same op to the same value with another constant.
  for (egraph::Id parent : c.graph.eclass(xf->baseline).parents) {
    const InstructionId g = c.baselineInstructionOf(parent);
    if (g < 0) continue;
    const Instruction& candidate = c.baselineEntry.instructions[g];
    if (candidate.opcode != in.opcode || candidate.operands.size() != 2 || candidate.shape.type != in.shape.type || candidate.shape.dims != wantedDims)
      continue;
    const std::size_t valueAt = 1 - constantAt;
    if (!c.graph.equivalent(c.baselineId(candidate.operands[valueAt]), xf->baseline)) continue;
    const auto own = constantOf(c.baselineEntry, candidate.operands[constantAt]);
    // The same constant: the elementwise rules relate it (and refuse the parts of a sum
    // used elementwise, where a missing reduction is reported).
    if (!own || sameFactor(*own, *k)) continue;
    const double scale = xf->scale * (multiply ? *k / *own : *own / *k);
    std::string why;
    auto fact = c.makeFact(c.graph.find(c.baselineId(g)), candidate.shape, in.shape, xf->relation, &why);
    if (!fact) return RuleOutcome::fail(why);
    fact->scale = sameFactor(scale, 1.0) ? 1.0 : scale;
    fact->scaleOrigin = fact->scale == 1.0 ? -1 : origin;
    return {std::move(fact), {}};
  }
  if (xf->scale == 1.0)
    return RuleOutcome::fail("the baseline does not " + std::string(multiply ? "multiply" : "divide") + " its counterpart of %" +
                             std::string(c.distributedInstruction(x).name) + " by a constant");
  const double scale = xf->scale * (multiply ? *k : 1.0 / *k);
  std::string why;
  auto fact = c.makeFact(xf->baseline, xf->baselineShape, in.shape, xf->relation, &why);
  if (!fact) return RuleOutcome::fail(why);
  fact->scale = sameFactor(scale, 1.0) ? 1.0 : scale;
  fact->scaleOrigin = fact->scale == 1.0 ? -1 : origin;
  return {std::move(fact), {}};
}

}  // namespace rules

}  // namespace shardscope::verify
