#include "partition/exhaustive_search.h"

#include "partition/partition_error.h"
#include "partition/partition_problem.h"

#include <limits>

namespace shardscope::partition {

namespace {
// Odometer increment, last variable fastest; false after the last assignment.
bool nextAssignment(std::vector<int>& choice, const PartitionProblem& problem) {
  for (std::size_t position = choice.size(); position-- > 0;) {
    if (++choice[position] < static_cast<int>(problem.variables()[position].candidates.size())) return true;
    choice[position] = 0;
  }
  return false;
}

uint64_t countAssignments(const PartitionProblem& problem, uint64_t limit) {
  uint64_t assignments = 1;
  for (const auto& variable : problem.variables()) {
    if (assignments > limit / variable.candidates.size()) return std::numeric_limits<uint64_t>::max();
    assignments *= variable.candidates.size();
  }
  return assignments;
}
}  // namespace

uint64_t assignmentCount(const EinSumGraph& graph, const ProblemOptions& options) {
  const PartitionProblem problem(graph, options);
  return countAssignments(problem, std::numeric_limits<uint64_t>::max());
}

PartitionPlan searchAllPartitions(const EinSumGraph& graph, const ProblemOptions& options, uint64_t maxAssignments,
                                  const CancellationToken& cancel, const ProgressCallback& progress) {
  cancel.throwIfCancelled();
  PartitionProblem problem(graph, options);
  const uint64_t assignments = countAssignments(problem, maxAssignments);
  if (assignments > maxAssignments)
    throw PartitionError("exhaustive search would try more than " + std::to_string(maxAssignments) +
                         " assignments; use the DP");
  std::vector<int> choice(problem.variables().size(), 0);
  std::vector<int> best = choice;
  double bestCost = problem.total(choice);
  uint64_t tried = 1;
  while (nextAssignment(choice, problem)) {
    if ((++tried & 4095) == 0) {
      cancel.throwIfCancelled();
      reportProgress(progress, static_cast<double>(tried) / static_cast<double>(assignments), "exhaustive search");
    }
    const double cost = problem.total(choice);
    if (cost < bestCost) {
      bestCost = cost;
      best = choice;
    }
  }

  PartitionPlan plan = planFromChoice(problem, best);
  plan.method = "exhaustive";
  plan.optimal = true;
  const auto& nodes = graph.nodes();
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

PartitionPlan searchAllPartitions(const EinSumGraph& graph, int devices, uint64_t maxAssignments,
                                  const CancellationToken& cancel, const ProgressCallback& progress) {
  return searchAllPartitions(graph, ProblemOptions{devices, CostModel::Seed, SearchSpace::Exact}, maxAssignments,
                             cancel, progress);
}

}  // namespace shardscope::partition
