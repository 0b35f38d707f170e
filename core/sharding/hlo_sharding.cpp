#include "sharding/hlo_sharding.h"

#include <algorithm>
#include <stdexcept>

#include "sharding/device_array.h"
#include "sharding/iota_devices.h"

namespace shardscope::sharding {

HloSharding HloSharding::replicated() { return HloSharding(); }

HloSharding HloSharding::manual() {
  HloSharding s;
  s.kind_ = ShardingKind::Manual;
  return s;
}

HloSharding HloSharding::unknown() {
  HloSharding s;
  s.kind_ = ShardingKind::Unknown;
  return s;
}

HloSharding HloSharding::maximal(int64_t device) {
  if (device < 0 || device >= kMaxDevices) {
    throw std::invalid_argument("maximal sharding device id out of range");
  }
  HloSharding s;
  s.kind_ = ShardingKind::Maximal;
  s.maximalDevice_ = device;
  return s;
}

HloSharding HloSharding::tiled(std::vector<int64_t> tileDims, std::vector<int64_t> devices,
                               std::vector<SubgroupKind> subgroups) {
  if (tileDims.empty() || static_cast<int64_t>(tileDims.size()) > kMaxTileRank) {
    throw std::invalid_argument("tile assignment needs 1 to kMaxTileRank dimensions");
  }
  const auto count = checkedProduct(tileDims, kMaxDevices);
  if (!count) throw std::invalid_argument("tile dims must be >= 1 with product <= kMaxDevices");
  if (static_cast<int64_t>(devices.size()) != *count) {
    throw std::invalid_argument("device count differs from the product of the tile dims");
  }
  if (subgroups.size() > tileDims.size()) {
    throw std::invalid_argument("more subgroup kinds than tile dims");
  }
  if (const auto problem = findDeviceIdProblem(devices, kMaxDevices)) {
    throw std::invalid_argument(problem->outOfRange ? "device id out of range" : "device listed twice in tile assignment");
  }
  HloSharding s;
  s.kind_ = ShardingKind::Tiled;
  s.tileDims_ = std::move(tileDims);
  s.devices_ = std::move(devices);
  s.subgroups_ = std::move(subgroups);
  s.iota_ = findIota(s.devices_);
  return s;
}

HloSharding HloSharding::tuple(std::vector<HloSharding> elements) {
  HloSharding s;
  s.kind_ = ShardingKind::Tuple;
  s.tuple_ = std::move(elements);
  return s;
}

bool HloSharding::isReplicated() const {
  switch (kind_) {
    case ShardingKind::Replicated:
      return true;
    case ShardingKind::Tiled:
      return normalized().kind_ == ShardingKind::Replicated;
    case ShardingKind::Tuple:
      return std::all_of(tuple_.begin(), tuple_.end(),
                         [](const HloSharding& e) { return e.isReplicated(); });
    default:
      return false;
  }
}

bool HloSharding::isManual() const {
  if (kind_ == ShardingKind::Manual) return true;
  return kind_ == ShardingKind::Tiled && normalized().kind_ == ShardingKind::Manual;
}

int64_t HloSharding::dataRank() const {
  if (kind_ != ShardingKind::Tiled) return 0;
  return static_cast<int64_t>(tileDims_.size() - subgroups_.size());
}

int64_t HloSharding::numDevices() const {
  switch (kind_) {
    case ShardingKind::Tiled:
      return static_cast<int64_t>(devices_.size());
    case ShardingKind::Tuple: {
      int64_t most = 0;
      for (const HloSharding& e : tuple_) most = std::max(most, e.numDevices());
      return most;
    }
    default:
      return 1;
  }
}

bool HloSharding::setIota(std::optional<IotaDevices> iota) {
  if (!iota) {
    iota_.reset();
    return true;
  }
  if (kind_ != ShardingKind::Tiled) return false;
  const auto count = checkedProduct(iota->reshapeDims, kMaxDevices);
  if (!count || *count != static_cast<int64_t>(devices_.size())) return false;
  if (!iota->transposePerm.empty() &&
      !isPermutation(iota->transposePerm, iota->reshapeDims.size())) {
    return false;
  }
  if (expandIota(*iota) != devices_) return false;
  iota_ = std::move(iota);
  return true;
}

bool HloSharding::sameStructure(const HloSharding& other) const {
  if (kind_ != other.kind_ || shardGroup_ != other.shardGroup_) return false;
  switch (kind_) {
    case ShardingKind::Maximal:
      return maximalDevice_ == other.maximalDevice_;
    case ShardingKind::Tiled:
      return tileDims_ == other.tileDims_ && subgroups_ == other.subgroups_ &&
             devices_ == other.devices_;
    case ShardingKind::Tuple:
      if (tuple_.size() != other.tuple_.size()) return false;
      for (std::size_t i = 0; i < tuple_.size(); ++i) {
        if (!tuple_[i].sameStructure(other.tuple_[i])) return false;
      }
      return true;
    default:
      return true;
  }
}

namespace {

// True when the value is already in normal form without running normalized(): the
// common case of a plain tiling that shards at least one data dim.
bool isPlainTiling(const HloSharding& s) {
  if (!s.isTiled() || !s.subgroups().empty()) return false;
  return std::any_of(s.tileDims().begin(), s.tileDims().end(),
                     [](int64_t d) { return d > 1; });
}

bool isLeafKind(const HloSharding& s) { return !s.isTiled() && !s.isTuple(); }

}  // namespace

bool operator==(const HloSharding& a, const HloSharding& b) {
  if ((isPlainTiling(a) || isLeafKind(a)) && (isPlainTiling(b) || isLeafKind(b))) {
    return a.sameStructure(b);
  }
  return a.normalized().sameStructure(b.normalized());
}

}  // namespace shardscope::sharding
