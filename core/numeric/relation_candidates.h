#pragma once
// The relations an intermediate distributed value may have to its baseline value
// (DESIGN.md): replicated; tiled by any sharding the distributed module names
// (parameters, ROOT, annotated instructions); partial over all devices or over the
// replica groups its collectives use, of the whole value or of such a tile. The whole
// layer compares each paired instruction under these and keeps the one that fits.

#include "ir/module.h"
#include "numeric/tile_relation.h"

#include <vector>

namespace shardscope::numeric {

std::vector<TileRelation> relationCandidates(const ir::Module& distributed, int64_t numDevices);

}  // namespace shardscope::numeric
