#include "gui/annotate/annotation_mesh_remap.h"

#include "sharding/sharding_conversion.h"
#include "views/sharding/sharding_notation.h"

#include <map>
#include <optional>

namespace shardscope::annotate {
namespace {

// Old axis name -> new axis name: the same name, or, when an axis was renamed in place
// (same position, its new name unknown to the old mesh), the name at its position.
std::map<std::string, std::string> axisRenames(const sharding::Mesh& from, const sharding::Mesh& to) {
  std::map<std::string, std::string> renames;
  const auto& oldAxes = from.axes();
  const auto& newAxes = to.axes();
  for (std::size_t i = 0; i < oldAxes.size(); ++i) {
    if (to.axisIndex(oldAxes[i].name)) renames[oldAxes[i].name] = oldAxes[i].name;
    else if (oldAxes.size() == newAxes.size() && !from.axisIndex(newAxes[i].name)) renames[oldAxes[i].name] = newAxes[i].name;
  }
  return renames;
}

// Renames every axis of `named`; the first axis without a new name otherwise.
std::optional<std::string> renameAxes(sharding::NamedSharding& named, const std::map<std::string, std::string>& renames) {
  const auto rename = [&](std::string& axis) -> bool {
    const auto it = renames.find(axis);
    if (it == renames.end()) return false;
    axis = it->second;
    return true;
  };
  for (sharding::DimAxes& dim : named.dims)
    for (std::string& axis : dim.axes)
      if (!rename(axis)) return axis;
  for (std::vector<std::string>* list : {&named.replicated, &named.unreduced})
    for (std::string& axis : *list)
      if (!rename(axis)) return axis;
  return std::nullopt;
}

}  // namespace

MeshRemap remapAnnotations(const std::vector<Annotation>& annotations, const session::Mesh& before,
                           const session::Mesh& after, const ir::Module* module) {
  MeshRemap remap;
  auto builtBefore = views::toShardingMesh(before);
  auto builtAfter = views::toShardingMesh(after);
  const auto* from = std::get_if<sharding::Mesh>(&builtBefore);
  const auto* to = std::get_if<sharding::Mesh>(&builtAfter);
  if (!from || !to || *from == *to) return remap;
  const std::map<std::string, std::string> renames = axisRenames(*from, *to);

  for (const Annotation& annotation : annotations) {
    auto parsed = sharding::parseHloSharding(annotation.sharding);
    const auto* value = std::get_if<sharding::HloSharding>(&parsed);
    if (!value) continue;  // already reported as not applied
    const ir::Instruction* instruction = nullptr;
    if (module) {
      const ir::InstructionId id = module->entryComputation().find(annotation.instruction);
      if (id < 0) continue;  // already reported
      instruction = &module->entryComputation().instructions[static_cast<std::size_t>(id)];
    }
    const auto drop = [&](const std::string& why) { remap.dropped.push_back({annotation.instruction, why}); };
    if (value->kind() == sharding::ShardingKind::Replicated || value->kind() == sharding::ShardingKind::Unknown ||
        value->kind() == sharding::ShardingKind::Manual)
      continue;  // the same on every mesh
    if (value->kind() == sharding::ShardingKind::Maximal) {
      if (value->maximalDevice() >= to->numDevices())
        drop("device " + std::to_string(value->maximalDevice()) + " is not in the new mesh of " +
             std::to_string(to->numDevices()) + " devices");
      continue;
    }
    if (value->kind() == sharding::ShardingKind::Tuple || (instruction && !instruction->shape.isArray())) {
      drop("tuple shardings are not carried to another mesh");
      continue;
    }
    const int64_t rank = instruction ? instruction->shape.rank() : value->dataRank();
    auto converted = sharding::toNamedSharding(*value, *from, rank);
    auto* named = std::get_if<sharding::NamedSharding>(&converted);
    if (!named) {
      drop("no mesh-axis form on the old mesh (" + std::get<sharding::ConversionError>(converted).message + ")");
      continue;
    }
    if (std::optional<std::string> missing = renameAxes(*named, renames)) {
      drop("mesh axis \"" + *missing + "\" is not in the new mesh");
      continue;
    }
    std::string notDividing;
    for (std::size_t d = 0; d < named->dims.size() && instruction && notDividing.empty(); ++d) {
      int64_t tiles = 1;
      std::string axes;
      for (const std::string& axis : named->dims[d].axes) {
        tiles *= to->axes()[*to->axisIndex(axis)].size;
        axes += (axes.empty() ? "" : ", ") + axis;
      }
      const int64_t size = instruction->shape.dims[d];
      if (tiles > 1 && size % tiles != 0)
        notDividing = "dim " + std::to_string(d) + " of size " + std::to_string(size) + " does not divide into " +
                      std::to_string(tiles) + " tiles over " + axes;
    }
    if (!notDividing.empty()) {
      drop(notDividing);
      continue;
    }
    auto rewritten = sharding::toHloSharding(*named, *to);
    const auto* result = std::get_if<sharding::HloSharding>(&rewritten);
    if (!result) {
      drop(std::get<sharding::ConversionError>(rewritten).message);
      continue;
    }
    std::string text = result->toString(false);
    if (text != annotation.sharding && !(*result == *value))
      remap.rewritten.push_back({annotation.instruction, std::move(text), annotation.priority});
  }
  return remap;
}

}  // namespace shardscope::annotate
