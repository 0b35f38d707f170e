// Timed pipeline schedules: each device's order of passes, then list scheduling.
#include "teach/pipeline_gantt.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace shardscope::teach {

namespace {

struct Step {
  int microbatch;
  int chunk;
  bool backward;
};

// Megatron-LM's interleaved order (schedules.py, forward_backward_pipelining_with_
// interleaving): the k-th forward on a device takes micro-batch (k / (N·v))·N + k % N
// of chunk (k / N) % v; backwards run the chunks in reverse. Device d warms up with
// (N-d-1)·2 + (v-1)·N forwards, then alternates one forward and one backward.
std::vector<Step> deviceOrder(PipelineKind kind, int device, int devices, int microbatches, int chunks) {
  std::vector<Step> order;
  if (kind == PipelineKind::GPipe) {
    for (int m = 0; m < microbatches; ++m) order.push_back({m, 0, false});
    for (int m = 0; m < microbatches; ++m) order.push_back({m, 0, true});
    return order;
  }
  const int v = kind == PipelineKind::Interleaved ? chunks : 1;
  const int total = microbatches * v;
  const auto virtualStep = [&](int k, bool backward) {
    const int group = devices * v;
    const int chunk = (k % group) / devices;
    return Step{(k / group) * devices + k % devices, backward ? v - 1 - chunk : chunk, backward};
  };
  const int warmup = kind == PipelineKind::Interleaved ? std::min(total, (devices - device - 1) * 2 + (v - 1) * devices)
                                                       : std::min(total, devices - device - 1);
  int forward = 0, backward = 0;
  for (; forward < warmup; ++forward) order.push_back(virtualStep(forward, false));
  while (forward < total) {
    order.push_back(virtualStep(forward++, false));
    order.push_back(virtualStep(backward++, true));
  }
  while (backward < total) order.push_back(virtualStep(backward++, true));
  return order;
}

}  // namespace

std::string pipelineKindName(PipelineKind kind) {
  switch (kind) {
    case PipelineKind::GPipe: return "GPipe";
    case PipelineKind::OneFOneB: return "1F1B";
    case PipelineKind::Interleaved: return "interleaved 1F1B";
  }
  return "pipeline";
}

double GanttChart::bubbleFraction() const {
  const double work = std::accumulate(busy.begin(), busy.end(), 0.0);
  return work > 0 ? (devices * makespan - work) / work : 0.0;
}

double pipelineBubble(int stages, int microbatches, int chunks) {
  return static_cast<double>(stages - 1) / (static_cast<double>(chunks) * microbatches);
}

double GanttChart::formulaBubble() const { return pipelineBubble(devices, microbatches, chunks); }

double GanttChart::peakInFlight(int device) const {
  std::vector<const GanttPass*> own;
  for (const GanttPass& pass : passes)
    if (pass.device == device) own.push_back(&pass);
  std::sort(own.begin(), own.end(), [](const GanttPass* a, const GanttPass* b) { return a->start < b->start; });
  double live = 0, peak = 0;
  for (const GanttPass* pass : own) {
    live += (pass->backward ? -1.0 : 1.0) / chunks;
    peak = std::max(peak, live);
  }
  return peak;
}

std::variant<GanttChart, std::string> layoutGantt(const GanttRequest& request) {
  const int devices = static_cast<int>(request.forwardTimes.size());
  const int m = request.microbatches;
  const bool interleaved = request.kind == PipelineKind::Interleaved;
  const int v = interleaved ? request.chunks : 1;
  if (devices < 1) return std::string("expected at least one stage");
  if (m < 1) return std::string("expected at least one micro-batch");
  if (v < 1) return std::string("expected at least one model chunk per device");
  for (double t : request.forwardTimes)
    if (!std::isfinite(t) || t < 0) return std::string("expected finite, non-negative stage times");
  if (!std::isfinite(request.backwardRatio) || request.backwardRatio < 0)
    return std::string("expected a finite, non-negative backward/forward ratio");
  if (static_cast<int64_t>(devices) * m * v * 2 > kMaxGanttPasses)
    return "at most " + std::to_string(kMaxGanttPasses) + " passes (2·N·M·v)";
  if (interleaved && m % devices != 0)
    return "interleaved 1F1B needs the micro-batches (" + std::to_string(m) + ") to be a multiple of the stages (" +
           std::to_string(devices) + ")";

  std::vector<std::vector<Step>> orders;
  for (int d = 0; d < devices; ++d) orders.push_back(deviceOrder(request.kind, d, devices, m, v));
  const int stagesTotal = devices * v;  // virtual stages: chunk c of device d is c·N + d
  const auto slot = [&](int virtualStage, int microbatch) { return static_cast<std::size_t>(virtualStage) * m + microbatch; };
  std::vector<double> forwardEnd(static_cast<std::size_t>(stagesTotal) * m, -1), backwardEnd(forwardEnd.size(), -1);
  std::vector<std::size_t> next(static_cast<std::size_t>(devices), 0);
  std::vector<double> freeAt(static_cast<std::size_t>(devices), 0);
  GanttChart chart{request.kind, devices, m, v, 0, {}, std::vector<double>(static_cast<std::size_t>(devices), 0)};
  const std::size_t total = 2 * forwardEnd.size();
  chart.passes.reserve(total);
  // Each device's order is fixed, so start times follow from the dependencies alone;
  // sweeping the devices until every pass is placed finds them in any order.
  while (chart.passes.size() < total) {
    bool progressed = false;
    for (int d = 0; d < devices; ++d) {
      auto& position = next[static_cast<std::size_t>(d)];
      const auto& order = orders[static_cast<std::size_t>(d)];
      while (position < order.size()) {
        const Step step = order[position];
        const int k = step.chunk * devices + d;
        double ready = freeAt[static_cast<std::size_t>(d)];
        if (!step.backward) {
          if (k > 0) {
            const double input = forwardEnd[slot(k - 1, step.microbatch)];
            if (input < 0) break;
            ready = std::max(ready, input);
          }
        } else {
          const double own = forwardEnd[slot(k, step.microbatch)];
          if (own < 0) break;
          ready = std::max(ready, own);
          if (k + 1 < stagesTotal) {
            const double gradient = backwardEnd[slot(k + 1, step.microbatch)];
            if (gradient < 0) break;
            ready = std::max(ready, gradient);
          }
        }
        const double forwardTime = request.forwardTimes[static_cast<std::size_t>(d)] / v;
        const double duration = step.backward ? forwardTime * request.backwardRatio : forwardTime;
        const double end = ready + duration;
        (step.backward ? backwardEnd : forwardEnd)[slot(k, step.microbatch)] = end;
        freeAt[static_cast<std::size_t>(d)] = end;
        chart.busy[static_cast<std::size_t>(d)] += duration;
        chart.makespan = std::max(chart.makespan, end);
        chart.passes.push_back({d, step.microbatch, step.chunk, step.backward, ready, end});
        ++position;
        progressed = true;
      }
    }
    if (!progressed) return std::string("the schedule deadlocks");  // not for these orders: a bug if seen
  }
  return chart;
}

}  // namespace shardscope::teach
