#pragma once
// The compact iota spelling of a device list, `<=[reshape]T(perm)`: expanding it, and
// finding the canonical one for an explicit list (XLA prints iota whenever it can).

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

}  // namespace shardscope::sharding
