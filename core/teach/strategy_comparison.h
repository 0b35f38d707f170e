#pragma once
// Side by side (issue 24: "no side-by-side comparison of strategies"): the single
// strategies seed 002 contrasts (DP, FSDP, TP, PP) and a TP × PP × DP hybrid on the same
// model and GPUs, next to the configuration the user chose, so a class sees why the seed
// concludes "混合并行的必要性".
#include "teach/strategy_estimate.h"

#include <string>
#include <vector>

namespace shardscope::teach {

struct ComparedStrategy {
  std::string label;               // "DP=8", "FSDP=8", "TP=8", "PP=8", "TP=8 × PP=4 × DP=16"
  ParallelConfig config;
  StrategyEstimate estimate;
};

// `chosen` first (labelled "chosen: ..."), then DP, FSDP, TP (at most a node's GPUs, DP
// over the rest), PP (as deep as the layers allow, DP over the rest) and TP (a node) ×
// PP × DP, each only when it is valid on the cluster. Micro-batches, sequence and
// recomputation come from `chosen`.
std::vector<ComparedStrategy> compareStrategies(const ModelSize& model, const ParallelConfig& chosen, const Cluster& cluster);

}  // namespace shardscope::teach
