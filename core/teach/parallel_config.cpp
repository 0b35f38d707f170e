// Parallel configurations: validation and the one-line description.
#include "teach/parallel_config.h"

#include <vector>

namespace shardscope::teach {

Cluster defaultCluster(int gpus) {
  const propagation::TopologyTable table = propagation::defaultTopologyTable();
  Cluster cluster;
  cluster.gpus = gpus;
  if (const auto* link = table.find("nvlink4")) cluster.intraNode = *link;
  if (const auto* link = table.find("ib-ndr")) cluster.interNode = *link;
  return cluster;
}

std::optional<std::string> validateConfig(const ParallelConfig& config, const Cluster& cluster, int layers, int experts) {
  if (config.dp < 1 || config.tp < 1 || config.pp < 1 || config.ep < 1)
    return "expected every parallel degree to be at least 1";
  if (config.microbatches < 1 || config.microbatchSize < 1 || config.sequenceLength < 1)
    return "expected at least one micro-batch of at least one sequence of one token";
  if (cluster.gpus < 1 || cluster.gpusPerNode < 1 || !(cluster.gpuMemoryBytes > 0))
    return "expected at least one GPU with some memory";
  if (static_cast<long long>(config.dp) * config.tp * config.pp != cluster.gpus)
    return "DP × TP × PP = " + std::to_string(static_cast<long long>(config.dp) * config.tp * config.pp) +
           " devices, but the cluster has " + std::to_string(cluster.gpus) + " GPUs";
  if (config.dp % config.ep != 0) return "EP must divide DP: the expert groups are carved out of the data-parallel group";
  if (config.ep > 1 && experts % config.ep != 0)
    return "EP=" + std::to_string(config.ep) + " does not divide the " + std::to_string(experts) + " experts";
  if (config.pp > layers)
    return "cannot split " + std::to_string(layers) + " layers into " + std::to_string(config.pp) + " stages";
  if (config.schedule == PipelineKind::Interleaved) {
    if (config.chunks < 1) return "expected at least one model chunk per device";
    if (static_cast<long long>(config.pp) * config.chunks > layers)
      return "cannot split " + std::to_string(layers) + " layers into " + std::to_string(config.pp * config.chunks) + " chunks";
    if (config.microbatches % config.pp != 0)
      return "interleaved 1F1B needs the micro-batches to be a multiple of the stages (Megatron-LM's condition)";
  }
  return std::nullopt;
}

std::string describeConfig(const ParallelConfig& config) {
  std::vector<std::string> parts;
  if (config.tp > 1) parts.push_back("TP=" + std::to_string(config.tp) + (config.sequenceParallel ? "+SP" : ""));
  if (config.pp > 1) parts.push_back("PP=" + std::to_string(config.pp));
  if (config.dp > 1 || parts.empty()) {
    std::string dp = config.zero == ZeroStage::Parameters ? "FSDP=" : "DP=";
    dp += std::to_string(config.dp);
    if (config.zero == ZeroStage::Optimizer) dp += " (ZeRO-1)";
    if (config.zero == ZeroStage::Gradients) dp += " (ZeRO-2)";
    parts.push_back(dp);
  }
  if (config.ep > 1) parts.push_back("EP=" + std::to_string(config.ep));
  std::string text;
  for (const std::string& part : parts) text += (text.empty() ? "" : " × ") + part;
  return text;
}

}  // namespace shardscope::teach
