#include "partition/exhaustive_search.h"

#include "partition/partition_error.h"

namespace shardscope::partition {

namespace {
// The total cost with node costs precomputed; only the repartitions depend on more
// than one node.
double assignmentCost(const EinSumGraph& graph,
                      const std::vector<std::vector<PartitionVector>>& candidates,
                      const std::vector<std::vector<double>>& local,
                      const std::vector<int>& choice) {
  const auto& nodes = graph.nodes();
  double total = 0;
  for (std::size_t n = 0; n < nodes.size(); ++n) {
    total += local[n][choice[n]];
    const EinSumTensor& output = graph.outputOf(nodes[n]);
    if (output.consumers.empty()) continue;
    TensorParts required;
    for (int consumer : output.consumers)
      refineInto(required,
                 partsReadBy(nodes[consumer], nodes[n].output, candidates[consumer][choice[consumer]]));
    total += repartitionCost(output, outputParts(nodes[n], candidates[n][choice[n]]), required);
  }
  return total;
}
// Odometer increment, last node fastest; false after the last assignment.
bool nextAssignment(std::vector<int>& choice,
                    const std::vector<std::vector<PartitionVector>>& candidates) {
  for (std::size_t position = choice.size(); position-- > 0;) {
    if (++choice[position] < static_cast<int>(candidates[position].size())) return true;
    choice[position] = 0;
  }
  return false;
}
}  // namespace

PartitionPlan searchAllPartitions(const EinSumGraph& graph, int devices, uint64_t maxAssignments,
                                  const CancellationToken& cancel,
                                  const ProgressCallback& progress) {
  cancel.throwIfCancelled();
  const auto candidates = candidatesPerNode(graph, devices);
  const auto& nodes = graph.nodes();
  uint64_t assignments = 1;
  for (const auto& options : candidates) {
    if (assignments > maxAssignments / options.size())
      throw PartitionError("exhaustive search would try more than " +
                           std::to_string(maxAssignments) + " assignments; use the DP");
    assignments *= options.size();
  }
  std::vector<std::vector<double>> local(nodes.size());
  for (std::size_t n = 0; n < nodes.size(); ++n)
    for (const PartitionVector& d : candidates[n]) local[n].push_back(nodeCost(graph, nodes[n], d).total());

  std::vector<int> choice(nodes.size(), 0);
  std::vector<int> best = choice;
  double bestCost = assignmentCost(graph, candidates, local, choice);
  uint64_t tried = 1;
  while (true) {
    if (!nextAssignment(choice, candidates)) break;
    if ((++tried & 4095) == 0) {
      cancel.throwIfCancelled();
      reportProgress(progress, static_cast<double>(tried) / static_cast<double>(assignments),
                     "exhaustive search");
    }
    const double cost = assignmentCost(graph, candidates, local, choice);
    if (cost < bestCost) {
      bestCost = cost;
      best = choice;
    }
  }

  PartitionPlan plan;
  plan.devices = devices;
  plan.method = "exhaustive";
  plan.optimal = true;
  for (std::size_t n = 0; n < nodes.size(); ++n) plan.partitions.push_back(candidates[n][best[n]]);
  plan.cost = evaluateAssignment(graph, plan.partitions);
  for (std::size_t n = 0; n < nodes.size(); ++n) {
    trace::TraceEvent event;
    event.kind = "partition-chosen";
    event.subject = graph.outputOf(nodes[n]).name;
    event.rule = "exhaustive";
    event.message = event.subject + " gets " + partitionVectorText(plan.partitions[n]) + " (" +
                    partitionVectorWithIndices(graph, nodes[n], plan.partitions[n]) + ")";
    event.details = {{"vector", partitionVectorText(plan.partitions[n])}};
    plan.trace.add(std::move(event));
  }
  trace::TraceEvent total;
  total.kind = "plan-cost";
  total.subject = "graph";
  total.rule = "exhaustive";
  total.message = "total cost " + costText(plan.cost.total) + " elements moved, best of " +
                  std::to_string(assignments) + " assignments";
  plan.trace.add(std::move(total));
  reportProgress(progress, 1.0, "exhaustive search");
  return plan;
}

}  // namespace shardscope::partition
