// HloSharding::normalized: the canonical form that equality compares, following XLA's
// HloSharding::Subgroup and PartialTile constructors.
#include <algorithm>
#include <array>

#include "sharding/device_array.h"
#include "sharding/hlo_sharding.h"
#include "sharding/iota_devices.h"

namespace shardscope::sharding {

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
    result.iota_ = findIota(devices_);
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
  std::vector<int64_t> devices = transposeArray(devices_, tileDims_, perm);
  // Replicas hold the same data and unreduced members are summed: order inside such a
  // group carries no meaning.
  for (std::size_t k = 0; k < mergedKinds.size(); ++k) {
    if (mergedKinds[k] != SubgroupKind::Manual) sortAlongAxis(devices, mergedDims, dataRank + k);
  }

  const bool dataUntiled = std::all_of(mergedDims.begin(), mergedDims.begin() + dataRank,
                                       [](int64_t d) { return d == 1; });
  HloSharding result;
  if (dataUntiled && (mergedKinds.empty() ||
                      (mergedKinds.size() == 1 && mergedKinds[0] == SubgroupKind::Replicated))) {
    result = replicated();
  } else if (dataUntiled && mergedKinds.size() == 1 && mergedKinds[0] == SubgroupKind::Manual) {
    result = manual();
  } else {
    result = tiled(std::move(mergedDims), std::move(devices), std::move(mergedKinds));
  }
  result.metadata_ = metadata_;
  result.shardGroup_ = shardGroup_;
  return result;
}

}  // namespace shardscope::sharding
