#pragma once
// Where every element of a related value ends up after a run of reshapes, transposes and
// all-to-alls, device by device. An all-to-all moves chunks between devices, so the
// result of one is not a tile of anything by itself (position i along the split dim
// holds what device i sent); only with the reshape/transpose the partitioner puts
// around it does it become one. The simulation labels each element of each device's
// tile with its baseline position and moves the labels exactly as the ops move values,
// so the run as a whole can be checked against a tile of a baseline value.

#include "verify/relation.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace shardscope::verify {

// One step of the run, as it acts on every device's local value.
struct ExchangeStep {
  enum class Kind { Reshape, Transpose, AllToAll };
  Kind kind = Kind::Reshape;
  std::vector<int64_t> dims;                 // the result's local dims
  std::vector<int64_t> permutation;          // transpose
  int64_t splitDimension = 0;                // all-to-all (split and concat dim)
  std::vector<std::vector<int64_t>> groups;  // all-to-all: every device in exactly one group
};

// Labels per device: element e (row-major over `dims`) of device p is baseline element
// labels[p][e] (row-major over the baseline dims).
struct DeviceLabels {
  std::vector<int64_t> dims;
  std::vector<std::vector<int64_t>> labels;
};

// Bounded: the simulation refuses (nullopt with `why`) when devices x elements exceeds
// `maxLabels`, since shapes are untrusted.
inline constexpr int64_t kMaxExchangeLabels = int64_t{1} << 22;

// The labels of a value related by `relation` (not partial) to a baseline value of
// `baselineDims`, held as `localDims` per device.
std::optional<DeviceLabels> labelTiles(const Relation& relation, const std::vector<int64_t>& baselineDims, const std::vector<int64_t>& localDims,
                                       std::string* why, int64_t maxLabels = kMaxExchangeLabels);

// Applies one step; nullopt with `why` when the step does not fit the value.
std::optional<DeviceLabels> applyStep(const DeviceLabels& in, const ExchangeStep& step, std::string* why);

// The relation under which every device's labels are exactly a tile of a baseline value
// of `targetDims`, where `position[label]` is the label's flat position in that value
// (empty: the identity). nullopt with `why` when some device holds anything else.
std::optional<Relation> tileRelationOf(const DeviceLabels& value, const std::vector<int64_t>& targetDims, const std::vector<int64_t>& position,
                                       std::string* why);

}  // namespace shardscope::verify
