// The comparison set: a few canonical configurations on the user's GPUs.
#include "teach/strategy_comparison.h"

#include <algorithm>

namespace shardscope::teach {

namespace {

// The largest power of two that divides n and is at most cap.
int powerOfTwoDivisor(int n, int cap) {
  int best = 1;
  for (int d = 2; d <= cap && n % d == 0; d *= 2) best = d;
  return best;
}

}  // namespace

std::vector<ComparedStrategy> compareStrategies(const ModelSize& model, const ParallelConfig& chosen, const Cluster& cluster) {
  std::vector<ComparedStrategy> out;
  const auto add = [&](std::string label, ParallelConfig config) {
    if (validateConfig(config, cluster, model.layers, model.experts)) return;
    for (const ComparedStrategy& seen : out)
      if (seen.config.dp == config.dp && seen.config.tp == config.tp && seen.config.pp == config.pp &&
          seen.config.zero == config.zero && seen.config.ep == config.ep)
        return;
    out.push_back({std::move(label), config, estimateStrategy(model, config, cluster)});
  };
  add("chosen: " + describeConfig(chosen), chosen);
  const int gpus = cluster.gpus;
  ParallelConfig base = chosen;
  base.ep = 1;
  base.chunks = 1;
  if (base.schedule == PipelineKind::Interleaved) base.schedule = PipelineKind::OneFOneB;
  const auto config = [&](int dp, int tp, int pp, ZeroStage zero) {
    ParallelConfig c = base;
    c.dp = dp, c.tp = tp, c.pp = pp, c.zero = zero;
    c.sequenceParallel = tp > 1;
    c.microbatches = std::max(chosen.microbatches, pp);
    return c;
  };
  add("DP=" + std::to_string(gpus), config(gpus, 1, 1, ZeroStage::None));
  add("FSDP=" + std::to_string(gpus), config(gpus, 1, 1, ZeroStage::Parameters));
  const int tp = powerOfTwoDivisor(gpus, cluster.gpusPerNode);
  if (tp > 1) add(describeConfig(config(gpus / tp, tp, 1, ZeroStage::None)), config(gpus / tp, tp, 1, ZeroStage::None));
  const int pp = powerOfTwoDivisor(gpus, model.layers);
  if (pp > 1) add(describeConfig(config(gpus / pp, 1, pp, ZeroStage::None)), config(gpus / pp, 1, pp, ZeroStage::None));
  if (tp > 1 && gpus / tp > 1) {
    const int hybridPp = powerOfTwoDivisor(gpus / tp, std::min(8, model.layers));
    const ParallelConfig hybrid = config(gpus / tp / hybridPp, tp, hybridPp, ZeroStage::Optimizer);
    add(describeConfig(hybrid), hybrid);
  }
  return out;
}

}  // namespace shardscope::teach
