#include "propagation/tiling.h"

#include "sharding/device_array.h"

#include <algorithm>
#include <numeric>
#include <unordered_map>

namespace shardscope::propagation {

using sharding::HloSharding;
using sharding::ShardingKind;
using sharding::SubgroupKind;

namespace {

int64_t product(const std::vector<int64_t>& values) {
  int64_t result = 1;
  for (int64_t v : values) result *= v;
  return result;
}

// Row-major multi-index of `linear` over `dims`.
void unflatten(int64_t linear, const std::vector<int64_t>& dims, std::vector<int64_t>& index) {
  index.assign(dims.size(), 0);
  for (std::size_t i = dims.size(); i-- > 0;) {
    index[i] = linear % dims[i];
    linear /= dims[i];
  }
}

}  // namespace

int64_t Tiling::numTiles() const { return product(dims); }

std::vector<int64_t> Tiling::arrayDims() const {
  std::vector<int64_t> all = dims;
  all.push_back(manual);
  all.push_back(replication);
  return all;
}

std::optional<Tiling> tilingOf(const HloSharding& sharding, int64_t rank) {
  if (sharding.kind() != ShardingKind::Tiled) return std::nullopt;
  // Fast path: no subgroup or one replicated subgroup is already XLA's normal form for
  // what we need (normalisation only merges and sorts subgroups).
  if (sharding.subgroups().empty() ||
      (sharding.subgroups().size() == 1 && sharding.subgroups()[0] == SubgroupKind::Replicated)) {
    if (sharding.dataRank() != rank) return std::nullopt;
    Tiling tiling;
    tiling.dims.assign(sharding.tileDims().begin(), sharding.tileDims().begin() + rank);
    tiling.replication = sharding.subgroups().empty() ? 1 : sharding.tileDims().back();
    tiling.devices = sharding.devices();
    return tiling;
  }
  // The normal form has at most one replicated and one manual subgroup, in that order.
  const HloSharding normal = sharding.normalized();
  if (normal.kind() != ShardingKind::Tiled) return std::nullopt;
  const int64_t dataRank = normal.dataRank();
  if (dataRank != rank) return std::nullopt;
  Tiling tiling;
  tiling.dims.assign(normal.tileDims().begin(), normal.tileDims().begin() + dataRank);
  for (std::size_t k = 0; k < normal.subgroups().size(); ++k) {
    const int64_t size = normal.tileDims()[static_cast<std::size_t>(dataRank) + k];
    switch (normal.subgroups()[k]) {
      case SubgroupKind::Replicated: tiling.replication *= size; break;
      case SubgroupKind::Manual: tiling.manual *= size; break;
      default: return std::nullopt;
    }
  }
  // XLA orders replicated before manual; the working order is manual, then replication.
  std::vector<int64_t> normalDims = tiling.dims;
  normalDims.push_back(tiling.replication);
  normalDims.push_back(tiling.manual);
  std::vector<int64_t> perm(static_cast<std::size_t>(rank));
  std::iota(perm.begin(), perm.end(), int64_t{0});
  perm.push_back(rank + 1);
  perm.push_back(rank);
  tiling.devices = sharding::transposeArray(normal.devices(), normalDims, perm);
  return tiling;
}

HloSharding toSharding(const Tiling& tiling) {
  if (tiling.manual > 1) {
    std::vector<int64_t> tileDims = tiling.dims;
    tileDims.push_back(tiling.manual);
    std::vector<SubgroupKind> kinds{SubgroupKind::Manual};
    if (tiling.replication > 1) {
      tileDims.push_back(tiling.replication);
      kinds.push_back(SubgroupKind::Replicated);
    }
    return HloSharding::tiled(std::move(tileDims), tiling.devices, std::move(kinds)).normalized();
  }
  if (tiling.numTiles() == 1) return HloSharding::replicated();
  if (tiling.replication == 1) return HloSharding::tiled(tiling.dims, tiling.devices);
  std::vector<int64_t> tileDims = tiling.dims;
  tileDims.push_back(tiling.replication);
  return HloSharding::tiled(std::move(tileDims), tiling.devices, {SubgroupKind::Replicated});
}

Tiling replicateDims(const Tiling& tiling, const std::vector<int64_t>& dims) {
  const int64_t rank = static_cast<int64_t>(tiling.dims.size());
  std::vector<bool> replicate(tiling.dims.size(), false);
  for (int64_t d : dims)
    if (d >= 0 && d < rank) replicate[d] = true;
  std::vector<int64_t> perm;
  for (int64_t i = 0; i < rank; ++i)
    if (!replicate[i]) perm.push_back(i);
  // The manual dim stays in place; replicated dims join the replication right after it.
  perm.push_back(rank);
  for (int64_t i = 0; i < rank; ++i)
    if (replicate[i]) perm.push_back(i);
  perm.push_back(rank + 1);
  Tiling result;
  result.devices = sharding::transposeArray(tiling.devices, tiling.arrayDims(), perm);
  result.dims = tiling.dims;
  result.manual = tiling.manual;
  result.replication = tiling.replication;
  for (int64_t i = 0; i < rank; ++i)
    if (replicate[i]) {
      result.replication *= tiling.dims[i];
      result.dims[i] = 1;
    }
  return result;
}

Tiling mapDims(const Tiling& tiling, int64_t outRank, const std::vector<int64_t>& inToOut) {
  const int64_t rank = static_cast<int64_t>(tiling.dims.size());
  std::vector<int64_t> dropped;
  for (int64_t i = 0; i < rank; ++i)
    if (i >= static_cast<int64_t>(inToOut.size()) || inToOut[i] < 0 || inToOut[i] >= outRank) dropped.push_back(i);
  const Tiling reduced = dropped.empty() ? tiling : replicateDims(tiling, dropped);
  std::vector<int64_t> kept;
  for (int64_t i = 0; i < rank; ++i)
    if (std::find(dropped.begin(), dropped.end(), i) == dropped.end()) kept.push_back(i);
  std::stable_sort(kept.begin(), kept.end(), [&](int64_t a, int64_t b) { return inToOut[a] < inToOut[b]; });
  std::vector<int64_t> perm = kept;
  perm.push_back(rank);
  perm.insert(perm.end(), dropped.begin(), dropped.end());
  perm.push_back(rank + 1);
  Tiling result;
  result.devices = sharding::transposeArray(reduced.devices, reduced.arrayDims(), perm);
  result.dims.assign(static_cast<std::size_t>(outRank), 1);
  for (int64_t i : kept) result.dims[inToOut[i]] = reduced.dims[i];
  result.manual = reduced.manual;
  result.replication = reduced.replication;
  return result;
}

std::optional<HloSharding> mapShardingDims(const HloSharding& sharding, int64_t inRank, int64_t outRank,
                                           const std::vector<int64_t>& inToOut) {
  if (isTileMaximal(sharding)) return sharding;
  std::optional<Tiling> tiling = tilingOf(sharding, inRank);
  if (!tiling) return std::nullopt;
  return toSharding(mapDims(*tiling, outRank, inToOut));
}

namespace {

// XLA's ReshapeSharding on a plain tiling: the target tile counts, or nullopt when
// nothing can be carried.
std::optional<std::vector<int64_t>> reshapeTileDims(const std::vector<int64_t>& sourceShape,
                                                    const std::vector<int64_t>& targetShape,
                                                    const std::vector<int64_t>& sourceTiles) {
  std::vector<int64_t> target;
  std::vector<int64_t> sourceStack(sourceShape.rbegin(), sourceShape.rend());
  std::vector<int64_t> targetStack(targetShape.rbegin(), targetShape.rend());
  std::vector<int64_t> tileStack(sourceTiles.rbegin(), sourceTiles.rend());
  bool inplace = false;
  auto append = [&](int64_t size) {
    if (inplace && !target.empty()) target.back() *= size;
    else target.push_back(size);
    inplace = false;
  };
  // Each step consumes at least one stack entry or shrinks a size; the bound guards
  // against a malformed shape (zero dims) looping forever.
  int64_t steps = 0;
  const int64_t maxSteps = 64 * static_cast<int64_t>(sourceShape.size() + targetShape.size() + 4);
  while (!sourceStack.empty() && !targetStack.empty() && product(tileStack) != 1) {
    if (++steps > maxSteps) return std::nullopt;
    int64_t sourceProduct = 1;
    while (!tileStack.empty() && tileStack.back() == 1) {
      sourceProduct *= sourceStack.back();
      sourceStack.pop_back();
      tileStack.pop_back();
    }
    while (!targetStack.empty() && targetStack.back() > 1 && sourceProduct % targetStack.back() == 0) {
      sourceProduct /= targetStack.back();
      targetStack.pop_back();
      append(1);
    }
    if (sourceProduct != 1) {
      sourceStack.push_back(sourceProduct);
      tileStack.push_back(1);
    }
    if (sourceStack.empty() || targetStack.empty()) break;
    const int64_t sSize = sourceStack.back();
    const int64_t sParts = tileStack.back();
    sourceStack.pop_back();
    tileStack.pop_back();
    const int64_t tSize = targetStack.back();
    targetStack.pop_back();
    if (sSize <= 0 || tSize <= 0) return std::nullopt;
    if (sSize == tSize) {
      append(sParts);
    } else if (tSize == 1) {
      append(1);
      sourceStack.push_back(sSize);
      tileStack.push_back(sParts);
    } else if (sSize == 1) {
      targetStack.push_back(tSize);  // a removed size-1 dim: its tiles become replication
    } else if (sParts == 1) {
      if (!sourceStack.empty() && tileStack.back() == 1) sourceStack.back() *= sSize;
      else break;
    } else if (sSize % sParts != 0) {
      return std::nullopt;
    } else {
      const int64_t g = std::gcd(sParts, tSize);
      if (g == 1) break;
      sourceStack.push_back(sSize / g);
      tileStack.push_back(sParts / g);
      targetStack.push_back(tSize / g);
      append(g);
      inplace = true;
    }
  }
  if (product(target) == 1) return std::nullopt;
  while (target.size() < targetShape.size()) target.push_back(1);
  if (target.size() > targetShape.size()) return std::nullopt;
  return target;
}

}  // namespace

HloSharding reshapeSharding(const std::vector<int64_t>& sourceShape, const std::vector<int64_t>& targetShape,
                            const HloSharding& sharding) {
  if (isTileMaximal(sharding)) return sharding;
  const int64_t rank = static_cast<int64_t>(sourceShape.size());
  std::optional<Tiling> tiling = tilingOf(sharding, rank);
  if (!tiling) return HloSharding::replicated();
  std::optional<Tiling> result;
  const int64_t total = static_cast<int64_t>(tiling->devices.size());
  int64_t start = 0;
  while (start < rank) {
    bool found = false;
    for (int64_t end = rank; end > start; --end) {
      std::vector<int64_t> grouped(static_cast<std::size_t>(rank), 1);
      for (int64_t i = start; i < end; ++i) grouped[i] = tiling->dims[i];
      std::optional<std::vector<int64_t>> target = reshapeTileDims(sourceShape, targetShape, grouped);
      if (!target) continue;
      // The group's dims first, then the manual dim; the other dims join the replication.
      std::vector<int64_t> perm;
      for (int64_t i = start; i < end; ++i) perm.push_back(i);
      perm.push_back(rank);
      for (int64_t i = 0; i < start; ++i) perm.push_back(i);
      for (int64_t i = end; i < rank; ++i) perm.push_back(i);
      perm.push_back(rank + 1);
      Tiling candidate;
      candidate.devices = sharding::transposeArray(tiling->devices, tiling->arrayDims(), perm);
      candidate.dims = *target;
      candidate.manual = tiling->manual;
      const int64_t tiles = candidate.numTiles() * candidate.manual;
      if (tiles <= 0 || total % tiles != 0) continue;
      candidate.replication = total / tiles;
      if (!result) {
        result = std::move(candidate);
      } else if (std::optional<Tiling> merged = mergeCompatible(candidate, *result, 0)) {
        result = std::move(merged);
      } else {
        continue;
      }
      start = end;
      found = true;
      break;
    }
    if (!found) ++start;
  }
  if (!result) return HloSharding::replicated();
  return toSharding(*result);
}

std::optional<Tiling> mergeCompatible(const Tiling& from, const Tiling& into, int64_t minimumTiles) {
  if (into.replication == 1 || from.dims.size() != into.dims.size()) return std::nullopt;
  if (from.devices.size() != into.devices.size() || from.manual != into.manual) return std::nullopt;
  const std::size_t rank = into.dims.size();
  std::vector<int64_t> dims(rank);
  for (std::size_t i = 0; i < rank; ++i) {
    if (into.dims[i] == from.dims[i] || from.dims[i] == 1) dims[i] = into.dims[i];
    else if (into.dims[i] == 1) dims[i] = from.dims[i];
    else return std::nullopt;
  }
  const int64_t tiles = product(dims);
  const int64_t total = static_cast<int64_t>(into.devices.size());
  // The manual dim acts as one more data dim both sides must tile alike.
  const int64_t groupCount = tiles * into.manual;
  if (tiles < minimumTiles || total % groupCount != 0) return std::nullopt;
  const int64_t replication = total / groupCount;
  // Where each device sits in `from`.
  std::unordered_map<int64_t, int64_t> fromPosition;
  fromPosition.reserve(from.devices.size());
  for (std::size_t i = 0; i < from.devices.size(); ++i) fromPosition.emplace(from.devices[i], static_cast<int64_t>(i));
  if (fromPosition.size() != from.devices.size()) return std::nullopt;
  const std::vector<int64_t> intoArray = into.arrayDims();
  const std::vector<int64_t> fromArray = from.arrayDims();
  std::vector<std::vector<int64_t>> groups(static_cast<std::size_t>(groupCount));
  std::vector<int64_t> intoIndex, fromIndex;
  for (std::size_t p = 0; p < into.devices.size(); ++p) {
    const int64_t device = into.devices[p];
    auto it = fromPosition.find(device);
    if (it == fromPosition.end()) return std::nullopt;
    unflatten(static_cast<int64_t>(p), intoArray, intoIndex);
    unflatten(it->second, fromArray, fromIndex);
    int64_t linear = 0;
    for (std::size_t i = 0; i < rank; ++i) {
      int64_t index = 0;
      if (into.dims[i] > 1) {
        index = intoIndex[i];
        if (from.dims[i] > 1 && fromIndex[i] != index) return std::nullopt;
      } else if (from.dims[i] > 1) {
        index = fromIndex[i];
      }
      linear = linear * dims[i] + index;
    }
    if (into.manual > 1) {
      if (intoIndex[rank] != fromIndex[rank]) return std::nullopt;
      linear = linear * into.manual + intoIndex[rank];
    }
    groups[static_cast<std::size_t>(linear)].push_back(device);
  }
  Tiling merged;
  merged.dims = std::move(dims);
  merged.manual = into.manual;
  merged.replication = replication;
  merged.devices.reserve(into.devices.size());
  for (auto& group : groups) {
    if (static_cast<int64_t>(group.size()) != replication) return std::nullopt;
    std::sort(group.begin(), group.end());
    merged.devices.insert(merged.devices.end(), group.begin(), group.end());
  }
  return merged;
}

namespace {

// Product of the data dims of a tiled sharding, without normalising it (hot path).
int64_t dataTiles(const HloSharding& sharding) {
  int64_t tiles = 1;
  const int64_t rank = sharding.dataRank();
  for (int64_t i = 0; i < rank; ++i) tiles *= sharding.tileDims()[i];
  return tiles;
}

}  // namespace

bool hasManualSubgroup(const HloSharding& sharding) {
  if (sharding.kind() != ShardingKind::Tiled) return false;
  const auto& kinds = sharding.subgroups();
  const std::size_t first = sharding.tileDims().size() - kinds.size();
  for (std::size_t i = 0; i < kinds.size(); ++i)
    if (kinds[i] == SubgroupKind::Manual && sharding.tileDims()[first + i] > 1) return true;
  return false;
}

bool isTileMaximal(const HloSharding& sharding) {
  switch (sharding.kind()) {
    case ShardingKind::Tiled: return dataTiles(sharding) == 1;
    case ShardingKind::Tuple: return false;
    default: return true;
  }
}

int64_t numTiles(const HloSharding& sharding) {
  if (sharding.kind() != ShardingKind::Tiled) return 1;
  return dataTiles(sharding);
}

bool isSpatiallyPartitioned(const HloSharding& sharding) {
  switch (sharding.kind()) {
    case ShardingKind::Tuple:
      return std::any_of(sharding.tupleElements().begin(), sharding.tupleElements().end(), isSpatiallyPartitioned);
    case ShardingKind::Replicated: return true;
    case ShardingKind::Tiled: return dataTiles(sharding) > 1 || !hasManualSubgroup(sharding);
    default: return false;
  }
}

bool hasPartialReplication(const HloSharding& sharding) {
  if (sharding.kind() != ShardingKind::Tiled || dataTiles(sharding) == 1) return false;
  const auto& kinds = sharding.subgroups();
  const std::size_t first = sharding.tileDims().size() - kinds.size();
  for (std::size_t i = 0; i < kinds.size(); ++i)
    if (kinds[i] == SubgroupKind::Replicated && sharding.tileDims()[first + i] > 1) return true;
  return false;
}

bool sameSharding(const HloSharding& a, const HloSharding& b) {
  // Identical structure is equal by meaning; only differing spellings need the
  // normalising comparison.
  if (a.kind() == b.kind() && a.kind() == ShardingKind::Tiled && a.tileDims() == b.tileDims() &&
      a.subgroups() == b.subgroups() && a.sameDevices(b) && a.shardGroup() == b.shardGroup())
    return true;
  return a == b;
}

bool isMoreSpecific(const HloSharding& lhs, const HloSharding& rhs) {
  if (lhs.isTuple() || rhs.isTuple()) {
    if (!lhs.isTuple() || !rhs.isTuple() || lhs.tupleElements().size() != rhs.tupleElements().size()) return false;
    bool better = false;
    for (std::size_t i = 0; i < lhs.tupleElements().size(); ++i) {
      if (isMoreSpecific(rhs.tupleElements()[i], lhs.tupleElements()[i])) return false;
      if (isMoreSpecific(lhs.tupleElements()[i], rhs.tupleElements()[i])) better = true;
    }
    return better;
  }
  if (lhs.kind() == ShardingKind::Manual || rhs.kind() == ShardingKind::Manual) return false;
  if (!isTileMaximal(rhs)) return !isTileMaximal(lhs) && numTiles(lhs) > numTiles(rhs);
  if (!isTileMaximal(lhs)) return true;
  return lhs.kind() == ShardingKind::Maximal && (rhs.kind() == ShardingKind::Replicated || rhs.kind() == ShardingKind::Tiled);
}

bool dividesEvenly(const HloSharding& sharding, const std::vector<int64_t>& shape) {
  if (sharding.kind() != ShardingKind::Tiled || isTileMaximal(sharding)) return true;
  if (sharding.dataRank() != static_cast<int64_t>(shape.size())) return false;
  for (std::size_t i = 0; i < shape.size(); ++i)
    if (shape[i] % sharding.tileDims()[i] != 0) return false;
  return true;
}

}  // namespace shardscope::propagation

namespace shardscope::propagation {

namespace {

// The devices of each manual group (devices that share a manual index), each sorted,
// the groups sorted: equal for two shardings exactly when they split manually alike.
std::optional<std::vector<std::vector<int64_t>>> manualGroups(const HloSharding& sharding) {
  std::optional<Tiling> tiling = tilingOf(sharding, sharding.normalized().dataRank());
  if (!tiling) return std::nullopt;
  std::vector<std::vector<int64_t>> groups(static_cast<std::size_t>(tiling->manual));
  for (std::size_t p = 0; p < tiling->devices.size(); ++p)
    groups[(static_cast<int64_t>(p) / tiling->replication) % tiling->manual].push_back(tiling->devices[p]);
  for (auto& group : groups) std::sort(group.begin(), group.end());
  std::sort(groups.begin(), groups.end());
  return groups;
}

// Per device, the tile index along each data dim (devices absent: not in the map).
std::unordered_map<int64_t, std::vector<int64_t>> tileIndexOfDevices(const Tiling& tiling) {
  std::unordered_map<int64_t, std::vector<int64_t>> result;
  result.reserve(tiling.devices.size());
  const std::vector<int64_t> array = tiling.arrayDims();
  std::vector<int64_t> index;
  for (std::size_t p = 0; p < tiling.devices.size(); ++p) {
    unflatten(static_cast<int64_t>(p), array, index);
    index.resize(tiling.dims.size());
    result.emplace(tiling.devices[p], index);
  }
  return result;
}

}  // namespace

bool sameManualPart(const HloSharding& a, const HloSharding& b) {
  const bool aManual = hasManualSubgroup(a), bManual = hasManualSubgroup(b);
  if (aManual != bManual) return false;
  if (!aManual) return true;
  const auto ga = manualGroups(a), gb = manualGroups(b);
  return ga && gb && *ga == *gb;
}

bool isSubTilingOrEqual(const std::vector<int64_t>& shape, const HloSharding& sub, const HloSharding& sharding) {
  if (sub.isManual() || sharding.isManual() || sub.isTuple() || sharding.isTuple()) return false;
  if (isTileMaximal(sharding)) return true;
  if (isTileMaximal(sub)) return false;
  const int64_t rank = static_cast<int64_t>(shape.size());
  const std::optional<Tiling> s = tilingOf(sub, rank), t = tilingOf(sharding, rank);
  if (!s || !t || s->devices.size() != t->devices.size()) return false;
  const auto outer = tileIndexOfDevices(*t);
  const std::vector<int64_t> array = s->arrayDims();
  std::vector<int64_t> index;
  for (std::size_t p = 0; p < s->devices.size(); ++p) {
    auto it = outer.find(s->devices[p]);
    if (it == outer.end()) return false;
    unflatten(static_cast<int64_t>(p), array, index);
    for (int64_t d = 0; d < rank; ++d) {
      if (shape[d] <= 0) return false;
      // [begin, end) of this device's tile along d under each sharding.
      const int64_t subSize = (shape[d] + s->dims[d] - 1) / s->dims[d];
      const int64_t outerSize = (shape[d] + t->dims[d] - 1) / t->dims[d];
      const int64_t subBegin = std::min(shape[d], index[d] * subSize);
      const int64_t subEnd = std::min(shape[d], subBegin + subSize);
      const int64_t outerBegin = std::min(shape[d], it->second[d] * outerSize);
      const int64_t outerEnd = std::min(shape[d], outerBegin + outerSize);
      if (subBegin < subEnd && (subBegin < outerBegin || subEnd > outerEnd)) return false;
    }
  }
  return true;
}

}  // namespace shardscope::propagation
