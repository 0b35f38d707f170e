#include "partition/gspmd_sharding.h"

#include <algorithm>

namespace shardscope::partition {

namespace {
std::string joined(const std::vector<int>& values) {
  std::string text;
  for (std::size_t k = 0; k < values.size(); ++k) {
    if (k) text += ',';
    text += std::to_string(values[k]);
  }
  return text;
}
}  // namespace

std::string gridSharding(const std::vector<int>& gridParts, const std::vector<int>& tensorGridDims,
                         SubgroupMeaning subgroup, int devices) {
  std::vector<int> tileDims;
  std::vector<int> order;  // grid dims in the order the tile assignment lists them
  int tiled = 1;
  for (int g : tensorGridDims) {
    tileDims.push_back(gridParts[g]);
    order.push_back(g);
    tiled *= gridParts[g];
  }
  int rest = 1;
  for (int g = 0; g < static_cast<int>(gridParts.size()); ++g)
    if (std::find(tensorGridDims.begin(), tensorGridDims.end(), g) == tensorGridDims.end()) {
      order.push_back(g);
      rest *= gridParts[g];
    }
  if (tiled == 1 && subgroup == SubgroupMeaning::Replicated) return "{replicated}";

  // Iota form: devices = iota(P).reshape(split grid dims).transpose(perm); grid dims of
  // one part carry no devices and are left out.
  std::vector<int> reshape;
  std::vector<int> reshapeSlot(gridParts.size(), -1);
  for (std::size_t g = 0; g < gridParts.size(); ++g)
    if (gridParts[g] > 1) {
      reshapeSlot[g] = static_cast<int>(reshape.size());
      reshape.push_back(gridParts[g]);
    }
  std::vector<int> perm;
  for (int g : order)
    if (reshapeSlot[g] >= 0) perm.push_back(reshapeSlot[g]);
  bool identity = true;
  for (std::size_t k = 0; k < perm.size(); ++k) identity = identity && perm[k] == static_cast<int>(k);
  const std::string devicesText =
      identity ? "<=[" + std::to_string(devices) + "]"
               : "<=[" + joined(reshape) + "]T(" + joined(perm) + ")";

  std::string text = "{devices=[" + joined(tileDims);
  if (rest == 1) return text + "]" + devicesText + "}";
  if (!tileDims.empty()) text += ',';
  text += std::to_string(rest) + "]" + devicesText;
  text += subgroup == SubgroupMeaning::Replicated ? " last_tile_dim_replicate}"
                                                  : " last_tile_dims={unreduced}}";
  return text;
}

GraphShardings shardingsForPlan(const EinSumGraph& graph,
                                const std::vector<PartitionVector>& partitions, int devices) {
  GraphShardings result;
  result.tensors.resize(graph.tensors().size());
  const auto& nodes = graph.nodes();
  for (std::size_t n = 0; n < nodes.size(); ++n) {
    const EinSumNode& node = nodes[n];
    const PartitionVector& d = partitions[n];
    // Grid order: output dims, then aggregated join dims.
    std::vector<int> gridJoinDims = node.outputJoinDims;
    gridJoinDims.insert(gridJoinDims.end(), node.aggregatedJoinDims.begin(),
                        node.aggregatedJoinDims.end());
    std::vector<int> gridParts;
    std::vector<int> gridOfJoin(d.size(), -1);
    for (std::size_t g = 0; g < gridJoinDims.size(); ++g) {
      gridParts.push_back(d[gridJoinDims[g]]);
      gridOfJoin[gridJoinDims[g]] = static_cast<int>(g);
    }
    auto gridDimsOf = [&](const std::vector<int>& joinDims) {
      std::vector<int> dims;
      for (int j : joinDims) dims.push_back(gridOfJoin[j]);
      return dims;
    };

    NodeShardings shardings;
    const std::vector<int> outputGrid = gridDimsOf(node.outputJoinDims);
    shardings.output = gridSharding(gridParts, outputGrid, SubgroupMeaning::Replicated, devices);
    int aggregatedParts = 1;
    for (int j : node.aggregatedJoinDims) aggregatedParts *= d[j];
    if (aggregatedParts > 1) {
      shardings.partialOutput = gridSharding(gridParts, outputGrid, SubgroupMeaning::Unreduced, devices);
      shardings.aggregation = std::string(aggregationName(node.aggregation));
    }
    for (std::size_t o = 0; o < node.operands.size(); ++o) {
      shardings.operands.push_back(gridSharding(gridParts, gridDimsOf(node.operandJoinDims[o]),
                                                SubgroupMeaning::Replicated, devices));
      std::string& inputSharding = result.tensors[node.operands[o].tensor];
      if (graph.tensors()[node.operands[o].tensor].producer < 0 && inputSharding.empty())
        inputSharding = shardings.operands.back();
    }
    result.tensors[node.output] = shardings.output;
    result.nodes.push_back(std::move(shardings));
  }
  // Inputs nobody reads stay whole on every device.
  for (std::string& sharding : result.tensors)
    if (sharding.empty()) sharding = "{replicated}";
  return result;
}

}  // namespace shardscope::partition
