#pragma once
// The timeline a pipeline schedule chart draws: when each stage runs the forward and
// backward pass of each micro-batch, for GPipe (all forwards, then all backwards) and
// 1F1B (PipeDream-flush: a few forwards to fill the pipe, then one forward per backward).
// Every pass takes one tick; a pass starts when its stage is free and its input is ready
// (forward: the previous stage's forward; backward: the next stage's backward). Laid out
// by core/teach's timed scheduler (teach/pipeline_gantt.h) with unit times; the chart
// itself draws the timed schedule.
#include <cstdint>
#include <string>
#include <variant>
#include <vector>

namespace shardscope::views {

enum class PipelineSchedule { GPipe, OneFOneB };

struct PipelineSlot {
  int stage = 0;
  int microbatch = 0;
  bool backward = false;
  int tick = 0;
};

struct PipelineTimeline {
  int stages = 0;
  int microbatches = 0;
  int ticks = 0;                     // length of the schedule
  std::vector<PipelineSlot> passes;   // 2 * stages * microbatches
  double idleShare() const;          // idle stage-ticks / all stage-ticks of the chart
  int peakInFlight(int stage) const; // micro-batches forwarded but not yet backwarded
};

// At most this many stage x micro-batch cells are laid out (the chart stays readable
// and the input cannot make us allocate much).
inline constexpr int64_t kMaxPipelineCells = 4096;

std::variant<PipelineTimeline, std::string> layoutPipeline(PipelineSchedule schedule, int stages, int microbatches);

}  // namespace shardscope::views
