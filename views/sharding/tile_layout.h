#pragma once
// Which block of a tensor each device holds under one sharding: the geometry the tile
// view draws, computed apart from the painting so tests can check it. Works for any
// rank; blocks follow XLA's tiling (ceil-divided tiles, the last ones may be short or
// empty), and devices of a trailing subgroup share a block either as replicas or as
// summands of a pending sum (unreduced, DTensor's Partial()).
#include "sharding/hlo_sharding.h"

#include <cstdint>
#include <string>
#include <utility>
#include <variant>
#include <vector>

namespace shardscope::views {

struct TileBlock {
  std::vector<int64_t> tileIndex;                      // per data dim
  std::vector<std::pair<int64_t, int64_t>> ranges;     // [begin, end) per data dim
  std::vector<int64_t> devices;                        // every device that holds it
};

struct TileLayout {
  std::vector<int64_t> shape;
  std::vector<int64_t> tilesPerDim;  // one entry per dim of `shape`
  std::vector<TileBlock> blocks;     // row-major over tileIndex
  int64_t replicas = 1;  // devices per block holding the same copy
  int64_t partial = 1;   // devices per block holding one summand of a pending sum
  bool maximal = false;  // one device holds everything
};

// Largest number of blocks the view draws; a finer tiling is refused with a message
// rather than drawn as a million specks.
inline constexpr int64_t kMaxDrawnBlocks = 4096;

// `numDevices` is used for a replicated (or absent) sharding: every device holds all.
// Errors: manual shardings (no global picture), tuples, a rank mismatch, too many blocks.
std::variant<TileLayout, std::string> computeTileLayout(const sharding::HloSharding& sharding,
                                                        const std::vector<int64_t>& shape, int64_t numDevices);

}  // namespace shardscope::views
