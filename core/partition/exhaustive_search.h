#pragma once
// Brute force over every assignment of candidate partition vectors, under the same
// cost model as the DP: the reference the tests hold EinDecomp to, and the CLI's
// --exhaustive for small graphs.

#include "partition/eindecomp.h"

#include <cstdint>

namespace shardscope::partition {

// Largest number of assignments searchAllPartitions will try by default.
inline constexpr uint64_t kDefaultMaxAssignments = 5'000'000;

// Throws PartitionError when the number of assignments exceeds maxAssignments (or a
// node cannot be split into P calls); OperationCancelled when cancelled. Among equal
// costs the first assignment in odometer order (last node fastest) wins.
PartitionPlan searchAllPartitions(const EinSumGraph& graph, int devices,
                                  uint64_t maxAssignments = kDefaultMaxAssignments,
                                  const CancellationToken& cancel = {},
                                  const ProgressCallback& progress = {});

}  // namespace shardscope::partition
