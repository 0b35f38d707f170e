// The presets: seed 002's numbers, one per example it works through.
#include "teach/strategy_presets.h"

namespace shardscope::teach {

namespace {

StrategyPreset preset(std::string title, std::string seedSays, const char* model, int gpus, ParallelConfig config) {
  StrategyPreset p{std::move(title), std::move(seedSays), *findModelPreset(model), config, defaultCluster(gpus)};
  return p;
}

ParallelConfig degrees(int tp, int pp, int dp, int microbatches) {
  ParallelConfig config;
  config.tp = tp;
  config.pp = pp;
  config.dp = dp;
  config.microbatches = microbatches;
  config.sequenceParallel = tp > 1;
  return config;
}

}  // namespace

const std::vector<StrategyPreset>& strategyPresets() {
  static const std::vector<StrategyPreset> presets = [] {
    std::vector<StrategyPreset> list;
    list.push_back(preset("LLaMA 70B on one GPU",
                          "Introduction: LLaMA 70B has 70 billion parameters, about 140 GB in FP16, and one H100 has 80 GB.",
                          "Llama 3 70B", 1, degrees(1, 1, 1, 1)));
    list.push_back(preset("LLaMA 70B: TP=8 × PP=4 × DP=16",
                          "Hybrid parallelism: Meta trains LLaMA 70B with TP=8 inside a node (NVLink), PP=4 across nodes, DP=16.",
                          "Llama 3 70B", 512, degrees(8, 4, 16, 8)));
    list.push_back(preset("GPT-3 175B: TP=8 × PP=8 × DP=8",
                          "Hybrid parallelism: GPT-3 175B uses TP=8 + PP=8 + DP (the seed leaves DP open; 8 here).",
                          "GPT-3 175B", 512, degrees(8, 8, 8, 16)));
    list.push_back(preset("Megatron-Turing 530B: TP=8 × PP=35 × DP=6",
                          "Hybrid parallelism: Megatron-Turing 530B uses TP=8 + PP=35 + DP=6.",
                          "Megatron-Turing 530B", 1680, degrees(8, 35, 6, 70)));
    ParallelConfig fsdp = degrees(1, 1, 8, 1);
    fsdp.zero = ZeroStage::Parameters;
    list.push_back(preset("FSDP: 14/N bytes per parameter",
                          "Fully sharded data parallelism: with Adam each parameter needs 2 + 4 + 4 + 4 = 14 bytes; FSDP leaves 14/N per device.",
                          "Llama 3 8B", 8, fsdp));
    ParallelConfig ddp = degrees(1, 1, 8, 1);
    list.push_back(preset("DP: a whole replica per device",
                          "Data parallelism: every device holds the whole model; it fails once the model outgrows one GPU.",
                          "Llama 3 8B", 8, ddp));
    ParallelConfig bubble = degrees(8, 4, 1, 8);
    bubble.schedule = PipelineKind::GPipe;
    list.push_back(preset("Pipeline bubble: N=4, M=8",
                          "Pipeline parallelism: with N=4 stages and M=8 micro-batches the efficiency is 62.5% and the bubble 37.5%.",
                          "Llama 3 70B", 32, bubble));
    list.push_back(preset("GPT-3 175B on 2 GPUs",
                          "The strategy comparison: a 175B model cannot run on 1-2 GPUs under any single strategy.",
                          "GPT-3 175B", 2, degrees(2, 1, 1, 1)));
    return list;
  }();
  return presets;
}

}  // namespace shardscope::teach
