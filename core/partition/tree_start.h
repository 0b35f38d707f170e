#pragma once
// The tree DP of eindecomp.h (seed model, exact space) as the exact DP's starting plan:
// the same recurrence, visiting order, grouping and tie-breaking, so the same choice to
// the candidate, but on the PartitionProblem's interned parts and its cached
// repartitions instead of per-candidate part vectors, and without a trace. The plan of
// `treeDpOnly` (with its trace and its own local improvement) stays in eindecomp.cpp.

#include "partition/partition_problem.h"
#include "support/cancellation.h"

#include <vector>

namespace shardscope::partition {

// The tree DP's candidate per variable of `problem` (seed model, exact space: the
// variables are the nodes). Throws PartitionError past the tree DP's evaluation limit,
// as it does.
std::vector<int> treeDpChoice(PartitionProblem& problem, const CancellationToken& cancel = {});

}  // namespace shardscope::partition
