#pragma once
// Sharding propagation with Shardy's semantics (`propagate --semantics shardy`): one
// core step per node - project the operand and result shardings onto the node's
// factors, find for every factor the axes all tensors can agree on, expand the
// tensors whose factor sharding is a strict prefix of those - run to a fixpoint over
// a worklist. The strategies are layers over that step: basic and aggressive differ
// only in how conflicts across factors are removed; op priority runs the fixpoint
// three times with the directions each op may propagate in widening; user priority
// reveals the dims annotated p1, p2, ... one round at a time. Shardings written by the
// user are only ever expanded along open dims, never dropped.

#include "io/stablehlo_syntax.h"
#include "propagation/shardy/sdy_graph.h"
#include "support/cancellation.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace shardscope::propagation::sdy {

enum class Strategy { Basic, Aggressive, BasicThenAggressive };

struct ShardyOptions {
  Strategy strategy = Strategy::Aggressive;
  bool opPriority = true;
  bool userPriority = true;
  bool conservative = false;       // no sub-axes are created
  bool addDataFlowEdges = true;    // while / case / optimization_barrier results are targets
  bool exportShardings = true;     // the pipeline's export: every dim closed
};

// The options Shardy's pass list means (the corpus manifest's `pass` field):
// `sdy-basic-propagate`, `sdy-aggressive-propagate{propagation-strategy=aggressive}`,
// `sdy-op-priority-propagate`, `sdy-user-priority-propagate`,
// `sdy-propagation-pipeline`, `sdy-add-data-flow-edges,...`. nullopt and a message
// for a pass this engine does not run.
std::optional<ShardyOptions> optionsForPass(std::string_view passList, std::string* error = nullptr);

struct ShardyStep {
  int node = -1;
  int value = -1;
  std::string before, after;  // sharding texts ("" for none)
};

struct ShardyResult {
  std::vector<std::optional<TensorSharding>> shardings;  // by value id (through Graph::holder)
  std::vector<ShardyStep> steps;                         // every accepted change, in order
  int64_t evaluations = 0;

  const std::optional<TensorSharding>& of(const Graph& graph, int value) const {
    return shardings[static_cast<std::size_t>(graph.holder(value))];
  }
};

ShardyResult propagateShardy(const Graph& graph, const ShardyOptions& options, const CancellationToken& cancel = {},
                             const ProgressCallback& progress = {});

}  // namespace shardscope::propagation::sdy
