#include "propagation/op_rules.h"

#include "propagation/dot_factors.h"
#include "propagation/parallel_index_dims.h"
#include "propagation/tiling.h"

#include <algorithm>
#include <optional>

namespace shardscope::propagation {

namespace {

using ir::Instruction;
using ir::InstructionId;
using sharding::HloSharding;
using sharding::ShardingKind;

ShardingPtr make(HloSharding sharding) { return std::make_shared<const HloSharding>(std::move(sharding)); }

const std::vector<int64_t>& intList(const Instruction& instruction, std::string_view key) {
  static const std::vector<int64_t> empty;
  const std::vector<int64_t>* values = instruction.intListAttribute(key);
  return values ? *values : empty;
}

bool contains(const std::vector<int64_t>& values, int64_t value) {
  return std::find(values.begin(), values.end(), value) != values.end();
}

// The sharding with dims moved by `inToOut`; the same pointer when nothing can move
// (replicated/maximal pass through as XLA's helpers do).
ShardingPtr mapped(const ShardingPtr& sharding, int64_t inRank, int64_t outRank, const std::vector<int64_t>& inToOut) {
  if (!sharding) return nullptr;
  if (isTileMaximal(*sharding)) return sharding;
  std::optional<HloSharding> result = mapShardingDims(*sharding, inRank, outRank, inToOut);
  return result ? make(std::move(*result)) : nullptr;
}

// Replicates `dims` of an array sharding (XLA's PartiallyReplicateTiledShardingOnDims).
ShardingPtr replicated(const ShardingPtr& sharding, int64_t rank, const std::vector<int64_t>& dims) {
  if (!sharding || dims.empty() || isTileMaximal(*sharding)) return sharding;
  std::optional<Tiling> tiling = tilingOf(*sharding, rank);
  if (!tiling) return nullptr;
  return make(toSharding(replicateDims(*tiling, dims)));
}

std::size_t leafCount(const ir::Shape& shape) {
  if (!shape.isTuple()) return 1;
  std::size_t count = 0;
  for (const ir::Shape& element : shape.tupleShapes) count += leafCount(element);
  return count;
}

// XLA keeps tuple shardings flat, one entry per array leaf; a non-tuple sharding on a
// tuple applies to every leaf. Empty when the sharding does not fit the shape.
std::vector<HloSharding> leavesOf(const ShardingPtr& sharding, const ir::Shape& shape) {
  const std::size_t count = leafCount(shape);
  if (!sharding) return {};
  if (!sharding->isTuple()) return std::vector<HloSharding>(count, *sharding);
  if (sharding->tupleElements().size() != count) return {};
  return sharding->tupleElements();
}

ShardingPtr fromLeaves(std::vector<HloSharding> leaves, const ir::Shape& shape) {
  if (!shape.isTuple()) return leaves.size() == 1 ? make(std::move(leaves[0])) : nullptr;
  return make(HloSharding::tuple(std::move(leaves)));
}

std::size_t leafOffset(const ir::Shape& shape, std::size_t index) {
  std::size_t offset = 0;
  for (std::size_t i = 0; i < index && i < shape.tupleShapes.size(); ++i) offset += leafCount(shape.tupleShapes[i]);
  return offset;
}

// The sharding of element `index` of a tuple-shaped value.
ShardingPtr element(const ShardingPtr& sharding, const ir::Shape& shape, std::size_t index) {
  if (!sharding) return nullptr;
  if (!sharding->isTuple()) return sharding;
  if (!shape.isTuple() || index >= shape.tupleShapes.size()) return nullptr;
  std::vector<HloSharding> leaves = leavesOf(sharding, shape);
  if (leaves.empty()) return nullptr;
  const std::size_t offset = leafOffset(shape, index);
  const ir::Shape& elementShape = shape.tupleShapes[index];
  std::vector<HloSharding> part(leaves.begin() + offset, leaves.begin() + offset + leafCount(elementShape));
  return fromLeaves(std::move(part), elementShape);
}

// The same sharding on every element of a tuple result (reduce, sort).
ShardingPtr onEveryElement(const ShardingPtr& sharding, const ir::Shape& shape) {
  if (!sharding || !shape.isTuple()) return sharding;
  return make(HloSharding::tuple(std::vector<HloSharding>(leafCount(shape), *sharding)));
}

const ir::Shape* arrayShape(const ir::Shape& shape, std::size_t index) {
  if (!shape.isTuple()) return index == 0 && shape.isArray() ? &shape : nullptr;
  if (index >= shape.tupleShapes.size() || !shape.tupleShapes[index].isArray()) return nullptr;
  return &shape.tupleShapes[index];
}

// XLA's ShapeUtil::CompatibleIgnoringElementType: same tuple structure and dims.
bool compatibleShapes(const ir::Shape& a, const ir::Shape& b) {
  if (a.isTuple() != b.isTuple()) return false;
  if (a.isTuple()) {
    if (a.tupleShapes.size() != b.tupleShapes.size()) return false;
    for (std::size_t i = 0; i < a.tupleShapes.size(); ++i)
      if (!compatibleShapes(a.tupleShapes[i], b.tupleShapes[i])) return false;
    return true;
  }
  return a.isArray() == b.isArray() && a.dims == b.dims;
}

// XLA's fallback for ops it cannot partition (collectives, domains): an array result
// that is not its computation's root takes the sharding of a replicated operand.
std::vector<Proposal> replicatedOperandFallback(const RuleContext& c, InstructionId id, const Instruction& instruction) {
  if (!instruction.shape.isArray() || c.computation.root == id) return {};
  for (InstructionId operand : instruction.operands) {
    const ShardingPtr& s = c.shardings[operand];
    if (s && !s->isTuple() && s->isReplicated()) return {{s, operand}};
  }
  return {};
}

std::vector<int64_t> sizeMismatchDims(const ir::Shape& a, const ir::Shape& b) {
  std::vector<int64_t> dims;
  for (int64_t i = 0; i < std::min(a.rank(), b.rank()); ++i)
    if (a.dims[i] != b.dims[i]) dims.push_back(i);
  return dims;
}

// XLA's PickRepresentativeOperand for elementwise ops: the most specific sharding.
ShardingPtr mostSpecific(const RuleContext& c, const std::vector<InstructionId>& ids, InstructionId* source) {
  ShardingPtr best;
  for (InstructionId id : ids) {
    const ShardingPtr& s = c.shardings[id];
    if (s && (!best || isMoreSpecific(*s, *best))) {
      best = s;
      *source = id;
    }
  }
  return best;
}

struct GatherDims {
  std::vector<int64_t> operandToOut;  // passthrough operand dims, -1 elsewhere
  std::vector<int64_t> indicesToOut;  // index batch dims, -1 for the index vector dim
};

std::optional<GatherDims> gatherDims(const Instruction& gather, const ir::Shape& operand, const ir::Shape& indices,
                                     const ir::Shape& out) {
  const auto& offsetDims = intList(gather, "offset_dims");
  const auto& collapsed = intList(gather, "collapsed_slice_dims");
  const auto& batching = intList(gather, "operand_batching_dims");
  const auto& sliceSizes = intList(gather, "slice_sizes");
  const int64_t indexVectorDim = gather.intAttribute("index_vector_dim").value_or(indices.rank());
  if (static_cast<int64_t>(sliceSizes.size()) != operand.rank()) return std::nullopt;
  GatherDims dims;
  dims.operandToOut.assign(static_cast<std::size_t>(operand.rank()), -1);
  std::size_t next = 0;
  for (int64_t d = 0; d < operand.rank(); ++d) {
    if (contains(collapsed, d) || contains(batching, d)) continue;
    if (next >= offsetDims.size()) return std::nullopt;
    const int64_t o = offsetDims[next++];
    if (o < 0 || o >= out.rank()) return std::nullopt;
    if (sliceSizes[d] == operand.dims[d] && out.dims[o] == operand.dims[d]) dims.operandToOut[d] = o;
  }
  dims.indicesToOut.assign(static_cast<std::size_t>(indices.rank()), -1);
  std::vector<int64_t> batchOut;
  for (int64_t o = 0; o < out.rank(); ++o)
    if (!contains(offsetDims, o)) batchOut.push_back(o);
  std::size_t b = 0;
  for (int64_t d = 0; d < indices.rank(); ++d) {
    if (d == indexVectorDim) continue;
    if (b >= batchOut.size()) return std::nullopt;
    if (indices.dims[d] == out.dims[batchOut[b]]) dims.indicesToOut[d] = batchOut[b];
    ++b;
  }
  return dims;
}

struct ScatterDims {
  std::vector<int64_t> operandToUpdate;  // passthrough window dims, -1 elsewhere
  std::vector<int64_t> indicesToUpdate;  // scatter dims, -1 for the index vector dim
};

std::optional<ScatterDims> scatterDims(const Instruction& scatter, const ir::Shape& operand, const ir::Shape& indices,
                                       const ir::Shape& updates) {
  const auto& windowDims = intList(scatter, "update_window_dims");
  const auto& inserted = intList(scatter, "inserted_window_dims");
  const auto& batching = intList(scatter, "input_batching_dims");
  const int64_t indexVectorDim = scatter.intAttribute("index_vector_dim").value_or(indices.rank());
  ScatterDims dims;
  dims.operandToUpdate.assign(static_cast<std::size_t>(operand.rank()), -1);
  std::size_t next = 0;
  for (int64_t d = 0; d < operand.rank(); ++d) {
    if (contains(inserted, d) || contains(batching, d)) continue;
    if (next >= windowDims.size()) return std::nullopt;
    const int64_t u = windowDims[next++];
    if (u < 0 || u >= updates.rank()) return std::nullopt;
    if (updates.dims[u] == operand.dims[d]) dims.operandToUpdate[d] = u;
  }
  std::vector<int64_t> scatterUpdateDims;
  for (int64_t u = 0; u < updates.rank(); ++u)
    if (!contains(windowDims, u)) scatterUpdateDims.push_back(u);
  dims.indicesToUpdate.assign(static_cast<std::size_t>(indices.rank()), -1);
  std::size_t s = 0;
  for (int64_t d = 0; d < indices.rank(); ++d) {
    if (d == indexVectorDim) continue;
    if (s >= scatterUpdateDims.size()) return std::nullopt;
    if (indices.dims[d] == updates.dims[scatterUpdateDims[s]]) dims.indicesToUpdate[d] = scatterUpdateDims[s];
    ++s;
  }
  return dims;
}

// SPMD: XLA also carries tiles between the operand dims that run in step with iota index
// components (parallel_index_dims.h) and the output's batch dims they feed.
std::vector<int64_t> gatherOperandToOut(const RuleContext& c, const Instruction& gather, const GatherDims& dims,
                                        const ir::Shape& operand, const ir::Shape& indices) {
  std::vector<int64_t> map = dims.operandToOut;
  if (!c.isSpmd) return map;
  const ParallelIndexDims parallel = parallelIndexDims(
      c.computation, gather.operands[1], operand, intList(gather, "start_index_map"), intList(gather, "collapsed_slice_dims"),
      &intList(gather, "slice_sizes"), gather.intAttribute("index_vector_dim").value_or(indices.rank()));
  for (std::size_t k = 0; k < parallel.operand.size(); ++k) {
    const int64_t out = dims.indicesToOut[static_cast<std::size_t>(parallel.indices[k])];
    if (out >= 0) map[static_cast<std::size_t>(parallel.operand[k])] = out;
  }
  return map;
}

// The scatter form: operand dim -> updates dim (window dims, plus parallel dims in SPMD).
std::vector<int64_t> scatterOperandToUpdate(const RuleContext& c, const Instruction& scatter, const ScatterDims& dims,
                                            const ir::Shape& operand, const ir::Shape& indices, std::size_t indicesOperand) {
  std::vector<int64_t> map = dims.operandToUpdate;
  if (!c.isSpmd) return map;
  const ParallelIndexDims parallel = parallelIndexDims(
      c.computation, scatter.operands[indicesOperand], operand, intList(scatter, "scatter_dims_to_operand_dims"),
      intList(scatter, "inserted_window_dims"), nullptr, scatter.intAttribute("index_vector_dim").value_or(indices.rank()));
  for (std::size_t k = 0; k < parallel.operand.size(); ++k) {
    const int64_t update = dims.indicesToUpdate[static_cast<std::size_t>(parallel.indices[k])];
    if (update >= 0) map[static_cast<std::size_t>(parallel.operand[k])] = update;
  }
  return map;
}

std::vector<int64_t> invert(const std::vector<int64_t>& map, int64_t size) {
  std::vector<int64_t> inverse(static_cast<std::size_t>(size), -1);
  for (std::size_t i = 0; i < map.size(); ++i)
    if (map[i] >= 0 && map[i] < size) inverse[map[i]] = static_cast<int64_t>(i);
  return inverse;
}

std::optional<DotFactors> factorsOf(const RuleContext& c, const Instruction& instruction) {
  if (instruction.operands.size() != 2) return std::nullopt;
  const ir::Shape& lhs = c.computation.instructions[instruction.operands[0]].shape;
  const ir::Shape& rhs = c.computation.instructions[instruction.operands[1]].shape;
  if (!lhs.isArray() || !rhs.isArray() || !instruction.shape.isArray()) return std::nullopt;
  return instruction.opcode == ir::Opcode::Dot ? dotFactors(instruction, lhs, rhs, instruction.shape)
                                               : convolutionFactors(instruction, lhs, rhs, instruction.shape);
}

// Operand dim -> result dim for the factors a dot-like result inherits from one side.
std::vector<int64_t> dotOperandToOut(const DotFactors& f, bool lhsSide, int64_t rank, const ShardingPtr& sharding) {
  std::vector<int64_t> map(static_cast<std::size_t>(rank), -1);
  bool carryWindows = false;
  if (f.hasWindow && lhsSide && f.kernelSmall && sharding) {
    std::optional<Tiling> t = tilingOf(*sharding, rank);
    carryWindows = t && f.lhsFeatureDim >= 0 && t->dims[f.lhsFeatureDim] == 1;
  }
  for (const DotFactor& factor : f.factors) {
    const int64_t dim = lhsSide ? factor.lhs : factor.rhs;
    if (dim < 0 || dim >= rank || factor.out < 0) continue;
    bool keep = false;
    if (f.hasWindow) {
      // XLA's convolution path: the input keeps batch (and windows when the kernel is
      // small); the kernel only its output feature.
      keep = lhsSide ? (carryWindows || &factor == &f.factors.front()) : factor.kind == FactorKind::RhsFree;
    } else {
      keep = factor.kind == FactorKind::Batch || factor.kind == (lhsSide ? FactorKind::LhsFree : FactorKind::RhsFree);
    }
    if (keep) map[dim] = factor.out;
  }
  return map;
}

// ---- forward ----

std::vector<Proposal> forwardDot(const RuleContext& c, const Instruction& instruction) {
  std::optional<DotFactors> f = factorsOf(c, instruction);
  if (!f) return {};
  std::vector<Proposal> proposals;
  for (int side = 0; side < 2; ++side) {
    const InstructionId operand = instruction.operands[side];
    const ShardingPtr& s = c.shardings[operand];
    if (!s || !isSpatiallyPartitioned(*s)) continue;
    const int64_t rank = c.computation.instructions[operand].shape.rank();
    ShardingPtr p = mapped(s, rank, instruction.shape.rank(), dotOperandToOut(*f, side == 0, rank, s));
    if (p) proposals.push_back({p, operand});
  }
  // XLA tries the larger operand's sharding first, then merges the other into it.
  if (proposals.size() == 2) {
    const auto lhsBytes = c.computation.instructions[instruction.operands[0]].shape.byteSize().value_or(0);
    const auto rhsBytes = c.computation.instructions[instruction.operands[1]].shape.byteSize().value_or(0);
    if (lhsBytes < rhsBytes) std::swap(proposals[0], proposals[1]);
  }
  return proposals;
}

std::vector<Proposal> forwardReduce(const RuleContext& c, const Instruction& instruction) {
  const std::size_t inputs = instruction.operands.size() / 2;
  const auto& reduced = intList(instruction, "dimensions");
  std::vector<Proposal> proposals;
  for (std::size_t k = 0; k < inputs; ++k) {
    const InstructionId operand = instruction.operands[k];
    const ShardingPtr& s = c.shardings[operand];
    if (!s || !isSpatiallyPartitioned(*s)) continue;
    const ir::Shape& shape = c.computation.instructions[operand].shape;
    ShardingPtr result;
    std::optional<Tiling> t = isTileMaximal(*s) ? std::nullopt : tilingOf(*s, shape.rank());
    bool reducesTiledDim = false;
    if (t)
      for (int64_t d : reduced)
        if (d >= 0 && d < shape.rank() && t->dims[d] > 1) reducesTiledDim = true;
    if (s->isReplicated() || (!c.isSpmd && reducesTiledDim)) {
      result = make(HloSharding::replicated());
    } else if (t) {
      std::vector<int64_t> inToOut(static_cast<std::size_t>(shape.rank()), -1);
      int64_t next = 0;
      for (int64_t d = 0; d < shape.rank(); ++d)
        if (!contains(reduced, d)) inToOut[d] = next++;
      result = make(toSharding(mapDims(*t, next, inToOut)));
    } else {
      continue;
    }
    proposals.push_back({onEveryElement(result, instruction.shape), operand});
  }
  return proposals;
}

std::vector<Proposal> forwardGather(const RuleContext& c, const Instruction& instruction) {
  if (instruction.operands.size() != 2) return {};
  const Instruction& operand = c.computation.instructions[instruction.operands[0]];
  const Instruction& indices = c.computation.instructions[instruction.operands[1]];
  std::optional<GatherDims> dims = gatherDims(instruction, operand.shape, indices.shape, instruction.shape);
  if (!dims) return {};
  std::vector<Proposal> proposals;
  if (ShardingPtr p = mapped(c.shardings[instruction.operands[0]], operand.shape.rank(), instruction.shape.rank(),
                             gatherOperandToOut(c, instruction, *dims, operand.shape, indices.shape)))
    proposals.push_back({p, instruction.operands[0]});
  if (ShardingPtr p = mapped(c.shardings[instruction.operands[1]], indices.shape.rank(), instruction.shape.rank(), dims->indicesToOut))
    proposals.push_back({p, instruction.operands[1]});
  return proposals;
}

std::vector<Proposal> forwardScatter(const RuleContext& c, InstructionId id, const Instruction& instruction) {
  const std::size_t n = (instruction.operands.size() - 1) / 2;
  if (instruction.operands.size() != 2 * n + 1 || n == 0) return {};
  if (instruction.shape.isTuple() && leafCount(instruction.shape) != n) return {};
  // One proposal per scatter operand: the current sharding with that element replaced
  // (XLA's MaybeImproveInstructionSubSharding).
  auto withElement = [&](std::size_t k, const ShardingPtr& value) -> ShardingPtr {
    if (n == 1) return value;
    std::vector<HloSharding> leaves = leavesOf(c.shardings[id], instruction.shape);
    if (leaves.empty()) leaves.assign(n, HloSharding::replicated());
    leaves[k] = *value;
    return fromLeaves(std::move(leaves), instruction.shape);
  };
  std::vector<Proposal> proposals;
  if (!c.isSpmd) {
    for (std::size_t k = 0; k < n; ++k) proposals.push_back({withElement(k, make(HloSharding::replicated())), instruction.operands[k]});
    return proposals;
  }
  const ir::Shape& indices = c.computation.instructions[instruction.operands[n]].shape;
  for (std::size_t k = 0; k < n; ++k) {
    const InstructionId input = instruction.operands[k];
    if (c.shardings[input] && isSpatiallyPartitioned(*c.shardings[input]))
      proposals.push_back({withElement(k, c.shardings[input]), input});
  }
  // The indices' tiling on dims that run in step with operand dims (iota components).
  if (const ShardingPtr& s = c.shardings[instruction.operands[n]]; s && !s->isTuple() && isSpatiallyPartitioned(*s)) {
    const ir::Shape& operandShape = c.computation.instructions[instruction.operands[0]].shape;
    const ParallelIndexDims parallel = parallelIndexDims(
        c.computation, instruction.operands[n], operandShape, intList(instruction, "scatter_dims_to_operand_dims"),
        intList(instruction, "inserted_window_dims"), nullptr, instruction.intAttribute("index_vector_dim").value_or(indices.rank()));
    if (!parallel.empty()) {
      std::vector<int64_t> toOperand(static_cast<std::size_t>(indices.rank()), -1);
      for (std::size_t k = 0; k < parallel.operand.size(); ++k) toOperand[static_cast<std::size_t>(parallel.indices[k])] = parallel.operand[k];
      if (ShardingPtr p = mapped(s, indices.rank(), operandShape.rank(), toOperand))
        for (std::size_t k = 0; k < n; ++k) proposals.push_back({withElement(k, p), instruction.operands[n]});
    }
  }
  for (std::size_t k = 0; k < n; ++k) {
    const InstructionId input = instruction.operands[k];
    const InstructionId update = instruction.operands[n + 1 + k];
    const ir::Shape& inputShape = c.computation.instructions[input].shape;
    const ir::Shape& updateShape = c.computation.instructions[update].shape;
    std::optional<ScatterDims> dims = scatterDims(instruction, inputShape, indices, updateShape);
    if (!dims || !c.shardings[update] || !isSpatiallyPartitioned(*c.shardings[update])) continue;
    const std::vector<int64_t> toUpdate = scatterOperandToUpdate(c, instruction, *dims, inputShape, indices, n);
    if (ShardingPtr p = mapped(c.shardings[update], updateShape.rank(), inputShape.rank(), invert(toUpdate, updateShape.rank())))
      proposals.push_back({withElement(k, p), update});
  }
  return proposals;
}

std::vector<Proposal> forwardTuple(const RuleContext& c, InstructionId id, const Instruction& instruction) {
  std::vector<HloSharding> leaves;
  const std::vector<HloSharding> current = leavesOf(c.shardings[id], instruction.shape);
  bool any = false;
  InstructionId source = -1;
  for (std::size_t i = 0; i < instruction.operands.size(); ++i) {
    const InstructionId operand = instruction.operands[i];
    const ir::Shape& shape = c.computation.instructions[operand].shape;
    const ShardingPtr& s = c.shardings[operand];
    std::vector<HloSharding> part;
    if (s && isSpatiallyPartitioned(*s)) {
      part = leavesOf(s, shape);
      any = true;
      source = operand;
    }
    if (part.empty()) {
      const std::size_t offset = leafOffset(instruction.shape, i);
      const std::size_t count = leafCount(shape);
      if (current.size() == leafCount(instruction.shape))
        part.assign(current.begin() + offset, current.begin() + offset + count);
      else
        part.assign(count, HloSharding::replicated());
    }
    leaves.insert(leaves.end(), part.begin(), part.end());
  }
  if (!any || leaves.size() != leafCount(instruction.shape)) return {};
  return {{fromLeaves(std::move(leaves), instruction.shape), source}};
}

}  // namespace

std::vector<Proposal> proposeFromOperands(const RuleContext& c, InstructionId id) {
  const Instruction& instruction = c.computation.instructions[id];
  const RuleId ruleId = c.rules[id];
  if (c.level < rule(ruleId).forwardLevel || instruction.operands.empty()) return {};
  const InstructionId first = instruction.operands[0];
  const ShardingPtr& firstSharding = c.shardings[first];
  const ir::Shape& firstShape = c.computation.instructions[first].shape;
  switch (ruleId) {
    case RuleId::Elementwise: {
      std::vector<InstructionId> sameRank;
      for (InstructionId operand : instruction.operands)
        if (c.computation.instructions[operand].shape.rank() == instruction.shape.rank()) sameRank.push_back(operand);
      if (c.mayCombine()) {
        std::vector<Proposal> proposals;
        for (InstructionId operand : sameRank)
          if (c.shardings[operand]) proposals.push_back({c.shardings[operand], operand});
        return proposals;
      }
      InstructionId source = -1;
      ShardingPtr best = mostSpecific(c, sameRank, &source);
      if (!best) return {};
      return {{best, source}};
    }
    case RuleId::ShardingCustomCall: case RuleId::Slice: case RuleId::Reverse: case RuleId::Pad:
    case RuleId::SelectAndScatter:
      if (!firstSharding || firstShape.rank() != instruction.shape.rank() || !instruction.shape.isArray()) return {};
      return {{firstSharding, first}};
    case RuleId::ReduceWindow: {
      // Every input's tiling, on every element of a variadic (tuple) result.
      std::vector<Proposal> proposals;
      const std::size_t inputs = std::max<std::size_t>(1, instruction.operands.size() / 2);
      for (std::size_t k = 0; k < inputs && k < instruction.operands.size(); ++k) {
        const InstructionId operand = instruction.operands[k];
        const ShardingPtr& s = c.shardings[operand];
        const ir::Shape* out = arrayShape(instruction.shape, k);
        if (!s || s->isTuple() || !isSpatiallyPartitioned(*s) || !out) continue;
        if (c.computation.instructions[operand].shape.rank() != out->rank()) continue;
        proposals.push_back({onEveryElement(s, instruction.shape), operand});
      }
      return proposals;
    }
    case RuleId::Collective: case RuleId::Domain: return replicatedOperandFallback(c, id, instruction);
    case RuleId::PassthroughCustomCall: {
      const auto target = instruction.stringAttribute("custom_call_target");
      if (!c.isSpmd || (target && *target == "X64Combine")) return {};
      if (!firstSharding || firstShape.rank() != instruction.shape.rank()) return {};
      return {{firstSharding, first}};
    }
    case RuleId::Rng: {
      // XLA: rng counts as elementwise, but its operands are the distribution's bounds;
      // only their replication can carry over (SPMD, after level 0).
      if (!c.isSpmd || !c.mayCombine() || !instruction.shape.isArray()) return {};
      for (InstructionId operand : instruction.operands)
        if (c.shardings[operand] && !c.shardings[operand]->isTuple() && isSpatiallyPartitioned(*c.shardings[operand]))
          return {{make(HloSharding::replicated()), operand}};
      return {};
    }
    case RuleId::OptimizationBarrier:
      if (!firstSharding || !compatibleShapes(firstShape, instruction.shape)) return {};
      return {{firstSharding, first}};
    case RuleId::Broadcast:
      return {{mapped(firstSharding, firstShape.rank(), instruction.shape.rank(), intList(instruction, "dimensions")), first}};
    case RuleId::Reshape:
      if (!firstSharding || !firstShape.isArray() || !instruction.shape.isArray()) return {};
      return {{make(reshapeSharding(firstShape.dims, instruction.shape.dims, *firstSharding)), first}};
    case RuleId::Transpose: {
      const auto& perm = intList(instruction, "dimensions");
      if (static_cast<int64_t>(perm.size()) != instruction.shape.rank()) return {};
      return {{mapped(firstSharding, firstShape.rank(), instruction.shape.rank(), invert(perm, firstShape.rank())), first}};
    }
    case RuleId::Dot: case RuleId::Convolution: return forwardDot(c, instruction);
    case RuleId::Reduce: return forwardReduce(c, instruction);
    case RuleId::Concatenate: {
      InstructionId source = -1;
      ShardingPtr best = mostSpecific(c, instruction.operands, &source);
      if (!best) return {};
      return {{best, source}};
    }
    case RuleId::DynamicSlice:
      return {{replicated(firstSharding, firstShape.rank(), sizeMismatchDims(firstShape, instruction.shape)), first}};
    case RuleId::DynamicUpdateSlice: {
      std::vector<Proposal> proposals;
      if (firstSharding) proposals.push_back({firstSharding, first});
      if (instruction.operands.size() > 1) {
        const InstructionId update = instruction.operands[1];
        const ir::Shape& updateShape = c.computation.instructions[update].shape;
        if (ShardingPtr p = replicated(c.shardings[update], updateShape.rank(), sizeMismatchDims(updateShape, instruction.shape)))
          proposals.push_back({p, update});
      }
      return proposals;
    }
    case RuleId::Gather: return forwardGather(c, instruction);
    case RuleId::Scatter: return forwardScatter(c, id, instruction);
    case RuleId::Sort: {
      InstructionId source = -1;
      ShardingPtr best = mostSpecific(c, instruction.operands, &source);
      if (!best || !isSpatiallyPartitioned(*best)) return {};
      // Tiled along the sort dim: XLA keeps the tiling (the partitioner moves it to a free
      // dim), except for rank 1, where no dim is free and nothing propagates.
      const auto& sortDims = intList(instruction, "dimensions");
      const int64_t rank = c.computation.instructions[source].shape.rank();
      if (!sortDims.empty() && !isTileMaximal(*best)) {
        std::optional<Tiling> t = tilingOf(*best, rank);
        const int64_t d = sortDims[0];
        if (t && d >= 0 && d < rank && t->dims[d] > 1 && rank == 1) return {};
      }
      return {{onEveryElement(best, instruction.shape), source}};
    }
    case RuleId::Tuple: return forwardTuple(c, id, instruction);
    case RuleId::GetTupleElement: {
      const auto index = instruction.intAttribute("index");
      if (!index || *index < 0 || !firstShape.isTuple()) return {};
      return {{element(firstSharding, firstShape, static_cast<std::size_t>(*index)), first}};
    }
    default: return {};
  }
}

ShardingPtr proposeFromUser(const RuleContext& c, InstructionId id, InstructionId userId) {
  return proposeFromUserSharding(c, id, userId, c.shardings[userId]);
}

ShardingPtr proposeFromUserSharding(const RuleContext& c, InstructionId id, InstructionId userId, const ShardingPtr& u) {
  const Instruction& user = c.computation.instructions[userId];
  const Instruction& self = c.computation.instructions[id];
  const RuleId userRule = c.rules[userId];
  if (!u || c.level < rule(userRule).toOperandsLevel) return nullptr;
  const auto it = std::find(user.operands.begin(), user.operands.end(), id);
  if (it == user.operands.end()) return nullptr;
  const std::size_t k = static_cast<std::size_t>(it - user.operands.begin());
  const ir::Shape& shape = self.shape;
  switch (userRule) {
    case RuleId::Elementwise:
      if (shape.isTuple() != user.shape.isTuple() || shape.rank() != user.shape.rank()) return nullptr;
      return u;
    case RuleId::ShardingCustomCall: case RuleId::Slice: case RuleId::Reverse: case RuleId::Pad:
      return k == 0 && shape.isArray() && shape.rank() == user.shape.rank() ? u : nullptr;
    case RuleId::ReduceWindow: {
      // An input takes its own element of a variadic result (XLA's GetSubSharding).
      if (k >= std::max<std::size_t>(1, user.operands.size() / 2) || !shape.isArray()) return nullptr;
      const ir::Shape* out = arrayShape(user.shape, k);
      ShardingPtr mine = element(u, user.shape, k);
      return out && mine && !mine->isTuple() && out->rank() == shape.rank() ? mine : nullptr;
    }
    case RuleId::Collective: case RuleId::PassthroughCustomCall: case RuleId::Rng: case RuleId::RngBitGenerator:
    case RuleId::OptimizationBarrier: case RuleId::Domain: case RuleId::SelectAndScatter:
      // XLA's default user case: an operand of the same dims takes the user's sharding.
      return compatibleShapes(shape, user.shape) ? u : nullptr;
    case RuleId::Broadcast: {
      const auto& dims = intList(user, "dimensions");
      return mapped(u, user.shape.rank(), shape.rank(), invert(dims, user.shape.rank()));
    }
    case RuleId::Reshape:
      if (!shape.isArray() || !user.shape.isArray()) return nullptr;
      return make(reshapeSharding(user.shape.dims, shape.dims, *u));
    case RuleId::Transpose: {
      const auto& perm = intList(user, "dimensions");
      if (static_cast<int64_t>(perm.size()) != user.shape.rank()) return nullptr;
      return mapped(u, user.shape.rank(), shape.rank(), perm);
    }
    case RuleId::Dot: case RuleId::Convolution: {
      std::optional<DotFactors> f = factorsOf(c, user);
      if (!f || k > 1) return nullptr;
      const bool lhsSide = k == 0;
      std::vector<int64_t> outToOperand(static_cast<std::size_t>(user.shape.rank()), -1);
      for (const DotFactor& factor : f->factors) {
        const int64_t dim = lhsSide ? factor.lhs : factor.rhs;
        const bool carried = factor.kind == FactorKind::Batch ||
                             factor.kind == (lhsSide ? FactorKind::LhsFree : FactorKind::RhsFree);
        if (carried && dim >= 0 && factor.out >= 0) outToOperand[factor.out] = dim;
      }
      ShardingPtr own = mapped(u, user.shape.rank(), shape.rank(), outToOperand);
      // XLA's InferDotOperandSharding (consider_other_operand): the other operand's tiles
      // on the batch and contracting dims the two share (its own free dims replicated)
      // count too. Their merge when both are partial (SPMD, after level 0), else the more
      // specific of the two; the result's when they tie. Convolutions with a true window
      // take the result's only (XLA infers nothing else for them).
      const InstructionId other = user.operands[1 - k];
      const ShardingPtr& otherSharding = c.shardings[other];
      if (!own || f->hasWindow || !otherSharding || otherSharding->isTuple() || !isSpatiallyPartitioned(*otherSharding))
        return own;
      const int64_t otherRank = c.computation.instructions[other].shape.rank();
      std::vector<int64_t> otherToSelf(static_cast<std::size_t>(otherRank), -1);
      for (const DotFactor& factor : f->factors) {
        if (factor.kind != FactorKind::Batch && factor.kind != FactorKind::Contracting) continue;
        const int64_t from = lhsSide ? factor.rhs : factor.lhs;
        const int64_t to = lhsSide ? factor.lhs : factor.rhs;
        if (from >= 0 && from < otherRank && to >= 0) otherToSelf[from] = to;
      }
      ShardingPtr fromOther = mapped(otherSharding, otherRank, shape.rank(), otherToSelf);
      if (!fromOther) return own;
      if (c.mayCombine() && hasPartialReplication(*own) && hasPartialReplication(*fromOther)) {
        std::optional<Tiling> mine = tilingOf(*own, shape.rank());
        std::optional<Tiling> theirs = tilingOf(*fromOther, shape.rank());
        if (mine && theirs && mine->devices.size() == theirs->devices.size()) {
          const int64_t minimum = std::max(mine->numTiles(), theirs->numTiles()) + 1;
          if (auto merged = mergeCompatible(*mine, *theirs, minimum)) return make(toSharding(*merged));
        }
      }
      return isMoreSpecific(*fromOther, *own) ? fromOther : own;
    }
    case RuleId::Reduce: {
      const std::size_t inputs = user.operands.size() / 2;
      if (k >= inputs || !shape.isArray()) return nullptr;
      ShardingPtr out = element(u, user.shape, k);
      const auto& reduced = intList(user, "dimensions");
      std::vector<int64_t> outToOperand;
      for (int64_t d = 0; d < shape.rank(); ++d)
        if (!contains(reduced, d)) outToOperand.push_back(d);
      const ir::Shape* outShape = arrayShape(user.shape, k);
      if (!outShape) return nullptr;
      return mapped(out, outShape->rank(), shape.rank(), outToOperand);
    }
    case RuleId::Concatenate: {
      const auto& dims = intList(user, "dimensions");
      if (dims.size() != 1 || !shape.isArray() || shape.rank() != user.shape.rank()) return nullptr;
      const int64_t cdim = dims[0];
      if (cdim < 0 || cdim >= shape.rank()) return nullptr;
      std::optional<Tiling> t = isTileMaximal(*u) ? std::nullopt : tilingOf(*u, user.shape.rank());
      if (!t || t->dims[cdim] == 1 || c.isSpmd) return u;
      // Non-SPMD: each operand lives on the devices whose tiles cover it.
      int64_t offset = 0;
      for (std::size_t i = 0; i < k; ++i) offset += c.computation.instructions[user.operands[i]].shape.dims[cdim];
      const int64_t tiles = t->dims[cdim];
      const int64_t tileSize = (user.shape.dims[cdim] + tiles - 1) / tiles;
      if (tileSize <= 0) return nullptr;
      const int64_t begin = offset / tileSize;
      const int64_t end = std::min(tiles, (offset + shape.dims[cdim] + tileSize - 1) / tileSize);
      if (end <= begin) return nullptr;
      const std::vector<int64_t> arrayDims = t->arrayDims();
      int64_t inner = 1;
      for (std::size_t d = static_cast<std::size_t>(cdim) + 1; d < arrayDims.size(); ++d) inner *= arrayDims[d];
      int64_t outer = 1;
      for (int64_t d = 0; d < cdim; ++d) outer *= arrayDims[d];
      Tiling sliced;
      sliced.dims = t->dims;
      sliced.dims[cdim] = end - begin;
      sliced.replication = t->replication;
      for (int64_t o = 0; o < outer; ++o)
        for (int64_t j = begin; j < end; ++j)
          for (int64_t i = 0; i < inner; ++i) sliced.devices.push_back(t->devices[(o * tiles + j) * inner + i]);
      if (sliced.devices.size() == 1) return make(HloSharding::maximal(sliced.devices[0]));
      return make(toSharding(sliced));
    }
    case RuleId::DynamicSlice:
      if (k != 0 || !shape.isArray()) return nullptr;
      return replicated(u, user.shape.rank(), sizeMismatchDims(shape, user.shape));
    case RuleId::DynamicUpdateSlice:
      if (k == 0) return u;
      if (k == 1 && shape.isArray()) return replicated(u, user.shape.rank(), sizeMismatchDims(shape, user.shape));
      return nullptr;
    case RuleId::Gather: {
      if (user.operands.size() != 2) return nullptr;
      const ir::Shape& operandShape = c.computation.instructions[user.operands[0]].shape;
      const ir::Shape& indicesShape = c.computation.instructions[user.operands[1]].shape;
      std::optional<GatherDims> dims = gatherDims(user, operandShape, indicesShape, user.shape);
      if (!dims) return nullptr;
      if (k == 1) return mapped(u, user.shape.rank(), shape.rank(), invert(dims->indicesToOut, user.shape.rank()));
      if (c.isSpmd)
        return mapped(u, user.shape.rank(), shape.rank(),
                      invert(gatherOperandToOut(c, user, *dims, operandShape, indicesShape), user.shape.rank()));
      return nullptr;
    }
    case RuleId::Scatter: {
      const std::size_t n = (user.operands.size() - 1) / 2;
      if (user.operands.size() != 2 * n + 1 || n == 0) return nullptr;
      if (k < n) return element(u, user.shape, k);
      const InstructionId indicesId = user.operands[n];
      const ir::Shape& indicesShape = c.computation.instructions[indicesId].shape;
      const ir::Shape& operandShape = c.computation.instructions[user.operands[0]].shape;
      if (k == n) {
        // Indices take the scatter dims of a tiled update (sideways, as XLA does).
        for (std::size_t j = 0; j < n; ++j) {
          const InstructionId update = user.operands[n + 1 + j];
          const ShardingPtr& s = c.shardings[update];
          if (!s || isTileMaximal(*s)) continue;
          const ir::Shape& updateShape = c.computation.instructions[update].shape;
          std::optional<ScatterDims> dims = scatterDims(user, operandShape, indicesShape, updateShape);
          if (!dims) continue;
          return mapped(s, updateShape.rank(), indicesShape.rank(), invert(dims->indicesToUpdate, updateShape.rank()));
        }
        return nullptr;
      }
      const std::size_t j = k - n - 1;
      std::optional<ScatterDims> dims = scatterDims(user, c.computation.instructions[user.operands[j]].shape, indicesShape, shape);
      if (!dims) return nullptr;
      // XLA: the output's sharding (SPMD) with the indices' merged in where compatible,
      // else the indices' alone.
      const ShardingPtr& indices = c.shardings[indicesId];
      ShardingPtr fromIndices;
      if (indices && !indices->isTuple() && isSpatiallyPartitioned(*indices) && !isTileMaximal(*indices))
        fromIndices = mapped(indices, indicesShape.rank(), shape.rank(), dims->indicesToUpdate);
      if (c.isSpmd) {
        const ShardingPtr out = element(u, user.shape, j);
        ShardingPtr fromOutput =
            mapped(out, operandShape.rank(), shape.rank(), scatterOperandToUpdate(c, user, *dims, operandShape, indicesShape, n));
        if (fromOutput && !fromOutput->isTuple() && fromIndices && !isTileMaximal(*fromIndices) && !isTileMaximal(*fromOutput)) {
          std::optional<Tiling> a = tilingOf(*fromIndices, shape.rank());
          std::optional<Tiling> b = tilingOf(*fromOutput, shape.rank());
          if (a && b && a->devices.size() == b->devices.size())
            if (auto merged = mergeCompatible(*a, *b, b->numTiles() + 1)) fromOutput = make(toSharding(*merged));
        }
        if (fromOutput && !isTileMaximal(*fromOutput)) return fromOutput;
      }
      return fromIndices && !isTileMaximal(*fromIndices) ? fromIndices : nullptr;
    }
    case RuleId::Sort: {
      ShardingPtr out = element(u, user.shape, k);
      return out && shape.isArray() ? out : nullptr;
    }
    case RuleId::Tuple: return element(u, user.shape, k);
    case RuleId::GetTupleElement: {
      const auto index = user.intAttribute("index");
      if (!index || !shape.isTuple() || *index < 0 || static_cast<std::size_t>(*index) >= shape.tupleShapes.size()) return nullptr;
      std::vector<HloSharding> leaves = leavesOf(c.shardings[id], shape);
      if (leaves.empty()) leaves.assign(leafCount(shape), HloSharding::replicated());
      const std::size_t i = static_cast<std::size_t>(*index);
      std::vector<HloSharding> part = leavesOf(u, shape.tupleShapes[i]);
      if (part.empty()) return nullptr;
      std::copy(part.begin(), part.end(), leaves.begin() + leafOffset(shape, i));
      return fromLeaves(std::move(leaves), shape);
    }
    case RuleId::Outfeed: {
      if (k != 0 || !u->isTuple() || u->tupleElements().empty()) return nullptr;
      std::vector<HloSharding> data(u->tupleElements().begin(), u->tupleElements().end() - 1);
      if (!shape.isTuple()) return data.size() == 1 ? make(data[0]) : nullptr;
      if (data.size() != shape.tupleShapes.size()) return nullptr;
      return make(HloSharding::tuple(std::move(data)));
    }
    default: return nullptr;
  }
}

}  // namespace shardscope::propagation
