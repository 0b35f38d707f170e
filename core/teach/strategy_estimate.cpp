// A configuration's whole estimate: memory, collectives, bubble, verdict.
#include "teach/strategy_estimate.h"

#include "teach/pipeline_gantt.h"

#include <algorithm>

namespace shardscope::teach {

StrategyEstimate estimateStrategy(const ModelSize& model, const ParallelConfig& config, const Cluster& cluster) {
  StrategyEstimate estimate;
  estimate.memory = estimateMemory(model, config);
  estimate.collectives = estimateCommunication(model, config, cluster);
  if (config.pp > 1) {
    // Seed 002: bubble (N-1)/M, efficiency eta = (M-N+1)/M; interleaving v chunks
    // divides the bubble by v (Narayanan et al. 2021).
    const int v = config.schedule == PipelineKind::Interleaved ? std::max(1, config.chunks) : 1;
    estimate.bubbleFraction = pipelineBubble(config.pp, config.microbatches, v);
    estimate.pipelineEfficiency = std::max(0.0, 1.0 - estimate.bubbleFraction);
  }
  estimate.fits = estimate.memory.total() <= cluster.gpuMemoryBytes;
  return estimate;
}

}  // namespace shardscope::teach
