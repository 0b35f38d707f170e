// HloSharding::normalized: the canonical form that equality compares, following XLA's
// HloSharding::Subgroup and PartialTile constructors.
#include <algorithm>
#include <array>

#include "sharding/device_array.h"
#include "sharding/hlo_sharding.h"
#include "sharding/iota_devices.h"

namespace shardscope::sharding {
namespace {

// The normal form's device list as an iota form, worked out from `iota` without
// expanding it: the tile array transposed by `perm` (flat order is then that of
// `mergedDims`), when every sort the normal form does leaves its lines as they are.
// nullopt where that cannot be read off the digits; the caller expands and sorts.
std::optional<IotaDevices> normalFormIota(const IotaDevices& iota, const std::vector<int64_t>& tileDims,
                                          const std::vector<int64_t>& perm, const std::vector<int64_t>& mergedDims,
                                          const std::vector<SubgroupKind>& mergedKinds, std::size_t dataRank) {
  auto moved = transposeIotaArray(iota, tileDims, perm);
  if (!moved) return std::nullopt;
  for (std::size_t k = 0; k < mergedKinds.size(); ++k) {
    if (mergedKinds[k] == SubgroupKind::Manual) continue;
    const std::size_t axis = dataRank + k;
    std::optional<bool> sorted;
    if (axis + 1 == mergedDims.size()) {
      sorted = iotaLinesSorted(*moved, mergedDims[axis]);
    } else {  // look at the group's lines with its axis moved last
      std::vector<int64_t> toLast;
      for (std::size_t d = 0; d < mergedDims.size(); ++d)
        if (d != axis) toLast.push_back(static_cast<int64_t>(d));
      toLast.push_back(static_cast<int64_t>(axis));
      const auto lines = transposeIotaArray(*moved, mergedDims, toLast);
      if (lines) sorted = iotaLinesSorted(*lines, mergedDims[axis]);
    }
    if (!sorted || !*sorted) return std::nullopt;
  }
  return moved;
}

}  // namespace

HloSharding HloSharding::normalized() const {
  if (kind_ == ShardingKind::Tuple) {
    std::vector<HloSharding> elements;
    elements.reserve(tuple_.size());
    for (const HloSharding& e : tuple_) elements.push_back(e.normalized());
    HloSharding result = tuple(std::move(elements));
    result.metadata_ = metadata_;
    result.shardGroup_ = shardGroup_;
    return result;
  }
  if (kind_ != ShardingKind::Tiled) return *this;
  // Without subgroups nothing moves or sorts: a tiled sharding is its own normal form
  // (with its canonical iota form, as tiled() finds it) unless every tile dim is 1. Skips
  // transposing and re-checking a 2^20-device array on every call.
  if (subgroups_.empty() && std::any_of(tileDims_.begin(), tileDims_.end(), [](int64_t d) { return d != 1; })) {
    HloSharding result = *this;
    result.iota_ = lazy_ ? std::optional<IotaDevices>(lazy_->iota) : findIota(devices_);
    return result;
  }

  const std::size_t dataRank = tileDims_.size() - subgroups_.size();
  // Move subgroup dims of one kind next to each other (kinds in canonical order), and
  // the size-1 subgroup dims to the end, where the reshape below drops them.
  std::vector<int64_t> perm;
  std::vector<int64_t> mergedDims(tileDims_.begin(), tileDims_.begin() + dataRank);
  std::vector<SubgroupKind> mergedKinds;
  for (std::size_t d = 0; d < dataRank; ++d) perm.push_back(static_cast<int64_t>(d));
  constexpr std::array kOrder = {SubgroupKind::Replicated, SubgroupKind::Manual,
                                 SubgroupKind::Unreduced};
  for (SubgroupKind kind : kOrder) {
    int64_t size = 1;
    for (std::size_t i = 0; i < subgroups_.size(); ++i) {
      const int64_t dim = tileDims_[dataRank + i];
      if (subgroups_[i] != kind || dim == 1) continue;
      perm.push_back(static_cast<int64_t>(dataRank + i));
      size *= dim;
    }
    if (size > 1) {
      mergedKinds.push_back(kind);
      mergedDims.push_back(size);
    }
  }
  for (std::size_t i = 0; i < subgroups_.size(); ++i) {
    if (tileDims_[dataRank + i] == 1) perm.push_back(static_cast<int64_t>(dataRank + i));
  }
  const bool dataUntiled = std::all_of(mergedDims.begin(), mergedDims.begin() + dataRank,
                                       [](int64_t d) { return d == 1; });
  HloSharding result;
  if (dataUntiled && (mergedKinds.empty() ||
                      (mergedKinds.size() == 1 && mergedKinds[0] == SubgroupKind::Replicated))) {
    result = replicated();
  } else if (dataUntiled && mergedKinds.size() == 1 && mergedKinds[0] == SubgroupKind::Manual) {
    result = manual();
  } else if (const auto iota = lazy_ ? normalFormIota(lazy_->iota, tileDims_, perm, mergedDims, mergedKinds, dataRank)
                                     : std::nullopt) {
    result = tiledIota(std::move(mergedDims), *iota, std::move(mergedKinds));
  } else {
    std::vector<int64_t> devices = transposeArray(this->devices(), tileDims_, perm);
    // Replicas hold the same data and unreduced members are summed: order inside such a
    // group carries no meaning.
    for (std::size_t k = 0; k < mergedKinds.size(); ++k) {
      if (mergedKinds[k] != SubgroupKind::Manual) sortAlongAxis(devices, mergedDims, dataRank + k);
    }
    result = tiled(std::move(mergedDims), std::move(devices), std::move(mergedKinds));
  }
  result.metadata_ = metadata_;
  result.shardGroup_ = shardGroup_;
  return result;
}

}  // namespace shardscope::sharding
