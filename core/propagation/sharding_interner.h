#pragma once
// One shared object per distinct sharding value during a propagation run (hash-consing).
// Most instructions of a large module end up with one of a handful of shardings; keeping
// one object for each instead of one per instruction keeps the engine's working set
// small, so the cost per instruction does not grow with the module (cache and allocator
// effects made 100k instructions cost 13.5x what 10k cost). Identical pointers also make
// the "nothing changed" checks cheap. Values are compared exactly (metadata and the iota
// spelling included), so interning never changes what is printed.
#include "propagation/op_rules.h"

#include <cstddef>
#include <unordered_set>

namespace shardscope::propagation {

class ShardingInterner {
 public:
  // The canonical object equal to `sharding` (null stays null).
  ShardingPtr intern(ShardingPtr sharding);
  std::size_t size() const { return values_.size(); }

 private:
  struct Hash {
    std::size_t operator()(const ShardingPtr& sharding) const;
  };
  struct Equal {
    bool operator()(const ShardingPtr& a, const ShardingPtr& b) const;
  };
  std::unordered_set<ShardingPtr, Hash, Equal> values_;
};

}  // namespace shardscope::propagation
