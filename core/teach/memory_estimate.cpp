// Memory per device: model state split by TP, PP and EP, sharded over DP by ZeRO, plus
// the activations the first pipeline stage keeps alive.
#include "teach/strategy_estimate.h"

#include <algorithm>

namespace shardscope::teach {

namespace {

// Activation bytes of one layer and one micro-batch on one device, Korthikanti et al.
// 2022 ("Reducing Activation Recomputation in Large Transformer Models"), eqs. 1-4:
// s·b·h·(34 + 5·a·s/h) without parallelism; TP splits 24 of the 34 and the attention
// scores (10 stay replicated), SP splits the other 10 as well; selective recomputation
// drops the 5·a·s/h scores; full recomputation keeps only the layer input, 2·s·b·h.
double layerActivationBytes(const ModelSize& model, const ParallelConfig& config) {
  const double s = config.sequenceLength, b = config.microbatchSize, h = model.hidden, a = model.heads;
  const double t = config.tp;
  const double sbh = s * b * h;
  if (config.recompute == Recompute::Full) return kActivationBytes * sbh / (config.sequenceParallel ? t : 1.0);
  const double scores = config.recompute == Recompute::Selective ? 0.0 : 5.0 * a * s / h;
  const double replicated = config.sequenceParallel ? 10.0 / t : 10.0;
  return sbh * (replicated + 24.0 / t + scores / t);
}

// Micro-batches whose activations the first stage holds at its peak: GPipe runs every
// forward first (M); 1F1B keeps at most N in flight; interleaving (v chunks) keeps
// 1 + (N-1)/(N·v) times 1F1B's (Korthikanti et al. 2022, section 4.2.3). Without a
// pipeline the micro-batches run one after another (gradient accumulation).
double inFlight(const ParallelConfig& config) {
  if (config.pp == 1) return 1.0;
  const double m = config.microbatches, n = config.pp;
  switch (config.schedule) {
    case PipelineKind::GPipe: return m;
    case PipelineKind::OneFOneB: return std::min(m, n);
    case PipelineKind::Interleaved: return std::min(m, n) * (1.0 + (n - 1.0) / (n * config.chunks));
  }
  return 1.0;
}

}  // namespace

MemoryPerDevice estimateMemory(const ModelSize& model, const ParallelConfig& config) {
  // TP and PP split every weight matrix and every layer (seed 002: "内存随设备数线性
  // 减少"); EP splits the experts on top. Embeddings are spread like the layers: a
  // simplification that keeps PP's split exact for the seed's 1/(TP·PP).
  const double modelSplit = static_cast<double>(config.tp) * config.pp;
  const double dense = model.denseParameters() / modelSplit;
  const double experts = model.expertParameters() / (modelSplit * config.ep);
  const double parameters = dense + experts;
  // ZeRO shards over the ranks that hold the same parameters: all of DP for dense
  // weights, DP/EP for expert weights (each expert has DP/EP replicas).
  const double denseShards = config.dp, expertShards = static_cast<double>(config.dp) / config.ep;
  const auto sharded = [&](ZeroStage from) {
    return config.zero >= from ? dense / denseShards + experts / expertShards : parameters;
  };
  MemoryPerDevice memory;
  memory.parametersHeld = sharded(ZeroStage::Parameters);
  memory.weights = kWeightBytes * memory.parametersHeld;            // FSDP: 2/N (seed: "每卡仅需 14/N")
  memory.gradients = kGradientBytes * sharded(ZeroStage::Gradients);
  memory.optimizer = kOptimizerBytes * sharded(ZeroStage::Optimizer);
  const int layersPerStage = (model.layers + config.pp - 1) / config.pp;  // the first stage's, the larger
  const double flight = inFlight(config);
  memory.inFlightMicrobatches = static_cast<int>(flight + 0.999999);
  memory.activations = layerActivationBytes(model, config) * layersPerStage * flight;
  return memory;
}

}  // namespace shardscope::teach
