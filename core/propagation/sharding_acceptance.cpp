#include "propagation/sharding_acceptance.h"

#include "propagation/tiling.h"

#include <algorithm>

namespace shardscope::propagation {

using sharding::HloSharding;
using sharding::ShardingKind;

namespace {

ShardingPtr make(HloSharding sharding) { return std::make_shared<const HloSharding>(std::move(sharding)); }

}  // namespace

// {manual} itself, or a tiled sharding that means the same (checked only when cheap
// facts allow it: HloSharding::isManual normalises).
bool isManualLeaf(const HloSharding& sharding) {
  if (sharding.kind() == ShardingKind::Manual) return true;
  return sharding.kind() == ShardingKind::Tiled && isTileMaximal(sharding) && sharding.isManual();
}

// XLA keeps manual shardings: nothing automatic replaces them.
bool holdsManual(const HloSharding& sharding) {
  if (!sharding.isTuple()) return isManualLeaf(sharding);
  return std::any_of(sharding.tupleElements().begin(), sharding.tupleElements().end(), isManualLeaf);
}

// XLA's ReturnImprovedShardingImpl: the sharding to take instead of `to`, if any.
ShardingPtr improvedSharding(const ShardingPtr& from, const ShardingPtr& to, bool mayCombine) {
  if (!from) return nullptr;
  if (from == to) return nullptr;
  std::optional<HloSharding> value = improvedShardingValue(*from, to.get(), mayCombine);
  if (!value) return nullptr;
  if (value->isTuple()) return make(std::move(*value));
  return sameSharding(*value, *from) ? from : make(std::move(*value));
}

std::optional<HloSharding> improvedShardingValue(const HloSharding& from, const HloSharding* to, bool mayCombine) {
  if (to && !to->isTuple() && isManualLeaf(*to)) return std::nullopt;
  if (!isSpatiallyPartitioned(from)) return std::nullopt;
  if (!to || !isSpatiallyPartitioned(*to)) return from;
  if (from.isTuple() && to->isTuple() && from.tupleElements().size() == to->tupleElements().size()) {
    std::vector<HloSharding> elements = to->tupleElements();
    bool changed = false;
    for (std::size_t i = 0; i < elements.size(); ++i)
      if (auto e = improvedShardingValue(from.tupleElements()[i], &to->tupleElements()[i], mayCombine)) {
        elements[i] = std::move(*e);
        changed = true;
      }
    if (!changed) return std::nullopt;
    return HloSharding::tuple(std::move(elements));
  }
  if (from.isTuple() != to->isTuple()) return std::nullopt;
  if (sameSharding(from, *to)) return std::nullopt;
  // A partially manual sharding and one with other (or no) manual groups describe
  // different programs: neither replaces the other (XLA's merge requires equal manual
  // subgroups), only the tiles of the non-manual part are refined.
  if (!isTileMaximal(*to) && !sameManualPart(from, *to)) return std::nullopt;
  if (mayCombine && hasPartialReplication(from) && hasPartialReplication(*to)) {
    const int64_t rank = from.normalized().dataRank();
    std::optional<Tiling> a = tilingOf(from, rank);
    std::optional<Tiling> b = tilingOf(*to, rank);
    if (a && b)
      if (auto merged = mergeCompatible(*a, *b, std::max(a->numTiles(), b->numTiles()) + 1)) {
        HloSharding result = toSharding(*merged);
        if (!sameSharding(result, *to)) return result;
      }
  }
  if (isMoreSpecific(from, *to)) return from;
  return std::nullopt;
}

bool reshardsTiledDims(const HloSharding& next, const HloSharding& current, int64_t rank) {
  if (next.isTuple() || current.isTuple() || isTileMaximal(current) || isTileMaximal(next)) return false;
  std::optional<Tiling> a = tilingOf(next, rank);
  std::optional<Tiling> b = tilingOf(current, rank);
  if (!a || !b || a->dims.size() != b->dims.size()) return false;
  std::vector<int64_t> differing;
  for (std::size_t d = 0; d < a->dims.size(); ++d) {
    if (a->dims[d] == b->dims[d]) continue;
    if (b->dims[d] != 1) return true;
    differing.push_back(static_cast<int64_t>(d));
  }
  return !sameSharding(toSharding(replicateDims(*a, differing)), current);
}

bool refusedAsResharding(const HloSharding& next, const HloSharding* current, const HloSharding& proposal,
                         const ir::Shape& shape) {
  if (!current || next.isTuple() || proposal.isTuple() || numTiles(next) != numTiles(proposal)) return false;
  return reshardsTiledDims(next, *current, shape.rank()) && !(shape.isArray() && isSubTilingOrEqual(shape.dims, next, *current));
}

namespace {

void flattenShape(const ir::Shape& shape, std::vector<const ir::Shape*>& leaves) {
  if (!shape.isTuple()) {
    leaves.push_back(&shape);
    return;
  }
  for (const ir::Shape& element : shape.tupleShapes) flattenShape(element, leaves);
}

}  // namespace

// Array leaves of a shape in XLA's flat order.
std::vector<const ir::Shape*> leafShapes(const ir::Shape& shape) {
  std::vector<const ir::Shape*> leaves;
  flattenShape(shape, leaves);
  return leaves;
}

std::size_t leafCount(const ir::Shape& shape) { return leafShapes(shape).size(); }

// The leaves of a sharding on `shape` (a non-tuple sharding applies to every leaf);
// empty when there is none or it does not fit.
std::vector<const HloSharding*> leavesOf(const ShardingPtr& sharding, std::size_t count) {
  if (!sharding) return {};
  if (!sharding->isTuple()) return std::vector<const HloSharding*>(count, sharding.get());
  if (sharding->tupleElements().size() != count) return {};
  std::vector<const HloSharding*> leaves;
  for (const HloSharding& leaf : sharding->tupleElements()) leaves.push_back(&leaf);
  return leaves;
}

// {manual} on every leaf of `shape` (XLA's NormalizeTupleSharding of a manual sharding).
ShardingPtr manualFor(const ir::Shape& shape) {
  if (!shape.isTuple()) return make(HloSharding::manual());
  return make(HloSharding::tuple(std::vector<HloSharding>(leafCount(shape), HloSharding::manual())));
}

// `current` with every leaf that is manual in `value` and open in `current` made
// manual; null when nothing changes.
ShardingPtr withManualLeaves(const ShardingPtr& value, const ShardingPtr& current, const ir::Shape& shape) {
  const std::size_t count = leafCount(shape);
  const std::vector<const HloSharding*> from = leavesOf(value, count);
  if (from.empty()) return nullptr;
  const std::vector<const HloSharding*> now = leavesOf(current, count);
  std::vector<HloSharding> leaves;
  bool changed = false;
  for (std::size_t i = 0; i < count; ++i) {
    const HloSharding* mine = now.empty() ? nullptr : now[i];
    const bool open = !mine || (isTileMaximal(*mine) && !isManualLeaf(*mine));
    if (isManualLeaf(*from[i]) && open) {
      leaves.push_back(HloSharding::manual());
      changed = true;
    } else {
      leaves.push_back(mine ? *mine : HloSharding::replicated());
    }
  }
  if (!changed) return nullptr;
  if (!shape.isTuple()) return make(std::move(leaves[0]));
  return make(HloSharding::tuple(std::move(leaves)));
}

// Both tiled with as many tiles but different (leaf by leaf for tuples): they cannot
// both hold, and neither is an improvement of the other.
bool equallySpecificButDifferent(const HloSharding& a, const HloSharding& b) {
  if (a.isTuple() || b.isTuple()) {
    if (!a.isTuple() || !b.isTuple() || a.tupleElements().size() != b.tupleElements().size()) return false;
    for (std::size_t i = 0; i < a.tupleElements().size(); ++i)
      if (equallySpecificButDifferent(a.tupleElements()[i], b.tupleElements()[i])) return true;
    return false;
  }
  if (isTileMaximal(a) || isTileMaximal(b)) return false;
  return numTiles(a) == numTiles(b) && !sameSharding(a, b);
}

}  // namespace shardscope::propagation
