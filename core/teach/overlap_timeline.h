#pragma once
// Communication overlap (seed 002, "计算-通信重叠" and its demo; issue 24 item 6): the
// backward pass of L layers on a compute stream and their gradient all-reduces on a
// communication stream, under four strategies:
//   none       - every all-reduce after the backward pass, one per layer
//   overlap    - each layer's all-reduce starts as soon as its gradient exists (DDP)
//   fusion     - one all-reduce of every gradient after the backward pass
//   bucketing  - gradients grouped in buckets of B layers, each bucket's all-reduce
//                launched when its last gradient exists (DDP's 25 MB buckets)
// A collective over k layers' gradients takes latency + k·ratio·compute (α + bytes/β,
// the seed's cost model): the latency is what fusion saves ("每次 NCCL 调用有 ~10μs 的
// 启动延迟"), overlap hides bandwidth time behind compute.
#include <string>
#include <variant>
#include <vector>

namespace shardscope::teach {

enum class OverlapStrategy { None, Overlap, Fusion, Bucketing };

struct OverlapRequest {
  int layers = 8;
  double computeTime = 1.0;   // one layer's backward, ms
  double ratio = 0.5;         // communication / compute for one layer's gradients
  double latency = 0.05;      // per collective call, ms
  int bucketLayers = 4;       // bucketing: layers per bucket
  OverlapStrategy strategy = OverlapStrategy::Overlap;
};

struct OverlapBlock {
  bool communication = false; // false: compute stream
  int firstLayer = 0;         // the layers it covers, backward order (L-1 first)
  int lastLayer = 0;
  double start = 0;
  double end = 0;
};

struct OverlapTimeline {
  OverlapStrategy strategy = OverlapStrategy::Overlap;
  std::vector<OverlapBlock> blocks;
  double computeEnd = 0;      // the backward pass alone
  double stepTime = 0;        // the last all-reduce's end
  double communicationTime = 0;  // summed collective durations
  // Communication not hidden behind compute: stepTime - computeEnd.
  double exposedCommunication() const { return stepTime - computeEnd; }
};

inline constexpr int kMaxOverlapLayers = 10'000;

// The timeline, or why the request is malformed (layers outside 1..10^4, times or the
// ratio negative or not finite, a bucket under one layer).
std::variant<OverlapTimeline, std::string> layoutOverlap(const OverlapRequest& request);

std::string overlapStrategyName(OverlapStrategy strategy);  // "none", "overlap", ...

}  // namespace shardscope::teach
