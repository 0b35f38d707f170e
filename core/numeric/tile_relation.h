#pragma once
// How one device's value relates to a baseline (whole) value, per DESIGN.md:
// replicated, tiled by a sharding, or partial (the sum over the device's group equals
// the baseline value or its tile). Gives each device's tile of a baseline value (the
// distributed parameters) and compares distributed values with baseline values.

#include "numeric/element_budget.h"
#include "numeric/tolerance.h"
#include "numeric/value.h"
#include "sharding/hlo_sharding.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace shardscope::numeric {

// How the members of a partial group combine into the baseline value: a sum (a dot or
// reduce over a sharded contracting dimension), or a maximum / minimum (a max-reduce
// over a sharded dimension, as flash-decoding's local row maxima).
enum class PartialCombine { Sum, Max, Min };

struct TileRelation {
  // Tiled or replicated sharding of the data (tuple and maximal shardings are refused
  // by the functions below).
  sharding::HloSharding tiling = sharding::HloSharding::replicated();
  // Non-empty: partial over these device groups (each device in one group).
  std::vector<std::vector<int64_t>> partialGroups;
  PartialCombine combine = PartialCombine::Sum;

  bool isPartial() const { return !partialGroups.empty(); }

  std::string toString() const;
};

// Per-device dims of `fullDims` under `tiling` (ceil division, as XLA pads uneven
// shards); nullopt when the sharding does not fit the rank.
std::optional<std::vector<int64_t>> perDeviceDims(const std::vector<int64_t>& fullDims, const sharding::HloSharding& tiling);

// Tile of `full` held by `device`: its box of the baseline value, zero-padded past the
// end for uneven shards. `validDims` (optional) receives the unpadded extent.
// Throws InterpretError when the device is not in the sharding.
Value extractTile(const Value& full, const sharding::HloSharding& tiling, int64_t device, ElementBudget& budget,
                  std::vector<int64_t>* validDims = nullptr);

// Compares each device's value (devices 0..N-1, values[d]) against `baseline` under
// `relation`. Returns one ErrorStats per device; nullopt when the shapes cannot be
// related this way (a structural misfit, not a numeric difference).
std::optional<std::vector<ErrorStats>> compareUnderRelation(const std::vector<const Value*>& values, const Value& baseline,
                                                            const TileRelation& relation, const Tolerance& tolerance, NanPolicy nan);

// True when the shapes fit and every element is within tolerance; stops at the first
// element that is not (the search over candidate relations calls this many times).
bool holdsUnderRelation(const std::vector<const Value*>& values, const Value& baseline, const TileRelation& relation,
                        const Tolerance& tolerance, NanPolicy nan);

}  // namespace shardscope::numeric
