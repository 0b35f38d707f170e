#pragma once
// The compact iota spelling of a device list, `<=[reshape]T(perm)`: expanding it, and
// finding the canonical one for an explicit list (XLA prints iota whenever it can); and
// what consumers ask of an iota list without expanding it: the device at a position, the
// position of a device, the canonical form of a spelling, a transpose of the tile array,
// whether its lines are sorted. A 2^20-device tile assignment answers these in O(rank).

#include <atomic>
#include <cstdint>
#include <mutex>
#include <optional>
#include <span>
#include <vector>

#include "sharding/hlo_sharding.h"

namespace shardscope::sharding {

// The device list `iota` stands for. Preconditions: reshapeDims are >= 1 with a product
// the caller has bounded, transposePerm is empty or a permutation of them.
std::vector<int64_t> expandIota(const IotaDevices& iota);

// The canonical iota form of `devices` (fewest reshape dims, no size-1 dims, no
// transpose when none is needed), or nullopt when the list is not an iota pattern.
std::optional<IotaDevices> findIota(std::span<const int64_t> devices);

// The same preconditions as expandIota for all of these.
// findIota(expandIota(iota)), computed from the spelling alone.
IotaDevices canonicalIota(const IotaDevices& iota);
// Number of devices the iota names (product of its reshape dims).
int64_t iotaDeviceCount(const IotaDevices& iota);
// expandIota(iota)[position]; position in [0, count).
int64_t iotaDeviceAt(const IotaDevices& iota, int64_t position);
// The position of `device` in expandIota(iota), -1 when it is not in [0, count).
int64_t iotaPositionOf(const IotaDevices& iota, int64_t device);
// The iota form of transposeArray(expandIota(iota), dims, perm), or nullopt when the
// array's dims cut the iota's digits where no iota form follows (the caller expands).
// dims multiply to the iota's count; perm is a permutation of them.
std::optional<IotaDevices> transposeIotaArray(const IotaDevices& iota, std::span<const int64_t> dims,
                                              std::span<const int64_t> perm);
// Whether every run of `lineLength` consecutive devices (from position 0) is increasing:
// true/false, or nullopt when the runs cut the digits where this cannot be read off.
std::optional<bool> iotaLinesSorted(const IotaDevices& iota, int64_t lineLength);

// A tiled sharding's iota device list kept symbolic: its canonical form, and the expanded
// list once a consumer asks for it (HloSharding::devices()). Copies of a sharding share
// one; the first caller expands under the mutex, later callers read `ready` and the list.
struct LazyIotaDevices {
  explicit LazyIotaDevices(IotaDevices canonicalForm) : iota(std::move(canonicalForm)) {}
  const IotaDevices iota;
  std::mutex mutex;
  std::atomic<bool> ready{false};
  std::vector<int64_t> devices;
};

}  // namespace shardscope::sharding
