// GCC 12 reports -Wrestrict inside libstdc++ for `"literal" + std::string` (GCC bug
// 105329, a false positive); the messages here are built that way throughout.
#if defined(__GNUC__) && !defined(__clang__) && __GNUC__ == 12
#pragma GCC diagnostic ignored "-Wrestrict"
#endif
#include "verify/moe_dispatch_rules.h"

#include "verify/contraction_rules.h"
#include "verify/elementwise_rules.h"
#include "verify/moe_slot_mask.h"
#include "verify/rule_support.h"

#include <algorithm>
#include <set>

namespace shardscope::verify::rules {

using ir::Instruction;
using ir::InstructionId;
using ir::Opcode;

namespace {

const PermutedSlots* permutedOf(const VerifyContext& c, const std::optional<Fact>& f) {
  if (!plainTiles(f)) return nullptr;
  const auto at = c.permuted.find(c.graph.find(f->baseline).value);
  return at == c.permuted.end() ? nullptr : &at->second;
}

// The one dim a reduce-sum from 0 of `operand` reduces (nullopt: not such a reduce).
std::optional<int64_t> sumDim(const ir::Computation& computation, const SignatureBuilder& signatures, const Instruction& reduce, InstructionId operand) {
  const auto dims = intList(reduce, "dimensions");
  if (reduce.opcode != Opcode::Reduce || reduce.operands.size() != 2 || reduce.operands[0] != operand || dims.size() != 1 ||
      signatures.reducerOf(reduce.calledComputation("to_apply")) != ReduceOp::Sum || !isIdentityOf(ReduceOp::Sum, computation.instructions[reduce.operands[1]]))
    return std::nullopt;
  return dims[0];
}

// Per dim of S without `reduced`: the dim of the choices' one-hot it walks, -1 the slots.
std::vector<int64_t> rolesAfterReduce(const SlotMask& mask, int64_t reduced) {
  std::vector<int64_t> roles;
  for (std::size_t j = 0; j < mask.choicesDim.size(); ++j)
    if (static_cast<int64_t>(j) != reduced) roles.push_back(mask.choicesDim[j]);
  return roles;
}

// XLA's dot result dims: batch, lhs free, rhs free, as (operand, dim).
std::vector<std::pair<int, int64_t>> dotResultDims(const Instruction& dot, int64_t lhsRank, int64_t rhsRank) {
  const auto lb = intList(dot, "lhs_batch_dims"), rb = intList(dot, "rhs_batch_dims");
  const auto lc = intList(dot, "lhs_contracting_dims"), rc = intList(dot, "rhs_contracting_dims");
  std::vector<std::pair<int, int64_t>> out;
  for (int64_t d : lb) out.push_back({0, d});
  auto free = [&](int side, int64_t rank, const std::vector<int64_t>& batch, const std::vector<int64_t>& contract) {
    for (int64_t d = 0; d < rank; ++d)
      if (std::find(batch.begin(), batch.end(), d) == batch.end() && std::find(contract.begin(), contract.end(), d) == contract.end()) out.push_back({side, d});
  };
  free(0, lhsRank, lb, lc);
  free(1, rhsRank, rb, rc);
  return out;
}

int64_t positionOf(const std::vector<std::pair<int, int64_t>>& dims, int side, int64_t dim) {
  for (std::size_t j = 0; j < dims.size(); ++j)
    if (dims[j].first == side && dims[j].second == dim) return static_cast<int64_t>(j);
  return -1;
}

// Dim `k` of `r` is cut into the routing's groups, device p holding group groupOf[p].
bool byGroups(const Relation& r, int64_t k, const PermutedSlots& routing) {
  if (r.tiles[k] != routing.groups) return false;
  for (int64_t p = 0; p < r.devices; ++p)
    if (r.index(p, k) != routing.groupOf[p]) return false;
  return true;
}

// Every dim but `k` whole (k < 0: every dim).
bool wholeBut(const Relation& r, int64_t k) {
  for (int64_t i = 0; i < r.rank(); ++i)
    if (i != k && r.tiles[i] != 1) return false;
  return true;
}

// The routing a distributed slot mask stands for: its one-hot of choices related to the
// baseline's one-hot of top-k choices, split along the tokens only, each group's capacity
// at least its tokens. Fills the record's mask fields; nullopt with `why` (and `matched`
// false when `maskId` is no slot mask at all).
std::optional<std::pair<SlotMask, PermutedSlots>> readRouting(VerifyContext& c, InstructionId maskId, std::string& why, bool& matched) {
  matched = false;
  auto mask = readSlotMask(c.distributedEntry, c.distributedSignatures, maskId, &why);
  if (!mask) return std::nullopt;
  matched = true;
  const auto& mf = c.facts[mask->choices];
  const Instruction& m = c.distributedInstruction(mask->choices);
  if (!plainTiles(mf)) {
    why = "the one-hot of choices " + name(m) + " is not related to the baseline as plain tiles";
    return std::nullopt;
  }
  const InstructionId bm = c.baselineInstructionOf(mf->baseline);
  auto topk = bm >= 0 ? readTopKOneHot(c.baselineEntry, bm, &why) : std::nullopt;
  if (!topk) {
    why = "the baseline value of " + name(m) + " is not a one-hot of top-k choices: " + why;
    return std::nullopt;
  }
  if (topk->expertDim != mask->expertDim || m.shape.rank() != 3 || topk->choiceDim == topk->expertDim || topk->choiceDim < 0) {
    why = "the slot mask's experts are not the dim the top-k one-hot " + name(m) + " marks, or it is not [tokens, choices, experts]";
    return std::nullopt;
  }
  PermutedSlots r;
  r.mask = maskId;
  r.choiceDim = topk->choiceDim;
  r.tokenDim = 3 - topk->choiceDim - topk->expertDim;
  const Relation& M = mf->relation;
  if (M.tiles[r.choiceDim] != 1 || M.tiles[mask->expertDim] != 1) {
    why = name(m) + " splits the choices or the experts over the devices (" + M.toString() + "): a group must route whole tokens";
    return std::nullopt;
  }
  r.groups = M.tiles[r.tokenDim];
  std::set<int64_t> present;
  for (int64_t p = 0; p < M.devices; ++p) {
    r.groupOf.push_back(M.index(p, r.tokenDim));
    present.insert(r.groupOf.back());
  }
  if (static_cast<int64_t>(present.size()) != r.groups) {
    why = "some group of tokens is routed by no device";
    return std::nullopt;
  }
  const int64_t tokens = m.shape.dims[r.tokenDim];
  if (mask->capacity() < tokens) {
    why = name(c.distributedInstruction(maskId)) + " keeps " + std::to_string(mask->capacity()) + " slots per expert for the " + std::to_string(tokens) +
          " tokens a device routes: tokens can be dropped";
    return std::nullopt;
  }
  return std::pair{std::move(*mask), std::move(r)};
}

// Whether baseline instruction `b` is the slot mask the routing's mask is the group form
// of: built alike from the same one-hot of choices, no token dropped, and as many slots
// as all groups' together (so the groups' slots are the baseline's, permuted).
bool baselineMaskMatches(VerifyContext& c, InstructionId b, const SlotMask& mask, const PermutedSlots& routing, const Fact& choices, std::string& why) {
  auto base = readSlotMask(c.baselineEntry, c.baselineSignatures, b, &why);
  if (!base) return false;
  if (!c.graph.equivalent(c.baselineId(base->choices), choices.baseline) || base->slotDim != mask.slotDim || base->choicesDim != mask.choicesDim ||
      base->expertDim != mask.expertDim) {
    why = "the baseline's slot mask " + name(c.baselineEntry.instructions[b]) + " is not built alike from the same choices";
    return false;
  }
  const int64_t tokens = c.baselineEntry.instructions[base->choices].shape.dims[routing.tokenDim];
  if (base->capacity() < tokens) {
    why = "the baseline keeps " + std::to_string(base->capacity()) + " slots per expert for its " + std::to_string(tokens) + " tokens: tokens can be dropped";
    return false;
  }
  if (base->depth != routing.groups * mask.depth) {
    why = "the groups' slots (" + std::to_string(routing.groups) + " x " + std::to_string(mask.depth) + ") are not as many as the baseline's (" +
          std::to_string(base->depth) + ")";
    return false;
  }
  return true;
}

// The fact for `in` holding P(rec.baseline) under `relation`: a value of its own.
RuleOutcome makePermuted(VerifyContext& c, const Instruction& in, PermutedSlots rec, Relation relation) {
  if (relation.isPartial() || relation.rank() != in.shape.rank() || static_cast<int64_t>(rec.groupOf.size()) != c.devices)
    return RuleOutcome::fail("a permuted expert buffer is held as plain tiles");
  ir::Shape whole = in.shape;
  whole.dims = relation.baselineDims(in.shape.dims);
  const InstructionId b = c.baselineInstructionOf(rec.baseline);
  if (b < 0 || c.baselineEntry.instructions[b].shape.dims != whole.dims || c.baselineEntry.instructions[b].shape.type != in.shape.type)
    return RuleOutcome::fail("the permuted buffer's whole shape is not its baseline value's");
  if (rec.slotDim < 0 || rec.expertDim < 0 || rec.slotDim == rec.expertDim) return RuleOutcome::fail("the slot or expert dim is not kept");
  egraph::Children children;
  children.push_back(rec.baseline);
  // Unique per instruction, like a running value: never taken for another by hash-consing.
  const egraph::Id made = c.graph.add(egraph::ENode(egraph::Symbol("moe-slots #" + std::string(in.name)), std::move(children)));
  std::string why;
  auto fact = c.makeFact(made, c.keepShape(std::move(whole)), in.shape, std::move(relation), &why);
  if (!fact) return RuleOutcome::fail(why);
  c.permuted[c.graph.find(made).value] = std::move(rec);
  return {std::move(fact), {}};
}

}  // namespace

bool isMoeDot(const Instruction& in) { return in.opcode == Opcode::Dot && in.operands.size() == 2 && in.shape.isArray(); }

// ---------------------------------------------------------------- moe-dispatch

RuleOutcome moeDispatch(VerifyContext& c, InstructionId id) {
  const Instruction& in = c.distributedInstruction(id);
  const auto lc = intList(in, "lhs_contracting_dims"), rc = intList(in, "rhs_contracting_dims");
  if (!intList(in, "lhs_batch_dims").empty() || !intList(in, "rhs_batch_dims").empty() || lc.size() != 1 || rc.size() != 1)
    return RuleOutcome::notApplicable("not a dot contracting one dim");
  std::string last = "no operand is a reduce-sum of a slot mask";
  for (int side = 0; side < 2; ++side) {
    const Instruction& dispatch = c.distributedInstruction(in.operands[side]);
    if (dispatch.opcode != Opcode::Reduce || dispatch.operands.size() != 2) continue;
    if (c.facts[in.operands[side]]) continue;  // related weights: dot-sharded's case
    std::string why;
    bool matched = false;
    auto routing = readRouting(c, dispatch.operands[0], why, matched);
    if (!matched) {
      last = "not a dispatch: " + why;
      continue;
    }
    if (!routing) return RuleOutcome::fail(why);
    auto& [mask, rec] = *routing;
    const auto reduced = sumDim(c.distributedEntry, c.distributedSignatures, dispatch, mask.mask);
    if (!reduced || *reduced < 0 || *reduced >= static_cast<int64_t>(mask.choicesDim.size()) || mask.choicesDim[*reduced] != rec.choiceDim)
      return RuleOutcome::fail(name(dispatch) + " is not a sum of the slot mask over the choices");
    const auto roles = rolesAfterReduce(mask, *reduced);
    const int64_t dc = side == 0 ? lc[0] : rc[0], xc = side == 0 ? rc[0] : lc[0];
    if (dc < 0 || dc >= static_cast<int64_t>(roles.size()) || roles[dc] != rec.tokenDim)
      return RuleOutcome::fail("the dispatch dot does not contract the tokens of the slot mask");
    const InstructionId xi = in.operands[1 - side];
    const auto& xf = c.facts[xi];
    if (!plainTiles(xf) || xc < 0 || xc >= xf->relation.rank())
      return RuleOutcome::fail("the dispatched value " + name(c.distributedInstruction(xi)) + " is not related to the baseline as plain tiles");
    if (!byGroups(xf->relation, xc, rec) || !wholeBut(xf->relation, xc))
      return RuleOutcome::fail("the dispatched value " + name(c.distributedInstruction(xi)) + " (" + xf->relation.toString() +
                               ") is not split along its tokens as the slot mask's tokens are, its other dims whole");
    const auto dims = dotResultDims(in, side == 0 ? static_cast<int64_t>(roles.size()) : xf->relation.rank(),
                                    side == 0 ? xf->relation.rank() : static_cast<int64_t>(roles.size()));
    if (static_cast<int64_t>(dims.size()) != in.shape.rank()) return RuleOutcome::fail("dot result rank does not match");
    const auto slotAt = std::find(roles.begin(), roles.end(), -1), expertAt = std::find(roles.begin(), roles.end(), mask.expertDim);
    rec.slotDim = positionOf(dims, side, slotAt - roles.begin());
    rec.expertDim = positionOf(dims, side, expertAt - roles.begin());
    Relation out = Relation::replicated(c.devices, in.shape.rank());
    out.tiles[rec.slotDim] = rec.groups;
    for (int64_t p = 0; p < c.devices; ++p) out.index(p, rec.slotDim) = rec.groupOf[p];
    const auto whole = out.baselineDims(in.shape.dims);
    const std::string signature = c.distributedSignatures.signature(in, whole);
    // The baseline's dispatch dot: the same dot of its own sum over the choices of its slot mask.
    std::string baselineWhy = "the baseline computes no dispatch dot of " + name(c.distributedInstruction(xi)) + "'s baseline value by a slot mask like it";
    for (egraph::Id parent : c.graph.eclass(xf->baseline).parents) {
      const InstructionId g = c.baselineInstructionOf(parent);
      if (g < 0) continue;
      const Instruction& dot = c.baselineEntry.instructions[g];
      if (dot.opcode != Opcode::Dot || dot.operands.size() != 2 || !c.graph.equivalent(c.baselineId(dot.operands[1 - side]), xf->baseline)) continue;
      const Instruction& bDispatch = c.baselineEntry.instructions[dot.operands[side]];
      if (bDispatch.opcode != Opcode::Reduce || bDispatch.operands.size() != 2) continue;
      if (sumDim(c.baselineEntry, c.baselineSignatures, bDispatch, bDispatch.operands[0]) != *reduced) continue;
      if (!baselineMaskMatches(c, bDispatch.operands[0], mask, rec, *c.facts[mask.choices], baselineWhy)) continue;
      std::vector<egraph::Id> children(2);
      children[side] = c.baselineId(dot.operands[side]);
      children[1 - side] = xf->baseline;
      auto found = c.lookupBaseline(signature, children);
      if (!found) continue;
      rec.baseline = c.graph.find(*found);
      rec.baselineMask = bDispatch.operands[0];
      rec.dispatch = id;
      return makePermuted(c, in, std::move(rec), std::move(out));
    }
    return RuleOutcome::fail(baselineWhy);
  }
  return RuleOutcome::notApplicable(last);
}

// ---------------------------------------------------------------- moe-slot-rowwise

bool isSlotRowwiseCandidate(const Instruction& in) { return in.shape.isArray() && (isElementwiseOp(in) || isMoeDot(in)); }

RuleOutcome slotRowwise(VerifyContext& c, InstructionId id) {
  const Instruction& in = c.distributedInstruction(id);
  std::vector<const PermutedSlots*> records;
  const PermutedSlots* first = nullptr;
  int side = -1;
  for (std::size_t i = 0; i < in.operands.size(); ++i) {
    records.push_back(permutedOf(c, c.facts[in.operands[i]]));
    if (records.back() && !first) first = records.back(), side = static_cast<int>(i);
  }
  if (!first) return RuleOutcome::notApplicable("no operand is a permuted expert buffer");
  const Fact& pf = *c.facts[in.operands[side]];
  if (in.opcode == Opcode::Dot) {
    if (records[0] && records[1]) return RuleOutcome::fail("a dot of two permuted expert buffers pairs their slots");
    const auto& of = c.facts[in.operands[1 - side]];
    if (!plainTiles(of)) return RuleOutcome::fail("the other operand " + name(c.distributedInstruction(in.operands[1 - side])) + " is not related as plain tiles");
    const auto batch = intList(in, side == 0 ? "lhs_batch_dims" : "rhs_batch_dims");
    const auto contract = intList(in, side == 0 ? "lhs_contracting_dims" : "rhs_contracting_dims");
    auto has = [](const std::vector<int64_t>& v, int64_t k) { return std::find(v.begin(), v.end(), k) != v.end(); };
    if (has(batch, first->slotDim) || has(contract, first->slotDim))
      return RuleOutcome::fail("the dot pairs or sums the slots of the permuted expert buffer: it mixes the slots");
    if (has(contract, first->expertDim)) return RuleOutcome::fail("the dot sums over the experts of the permuted expert buffer");
    Fact held = pf;
    held.baseline = first->baseline;
    const std::vector<const Fact*> operands = side == 0 ? std::vector<const Fact*>{&held, &*of} : std::vector<const Fact*>{&*of, &held};
    RuleOutcome outcome = dotFromFacts(c, in, operands);
    if (!outcome.fact) return outcome;
    if (!outcome.fact->elements.empty() || outcome.fact->relation.isPartial())
      return RuleOutcome::fail("the dot makes partial sums of a permuted expert buffer (not carried)");
    const auto dims = dotResultDims(in, c.distributedInstruction(in.operands[0]).shape.rank(), c.distributedInstruction(in.operands[1]).shape.rank());
    PermutedSlots rec = *first;
    rec.baseline = c.graph.find(outcome.fact->baseline);
    rec.slotDim = positionOf(dims, side, first->slotDim);
    rec.expertDim = has(batch, first->expertDim) ? std::find(batch.begin(), batch.end(), first->expertDim) - batch.begin() : positionOf(dims, side, first->expertDim);
    return makePermuted(c, in, std::move(rec), outcome.fact->relation);
  }
  if (in.opcode == Opcode::CustomCall && !c.isElementwiseCustomCall(in)) return RuleOutcome::notApplicable("not an elementwise custom-call");
  const Relation& R = pf.relation;
  std::vector<egraph::Id> children;
  for (std::size_t i = 0; i < in.operands.size(); ++i) {
    const Instruction& o = c.distributedInstruction(in.operands[i]);
    // Other operands under the buffer's tiling (a broadcast or an iota re-derived so).
    const std::optional<Fact> f = records[i] || o.shape.dims != in.shape.dims ? c.facts[in.operands[i]] : c.factAs(in.operands[i], R);
    if (o.shape.dims != in.shape.dims || !plainTiles(f) || !sameTileIndices(f->relation, R))
      return RuleOutcome::fail("operand " + name(o) + " is not held as the permuted expert buffer " + name(c.distributedInstruction(in.operands[side])) +
                               " is (" + R.toString() + ")");
    if (const PermutedSlots* r = records[i]) {
      if (r->dispatch != first->dispatch || r->slotDim != first->slotDim || r->expertDim != first->expertDim)
        return RuleOutcome::fail("operands " + name(o) + " and " + name(c.distributedInstruction(in.operands[side])) + " hold their slots in different orders");
      children.push_back(r->baseline);
      continue;
    }
    // A value uniform along the slots is the same value permuted.
    const InstructionId b = c.baselineInstructionOf(f->baseline);
    auto chain = b >= 0 ? chainTo(c.baselineEntry, b) : std::nullopt;
    if (!chain || static_cast<int64_t>(chain->from.size()) != in.shape.rank() || chain->from[first->slotDim] != -1)
      return RuleOutcome::fail("operand " + name(o) + " varies along the slots of the permuted expert buffer " + name(c.distributedInstruction(in.operands[side])));
    children.push_back(f->baseline);
  }
  auto found = c.lookupBaseline(c.distributedSignatures.signature(in, R.baselineDims(in.shape.dims)), children);
  if (!found) {
    const InstructionId b = c.baselineInstructionOf(first->baseline);
    const std::string what = b >= 0 ? name(c.baselineEntry.instructions[b]) : std::string("the expert buffer");
    if (in.opcode == Opcode::Convert)
      return RuleOutcome::fail("converts the expert buffer (" + what + ", slots permuted) to " + std::string(ir::elementTypeName(in.shape.type)) +
                               " where the baseline keeps it in " + std::string(ir::elementTypeName(c.distributedInstruction(in.operands[0]).shape.type)) +
                               " (precision differs)");
    return RuleOutcome::fail("the baseline computes no " + std::string(in.opcodeText) + " of " + what + " (the expert buffer, slots permuted) like it");
  }
  PermutedSlots rec = *first;
  rec.baseline = c.graph.find(*found);
  return makePermuted(c, in, std::move(rec), R);
}

// ---------------------------------------------------------------- moe-combine

RuleOutcome moeCombine(VerifyContext& c, InstructionId id) {
  const Instruction& in = c.distributedInstruction(id);
  const auto lc = intList(in, "lhs_contracting_dims"), rc = intList(in, "rhs_contracting_dims");
  if (!intList(in, "lhs_batch_dims").empty() || !intList(in, "rhs_batch_dims").empty() || lc.size() != 2 || rc.size() != 2)
    return RuleOutcome::notApplicable("not a dot contracting two dims");
  int ySide = -1;
  const PermutedSlots* rec = nullptr;
  for (int side = 0; side < 2 && !rec; ++side)
    if ((rec = permutedOf(c, c.facts[in.operands[side]]))) ySide = side;
  if (!rec) return RuleOutcome::notApplicable("no operand is a permuted expert buffer");
  const Fact& yf = *c.facts[in.operands[ySide]];
  const Instruction& y = c.distributedInstruction(in.operands[ySide]);
  if (!byGroups(yf.relation, rec->slotDim, *rec) || !wholeBut(yf.relation, rec->slotDim))
    return RuleOutcome::fail("the expert outputs " + name(y) + " (" + yf.relation.toString() + ") are not back with the groups of tokens that routed them");
  // combine = reduce-sum over the choices of (S * chain(h)), S the mask that made the permutation.
  const Instruction& combine = c.distributedInstruction(in.operands[1 - ySide]);
  const std::string notCombine = name(combine) + " is not a sum over the choices of the dispatch's slot mask " + name(c.distributedInstruction(rec->mask)) +
                                 " times per-choice weights";
  if (combine.opcode != Opcode::Reduce || combine.operands.size() != 2) return RuleOutcome::fail(notCombine);
  const Instruction& product = c.distributedInstruction(combine.operands[0]);
  if (product.opcode != Opcode::Multiply || product.operands.size() != 2 || (product.operands[0] != rec->mask && product.operands[1] != rec->mask))
    return RuleOutcome::fail(notCombine);
  const int maskSide = product.operands[0] == rec->mask ? 0 : 1;
  std::string why;
  auto mask = readSlotMask(c.distributedEntry, c.distributedSignatures, rec->mask, &why);
  const auto reduced = sumDim(c.distributedEntry, c.distributedSignatures, combine, combine.operands[0]);
  if (!mask || !reduced || *reduced < 0 || *reduced >= static_cast<int64_t>(mask->choicesDim.size()) || mask->choicesDim[*reduced] != rec->choiceDim)
    return RuleOutcome::fail(notCombine);
  auto weights = chainTo(c.distributedEntry, product.operands[1 - maskSide]);
  if (!weights || static_cast<int64_t>(weights->from.size()) != c.distributedInstruction(rec->mask).shape.rank()) return RuleOutcome::fail(notCombine);
  const auto& hf = c.facts[weights->source];
  const Instruction& h = c.distributedInstruction(weights->source);
  if (!plainTiles(hf)) return RuleOutcome::fail("the weights " + name(h) + " are not related to the baseline as plain tiles");
  if (weights->from[mask->slotDim] != -1) return RuleOutcome::fail("the weights " + name(h) + " vary along the slots");
  for (std::size_t j = 0; j < weights->from.size(); ++j) {
    const int64_t k = weights->from[j];
    if (k < 0) continue;
    const bool tokens = mask->choicesDim[j] == rec->tokenDim;
    if (tokens ? !byGroups(hf->relation, k, *rec) : hf->relation.tiles[k] != 1)
      return RuleOutcome::fail("the weights " + name(h) + " (" + hf->relation.toString() + ") are not split along the tokens as the slot mask's are");
  }
  // Contract the experts with the buffer's experts and the slots with its slots.
  const auto roles = rolesAfterReduce(*mask, *reduced);
  const auto& cc = ySide == 0 ? rc : lc;
  const auto& yc = ySide == 0 ? lc : rc;
  bool experts = false, slots = false;
  for (std::size_t i = 0; i < 2; ++i) {
    if (cc[i] < 0 || cc[i] >= static_cast<int64_t>(roles.size())) return RuleOutcome::fail(notCombine);
    experts = experts || (roles[cc[i]] == mask->expertDim && yc[i] == rec->expertDim);
    slots = slots || (roles[cc[i]] == -1 && yc[i] == rec->slotDim);
  }
  if (!experts || !slots) return RuleOutcome::fail("the combine dot does not pair the weights' experts and slots with the expert buffer's");
  const auto dims = dotResultDims(in, c.distributedInstruction(in.operands[0]).shape.rank(), c.distributedInstruction(in.operands[1]).shape.rank());
  if (static_cast<int64_t>(dims.size()) != in.shape.rank()) return RuleOutcome::fail("dot result rank does not match");
  const auto tokenAt = std::find(roles.begin(), roles.end(), rec->tokenDim);
  const int64_t tokenPos = positionOf(dims, 1 - ySide, tokenAt - roles.begin());
  if (tokenPos < 0) return RuleOutcome::fail(notCombine);
  Relation out = Relation::replicated(c.devices, in.shape.rank());
  out.tiles[tokenPos] = rec->groups;
  for (int64_t p = 0; p < c.devices; ++p) out.index(p, tokenPos) = rec->groupOf[p];
  const std::string signature = c.distributedSignatures.signature(in, out.baselineDims(in.shape.dims));
  const egraph::Id baselineMask = c.baselineId(rec->baselineMask);
  // The baseline's combine: the same dot of its sum over the choices of its mask times the same weights.
  for (egraph::Id parent : c.graph.eclass(rec->baseline).parents) {
    const InstructionId g = c.baselineInstructionOf(parent);
    if (g < 0) continue;
    const Instruction& dot = c.baselineEntry.instructions[g];
    if (dot.opcode != Opcode::Dot || dot.operands.size() != 2 || !c.graph.equivalent(c.baselineId(dot.operands[ySide]), rec->baseline)) continue;
    const Instruction& bCombine = c.baselineEntry.instructions[dot.operands[1 - ySide]];
    if (bCombine.opcode != Opcode::Reduce || bCombine.operands.size() != 2) continue;
    if (sumDim(c.baselineEntry, c.baselineSignatures, bCombine, bCombine.operands[0]) != *reduced) continue;
    const Instruction& bProduct = c.baselineEntry.instructions[bCombine.operands[0]];
    if (bProduct.opcode != Opcode::Multiply || bProduct.operands.size() != 2) continue;
    for (int side = 0; side < 2; ++side) {
      if (!c.graph.equivalent(c.baselineId(bProduct.operands[side]), baselineMask)) continue;
      auto bWeights = chainTo(c.baselineEntry, bProduct.operands[1 - side]);
      if (!bWeights || bWeights->from != weights->from || !c.graph.equivalent(c.baselineId(bWeights->source), hf->baseline)) continue;
      std::vector<egraph::Id> children(2);
      children[ySide] = rec->baseline;
      children[1 - ySide] = c.baselineId(dot.operands[1 - ySide]);
      if (auto found = c.lookupBaseline(signature, children)) return factOrFail(c, found, in, std::move(out), "");
    }
  }
  return RuleOutcome::fail("the baseline computes no combine dot of " + name(y) + "'s baseline value by its slot mask and the same weights");
}

}  // namespace shardscope::verify::rules
