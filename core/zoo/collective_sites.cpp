#include "zoo/collective_sites.h"

#include <string>

namespace shardscope::zoo {

using ir::ElementType;

namespace {

GraphBuilder::Groups reversedGroup(int64_t devices) {
  std::vector<int64_t> group;
  for (int64_t d = devices; d-- > 0;) group.push_back(d);
  return GraphBuilder::explicitGroups({group});
}

bool wants(const CollectiveContext& context, BugKind kind) {
  return context.bugs && context.bugs->wants(kind, context.layer);
}

std::string n(int64_t value) { return std::to_string(value); }

const char* kSameShape = "the replacement has exactly the shape of the correct result and no sharding annotation changes, so loading, shape checks and the ROOT sharding all pass";

}  // namespace

Value ownChunk(GraphBuilder& b, Value x, int64_t dim, int64_t devices) {
  const GraphBuilder::DistributedOnly distributedOnly(b);
  std::vector<int64_t> sizes = b.dims(x);
  const int64_t chunk = sizes.at(dim) / devices;
  sizes[dim] = chunk;
  Value rank = b.convert(b.partitionId(), ElementType::S32);
  Value start = b.multiply(rank, b.scalar(ElementType::S32, static_cast<double>(chunk)));
  std::vector<Value> starts;
  Value zero = -1;
  for (std::size_t d = 0; d < sizes.size(); ++d) {
    if (static_cast<int64_t>(d) == dim) {
      starts.push_back(start);
    } else {
      if (zero < 0) zero = b.scalar(ElementType::S32, 0);
      starts.push_back(zero);
    }
  }
  return b.dynamicSlice(x, starts, std::move(sizes));
}

Value sumPartials(const CollectiveContext& c, Value partial) {
  const GraphBuilder::DistributedOnly distributedOnly(c.builder);
  GraphBuilder& b = c.builder;
  const GraphBuilder::Groups all = GraphBuilder::allDevices(c.devices);
  if (wants(c, BugKind::AllGatherForAllReduce)) {
    const auto& dims = b.dims(partial);
    for (std::size_t d = 0; d < dims.size(); ++d) {
      if (dims[d] < c.devices || dims[d] % c.devices != 0) continue;
      Value chunk = ownChunk(b, partial, static_cast<int64_t>(d), c.devices);
      Value gathered = b.allGather(chunk, static_cast<int64_t>(d), all);
      c.bugs->applied(b, gathered,
                      "`all-gather` along dim " + n(static_cast<int64_t>(d)) + " of each device's own 1/" + n(c.devices) +
                          " chunk of its partial sum, where an `all-reduce(sum)` of the partial sums is needed: chunk i of the result holds only device i's contribution to it",
                      std::string("gathering 1/N chunks rebuilds the full shape, so ") + kSameShape);
      return gathered;
    }
  }
  if (wants(c, BugKind::MissingAllReduce)) {
    c.bugs->applied(b, partial,
                    "the partial sum computed by this instruction is used directly: the `all-reduce(sum)` over the " + n(c.devices) +
                        " devices that should follow it is missing, so each device continues with its own share only",
                    "an all-reduce keeps its operand's shape, so dropping it changes no shape; nothing in HLO marks a value as a partial sum");
    return partial;
  }
  if (wants(c, BugKind::WrongReplicaGroups) && c.devices % 2 == 0) {
    Value reduced = b.allReduce(partial, GraphBuilder::consecutive(c.devices, 2), ReduceKind::Sum);
    c.bugs->applied(b, reduced,
                    "`replica_groups=[2," + n(c.devices / 2) + "]<=[" + n(c.devices) + "]` sums over two halves of the devices instead of all " + n(c.devices) +
                        ", so each half ends up with the sum of its own partials only",
                    "the group size does not change an all-reduce's shape, and the collective is still there");
    return reduced;
  }
  if (wants(c, BugKind::WrongDtype)) {
    Value narrow = b.convert(partial, ElementType::BF16);
    Value reduced = b.allReduce(narrow, all, ReduceKind::Sum);
    c.bugs->applied(b, reduced,
                    "the partial sums are converted to bf16 and reduced in bf16 (8-bit mantissa) before being converted back to f32, where the baseline adds them in f32",
                    "the converts restore the f32 element type and the shape, so the result type matches; only the values lose precision (far beyond the f32 tolerance 1e-5)");
    return b.convert(reduced, ElementType::F32);
  }
  Value reduced = b.allReduce(partial, all, ReduceKind::Sum);
  if (wants(c, BugKind::ExtraAllReduce)) {
    Value again = b.allReduce(reduced, all, ReduceKind::Sum);
    c.bugs->applied(b, again,
                    "a second `all-reduce(sum)` of the already complete (replicated) sum multiplies it by " + n(c.devices),
                    "all-reduce keeps the shape, and a replicated value stays replicated; only the values are scaled");
    return again;
  }
  return reduced;
}

Value maxOverDevices(const CollectiveContext& c, Value local) {
  const GraphBuilder::DistributedOnly distributedOnly(c.builder);
  return c.builder.allReduce(local, GraphBuilder::allDevices(c.devices), ReduceKind::Max);
}

Value reduceScatterPartials(const CollectiveContext& c, Value partial, int64_t dim) {
  const GraphBuilder::DistributedOnly distributedOnly(c.builder);
  GraphBuilder& b = c.builder;
  const GraphBuilder::Groups all = GraphBuilder::allDevices(c.devices);
  if (wants(c, BugKind::MissingAllReduce)) {
    Value chunk = ownChunk(b, partial, dim, c.devices);
    c.bugs->applied(b, chunk,
                    "each device keeps its own chunk (dim " + n(dim) + ") of its partial sum: the reduction of the `reduce-scatter` is missing, so the chunk holds one device's share instead of the sum over " + n(c.devices),
                    std::string("slicing the own chunk gives the reduce-scatter's shape, so ") + kSameShape);
    return chunk;
  }
  if (wants(c, BugKind::WrongReplicaGroups)) {
    Value scattered = b.reduceScatter(partial, dim, reversedGroup(c.devices), ReduceKind::Sum);
    c.bugs->applied(b, scattered,
                    "`replica_groups` lists the devices in reverse order, so device i receives chunk " + n(c.devices - 1) + "-i of the sum instead of chunk i",
                    "the group has the right size and members, so the result shape is right; only the chunk placement is wrong");
    return scattered;
  }
  if (wants(c, BugKind::WrongDtype)) {
    Value scattered = b.reduceScatter(b.convert(partial, ElementType::BF16), dim, all, ReduceKind::Sum);
    c.bugs->applied(b, scattered, "the partial sums are reduce-scattered in bf16 and converted back to f32, where the baseline adds them in f32",
                    "the converts restore the f32 type and shape; only precision is lost");
    return b.convert(scattered, ElementType::F32);
  }
  Value scattered = b.reduceScatter(partial, dim, all, ReduceKind::Sum);
  if (wants(c, BugKind::ExtraAllReduce)) {
    Value again = b.allReduce(scattered, all, ReduceKind::Sum);
    c.bugs->applied(b, again,
                    "an `all-reduce(sum)` after the reduce-scatter adds the " + n(c.devices) + " devices' different chunks together",
                    "all-reduce keeps the chunk's shape and the result keeps its sharding annotation");
    return again;
  }
  return scattered;
}

Value gatherShards(const CollectiveContext& c, Value shard, int64_t dim) {
  const GraphBuilder::DistributedOnly distributedOnly(c.builder);
  GraphBuilder& b = c.builder;
  const GraphBuilder::Groups all = GraphBuilder::allDevices(c.devices);
  if (wants(c, BugKind::WrongReplicaGroups)) {
    Value gathered = b.allGather(shard, dim, reversedGroup(c.devices));
    c.bugs->applied(b, gathered,
                    "`replica_groups` lists the devices in reverse order, so the gathered chunks along dim " + n(dim) + " come out reversed",
                    "the group has the right size and members, so the gathered shape is right; only the chunk order is wrong");
    return gathered;
  }
  if (wants(c, BugKind::WrongDtype)) {
    Value gathered = b.allGather(b.convert(shard, ElementType::BF16), dim, all);
    c.bugs->applied(b, gathered, "the shards are gathered in bf16 and converted back to f32, where the baseline keeps f32 values",
                    "the converts restore the f32 type and shape; only precision is lost");
    return b.convert(gathered, ElementType::F32);
  }
  Value gathered = b.allGather(shard, dim, all);
  if (wants(c, BugKind::ExtraAllReduce)) {
    Value again = b.allReduce(gathered, all, ReduceKind::Sum);
    c.bugs->applied(b, again,
                    "an `all-reduce(sum)` of the gathered (already replicated) value multiplies it by " + n(c.devices),
                    "all-reduce keeps the shape, and a replicated value stays replicated; only the values are scaled");
    return again;
  }
  return gathered;
}

}  // namespace shardscope::zoo
