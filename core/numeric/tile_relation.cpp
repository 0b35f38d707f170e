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
    text = combine == PartialCombine::Sum ? "partial sum over groups {" : combine == PartialCombine::Max ? "partial max over groups {" : "partial min over groups {";
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

namespace {

// Walks every compared element of every device: visit(device, flatIndex, actual,
// expected) returns false to stop early. The actual value of a partial relation is
// combined over the device's group element by element and the expected one read from
// the device's tile in place, so nothing is allocated. False when the shapes cannot be
// related this way.
template <class Visit>
bool visitRelatedElements(const std::vector<const Value*>& values, const Value& baseline, const TileRelation& relation, Visit&& visit) {
  const int64_t devices = static_cast<int64_t>(values.size());
  const std::optional<std::vector<int64_t>> dims = perDeviceDims(baseline.dims, relation.tiling);
  if (!dims || baseline.isTuple()) return false;
  const bool tiled = relation.tiling.isTiled() && !relation.tiling.isReplicated();
  if (tiled && relation.tiling.numDevices() != devices) return false;
  for (const Value* value : values)
    if (value->isTuple() || value->dims != *dims) return false;
  std::vector<int64_t> groupOf(static_cast<std::size_t>(devices), -1);
  for (std::size_t g = 0; g < relation.partialGroups.size(); ++g) {
    if (relation.partialGroups[g].empty()) return false;
    for (int64_t member : relation.partialGroups[g]) {
      if (member < 0 || member >= devices) return false;
      groupOf[member] = static_cast<int64_t>(g);
    }
  }
  if (relation.isPartial())
    for (int64_t device = 0; device < devices; ++device)
      if (groupOf[device] < 0) return false;
  const std::vector<int64_t> strides = stridesOf(baseline.dims);
  const std::size_t rank = dims->size();
  for (int64_t device = 0; device < devices; ++device) {
    std::vector<int64_t> start(rank, 0), valid = *dims;
    if (tiled) {
      const std::optional<std::vector<int64_t>> coordinates = tileCoordinates(relation.tiling, device);
      if (!coordinates) return false;
      for (std::size_t d = 0; d < rank; ++d) {
        start[d] = std::min(baseline.dims[d], (*coordinates)[d] * (*dims)[d]);
        valid[d] = std::min((*dims)[d], baseline.dims[d] - start[d]);
      }
    }
    const std::vector<int64_t>* group = relation.isPartial() ? &relation.partialGroups[groupOf[device]] : nullptr;
    std::vector<int64_t> index(rank, 0);
    const std::size_t count = values[device]->data.size();
    for (std::size_t e = 0; e < count; ++e, nextIndex(index, *dims)) {
      bool inside = true;
      int64_t source = 0;
      for (std::size_t d = 0; d < rank; ++d) {
        inside = inside && index[d] < valid[d];
        source += (start[d] + index[d]) * strides[d];
      }
      if (!inside) continue;  // padding of an uneven tile is never compared
      double actual = values[device]->data[e];
      if (group) {
        actual = values[group->front()]->data[e];
        for (std::size_t m = 1; m < group->size(); ++m) {
          const double member = values[(*group)[m]]->data[e];
          switch (relation.combine) {
            case PartialCombine::Sum: actual += member; break;
            case PartialCombine::Max: actual = std::max(actual, member); break;
            case PartialCombine::Min: actual = std::min(actual, member); break;
          }
        }
      }
      if (!visit(device, static_cast<int64_t>(e), actual, baseline.data[source])) return true;
    }
  }
  return true;
}

}  // namespace

std::optional<std::vector<ErrorStats>> compareUnderRelation(const std::vector<const Value*>& values, const Value& baseline,
                                                            const TileRelation& relation, const Tolerance& tolerance, NanPolicy nan) {
  std::vector<ErrorStats> stats(values.size());
  const bool fits = visitRelatedElements(values, baseline, relation, [&](int64_t device, int64_t e, double actual, double expected) {
    compareElement(actual, expected, tolerance, nan, e, stats[device]);
    return true;
  });
  if (!fits) return std::nullopt;
  return stats;
}

bool holdsUnderRelation(const std::vector<const Value*>& values, const Value& baseline, const TileRelation& relation,
                        const Tolerance& tolerance, NanPolicy nan) {
  bool holds = true;
  const bool fits = visitRelatedElements(values, baseline, relation, [&](int64_t, int64_t e, double actual, double expected) {
    ErrorStats stats;
    compareElement(actual, expected, tolerance, nan, e, stats);
    holds = stats.passed();
    return holds;
  });
  return fits && holds;
}

}  // namespace shardscope::numeric
