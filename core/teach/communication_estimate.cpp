// One training step's collectives per device, per strategy, with seed 002's ring byte
// counts (propagation::bytesPerDevice: all-reduce 2(N-1)/N, all-gather and
// reduce-scatter (N-1)/N) and α + bytes/β on the link each group crosses.
#include "teach/strategy_estimate.h"

#include <cmath>

namespace shardscope::teach {

using propagation::CollectiveKind;

namespace {

// PyTorch DDP's default gradient bucket (seed 002, "AllReduce 融合": "默认使用 25 MB").
constexpr double kBucketBytes = 25e6;

// Ranks are numbered TP fastest, then DP (with its EP sub-groups), then PP, as
// Megatron-LM lays them out; a group of `size` ranks `stride` apart stays inside one
// node when it spans at most a node's GPUs.
const propagation::Interconnect& linkFor(const Cluster& cluster, long long stride, int size) {
  return stride * size <= cluster.gpusPerNode ? cluster.intraNode : cluster.interNode;
}

struct Builder {
  const Cluster& cluster;
  std::vector<CollectiveCost>& out;
  void add(std::string strategy, std::string purpose, CollectiveKind kind, int group, long long stride,
           double messageBytes, long long calls) {
    if (group <= 1 || calls <= 0 || messageBytes <= 0) return;
    const auto& link = linkFor(cluster, stride, group);
    CollectiveCost cost;
    cost.strategy = std::move(strategy);
    cost.purpose = std::move(purpose);
    cost.kind = kind;
    cost.groupSize = group;
    cost.messageBytes = messageBytes;
    // All-to-all's formula takes the whole exchanged tensor, (N-1)/N^2 of it leaves each
    // device; the message here is one device's share, so the whole is N times it.
    const double whole = kind == CollectiveKind::AllToAll ? messageBytes * group : messageBytes;
    cost.bytesPerCall = propagation::bytesPerDevice(kind, group, whole);
    cost.callsPerStep = calls;
    cost.interconnect = link.name;
    cost.secondsPerStep = static_cast<double>(calls) * propagation::collectiveSeconds(cost.bytesPerCall, link);
    out.push_back(std::move(cost));
  }
};

}  // namespace

std::vector<CollectiveCost> estimateCommunication(const ModelSize& model, const ParallelConfig& config,
                                                  const Cluster& cluster) {
  std::vector<CollectiveCost> out;
  Builder builder{cluster, out};
  const double modelSplit = static_cast<double>(config.tp) * config.pp;
  const double dense = model.denseParameters() / modelSplit;
  const double experts = model.expertParameters() / (modelSplit * config.ep);
  const long long m = config.microbatches;
  const int layersPerStage = (model.layers + config.pp - 1) / config.pp;
  const long long tpStride = 1, dpStride = config.tp, ppStride = static_cast<long long>(config.tp) * config.dp;

  // Data parallelism: the gradients of the device's parameters, once per step.
  // DDP all-reduces them in 25 MB buckets; ZeRO-1/2 reduce-scatter them and all-gather
  // the updated weights, the same 2(N-1)/N in two halves; FSDP (ZeRO-3) gathers each
  // layer's weights for the forward and again for the backward, and reduce-scatters its
  // gradients, per micro-batch: "总通信量约为参数量的 3 倍（对比 DDP 的 2 倍）".
  const auto dataParallel = [&](std::string what, double parameters, int group) {
    if (group <= 1 || parameters <= 0) return;
    what = model.experts > 1 ? what + " " : "";  // "dense"/"expert" only where both exist
    const double gradients = kGradientBytes * parameters;
    const double weights = kWeightBytes * parameters;
    if (config.zero == ZeroStage::Parameters) {
      const long long calls = static_cast<long long>(layersPerStage) * m;
      builder.add("FSDP", what + "weights, forward", CollectiveKind::AllGather, group, dpStride, weights / layersPerStage, calls);
      builder.add("FSDP", what + "weights, backward", CollectiveKind::AllGather, group, dpStride, weights / layersPerStage, calls);
      builder.add("FSDP", what + "gradients", CollectiveKind::ReduceScatter, group, dpStride, gradients / layersPerStage, calls);
      return;
    }
    const long long buckets = std::max(1LL, static_cast<long long>(std::ceil(gradients / kBucketBytes)));
    if (config.zero == ZeroStage::None) {
      builder.add("DP", what + "gradients", CollectiveKind::AllReduce, group, dpStride, gradients / buckets, buckets);
    } else {
      builder.add("DP", what + "gradients (ZeRO)", CollectiveKind::ReduceScatter, group, dpStride, gradients / buckets, buckets);
      builder.add("DP", what + "updated weights (ZeRO)", CollectiveKind::AllGather, group, dpStride, weights / buckets, buckets);
    }
  };
  dataParallel("dense", dense, config.dp);
  dataParallel("expert", experts, config.dp / config.ep);

  // Tensor parallelism (Megatron-LM): the attention and MLP blocks each end in a
  // row-parallel matmul whose partial sums meet in an all-reduce, forward and backward
  // ("每个 MLP 层需要 1 次 AllReduce（前向）+ 1 次 AllReduce（反向）"), so 4 per layer and
  // micro-batch, 6 when full recomputation runs the forward twice. With sequence
  // parallelism each becomes a reduce-scatter and an all-gather: the same bytes.
  const double activation = static_cast<double>(config.sequenceLength) * config.microbatchSize * model.hidden * kActivationBytes;
  const long long perLayer = config.recompute == Recompute::Full ? 6 : 4;
  const long long tpCalls = perLayer * layersPerStage * m;
  if (config.sequenceParallel) {
    builder.add("SP", "layer inputs", CollectiveKind::AllGather, config.tp, tpStride, activation, tpCalls);
    builder.add("SP", "block outputs", CollectiveKind::ReduceScatter, config.tp, tpStride, activation, tpCalls);
  } else {
    builder.add("TP", "block outputs", CollectiveKind::AllReduce, config.tp, tpStride, activation, tpCalls);
  }

  // Pipeline parallelism: point-to-point activations forward and their gradients back
  // ("仅 P2P 传输层间激活值"), once per micro-batch and model chunk; with SP each TP rank
  // sends its sequence slice.
  const double boundary = config.sequenceParallel ? activation / config.tp : activation;
  const long long chunks = config.schedule == PipelineKind::Interleaved ? config.chunks : 1;
  builder.add("PP", "activations, gradients", CollectiveKind::CollectivePermute, config.pp, ppStride, boundary,
              2 * m * chunks);

  // Expert parallelism: tokens go to their experts and come back, forward and backward
  // ("需要 All-to-All 通信进行数据重新分配"), each token to top-k experts.
  if (model.experts > 1)
    builder.add("EP", "tokens to experts and back", CollectiveKind::AllToAll, config.ep, dpStride,
                boundary * model.expertsPerToken, 4LL * layersPerStage * m);
  return out;
}

double StrategyEstimate::communicationBytesPerStep() const {
  double total = 0;
  for (const CollectiveCost& cost : collectives) total += cost.bytesPerStep();
  return total;
}

double StrategyEstimate::communicationSecondsPerStep() const {
  double total = 0;
  for (const CollectiveCost& cost : collectives) total += cost.secondsPerStep;
  return total;
}

}  // namespace shardscope::teach
