// GCC 12 reports -Wrestrict inside libstdc++ for `"literal" + std::string` (GCC bug
// 105329, a false positive); the messages here are built that way throughout.
#if defined(__GNUC__) && !defined(__clang__) && __GNUC__ == 12
#pragma GCC diagnostic ignored "-Wrestrict"
#endif
#include "verify/contraction_rules.h"

#include "ir/literal.h"
#include "verify/relation_inference.h"
#include "verify/rule_support.h"
#include "verify/data_movement_rules.h"

#include <algorithm>
#include <cmath>

namespace shardscope::verify::rules {

using ir::Instruction;
using ir::InstructionId;
using ir::Opcode;

// ---------------------------------------------------------------- dot

bool isDot(const Instruction& in) { return in.opcode == Opcode::Dot; }

// The dot rule over given operand facts (the operands' own, or facts another rule
// proved for values it rewrote).
RuleOutcome dotFromFacts(VerifyContext& c, const Instruction& in, const std::vector<const Fact*>& operands) {
  if (operands.size() != 2 || !operands[0]->elements.empty() || !operands[1]->elements.empty()) return RuleOutcome::fail("dot takes two arrays");
  const Relation& L = operands[0]->relation;
  const Relation& R = operands[1]->relation;
  if (L.isPartial() || R.isPartial()) return RuleOutcome::fail("dot of a partial value (its reduction over the devices is missing)");
  const auto lb = intList(in, "lhs_batch_dims"), rb = intList(in, "rhs_batch_dims");
  const auto lc = intList(in, "lhs_contracting_dims"), rc = intList(in, "rhs_contracting_dims");
  if (lb.size() != rb.size() || lc.size() != rc.size() || !validAxes(lb, L.rank()) || !validAxes(lc, L.rank()) || !validAxes(rb, R.rank()) ||
      !validAxes(rc, R.rank()))
    return RuleOutcome::fail("dot dimension numbers do not match the operands");
  auto pairedDims = [&](const std::vector<int64_t>& a, const std::vector<int64_t>& b, const char* what) -> std::string {
    for (std::size_t i = 0; i < a.size(); ++i) {
      if (L.tiles[a[i]] != R.tiles[b[i]])
        return std::string(what) + " dims lhs " + std::to_string(a[i]) + " and rhs " + std::to_string(b[i]) + " are split into " +
               std::to_string(L.tiles[a[i]]) + " and " + std::to_string(R.tiles[b[i]]) + " tiles";
      for (int64_t d = 0; d < c.devices; ++d)
        if (L.index(d, a[i]) != R.index(d, b[i]))
          return std::string(what) + " dim: device " + std::to_string(d) + " holds tile " + std::to_string(L.index(d, a[i])) + " of lhs dim " +
                 std::to_string(a[i]) + " but tile " + std::to_string(R.index(d, b[i])) + " of rhs dim " + std::to_string(b[i]);
    }
    return {};
  };
  if (auto e = pairedDims(lb, rb, "batch"); !e.empty()) return RuleOutcome::fail(e);
  if (auto e = pairedDims(lc, rc, "contracting"); !e.empty()) return RuleOutcome::fail(e);
  // Padding rows are unspecified: a free dim keeps them apart in the result's padding
  // rows; summed or paired (contracting, batch) they would mix into specified values.
  auto paddedDim = [](const std::vector<int64_t>& dims, const Relation& r) {
    for (int64_t k : dims)
      if (r.paddingOf(k) != 0) return k;
    return int64_t{-1};
  };
  for (const auto* dims : {&lb, &lc})
    if (const int64_t k = paddedDim(*dims, L); k >= 0)
      return RuleOutcome::fail("lhs dim " + std::to_string(k) + " is padded and contracted or batched: its unspecified rows would enter the result");
  for (const auto* dims : {&rb, &rc})
    if (const int64_t k = paddedDim(*dims, R); k >= 0)
      return RuleOutcome::fail("rhs dim " + std::to_string(k) + " is padded and contracted or batched: its unspecified rows would enter the result");
  // Result dims: batch, lhs free, rhs free.
  std::vector<std::pair<int, int64_t>> resultDims;  // (operand, dim)
  for (int64_t d : lb) resultDims.push_back({0, d});
  for (int64_t d = 0; d < L.rank(); ++d)
    if (std::find(lb.begin(), lb.end(), d) == lb.end() && std::find(lc.begin(), lc.end(), d) == lc.end()) resultDims.push_back({0, d});
  for (int64_t d = 0; d < R.rank(); ++d)
    if (std::find(rb.begin(), rb.end(), d) == rb.end() && std::find(rc.begin(), rc.end(), d) == rc.end()) resultDims.push_back({1, d});
  if (static_cast<int64_t>(resultDims.size()) != in.shape.rank()) return RuleOutcome::fail("dot result rank does not match");
  Relation out = Relation::replicated(c.devices, in.shape.rank());
  for (std::size_t j = 0; j < resultDims.size(); ++j) {
    const Relation& src = resultDims[j].first == 0 ? L : R;
    out.tiles[j] = src.tiles[resultDims[j].second];
    for (int64_t d = 0; d < c.devices; ++d) out.index(d, static_cast<int64_t>(j)) = src.index(d, resultDims[j].second);
    if (const int64_t pad = src.paddingOf(resultDims[j].second); pad != 0) {
      out.padding.resize(resultDims.size(), 0);
      out.padding[j] = pad;
    }
  }
  int64_t parts = 1;
  for (int64_t d : lc) parts *= L.tiles[d];
  if (parts > 1) {
    // Row parallel: each device sums over its slice of the contraction only.
    out.partial = ReduceOp::Sum;
    out.partCount = parts;
    out.part.assign(static_cast<std::size_t>(c.devices), 0);
    for (int64_t d = 0; d < c.devices; ++d) {
      int64_t p = 0;
      for (int64_t k : lc) p = p * L.tiles[k] + L.index(d, k);
      out.part[d] = p;
    }
  }
  auto found = c.lookupBaseline(c.distributedSignatures.signature(in, out.baselineDims(in.shape.dims)), baselineChildren(operands));
  return factOrFail(c, found, in, out, noCounterpart(c, in, operands, out));
}

RuleOutcome dotSharded(VerifyContext& c, InstructionId id) {
  const Instruction& in = c.distributedInstruction(id);
  std::vector<const Fact*> operands;
  std::string why;
  if (!operandFacts(c, in, operands, why)) return RuleOutcome::fail(why);
  return dotFromFacts(c, in, operands);
}

// ---------------------------------------------------------------- dot-of-repeated

// The baseline value that repeats x's dim k r times (jnp.repeat: broadcast a new dim of
// size r right after k, then merge the two), if the baseline computes it.
static std::optional<egraph::Id> baselineRepeat(const VerifyContext& c, egraph::Id x, const ir::Shape& xShape, int64_t k, int64_t r) {
  const int64_t rank = xShape.rank();
  std::vector<int64_t> broadcastDims, mapped, merged = xShape.dims;
  for (int64_t j = 0; j < rank; ++j) mapped.push_back(j <= k ? j : j + 1);
  broadcastDims = xShape.dims;
  broadcastDims.insert(broadcastDims.begin() + k + 1, r);
  merged[k] *= r;
  for (egraph::Id parent : c.graph.eclass(x).parents) {
    const InstructionId b = c.baselineInstructionOf(parent);
    if (b < 0) continue;
    const Instruction& bcast = c.baselineEntry.instructions[b];
    if (bcast.opcode != Opcode::Broadcast || bcast.operands.size() != 1 || !c.graph.equivalent(c.baselineId(bcast.operands[0]), x) ||
        bcast.shape.dims != broadcastDims || bcast.shape.type != xShape.type || intList(bcast, "dimensions") != mapped)
      continue;
    for (egraph::Id grand : c.graph.eclass(c.baselineId(b)).parents) {
      const InstructionId g = c.baselineInstructionOf(grand);
      if (g < 0) continue;
      const Instruction& reshape = c.baselineEntry.instructions[g];
      if (reshape.opcode == Opcode::Reshape && c.graph.equivalent(c.baselineId(reshape.operands[0]), c.baselineId(b)) && reshape.shape.dims == merged &&
          reshape.shape.type == xShape.type)
        return c.graph.find(c.baselineId(g));
    }
  }
  return std::nullopt;
}

// Grouped-query attention with more ranks than KV heads: each rank holds one KV head
// (tile i of t along dim k, one row) and a query head split into T = t·r tiles whose
// index j has j / r = i. Row j of the baseline's repeat of the KV heads (each repeated r
// times) is KV head j / r: the rank's one row is tile j of that repeat, which the dot
// then pairs with tile j of the queries.
RuleOutcome dotOfRepeated(VerifyContext& c, InstructionId id) {
  const Instruction& in = c.distributedInstruction(id);
  std::vector<const Fact*> operands;
  std::string why;
  if (!operandFacts(c, in, operands, why)) return RuleOutcome::fail(why);
  if (operands.size() != 2 || !operands[0]->elements.empty() || !operands[1]->elements.empty()) return RuleOutcome::fail("dot takes two arrays");
  const auto lb = intList(in, "lhs_batch_dims"), rb = intList(in, "rhs_batch_dims");
  if (lb.size() != rb.size() || !validAxes(lb, operands[0]->relation.rank()) || !validAxes(rb, operands[1]->relation.rank()))
    return RuleOutcome::fail("dot dimension numbers do not match the operands");
  std::string last = "no batch dim pairs a repeated operand with a finer split";
  for (int side = 0; side < 2; ++side) {
    const Fact& few = *operands[side];
    const Fact& many = *operands[1 - side];
    const auto& fewDims = side == 0 ? lb : rb;
    const auto& manyDims = side == 0 ? rb : lb;
    for (std::size_t i = 0; i < fewDims.size(); ++i) {
      const int64_t k = fewDims[i], m = manyDims[i];
      const int64_t t = few.relation.tiles[k], T = many.relation.tiles[m];
      if (few.relation.isPartial() || few.relation.isPadded() || T <= t || T % t != 0 || few.baselineShape->dims[k] != t) continue;
      const int64_t r = T / t;
      bool grouped = true;
      for (int64_t d = 0; d < c.devices && grouped; ++d) grouped = many.relation.index(d, m) / r == few.relation.index(d, k);
      if (!grouped) {
        last = "batch dims: the finer split of one operand is not the repeat of the other's tiles";
        continue;
      }
      auto repeated = baselineRepeat(c, few.baseline, few.baselineShape, k, r);
      if (!repeated) {
        last = "the baseline does not repeat the operand's dim " + std::to_string(k) + " " + std::to_string(r) + " times";
        continue;
      }
      Relation relation = few.relation;
      relation.tiles[k] = T;
      for (int64_t d = 0; d < c.devices; ++d) relation.index(d, k) = many.relation.index(d, m);
      const InstructionId b = c.baselineInstructionOf(*repeated);
      auto substitute = c.makeFact(*repeated, c.baselineEntry.instructions[b].shape, c.distributedInstruction(in.operands[side]).shape, relation, &why);
      if (!substitute) {
        last = why;
        continue;
      }
      std::vector<const Fact*> paired = operands;
      paired[side] = &*substitute;
      RuleOutcome outcome = dotFromFacts(c, in, paired);
      if (outcome.fact) return outcome;
      last = outcome.reason;
    }
  }
  return RuleOutcome::fail(last);
}

// ---------------------------------------------------------------- reduce

bool isReduce(const Instruction& in) { return in.opcode == Opcode::Reduce && in.operands.size() == 2 && in.shape.isArray(); }

bool isIdentityOf(ReduceOp op, const Instruction& init) {
  if (init.opcode != Opcode::Constant || !init.shape.isArray() || init.shape.rank() != 0) return false;
  auto literal = ir::decodeLiteral(init.literal, init.shape, 1);
  if (!literal.ok || literal.real.size() != 1) return false;
  const double v = literal.real[0];
  switch (op) {
    case ReduceOp::Sum: return v == 0.0;
    case ReduceOp::Product: return v == 1.0;
    case ReduceOp::Max: return std::isinf(v) && v < 0;
    case ReduceOp::Min: return std::isinf(v) && v > 0;
    default: return false;
  }
}

RuleOutcome reduceFromFacts(VerifyContext& c, const Instruction& in, const std::vector<const Fact*>& operands) {
  if (operands.size() != 2) return RuleOutcome::fail("reduce needs one array and one initial value");
  const Relation& X = operands[0]->relation;
  if (!operands[0]->elements.empty() || !operands[1]->elements.empty() || !operands[1]->relation.isReplicated())
    return RuleOutcome::fail("reduce needs an array and a replicated initial value");
  const auto dims = intList(in, "dimensions");
  if (!validAxes(dims, X.rank())) return RuleOutcome::fail("reduce dimensions are invalid");
  const ReduceOp op = c.distributedSignatures.reducerOf(in.calledComputation("to_apply"));
  if (X.isPartial()) {
    // Parts combined by the reduce's own combiner, from its identity: combining each part
    // over unsplit dims and then the parts is combining the whole (associative and
    // commutative), so the result is a partial of the baseline's reduce. A split reduced
    // dim would need its parts numbered with the operand's (not done).
    if (op == ReduceOp::None || X.partial != op)
      return RuleOutcome::fail(std::string("reduce of a partial ") + reduceOpName(X.partial) + " with another combiner");
    if (!isIdentityOf(op, c.distributedInstruction(in.operands[1])))
      return RuleOutcome::fail(std::string("reduce of a partial ") + reduceOpName(X.partial) + " starts from a value that is not the identity, so every part adds it once");
    for (int64_t k : dims)
      if (X.tiles[k] != 1) return RuleOutcome::fail("reduce of a partial value over a split dimension");
  }
  Relation out = Relation::replicated(c.devices, in.shape.rank());
  if (X.isPartial()) {
    out.partial = X.partial;
    out.partCount = X.partCount;
    out.part = X.part;
  }
  int64_t j = 0;
  int64_t parts = 1;
  for (int64_t k = 0; k < X.rank(); ++k) {
    if (std::find(dims.begin(), dims.end(), k) != dims.end()) {
      parts *= X.tiles[k];
      continue;
    }
    if (j >= out.rank()) return RuleOutcome::fail("reduce result rank does not match");
    out.tiles[j] = X.tiles[k];
    for (int64_t d = 0; d < c.devices; ++d) out.index(d, j) = X.index(d, k);
    ++j;
  }
  if (j != out.rank()) return RuleOutcome::fail("reduce result rank does not match");
  if (parts > 1) {
    if (op == ReduceOp::None) return RuleOutcome::fail("reduce over a split dimension with a combiner the verifier does not know");
    if (!isIdentityOf(op, c.distributedInstruction(in.operands[1])))
      return RuleOutcome::fail(std::string("reduce over a split dimension starts from a value that is not the identity of ") + reduceOpName(op) +
                               ", so every device adds it once");
    out.partial = op;
    out.partCount = parts;
    out.part.assign(static_cast<std::size_t>(c.devices), 0);
    for (int64_t d = 0; d < c.devices; ++d) {
      int64_t p = 0;
      for (int64_t k : dims) p = p * X.tiles[k] + X.index(d, k);
      out.part[d] = p;
    }
  }
  auto found = c.lookupBaseline(c.distributedSignatures.signature(in, out.baselineDims(in.shape.dims)), baselineChildren(operands));
  return factOrFail(c, found, in, out, noCounterpart(c, in, operands, out));
}

RuleOutcome reduceSharded(VerifyContext& c, InstructionId id) {
  const Instruction& in = c.distributedInstruction(id);
  std::vector<const Fact*> operands;
  std::string why;
  if (!operandFacts(c, in, operands, why)) return RuleOutcome::fail(why);
  return reduceFromFacts(c, in, operands);
}

}  // namespace shardscope::verify::rules
