#pragma once
// The communication and memory summary of a distributed (per-device) program: every
// collective it runs, with the bytes each device sends by seed 002's ring formulas and
// the time alpha + bytes / beta on one interconnect of the topology table (both from
// propagation/collective_cost.h), the memory each device holds, and the same figures
// per layer (the first op_name scope, e.g. "layer.3"). The program's shapes are already
// per device, so nothing here divides by a sharding.
#include "ir/module.h"
#include "propagation/collective_cost.h"
#include "propagation/topology.h"
#include "support/cancellation.h"

#include <cstdint>
#include <string>
#include <vector>

namespace shardscope::summary {

struct CollectiveUse {
  std::string instruction;
  std::string computation;  // where it is (the entry, or a loop body)
  propagation::CollectiveKind kind = propagation::CollectiveKind::AllReduce;
  std::string layer;
  int64_t groupSize = 1;       // devices in each replica group
  double tensorBytes = 0;      // the size the formula takes (gathered / pre-scatter tensor)
  double bytesPerDevice = 0;
  double seconds = 0;
};

struct LayerSummary {
  std::string layer;
  int collectives = 0;
  double bytesPerDevice = 0;
  double seconds = 0;
  int64_t parameterBytesPerDevice = 0;
};

// Per collective kind, in CollectiveKind order; kinds the program does not use are left out.
struct KindSummary {
  propagation::CollectiveKind kind = propagation::CollectiveKind::AllReduce;
  int count = 0;
  double bytesPerDevice = 0;
  double seconds = 0;
};

struct ProgramSummary {
  std::string module;
  std::string interconnect;  // its name in the topology table
  int64_t devices = 1;
  std::vector<CollectiveUse> collectives;  // in computation then file order
  std::vector<KindSummary> kinds;
  std::vector<LayerSummary> layers;        // in order of first appearance
  double totalBytesPerDevice = 0;
  double totalSeconds = 0;
  // Memory per device: entry parameters (weights and inputs), and the peak of live
  // values along the entry's post-order schedule (parameters included).
  int64_t parameterBytesPerDevice = 0;
  int64_t peakBytesPerDevice = 0;
  std::string peakAt;
  // The single-device program's parameters, when a baseline was given (0 otherwise):
  // what one device would hold without the split.
  int64_t baselineParameterBytes = 0;
};

// The layer an op_name belongs to: its first scope, skipping JAX's "jit(f)" / "pjit(f)"
// wrappers; "(top level)" for an op outside any scope and "(no scope)" without op_name.
std::string layerOfOpName(std::string_view opName);

// `baseline` may be null. Throws OperationCancelled when `cancel` is triggered.
ProgramSummary summarizeProgram(const ir::Module& distributed, const ir::Module* baseline,
                                const propagation::Interconnect& interconnect,
                                const CancellationToken& cancel = {}, const ProgressCallback& progress = {});

}  // namespace shardscope::summary
