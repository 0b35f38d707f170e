#include "views/sharding/sharding_notation.h"

#include "sharding/dtensor_placement.h"
#include "sharding/sharding_conversion.h"

namespace shardscope::views {

namespace {

std::string positioned(const sharding::ShardingParseError& error) {
  return "column " + std::to_string(error.offset + 1) + ": " + error.message;
}

}  // namespace

std::string_view notationName(Notation notation) {
  switch (notation) {
    case Notation::Gspmd: return "GSPMD";
    case Notation::Named: return "named axes";
    case Notation::DTensor: return "DTensor";
  }
  return "";
}

std::variant<sharding::Mesh, std::string> toShardingMesh(const session::Mesh& mesh) {
  if (mesh.axisNames.size() != mesh.shape.size())
    return "the mesh has " + std::to_string(mesh.shape.size()) + " sizes but " + std::to_string(mesh.axisNames.size()) +
           " axis names";
  std::vector<sharding::MeshAxis> axes;
  for (std::size_t i = 0; i < mesh.shape.size(); ++i) axes.push_back({mesh.axisNames[i], mesh.shape[i]});
  return sharding::Mesh::create(std::move(axes), mesh.deviceOrder);
}

std::variant<sharding::HloSharding, std::string> parseInNotation(Notation notation, std::string_view text,
                                                                 const sharding::Mesh& mesh, int64_t rank) {
  switch (notation) {
    case Notation::Gspmd: {
      auto parsed = sharding::parseHloSharding(text);
      if (auto* error = std::get_if<sharding::ShardingParseError>(&parsed)) return positioned(*error);
      return std::get<sharding::HloSharding>(std::move(parsed));
    }
    case Notation::Named: {
      auto parsed = sharding::parseNamedSharding(text);
      if (auto* error = std::get_if<sharding::ShardingParseError>(&parsed)) return positioned(*error);
      const auto& named = std::get<sharding::NamedSharding>(parsed);
      if (static_cast<int64_t>(named.dims.size()) != rank)
        return "the named sharding lists " + std::to_string(named.dims.size()) + " dims, the tensor has " +
               std::to_string(rank);
      if (auto problem = sharding::checkAgainstMesh(named, mesh)) return *problem;
      auto converted = sharding::toHloSharding(named, mesh);
      if (auto* error = std::get_if<sharding::ConversionError>(&converted)) return error->message;
      return std::get<sharding::HloSharding>(std::move(converted));
    }
    case Notation::DTensor: {
      auto parsed = sharding::parsePlacements(text);
      if (auto* error = std::get_if<sharding::ShardingParseError>(&parsed)) return positioned(*error);
      const auto& placements = std::get<std::vector<sharding::Placement>>(parsed);
      if (placements.size() != mesh.axes().size())
        return "DTensor needs one placement per mesh axis: " + std::to_string(mesh.axes().size()) + ", found " +
               std::to_string(placements.size());
      auto converted = sharding::toHloSharding(placements, mesh, rank);
      if (auto* error = std::get_if<sharding::ConversionError>(&converted)) return error->message;
      return std::get<sharding::HloSharding>(std::move(converted));
    }
  }
  return std::string("unknown notation");
}

const NotationText& ShardingDescription::in(Notation notation) const {
  switch (notation) {
    case Notation::Gspmd: return gspmd;
    case Notation::Named: return named;
    case Notation::DTensor: return dtensor;
  }
  return gspmd;
}

ShardingDescription describeSharding(const sharding::HloSharding& value, const sharding::Mesh& mesh, int64_t rank) {
  ShardingDescription description;
  description.gspmd.text = value.toString(false);
  auto named = sharding::toNamedSharding(value, mesh, rank);
  if (auto* error = std::get_if<sharding::ConversionError>(&named)) {
    description.named.error = error->message;
    description.dtensor.error = "no named-axis form on this mesh, so no placements: " + error->message;
    return description;
  }
  const auto& namedValue = std::get<sharding::NamedSharding>(named);
  description.named.text = namedValue.toString();
  description.namedValue = namedValue;
  auto placements = sharding::toPlacements(namedValue, mesh);
  if (auto* error = std::get_if<sharding::ConversionError>(&placements))
    description.dtensor.error = error->message;
  else
    description.dtensor.text = sharding::placementsToString(std::get<std::vector<sharding::Placement>>(placements));
  return description;
}

}  // namespace shardscope::views
