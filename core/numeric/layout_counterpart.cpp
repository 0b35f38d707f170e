#include "numeric/layout_counterpart.h"

#include "layout/bijection_inference.h"
#include "numeric/interpret_error.h"

#include <algorithm>
#include <stdexcept>

namespace shardscope::numeric {
namespace {

// Bounds the factorisations of the tile count tried for one reshape (tile counts are
// device counts, so a handful of axes and divisors).
constexpr int kMaxReshapeGuesses = 256;

bool isPermutation(const std::vector<int64_t>& perm, std::size_t rank) {
  if (perm.size() != rank) return false;
  std::vector<bool> seen(rank, false);
  for (int64_t axis : perm) {
    if (axis < 0 || axis >= static_cast<int64_t>(rank) || seen[axis]) return false;
    seen[axis] = true;
  }
  return true;
}

// The ops the engine returns leave D as it is: D itself is the device's part of B.
bool leavesResultAsIs(const layout::LayoutChain& ops, const std::vector<int64_t>& localDims) {
  for (const layout::LayoutOp& op : ops) {
    if (op.isReshape() && op.values == localDims) continue;
    if (op.isTranspose()) {
      bool identity = true;
      for (std::size_t i = 0; i < op.values.size(); ++i) identity = identity && op.values[i] == static_cast<int64_t>(i);
      if (identity) continue;
    }
    return false;
  }
  return true;
}

// Ordered factorisations of `tiles` over `axes` axes whose factor on axis j divides
// nothing in particular yet (the engine decides which one is right).
void factorisations(int64_t tiles, std::size_t axis, std::vector<int64_t>& current, std::vector<std::vector<int64_t>>& out) {
  if (static_cast<int>(out.size()) >= kMaxReshapeGuesses) return;
  if (axis + 1 == current.size()) {
    current[axis] = tiles;
    out.push_back(current);
    return;
  }
  for (int64_t factor = 1; factor <= tiles; ++factor) {
    if (tiles % factor) continue;
    current[axis] = factor;
    factorisations(tiles / factor, axis + 1, current, out);
  }
}

// The sharding of B that the engine's result axes describe: each device's tile
// coordinate on B's axis j is read off the device digits of that axis (digit value =
// (offset / stride) % size of the device's block offset in the operand), and the
// operand's replication subgroups carry over unchanged.
std::optional<sharding::HloSharding> resultTiling(const layout::BijectionResult& result, const sharding::HloSharding& operandTiling,
                                                  const std::vector<int64_t>& fullOperand) {
  const std::vector<int64_t>& oldTileDims = operandTiling.tileDims();
  const std::size_t dataRank = static_cast<std::size_t>(operandTiling.dataRank());
  std::vector<int64_t> subgroupDims(oldTileDims.begin() + static_cast<std::ptrdiff_t>(dataRank), oldTileDims.end());
  int64_t subgroupCount = 1;
  for (int64_t dim : subgroupDims) subgroupCount *= dim;
  std::vector<int64_t> newTileDims;
  for (const layout::ResultAxis& axis : result.resultAxes) {
    int64_t count = 1;
    for (const layout::ResultAxisFactor& factor : axis)
      if (!factor.held) count *= factor.size;
    newTileDims.push_back(count);
  }
  int64_t tiles = 1;
  for (int64_t dim : newTileDims) tiles *= dim;
  const std::vector<int64_t>& devices = operandTiling.devices();
  if (tiles * subgroupCount != static_cast<int64_t>(devices.size())) return std::nullopt;
  std::vector<int64_t> assignment(devices.size(), -1);
  std::vector<int64_t> coordinates(oldTileDims.size());
  for (std::size_t position = 0; position < devices.size(); ++position) {
    int64_t flat = static_cast<int64_t>(position);
    for (std::size_t d = oldTileDims.size(); d-- > 0;) {
      coordinates[d] = flat % oldTileDims[d];
      flat /= oldTileDims[d];
    }
    int64_t newFlat = 0;
    for (std::size_t j = 0; j < result.resultAxes.size(); ++j) {
      int64_t coordinate = 0;
      for (const layout::ResultAxisFactor& factor : result.resultAxes[j]) {
        if (factor.held) continue;
        const std::size_t source = static_cast<std::size_t>(factor.deviceDigit.axis);
        if (source >= dataRank || factor.deviceDigit.stride <= 0 || factor.deviceDigit.size <= 0) return std::nullopt;
        const int64_t offset = coordinates[source] * (fullOperand[source] / oldTileDims[source]);
        coordinate = coordinate * factor.size + (offset / factor.deviceDigit.stride) % factor.deviceDigit.size;
      }
      newFlat = newFlat * newTileDims[j] + coordinate;
    }
    for (std::size_t s = 0; s < subgroupDims.size(); ++s) newFlat = newFlat * subgroupDims[s] + coordinates[dataRank + s];
    if (assignment[newFlat] >= 0) return std::nullopt;  // two devices on one tile: not a tiling
    assignment[newFlat] = devices[position];
  }
  newTileDims.insert(newTileDims.end(), subgroupDims.begin(), subgroupDims.end());
  try {
    return sharding::HloSharding::tiled(newTileDims, assignment, operandTiling.subgroups());
  } catch (const std::invalid_argument&) {
    return std::nullopt;
  }
}

}  // namespace

std::optional<LayoutCounterpart> layoutCounterpart(const ir::Instruction& instruction, const Value& baselineOperand,
                                                   const TileRelation& operandRelation, const std::vector<int64_t>& localResultDims,
                                                   ElementBudget& budget) {
  if (baselineOperand.isTuple()) return std::nullopt;
  const sharding::HloSharding& tiling = operandRelation.tiling;
  const bool tiled = tiling.isTiled() && !tiling.isReplicated();
  if (!tiled && (tiling.isTuple() || tiling.kind() == sharding::ShardingKind::Maximal || tiling.isManual())) return std::nullopt;
  const std::vector<int64_t>& full = baselineOperand.dims;
  std::vector<int64_t> blocks(full.size(), 1);
  if (tiled) {
    if (tiling.dataRank() != static_cast<int64_t>(full.size())) return std::nullopt;
    for (const sharding::SubgroupKind kind : tiling.subgroups())
      if (kind != sharding::SubgroupKind::Replicated) return std::nullopt;
    for (std::size_t d = 0; d < full.size(); ++d) {
      blocks[d] = tiling.tileDims()[d];
      if (full[d] % blocks[d] != 0) return std::nullopt;  // uneven tiles are not mixed-radix blocks
    }
  }
  std::vector<int64_t> localOperand(full.size());
  int64_t tiles = 1;
  for (std::size_t d = 0; d < full.size(); ++d) {
    localOperand[d] = full[d] / blocks[d];
    tiles *= blocks[d];
  }

  LayoutCounterpart counterpart;
  counterpart.relation = operandRelation;
  layout::BijectionQuery query;
  query.baselineInput = full;
  query.distributedInput = localOperand;
  if (tiled) {
    std::optional<layout::AxisMap> map = layout::AxisMap::blockSharded(full, blocks);
    if (!map) return std::nullopt;
    query.axisMap = std::move(*map);
  }
  std::vector<std::vector<int64_t>> fullResultGuesses;
  if (instruction.opcode == ir::Opcode::Transpose) {
    const std::vector<int64_t>* perm = instruction.intListAttribute("dimensions");
    if (!perm || !isPermutation(*perm, full.size())) return std::nullopt;
    query.baselineChain = {layout::LayoutOp::transpose(*perm)};
    query.distributedChain = {layout::LayoutOp::transpose(*perm)};
    counterpart.op = query.baselineChain.front().toString();
    std::vector<int64_t> fullResult(perm->size());
    for (std::size_t i = 0; i < perm->size(); ++i) fullResult[i] = full[(*perm)[i]];
    fullResultGuesses.push_back(fullResult);
  } else {
    query.distributedChain = {layout::LayoutOp::reshape(localResultDims)};
    counterpart.op = "reshape";
    if (localResultDims.empty()) {
      if (tiles == 1) fullResultGuesses.push_back({});
    } else {
      std::vector<int64_t> factors(localResultDims.size(), 1);
      std::vector<std::vector<int64_t>> splits;
      factorisations(tiles, 0, factors, splits);
      for (const std::vector<int64_t>& split : splits) {
        std::vector<int64_t> guess = localResultDims;
        for (std::size_t j = 0; j < guess.size(); ++j) guess[j] *= split[j];
        fullResultGuesses.push_back(std::move(guess));
      }
    }
  }
  layout::BijectionOptions options;
  options.recordTrace = false;
  for (const std::vector<int64_t>& fullResult : fullResultGuesses) {
    if (instruction.opcode != ir::Opcode::Transpose) query.baselineChain = {layout::LayoutOp::reshape(fullResult)};
    const layout::BijectionResult result = layout::inferBijection(query, CancellationToken{}, ProgressCallback{}, options);
    if (!result.found() || result.localResultShape != localResultDims || !leavesResultAsIs(result.ops, localResultDims)) continue;
    if (tiled) {
      if (result.relation != layout::RelationKind::Tiled) continue;
      std::optional<sharding::HloSharding> newTiling = resultTiling(result, tiling, full);
      if (!newTiling) continue;
      counterpart.relation.tiling = std::move(*newTiling);
    } else if (result.relation != layout::RelationKind::Whole) {
      continue;
    }
    if (instruction.opcode == ir::Opcode::Transpose) {
      counterpart.baseline = transposed(baselineOperand, *instruction.intListAttribute("dimensions"), budget);
    } else {
      counterpart.baseline = budget.makeArray(baselineOperand.type, fullResult);
      counterpart.baseline.data = baselineOperand.data;
      counterpart.op = layout::LayoutOp::reshape(fullResult).toString();
    }
    return counterpart;
  }
  return std::nullopt;
}

}  // namespace shardscope::numeric
