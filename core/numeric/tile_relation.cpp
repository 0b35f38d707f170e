#include "numeric/tile_relation.h"

#include "numeric/data_movement_ops.h"
#include "numeric/interpret_error.h"

#include <algorithm>

namespace shardscope::numeric {
namespace {

// The tile coordinates (data dims only) of `device` in a tiled sharding.
std::optional<std::vector<int64_t>> tileCoordinates(const sharding::HloSharding& tiling, int64_t device) {
  if (!tiling.isTiled()) return std::vector<int64_t>{};
  const std::vector<int64_t>& devices = tiling.devices();
  const auto at = std::find(devices.begin(), devices.end(), device);
  if (at == devices.end()) return std::nullopt;
  int64_t flat = at - devices.begin();
  const std::vector<int64_t>& tileDims = tiling.tileDims();
  std::vector<int64_t> coordinates(tileDims.size(), 0);
  for (std::size_t d = tileDims.size(); d-- > 0;) {
    coordinates[d] = flat % tileDims[d];
    flat /= tileDims[d];
  }
  coordinates.resize(static_cast<std::size_t>(tiling.dataRank()));
  return coordinates;
}

}  // namespace

std::string TileRelation::toString() const {
  std::string text = tiling.isReplicated() ? "replicated" : "tiled " + tiling.toString(false);
  if (!partialGroups.empty()) {
    text = "partial sum over groups {";
    for (std::size_t g = 0; g < partialGroups.size(); ++g) {
      text += g ? ",{" : "{";
      for (std::size_t m = 0; m < partialGroups[g].size(); ++m) {
        if (m) text += ',';
        text += std::to_string(partialGroups[g][m]);
      }
      text += '}';
    }
    text += "} of ";
    text += tiling.isReplicated() ? std::string("the whole value") : "the tile " + tiling.toString(false);
  }
  return text;
}

std::optional<std::vector<int64_t>> perDeviceDims(const std::vector<int64_t>& fullDims, const sharding::HloSharding& tiling) {
  if (tiling.isReplicated() || !tiling.isTiled()) {
    if (tiling.isTuple() || tiling.kind() == sharding::ShardingKind::Maximal) return std::nullopt;
    return fullDims;
  }
  if (tiling.dataRank() != static_cast<int64_t>(fullDims.size())) return std::nullopt;
  std::vector<int64_t> dims = fullDims;
  for (std::size_t d = 0; d < dims.size(); ++d) dims[d] = (fullDims[d] + tiling.tileDims()[d] - 1) / tiling.tileDims()[d];
  return dims;
}

Value extractTile(const Value& full, const sharding::HloSharding& tiling, int64_t device, ElementBudget& budget, std::vector<int64_t>* validDims) {
  const std::optional<std::vector<int64_t>> dims = perDeviceDims(full.dims, tiling);
  if (!dims) throw InterpretError("sharding " + tiling.toString(false) + " does not fit " + describe(full));
  const std::optional<std::vector<int64_t>> coordinates = tileCoordinates(tiling, device);
  if (!coordinates) throw InterpretError("device " + std::to_string(device) + " is not in sharding " + tiling.toString(false));
  Value tile = budget.makeArray(full.type, *dims);
  std::vector<int64_t> start(dims->size(), 0), size = *dims;
  if (tiling.isTiled() && !tiling.isReplicated()) {
    for (std::size_t d = 0; d < dims->size(); ++d) {
      start[d] = std::min(full.dims[d], (*coordinates)[d] * (*dims)[d]);
      size[d] = std::min((*dims)[d], full.dims[d] - start[d]);
    }
  }
  copyBox(full, start, size, tile, std::vector<int64_t>(dims->size(), 0));
  if (validDims) *validDims = size;
  return tile;
}

std::optional<std::vector<ErrorStats>> compareUnderRelation(const std::vector<const Value*>& values, const Value& baseline,
                                                            const TileRelation& relation, const Tolerance& tolerance,
                                                            NanPolicy nan, ElementBudget& budget) {
  const int64_t devices = static_cast<int64_t>(values.size());
  const std::optional<std::vector<int64_t>> dims = perDeviceDims(baseline.dims, relation.tiling);
  if (!dims || baseline.isTuple()) return std::nullopt;
  if (relation.tiling.isTiled() && !relation.tiling.isReplicated() && relation.tiling.numDevices() != devices) return std::nullopt;
  for (const Value* value : values)
    if (value->isTuple() || value->dims != *dims) return std::nullopt;
  std::vector<int64_t> groupOf(static_cast<std::size_t>(devices), -1);
  for (std::size_t g = 0; g < relation.partialGroups.size(); ++g)
    for (int64_t member : relation.partialGroups[g]) {
      if (member < 0 || member >= devices) return std::nullopt;
      groupOf[member] = static_cast<int64_t>(g);
    }
  std::vector<ErrorStats> stats(static_cast<std::size_t>(devices));
  for (int64_t device = 0; device < devices; ++device) {
    std::vector<int64_t> valid;
    const Value expected = extractTile(baseline, relation.tiling, device, budget, &valid);
    std::vector<double> actual = values[device]->data;
    if (!relation.partialGroups.empty()) {
      if (groupOf[device] < 0) return std::nullopt;
      std::fill(actual.begin(), actual.end(), 0.0);
      for (int64_t member : relation.partialGroups[groupOf[device]])
        for (std::size_t e = 0; e < actual.size(); ++e) actual[e] += values[member]->data[e];
    }
    std::vector<int64_t> index(dims->size(), 0);
    for (std::size_t e = 0; e < actual.size(); ++e, nextIndex(index, *dims)) {
      bool inside = true;
      for (std::size_t d = 0; d < index.size(); ++d) inside = inside && index[d] < valid[d];
      if (inside) compareElement(actual[e], expected.data[e], tolerance, nan, static_cast<int64_t>(e), stats[device]);
    }
  }
  return stats;
}

}  // namespace shardscope::numeric
