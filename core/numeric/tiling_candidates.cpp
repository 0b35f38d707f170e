#include "numeric/tiling_candidates.h"

#include <stdexcept>

namespace shardscope::numeric {

std::vector<sharding::HloSharding> regularTilings(const std::vector<int64_t>& fullDims, const std::vector<int64_t>& localDims,
                                                  int64_t numDevices) {
  std::vector<sharding::HloSharding> tilings;
  if (fullDims.size() != localDims.size() || numDevices < 2) return tilings;
  std::vector<int64_t> tileDims;
  int64_t tiles = 1;
  for (std::size_t d = 0; d < fullDims.size(); ++d) {
    if (localDims[d] <= 0 || fullDims[d] % localDims[d] != 0) return tilings;
    tileDims.push_back(fullDims[d] / localDims[d]);
    tiles *= tileDims.back();
    if (tiles > numDevices) return tilings;
  }
  if (tiles < 2 || numDevices % tiles != 0) return tilings;
  const int64_t replicas = numDevices / tiles;
  std::vector<sharding::SubgroupKind> subgroups;
  if (replicas > 1) {
    tileDims.push_back(replicas);
    subgroups.push_back(sharding::SubgroupKind::Replicated);
  }
  // Tile-major: the tile assignment is iota(N) itself.
  std::vector<int64_t> tileMajor(static_cast<std::size_t>(numDevices));
  for (int64_t d = 0; d < numDevices; ++d) tileMajor[d] = d;
  // Replica-major: tile t, replica r holds device r * tiles + t.
  std::vector<int64_t> replicaMajor(static_cast<std::size_t>(numDevices));
  for (int64_t t = 0; t < tiles; ++t)
    for (int64_t r = 0; r < replicas; ++r) replicaMajor[t * replicas + r] = r * tiles + t;
  try {
    tilings.push_back(sharding::HloSharding::tiled(tileDims, tileMajor, subgroups));
    if (replicas > 1) tilings.push_back(sharding::HloSharding::tiled(tileDims, replicaMajor, subgroups));
  } catch (const std::invalid_argument&) {
    tilings.clear();  // sizes past the sharding's own limits: nothing regular to offer
  }
  return tilings;
}

}  // namespace shardscope::numeric
