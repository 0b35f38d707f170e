#pragma once
// The named-axis sharding form (Shardy's TensorShardingAttr without sub-axes): for each
// tensor dim the ordered mesh axes that split it (major to minor), plus axes stated as
// replicated and axes over which the value is unreduced, i.e. a pending sum (Shardy's
// `unreduced`, GSPMD's last_tile_dims={unreduced}, DTensor's Partial()). Axes of the
// mesh that appear nowhere are implicitly replicated. Text form:
//   [{"x"}, {"y", "z"}, {}], replicated={"w"}, unreduced={"u"}
// optionally wrapped as #sdy.sharding<@mesh, ...>. `?` marks an open dim ({"x", ?}).

#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "sharding/hlo_sharding.h"
#include "sharding/mesh.h"

namespace shardscope::sharding {

struct DimAxes {
  std::vector<std::string> axes;  // major to minor
  bool open = false;              // Shardy's `?`: propagation may add axes

  friend bool operator==(const DimAxes&, const DimAxes&) = default;
};

struct NamedSharding {
  std::string meshName;  // from `#sdy.sharding<@name, ...>`; empty when not written
  std::vector<DimAxes> dims;
  std::vector<std::string> replicated;
  std::vector<std::string> unreduced;

  std::string toString() const;  // without the #sdy.sharding wrapper
  friend bool operator==(const NamedSharding&, const NamedSharding&) = default;
};

// Checks the sharding against `mesh`: every axis exists and is used at most once.
std::optional<std::string> checkAgainstMesh(const NamedSharding& sharding, const Mesh& mesh);

std::variant<NamedSharding, ShardingParseError> parseNamedSharding(std::string_view text);

}  // namespace shardscope::sharding
