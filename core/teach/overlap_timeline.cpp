// The two streams of a backward pass under each overlap strategy.
#include "teach/overlap_timeline.h"

#include <algorithm>
#include <cmath>

namespace shardscope::teach {

std::string overlapStrategyName(OverlapStrategy strategy) {
  switch (strategy) {
    case OverlapStrategy::None: return "none";
    case OverlapStrategy::Overlap: return "overlap";
    case OverlapStrategy::Fusion: return "fusion";
    case OverlapStrategy::Bucketing: return "bucketing";
  }
  return "strategy";
}

std::variant<OverlapTimeline, std::string> layoutOverlap(const OverlapRequest& request) {
  if (request.layers < 1 || request.layers > kMaxOverlapLayers)
    return "expected 1 to " + std::to_string(kMaxOverlapLayers) + " layers";
  for (double value : {request.computeTime, request.ratio, request.latency})
    if (!std::isfinite(value) || value < 0) return std::string("expected finite, non-negative times and ratio");
  if (request.bucketLayers < 1) return std::string("expected at least one layer per bucket");

  OverlapTimeline timeline;
  timeline.strategy = request.strategy;
  const int layers = request.layers;
  // The backward pass runs from the last layer to the first; gradient i (in that order)
  // is ready at (i+1)·compute.
  for (int i = 0; i < layers; ++i)
    timeline.blocks.push_back({false, layers - 1 - i, layers - 1 - i, i * request.computeTime, (i + 1) * request.computeTime});
  timeline.computeEnd = layers * request.computeTime;

  // Collectives as [first, last] in backward order, each launched once its last
  // gradient exists (or after the backward pass), one at a time on the stream.
  std::vector<std::pair<int, int>> groups;
  bool afterBackward = false;
  switch (request.strategy) {
    case OverlapStrategy::None: afterBackward = true; [[fallthrough]];
    case OverlapStrategy::Overlap:
      for (int i = 0; i < layers; ++i) groups.push_back({i, i});
      break;
    case OverlapStrategy::Fusion:
      afterBackward = true;
      groups.push_back({0, layers - 1});
      break;
    case OverlapStrategy::Bucketing:
      for (int i = 0; i < layers; i += request.bucketLayers) groups.push_back({i, std::min(layers, i + request.bucketLayers) - 1});
      break;
  }
  double streamFree = 0;
  for (auto [first, last] : groups) {
    const double ready = afterBackward ? timeline.computeEnd : (last + 1) * request.computeTime;
    const double start = std::max(streamFree, ready);
    const double duration = request.latency + (last - first + 1) * request.ratio * request.computeTime;
    timeline.blocks.push_back({true, layers - 1 - first, layers - 1 - last, start, start + duration});
    timeline.communicationTime += duration;
    streamFree = start + duration;
  }
  timeline.stepTime = std::max(timeline.computeEnd, streamFree);
  return timeline;
}

}  // namespace shardscope::teach
