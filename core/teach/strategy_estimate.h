#pragma once
// What a parallel configuration costs each device (issue 24, seed 002): memory by kind,
// the collectives of one training step with ring byte counts and α + bytes/β times,
// the pipeline bubble, and whether it fits in the GPU's memory. Closed-form, so it takes
// no cancellation token: each estimate is a few dozen multiplications.
#include "propagation/collective_cost.h"
#include "teach/model_size.h"
#include "teach/parallel_config.h"

#include <string>
#include <vector>

namespace shardscope::teach {

// Mixed-precision Adam, as seed 002 counts it (FSDP section): "2 + 4 + 4 + 4 = 14 字节
// (FP16 参数 + FP32 主副本 + 动量 + 方差)". The seed's 14 leaves out the FP16 gradient
// (2 bytes), which ZeRO's paper adds (16 in all); it has its own row here.
inline constexpr double kWeightBytes = 2;     // FP16/BF16 parameters
inline constexpr double kGradientBytes = 2;   // FP16/BF16 gradients
inline constexpr double kOptimizerBytes = 12; // FP32 master copy, momentum, variance
inline constexpr double kSeedBytesPerParameter = kWeightBytes + kOptimizerBytes;  // 14
inline constexpr double kActivationBytes = 2; // FP16 activations

struct MemoryPerDevice {
  double weights = 0;
  double gradients = 0;
  double optimizer = 0;
  double activations = 0;
  double parametersHeld = 0;       // parameters whose weights the device keeps between layers
  int inFlightMicrobatches = 0;    // micro-batches whose activations the first stage holds
  double modelStateSeed() const { return weights + optimizer; }  // seed 002's 14 bytes/param
  double total() const { return weights + gradients + optimizer + activations; }
};

struct CollectiveCost {
  std::string strategy;            // "DP", "FSDP", "TP", "SP", "PP", "EP"
  std::string purpose;             // e.g. "gradients", "attention and MLP outputs"
  propagation::CollectiveKind kind = propagation::CollectiveKind::AllReduce;
  int groupSize = 1;
  double messageBytes = 0;         // the tensor one call moves (gathered / pre-scatter size)
  double bytesPerCall = 0;         // what each device sends per call (ring formulas)
  long long callsPerStep = 0;
  std::string interconnect;        // the link the group crosses
  double bytesPerStep() const { return bytesPerCall * static_cast<double>(callsPerStep); }
  double secondsPerStep = 0;
};

struct StrategyEstimate {
  MemoryPerDevice memory;
  std::vector<CollectiveCost> collectives;
  double bubbleFraction = 0;       // (N-1)/M, and (N-1)/(vM) interleaved
  double pipelineEfficiency = 1;   // the seed's eta = (M-N+1)/M (GPipe/1F1B)
  bool fits = false;
  double communicationBytesPerStep() const;
  double communicationSecondsPerStep() const;  // serialised: no overlap assumed
};

// Memory per device (seed 002 FSDP and ZeRO counting; activations after Korthikanti et
// al. 2022, which the seed does not give).
MemoryPerDevice estimateMemory(const ModelSize& model, const ParallelConfig& config);
// One step's collectives per device (seed 002 ring formulas through
// propagation::bytesPerDevice; times on the cluster's links).
std::vector<CollectiveCost> estimateCommunication(const ModelSize& model, const ParallelConfig& config,
                                                  const Cluster& cluster);
// Both, the bubble and the verdict. The caller validates model and config first
// (validateModel, validateConfig).
StrategyEstimate estimateStrategy(const ModelSize& model, const ParallelConfig& config, const Cluster& cluster);

}  // namespace shardscope::teach
