#pragma once
// A parallel configuration and the cluster it runs on (seed 002, "并行策略回顾" and
// "混合并行策略"): data parallelism with an optional ZeRO stage (FSDP is ZeRO-3), tensor
// parallelism with optional sequence parallelism, pipeline stages with a schedule,
// expert parallelism inside the data-parallel group, and any product of these, e.g.
// LLaMA 70B's TP=8 x PP=4 x DP=16.
#include "propagation/topology.h"

#include <optional>
#include <string>

namespace shardscope::teach {

// What ZeRO shards over the data-parallel group: 1 the optimizer state, 2 also the
// gradients, 3 also the parameters (FSDP, "原 ZeRO-3").
enum class ZeroStage { None = 0, Optimizer = 1, Gradients = 2, Parameters = 3 };
enum class PipelineKind { GPipe, OneFOneB, Interleaved };
// Activation recomputation (Korthikanti et al. 2022): none, selective (the attention
// scores are recomputed), full (only each layer's input is kept).
enum class Recompute { None, Selective, Full };

struct ParallelConfig {
  int dp = 1;
  int tp = 1;
  int pp = 1;
  int ep = 1;                     // experts split over groups of ep data-parallel ranks
  bool sequenceParallel = false;  // with TP: norms and dropout split along the sequence
  ZeroStage zero = ZeroStage::None;
  PipelineKind schedule = PipelineKind::OneFOneB;
  int chunks = 1;                 // interleaved 1F1B: model chunks per device (v)
  int microbatches = 1;           // M per step and data-parallel rank
  int microbatchSize = 1;         // sequences per micro-batch
  int sequenceLength = 4096;
  Recompute recompute = Recompute::Selective;
  int devices() const { return dp * tp * pp; }
};

struct Cluster {
  int gpus = 8;
  double gpuMemoryBytes = 80e9;   // seed 002: "单卡显存: 80 GB (A100)"
  int gpusPerNode = 8;            // an NVLink domain
  propagation::Interconnect intraNode;  // inside a node (TP's link)
  propagation::Interconnect interNode;  // between nodes
};

// Eight 80 GB GPUs per node on NVLink Gen4, nodes on InfiniBand NDR: the seed's
// "TP 在节点内 (NVLink)，PP 跨节点 (InfiniBand)" layout, from the topology table.
Cluster defaultCluster(int gpus);

// Why the configuration cannot run on the cluster (degrees below 1, their product not
// the GPU count, EP not dividing DP or the experts, PP above the layers, interleaving
// without M a multiple of PP), or nullopt.
std::optional<std::string> validateConfig(const ParallelConfig& config, const Cluster& cluster, int layers, int experts);

// "TP=8 × PP=4 × DP=16 (ZeRO-1)": the degrees above 1, TP first as the seed writes them.
std::string describeConfig(const ParallelConfig& config);

}  // namespace shardscope::teach
