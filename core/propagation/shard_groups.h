#pragma once
// XLA's shard groups (ProcessShardingInstruction in sharding_propagation.cc): a sharding
// written with `shard_as N` or `shard_like N` puts its instruction into group N. During
// propagation the members of a group offer their shardings to each other; at the end
// every member of a shard_as group takes one common sharding, while shard_like members
// only got suggestions. On a custom-call `Sharding` whose sharding is {unknown ...}
// and whose operand is not a parameter, the operand is the member (XLA folds such a
// custom-call away). Members whose dims differ from the group's first member are left
// out (XLA rejects such a module; here it is untrusted input).
#include "ir/module.h"
#include "propagation/computation_links.h"
#include "sharding/hlo_sharding.h"

#include <vector>

namespace shardscope::propagation {

// An instruction whose user sharding carries a shard group.
struct ShardGroupTag {
  LinkedNode node;
  sharding::ShardGroup group;
  bool unknown = false;  // the sharding itself was {unknown}: no constraint but the group
};

struct ShardGroupSet {
  sharding::ShardGroup group;      // mode (as/like) and id
  std::vector<LinkedNode> members;  // in the order the tags came (program order)
};

std::vector<ShardGroupSet> findShardGroups(const ir::Module& module, const std::vector<ShardGroupTag>& tags);

}  // namespace shardscope::propagation
