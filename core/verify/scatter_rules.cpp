// GCC 12 reports -Wrestrict inside libstdc++ for `"literal" + std::string` (GCC bug
// 105329, a false positive); the messages here are built that way throughout.
#if defined(__GNUC__) && !defined(__clang__) && __GNUC__ == 12
#pragma GCC diagnostic ignored "-Wrestrict"
#endif
#include "verify/scatter_rules.h"

#include "ir/literal.h"
#include "verify/data_movement_rules.h"
#include "verify/rule_support.h"

#include <algorithm>

namespace shardscope::verify::rules {

using ir::Instruction;
using ir::InstructionId;
using ir::Opcode;

namespace {
bool contains(const std::vector<int64_t>& list, int64_t x) { return std::find(list.begin(), list.end(), x) != list.end(); }

// A zero constant, or a broadcast of one.
bool isZeros(const VerifyContext& c, InstructionId id) {
  const Instruction* in = &c.distributedInstruction(id);
  if (in->opcode == Opcode::Broadcast && in->operands.size() == 1) in = &c.distributedInstruction(in->operands[0]);
  if (in->opcode != Opcode::Constant || !in->shape.isArray() || in->shape.rank() != 0) return false;
  auto literal = ir::decodeLiteral(in->literal, in->shape, 1);
  return literal.ok && literal.real.size() == 1 && literal.real[0] == 0.0;
}
}  // namespace

RuleOutcome scatterAs(VerifyContext& c, InstructionId id, const Relation& wanted) {
  const Instruction& in = c.distributedInstruction(id);
  if (!isScatter(in)) return RuleOutcome::notApplicable("not a scatter of one array");
  if (wanted.isPartial() || wanted.isPadded() || wanted.hasLayout() || wanted.rank() != in.shape.rank())
    return RuleOutcome::notApplicable("a scatter is re-derived only as tiles");
  if (in.attribute("input_batching_dims") || in.attribute("scatter_indices_batching_dims"))
    return RuleOutcome::notApplicable("a scatter with batching dims");
  const auto updateWindow = intList(in, "update_window_dims"), inserted = intList(in, "inserted_window_dims");
  const Instruction& updates = c.distributedInstruction(in.operands[2]);
  const Instruction& indices = c.distributedInstruction(in.operands[1]);
  if (!updates.shape.isArray() || !indices.shape.isArray() || !validAxes(updateWindow, updates.shape.rank()) || !validAxes(inserted, in.shape.rank()))
    return RuleOutcome::fail("scatter dimension numbers are invalid");
  // The operand's window dims (not inserted) pair with the update window dims in order.
  std::vector<int64_t> window;
  for (int64_t k = 0; k < in.shape.rank(); ++k)
    if (!contains(inserted, k)) window.push_back(k);
  if (window.size() != updateWindow.size()) return RuleOutcome::fail("scatter window dims do not match");
  Relation U = Relation::replicated(c.devices, updates.shape.rank());
  for (std::size_t i = 0; i < window.size(); ++i) {
    U.tiles[updateWindow[i]] = wanted.tiles[window[i]];
    for (int64_t d = 0; d < c.devices; ++d) U.index(d, updateWindow[i]) = wanted.index(d, window[i]);
  }
  auto x = c.factAs(in.operands[0], wanted);
  auto i = c.factAs(in.operands[1], Relation::replicated(c.devices, indices.shape.rank()));
  auto u = c.factAs(in.operands[2], U);
  if (!x || !i || !u) return RuleOutcome::fail("the scatter's operands do not relate as " + wanted.toString() + " asks");
  return scatterWindowFromFacts(c, in, {&*x, &*i, &*u});
}

// XLA's scatter into an operand split along the indexed dim k, L rows per device (the
// SPMD partitioner's lowering of a scatter-add into vocabulary-split logits): device p
// scatters at J - o_p, o_p = (its tile along k)·L. An update whose shifted index falls
// outside [0, L) is skipped (XLA's scatter semantics, which that lowering relies on, and
// the interpreter's), so device p applies exactly the updates whose J lies in its rows,
// each at its place in the tile: p holds its tile of the baseline's scatter at J (any
// index outside [0, V) is skipped on every device and in the baseline alike). Batching
// dims pair operand and index rows of the same batch coordinates, split alike.
RuleOutcome scatterByShard(VerifyContext& c, InstructionId id) {
  const Instruction& in = c.distributedInstruction(id);
  const Instruction& shifted = c.distributedInstruction(in.operands[1]);
  if (shifted.opcode != Opcode::Subtract || shifted.operands.size() != 2 || !shifted.shape.isArray())
    return RuleOutcome::notApplicable("the scatter's indices are not shifted by a per-device offset");
  const auto toOperand = intList(in, "scatter_dims_to_operand_dims"), inserted = intList(in, "inserted_window_dims"),
             updateWindow = intList(in, "update_window_dims"), operandBatch = intList(in, "input_batching_dims"),
             indexBatch = intList(in, "scatter_indices_batching_dims");
  const auto ivd = in.intAttribute("index_vector_dim");
  const ir::Shape& is = shifted.shape;
  const ir::Shape& us = c.distributedInstruction(in.operands[2]).shape;
  const int64_t rank = in.shape.rank();
  if (toOperand.size() != 1 || inserted != toOperand || !ivd || *ivd != is.rank() - 1 || is.dims.back() != 1 || !us.isArray() ||
      operandBatch.size() != indexBatch.size() || !validAxes(operandBatch, rank) || !validAxes(indexBatch, is.rank()) ||
      !validAxes(updateWindow, us.rank()) || !validAxes(toOperand, rank) || contains(operandBatch, toOperand[0]) || contains(indexBatch, *ivd))
    return RuleOutcome::notApplicable("not a scatter of one index into one inserted dim");
  const int64_t k = toOperand[0];
  const int64_t rows = in.shape.dims[k];
  if (rows <= 0) return RuleOutcome::fail("the indexed dim is empty");
  // The offsets, one per device: the device's tile along k.
  const auto offsets = uniformPerDevice(c, shifted.operands[1]);
  if (!offsets) return RuleOutcome::notApplicable("the shift of the scatter's indices is not a known function of the device");
  int64_t tilesK = 1;
  for (int64_t d = 0; d < c.devices; ++d) {
    const int64_t o = (*offsets)[d];
    if (o < 0 || o % rows != 0) return RuleOutcome::fail("device " + std::to_string(d) + " shifts the indices by " + std::to_string(o) + ", which starts no tile of " + std::to_string(rows) + " rows");
    tilesK = std::max(tilesK, o / rows + 1);
  }
  if (tilesK == 1) return RuleOutcome::notApplicable("every device shifts the indices by 0");
  // The unshifted indices J: baseline values, split at most along batching dims.
  const auto& jf = c.facts[shifted.operands[0]];
  if (!jf || !jf->elements.empty() || jf->relation.isPartial() || jf->relation.isPadded() || jf->relation.hasLayout() || jf->relation.rank() != is.rank())
    return RuleOutcome::fail("the unshifted indices " + name(c.distributedInstruction(shifted.operands[0])) + " are not related to the baseline");
  const Relation& J = jf->relation;
  for (int64_t q = 0; q < is.rank(); ++q)
    if (!contains(indexBatch, q) && J.tiles[q] != 1) return RuleOutcome::fail("the indices are split along dim " + std::to_string(q) + ", which is no batching dim");
  // The operand each device must hold: its batch rows, its rows [o_p, o_p + L) of k.
  Relation X = Relation::replicated(c.devices, rank);
  for (std::size_t b = 0; b < operandBatch.size(); ++b) {
    if (in.shape.dims[operandBatch[b]] != is.dims[indexBatch[b]]) return RuleOutcome::fail("the operand and the indices differ in a batching dim");
    X.tiles[operandBatch[b]] = J.tiles[indexBatch[b]];
    for (int64_t d = 0; d < c.devices; ++d) X.index(d, operandBatch[b]) = J.index(d, indexBatch[b]);
  }
  X.tiles[k] = tilesK;
  for (int64_t d = 0; d < c.devices; ++d) X.index(d, k) = (*offsets)[d] / rows;
  // The updates: their scatter dims are the indices' dims (index_vector_dim left out) in
  // order; their window dims cover the operand's other dims whole.
  Relation U = Relation::replicated(c.devices, us.rank());
  int64_t q = 0;
  for (int64_t u = 0; u < us.rank(); ++u) {
    if (contains(updateWindow, u)) continue;
    if (q == *ivd) ++q;
    if (q >= is.rank() || us.dims[u] != is.dims[q]) return RuleOutcome::fail("the updates' scatter dims do not match the indices");
    U.tiles[u] = J.tiles[q];
    for (int64_t d = 0; d < c.devices; ++d) U.index(d, u) = J.index(d, q);
    ++q;
  }
  std::size_t w = 0;
  for (int64_t j = 0; j < rank; ++j) {
    if (j == k || contains(operandBatch, j)) continue;
    if (w >= updateWindow.size() || us.dims[updateWindow[w]] != in.shape.dims[j]) return RuleOutcome::fail("the updates do not cover dim " + std::to_string(j) + " whole");
    ++w;
  }
  if (w != updateWindow.size()) return RuleOutcome::fail("scatter window dims do not match");
  if (c.distributedSignatures.reducerOf(in.calledComputation("to_apply")) == ReduceOp::None)
    return RuleOutcome::fail("a scatter combiner the verifier does not know");
  auto xf = c.factAs(in.operands[0], X);
  if (!xf) return RuleOutcome::fail("the operand is not, on each device, its rows of a baseline value (" + X.toString() + ")");
  auto uf = c.factAs(in.operands[2], U);
  if (!uf) return RuleOutcome::fail("the updates are not the indices' rows of a baseline value (" + U.toString() + ")");
  auto found = c.lookupBaseline(c.distributedSignatures.signature(in, X.baselineDims(in.shape.dims)), {xf->baseline, jf->baseline, uf->baseline});
  if (!found) return RuleOutcome::fail("the baseline computes no scatter of its counterparts at the unshifted indices");
  return factOrFail(c, found, in, X, "");
}

// scatter-add into zeros of indices and updates split alike along their scatter dims
// (each device's batch rows of an embedding gradient): each device adds its own updates
// to zeros, so the devices' results are the parts of a sum, the baseline's scatter-add
// of all the updates (sum_p scatter(0, J_p, U_p) = scatter(0, J, U): real arithmetic,
// the updates added in another order). Zeros, because each device adds the operand once.
RuleOutcome scatterAddOfParts(VerifyContext& c, InstructionId id) {
  const Instruction& in = c.distributedInstruction(id);
  if (in.attribute("input_batching_dims") || in.attribute("scatter_indices_batching_dims"))
    return RuleOutcome::notApplicable("a scatter with batching dims");
  if (c.distributedSignatures.reducerOf(in.calledComputation("to_apply")) != ReduceOp::Sum) return RuleOutcome::notApplicable("not a scatter-add");
  const auto ivd = in.intAttribute("index_vector_dim");
  const auto updateWindow = intList(in, "update_window_dims");
  const ir::Shape& is = c.distributedInstruction(in.operands[1]).shape;
  const ir::Shape& us = c.distributedInstruction(in.operands[2]).shape;
  if (!ivd || !is.isArray() || !us.isArray() || *ivd < 0 || *ivd > is.rank() || !validAxes(updateWindow, us.rank()))
    return RuleOutcome::fail("scatter dimension numbers are invalid");
  const auto& jf = c.facts[in.operands[1]];
  const auto& uf = c.facts[in.operands[2]];
  for (const auto* f : {&jf, &uf})
    if (!*f || !(*f)->elements.empty() || (*f)->relation.isPartial() || (*f)->relation.isPadded() || (*f)->relation.hasLayout())
      return RuleOutcome::fail("the scatter's indices and updates are not both related to the baseline as tiles");
  const Relation& J = jf->relation;
  const Relation& U = uf->relation;
  if (*ivd < J.rank() && J.tiles[*ivd] != 1) return RuleOutcome::fail("the index vectors are split");
  // The updates' scatter dims are the indices' dims (index_vector_dim left out), in
  // order, and must be split as they are; their window dims are whole.
  int64_t q = 0, partCount = 1;
  std::vector<int64_t> splitDims;  // index dims split over the devices
  for (int64_t u = 0; u < us.rank(); ++u) {
    if (contains(updateWindow, u)) {
      if (U.tiles[u] != 1) return RuleOutcome::fail("the updates are split along window dim " + std::to_string(u));
      continue;
    }
    if (q == *ivd) ++q;
    if (q >= J.rank() || U.tiles[u] != J.tiles[q]) return RuleOutcome::fail("the updates and the indices are split differently");
    for (int64_t d = 0; d < c.devices; ++d)
      if (U.index(d, u) != J.index(d, q)) return RuleOutcome::fail("device " + std::to_string(d) + " scatters updates of another tile than its indices");
    if (J.tiles[q] > 1) splitDims.push_back(q), partCount *= J.tiles[q];
    ++q;
  }
  if (q == *ivd) ++q;
  if (q != J.rank()) return RuleOutcome::fail("the updates' scatter dims do not match the indices");
  if (splitDims.empty()) return RuleOutcome::notApplicable("the updates are not split");
  // The operand: zeros (select(p, z, z) is z).
  InstructionId x = in.operands[0];
  const Instruction& operand = c.distributedInstruction(x);
  if (operand.opcode == Opcode::Select && operand.operands.size() == 3 && operand.operands[1] == operand.operands[2]) x = operand.operands[1];
  if (!isZeros(c, x)) return RuleOutcome::notApplicable("the scatter's operand is not zeros");
  auto xf = c.factAs(x, Relation::replicated(c.devices, in.shape.rank()));
  if (!xf) return RuleOutcome::fail("the baseline has no zeros of the operand's shape");
  Relation out = Relation::replicated(c.devices, in.shape.rank());
  out.partial = ReduceOp::Sum;
  out.partCount = partCount;
  out.part.assign(static_cast<std::size_t>(c.devices), 0);
  for (int64_t d = 0; d < c.devices; ++d) {
    int64_t p = 0;
    for (int64_t k : splitDims) p = p * J.tiles[k] + J.index(d, k);
    out.part[d] = p;
  }
  auto found = c.lookupBaseline(c.distributedSignatures.signature(in, in.shape.dims), {xf->baseline, jf->baseline, uf->baseline});
  if (!found) return RuleOutcome::fail("the baseline computes no scatter-add of zeros at its counterparts of the indices and updates");
  return factOrFail(c, found, in, out, "");
}

}  // namespace shardscope::verify::rules
