#pragma once
// When a proposed sharding replaces what an instruction has: XLA's
// ReturnImprovedShardingImpl (more specific, or a compatible merge of two partial
// shardings in SPMD mode after level 0), the manual-sharding facts that keep {manual}
// where it is, and the leaf-by-leaf view of tuple shardings these need.
#include "ir/shape.h"
#include "propagation/op_rules.h"
#include "sharding/hlo_sharding.h"

#include <cstddef>
#include <optional>
#include <vector>

namespace shardscope::propagation {

// The sharding to take instead of `to` (null: none), or null when `from` is no improvement.
ShardingPtr improvedSharding(const ShardingPtr& from, const ShardingPtr& to, bool mayCombine);
std::optional<sharding::HloSharding> improvedShardingValue(const sharding::HloSharding& from,
                                                           const sharding::HloSharding* to, bool mayCombine);

// XLA's guard against resharding (ReturnImprovedShardingImpl without
// allow_aggressive_resharding): a more specific `next` that is not a merge may replace a
// tiled `current` only when every dim tiled in `current` keeps its tiles and `current`
// is `next` with the extra dims replicated. True when XLA would refuse `next`.
bool reshardsTiledDims(const sharding::HloSharding& next, const sharding::HloSharding& current, int64_t rank);

// The guard as applied to a proposal from a user: `next` (what improvedSharding gave
// for `proposal` over `current`) is refused when it is not a merge (as many tiles as
// the proposal), reshards a tiled dim, and is not a sub-tiling of `current` (XLA's
// IsSubTilingOrEqualSharding: a tiled dim may be split further, e.g.
// [4,1,2 last_tile_dim_replicate] -> [8,1], when each device's new tile lies inside
// its old one).
bool refusedAsResharding(const sharding::HloSharding& next, const sharding::HloSharding* current,
                         const sharding::HloSharding& proposal, const ir::Shape& shape);

// {manual}, or a tiled sharding that means the same.
bool isManualLeaf(const sharding::HloSharding& sharding);
// The sharding or one of its tuple leaves is manual: nothing automatic replaces those.
bool holdsManual(const sharding::HloSharding& sharding);
// {manual} on every leaf of `shape` (XLA's NormalizeTupleSharding of a manual sharding).
ShardingPtr manualFor(const ir::Shape& shape);
// `current` with every leaf that is manual in `value` and missing or tile-maximal in
// `current` made manual; null when nothing changes.
ShardingPtr withManualLeaves(const ShardingPtr& value, const ShardingPtr& current, const ir::Shape& shape);

// Both tiled with as many tiles but different (leaf by leaf for tuples): they cannot
// both hold, and neither improves the other.
bool equallySpecificButDifferent(const sharding::HloSharding& a, const sharding::HloSharding& b);

// Array leaves of a shape in XLA's flat order, and their count.
std::vector<const ir::Shape*> leafShapes(const ir::Shape& shape);
std::size_t leafCount(const ir::Shape& shape);
// The leaves of a sharding on a shape with `count` leaves (a non-tuple sharding applies
// to every leaf); empty when there is none or it does not fit.
std::vector<const sharding::HloSharding*> leavesOf(const ShardingPtr& sharding, std::size_t count);

}  // namespace shardscope::propagation
