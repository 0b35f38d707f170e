#pragma once
// The few GSPMD shardings the strategies annotate parameters and results with, built
// as HloSharding values (printed in XLA's iota form).

#include "sharding/hlo_sharding.h"

#include <cstdint>

namespace shardscope::zoo {

// Dim `dim` of a rank-`rank` array split over `devices` devices: {devices=[1,..,N,..,1]<=[N]}.
sharding::HloSharding tiledAlong(int64_t rank, int64_t dim, int64_t devices);
// Dim `dim` split into `parts` (< devices) tiles, each replicated on devices/parts
// consecutive devices: {devices=[1,..,parts,..,1,R]<=[N] last_tile_dim_replicate}.
sharding::HloSharding tiledAlongReplicated(int64_t rank, int64_t dim, int64_t parts, int64_t devices);

}  // namespace shardscope::zoo
