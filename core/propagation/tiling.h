#pragma once
// Tiling: the working form of a tiled sharding during propagation. A GSPMD tile
// assignment whose subgroups are replication and manual (a partially manual sharding),
// held as per-dimension tile counts, a manual count, a replication count and the
// device array (row-major over dims, then manual, then replication). Rules move the data
// dims and leave the manual part as it is, so they propagate over the non-manual part.
// The operations are XLA's hlo_sharding_util ones that propagation needs: replicate
// some dims, move dims to new positions (transpose, broadcast, dot), reshape, merge
// two partial shardings, and compare specificity.
#include "sharding/hlo_sharding.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace shardscope::propagation {

struct Tiling {
  std::vector<int64_t> dims;      // tiles along each data dimension
  int64_t manual = 1;             // size of the manual subgroup (1: not partially manual)
  int64_t replication = 1;        // devices holding each tile (of one manual shard)
  std::vector<int64_t> devices;   // row-major over dims..., manual, replication

  int64_t numTiles() const;
  std::vector<int64_t> arrayDims() const;  // dims followed by manual and replication
};

// The tiling of a tiled sharding of an array of `rank` dims; nullopt for replicated,
// maximal, manual, tuple shardings, unreduced subgroups or a rank mismatch.
std::optional<Tiling> tilingOf(const sharding::HloSharding& sharding, int64_t rank);
// Back to a sharding: {replicated} when no dim is tiled, last_tile_dim_replicate when
// tiles are replicated, last_tile_dims={..., manual} (XLA's order) when partially manual.
sharding::HloSharding toSharding(const Tiling& tiling);

// Moves the tiles of `dims` into the replication group (XLA's
// PartiallyReplicateTiledShardingOnDims).
Tiling replicateDims(const Tiling& tiling, const std::vector<int64_t>& dims);
// Maps input dim i to output dim inToOut[i] (-1: that dim's tiles become replication);
// output dims nobody maps to get one tile. Covers transpose, broadcast, reduce, dot.
Tiling mapDims(const Tiling& tiling, int64_t outRank, const std::vector<int64_t>& inToOut);
// Same as mapDims on a sharding; replicated and maximal pass through unchanged.
std::optional<sharding::HloSharding> mapShardingDims(const sharding::HloSharding& sharding,
                                                     int64_t inRank, int64_t outRank,
                                                     const std::vector<int64_t>& inToOut);

// XLA's PropagateShardingThroughReshape: the sharding of the reshape result (or of its
// operand, called with the shapes swapped). Dims that cannot be carried are replicated.
sharding::HloSharding reshapeSharding(const std::vector<int64_t>& sourceShape,
                                      const std::vector<int64_t>& targetShape,
                                      const sharding::HloSharding& sharding);

// XLA's MergeShardingIfCompatible for two partially replicated tilings over the same
// devices: the merged tiling when every dim agrees (or is tiled by one side only), the
// manual parts are the same, the devices agree and the result has at least
// `minimumTiles` tiles.
std::optional<Tiling> mergeCompatible(const Tiling& from, const Tiling& into, int64_t minimumTiles);

// Facts XLA's merge decisions use.
bool isTileMaximal(const sharding::HloSharding& sharding);
int64_t numTiles(const sharding::HloSharding& sharding);  // data tiles; 1 when tile maximal
bool isSpatiallyPartitioned(const sharding::HloSharding& sharding);
bool hasPartialReplication(const sharding::HloSharding& sharding);
// Equality by meaning with a fast path for identical structure.
bool sameSharding(const sharding::HloSharding& a, const sharding::HloSharding& b);
// XLA's IsShardingMoreSpecific: more tiles, tiled over maximal, maximal over replicated.
bool isMoreSpecific(const sharding::HloSharding& lhs, const sharding::HloSharding& rhs);
// Every dim of `shape` divides evenly by its tiles (tuples: every leaf).
bool dividesEvenly(const sharding::HloSharding& sharding, const std::vector<int64_t>& shape);
// The sharding has a manual subgroup of more than one device (partially manual).
bool hasManualSubgroup(const sharding::HloSharding& sharding);
// Both shardings split their devices into the same manual groups, or neither is
// partially manual: only then may one replace or merge into the other.
bool sameManualPart(const sharding::HloSharding& a, const sharding::HloSharding& b);
// XLA's IsSubTilingOrEqualSharding: every device's tile of an array of `shape` under
// `sub` lies inside its tile under `sharding` (so going from `sharding` to `sub` needs
// no data movement, only a local slice).
bool isSubTilingOrEqual(const std::vector<int64_t>& shape, const sharding::HloSharding& sub,
                        const sharding::HloSharding& sharding);

}  // namespace shardscope::propagation
