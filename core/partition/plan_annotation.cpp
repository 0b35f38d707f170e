#include "partition/plan_annotation.h"

#include "partition/partition_error.h"

#include <memory>
#include <stdexcept>

namespace shardscope::partition {

namespace {

// Devices of a tile assignment with shape `dims` after reordering its axes to `order`
// (new axis k is old axis order[k]), row-major both times.
std::vector<int64_t> permutedDevices(const std::vector<int64_t>& devices, const std::vector<int64_t>& dims,
                                     const std::vector<int>& order) {
  std::vector<int64_t> strides(dims.size(), 1);
  for (int k = static_cast<int>(dims.size()) - 2; k >= 0; --k) strides[k] = strides[k + 1] * dims[k + 1];
  std::vector<int64_t> newDims;
  for (int axis : order) newDims.push_back(dims[axis]);
  std::vector<int64_t> result;
  result.reserve(devices.size());
  std::vector<int64_t> coordinate(newDims.size(), 0);
  for (std::size_t n = 0; n < devices.size(); ++n) {
    int64_t old = 0;
    for (std::size_t k = 0; k < order.size(); ++k) old += coordinate[k] * strides[order[k]];
    result.push_back(devices[old]);
    for (int k = static_cast<int>(newDims.size()) - 1; k >= 0; --k) {
      if (++coordinate[k] < newDims[k]) break;
      coordinate[k] = 0;
    }
  }
  return result;
}

}  // namespace

std::optional<sharding::HloSharding> shardingOnHloDims(const sharding::HloSharding& tensorSharding,
                                                       const EinSumTensor& tensor,
                                                       const std::vector<std::vector<int>>& dims) {
  if (tensorSharding.kind() != sharding::ShardingKind::Tiled) return tensorSharding;
  const int rank = static_cast<int>(tensor.shape.size());
  const std::vector<int64_t>& tiles = tensorSharding.tileDims();
  if (tensorSharding.dataRank() != rank) return std::nullopt;
  std::vector<int> order;
  std::vector<int64_t> hloTiles;
  for (const std::vector<int>& group : dims) {
    int64_t parts = 1;
    bool partial = false;  // an index of the group is split into fewer parts than its size
    for (int t : group) {
      if (t < 0 || t >= rank) return std::nullopt;
      const int64_t split = tiles[t], bound = tensor.shape[t];
      if (partial && split > 1) return std::nullopt;
      if (split < bound) {
        partial = true;
        if (group.size() > 1 && split > 1 && bound % split != 0) return std::nullopt;
      }
      parts *= split;
      order.push_back(t);
    }
    hloTiles.push_back(parts);
  }
  if (static_cast<int>(order.size()) != rank) return std::nullopt;
  for (std::size_t k = rank; k < tiles.size(); ++k) {
    order.push_back(static_cast<int>(k));
    hloTiles.push_back(tiles[k]);
  }
  try {
    return sharding::HloSharding::tiled(hloTiles, permutedDevices(tensorSharding.devices(), tiles, order),
                                        tensorSharding.subgroups());
  } catch (const std::invalid_argument&) {
    return std::nullopt;
  }
}

PlanAnnotation annotateModuleWithPlan(ir::Module& module, const HloLowering& lowering,
                                      const GraphShardings& shardings, int devices) {
  ir::Computation& entry = module.computations.at(module.entry);
  if (lowering.instructions.size() != entry.instructions.size() ||
      shardings.tensors.size() != lowering.graph.tensors().size())
    throw PartitionError("the plan does not belong to this module");
  PlanAnnotation result;
  std::vector<std::optional<sharding::HloSharding>> parsed(shardings.tensors.size());
  for (std::size_t id = 0; id < entry.instructions.size(); ++id) {
    ir::Instruction& instruction = entry.instructions[id];
    const LoweredInstruction& lowered = lowering.instructions[id];
    const bool planned = lowered.as == LoweredAs::Node || lowered.as == LoweredAs::View ||
                         (lowered.as == LoweredAs::Input && instruction.opcode == ir::Opcode::Parameter);
    if (!planned) {
      if (instruction.sharding) result.cleared.push_back(lowered.name);
      instruction.sharding.reset();
      continue;
    }
    std::optional<sharding::HloSharding>& tensorSharding = parsed.at(lowered.tensor);
    if (!tensorSharding) {
      auto value = sharding::parseHloSharding(shardings.tensors[lowered.tensor]);
      if (auto* error = std::get_if<sharding::ShardingParseError>(&value))
        throw PartitionError("internal: sharding '" + shardings.tensors[lowered.tensor] +
                             "' does not parse: " + error->message);
      tensorSharding = std::get<sharding::HloSharding>(std::move(value));
    }
    std::optional<sharding::HloSharding> onDims =
        shardingOnHloDims(*tensorSharding, lowering.graph.tensors()[lowered.tensor], lowered.dims);
    if (!onDims) {
      result.notExpressible.push_back(lowered.name);
      instruction.sharding.reset();
      continue;
    }
    instruction.sharding = std::make_shared<const sharding::HloSharding>(std::move(*onDims));
    ++result.annotated;
  }
  bool found = false;
  for (ir::HeaderAttribute& attribute : module.header)
    if (attribute.key == "num_partitions") {
      attribute.value = std::to_string(devices);
      found = true;
    }
  if (!found) module.header.push_back({"num_partitions", std::to_string(devices)});
  return result;
}

}  // namespace shardscope::partition
