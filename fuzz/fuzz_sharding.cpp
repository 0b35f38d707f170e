// libFuzzer target: sharding strings in the three notations the views convert between
// (sharding/): GSPMD `{devices=[2,1]<=[2]}`, Shardy `#sdy.sharding<@m, [{"x"}, {}]>` with
// its mesh `<["x"=2]>`, and DTensor placements `[Shard(0), Replicate()]`.
//
// Input: line 1 a mesh, line 2 a tensor rank (digits, may be empty), the rest a
// sharding in any notation (each parser tries it). Whatever parses is converted every
// way the sharding views convert it; a printed GSPMD sharding must parse again.
#include "fuzz/fuzz_support.h"
#include "sharding/dtensor_placement.h"
#include "sharding/hlo_sharding.h"
#include "sharding/mesh.h"
#include "sharding/named_sharding.h"
#include "sharding/sharding_conversion.h"

#include <optional>
#include <variant>

namespace {

using namespace shardscope;
using namespace shardscope::sharding;

std::optional<int64_t> parseRank(std::string_view text) {
  if (text.empty() || text.size() > 3 || text.find_first_not_of("0123456789") != std::string_view::npos)
    return std::nullopt;
  return std::stoll(std::string(text));
}

void checkReprint(const HloSharding& sharding) {
  const std::string text = sharding.toString(true);
  const auto again = parseHloSharding(text);
  if (const auto* error = std::get_if<ShardingParseError>(&again))
    fuzz::abortWith("a printed sharding does not parse: '" + text + "': " + error->message);
  (void)sharding.normalized().toString(false);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::vector<std::string_view> fields = fuzz::splitFields(fuzz::asText(data, size), 3);
  const std::string_view sharding = fields.back();
  std::optional<Mesh> mesh;
  if (fields.size() == 3)
    if (auto parsed = parseMesh(fields[0]); std::holds_alternative<Mesh>(parsed)) mesh = std::get<Mesh>(parsed);
  const std::optional<int64_t> rank = fields.size() == 3 ? parseRank(fields[1]) : std::nullopt;

  if (auto gspmd = parseHloSharding(sharding); std::holds_alternative<HloSharding>(gspmd)) {
    const HloSharding& hlo = std::get<HloSharding>(gspmd);
    checkReprint(hlo);
    if (auto inferred = inferMeshAndNamedSharding(hlo); std::holds_alternative<MeshAndNamedSharding>(inferred)) {
      const MeshAndNamedSharding& named = std::get<MeshAndNamedSharding>(inferred);
      (void)named.sharding.toString();
      (void)named.mesh.toString();
      if (auto back = toHloSharding(named.sharding, named.mesh); std::holds_alternative<HloSharding>(back))
        checkReprint(std::get<HloSharding>(back));
    }
    if (mesh) {
      (void)toNamedSharding(hlo, *mesh, rank);
      (void)toPlacements(hlo, *mesh, rank);
    }
  }
  if (auto named = parseNamedSharding(sharding); std::holds_alternative<NamedSharding>(named)) {
    const NamedSharding& value = std::get<NamedSharding>(named);
    (void)value.toString();
    if (mesh && !checkAgainstMesh(value, *mesh)) {
      if (auto hlo = toHloSharding(value, *mesh); std::holds_alternative<HloSharding>(hlo))
        checkReprint(std::get<HloSharding>(hlo));
      (void)toPlacements(value, *mesh);
    }
  }
  if (auto placements = parsePlacements(sharding); std::holds_alternative<std::vector<Placement>>(placements)) {
    const std::vector<Placement>& value = std::get<std::vector<Placement>>(placements);
    (void)placementsToString(value);
    if (mesh && rank) {
      (void)toNamedSharding(value, *mesh, *rank);
      if (auto hlo = toHloSharding(value, *mesh, *rank); std::holds_alternative<HloSharding>(hlo))
        checkReprint(std::get<HloSharding>(hlo));
    }
  }
  return 0;
}
