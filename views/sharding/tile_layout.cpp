#include "views/sharding/tile_layout.h"

#include <algorithm>

namespace shardscope::views {

namespace {

TileLayout wholeTensor(const std::vector<int64_t>& shape, std::vector<int64_t> devices) {
  TileLayout layout;
  layout.shape = shape;
  layout.tilesPerDim.assign(shape.size(), 1);
  TileBlock block;
  block.tileIndex.assign(shape.size(), 0);
  for (int64_t size : shape) block.ranges.emplace_back(0, size);
  block.devices = std::move(devices);
  layout.replicas = static_cast<int64_t>(block.devices.size());
  layout.blocks.push_back(std::move(block));
  return layout;
}

}  // namespace

std::variant<TileLayout, std::string> computeTileLayout(const sharding::HloSharding& sharding,
                                                        const std::vector<int64_t>& shape, int64_t numDevices) {
  for (int64_t size : shape)
    if (size < 0) return std::string("the shape has a negative dimension");
  switch (sharding.kind()) {
    case sharding::ShardingKind::Tuple: return std::string("a tuple sharding: select one element's tensor");
    case sharding::ShardingKind::Manual: return std::string("a manual sharding: each device holds its own data, no global tiling");
    case sharding::ShardingKind::Unknown: return std::string("an unknown sharding: nothing to draw");
    case sharding::ShardingKind::Maximal: {
      TileLayout layout = wholeTensor(shape, {sharding.maximalDevice()});
      layout.maximal = true;
      return layout;
    }
    case sharding::ShardingKind::Replicated: {
      if (numDevices < 1 || numDevices > sharding::HloSharding::kMaxDevices)
        return std::string("the mesh has no devices");
      std::vector<int64_t> all(static_cast<std::size_t>(numDevices));
      for (int64_t d = 0; d < numDevices; ++d) all[static_cast<std::size_t>(d)] = d;
      return wholeTensor(shape, std::move(all));
    }
    case sharding::ShardingKind::Tiled: break;
  }
  const int64_t rank = static_cast<int64_t>(shape.size());
  if (sharding.dataRank() != rank)
    return "the sharding tiles " + std::to_string(sharding.dataRank()) + " dims, the tensor has " + std::to_string(rank);
  TileLayout layout;
  layout.shape = shape;
  const auto& tileDims = sharding.tileDims();
  layout.tilesPerDim.assign(tileDims.begin(), tileDims.begin() + rank);
  int64_t subgroupSize = 1;
  for (std::size_t k = 0; k < sharding.subgroups().size(); ++k) {
    const int64_t size = tileDims[static_cast<std::size_t>(rank) + k];
    subgroupSize *= size;
    switch (sharding.subgroups()[k]) {
      case sharding::SubgroupKind::Replicated: layout.replicas *= size; break;
      case sharding::SubgroupKind::Unreduced: layout.partial *= size; break;
      case sharding::SubgroupKind::Manual:
        if (size > 1) return std::string("manual subgroups: each device group holds its own data, no global tiling");
        break;
    }
  }
  int64_t blockCount = 1;
  for (int64_t tiles : layout.tilesPerDim) blockCount *= tiles;  // bounded by kMaxDevices
  if (blockCount > kMaxDrawnBlocks)
    return std::to_string(blockCount) + " blocks are too many to draw (at most " + std::to_string(kMaxDrawnBlocks) + ")";
  const auto& devices = sharding.devices();
  std::vector<int64_t> index(static_cast<std::size_t>(rank), 0);
  layout.blocks.reserve(static_cast<std::size_t>(blockCount));
  for (int64_t linear = 0; linear < blockCount; ++linear) {
    TileBlock block;
    block.tileIndex = index;
    for (int64_t d = 0; d < rank; ++d) {
      const int64_t tiles = layout.tilesPerDim[static_cast<std::size_t>(d)];
      const int64_t size = shape[static_cast<std::size_t>(d)];
      const int64_t chunk = (size + tiles - 1) / tiles;  // XLA's ceil-divided tile
      const int64_t begin = std::min(size, index[static_cast<std::size_t>(d)] * chunk);
      block.ranges.emplace_back(begin, std::min(size, begin + chunk));
    }
    const auto first = devices.begin() + linear * subgroupSize;
    block.devices.assign(first, first + subgroupSize);
    layout.blocks.push_back(std::move(block));
    for (int64_t d = rank - 1; d >= 0; --d) {  // row-major increment
      if (++index[static_cast<std::size_t>(d)] < layout.tilesPerDim[static_cast<std::size_t>(d)]) break;
      index[static_cast<std::size_t>(d)] = 0;
    }
  }
  return layout;
}

}  // namespace shardscope::views
