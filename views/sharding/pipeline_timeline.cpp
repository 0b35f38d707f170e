#include "views/sharding/pipeline_timeline.h"

#include <algorithm>

namespace shardscope::views {

double PipelineTimeline::idleShare() const {
  const double all = static_cast<double>(stages) * ticks;
  return all > 0 ? 1.0 - static_cast<double>(passes.size()) / all : 0.0;
}

int PipelineTimeline::peakInFlight(int stage) const {
  std::vector<const PipelineSlot*> ordered;
  for (const PipelineSlot& slot : passes)
    if (slot.stage == stage) ordered.push_back(&slot);
  std::sort(ordered.begin(), ordered.end(), [](const PipelineSlot* a, const PipelineSlot* b) { return a->tick < b->tick; });
  int live = 0, peak = 0;
  for (const PipelineSlot* slot : ordered) {
    live += slot->backward ? -1 : 1;
    peak = std::max(peak, live);
  }
  return peak;
}

std::variant<PipelineTimeline, std::string> layoutPipeline(PipelineSchedule schedule, int stages, int microbatches) {
  if (stages < 1 || microbatches < 1) return std::string("give at least one stage and one micro-batch");
  if (static_cast<int64_t>(stages) * microbatches > kMaxPipelineCells)
    return "at most " + std::to_string(kMaxPipelineCells) + " stage x micro-batch cells";
  // Each stage's order of passes.
  std::vector<std::vector<PipelineSlot>> order(static_cast<std::size_t>(stages));
  for (int s = 0; s < stages; ++s) {
    auto& passes = order[static_cast<std::size_t>(s)];
    if (schedule == PipelineSchedule::GPipe) {
      for (int m = 0; m < microbatches; ++m) passes.push_back({s, m, false, 0});
      for (int m = 0; m < microbatches; ++m) passes.push_back({s, m, true, 0});
      continue;
    }
    const int warmup = std::min(stages - 1 - s, microbatches);
    int forward = 0, backward = 0;
    for (; forward < warmup; ++forward) passes.push_back({s, forward, false, 0});
    while (forward < microbatches) {
      passes.push_back({s, forward++, false, 0});
      passes.push_back({s, backward++, true, 0});
    }
    while (backward < microbatches) passes.push_back({s, backward++, true, 0});
  }
  // List scheduling: repeatedly run, on each stage, the next pass whose input is ready.
  const auto cell = [&](int stage, int microbatch) { return static_cast<std::size_t>(stage) * microbatches + microbatch; };
  std::vector<int> forwardDone(static_cast<std::size_t>(stages) * microbatches, -1);
  std::vector<int> backwardDone(forwardDone.size(), -1);
  std::vector<std::size_t> next(static_cast<std::size_t>(stages), 0);
  std::vector<int> freeAt(static_cast<std::size_t>(stages), 0);
  PipelineTimeline timeline{stages, microbatches, 0, {}};
  const std::size_t total = 2 * forwardDone.size();
  while (timeline.passes.size() < total) {
    bool progressed = false;
    for (int s = 0; s < stages; ++s) {
      auto& position = next[static_cast<std::size_t>(s)];
      if (position >= order[static_cast<std::size_t>(s)].size()) continue;
      PipelineSlot slot = order[static_cast<std::size_t>(s)][position];
      int ready = freeAt[static_cast<std::size_t>(s)];
      if (!slot.backward) {
        if (s > 0) {
          const int input = forwardDone[cell(s - 1, slot.microbatch)];
          if (input < 0) continue;
          ready = std::max(ready, input);
        }
      } else {
        if (forwardDone[cell(s, slot.microbatch)] < 0) continue;
        ready = std::max(ready, forwardDone[cell(s, slot.microbatch)]);
        if (s + 1 < stages) {
          const int gradient = backwardDone[cell(s + 1, slot.microbatch)];
          if (gradient < 0) continue;
          ready = std::max(ready, gradient);
        }
      }
      slot.tick = ready;
      (slot.backward ? backwardDone : forwardDone)[cell(s, slot.microbatch)] = ready + 1;
      freeAt[static_cast<std::size_t>(s)] = ready + 1;
      timeline.ticks = std::max(timeline.ticks, ready + 1);
      timeline.passes.push_back(slot);
      ++position;
      progressed = true;
    }
    if (!progressed) return std::string("the schedule deadlocks");  // cannot happen for these two orders
  }
  return timeline;
}

}  // namespace shardscope::views
