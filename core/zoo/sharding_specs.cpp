#include "zoo/sharding_specs.h"

#include <numeric>
#include <vector>

namespace shardscope::zoo {

namespace {
std::vector<int64_t> iotaDevices(int64_t devices) {
  std::vector<int64_t> list(static_cast<std::size_t>(devices));
  std::iota(list.begin(), list.end(), int64_t{0});
  return list;
}
}  // namespace

sharding::HloSharding tiledAlong(int64_t rank, int64_t dim, int64_t devices) {
  std::vector<int64_t> tiles(static_cast<std::size_t>(rank), 1);
  tiles.at(dim) = devices;
  return sharding::HloSharding::tiled(std::move(tiles), iotaDevices(devices));
}

sharding::HloSharding tiledAlongReplicated(int64_t rank, int64_t dim, int64_t parts, int64_t devices) {
  if (parts >= devices) return tiledAlong(rank, dim, devices);
  std::vector<int64_t> tiles(static_cast<std::size_t>(rank), 1);
  tiles.at(dim) = parts;
  tiles.push_back(devices / parts);
  return sharding::HloSharding::tiled(std::move(tiles), iotaDevices(devices), {sharding::SubgroupKind::Replicated});
}

}  // namespace shardscope::zoo
