#pragma once
// EinDecomp (seed 003, §3.2): one partition vector per EinSum node (and, in the
// einsummable model, one partition per graph input), minimising the chosen cost model
// (search_space.h) over the chosen search space. The search is the exact DP on DAGs of
// frontier_dp.h, started from the best of the tree DP below and (where no layer repeats)
// a narrow run of itself; when its state limit drops states the plan says it is not
// proven optimal.
//
// The tree DP (seed model, exact space; the plan before issue 22): fan-out tensors cut
// the graph into trees solved in order (the producer fixed with one step of lookahead
// at its readers), then a local improvement pass. Exact on forests only.

#include "partition/cost_model.h"
#include "partition/einsum_graph.h"
#include "partition/partition_vector.h"
#include "partition/search_space.h"
#include "support/cancellation.h"
#include "trace/trace.h"

#include <string>
#include <vector>

namespace shardscope::partition {

struct PartitionPlan {
  int devices = 1;
  CostModel model = CostModel::Seed;
  SearchSpace space = SearchSpace::Exact;
  std::vector<PartitionVector> partitions;  // per node, in joinIndices order
  // Einsummable model: the partition chosen for every graph input that is read.
  std::vector<std::pair<int, TensorParts>> inputPartitions;  // (tensor id, parts)
  CostBreakdown cost;                       // the model's cost of the plan
  bool optimal = false;  // proven optimal: exhaustive search, or the DP kept every state
  std::string method;    // "dp", "tree-dp" or "exhaustive"
  std::size_t peakStates = 0;  // the DP's largest layer, before the limit
  std::size_t stateLimit = 0;  // the DP's limit per layer
  // The repeated layer whose transition the DP reused (repeated_layers.h): copies of
  // `repeatedSteps` steps each; 0 when none. `layerStates`: its run's limit per step.
  int repeatedCopies = 0, repeatedSteps = 0;
  std::size_t layerStates = 0;
  // The fallback's windows: solved, and translated from an equal one (window_memo.h).
  int windowsSolved = 0, windowsReused = 0;
  trace::Trace trace;
};

struct EinDecompOptions {
  int devices = 1;               // P, a power of two
  CostModel model = CostModel::Seed;
  SearchSpace space = SearchSpace::Exact;
  std::size_t maxStates = 0;     // per DP layer; 0: automatic (FrontierOptions)
  double workBudget = 4e7;       // for the automatic limit and the windows
  int windowNodes = 24;          // the fallback's windows, in nodes
  std::size_t windowStates = 4096;
  bool windows = true;           // the fallback's windows, when the DP dropped states
  bool reuseWindows = true;      // a window equal to one solved before takes its outcome
  bool trimWindows = true;       // a window's held steps that change no state are left out
  bool treeDpStart = true;       // the tree DP's plan as a starting bound (seed model, exact space)
  bool treeDpOnly = false;       // the pre-issue-22 tree DP (seed model, exact space)
  bool improveLocally = true;    // on graphs with fan-out, after the tree DP
  int maxImprovementPasses = 32;
  // Repeated layers (a Llama graph's decoder layers) are solved once and their
  // transition reused for every copy (layer_transition.h); the run through the one copy
  // gets layerBudget transitions (states per step = layerBudget / its candidates).
  bool reuseRepeatedLayers = true;
  double layerBudget = 1e6;
};

// Throws PartitionError when a node cannot be split into exactly P calls or the
// candidate space exceeds the limits; OperationCancelled when cancelled.
PartitionPlan solveEinDecomp(const EinSumGraph& graph, const EinDecompOptions& options,
                             const CancellationToken& cancel = {},
                             const ProgressCallback& progress = {});

class PartitionProblem;
// The plan of one candidate per variable of `problem` (partitions, input partitions,
// cost breakdown; no method, trace or optimality).
PartitionPlan planFromChoice(PartitionProblem& problem, const std::vector<int>& choice);

// The candidate partition vectors of every node (shared by the DP and the exhaustive
// search); throws PartitionError for a node without any.
std::vector<std::vector<PartitionVector>> candidatesPerNode(const EinSumGraph& graph,
                                                            int devices);

// "[4,1,4]"; and "i=4 j=1 k=4" with the node's index names.
std::string partitionVectorText(const PartitionVector& d);
std::string partitionVectorWithIndices(const EinSumGraph& graph, const EinSumNode& node,
                                       const PartitionVector& d);

}  // namespace shardscope::partition
