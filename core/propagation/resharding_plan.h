#pragma once
// The resharding plan of a propagated module: for every edge whose producer sharding
// differs from the sharding its consumer needs, and for every partial result (a dot or
// reduce over tiled contracting/reduced dims), the collective that resolves it, the
// bytes each device sends and the time on one interconnect; plus each tensor's bytes
// per device and the peak of live bytes over the schedule (post-order).
//
// A dot whose operand is tiled on contracting dims while the other operand is replicated
// (or has no sharding) has two lowerings, as in XLA's SPMD partitioner: slice the
// replicated operand locally (a dynamic-slice, no communication) and sum the partial
// results with an all-reduce, or all-gather the tiled operand. The plan takes the one
// that moves fewer bytes per device; on a tie the all-reduce (the partitioner's default,
// which keeps the tiled operand sharded). The collective's reason and `alternative`
// say what the other lowering would have cost.
#include "ir/module.h"
#include "propagation/collective_cost.h"
#include "propagation/sharding_propagation.h"

#include <cstdint>
#include <string>
#include <vector>

namespace shardscope::propagation {

struct PlannedCollective {
  CollectiveKind kind = CollectiveKind::AllGather;
  std::string producer;   // instruction whose value is resharded (or that is partial)
  std::string consumer;   // instruction that needs it; empty for a partial result
  std::string from;       // sharding as produced (partial results: "partial over N")
  std::string to;         // sharding needed
  int64_t groupSize = 1;  // devices in each collective group
  double tensorBytes = 0; // the size the formula uses
  double bytesPerDevice = 0;
  double seconds = 0;
  std::string reason;     // one line: why this collective is there
  // When the planner chose between two lowerings: the one not taken ("" when there was
  // no choice) and the bytes per device it would have moved.
  std::string alternative;
  double alternativeBytesPerDevice = 0;
};

struct TensorMemory {
  std::string name;
  int64_t bytesPerDevice = 0;
};

struct ReshardingPlan {
  std::string interconnect;
  std::vector<PlannedCollective> collectives;
  std::vector<TensorMemory> memory;  // entry instructions in post-order
  int64_t peakBytesPerDevice = 0;
  std::string peakAt;                // instruction at which the peak is reached
  double totalBytesPerDevice = 0;
  double totalSeconds = 0;
};

ReshardingPlan planResharding(const ir::Module& module, const PropagationResult& propagation,
                              const Interconnect& interconnect, const CancellationToken& cancel = {});

}  // namespace shardscope::propagation
