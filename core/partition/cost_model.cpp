#include "partition/cost_model.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace shardscope::partition {

namespace {
double productOf(const PartitionVector& d) {
  double product = 1;
  for (int parts : d) product *= parts;
  return product;
}
}  // namespace

NodeCost nodeCost(const EinSumGraph& graph, const EinSumNode& node, const PartitionVector& d) {
  NodeCost cost;
  const double joinBlocks = productOf(d);
  for (std::size_t o = 0; o < node.operands.size(); ++o) {
    double operandBlocks = 1;
    for (int dim : node.operandJoinDims[o]) operandBlocks *= d[dim];
    cost.broadcast += graph.tensors()[node.operands[o].tensor].elements * (joinBlocks / operandBlocks);
  }
  double aggregatedBlocks = 1;
  for (int dim : node.aggregatedJoinDims) aggregatedBlocks *= d[dim];
  cost.aggregation = graph.outputOf(node).elements * (aggregatedBlocks - 1);
  return cost;
}

TensorParts outputParts(const EinSumNode& node, const PartitionVector& d) {
  TensorParts parts;
  parts.reserve(node.outputJoinDims.size());
  for (int dim : node.outputJoinDims) parts.push_back(d[dim]);
  return parts;
}

TensorParts operandParts(const EinSumNode& node, int operand, const PartitionVector& d) {
  TensorParts parts;
  parts.reserve(node.operandJoinDims[operand].size());
  for (int dim : node.operandJoinDims[operand]) parts.push_back(d[dim]);
  return parts;
}

void refineInto(TensorParts& into, const TensorParts& parts) {
  if (into.empty()) {
    into = parts;
    return;
  }
  for (std::size_t k = 0; k < into.size(); ++k) into[k] = std::max(into[k], parts[k]);
}

TensorParts partsReadBy(const EinSumNode& consumer, int tensor, const PartitionVector& d) {
  TensorParts refinement;
  for (std::size_t o = 0; o < consumer.operands.size(); ++o)
    if (consumer.operands[o].tensor == tensor)
      refineInto(refinement, operandParts(consumer, static_cast<int>(o), d));
  return refinement;
}

double blockElements(const EinSumTensor& tensor, const TensorParts& parts) {
  double elements = 1;
  for (std::size_t k = 0; k < parts.size(); ++k)
    elements *= static_cast<double>((tensor.shape[k] + parts[k] - 1) / parts[k]);
  return elements;
}

double repartitionCost(const EinSumTensor& tensor, const TensorParts& from,
                       const TensorParts& to) {
  if (from == to) return 0;
  double intersections = 1;
  for (std::size_t k = 0; k < from.size(); ++k) intersections *= std::max(from[k], to[k]);
  return (blockElements(tensor, from) + blockElements(tensor, to)) * intersections;
}

std::string costText(double elements) {
  if (elements == std::floor(elements) && std::fabs(elements) < 9.0e15)
    return std::to_string(static_cast<long long>(elements));
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.6g", elements);
  return buffer;
}

CostBreakdown evaluateAssignment(const EinSumGraph& graph,
                                 const std::vector<PartitionVector>& assignment) {
  CostBreakdown breakdown;
  const auto& nodes = graph.nodes();
  breakdown.nodes.resize(nodes.size());
  breakdown.repartition.assign(nodes.size(), 0);
  for (std::size_t n = 0; n < nodes.size(); ++n) {
    const EinSumNode& node = nodes[n];
    breakdown.nodes[n] = nodeCost(graph, node, assignment[n]);
    const EinSumTensor& output = graph.outputOf(node);
    TensorParts required;
    for (int consumer : output.consumers)
      refineInto(required, partsReadBy(nodes[consumer], node.output, assignment[consumer]));
    if (!output.consumers.empty())
      breakdown.repartition[n] =
          repartitionCost(output, outputParts(node, assignment[n]), required);
    breakdown.total += breakdown.nodes[n].total() + breakdown.repartition[n];
  }
  return breakdown;
}

}  // namespace shardscope::partition
