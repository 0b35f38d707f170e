#pragma once
// The fallback's windows (eindecomp.cpp, improveByWindows) on a graph of repeated layers
// meet the same subproblem again and again: a window of a middle copy sees the same
// steps as the window one layer further on, with the same held neighbours and the same
// incumbent, whenever the plan is the same in both copies. Such a solve is not run
// again: its outcome (the candidate chosen per step, the work it was charged) is
// translated from the first one.
//
// Exactness: the key holds everything the window's DP reads: its steps as structure
// (slots, which of the variable's flows each touches, which close), each variable's
// class (the repeated-layer detection's exact step signature: candidates, groups, own
// costs, parts as partitions, flow shapes), the held candidates' own costs and parts,
// the incumbent's candidates of the free variables, the state limit and the
// incumbent's cost within the scope. Two solves with equal keys run the same DP step for
// step (states, ties and cuts in the same order; parts are interned per flow but equal
// as partitions), so they choose the same candidates.
// The steps are the window's without its held steps that change no state
// (frontier::dropHeldNoOps; the bound less their own costs, as the DP sees it): a window
// one layer on has more held readers of a shared graph input before it and fewer after,
// all of them reading what the first one read. The work of the steps left out is
// charged from the outcome's layer sizes, per window.

#include "partition/frontier_steps.h"
#include "partition/partition_problem.h"
#include "partition/repeated_layers.h"

#include <cstdint>
#include <map>
#include <vector>

namespace shardscope::partition {

class WindowMemo {
 public:
  // `steps`: the forward steps with nothing held, `repetition` found in them (copies
  // > 1: variables at the same place of two copies get the same class; every other
  // variable a class of its own).
  WindowMemo(PartitionProblem& problem, const std::vector<frontier::Step>& steps, StepRepetition repetition);

  // What a window's solve depends on. `fixed`: per variable, its held candidate or -1;
  // `incumbent`: the plan the window starts from; `localBound`: the incumbent's cost
  // less the scope's constant terms.
  std::vector<int64_t> keyOf(const std::vector<frontier::Step>& steps, const std::vector<int>& fixed,
                             const std::vector<int>& incumbent, std::size_t maxStates, double localBound);

  struct Outcome {
    std::vector<int> perStep;  // the candidate the solve's plan gives each step's variable
    double work = 0;           // the transitions it was charged
    std::vector<std::size_t> layerSizes;  // per step: the states after it
  };
  // The outcome stored under `key`, or nullptr.
  const Outcome* find(const std::vector<int64_t>& key) const;
  void store(std::vector<int64_t> key, Outcome outcome);

 private:
  PartitionProblem& problem_;
  std::vector<int> classOf_;
  std::map<std::vector<int64_t>, Outcome> outcomes_;
};

}  // namespace shardscope::partition
