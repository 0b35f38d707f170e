#pragma once
// The exact DP of EinDecomp on DAGs (issue 22). Variables are decided one at a time in
// graph order (or its reverse); the state after each step is what the rest of the
// graph can still see of the decided part: for every open tensor (some of its writer
// and readers decided, some not) the partition it was written in, once decided, and the
// refinement of what its decided readers read so far. A tensor's repartition is charged
// when the last of them is decided, so shared tensors (the residual stream, attention
// inputs) are costed exactly, not per reader.
// Two partial plans with the same state have the same best completion, so keeping the
// cheapest per state is exact; on a tree it is the seed's §3.2 DP.
//
// Bounds: a state whose cost plus the least own cost of every later variable plus a
// lower bound of its open flows' repartitions (PartitionProblem::closingBound) exceeds
// a known plan's cost cannot lead to a better plan and is dropped (this keeps the
// answer exact). When more than `maxStates` states remain after a step, those of least
// cost plus that flow bound are kept: the result then says it is not proven optimal.
//
// Repeated layers (repeated_layers.h): the copies of a layer that repeats go through one
// transition computed once (layer_transition.h); exact when that run drops no state.

#include "partition/partition_problem.h"
#include "partition/repeated_layers.h"
#include "support/cancellation.h"

#include <cstddef>
#include <limits>
#include <optional>
#include <vector>

namespace shardscope::partition {

struct FrontierOptions {
  std::size_t maxStates = 0;  // 0: from workBudget
  // Transitions (states × distinct candidates) the automatic state limit aims at.
  double workBudget = 4e7;
  // A known plan (candidate per variable) and its cost; states that cannot beat it are
  // dropped. Empty: none.
  std::vector<int> incumbent;
  // Per variable: the candidate it is held to, or -1 (free). Empty: all free. The
  // windows of solveEinDecomp re-solve a stretch of the graph exactly this way.
  std::vector<int> fixed;
  // Decide the variables from the graph's outputs back to its inputs (as einsummable
  // does): the same exact DP, but a limit drops other states.
  bool reverse = false;
  // Repeated layers (repeated_layers.h) go through one transition computed for all their
  // copies (layer_transition.h), in the forward order with nothing held. Its runs keep
  // `layerStates` states per step (0: layerBudget / the candidates of one copy, and at
  // least maxStates).
  bool reuseRepeatedLayers = true;
  std::size_t layerStates = 0;
  double layerBudget = 4e7;
  int minRepeatedSteps = 8;  // shorter repeats save too little for the run through one copy
  // The repetition when the caller found it already (findProblemRepetition with
  // minRepeatedSteps), so that it is not searched for again.
  std::optional<StepRepetition> repetition;
  // The steps of the forward order with nothing held, when the caller built them
  // (frontier::buildSteps); used when `fixed` is empty and not `reverse`.
  const std::vector<frontier::Step>* forwardSteps = nullptr;
  // The steps of this very solve (its order, `fixed` and scope), when the caller built
  // them already (the windows build them for their memo key, window_memo.h).
  const std::vector<frontier::Step>* steps = nullptr;
  // The own costs of held steps left out of `steps` (frontier::dropHeldNoOps), counted
  // with the terms outside the scope.
  double heldConstant = 0;
  // Per flow, its repartition with every variable at `fixed`'s candidate (frontier::
  // flowCosts of the plan the windows hold), when the caller has it; null: computed.
  const std::vector<double>* heldFlowCost = nullptr;
};

struct FrontierResult {
  std::vector<int> choice;  // candidate per variable
  double cost = std::numeric_limits<double>::infinity();
  bool provenOptimal = false;  // no step dropped a state by the limit
  std::size_t peakStates = 0;
  std::size_t maxStates = 0;   // the limit used
  int truncatedSteps = 0;
  double work = 0;             // transitions tried
  int repeatedLength = 0, repeatedCopies = 0;  // the repeated layer reused, if any
  std::size_t layerStates = 0;                 // its runs' limit per step
  int transitionRuns = 0;                      // states before a copy it was run from
  // Per step: the states kept after it (at a reused copy's last step only; 0 once a
  // layer is empty).
  std::vector<std::size_t> layerSizes;
};

FrontierResult solveFrontier(PartitionProblem& problem, const FrontierOptions& options,
                             const CancellationToken& cancel = {}, const ProgressCallback& progress = {});

// Coordinate descent under the problem's exact cost: each variable in turn takes its
// cheapest candidate with the others fixed, until a pass changes nothing. Returns the
// number of changes.
int improveLocally(PartitionProblem& problem, std::vector<int>& choice, int maxPasses,
                   const CancellationToken& cancel = {});

}  // namespace shardscope::partition
