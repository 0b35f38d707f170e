#pragma once
// Seed 002's worked examples as explorer presets: each is a model, a configuration and a
// cluster, with the sentence of the seed it illustrates. Tests check their numbers.
#include "teach/model_size.h"
#include "teach/parallel_config.h"

#include <string>
#include <vector>

namespace shardscope::teach {

struct StrategyPreset {
  std::string title;       // e.g. "LLaMA 70B: TP=8 × PP=4 × DP=16"
  std::string seedSays;    // the seed's claim, in English, with its section
  ModelSize model;
  ParallelConfig config;
  Cluster cluster;
};

const std::vector<StrategyPreset>& strategyPresets();

}  // namespace shardscope::teach
