#pragma once
// The regular tilings that turn a baseline (whole) shape into a per-device shape: each
// dimension cut into full/local equal blocks, the devices laid out in iota order with
// any leftover factor as replication, either tile-major (devices 0..K-1 hold distinct
// tiles, as `devices=[2,1,2]<=[4] last_tile_dim_replicate`) or replica-major (the
// replicas of a tile are K apart). An intermediate value's sharding is rarely written
// in the module, so the whole layer derives these from the shapes.

#include "sharding/hlo_sharding.h"

#include <cstdint>
#include <vector>

namespace shardscope::numeric {

// Every regular tiling of `fullDims` into `localDims` over `numDevices` devices, without
// the replicated one; empty when the ranks differ or a dim does not divide evenly.
std::vector<sharding::HloSharding> regularTilings(const std::vector<int64_t>& fullDims, const std::vector<int64_t>& localDims,
                                                  int64_t numDevices);

}  // namespace shardscope::numeric
