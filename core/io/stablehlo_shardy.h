#pragma once
// Shardy in StableHLO text: `sdy.mesh @name = <["x"=2, "y"=4]>` definitions and
// `#sdy.sharding<@mesh, [{"x"}, {}]>` attributes, turned into our GSPMD sharding value
// on the named mesh. Open dims (`?`) and priorities (`p0`) do not change the tiling;
// the reader keeps the original text (frontend_attributes, as XLA does) for the editor.

#include "sharding/hlo_sharding.h"
#include "sharding/mesh.h"

#include <map>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace shardscope::io::mlir {

class ShardyMeshes {
 public:
  // `text` is what follows `=`: `<["x"=2]>` or `#sdy.mesh<["x"=2]>`.
  std::variant<sharding::Mesh, std::string> define(const std::string& name, std::string_view text);
  const sharding::Mesh* find(std::string_view name) const;
  const std::map<std::string, sharding::Mesh, std::less<>>& all() const { return meshes_; }

 private:
  std::map<std::string, sharding::Mesh, std::less<>> meshes_;
};

// One tensor's sharding: `#sdy.sharding<@mesh, [...]>` or the bare `<@mesh, [...]>` of
// in_shardings/out_shardings lists. Returns the GSPMD value, or why it cannot be had.
// tensorRank >= 0: the sharding must have that many dimensions (an error otherwise).
std::variant<sharding::HloSharding, std::string> shardyToHloSharding(std::string_view text, const ShardyMeshes& meshes,
                                                                    int64_t tensorRank = -1);

// `#sdy.sharding_per_value<[<@m, ...>, <@m, ...>]>` or a bracketed list `[<@m, ...>, ...]`:
// the texts of the elements, in order. Returns the problem on malformed lists.
std::variant<std::vector<std::string>, std::string> splitShardingList(std::string_view text);

// The GSPMD sharding of a value inside `sdy.manual_computation` over `manualAxes`:
// {manual} when every axis of size > 1 is manual; otherwise nullopt (partially manual
// regions keep their axes as a tiled sharding with a manual subgroup, not supported).
std::optional<sharding::HloSharding> manualSharding(const sharding::Mesh& mesh, const std::vector<std::string>& manualAxes);

}  // namespace shardscope::io::mlir
