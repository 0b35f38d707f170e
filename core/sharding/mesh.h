#pragma once
// A logical device mesh: named axes with sizes and the device at every mesh position
// (row-major over the axes; often, but not always, 0..N-1 in order). Text form is
// Shardy's: `<["x"=2, "y"=4]>`, with `, device_ids=[...]` when the order is not iota.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "sharding/hlo_sharding.h"

namespace shardscope::sharding {

struct MeshAxis {
  std::string name;
  int64_t size = 1;

  friend bool operator==(const MeshAxis&, const MeshAxis&) = default;
};

class Mesh {
 public:
  static constexpr std::size_t kMaxAxes = 16;

  // The empty mesh `<[]>`: no axes, one device (0).
  Mesh();

  // Checks names (non-empty, unique, no quote or backslash), sizes (>= 1, product <=
  // HloSharding::kMaxDevices) and device ids (distinct, in [0, kMaxDevices), one per
  // position; empty means 0..N-1). Returns a message saying what is wrong otherwise.
  static std::variant<Mesh, std::string> create(std::vector<MeshAxis> axes,
                                                std::vector<int64_t> deviceIds = {});

  const std::vector<MeshAxis>& axes() const { return axes_; }
  std::vector<int64_t> axisSizes() const;
  // Device at each mesh position, row-major over axes() (always expanded).
  const std::vector<int64_t>& deviceIds() const { return deviceIds_; }
  bool hasIotaDeviceOrder() const;
  int64_t numDevices() const { return static_cast<int64_t>(deviceIds_.size()); }
  std::optional<std::size_t> axisIndex(std::string_view name) const;

  std::string toString() const;

  friend bool operator==(const Mesh&, const Mesh&) = default;

 private:
  std::vector<MeshAxis> axes_;
  std::vector<int64_t> deviceIds_;
};

// Parses `<["x"=2, "y"=4]>` or `<["x"=2], device_ids=[1,0]>`, optionally preceded by
// `#sdy.mesh` (as in an MLIR attribute). Errors carry the byte offset.
std::variant<Mesh, ShardingParseError> parseMesh(std::string_view text);

// Checks an axis name as Mesh::create does; returns the problem or nullopt.
std::optional<std::string> checkAxisName(std::string_view name);

}  // namespace shardscope::sharding
