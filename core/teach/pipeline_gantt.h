#pragma once
// Timed pipeline schedules (seed 002, "流水线并行"; issue 24 item 5): when each device
// runs the forward and backward pass of each micro-batch under GPipe (every forward,
// then every backward), 1F1B (PipeDream-flush: N-1-d warm-up forwards, then one forward
// per backward) and interleaved 1F1B (Megatron-LM: v model chunks per device, so a
// micro-batch crosses N·v virtual stages). Each device has its own forward time (the
// stage DP's stage weights, or estimates); a backward takes `backwardRatio` times it.
// A pass starts when its device is free and its input is ready: the previous virtual
// stage's forward, the next one's backward. Communication between stages is not drawn.
#include "teach/parallel_config.h"

#include <cstdint>
#include <string>
#include <variant>
#include <vector>

namespace shardscope::teach {

struct GanttRequest {
  PipelineKind kind = PipelineKind::OneFOneB;
  std::vector<double> forwardTimes;  // per device (stage): one micro-batch's forward pass
  double backwardRatio = 2.0;        // backward / forward: 2 for a matmul-bound layer
  int microbatches = 1;              // M
  int chunks = 2;                    // v, interleaved only (then each chunk takes 1/v)
};

struct GanttPass {
  int device = 0;
  int microbatch = 0;
  int chunk = 0;                     // 0 unless interleaved
  bool backward = false;
  double start = 0;
  double end = 0;
};

struct GanttChart {
  PipelineKind kind = PipelineKind::OneFOneB;
  int devices = 0;                   // N
  int microbatches = 0;              // M
  int chunks = 1;                    // v
  double makespan = 0;               // the step's length
  std::vector<GanttPass> passes;     // in the order they were scheduled
  std::vector<double> busy;          // per device: the time it computes
  // Idle over busy time, summed over the devices: the seed's bubble, (N-1)/M for equal
  // stages under GPipe and 1F1B, (N-1)/(v·M) interleaved; more with unequal stages.
  double bubbleFraction() const;
  // The closed form for this N, M and v: (N-1)/(v·M).
  double formulaBubble() const;
  // Micro-batches forwarded but not yet backwarded on a device at its peak (chunks
  // counted as 1/v each): what its activations cost.
  double peakInFlight(int device) const;
};

// Bounds on N·M·v, so a request cannot make us allocate much.
inline constexpr int64_t kMaxGanttPasses = 200'000;

// The schedule, or why it cannot be laid out (no device, M < 1, a time not finite or
// negative, interleaving with M not a multiple of N, too many passes).
std::variant<GanttChart, std::string> layoutGantt(const GanttRequest& request);

// Seed 002's bubble (N-1)/M, divided by v when each device holds v interleaved chunks
// (Narayanan et al. 2021); core/partition's bubbleFraction is the v = 1 case.
double pipelineBubble(int stages, int microbatches, int chunks = 1);

std::string pipelineKindName(PipelineKind kind);  // "GPipe", "1F1B", "interleaved 1F1B"

}  // namespace shardscope::teach
