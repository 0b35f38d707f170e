#pragma once
// Pipeline schedule figures for a stage partition (seed 002): the bubble fraction of
// GPipe and 1F1B with N stages and M micro-batches, and Alpa's training objective.

#include <vector>

namespace shardscope::partition {

struct PipelineEstimate {
  double gpipeBubble = 0;        // (N-1)/M
  double oneFOneBBubble = 0;     // (N-1)/M as well: 1F1B reorders work, the bubble stays
  double gpipeEfficiency = 0;    // (M-N+1)/M, the seed's eta
  int gpipeInFlight = 0;         // micro-batches whose activations stage 0 holds at peak: M
  int oneFOneBInFlight = 0;      // min(N, M): what 1F1B saves
  double alpaObjective = 0;      // sum t_i + (M-1) * max t_i
};

// (N-1)/M; N >= 1 stages, M >= 1 micro-batches.
double bubbleFraction(int stages, int microbatches);

// Alpa's latency of one training iteration with B micro-batches through stages of
// per-micro-batch times t_i: the first micro-batch crosses every stage, the other B-1
// follow at the pace of the slowest stage.
double alpaTrainingObjective(const std::vector<double>& stageTimes, int microbatches);

PipelineEstimate estimatePipeline(const std::vector<double>& stageTimes, int microbatches);

}  // namespace shardscope::partition
