#include "views/sharding/pipeline_timeline.h"

#include "teach/pipeline_gantt.h"

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
  // core/teach's timed scheduler with every pass one tick long: the same orders, so
  // the ticks are its start times.
  const teach::PipelineKind kind = schedule == PipelineSchedule::GPipe ? teach::PipelineKind::GPipe : teach::PipelineKind::OneFOneB;
  auto laid = teach::layoutGantt({kind, std::vector<double>(static_cast<std::size_t>(stages), 1.0), 1.0, microbatches, 1});
  if (auto* error = std::get_if<std::string>(&laid)) return *error;
  const teach::GanttChart& chart = std::get<teach::GanttChart>(laid);
  PipelineTimeline timeline{stages, microbatches, static_cast<int>(chart.makespan), {}};
  for (const teach::GanttPass& pass : chart.passes)
    timeline.passes.push_back({pass.device, pass.microbatch, pass.backward, static_cast<int>(pass.start)});
  return timeline;
}

}  // namespace shardscope::views
