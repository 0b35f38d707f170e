// GCC 12 reports -Wrestrict inside libstdc++ for `"literal" + std::string` (GCC bug
// 105329, a false positive); the messages here are built that way throughout.
#if defined(__GNUC__) && !defined(__clang__) && __GNUC__ == 12
#pragma GCC diagnostic ignored "-Wrestrict"
#endif
#include "verify/scaled_sum_rules.h"

#include "ir/literal.h"
#include "verify/relation_inference.h"
#include "verify/rule_support.h"
#include "verify/data_movement_rules.h"
#include "verify/collective_rules.h"
#include "verify/contraction_rules.h"

#include <algorithm>
#include <cmath>

namespace shardscope::verify::rules {

using ir::Instruction;
using ir::InstructionId;
using ir::Opcode;

// ---------------------------------------------------------------- divide-around-sum

// The value of a constant scalar, or of a broadcast of one (the same on every device).
static std::optional<double> constantScalar(const ir::Computation& computation, InstructionId id) {
  const Instruction* in = &computation.instructions[id];
  if (in->opcode == Opcode::Broadcast && in->operands.size() == 1) in = &computation.instructions[in->operands[0]];
  if (in->opcode != Opcode::Constant || !in->shape.isArray() || in->shape.rank() != 0 || !ir::isFloatingPoint(in->shape.type)) return std::nullopt;
  auto literal = ir::decodeLiteral(in->literal, in->shape, 1);
  if (!literal.ok || literal.real.size() != 1 || !std::isfinite(literal.real[0]) || literal.real[0] == 0.0) return std::nullopt;
  return literal.real[0];
}

bool isDivide(const Instruction& in) { return in.opcode == Opcode::Divide && in.operands.size() == 2 && in.shape.isArray(); }

// A mean split around a sum over the devices: each device divides its part P_p by c1,
// the parts are summed by an all-reduce (through copies, reshapes, an inlined call's
// tuple elements and reduces over unit dims, which keep every element where it is), and the sum is divided by c2:
// sum_p(P_p / c1) / c2 = (sum_p P_p) / (c1 * c2). The baseline divides the sum by c1 * c2.
RuleOutcome divideAroundSum(VerifyContext& c, InstructionId id) {
  const Instruction& in = c.distributedInstruction(id);
  const ir::Computation& entry = c.distributedEntry;
  const auto c2 = constantScalar(entry, in.operands[1]);
  if (!c2) return RuleOutcome::notApplicable("the divisor is not a constant");
  const Instruction& sum = c.distributedInstruction(in.operands[0]);
  if (sum.opcode != Opcode::AllReduce || sum.operands.size() != 1 || !sum.shape.isArray() ||
      c.distributedSignatures.reducerOf(sum.calledComputation("to_apply")) != ReduceOp::Sum)
    return RuleOutcome::notApplicable("the dividend is not an all-reduce(sum)");
  // Back from the all-reduce's operand to the per-device division.
  InstructionId at = sum.operands[0];
  for (int steps = 0; steps < 16; ++steps) {
    const Instruction& step = c.distributedInstruction(at);
    if (step.opcode == Opcode::Copy || (step.opcode == Opcode::Reshape && step.operands.size() == 1)) {
      at = step.operands[0];
      continue;
    }
    if (step.opcode == Opcode::GetTupleElement && step.operands.size() == 1) {  // an inlined call's result
      const Instruction& tuple = c.distributedInstruction(step.operands[0]);
      const auto index = step.intAttribute("index");
      if (tuple.opcode != Opcode::Tuple || !index || *index < 0 || *index >= static_cast<int64_t>(tuple.operands.size())) break;
      at = tuple.operands[*index];
      continue;
    }
    if (step.opcode == Opcode::Reduce && step.operands.size() == 2 && c.distributedSignatures.reducerOf(step.calledComputation("to_apply")) == ReduceOp::Sum &&
        isIdentityOf(ReduceOp::Sum, c.distributedInstruction(step.operands[1]))) {
      const auto& operandDims = c.distributedInstruction(step.operands[0]).shape.dims;
      const auto dims = intList(step, "dimensions");
      const bool unitDims = std::all_of(dims.begin(), dims.end(), [&](int64_t k) {
        return k >= 0 && k < static_cast<int64_t>(operandDims.size()) && operandDims[k] == 1;
      });
      if (!unitDims) return RuleOutcome::fail("the all-reduce's operand sums " + name(step) + " over dims that are not of size 1");
      at = step.operands[0];
      continue;
    }
    break;
  }
  const Instruction& perDevice = c.distributedInstruction(at);
  if (!isDivide(perDevice)) return RuleOutcome::notApplicable("no division by a constant before the all-reduce");
  const auto c1 = constantScalar(entry, perDevice.operands[1]);
  if (!c1) return RuleOutcome::fail(name(perDevice) + " divides by a value that is not a constant");
  const auto& partFact = c.facts[perDevice.operands[0]];
  if (!partFact || !partFact->elements.empty() || partFact->relation.isPadded() || partFact->relation.hasLayout())
    return RuleOutcome::fail("the dividend of " + name(perDevice) + " is not related to the baseline");
  if (partFact->relation.partial != ReduceOp::Sum) return RuleOutcome::fail("the dividend of " + name(perDevice) + " is not a partial sum");
  const ir::Shape& partShape = c.distributedInstruction(perDevice.operands[0]).shape;
  // Copies, reshapes and unit-dim reduces keep row-major order: with the same dims at
  // both ends, every element is where it was.
  if (partShape.dims != sum.shape.dims || partShape.type != sum.shape.type || in.shape.dims != sum.shape.dims || in.shape.type != sum.shape.type)
    return RuleOutcome::fail("the values between " + name(perDevice) + " and " + name(sum) + " change shape");
  // The all-reduce completes the parts (its groups checked as for all-reduce-of-partial).
  RuleOutcome complete = allReduceOf(c, sum, partFact);
  if (!complete.fact) return complete;
  const Relation out = complete.fact->relation;
  const egraph::Id b = partFact->baseline;
  const double divisor = *c1 * *c2;
  for (egraph::Id parent : c.graph.eclass(b).parents) {
    const InstructionId g = c.baselineInstructionOf(parent);
    if (g < 0) continue;
    const Instruction& candidate = c.baselineEntry.instructions[g];
    if (!isDivide(candidate) || !c.graph.equivalent(c.baselineId(candidate.operands[0]), b)) continue;
    const auto v = constantScalar(c.baselineEntry, candidate.operands[1]);
    if (!v || *v != divisor) continue;
    if (candidate.shape.type != in.shape.type || candidate.shape.dims != out.baselineDims(in.shape.dims)) continue;
    return factOrFail(c, c.graph.find(c.baselineId(g)), in, out, "");
  }
  return RuleOutcome::fail("the baseline does not divide " + (c.baselineInstructionPtr(*partFact) ? name(*c.baselineInstructionPtr(*partFact)) : std::string("?")) +
                           " by " + std::to_string(divisor) + " (" + name(perDevice) + "'s divisor times " + name(in) + "'s)");
}

// ---------------------------------------------------------------- log-sum-exp rescaling

// `exp(subtract(a, b))`: the subtract's two operands, or nullopt.
static std::optional<std::pair<InstructionId, InstructionId>> expOfDifference(VerifyContext& c, InstructionId id) {
  const Instruction& e = c.distributedInstruction(id);
  if (e.opcode != Opcode::Exp || e.operands.size() != 1) return std::nullopt;
  const Instruction& sub = c.distributedInstruction(e.operands[0]);
  if (sub.opcode != Opcode::Subtract || sub.operands.size() != 2 || sub.shape.dims != e.shape.dims) return std::nullopt;
  return std::pair{sub.operands[0], sub.operands[1]};
}

// For each dim of operand `operand` of the dot or reduce `x`, the result dim it becomes
// (-1 when it is contracted or reduced).
static std::vector<int64_t> resultDimsOf(const Instruction& x, int operand, int64_t operandRank) {
  std::vector<int64_t> at(static_cast<std::size_t>(operandRank), -1);
  if (x.opcode == Opcode::Reduce) {
    const auto reduced = intList(x, "dimensions");
    int64_t j = 0;
    for (int64_t k = 0; k < operandRank; ++k)
      if (std::find(reduced.begin(), reduced.end(), k) == reduced.end()) at[k] = j++;
    return at;
  }
  const auto lb = intList(x, "lhs_batch_dims"), rb = intList(x, "rhs_batch_dims");
  const auto lc = intList(x, "lhs_contracting_dims"), rc = intList(x, "rhs_contracting_dims");
  const auto& batch = operand == 0 ? lb : rb;
  const auto& contracting = operand == 0 ? lc : rc;
  for (std::size_t i = 0; i < batch.size(); ++i)
    if (batch[i] >= 0 && batch[i] < operandRank) at[batch[i]] = static_cast<int64_t>(i);
  int64_t j = static_cast<int64_t>(lb.size());
  if (operand == 1) {  // result dims: batch, lhs free, rhs free
    const int64_t freeDims = x.shape.rank() - static_cast<int64_t>(lb.size());
    int64_t rhsFree = 0;
    for (int64_t k = 0; k < operandRank; ++k)
      if (std::find(rb.begin(), rb.end(), k) == rb.end() && std::find(rc.begin(), rc.end(), k) == rc.end()) ++rhsFree;
    j = static_cast<int64_t>(lb.size()) + freeDims - rhsFree;
  }
  for (int64_t k = 0; k < operandRank; ++k)
    if (std::find(batch.begin(), batch.end(), k) == batch.end() && std::find(contracting.begin(), contracting.end(), k) == contracting.end()) at[k] = j++;
  return at;
}

bool isMultiply(const Instruction& in) { return in.opcode == Opcode::Multiply && in.operands.size() == 2 && in.shape.isArray(); }

// The split-K softmax (flash-decoding): each device exponentiates its scores against
// its own max m, sums (or dots with V), and rescales by exp(m - M) with M the combined
// max. exp(s - m) * exp(m - M) = exp(s - M) for every finite m and M, so the rescaled
// local sum is the local sum of the baseline's exp(s - M): whatever m is, as long as the
// same m is used in both places. The rule proves the rescaled value is what the dot or
// reduce rule derives for exp(s - M) in place of exp(s - m); the all-reduce that
// follows is then checked by all-reduce-of-partial like any other partial sum.
RuleOutcome logSumExpRescale(VerifyContext& c, InstructionId id) {
  const Instruction& in = c.distributedInstruction(id);
  std::string last = "not a log-sum-exp rescaling";
  for (int side = 0; side < 2; ++side) {
    const InstructionId xId = in.operands[side], scaleSite = in.operands[1 - side];
    const Instruction& x = c.distributedInstruction(xId);
    if ((x.opcode != Opcode::Dot && x.opcode != Opcode::Reduce) || !x.shape.isArray() || x.shape.dims != in.shape.dims ||
        c.distributedInstruction(scaleSite).shape.dims != in.shape.dims)
      continue;
    // The scale exp(m - G), broadcast onto x's dims (or already of x's shape).
    InstructionId scale = scaleSite;
    std::vector<int64_t> scaleToX;
    const Instruction& site = c.distributedInstruction(scaleSite);
    if (site.opcode == Opcode::Broadcast && site.operands.size() == 1) {
      scale = site.operands[0];
      scaleToX = intList(site, "dimensions");
    } else {
      for (int64_t k = 0; k < x.shape.rank(); ++k) scaleToX.push_back(k);
    }
    auto scaleTerms = expOfDifference(c, scale);
    if (!scaleTerms) continue;
    const auto [m, combined] = *scaleTerms;
    const Instruction& mIn = c.distributedInstruction(m);
    if (static_cast<int64_t>(scaleToX.size()) != mIn.shape.rank() || !validAxes(scaleToX, x.shape.rank()) ||
        c.distributedInstruction(combined).shape.dims != mIn.shape.dims)
      continue;
    const auto& gFact = c.facts[combined];
    if (!gFact || !gFact->elements.empty() || !gFact->relation.isReplicated()) {
      last = "the combined max " + name(c.distributedInstruction(combined)) + " is not replicated on every device";
      continue;
    }
    // x = dot(P, V) / dot(V, P) / reduce-sum(P, 0) with P = exp(s - broadcast(m)).
    const int pSide = x.opcode == Opcode::Reduce ? 0 : (expOfDifference(c, x.operands[0]) ? 0 : 1);
    // A sum from 0 only: a nonzero init would be rescaled along with the terms.
    if (x.opcode == Opcode::Reduce && (x.operands.size() != 2 || c.distributedSignatures.reducerOf(x.calledComputation("to_apply")) != ReduceOp::Sum ||
                                       !isIdentityOf(ReduceOp::Sum, c.distributedInstruction(x.operands[1]))))
      continue;
    if (x.opcode == Opcode::Dot && x.operands.size() != 2) continue;
    const InstructionId p = x.operands[pSide];
    auto pTerms = expOfDifference(c, p);
    if (!pTerms) continue;
    const auto [s, shiftSite] = *pTerms;
    const Instruction& shift = c.distributedInstruction(shiftSite);
    if (shift.opcode != Opcode::Broadcast || shift.operands.size() != 1 || shift.operands[0] != m) {
      last = "the scores are not shifted by the same per-device value the result is rescaled with";
      continue;
    }
    const auto mToP = intList(shift, "dimensions");
    const Instruction& pIn = c.distributedInstruction(p);
    if (shift.shape.dims != pIn.shape.dims || c.distributedInstruction(s).shape.dims != pIn.shape.dims) continue;
    if (static_cast<int64_t>(mToP.size()) != mIn.shape.rank() || !validAxes(mToP, pIn.shape.rank())) continue;
    const auto& sFact = c.facts[s];
    if (!sFact || !sFact->elements.empty() || sFact->relation.isPartial() || sFact->relation.hasLayout()) {
      last = "the scores " + name(c.distributedInstruction(s)) + " are not related to the baseline";
      continue;
    }
    const Relation& S = sFact->relation;
    // Element i of x is rescaled with the m that shifted every term summed into it:
    // each dim of m reaches x through P at the position the scale broadcast puts it,
    // and is whole on every device (m and the combined max are per-device values of M's shape).
    const auto pToX = resultDimsOf(x, pSide, pIn.shape.rank());
    bool aligned = true;
    for (std::size_t k = 0; k < mToP.size() && aligned; ++k)
      aligned = pToX[mToP[k]] == scaleToX[k] && S.tiles[mToP[k]] == 1;
    if (!aligned) {
      last = "the rescaling exp(m - M) does not line up with the terms each element sums";
      continue;
    }
    // The baseline's exp(s - broadcast(M)), by lookup over the related classes.
    const auto pDims = S.baselineDims(pIn.shape.dims);
    auto bShift = c.lookupBaseline(c.distributedSignatures.signature(shift, pDims), {gFact->baseline});
    auto bSub = bShift ? c.lookupBaseline(c.distributedSignatures.signature(c.distributedInstruction(pIn.operands[0]), pDims), {sFact->baseline, *bShift})
                       : std::nullopt;
    auto bExp = bSub ? c.lookupBaseline(c.distributedSignatures.signature(pIn, pDims), {*bSub}) : std::nullopt;
    if (!bExp) {
      last = "the baseline computes no exp(" + (c.baselineInstructionPtr(*sFact) ? name(*c.baselineInstructionPtr(*sFact)) : std::string("s")) +
             " - M) with M the combined max";
      continue;
    }
    const InstructionId bp = c.baselineInstructionOf(*bExp);
    std::string why;
    auto pFact = c.makeFact(*bExp, c.baselineEntry.instructions[bp].shape, pIn.shape, S, &why);
    if (!pFact) {
      last = why;
      continue;
    }
    std::vector<const Fact*> operands(2, nullptr);
    operands[pSide] = &*pFact;
    const auto& other = c.facts[x.operands[1 - pSide]];
    if (!other || other->relation.hasLayout()) {
      last = "operand " + name(c.distributedInstruction(x.operands[1 - pSide])) + " is not related to the baseline";
      continue;
    }
    operands[1 - pSide] = &*other;
    RuleOutcome rescaled = x.opcode == Opcode::Dot ? dotFromFacts(c, x, operands) : reduceFromFacts(c, x, operands);
    if (!rescaled.fact) {
      last = rescaled.reason;
      continue;
    }
    return sameValue(c, *rescaled.fact, in, rescaled.fact->relation);
  }
  return RuleOutcome::notApplicable(last);
}

}  // namespace shardscope::verify::rules
