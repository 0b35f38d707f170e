// GCC 12 reports -Wrestrict inside libstdc++ for `"literal" + std::string` (GCC bug
// 105329, a false positive); the messages here are built that way throughout.
#if defined(__GNUC__) && !defined(__clang__) && __GNUC__ == 12
#pragma GCC diagnostic ignored "-Wrestrict"
#endif
#include "verify/layout_relation_rules.h"

#include "verify/layout_anchors.h"

#include "verify/contraction_rules.h"
#include "verify/elementwise_rules.h"
#include "verify/instruction_signature.h"
#include "io/attribute_text.h"
#include "verify/rule_support.h"

#include <algorithm>
#include <functional>
#include <numeric>

namespace shardscope::verify::rules {

using ir::Instruction;
using ir::InstructionId;
using ir::Opcode;
using layout::LayoutOp;
using layout::Shape;

namespace {
int64_t product(const Shape& dims, std::size_t end) {
  int64_t n = 1;
  for (std::size_t i = 0; i < end && i < dims.size(); ++i) n *= dims[i];
  return n;
}

// The tiling of the held value after `op`, and the held value's dims (`whole`). A
// transpose moves the tiles with their dims. A reshape acts on each device's tile: it is
// the tile of the whole value's reshape when every split dim becomes a run of dims of
// its own (after the same number of elements, on the device), so that the reshape only
// regroups the whole dims between split ones; otherwise the step is refused. Partial
// parts are unchanged (reshape and transpose are linear).
std::optional<Relation> tilesThrough(const Relation& X, const Shape& localBefore, const LayoutOp& op, const Shape& localAfter, Shape& whole,
                                     std::string& why) {
  Relation out = X;
  out.padding.clear();
  out.tiles.assign(localAfter.size(), 1);
  out.tileIndex.assign(static_cast<std::size_t>(X.devices) * localAfter.size(), 0);
  const int64_t rank = static_cast<int64_t>(localAfter.size());
  if (op.isTranspose()) {
    for (int64_t j = 0; j < rank; ++j) {
      const int64_t k = op.values[j];
      out.tiles[j] = X.tiles[k];
      for (int64_t d = 0; d < X.devices; ++d) out.tileIndex[d * rank + j] = X.index(d, k);
    }
  } else {
    std::size_t free = 0;
    for (std::size_t k = 0; k < localBefore.size(); ++k) {
      if (X.tiles[k] == 1) continue;
      const int64_t prefix = product(localBefore, k);
      // The split dim becomes the run of dims after the same number of elements whose
      // sizes multiply to its own, the run's first dim taking the split: one dim of the
      // same size if there is one (unit dims stay unit dims), else the shortest run from
      // a dim that is not a unit dim. Device p's block of n rows is then block p of the
      // run's first dim.
      std::optional<std::size_t> at;
      std::size_t end = 0;
      auto runFrom = [&](std::size_t j) -> std::optional<std::size_t> {
        if (product(localAfter, j) != prefix) return std::nullopt;
        int64_t run = 1;
        std::size_t e = j;
        do run *= localAfter[e++];
        while (e < localAfter.size() && run < localBefore[k]);
        return run == localBefore[k] ? std::optional<std::size_t>(e) : std::nullopt;
      };
      for (std::size_t j = free; j < localAfter.size() && !at; ++j)
        if (localAfter[j] == localBefore[k] && runFrom(j)) at = j, end = j + 1;
      for (std::size_t j = free; j < localAfter.size() && !at; ++j)
        if (localAfter[j] != 1)
          if (auto e = runFrom(j)) at = j, end = *e;
      // Or the split dim is the major part of one dim that merges it with the whole dims
      // after it (heads merged with head_dim): device p's block of that dim is block p.
      for (std::size_t j = free; j < localAfter.size() && !at; ++j) {
        if (product(localAfter, j) != prefix) continue;
        int64_t merged = localBefore[k];
        std::size_t m = k + 1;
        while (merged < localAfter[j] && m < localBefore.size() && X.tiles[m] == 1) merged *= localBefore[m++];
        if (merged == localAfter[j] && m > k + 1 && localBefore[k] > 1) at = j, end = j + 1;
      }
      if (at) free = end;  // the next split dim's run starts after this one
      if (!at) {
        why = "the reshape to " + layout::shapeToString(localAfter) + " mixes split dim " + std::to_string(k) + " (" +
              std::to_string(X.tiles[k]) + " tiles) with other dims on each device";
        return std::nullopt;
      }
      out.tiles[*at] = X.tiles[k];
      for (int64_t d = 0; d < X.devices; ++d) out.tileIndex[d * rank + static_cast<int64_t>(*at)] = X.index(d, static_cast<int64_t>(k));
    }
  }
  whole.assign(localAfter.begin(), localAfter.end());
  for (std::size_t j = 0; j < whole.size(); ++j) whole[j] *= out.tiles[j];
  return out;
}

// Whether the baseline computes anything but reshapes and transposes from the class.
bool computesWith(VerifyContext& c, egraph::Id eclass) {
  for (egraph::Id parent : someParents(c, eclass)) {
    const InstructionId p = c.baselineInstructionOf(parent);
    if (p >= 0 && !isLayoutStep(c.baselineEntry, c.baselineEntry.instructions[p])) return true;
  }
  return false;
}

// Whether the value reaches an all-to-all through reshapes and transposes: such a run is
// related as a whole, element by element (all-to-all-exchange), never step by step.
bool feedsAllToAll(const VerifyContext& c, InstructionId id) {
  std::vector<InstructionId> work{id};
  for (int visits = 0; !work.empty() && visits < 64; ++visits) {
    const InstructionId at = work.back();
    work.pop_back();
    for (InstructionId user : c.distributedUsers[at]) {
      const Instruction& u = c.distributedInstruction(user);
      if (u.opcode == Opcode::AllToAll) return true;
      if (u.opcode == Opcode::Reshape || u.opcode == Opcode::Transpose) work.push_back(user);
    }
  }
  return false;
}

std::string relatedText(VerifyContext& c, const Instruction& operand, const Fact& f) {
  const Instruction* b = c.baselineInstructionPtr(f);
  return name(operand) + " is " + (b ? name(*b) : std::string("a baseline value")) + " as " + f.relation.toString();
}
}  // namespace

namespace {
// A reduce over dims of size 1 only: each result element combines one element with the
// initial value, so from the combiner's identity it is that element (a reshape).
bool reducesUnitDimsOnly(const Instruction& in, const ir::Computation& computation) {
  if (in.opcode != Opcode::Reduce || in.operands.size() != 2 || !in.shape.isArray()) return false;
  const ir::Shape& operand = computation.instructions[in.operands[0]].shape;
  const auto dims = intList(in, "dimensions");
  if (!operand.isArray() || !validAxes(dims, operand.rank())) return false;
  return std::all_of(dims.begin(), dims.end(), [&](int64_t k) { return operand.dims[k] == 1; });
}
}  // namespace

bool isLayoutRelationOp(const Instruction& in) {
  return in.opcode == Opcode::Reshape || in.opcode == Opcode::Transpose || (in.opcode == Opcode::Reduce && in.operands.size() == 2);
}

RuleOutcome layoutRelation(VerifyContext& c, InstructionId id) {
  const Instruction& in = c.distributedInstruction(id);
  std::optional<LayoutOp> op;
  if (in.opcode == Opcode::Reduce) {
    if (!reducesUnitDimsOnly(in, c.distributedEntry)) return RuleOutcome::notApplicable("a reduce over dims that are not of size 1");
    const ReduceOp reducer = c.distributedSignatures.reducerOf(in.calledComputation("to_apply"));
    if (reducer == ReduceOp::None || !isIdentityOf(reducer, c.distributedInstruction(in.operands[1])))
      return RuleOutcome::fail("the reduce over dims of size 1 does not start from its combiner's identity, so it is no reshape");
    op = LayoutOp::reshape(in.shape.dims);
  } else {
    if (in.operands.size() != 1 || !in.shape.isArray()) return RuleOutcome::notApplicable("not a layout step of one array");
    op = layoutOpOf(in);
  }
  const Instruction& operand = c.distributedInstruction(in.operands[0]);
  const auto& X = c.facts[in.operands[0]];
  if (!X) return RuleOutcome::fail("operand " + name(operand) + " is not related to the baseline");
  if (!X->elements.empty() || X->relation.isPadded() || X->baselineInstruction < 0 || operand.shape.type != in.shape.type)
    return RuleOutcome::notApplicable("the operand is a tuple, padded, or of another type");
  if (!op) return RuleOutcome::notApplicable("not a layout op");
  if (feedsAllToAll(c, id)) return RuleOutcome::notApplicable("a step of a run into an all-to-all (all-to-all-exchange relates the run)");
  if (op->isTranspose() && (op->values.size() != operand.shape.dims.size() || !validAxes(op->values, operand.shape.rank())))
    return RuleOutcome::fail("transpose by a list that is no permutation of the operand's dims");
  std::string why;
  Shape whole;
  auto tiled = tilesThrough(X->relation, operand.shape.dims, *op, in.shape.dims, whole, why);
  if (!tiled) return RuleOutcome::fail(why);
  LayoutBijection held = X->relation.layout ? *X->relation.layout : LayoutBijection::identity(X->baselineShape->dims);
  if (!held.apply(op->isReshape() ? LayoutOp::reshape(whole) : *op, &why)) return RuleOutcome::fail(why);

  // `held` is a bijection of X's baseline value b; the same value seen from the root of
  // b's route, compared with every baseline value on a route from that root.
  LayoutBijection bFromRoot;
  const auto near = neighbourhood(c, X->baselineInstruction, bFromRoot);
  LayoutBijection fromRoot;
  const bool rooted = bFromRoot.then(held, fromRoot);
  const Neighbour* anchor = nullptr;
  LayoutBijection anchored = held;
  if (rooted) {
    for (const Neighbour& n : near)
      if (n.fromRoot == fromRoot) {
        // The route returns to a value the baseline computes: an ordinary fact.
        Relation plain = *tiled;
        plain.layout.reset();
        return sameValue(c, Fact{n.eclass, n.instruction, c.baselineEntry.instructions[n.instruction].shape, {}, {}, {}, {}}, in, plain);
      }
    // Otherwise anchor at the value of the same dims, else one the baseline computes
    // with (where the next elementwise op finds its counterpart), else b itself.
    int best = -1;
    for (const Neighbour& n : near) {
      const int score = (c.baselineEntry.instructions[n.instruction].shape.dims == held.result ? 2 : 0) + (computesWith(c, n.eclass) ? 1 : 0);
      const bool isB = c.graph.equivalent(n.eclass, X->baseline);
      if (score > best || (score == best && isB)) {
        LayoutBijection candidate;
        if (!n.fromRoot.inverse().then(fromRoot, candidate)) continue;
        best = score;
        anchor = &n;
        anchored = std::move(candidate);
      }
    }
  }
  Relation out = *tiled;
  out.setLayout(anchored);
  if (!anchor) return sameValue(c, *X, in, std::move(out));
  const ir::Shape& shape = c.baselineEntry.instructions[anchor->instruction].shape;
  return sameValue(c, Fact{anchor->eclass, anchor->instruction, shape, {}, {}, {}, {}}, in, std::move(out));
}

bool isElementwiseLayoutOp(const Instruction& in) { return isElementwiseOp(in); }

RuleOutcome elementwiseLayout(VerifyContext& c, InstructionId id) {
  const Instruction& in = c.distributedInstruction(id);
  if (in.opcode == Opcode::CustomCall && !c.isElementwiseCustomCall(in)) return RuleOutcome::notApplicable("not an elementwise custom-call");
  const Fact* lead = nullptr;
  for (InstructionId operand : in.operands) {
    const Instruction& o = c.distributedInstruction(operand);
    if (o.shape.dims != in.shape.dims && o.shape.rank() != 0) return RuleOutcome::notApplicable("operands and result differ in shape");
    const auto& f = c.facts[operand];
    if (!lead && f && f->elements.empty() && f->relation.layout) lead = &*f;
  }
  if (!lead) return RuleOutcome::notApplicable("no operand carries a layout bijection");
  const Relation& R = lead->relation;
  const LayoutBijection& L = *R.layout;
  std::vector<egraph::Id> children;
  std::vector<std::string> seen;  // each operand's relation, for the frontier's text
  bool agree = true;
  for (InstructionId operand : in.operands) {
    const Instruction& o = c.distributedInstruction(operand);
    const auto& f = c.facts[operand];
    if (o.shape.rank() == 0 && in.shape.rank() > 0) {
      if (!f || !f->elements.empty() || !f->relation.isReplicated()) return RuleOutcome::fail("scalar operand " + name(o) + " is not replicated");
      children.push_back(f->baseline);
      continue;
    }
    if (f && f->elements.empty() && f->relation.sameAs(R)) {
      children.push_back(f->baseline);
      seen.push_back(relatedText(c, o, *f));
      continue;
    }
    // A broadcast scalar is the same value under any bijection and tiling.
    if (o.opcode == Opcode::Broadcast && o.operands.size() == 1 && c.distributedInstruction(o.operands[0]).shape.rank() == 0 && !R.isPartial()) {
      const auto& s = c.facts[o.operands[0]];
      if (s && s->elements.empty() && s->relation.isReplicated())
        if (auto b = c.lookupBaseline(c.distributedSignatures.signature(o, L.source), {s->baseline})) {
          children.push_back(*b);
          continue;
        }
    }
    if (!f) return RuleOutcome::fail("operand " + name(o) + " is not related to the baseline");
    agree = false;
    seen.push_back(relatedText(c, o, *f));
  }
  if (!agree) {
    // One bijection, but a partial sum met a complete value (or tiles differ).
    bool oneBijection = true;
    for (InstructionId operand : in.operands)
      if (const auto& f = c.facts[operand]; f && c.distributedInstruction(operand).shape.rank() > 0 && (!f->elements.empty() || !f->relation.layout || !(*f->relation.layout == L)))
        oneBijection = false;
    std::string text = oneBijection ? "the operands are held under one bijection but tiled or summed differently (a partial sum needs its reduction over the devices first): "
                                    : "the operands are aligned with the baseline by different bijections: ";
    for (std::size_t i = 0; i < seen.size(); ++i) text += (i ? "; " : "") + seen[i];
    return RuleOutcome::fail(text);
  }
  if (R.isPartial()) {
    const bool linear = in.opcode == Opcode::Add || in.opcode == Opcode::Subtract || in.opcode == Opcode::Negate;
    if (!linear || R.partial != ReduceOp::Sum)
      return RuleOutcome::fail(std::string("an elementwise ") + std::string(in.opcodeText) + " of a partial " + reduceOpName(R.partial) +
                               " is not the " + std::string(in.opcodeText) + " of the complete value (a reduction over the devices is missing)");
  }
  const auto found = c.lookupBaseline(c.distributedSignatures.signature(in, L.source), children);
  if (!found) {
    std::string text = "the baseline computes no " + std::string(in.opcodeText) + " of ";
    for (std::size_t i = 0; i < children.size(); ++i) {
      const InstructionId b = c.baselineInstructionOf(children[i]);
      text += (i ? ", " : "") + (b >= 0 ? name(c.baselineEntry.instructions[b]) : std::string("?"));
    }
    return RuleOutcome::fail(text + " giving " + dimsText(in.shape.type, L.source) + " (the operands' common bijection " + L.toString() + ")");
  }
  return factOrFail(c, found, in, R, "the baseline computes no such value");
}

bool isBroadcastLayoutOp(const Instruction& in) { return in.opcode == Opcode::Broadcast && in.operands.size() == 1 && in.shape.isArray(); }

// broadcast(y) whose result is, as a function, a bijection of a baseline broadcast of
// y's baseline value: the dims it maps carry y's digits (renumbered to the baseline
// broadcast's dims), its new dims are the baseline broadcast's new dims, in order. The
// operand may be an ordinary fact (the distributed program broadcasts into another
// layout than the baseline's) or a layout fact.
RuleOutcome broadcastLayout(VerifyContext& c, InstructionId id) {
  const Instruction& in = c.distributedInstruction(id);
  const auto& f = c.facts[in.operands[0]];
  if (!f || !f->elements.empty() || f->relation.isPadded() || f->baselineInstruction < 0)
    return RuleOutcome::notApplicable("the operand is not a related array");
  const Relation& Y = f->relation;
  if (Y.isPartial()) return RuleOutcome::fail("a broadcast of a partial value");
  // A broadcast scalar is uniform: coercion and elementwise-layout take it under any layout.
  if (c.distributedInstruction(in.operands[0]).shape.rank() == 0) return RuleOutcome::notApplicable("a broadcast scalar");
  const auto dims = intList(in, "dimensions");
  if (static_cast<int64_t>(dims.size()) != Y.rank() || !validAxes(dims, in.shape.rank())) return RuleOutcome::fail("broadcast dimensions do not match its operand");
  // The held result: the operand's tiles on the dims it maps, new dims whole.
  Relation out = Relation::replicated(c.devices, in.shape.rank());
  out.partial = ReduceOp::None;
  for (std::size_t i = 0; i < dims.size(); ++i) {
    out.tiles[dims[i]] = Y.tiles[i];
    for (int64_t d = 0; d < c.devices; ++d) out.index(d, dims[i]) = Y.index(d, static_cast<int64_t>(i));
  }
  Shape whole;
  for (int64_t k = 0; k < in.shape.rank(); ++k) whole.push_back(in.shape.dims[k] * out.tiles[k]);
  std::vector<bool> mapped(whole.size(), false);
  for (int64_t k : dims) mapped[k] = true;
  std::string first = "the baseline broadcasts no value of this route to the same elements";
  for (LayoutAnchor& side : anchorsOf(c, *f)) {
    if (!side.map.axes(side.axes)) continue;
    for (egraph::Id parent : someParents(c, side.eclass)) {
      const InstructionId p = c.baselineInstructionOf(parent);
      if (p < 0) continue;
      const Instruction& B = c.baselineEntry.instructions[p];
      if (B.opcode != Opcode::Broadcast || B.operands.size() != 1 || B.shape.type != in.shape.type ||
          !c.graph.equivalent(c.baselineId(B.operands[0]), side.eclass))
        continue;
      const auto bDims = intList(B, "dimensions");
      if (bDims.size() != side.map.source.size() || !validAxes(bDims, B.shape.rank())) continue;
      std::vector<bool> bMapped(B.shape.dims.size(), false);
      for (int64_t a : bDims) bMapped[a] = true;
      std::vector<int64_t> bNew;
      for (std::size_t a = 0; a < bMapped.size(); ++a)
        if (!bMapped[a]) bNew.push_back(static_cast<int64_t>(a));
      // Result digits: y's digits on the mapped dims (source axis a -> B's dim bDims[a]),
      // each new dim taking the first unused new dim of B of its size. The value does not
      // vary along new dims, so any such matching is the same function: HSB's [H,S,B]
      // broadcasts a [S,B] value along H where the baseline's [B,S] new dims come in
      // another order.
      std::vector<layout::AxisFactor> digits;
      std::vector<bool> used(bNew.size(), false);
      bool fits = true;
      // A replicated operand broadcast along a new dim of 1/N of the baseline's size is
      // tile d of it on device d: the value does not vary along that dim, so every tile
      // is the same (rotary tables broadcast over a device's own heads).
      Relation tiledOut = out;
      Shape wholeHere = whole;
      bool tiledNew = false;
      const bool replicatedOperand = std::all_of(Y.tiles.begin(), Y.tiles.end(), [](int64_t t) { return t == 1; });
      for (std::size_t k = 0; k < whole.size() && fits; ++k) {
        if (mapped[k]) {
          const std::size_t i = static_cast<std::size_t>(std::find(dims.begin(), dims.end(), static_cast<int64_t>(k)) - dims.begin());
          for (layout::AxisFactor d : side.axes[i]) {
            d.axis = static_cast<int>(bDims[d.axis]);
            digits.push_back(d);
          }
        } else if (whole[k] != 1) {
          std::size_t pick = 0;
          while (pick < bNew.size() && (used[pick] || B.shape.dims[bNew[pick]] != whole[k])) ++pick;
          if (pick == bNew.size() && replicatedOperand && !tiledNew && c.devices > 1) {
            pick = 0;
            while (pick < bNew.size() && (used[pick] || B.shape.dims[bNew[pick]] != whole[k] * c.devices)) ++pick;
            if (pick < bNew.size()) {
              tiledNew = true;
              tiledOut.tiles[k] = c.devices;
              for (int64_t d = 0; d < c.devices; ++d) tiledOut.index(d, static_cast<int64_t>(k)) = d;
              wholeHere[k] = whole[k] * c.devices;
            }
          }
          fits = pick < bNew.size();
          if (fits) {
            used[pick] = true;
            digits.push_back({static_cast<int>(bNew[pick]), 1, wholeHere[k]});
          }
        }
      }
      for (std::size_t i = 0; i < bNew.size() && fits; ++i) fits = used[i] || B.shape.dims[bNew[i]] == 1;
      if (!fits) continue;
      const LayoutBijection map = LayoutBijection::fromDigits(B.shape.dims, wholeHere, std::move(digits));
      // Every digit of B exactly once: the element counts agree and the digits are B's.
      if (std::accumulate(wholeHere.begin(), wholeHere.end(), int64_t{1}, std::multiplies<>()) !=
          std::accumulate(B.shape.dims.begin(), B.shape.dims.end(), int64_t{1}, std::multiplies<>()))
        continue;
      Relation result = tiledOut;
      result.setLayout(map);
      std::string why;
      auto fact = c.makeFact(c.graph.find(c.baselineId(p)), B.shape, in.shape, std::move(result), &why);
      if (fact) return {std::move(fact), {}};
      first = why;
    }
  }
  return RuleOutcome::fail(first);
}

bool isSliceOrConcatLayoutOp(const Instruction& in) {
  return ((in.opcode == Opcode::Slice && in.operands.size() == 1) || (in.opcode == Opcode::Concatenate && !in.operands.empty())) && in.shape.isArray();
}

namespace {
// The baseline axis that held dim `k` is, whole; -1 when it holds anything else. A held
// dim of one element has no digit (the canonical form leaves them out): it is the unit
// axis of the baseline value when the unit dims on both sides pair up one to one in order.
int wholeAxisOf(const LayoutAnchor& side, int64_t k) {
  if (side.axes[k].empty()) {
    std::vector<int64_t> heldUnits, sourceUnits;
    for (std::size_t j = 0; j < side.axes.size(); ++j)
      if (side.axes[j].empty()) heldUnits.push_back(static_cast<int64_t>(j));
    for (std::size_t a = 0; a < side.map.source.size(); ++a)
      if (side.map.source[a] == 1) sourceUnits.push_back(static_cast<int64_t>(a));
    if (heldUnits.size() != sourceUnits.size()) return -1;
    const auto at = std::find(heldUnits.begin(), heldUnits.end(), k) - heldUnits.begin();
    return static_cast<int>(sourceUnits[static_cast<std::size_t>(at)]);
  }
  if (side.axes[k].size() != 1) return -1;
  const layout::AxisFactor& d = side.axes[k][0];
  return d.stride == 1 && d.size == side.map.source[d.axis] ? d.axis : -1;
}

bool sameTiles(const Relation& a, const Relation& b) {
  return a.devices == b.devices && a.tiles == b.tiles && a.tileIndex == b.tileIndex && a.partial == b.partial && a.part == b.part;
}

// The held result's bijection: `side`'s digits with held dim `k`, baseline axis `axis`,
// of size `size` (a unit dim, which has no digit, gets one).
LayoutBijection resized(const LayoutAnchor& side, int64_t k, int axis, int64_t size, const Shape& whole) {
  Shape source = side.map.source;
  source[axis] = size;
  std::vector<layout::AxisFactor> digits;
  for (std::size_t j = 0; j < side.axes.size(); ++j) {
    if (static_cast<int64_t>(j) == k) {
      digits.push_back({axis, 1, size});
      continue;
    }
    for (const layout::AxisFactor& d : side.axes[j]) digits.push_back(d);
  }
  return LayoutBijection::fromDigits(std::move(source), whole, std::move(digits));
}
}  // namespace

// slice(W) or concatenate(W1..Wn) where each Wi = L(bi) under one tiling and one set of
// digits: the cut (or joined) held dim must be one whole baseline axis a (so the held
// window is a window of a, the other digits untouched) and not split over the devices;
// the result is the baseline's slice (concatenate) along a, its digits those of the
// operands with a resized.
RuleOutcome sliceOrConcatLayout(VerifyContext& c, InstructionId id) {
  const Instruction& in = c.distributedInstruction(id);
  const auto& lead = c.facts[in.operands[0]];
  if (!lead || !lead->elements.empty() || !lead->relation.layout) return RuleOutcome::notApplicable("the operand carries no layout bijection");
  const Relation& R = lead->relation;
  if (R.isPartial() || R.isPadded()) return RuleOutcome::fail("a slice or concatenate of a partial or padded value under a layout");
  Shape whole;
  for (int64_t k = 0; k < in.shape.rank(); ++k) whole.push_back(in.shape.dims[k] * R.tiles[k]);
  if (in.opcode == Opcode::Concatenate) {
    const auto dims = intList(in, "dimensions");
    if (dims.size() != 1 || dims[0] < 0 || dims[0] >= R.rank()) return RuleOutcome::fail("concatenate needs one dimension");
    const int64_t k = dims[0];
    if (R.tiles[k] != 1) return RuleOutcome::fail("concatenate along a dim split over the devices");
    std::vector<egraph::Id> children;
    LayoutAnchor first;
    int axis = -1;
    int64_t total = 0;
    for (InstructionId operand : in.operands) {
      const auto& f = c.facts[operand];
      if (!f || !f->elements.empty() || !f->relation.layout || !sameTiles(f->relation, R))
        return RuleOutcome::fail("operand " + name(c.distributedInstruction(operand)) + " is not held under a layout with the same tiles");
      LayoutAnchor side;
      side.map = *f->relation.layout;
      if (!side.map.axes(side.axes)) return RuleOutcome::fail("an operand's layout has no digit-wise form");
      const int a = wholeAxisOf(side, k);
      if (a < 0) return RuleOutcome::fail("the joined dim is not one whole dim of the baseline value (" + side.map.toString() + ")");
      // Every other dim holds the same digits in every operand.
      if (children.empty()) {
        first = side;
        axis = a;
      } else {
        if (a != axis || side.axes.size() != first.axes.size()) return RuleOutcome::fail("the operands are held under different bijections");
        for (std::size_t j = 0; j < side.axes.size(); ++j)
          if (static_cast<int64_t>(j) != k && side.axes[j] != first.axes[j]) return RuleOutcome::fail("the operands are held under different bijections");
      }
      total += side.map.source[a];
      children.push_back(f->baseline);
    }
    Shape baselineDims = first.map.source;
    baselineDims[axis] = total;
    const AttributeOverrides overrides{{"dimensions", io::formatIntList({axis})}};
    const auto found = c.lookupBaseline(c.distributedSignatures.signature(in, baselineDims, overrides), children);
    if (!found) return RuleOutcome::fail("the baseline computes no concatenate of these values along dim " + std::to_string(axis) + " giving " + dimsText(in.shape.type, baselineDims));
    Relation out = R;
    out.setLayout(resized(first, k, axis, total, whole));
    return factOrFail(c, found, in, std::move(out), "the baseline computes no such concatenate");
  }
  const auto* config = in.sliceConfig();
  if (!config || static_cast<int64_t>(config->dims.size()) != R.rank()) return RuleOutcome::fail("slice without a valid config");
  const auto& operandDims = c.distributedInstruction(in.operands[0]).shape.dims;
  std::vector<int64_t> cut;
  for (int64_t k = 0; k < R.rank(); ++k) {
    const auto& d = config->dims[k];
    if (d.start == 0 && d.limit == operandDims[k] && d.stride == 1) continue;
    if (R.tiles[k] != 1) return RuleOutcome::fail("slice cuts dim " + std::to_string(k) + ", which is split over the devices");
    cut.push_back(k);
  }
  std::string first = "the slice cuts a dim that is not one whole dim of the baseline value";
  for (LayoutAnchor& side : anchorsOf(c, *lead)) {
    if (!side.map.axes(side.axes)) continue;
    ir::SliceConfig baselineConfig;
    for (int64_t a : side.map.source) baselineConfig.dims.push_back({0, a, 1});
    Shape baselineDims = side.map.source;
    bool fits = true;
    for (int64_t k : cut) {
      const int a = wholeAxisOf(side, k);
      if (a < 0) {
        fits = false;
        break;
      }
      baselineConfig.dims[a] = config->dims[k];
      baselineDims[a] = in.shape.dims[k];
    }
    if (!fits) continue;
    const AttributeOverrides overrides{{"slice", c.distributedSignatures.attributeText(baselineConfig, 0)}};
    const auto found = c.lookupBaseline(c.distributedSignatures.signature(in, baselineDims, overrides), {side.eclass});
    if (!found) {
      first = "the baseline computes no slice " + c.distributedSignatures.attributeText(baselineConfig, 0) + " of " +
              (side.instruction >= 0 ? name(c.baselineEntry.instructions[side.instruction]) : std::string("?"));
      continue;
    }
    // The held result: the operand's digits, each cut axis resized.
    Shape source = side.map.source;
    std::vector<layout::AxisFactor> digits;
    for (int64_t k = 0; k < R.rank(); ++k) {
      if (std::find(cut.begin(), cut.end(), k) != cut.end()) {
        digits.push_back({wholeAxisOf(side, k), 1, in.shape.dims[k]});
        continue;
      }
      for (const layout::AxisFactor& d : side.axes[k]) digits.push_back(d);
    }
    for (int64_t k : cut) source[wholeAxisOf(side, k)] = in.shape.dims[k];
    Relation out = R;
    out.setLayout(LayoutBijection::fromDigits(std::move(source), whole, std::move(digits)));
    return factOrFail(c, found, in, std::move(out), "the baseline computes no such slice");
  }
  return RuleOutcome::fail(first);
}

}  // namespace shardscope::verify::rules
