// GCC 12 reports -Wrestrict inside libstdc++ for `"literal" + std::string` (GCC bug
// 105329, a false positive); the messages here are built that way throughout.
#if defined(__GNUC__) && !defined(__clang__) && __GNUC__ == 12
#pragma GCC diagnostic ignored "-Wrestrict"
#endif
#include "verify/data_movement_rules.h"

#include "ir/literal.h"
#include "ir/window_attribute.h"
#include "verify/known_integers.h"
#include "verify/rule_support.h"

#include <algorithm>
#include <map>
#include <set>

namespace shardscope::verify::rules {

using ir::Instruction;
using ir::InstructionId;
using ir::Opcode;

namespace {

// A zero constant, or a broadcast of one.
bool isZeroValue(const VerifyContext& c, InstructionId id) {
  const Instruction* in = &c.distributedInstruction(id);
  if (in->opcode == Opcode::Broadcast && in->operands.size() == 1) in = &c.distributedInstruction(in->operands[0]);
  if (in->opcode != Opcode::Constant || !in->shape.isArray() || in->shape.rank() != 0) return false;
  auto literal = ir::decodeLiteral(in->literal, in->shape, 1);
  return literal.ok && literal.real.size() == 1 && literal.real[0] == 0.0;
}

}  // namespace

// ---------------------------------------------------------------- pad

bool isPad(const Instruction& in) { return in.opcode == Opcode::Pad && in.operands.size() == 2 && in.shape.isArray(); }

// pad(x, v) whose padding leaves every split dim of x alone (0_0, no interior) pads each
// tile alike: the tile of the baseline's pad of x's counterpart by the same v.
RuleOutcome padUntiled(VerifyContext& c, InstructionId id) {
  const Instruction& in = c.distributedInstruction(id);
  std::vector<const Fact*> operands;
  std::string why;
  if (!operandFacts(c, in, operands, why)) return RuleOutcome::fail(why);
  if (!operands[0]->elements.empty() || !operands[1]->elements.empty()) return RuleOutcome::fail("needs arrays");
  const Relation relation = operands[0]->relation;
  if (relation.isPartial()) return RuleOutcome::fail("padding a partial value (each part would carry the padding value)");
  if (!operands[1]->relation.isReplicated()) return RuleOutcome::fail("the padding value is not the same on every device");
  const auto* config = in.paddingConfig();
  if (!config || static_cast<int64_t>(config->dims.size()) != relation.rank()) return RuleOutcome::fail("pad without a valid padding config");
  for (int64_t k = 0; k < relation.rank(); ++k) {
    const ir::PadDim& pad = config->dims[k];
    if (relation.tiles[k] != 1 && (pad.low != 0 || pad.high != 0 || pad.interior != 0))
      return RuleOutcome::fail("pads dim " + std::to_string(k) + ", which is split over the devices");
  }
  auto found = c.lookupBaseline(c.distributedSignatures.signature(in, relation.baselineDims(in.shape.dims)), baselineChildren(operands));
  return factOrFail(c, found, in, relation, noCounterpart(c, in, operands, relation));
}

// ---------------------------------------------------------------- gather

bool isGather(const Instruction& in) { return in.opcode == Opcode::Gather && in.operands.size() == 2 && in.shape.isArray(); }

// gather(table, indices): each output element is table[start(indices[batch]) + offset].
// Indices split along their batch dims give each device the gathered rows of its own
// indices; a table split only along dims the gather takes whole (not indexed, not
// collapsed, full slice) gives each device those columns. So the result is the tile at
// (the indices' batch tile, the table's offset tile) of the baseline's gather.
RuleOutcome gatherTiled(VerifyContext& c, InstructionId id) {
  const Instruction& in = c.distributedInstruction(id);
  std::vector<const Fact*> operands;
  std::string why;
  if (!operandFacts(c, in, operands, why)) return RuleOutcome::fail(why);
  const Fact& table = *operands[0];
  const Fact& indices = *operands[1];
  if (!table.elements.empty() || !indices.elements.empty()) return RuleOutcome::fail("needs arrays");
  if (table.relation.isPartial() || indices.relation.isPartial()) return RuleOutcome::fail("gather of a partial value");
  if (table.relation.isReplicated() && indices.relation.isReplicated()) return RuleOutcome::notApplicable("replicated operands");
  if (!intList(in, "operand_batching_dims").empty() || !intList(in, "start_indices_batching_dims").empty())
    return RuleOutcome::fail("gather with batching dims");
  const auto offsetDims = intList(in, "offset_dims");
  const auto collapsed = intList(in, "collapsed_slice_dims");
  const auto startMap = intList(in, "start_index_map");
  const auto sliceSizes = intList(in, "slice_sizes");
  const auto indexVectorDim = in.intAttribute("index_vector_dim");
  const auto& tableDims = c.distributedInstruction(in.operands[0]).shape.dims;
  const int64_t tableRank = table.relation.rank();
  const int64_t indicesRank = indices.relation.rank();
  const int64_t outRank = in.shape.rank();
  if (!indexVectorDim || *indexVectorDim < 0 || *indexVectorDim > indicesRank || static_cast<int64_t>(sliceSizes.size()) != tableRank ||
      !validAxes(offsetDims, outRank) || !validAxes(collapsed, tableRank) || !validAxes(startMap, tableRank))
    return RuleOutcome::fail("gather without valid dimension numbers");
  auto contains = [](const std::vector<int64_t>& v, int64_t x) { return std::find(v.begin(), v.end(), x) != v.end(); };
  if (*indexVectorDim < indicesRank && indices.relation.tiles[*indexVectorDim] != 1)
    return RuleOutcome::fail("the index vector dim of the indices is split over the devices");
  // Table dims that reach the output (not collapsed), in order, are the offset dims.
  std::vector<int64_t> tableOffset;
  for (int64_t k = 0; k < tableRank; ++k)
    if (!contains(collapsed, k)) tableOffset.push_back(k);
  if (tableOffset.size() != offsetDims.size()) return RuleOutcome::fail("gather's offset dims do not match its slice");
  for (int64_t k = 0; k < tableRank; ++k) {
    if (table.relation.tiles[k] == 1) continue;
    if (contains(startMap, k) || contains(collapsed, k) || sliceSizes[k] != tableDims[k])
      return RuleOutcome::fail("the table is split along dim " + std::to_string(k) + ", which the gather indexes or slices");
  }
  std::vector<int64_t> indexBatch;
  for (int64_t k = 0; k < indicesRank; ++k)
    if (k != *indexVectorDim) indexBatch.push_back(k);
  if (static_cast<int64_t>(indexBatch.size() + offsetDims.size()) != outRank) return RuleOutcome::fail("gather's output rank does not match");
  Relation relation = Relation::replicated(c.devices, outRank);
  std::size_t nextBatch = 0;
  for (int64_t o = 0; o < outRank; ++o) {
    const auto at = std::find(offsetDims.begin(), offsetDims.end(), o);
    const bool offset = at != offsetDims.end();
    const Relation& from = offset ? table.relation : indices.relation;
    const int64_t k = offset ? tableOffset[at - offsetDims.begin()] : indexBatch[nextBatch++];
    relation.tiles[o] = from.tiles[k];
    for (int64_t d = 0; d < c.devices; ++d) relation.index(d, o) = from.index(d, k);
  }
  AttributeOverrides overrides;
  std::vector<int64_t> baselineSlice = sliceSizes;
  for (int64_t k = 0; k < tableRank; ++k) baselineSlice[k] *= table.relation.tiles[k];
  overrides.push_back({"slice_sizes", c.distributedSignatures.attributeText(ir::IntList{baselineSlice}, 0)});  // in the baseline's units
  auto found = c.lookupBaseline(c.distributedSignatures.signature(in, relation.baselineDims(in.shape.dims), overrides), baselineChildren(operands));
  return factOrFail(c, found, in, relation, noCounterpart(c, in, operands, relation));
}

// ---------------------------------------------------------------- masked-gather-by-shard

bool isSelect(const Instruction& in) { return in.opcode == Opcode::Select && in.operands.size() == 3 && in.shape.isArray(); }


// The single value every element of `id` holds on each device, or nullopt.
std::optional<std::vector<int64_t>> uniformPerDevice(VerifyContext& c, InstructionId id) {
  const auto& values = c.scalars.values(id);
  if (!values) return std::nullopt;
  std::vector<int64_t> out;
  for (const auto& device : *values) {
    if (device.empty() || std::any_of(device.begin(), device.end(), [&](int64_t v) { return v != device[0]; })) return std::nullopt;
    out.push_back(device[0]);
  }
  return out;
}

// XLA's gather from a table split along the indexed dim (vocabulary-parallel embedding):
// J = clamp(0, I, V-1); device p, holding rows [o_p, o_p + L), gathers its table at
// J - o_p and selects 0 where J < o_p or J > o_p + L - 1. Each J lies in exactly one
// device's rows, so the devices' values are the parts of a sum: the baseline's
// gather(table, I) (whose own clamping is the same [0, V-1]).
RuleOutcome maskedGatherByShard(VerifyContext& c, InstructionId id) {
  const Instruction& in = c.distributedInstruction(id);
  const Instruction& gather = c.distributedInstruction(in.operands[2]);
  if (!isGather(gather) || !isZeroValue(c, in.operands[1])) return RuleOutcome::notApplicable("not select(mask, 0, gather)");
  const auto& tableFact = c.facts[gather.operands[0]];
  if (!tableFact || !tableFact->elements.empty() || tableFact->relation.hasLayout())
    return RuleOutcome::fail("the gathered table is not related to the baseline (or is held under a layout bijection)");
  const Relation& T = tableFact->relation;
  const auto startMap = intList(gather, "start_index_map"), collapsed = intList(gather, "collapsed_slice_dims"), sliceSizes = intList(gather, "slice_sizes");
  const auto ivd = gather.intAttribute("index_vector_dim");
  const auto& tableDims = c.distributedInstruction(gather.operands[0]).shape.dims;
  // Batching dims (take_along_axis): each index row gathers from the table's row of the
  // same batch coordinates, so both may be split alike along them.
  const auto tableBatch = intList(gather, "operand_batching_dims"), indexBatch = intList(gather, "start_indices_batching_dims");
  if (T.isPartial() || T.isPadded() || startMap.size() != 1 || collapsed != startMap || static_cast<int64_t>(sliceSizes.size()) != T.rank() || !ivd ||
      tableBatch.size() != indexBatch.size() || !validAxes(tableBatch, T.rank()))
    return RuleOutcome::fail("the gather does not index one collapsed dim of the table");
  const int64_t k = startMap[0];
  if (k < 0 || k >= T.rank() || T.tiles[k] == 1) return RuleOutcome::notApplicable("the table is not split along the indexed dim");
  auto batchAt = [&](int64_t j) { return std::find(tableBatch.begin(), tableBatch.end(), j) - tableBatch.begin(); };
  for (int64_t j = 0; j < T.rank(); ++j) {
    if (j == k) continue;
    if (batchAt(j) < static_cast<std::ptrdiff_t>(tableBatch.size())) {
      if (sliceSizes[j] != 1) return RuleOutcome::fail("the gather takes more than one row of a batching dim");
      continue;
    }
    if (T.tiles[j] != 1 || sliceSizes[j] != tableDims[j]) return RuleOutcome::fail("the table is split along a dim other than the indexed one");
  }
  const int64_t rows = tableDims[k];                     // L
  const int64_t vocabulary = tableFact->baselineShape->dims[k];  // V
  // The local indices: J - o_p with o_p the device's first row.
  const Instruction& local = c.distributedInstruction(gather.operands[1]);
  if (local.opcode != Opcode::Subtract) return RuleOutcome::fail("the gather's indices are not shifted by the device's first row");
  const InstructionId J = local.operands[0];
  auto first = uniformPerDevice(c, local.operands[1]);
  if (!first) return RuleOutcome::fail("the shift of the gather's indices is not a known function of the device");
  for (int64_t d = 0; d < c.devices; ++d)
    if ((*first)[d] != T.index(d, k) * rows) return RuleOutcome::fail("device " + std::to_string(d) + " shifts the indices by " + std::to_string((*first)[d]) + ", not by its first row");
  // J = clamp(0, I, V - 1).
  const Instruction& clamp = c.distributedInstruction(J);
  if (clamp.opcode != Opcode::Clamp) return RuleOutcome::fail("the indices are not clamped to the table");
  auto lo = uniformPerDevice(c, clamp.operands[0]), hi = uniformPerDevice(c, clamp.operands[2]);
  auto allEqual = [&](const std::optional<std::vector<int64_t>>& v, int64_t x) { return v && std::all_of(v->begin(), v->end(), [&](int64_t e) { return e == x; }); };
  if (!allEqual(lo, 0) || !allEqual(hi, vocabulary - 1)) return RuleOutcome::fail("the indices are not clamped to [0, " + std::to_string(vocabulary - 1) + "]");
  const auto& indexFact = c.facts[clamp.operands[1]];
  const Instruction& indices = c.distributedInstruction(J);
  if (*ivd != indices.shape.rank() - 1 || indices.shape.dims.back() != 1) return RuleOutcome::fail("gather with more than one index per element");
  // The indices are whole, or split only along batching dims exactly as the table's
  // paired dims are (device by device: the rows of the table each index row reads).
  if (!indexFact || !indexFact->elements.empty() || indexFact->relation.isPartial() || indexFact->relation.isPadded() || indexFact->relation.hasLayout() ||
      indexFact->relation.rank() != indices.shape.rank() || !validAxes(indexBatch, indices.shape.rank()))
    return RuleOutcome::fail("the clamped indices are not baseline values split at most along batching dims");
  const Relation& I = indexFact->relation;
  for (int64_t q = 0; q < I.rank(); ++q) {
    const auto at = std::find(indexBatch.begin(), indexBatch.end(), q) - indexBatch.begin();
    if (at == static_cast<std::ptrdiff_t>(indexBatch.size())) {
      if (I.tiles[q] != 1) return RuleOutcome::fail("the clamped indices are split along dim " + std::to_string(q) + ", which is no batching dim");
      continue;
    }
    const int64_t j = tableBatch[at];
    if (I.tiles[q] != T.tiles[j]) return RuleOutcome::fail("the indices and the table are split differently along batching dim " + std::to_string(q));
    for (int64_t d = 0; d < c.devices; ++d)
      if (I.index(d, q) != T.index(d, j))
        return RuleOutcome::fail("device " + std::to_string(d) + " gathers index rows of tile " + std::to_string(I.index(d, q)) + " from table rows of tile " +
                                 std::to_string(T.index(d, j)));
  }
  for (int64_t j : tableBatch)
    if (T.tiles[j] != 1 && indices.shape.dims[indexBatch[batchAt(j)]] != tableDims[j]) return RuleOutcome::fail("the indices and the table differ in a batching dim");
  // mask = broadcast(reduce(or(J < o_p, J > o_p + L - 1))) along the batch dims.
  InstructionId maskId = in.operands[0];
  const Instruction* mask = &c.distributedInstruction(maskId);
  if (mask->opcode == Opcode::Broadcast) {
    std::vector<int64_t> batchPositions;
    const auto offsetDims = intList(gather, "offset_dims");
    for (int64_t o = 0; o < gather.shape.rank(); ++o)
      if (std::find(offsetDims.begin(), offsetDims.end(), o) == offsetDims.end()) batchPositions.push_back(o);
    if (intList(*mask, "dimensions") != batchPositions) return RuleOutcome::fail("the mask is not broadcast along the gathered rows");
    const Instruction& reduce = c.distributedInstruction(mask->operands[0]);
    // Over the index vector's one element from `false`: or(false, x) = x.
    const ir::ComputationId combiner = reduce.calledComputation("to_apply");
    bool orCombiner = false;
    if (combiner >= 0 && combiner < static_cast<ir::ComputationId>(c.distributed.computations.size())) {
      const ir::Computation& comb = c.distributed.computations[combiner];
      const auto params = comb.parameters();
      if (comb.root >= 0 && params.size() == 2) {
        const Instruction& root = comb.rootInstruction();
        orCombiner = (root.opcode == Opcode::Or || root.opcode == Opcode::Add || root.opcode == Opcode::Maximum) && root.operands.size() == 2 &&
                     root.shape.type == ir::ElementType::Pred &&
                     ((root.operands[0] == params[0] && root.operands[1] == params[1]) || (root.operands[0] == params[1] && root.operands[1] == params[0]));
      }
    }
    if (reduce.opcode != Opcode::Reduce || reduce.operands.size() != 2 || intList(reduce, "dimensions") != std::vector<int64_t>{*ivd} || !orCombiner ||
        !allEqual(uniformPerDevice(c, reduce.operands[1]), 0))
      return RuleOutcome::fail("the mask is not the index vector's reduction");
    maskId = reduce.operands[0];
    mask = &c.distributedInstruction(maskId);
  }
  if (mask->opcode != Opcode::Or || mask->operands.size() != 2) return RuleOutcome::fail("the mask is not an or of two bounds");
  bool below = false, above = false;
  for (InstructionId side : mask->operands) {
    const Instruction& cmp = c.distributedInstruction(side);
    if (cmp.opcode != Opcode::Compare || cmp.operands[0] != J) return RuleOutcome::fail("the mask does not compare the clamped indices");
    auto bound = uniformPerDevice(c, cmp.operands[1]);
    const auto direction = cmp.stringAttribute("direction");
    if (!bound || !direction) return RuleOutcome::fail("the mask's bound is not a known function of the device");
    bool lt = *direction == "LT", gt = *direction == "GT";
    for (int64_t d = 0; d < c.devices; ++d) {
      lt = lt && (*bound)[d] == T.index(d, k) * rows;
      gt = gt && (*bound)[d] == T.index(d, k) * rows + rows - 1;
    }
    below = below || lt;
    above = above || gt;
  }
  if (!below || !above) return RuleOutcome::fail("the mask is not 'outside the device's rows'");
  // The result's batch dims are the indices' (index_vector_dim left out), in order, and
  // keep their tiles; its offset dims are whole.
  Relation relation = Relation::replicated(c.devices, in.shape.rank());
  {
    const auto offsetDims = intList(gather, "offset_dims");
    int64_t q = 0;
    for (int64_t o = 0; o < gather.shape.rank(); ++o) {
      if (std::find(offsetDims.begin(), offsetDims.end(), o) != offsetDims.end()) continue;
      if (q == *ivd) ++q;
      if (q >= I.rank()) return RuleOutcome::fail("the gather's result dims do not match its indices");
      relation.tiles[o] = I.tiles[q];
      for (int64_t d = 0; d < c.devices; ++d) relation.index(d, o) = I.index(d, q);
      ++q;
    }
  }
  relation.partial = ReduceOp::Sum;
  relation.partCount = T.tiles[k];
  relation.part.assign(c.devices, 0);
  for (int64_t d = 0; d < c.devices; ++d) relation.part[d] = T.index(d, k);
  auto found = c.lookupBaseline(c.distributedSignatures.signature(gather, relation.baselineDims(gather.shape.dims)), {tableFact->baseline, indexFact->baseline});
  if (!found) return RuleOutcome::fail("the baseline does not gather its table at the indices");
  return factOrFail(c, found, in, relation, "");
}

// ---------------------------------------------------------------- top-k

bool isTopK(const Instruction& in) { return in.opcode == Opcode::TopK && in.operands.size() == 1 && in.shape.isTuple(); }

// topk(x) works along x's last dim, row by row: with that dim whole on every device, each
// device's rows are the tile's rows, so the values and the indices (positions along the
// whole last dim) are the tile of the baseline's.
RuleOutcome topKUntiled(VerifyContext& c, InstructionId id) {
  const Instruction& in = c.distributedInstruction(id);
  std::vector<const Fact*> operands;
  std::string why;
  if (!operandFacts(c, in, operands, why)) return RuleOutcome::fail(why);
  const Fact& x = *operands[0];
  if (!x.elements.empty()) return RuleOutcome::fail("needs an array");
  const Relation& relation = x.relation;
  if (relation.isPartial()) return RuleOutcome::fail("top-k of a partial value");
  if (relation.rank() < 1 || relation.tiles.back() != 1) return RuleOutcome::fail("top-k along a dim split over the devices");
  Instruction baselineShaped = in;
  for (ir::Shape& element : baselineShaped.shape.tupleShapes) {
    if (element.rank() != relation.rank()) return RuleOutcome::fail("top-k results of another rank");
    element.dims = relation.baselineDims(element.dims);
  }
  auto found = c.lookupBaseline(c.distributedSignatures.signature(baselineShaped), {x.baseline});
  if (!found) return RuleOutcome::fail(noCounterpart(c, in, operands, relation));
  Fact fact;
  fact.baseline = *found;
  fact.baselineInstruction = c.baselineInstructionOf(*found);
  fact.baselineShape = c.keepShape(baselineShaped.shape);
  fact.relation = Relation::replicated(c.devices, 0);
  for (std::size_t i = 0; i < in.shape.tupleShapes.size(); ++i) {
    Fact element;  // baseline stays invalid when the baseline never extracts element i
    element.baselineShape = fact.baselineShape->tupleShapes[i];
    element.relation = relation;
    for (egraph::Id parent : c.graph.eclass(*found).parents) {
      const InstructionId g = c.baselineInstructionOf(parent);
      if (g < 0) continue;
      const Instruction& gte = c.baselineEntry.instructions[g];
      if (gte.opcode == Opcode::GetTupleElement && gte.intAttribute("index") == static_cast<int64_t>(i) &&
          c.graph.equivalent(c.baselineId(gte.operands[0]), *found)) {
        auto made = c.makeFact(c.baselineId(g), gte.shape, in.shape.tupleShapes[i], relation, &why);
        if (!made) return RuleOutcome::fail(why);
        element = std::move(*made);
        break;
      }
    }
    fact.elements.push_back(std::move(element));
  }
  return {std::move(fact), {}};
}

// ---------------------------------------------------------------- reduce-window

bool isReduceWindow(const Instruction& in) { return in.opcode == Opcode::ReduceWindow && in.operands.size() == 2 && in.shape.isArray(); }

RuleOutcome reduceWindowTiled(VerifyContext& c, InstructionId id) {
  const Instruction& in = c.distributedInstruction(id);
  const auto& xFact = c.facts[in.operands[0]];
  if (!xFact) return RuleOutcome::fail("operand " + name(c.distributedInstruction(in.operands[0])) + " is not related to the baseline");
  if (!xFact->elements.empty() || xFact->relation.isPartial()) return RuleOutcome::fail("reduce-window of a tuple or partial value");
  const Relation& X = xFact->relation;
  if (in.shape.rank() != X.rank()) return RuleOutcome::fail("reduce-window changes the rank");
  // Absent entries are the defaults, so a missing window leaves every dim alone.
  const auto window = ir::parseWindowAttribute(in.stringAttribute("window").value_or(""), static_cast<std::size_t>(X.rank()));
  const auto* dims = std::get_if<std::vector<ir::WindowDim>>(&window);
  if (!dims) return RuleOutcome::fail("the window is not understood: " + std::get<std::string>(window));
  for (int64_t k = 0; k < X.rank(); ++k) {
    if (X.tiles[k] == 1) continue;
    if (!(*dims)[static_cast<std::size_t>(k)].trivial())
      return RuleOutcome::fail("the window slides along dim " + std::to_string(k) + ", which is split over the devices");
  }
  auto init = c.factAs(in.operands[1], Relation::replicated(c.devices, 0));
  if (!init) return RuleOutcome::fail("the init value is not the same on every device");
  const std::vector<const Fact*> operands{&*xFact, &*init};
  auto found = c.lookupBaseline(c.distributedSignatures.signature(in, X.baselineDims(in.shape.dims)), baselineChildren(operands));
  return factOrFail(c, found, in, X, noCounterpart(c, in, operands, X));
}

// ---------------------------------------------------------------- dynamic-slice

bool isDynamicSlice(const Instruction& in) { return in.opcode == Opcode::DynamicSlice && in.operands.size() >= 2 && in.shape.isArray(); }

RuleOutcome dynamicSliceByDevice(VerifyContext& c, InstructionId id) {
  const Instruction& in = c.distributedInstruction(id);
  const auto& xFact = c.facts[in.operands[0]];
  const Instruction& x = c.distributedInstruction(in.operands[0]);
  if (!xFact) return RuleOutcome::fail("operand " + name(x) + " is not related to the baseline");
  if (!xFact->elements.empty()) return RuleOutcome::fail("operand is a tuple");
  const Relation& X = xFact->relation;
  const int64_t rank = X.rank();
  if (static_cast<int64_t>(in.operands.size()) != rank + 1 || in.shape.rank() != rank) return RuleOutcome::fail("one offset per dimension expected");
  std::vector<std::vector<int64_t>> offsets;  // per dim, per device
  for (int64_t k = 0; k < rank; ++k) {
    auto v = c.scalars.scalar(in.operands[k + 1]);
    if (!v) return RuleOutcome::fail("the offset " + name(c.distributedInstruction(in.operands[k + 1])) + " of dim " + std::to_string(k) +
                                     " is not a known function of the device");
    offsets.push_back(std::move(*v));
  }
  const auto& bDims = xFact->baselineShape->dims;
  Relation out = X;
  for (int64_t k = 0; k < rank; ++k) {
    const int64_t local = x.shape.dims[k];
    const int64_t size = in.shape.dims[k];
    if (size <= 0 || size > local) return RuleOutcome::fail("slice size out of range");
    if (size == local) continue;
    if (bDims[k] % size != 0) return RuleOutcome::fail("dim " + std::to_string(k) + " does not split into slices of " + std::to_string(size));
    out.tiles[k] = bDims[k] / size;
    for (int64_t d = 0; d < c.devices; ++d) {
      const int64_t offset = std::clamp<int64_t>(offsets[k][d], 0, local - size);  // XLA clamps start indices
      const int64_t start = X.index(d, k) * local + offset;
      if (start % size != 0)
        return RuleOutcome::fail("device " + std::to_string(d) + " slices dim " + std::to_string(k) + " at " + std::to_string(start) +
                                 ", not on a tile boundary of " + std::to_string(size));
      out.index(d, k) = start / size;
    }
  }
  // Every tile must be held by some device, or the result is not a tiling of b.
  std::set<std::vector<int64_t>> held;
  for (int64_t d = 0; d < c.devices; ++d) held.insert(std::vector<int64_t>(out.tileIndex.begin() + d * rank, out.tileIndex.begin() + (d + 1) * rank));
  int64_t tileCount = 1;
  for (int64_t t : out.tiles) tileCount *= t;
  if (static_cast<int64_t>(held.size()) != tileCount)
    return RuleOutcome::fail("the devices' slices cover " + std::to_string(held.size()) + " of " + std::to_string(tileCount) + " tiles of the value");
  return sameValue(c, *xFact, in, out);
}

// ---------------------------------------------------------------- dynamic-update-slice-fill

bool isDynamicUpdateSlice(const Instruction& in) { return in.opcode == Opcode::DynamicUpdateSlice && in.operands.size() >= 3 && in.shape.isArray(); }

// A ring's accumulator: a chain of dynamic-update-slices (each the buffer operand of the
// next) writes, on every device, blocks of one baseline value Y at device-dependent
// offsets. Each update is a tile of Y; written at the offset of its place inside the
// device's tile of Y, it puts those very values there. When every block of every
// device's tile has been written, the buffer is that tile, whatever it held before.
RuleOutcome dynamicUpdateSliceFill(VerifyContext& c, InstructionId id) {
  std::vector<InstructionId> chain{id};
  for (InstructionId at = c.distributedInstruction(id).operands[0]; chain.size() < 64;) {
    const Instruction& prior = c.distributedInstruction(at);
    if (!isDynamicUpdateSlice(prior) || c.facts[at]) break;
    chain.push_back(at);
    at = prior.operands[0];
  }
  std::reverse(chain.begin(), chain.end());  // program order: later writes win
  const Instruction& last = c.distributedInstruction(id);
  const int64_t rank = last.shape.rank();
  const auto& accLocal = last.shape.dims;
  std::optional<Relation> tileOf;  // the buffer's relation once filled
  egraph::Id baseline;
  ShapeRef baselineShape;          // the first update's (facts refer to their shapes)
  std::vector<int64_t> blocks;     // per dim: blocks of the device's tile
  std::vector<std::set<std::vector<int64_t>>> written(c.devices);
  for (InstructionId step : chain) {
    const Instruction& in = c.distributedInstruction(step);
    const Instruction& update = c.distributedInstruction(in.operands[1]);
    if (static_cast<int64_t>(in.operands.size()) != rank + 2 || update.shape.rank() != rank || in.shape.dims != accLocal || in.shape.type != last.shape.type)
      return RuleOutcome::fail("one offset per dimension expected");
    const auto& uFact = c.facts[in.operands[1]];
    if (!uFact || !uFact->elements.empty() || uFact->relation.hasLayout())
      return RuleOutcome::fail("the update " + name(update) + " of " + name(in) + " is not related to the baseline (or is held under a layout bijection)");
    const Relation& U = uFact->relation;
    if (U.isPartial() || U.isPadded()) return RuleOutcome::fail("the update " + name(update) + " is partial or padded");
    if (tileOf && !c.graph.equivalent(uFact->baseline, baseline))
      return RuleOutcome::fail(name(in) + " writes a different baseline value than the earlier updates");
    if (!tileOf) {
      baseline = uFact->baseline;
      baselineShape = uFact->baselineShape;
      Relation r = U;
      blocks.assign(rank, 1);
      for (int64_t k = 0; k < rank; ++k) {
        if (update.shape.dims[k] <= 0 || accLocal[k] % update.shape.dims[k] != 0 || U.tiles[k] % (accLocal[k] / update.shape.dims[k]) != 0)
          return RuleOutcome::fail("the updates do not split the buffer's dim " + std::to_string(k) + " into blocks of the baseline's tiles");
        blocks[k] = accLocal[k] / update.shape.dims[k];
        r.tiles[k] = U.tiles[k] / blocks[k];
        for (int64_t d = 0; d < c.devices; ++d) r.index(d, k) = U.index(d, k) / blocks[k];
      }
      tileOf = std::move(r);
    }
    std::vector<std::vector<int64_t>> offsets;
    for (int64_t k = 0; k < rank; ++k) {
      auto v = c.scalars.scalar(in.operands[k + 2]);
      if (!v) return RuleOutcome::fail("the offset " + name(c.distributedInstruction(in.operands[k + 2])) + " of " + name(in) + " is not a known function of the device");
      offsets.push_back(std::move(*v));
    }
    for (int64_t d = 0; d < c.devices; ++d) {
      std::vector<int64_t> block(rank);
      for (int64_t k = 0; k < rank; ++k) {
        const int64_t size = update.shape.dims[k];
        if (size * blocks[k] != accLocal[k] || U.tiles[k] != tileOf->tiles[k] * blocks[k] || U.index(d, k) / blocks[k] != tileOf->index(d, k))
          return RuleOutcome::fail("device " + std::to_string(d) + ": the update of " + name(in) + " is not a block of the device's tile of the baseline value");
        const int64_t offset = std::clamp<int64_t>(offsets[k][d], 0, accLocal[k] - size);  // XLA clamps start indices
        if (offset != (U.index(d, k) % blocks[k]) * size)
          return RuleOutcome::fail("device " + std::to_string(d) + " writes " + name(update) + " at offset " + std::to_string(offset) + " of dim " + std::to_string(k) +
                                   ", not where its block of the baseline value belongs (" + std::to_string((U.index(d, k) % blocks[k]) * size) + ")");
        block[k] = offset / size;
      }
      written[d].insert(std::move(block));
    }
  }
  int64_t perDevice = 1;
  for (int64_t b : blocks) perDevice *= b;
  for (int64_t d = 0; d < c.devices; ++d)
    if (static_cast<int64_t>(written[d].size()) != perDevice)
      return RuleOutcome::fail("device " + std::to_string(d) + " has written " + std::to_string(written[d].size()) + " of the " + std::to_string(perDevice) +
                               " blocks of its tile so far");
  std::string why;
  auto fact = c.makeFact(baseline, baselineShape, last.shape, *tileOf, &why);
  if (!fact) return RuleOutcome::fail(why);
  return {std::move(fact), {}};
}

// ---------------------------------------------------------------- scatter

bool isScatter(const Instruction& in) { return in.opcode == Opcode::Scatter && in.operands.size() == 3 && in.shape.isArray(); }

// Scatter into an operand tiled only along window dims (e.g. a KV cache split by heads,
// written at a replicated position): every device scatters its tile of the updates into
// its tile of the operand, which is the baseline scatter's tile.
RuleOutcome scatterWindowTiled(VerifyContext& c, InstructionId id) {
  const Instruction& in = c.distributedInstruction(id);
  std::vector<const Fact*> operands;
  std::string why;
  if (!operandFacts(c, in, operands, why)) return RuleOutcome::fail(why);
  return scatterWindowFromFacts(c, in, operands);
}

RuleOutcome scatterWindowFromFacts(VerifyContext& c, const Instruction& in, const std::vector<const Fact*>& operands) {
  for (const Fact* f : operands)
    if (!f->elements.empty() || f->relation.isPartial()) return RuleOutcome::fail("scatter of a tuple or partial value");
  const Relation& X = operands[0]->relation;
  const Relation& U = operands[2]->relation;
  if (!operands[1]->relation.isReplicated()) return RuleOutcome::fail("scatter indices differ between devices");
  const auto updateWindow = intList(in, "update_window_dims");
  const auto inserted = intList(in, "inserted_window_dims");
  const auto toOperand = intList(in, "scatter_dims_to_operand_dims");
  if (!validAxes(updateWindow, U.rank()) || !validAxes(inserted, X.rank()) || !validAxes(toOperand, X.rank()) ||
      in.attribute("input_batching_dims") || in.attribute("scatter_indices_batching_dims"))
    return RuleOutcome::fail("scatter dimension numbers are outside the rule");
  // Operand window dims (not inserted) pair with update window dims in order.
  std::vector<int64_t> windowOperandDims;
  for (int64_t k = 0; k < X.rank(); ++k)
    if (std::find(inserted.begin(), inserted.end(), k) == inserted.end()) windowOperandDims.push_back(k);
  if (windowOperandDims.size() != updateWindow.size()) return RuleOutcome::fail("scatter window dims do not match");
  for (int64_t k = 0; k < X.rank(); ++k) {
    const bool window = std::find(windowOperandDims.begin(), windowOperandDims.end(), k) != windowOperandDims.end();
    const bool indexed = std::find(toOperand.begin(), toOperand.end(), k) != toOperand.end();
    if (X.tiles[k] != 1 && (!window || indexed)) return RuleOutcome::fail("scatter writes along dim " + std::to_string(k) + ", which is split over the devices");
  }
  for (int64_t k = 0; k < U.rank(); ++k)
    if (std::find(updateWindow.begin(), updateWindow.end(), k) == updateWindow.end() && U.tiles[k] != 1)
      return RuleOutcome::fail("scatter updates are split along a scatter dim");
  for (std::size_t i = 0; i < windowOperandDims.size(); ++i) {
    const int64_t k = windowOperandDims[i], u = updateWindow[i];
    if (X.tiles[k] != U.tiles[u]) return RuleOutcome::fail("operand and updates are split differently along window dim " + std::to_string(k));
    for (int64_t d = 0; d < c.devices; ++d)
      if (X.index(d, k) != U.index(d, u))
        return RuleOutcome::fail("device " + std::to_string(d) + " scatters update tile " + std::to_string(U.index(d, u)) + " into operand tile " +
                                 std::to_string(X.index(d, k)));
    // A split window dim must be written whole: the update covers the full tile.
    if (X.tiles[k] != 1 && c.distributedInstruction(in.operands[2]).shape.dims[u] != in.shape.dims[k])
      return RuleOutcome::fail("scatter writes part of a split window dim");
  }
  auto found = c.lookupBaseline(c.distributedSignatures.signature(in, X.baselineDims(in.shape.dims)), baselineChildren(operands));
  return factOrFail(c, found, in, X, noCounterpart(c, in, operands, X));
}

// ---------------------------------------------------------------- slice / concatenate

bool isSliceOrConcat(const Instruction& in) { return in.opcode == Opcode::Slice || in.opcode == Opcode::Concatenate; }

RuleOutcome sliceOrConcatUntiled(VerifyContext& c, InstructionId id) {
  const Instruction& in = c.distributedInstruction(id);
  std::vector<const Fact*> operands;
  std::string why;
  if (!operandFacts(c, in, operands, why)) return RuleOutcome::fail(why);
  if (operands.empty() || !operands[0]->elements.empty()) return RuleOutcome::fail("needs arrays");
  const Relation wanted = operands[0]->relation;
  if (wanted.isPartial()) return RuleOutcome::fail("slicing a partial value");
  std::vector<Fact> coerced;
  for (InstructionId operand : in.operands) {
    auto f = c.factAs(operand, wanted);
    if (!f) return RuleOutcome::fail("operands are related differently (" + wanted.toString() + " expected)");
    coerced.push_back(std::move(*f));
  }
  std::vector<const Fact*> pointers;
  for (const Fact& f : coerced) pointers.push_back(&f);
  AttributeOverrides overrides;
  if (in.opcode == Opcode::Slice) {
    const auto* config = in.sliceConfig();
    const auto& operandDims = c.distributedInstruction(in.operands[0]).shape.dims;
    if (!config || config->dims.size() != operandDims.size()) return RuleOutcome::fail("slice without a valid config");
    ir::SliceConfig baselineConfig = *config;
    for (std::size_t k = 0; k < config->dims.size(); ++k) {
      if (wanted.tiles[k] == 1) continue;
      const auto& s = config->dims[k];
      if (s.start != 0 || s.limit != operandDims[k] || s.stride != 1)
        return RuleOutcome::fail("slice cuts dim " + std::to_string(k) + ", which is split over the devices");
      baselineConfig.dims[k].limit = operandDims[k] * wanted.tiles[k];
    }
    overrides.push_back({"slice", c.distributedSignatures.attributeText(baselineConfig, 0)});
  } else {
    const auto dims = intList(in, "dimensions");
    if (dims.size() != 1 || dims[0] < 0 || dims[0] >= wanted.rank()) return RuleOutcome::fail("concatenate needs one dimension");
    if (wanted.tiles[dims[0]] != 1) return RuleOutcome::fail("concatenate along a dimension split over the devices");
  }
  auto found = c.lookupBaseline(c.distributedSignatures.signature(in, wanted.baselineDims(in.shape.dims), overrides), baselineChildren(pointers));
  return factOrFail(c, found, in, wanted, noCounterpart(c, in, pointers, wanted));
}

}  // namespace shardscope::verify::rules
