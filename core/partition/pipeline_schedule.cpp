#include "partition/pipeline_schedule.h"

#include <algorithm>
#include <numeric>

namespace shardscope::partition {

double bubbleFraction(int stages, int microbatches) {
  return static_cast<double>(stages - 1) / static_cast<double>(microbatches);
}

double alpaTrainingObjective(const std::vector<double>& stageTimes, int microbatches) {
  if (stageTimes.empty()) return 0;
  const double sum = std::accumulate(stageTimes.begin(), stageTimes.end(), 0.0);
  const double slowest = *std::max_element(stageTimes.begin(), stageTimes.end());
  return sum + (microbatches - 1) * slowest;
}

PipelineEstimate estimatePipeline(const std::vector<double>& stageTimes, int microbatches) {
  const int stages = static_cast<int>(stageTimes.size());
  PipelineEstimate estimate;
  estimate.gpipeBubble = bubbleFraction(stages, microbatches);
  estimate.oneFOneBBubble = estimate.gpipeBubble;
  // With fewer micro-batches than stages the formula goes negative: no overlap at all.
  estimate.gpipeEfficiency =
      std::max(0.0, static_cast<double>(microbatches - stages + 1) / microbatches);
  estimate.gpipeInFlight = microbatches;
  estimate.oneFOneBInFlight = std::min(stages, microbatches);
  estimate.alpaObjective = alpaTrainingObjective(stageTimes, microbatches);
  return estimate;
}

}  // namespace shardscope::partition
