#pragma once
// EinDecomp (seed 003, §3.2): one partition vector per EinSum node, chosen by dynamic
// programming over (node, partition vector) in topological order, minimising the cost
// model of cost_model.h. Exact when no computed tensor is read by two nodes (a
// forest); on other DAGs docs/partition.md states the approximation: such fan-out
// tensors cut the graph into trees solved in order (the producer fixed with one step of
// lookahead at its readers), then a local improvement pass under the exact model.

#include "partition/cost_model.h"
#include "partition/einsum_graph.h"
#include "partition/partition_vector.h"
#include "support/cancellation.h"
#include "trace/trace.h"

#include <string>
#include <vector>

namespace shardscope::partition {

struct PartitionPlan {
  int devices = 1;
  std::vector<PartitionVector> partitions;  // per node, in joinIndices order
  CostBreakdown cost;                       // the model's cost of `partitions`
  bool optimal = false;  // proven optimal: exhaustive search, or the DP on a forest
  std::string method;    // "dp" or "exhaustive"
  trace::Trace trace;
};

struct EinDecompOptions {
  int devices = 1;               // P, a power of two
  bool improveLocally = true;    // on graphs with fan-out, after the tree DP
  int maxImprovementPasses = 32;
};

// Throws PartitionError when a node cannot be split into exactly P calls or the
// candidate space exceeds the limits; OperationCancelled when cancelled.
PartitionPlan solveEinDecomp(const EinSumGraph& graph, const EinDecompOptions& options,
                             const CancellationToken& cancel = {},
                             const ProgressCallback& progress = {});

// The candidate partition vectors of every node (shared by the DP and the exhaustive
// search); throws PartitionError for a node without any.
std::vector<std::vector<PartitionVector>> candidatesPerNode(const EinSumGraph& graph,
                                                            int devices);

// "[4,1,4]"; and "i=4 j=1 k=4" with the node's index names.
std::string partitionVectorText(const PartitionVector& d);
std::string partitionVectorWithIndices(const EinSumGraph& graph, const EinSumNode& node,
                                       const PartitionVector& d);

}  // namespace shardscope::partition
