#pragma once
// Brute force over every assignment of candidate partitions (nodes and, in the
// einsummable model, read graph inputs), costed by the same PartitionProblem as the
// DP: the reference the tests hold EinDecomp to, and the CLI's --exhaustive for small
// graphs.

#include "partition/eindecomp.h"
#include "partition/partition_problem.h"
#include "partition/search_space.h"

#include <cstdint>

namespace shardscope::partition {

// Largest number of assignments searchAllPartitions will try by default.
inline constexpr uint64_t kDefaultMaxAssignments = 5'000'000;

// The number of assignments the exhaustive search would try; throws PartitionError as
// the search does when a node has no candidate.
uint64_t assignmentCount(const EinSumGraph& graph, const ProblemOptions& options);

// Throws PartitionError when the number of assignments exceeds maxAssignments (or a
// node cannot be split as the space asks); OperationCancelled when cancelled. Among
// equal costs the first assignment in odometer order (last variable fastest) wins.
PartitionPlan searchAllPartitions(const EinSumGraph& graph, const ProblemOptions& options,
                                  uint64_t maxAssignments = kDefaultMaxAssignments,
                                  const CancellationToken& cancel = {}, const ProgressCallback& progress = {});
// The seed model in the exact space.
PartitionPlan searchAllPartitions(const EinSumGraph& graph, int devices,
                                  uint64_t maxAssignments = kDefaultMaxAssignments,
                                  const CancellationToken& cancel = {},
                                  const ProgressCallback& progress = {});

}  // namespace shardscope::partition
