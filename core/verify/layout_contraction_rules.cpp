// GCC 12 reports -Wrestrict inside libstdc++ for `"literal" + std::string` (GCC bug
// 105329, a false positive); the messages here are built that way throughout.
#if defined(__GNUC__) && !defined(__clang__) && __GNUC__ == 12
#pragma GCC diagnostic ignored "-Wrestrict"
#endif
#include "verify/layout_contraction_rules.h"

#include "verify/layout_anchors.h"

#include "verify/contraction_rules.h"
#include "verify/instruction_signature.h"
#include "io/attribute_text.h"
#include "verify/rule_support.h"

#include <algorithm>

namespace shardscope::verify::rules {

using ir::Instruction;
using ir::InstructionId;
using ir::Opcode;
using layout::Shape;

bool isDotLayoutOp(const Instruction& in) { return in.opcode == Opcode::Dot && in.operands.size() == 2 && in.shape.isArray(); }

namespace {
// The whole baseline axes that `dims` of the held value are, in order: their digits
// together, merged, must be whole axes. False otherwise.
bool wholeAxesOf(const LayoutAnchor& side, const std::vector<int64_t>& dims, std::vector<int64_t>& out) {
  std::vector<layout::AxisFactor> digits;
  for (int64_t k : dims) digits.insert(digits.end(), side.axes[k].begin(), side.axes[k].end());
  const LayoutBijection merged = LayoutBijection::fromDigits(side.map.source, side.map.source, std::move(digits));
  for (const layout::AxisFactor& d : merged.digits) {
    if (d.stride != 1 || d.size != side.map.source[d.axis]) return false;
    out.push_back(d.axis);
  }
  return true;
}

// The digits of `dims` of the held value, major to minor.
std::vector<layout::AxisFactor> digitsOf(const LayoutAnchor& side, const std::vector<int64_t>& dims) {
  std::vector<layout::AxisFactor> out;
  for (int64_t k : dims) out.insert(out.end(), side.axes[k].begin(), side.axes[k].end());
  return out;
}

// Contracted dims whose digits are not whole axes in order on each side, but are the same
// digits of whole axes on both, in one common order: each product the baseline sums is
// summed here, the digits only enumerated in another order (heads and head_dim
// transposed on both sides of the output projection). The two digit lists are refined
// to common sizes, then paired position by position: paired digits must take the same
// place (stride and size) in axes of equal size, lhs axis to rhs axis one to one, and
// the digits of each axis must cover it. `blc`/`brc` get the paired axes.
bool pairedContraction(const LayoutAnchor (&sides)[2], const std::vector<int64_t>& lc, const std::vector<int64_t>& rc, std::vector<int64_t>& blc,
                       std::vector<int64_t>& brc) {
  std::vector<layout::AxisFactor> l = digitsOf(sides[0], lc), r = digitsOf(sides[1], rc);
  // Refine: split the larger of two facing digits into its major part of the smaller's
  // size and the rest (a digit (axis, stride, size) is (index / stride) % size).
  for (std::size_t i = 0; i < l.size() && i < r.size(); ++i) {
    if (l[i].size == r[i].size) continue;
    auto& big = l[i].size > r[i].size ? l : r;
    const int64_t small = std::min(l[i].size, r[i].size);
    if (big[i].size % small != 0) return false;
    const layout::AxisFactor d = big[i];
    const int64_t rest = d.size / small;
    big[i] = {d.axis, d.stride * rest, small};
    big.insert(big.begin() + static_cast<std::ptrdiff_t>(i) + 1, layout::AxisFactor{d.axis, d.stride, rest});
  }
  if (l.size() != r.size() || l.empty()) return false;
  std::vector<int64_t> lToR(sides[0].map.source.size(), -1), rToL(sides[1].map.source.size(), -1), covered(sides[0].map.source.size(), 1);
  for (std::size_t i = 0; i < l.size(); ++i) {
    const int la = l[i].axis, ra = r[i].axis;
    if (l[i].stride != r[i].stride || sides[0].map.source[la] != sides[1].map.source[ra]) return false;
    if ((lToR[la] >= 0 && lToR[la] != ra) || (rToL[ra] >= 0 && rToL[ra] != la)) return false;
    lToR[la] = ra;
    rToL[ra] = la;
    covered[la] *= l[i].size;
  }
  blc.clear();
  brc.clear();
  for (std::size_t a = 0; a < lToR.size(); ++a) {
    if (lToR[a] < 0) continue;
    if (covered[a] != sides[0].map.source[a]) return false;
    blc.push_back(static_cast<int64_t>(a));
    brc.push_back(lToR[a]);
  }
  return true;
}

// dot(W1, W2) with W1 = L1(b1), W2 = L2(b2): when the contracting dims of each side are,
// together and in order, whole axes of its baseline value (paired axis by axis, so every
// product the baseline sums is summed here), and each batch dim is one whole axis, the
// dot is the baseline's dot of b1 and b2 over those axes, its free dims a bijection of
// the baseline result's: the free digits pass through. Tiles as in dot-sharded; a split
// contracting dim gives a partial sum.
// The dot over one choice of anchors (each side's baseline value and bijection).
RuleOutcome dotAgainst(VerifyContext& c, const Instruction& in, LayoutAnchor (&sides)[2]) {
  for (LayoutAnchor& side : sides)
    if (!side.map.axes(side.axes)) return RuleOutcome::fail("an operand's layout has no digit-wise form");
  const Relation& L = sides[0].fact->relation;
  const Relation& R = sides[1].fact->relation;
  if (L.isPartial() || R.isPartial()) return RuleOutcome::fail("dot of a partial value (its reduction over the devices is missing)");
  const auto lb = intList(in, "lhs_batch_dims"), rb = intList(in, "rhs_batch_dims");
  const auto lc = intList(in, "lhs_contracting_dims"), rc = intList(in, "rhs_contracting_dims");
  if (lb.size() != rb.size() || lc.size() != rc.size() || !validAxes(lb, L.rank()) || !validAxes(lc, L.rank()) || !validAxes(rb, R.rank()) ||
      !validAxes(rc, R.rank()))
    return RuleOutcome::fail("dot dimension numbers do not match the operands");
  // The baseline's dimension numbers: whole axes of b1 and b2.
  std::vector<int64_t> blc, brc, blb, brb;
  if ((!wholeAxesOf(sides[0], lc, blc) || !wholeAxesOf(sides[1], rc, brc) || blc.size() != brc.size()) &&
      !pairedContraction(sides, lc, rc, blc, brc))
    return RuleOutcome::fail("the contracted dims are not whole dims of the baseline values (" + sides[0].map.toString() + ", " + sides[1].map.toString() +
                             "): the products summed differ from the baseline's");
  for (std::size_t i = 0; i < blc.size(); ++i)
    if (sides[0].map.source[blc[i]] != sides[1].map.source[brc[i]]) return RuleOutcome::fail("the contracted dims pair baseline dims of different sizes");
  for (std::size_t i = 0; i < lb.size(); ++i) {
    std::vector<int64_t> a, b;
    if (!wholeAxesOf(sides[0], {lb[i]}, a) || !wholeAxesOf(sides[1], {rb[i]}, b) || a.size() != 1 || b.size() != 1)
      return RuleOutcome::fail("batch dim " + std::to_string(i) + " is not one whole dim of each baseline value");
    blb.push_back(a[0]);
    brb.push_back(b[0]);
  }
  // Tiles of the held values' dims, as dot-sharded pairs them.
  for (std::size_t i = 0; i < lc.size() + lb.size(); ++i) {
    const int64_t a = i < lc.size() ? lc[i] : lb[i - lc.size()], b = i < lc.size() ? rc[i] : rb[i - lc.size()];
    if (L.tiles[a] != R.tiles[b]) return RuleOutcome::fail("paired dims lhs " + std::to_string(a) + " and rhs " + std::to_string(b) + " are split differently");
    for (int64_t d = 0; d < c.devices; ++d)
      if (L.index(d, a) != R.index(d, b)) return RuleOutcome::fail("device " + std::to_string(d) + " holds different tiles of paired dims");
  }
  // Result dims: batch, lhs free, rhs free (held values), and the baseline result's.
  auto freeDims = [](int64_t rank, const std::vector<int64_t>& batch, const std::vector<int64_t>& contracting) {
    std::vector<int64_t> out;
    for (int64_t k = 0; k < rank; ++k)
      if (std::find(batch.begin(), batch.end(), k) == batch.end() && std::find(contracting.begin(), contracting.end(), k) == contracting.end()) out.push_back(k);
    return out;
  };
  const auto lf = freeDims(L.rank(), lb, lc), rf = freeDims(R.rank(), rb, rc);
  const auto blf = freeDims(static_cast<int64_t>(sides[0].map.source.size()), blb, blc);
  const auto brf = freeDims(static_cast<int64_t>(sides[1].map.source.size()), brb, brc);
  if (static_cast<int64_t>(lb.size() + lf.size() + rf.size()) != in.shape.rank()) return RuleOutcome::fail("dot result rank does not match");
  Relation out = Relation::replicated(c.devices, in.shape.rank());
  std::vector<std::pair<int, int64_t>> resultDims;
  for (int64_t d : lb) resultDims.push_back({0, d});
  for (int64_t d : lf) resultDims.push_back({0, d});
  for (int64_t d : rf) resultDims.push_back({1, d});
  for (std::size_t j = 0; j < resultDims.size(); ++j) {
    const Relation& src = resultDims[j].first == 0 ? L : R;
    out.tiles[j] = src.tiles[resultDims[j].second];
    for (int64_t d = 0; d < c.devices; ++d) out.index(d, static_cast<int64_t>(j)) = src.index(d, resultDims[j].second);
  }
  int64_t parts = 1;
  for (int64_t d : lc) parts *= L.tiles[d];
  if (parts > 1) {
    out.partial = ReduceOp::Sum;
    out.partCount = parts;
    out.part.assign(static_cast<std::size_t>(c.devices), 0);
    for (int64_t d = 0; d < c.devices; ++d) {
      int64_t p = 0;
      for (int64_t k : lc) p = p * L.tiles[k] + L.index(d, k);
      out.part[d] = p;
    }
  }
  // The baseline result's dims and the held result as its bijection: batch axes whole,
  // then each side's free digits renumbered to the baseline result's axes.
  Shape baselineDims, whole;
  for (int64_t a : blb) baselineDims.push_back(sides[0].map.source[a]);
  std::vector<int64_t> at0(sides[0].map.source.size(), -1), at1(sides[1].map.source.size(), -1);
  for (int64_t a : blf) {
    at0[a] = static_cast<int64_t>(baselineDims.size());
    baselineDims.push_back(sides[0].map.source[a]);
  }
  for (int64_t a : brf) {
    at1[a] = static_cast<int64_t>(baselineDims.size());
    baselineDims.push_back(sides[1].map.source[a]);
  }
  std::vector<layout::AxisFactor> digits;
  for (std::size_t i = 0; i < lb.size(); ++i) digits.push_back({static_cast<int>(i), 1, baselineDims[i]});
  for (int side = 0; side < 2; ++side)
    for (int64_t k : side == 0 ? lf : rf)
      for (layout::AxisFactor d : sides[side].axes[k]) {
        d.axis = static_cast<int>((side == 0 ? at0 : at1)[d.axis]);
        if (d.axis < 0) return RuleOutcome::fail("a free dim holds digits of a contracted or batch dim");
        digits.push_back(d);
      }
  for (int64_t j = 0; j < in.shape.rank(); ++j) whole.push_back(in.shape.dims[j] * out.tiles[j]);
  const LayoutBijection resultMap = LayoutBijection::fromDigits(baselineDims, whole, std::move(digits));
  const AttributeOverrides overrides{{"lhs_batch_dims", io::formatIntList(blb)}, {"rhs_batch_dims", io::formatIntList(brb)},
                                         {"lhs_contracting_dims", io::formatIntList(blc)}, {"rhs_contracting_dims", io::formatIntList(brc)}};
  const auto found = c.lookupBaseline(c.distributedSignatures.signature(in, baselineDims, overrides), {sides[0].eclass, sides[1].eclass});
  if (!found) {
    const Instruction* b0 = sides[0].instruction >= 0 ? &c.baselineEntry.instructions[sides[0].instruction] : nullptr;
    const Instruction* b1 = sides[1].instruction >= 0 ? &c.baselineEntry.instructions[sides[1].instruction] : nullptr;
    return RuleOutcome::fail("the baseline computes no dot of " + (b0 ? name(*b0) : std::string("?")) + ", " + (b1 ? name(*b1) : std::string("?")) +
                             " contracting dims " + io::formatIntList(blc) + " with " + io::formatIntList(brc) + " giving " +
                             dimsText(in.shape.type, baselineDims));
  }
  out.setLayout(resultMap);
  return factOrFail(c, found, in, out, "the baseline computes no such dot");
}

}  // namespace

bool isReduceLayoutOp(const Instruction& in) { return in.opcode == Opcode::Reduce && in.operands.size() == 2 && in.shape.isArray(); }

// reduce(W, init) over dims of W = L(b): when the reduced dims hold, together, whole axes
// of b (and the kept dims none of their digits), it is the baseline's reduce over those
// axes with the kept digits passing through. The elements are combined in another order,
// so only the combiners the verifier knows (sum, max, min, product: associative and
// commutative in its real arithmetic) are taken.
RuleOutcome reduceLayout(VerifyContext& c, InstructionId id) {
  const Instruction& in = c.distributedInstruction(id);
  const auto& f = c.facts[in.operands[0]];
  const auto& init = c.facts[in.operands[1]];
  if (!f || !f->elements.empty() || !f->relation.layout) return RuleOutcome::notApplicable("the operand carries no layout bijection");
  if (!init || !init->elements.empty() || !init->relation.isReplicated()) return RuleOutcome::fail("reduce needs a replicated initial value");
  const Relation& X = f->relation;
  const auto dims = intList(in, "dimensions");
  if (!validAxes(dims, X.rank())) return RuleOutcome::fail("reduce dimensions are invalid");
  const ReduceOp op = c.distributedSignatures.reducerOf(in.calledComputation("to_apply"));
  if (op == ReduceOp::None) return RuleOutcome::fail("reduce in another element order with a combiner the verifier does not know");
  auto reduced = [&](int64_t k) { return std::find(dims.begin(), dims.end(), k) != dims.end(); };
  // A partial of the reduce's own combiner, reduced from its identity over unsplit dims,
  // stays a partial (as reduce-sharded).
  if (X.isPartial()) {
    if (X.partial != op) return RuleOutcome::fail(std::string("reduce of a partial ") + reduceOpName(X.partial) + " with another combiner");
    if (!isIdentityOf(op, c.distributedInstruction(in.operands[1])))
      return RuleOutcome::fail(std::string("reduce of a partial ") + reduceOpName(X.partial) + " starts from a value that is not the identity, so every part adds it once");
    for (int64_t k : dims)
      if (X.tiles[k] != 1) return RuleOutcome::fail("reduce of a partial value over a split dimension");
  }
  // Tiles of the kept dims, a partial over the split reduced ones (as reduce-sharded).
  Relation out = Relation::replicated(c.devices, in.shape.rank());
  if (X.isPartial()) {
    out.partial = X.partial;
    out.partCount = X.partCount;
    out.part = X.part;
  }
  int64_t j = 0, parts = 1;
  for (int64_t k = 0; k < X.rank(); ++k) {
    if (reduced(k)) {
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
    if (!isIdentityOf(op, c.distributedInstruction(in.operands[1])))
      return RuleOutcome::fail(std::string("reduce over a split dimension starts from a value that is not the identity of ") + reduceOpName(op));
    out.partial = op;
    out.partCount = parts;
    out.part.assign(static_cast<std::size_t>(c.devices), 0);
    for (int64_t d = 0; d < c.devices; ++d) {
      int64_t p = 0;
      for (int64_t k : dims) p = p * X.tiles[k] + X.index(d, k);
      out.part[d] = p;
    }
  }
  Shape whole;
  for (int64_t r = 0; r < in.shape.rank(); ++r) whole.push_back(in.shape.dims[r] * out.tiles[r]);
  std::string first;
  for (LayoutAnchor& side : anchorsOf(c, *f)) {
    if (!side.map.axes(side.axes)) continue;
    // Per baseline axis: held by reduced dims only (reduced), kept dims only, or both (refused).
    const std::size_t rank = side.map.source.size();
    std::vector<int> where(rank, 0);  // bit 1: a reduced dim holds a digit of it, bit 2: a kept one
    for (int64_t k = 0; k < X.rank(); ++k)
      for (const layout::AxisFactor& d : side.axes[k]) where[d.axis] |= reduced(k) ? 1 : 2;
    std::vector<int64_t> axes, at(rank, -1);
    Shape baselineDims;
    bool mixed = false;
    for (std::size_t a = 0; a < rank; ++a) {
      if (where[a] == 3) mixed = true;
      if (where[a] == 1) {
        axes.push_back(static_cast<int64_t>(a));
      } else {
        at[a] = static_cast<int64_t>(baselineDims.size());
        baselineDims.push_back(side.map.source[a]);
      }
    }
    if (mixed) {
      if (first.empty()) first = "the reduced dims hold only part of a dim of the baseline value (" + side.map.toString() + ")";
      continue;
    }
    std::vector<layout::AxisFactor> digits;
    for (int64_t k = 0; k < X.rank(); ++k)
      if (!reduced(k))
        for (layout::AxisFactor d : side.axes[k]) {
          d.axis = static_cast<int>(at[d.axis]);
          digits.push_back(d);
        }
    const AttributeOverrides overrides{{"dimensions", io::formatIntList(axes)}};
    const auto found = c.lookupBaseline(c.distributedSignatures.signature(in, baselineDims, overrides), {side.eclass, init->baseline});
    if (!found) {
      if (first.empty())
        first = "the baseline computes no reduce of " + (side.instruction >= 0 ? name(c.baselineEntry.instructions[side.instruction]) : std::string("?")) +
                " over dims " + io::formatIntList(axes) + " giving " + dimsText(in.shape.type, baselineDims);
      continue;
    }
    Relation result = out;
    result.setLayout(LayoutBijection::fromDigits(baselineDims, whole, std::move(digits)));
    return factOrFail(c, found, in, std::move(result), "the baseline computes no such reduce");
  }
  return RuleOutcome::fail(first.empty() ? "the operand's layout has no digit-wise form" : first);
}

RuleOutcome dotLayout(VerifyContext& c, InstructionId id) {
  const Instruction& in = c.distributedInstruction(id);
  const Fact* facts[2];
  bool any = false;
  for (int i = 0; i < 2; ++i) {
    const auto& f = c.facts[in.operands[i]];
    if (!f) return RuleOutcome::fail("operand " + name(c.distributedInstruction(in.operands[i])) + " is not related to the baseline");
    if (!f->elements.empty()) return RuleOutcome::fail("dot takes two arrays");
    facts[i] = &*f;
    any = any || f->relation.layout != nullptr;
  }
  if (!any) return RuleOutcome::notApplicable("no operand carries a layout bijection");
  const auto lhs = anchorsOf(c, *facts[0]), rhs = anchorsOf(c, *facts[1]);
  RuleOutcome first;
  for (std::size_t i = 0; i < lhs.size(); ++i)
    for (std::size_t j = 0; j < rhs.size(); ++j) {
      LayoutAnchor sides[2] = {lhs[i], rhs[j]};
      RuleOutcome outcome = dotAgainst(c, in, sides);
      if (outcome.fact) return outcome;
      if (i == 0 && j == 0) first = std::move(outcome);
    }
  return first;
}

}  // namespace shardscope::verify::rules
