#pragma once
// The relations an intermediate distributed value may have to its baseline counterpart
// (DESIGN.md): replicated; tiled, by the tiling its operands carry, by its own
// `sharding=`, by any sharding the module names, or by any regular tiling that turns
// the baseline shape into the per-device shape; partial (the sum over a device group
// equals the whole value or such a tile) over all devices or over the replica groups the
// module's reducing collectives use; and partial max / min over those groups (a
// max-reduce over a sharded dimension). The whole layer compares an instruction under
// these, in this order (complete before partial), and keeps the first that fits.

#include "ir/module.h"
#include "numeric/tile_relation.h"

#include <cstdint>
#include <vector>

namespace shardscope::numeric {

// What the module offers once: the shardings it names and its reduction groups.
struct RelationVocabulary {
  int64_t numDevices = 1;
  std::vector<sharding::HloSharding> namedTilings;            // tiled, not replicated
  std::vector<std::vector<std::vector<int64_t>>> groupSets;   // all devices first
};

RelationVocabulary relationVocabulary(const ir::Module& distributed, int64_t numDevices);

// Candidates for a value of per-device shape `localDims` whose counterpart has shape
// `fullDims`. `derived` (the relations its operands or its layout op carry) and `own`
// (its `sharding=`, if any) come first.
std::vector<TileRelation> relationCandidates(const RelationVocabulary& vocabulary, const std::vector<int64_t>& fullDims,
                                             const std::vector<int64_t>& localDims, const std::vector<TileRelation>& derived);

}  // namespace shardscope::numeric
