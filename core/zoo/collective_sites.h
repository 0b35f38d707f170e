#pragma once
// The collectives of the distributed programs, each an injection site for the bug
// classes that can hide there. All collectives here span every device in order
// (one tensor-, data-, expert- or pipeline-parallel axis), with iota replica groups.

#include "zoo/bug_injector.h"
#include "zoo/graph_builder.h"

#include <cstdint>

namespace shardscope::zoo {

struct CollectiveContext {
  GraphBuilder& builder;
  int64_t devices = 1;
  BugInjector* bugs = nullptr;  // null in the baseline
  int64_t layer = -1;
};

// all-reduce(sum) of per-device partial sums. Sites for allgather-for-allreduce,
// extra-allreduce, missing-allreduce, wrong-replica-groups and wrong-dtype.
Value sumPartials(const CollectiveContext& context, Value partial);
// all-reduce(max) of per-device maxima (the log-sum-exp combine of split-K attention).
// Not an injection site.
Value maxOverDevices(const CollectiveContext& context, Value local);
// reduce-scatter(sum) along `dim`: sites for missing-allreduce (each device keeps its
// own chunk of its partial sum), extra-allreduce, wrong-replica-groups, wrong-dtype.
Value reduceScatterPartials(const CollectiveContext& context, Value partial, int64_t dim);
// all-gather along `dim`: sites for wrong-replica-groups (devices out of order),
// wrong-dtype (gathered in bf16) and extra-allreduce (gathered value summed again).
Value gatherShards(const CollectiveContext& context, Value shard, int64_t dim);
// This device's chunk of `x` along `dim` (partition-id times the chunk size), as XLA
// writes a replicated-to-tiled reshard.
Value ownChunk(GraphBuilder& builder, Value x, int64_t dim, int64_t devices);

}  // namespace shardscope::zoo
