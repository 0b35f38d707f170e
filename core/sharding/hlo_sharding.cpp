#include "sharding/hlo_sharding.h"

#include <algorithm>
#include <stdexcept>

#include "sharding/device_array.h"
#include "sharding/iota_devices.h"
#include "support/input_budget.h"

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

HloSharding HloSharding::tiledIota(std::vector<int64_t> tileDims, IotaDevices iota,
                                   std::vector<SubgroupKind> subgroups) {
  if (tileDims.empty() || static_cast<int64_t>(tileDims.size()) > kMaxTileRank) {
    throw std::invalid_argument("tile assignment needs 1 to kMaxTileRank dimensions");
  }
  const auto count = checkedProduct(tileDims, kMaxDevices);
  if (!count) throw std::invalid_argument("tile dims must be >= 1 with product <= kMaxDevices");
  if (iota.reshapeDims.empty() || static_cast<int64_t>(iota.reshapeDims.size()) > kMaxTileRank) {
    throw std::invalid_argument("iota reshape needs 1 to kMaxTileRank dimensions");
  }
  const auto reshapeCount = checkedProduct(iota.reshapeDims, kMaxDevices);
  if (!reshapeCount || *reshapeCount != *count) {
    throw std::invalid_argument("device count differs from the product of the tile dims");
  }
  if (!iota.transposePerm.empty() && !isPermutation(iota.transposePerm, iota.reshapeDims.size())) {
    throw std::invalid_argument("iota transpose is not a permutation of the reshape dims");
  }
  if (subgroups.size() > tileDims.size()) {
    throw std::invalid_argument("more subgroup kinds than tile dims");
  }
  HloSharding s;
  s.kind_ = ShardingKind::Tiled;
  s.tileDims_ = std::move(tileDims);
  s.subgroups_ = std::move(subgroups);
  s.lazy_ = std::make_shared<LazyIotaDevices>(canonicalIota(iota));
  s.iota_ = s.lazy_->iota;
  return s;
}

const std::vector<int64_t>& HloSharding::devices() const {
  if (!lazy_) return devices_;
  if (lazy_->ready.load(std::memory_order_acquire)) return lazy_->devices;
  return expandLazy();
}

const std::vector<int64_t>& HloSharding::expandLazy() const {
  std::lock_guard<std::mutex> lock(lazy_->mutex);
  if (lazy_->ready.load(std::memory_order_relaxed)) return lazy_->devices;
  // 2^20 device ids from a few bytes of text: charged where it is made, to the load or
  // analysis that asks for it (support/input_budget.h).
  std::string overBudget;
  if (!chargeInputBudget(BudgetItem::DeviceIds, iotaDeviceCount(lazy_->iota), &overBudget)) {
    throw BudgetExceeded("expanding the tile assignment " + toString(false) + ": " + overBudget);
  }
  lazy_->devices = expandIota(lazy_->iota);
  lazy_->ready.store(true, std::memory_order_release);
  return lazy_->devices;
}

bool HloSharding::devicesSymbolic() const {
  return lazy_ && !lazy_->ready.load(std::memory_order_acquire);
}

int64_t HloSharding::deviceAt(int64_t tileIndex) const {
  if (kind_ != ShardingKind::Tiled || tileIndex < 0 || tileIndex >= numDevices()) return -1;
  return lazy_ ? iotaDeviceAt(lazy_->iota, tileIndex) : devices_[static_cast<std::size_t>(tileIndex)];
}

int64_t HloSharding::tileIndexOf(int64_t device) const {
  if (kind_ != ShardingKind::Tiled) return -1;
  if (lazy_) return iotaPositionOf(lazy_->iota, device);
  const auto found = std::find(devices_.begin(), devices_.end(), device);
  return found == devices_.end() ? -1 : static_cast<int64_t>(found - devices_.begin());
}

std::optional<IotaDevices> HloSharding::knownCanonicalIota() const {
  if (lazy_) return lazy_->iota;
  if (iota_) return canonicalIota(*iota_);
  return std::nullopt;
}

bool HloSharding::sameDevices(const HloSharding& other) const {
  if (lazy_ && lazy_ == other.lazy_) return true;
  const auto mine = knownCanonicalIota();
  const auto theirs = other.knownCanonicalIota();
  if (mine && theirs) return *mine == *theirs;
  if (!lazy_ && !other.lazy_) return devices_ == other.devices_;
  // One symbolic list against an explicit one that has no iota spelling: equal only if
  // the explicit list is that iota pattern after all (its spelling was cleared).
  const HloSharding& explicitOne = lazy_ ? other : *this;
  const IotaDevices& symbolic = lazy_ ? *mine : *theirs;
  if (static_cast<int64_t>(explicitOne.devices_.size()) != iotaDeviceCount(symbolic)) return false;
  const auto found = findIota(explicitOne.devices_);
  return found && *found == symbolic;
}

namespace {
void mixHash(std::size_t& seed, std::size_t value) { seed ^= value + 0x9e3779b97f4a7c15ULL + (seed << 6) + (seed >> 2); }
}  // namespace

std::size_t HloSharding::devicesHash() const {
  std::size_t seed = 0;
  auto iota = knownCanonicalIota();
  if (!iota && !devices_.empty()) iota = findIota(devices_);
  if (iota) {
    mixHash(seed, 1);
    for (int64_t d : iota->reshapeDims) mixHash(seed, static_cast<std::size_t>(d));
    mixHash(seed, 2);
    for (int64_t p : iota->transposePerm) mixHash(seed, static_cast<std::size_t>(p));
    return seed;
  }
  for (int64_t d : devices_) mixHash(seed, static_cast<std::size_t>(d));
  return seed;
}

int64_t HloSharding::keptDeviceIds() const {
  if (!lazy_) return static_cast<int64_t>(devices_.size());
  return static_cast<int64_t>(lazy_->iota.reshapeDims.size() + lazy_->iota.transposePerm.size());
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
      return lazy_ ? iotaDeviceCount(lazy_->iota) : static_cast<int64_t>(devices_.size());
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
    if (lazy_) {  // the printer is to write the explicit list: keep one
      devices_ = devices();
      lazy_.reset();
    }
    iota_.reset();
    return true;
  }
  if (kind_ != ShardingKind::Tiled) return false;
  const auto count = checkedProduct(iota->reshapeDims, kMaxDevices);
  if (!count || *count != numDevices()) return false;
  if (!iota->transposePerm.empty() &&
      !isPermutation(iota->transposePerm, iota->reshapeDims.size())) {
    return false;
  }
  if (lazy_ ? canonicalIota(*iota) != lazy_->iota : expandIota(*iota) != devices_) return false;
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
             sameDevices(other);
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
