#pragma once
// Converters between the three notations of one tensor's distribution over a mesh:
// GSPMD (HloSharding: a tile assignment of device ids), the named-axis form (mesh axes
// per tensor dim) and DTensor placements (one per mesh axis). GSPMD can express device
// orders that no assignment of mesh axes reproduces, and named-axis orders such as
// dim 0 split by ("y", "x") have no DTensor form: such conversions return a
// ConversionError that says why, never an approximation.

#include <cstdint>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "sharding/dtensor_placement.h"
#include "sharding/hlo_sharding.h"
#include "sharding/mesh.h"
#include "sharding/named_sharding.h"

namespace shardscope::sharding {

struct ConversionError {
  std::string message;
};

template <class T>
using Conversion = std::variant<T, ConversionError>;

// Named-axis -> GSPMD. The result is normalized() (XLA's canonical form).
Conversion<HloSharding> toHloSharding(const NamedSharding& sharding, const Mesh& mesh);

// GSPMD -> named-axis, by searching for an assignment of mesh axes to tile dims whose
// tile assignment equals `sharding` by meaning; the first in mesh-axis order wins.
// `tensorRank` is required for {replicated} (which has no rank of its own) and checked
// against the data rank of a tiled sharding otherwise.
Conversion<NamedSharding> toNamedSharding(const HloSharding& sharding, const Mesh& mesh,
                                          std::optional<int64_t> tensorRank = std::nullopt);

// Named-axis -> DTensor placements (one per mesh axis).
Conversion<std::vector<Placement>> toPlacements(const NamedSharding& sharding, const Mesh& mesh);

// DTensor placements -> named-axis for a tensor of rank `tensorRank`.
Conversion<NamedSharding> toNamedSharding(const std::vector<Placement>& placements,
                                          const Mesh& mesh, int64_t tensorRank);

// A mesh made for one GSPMD sharding, with an axis per sharded data dim ("a0", "a1",
// ... numbered by dim), a "replicated" and an "unreduced" axis for those subgroups, and
// the sharding's own device order; plus the sharding's named-axis form on it. Every
// tiled sharding without manual subgroups has one, so a view can always show it.
struct MeshAndNamedSharding {
  Mesh mesh;
  NamedSharding sharding;
};
Conversion<MeshAndNamedSharding> inferMeshAndNamedSharding(const HloSharding& sharding);

// The two compositions through the named-axis form.
Conversion<HloSharding> toHloSharding(const std::vector<Placement>& placements, const Mesh& mesh,
                                      int64_t tensorRank);
Conversion<std::vector<Placement>> toPlacements(const HloSharding& sharding, const Mesh& mesh,
                                                std::optional<int64_t> tensorRank = std::nullopt);

}  // namespace shardscope::sharding
