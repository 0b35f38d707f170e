#include "propagation/sharding_interner.h"

namespace shardscope::propagation {

namespace {

using sharding::HloSharding;

void mix(std::size_t& seed, std::size_t value) { seed ^= value + 0x9e3779b97f4a7c15ULL + (seed << 6) + (seed >> 2); }

std::size_t hashOf(const HloSharding& s) {
  std::size_t seed = static_cast<std::size_t>(s.kind());
  mix(seed, static_cast<std::size_t>(s.maximalDevice()));
  for (int64_t d : s.tileDims()) mix(seed, static_cast<std::size_t>(d));
  if (s.isTiled()) mix(seed, s.devicesHash());  // by iota form when it has one: never expands
  for (auto k : s.subgroups()) mix(seed, static_cast<std::size_t>(k));
  for (const HloSharding& e : s.tupleElements()) mix(seed, hashOf(e));
  if (s.shardGroup()) mix(seed, static_cast<std::size_t>(s.shardGroup()->id) * 2 + (s.shardGroup()->mode == sharding::ShardGroup::Mode::Like));
  return seed;
}

// Field by field, metadata and spelling included: equal values print the same.
bool identical(const HloSharding& a, const HloSharding& b) {
  if (a.kind() != b.kind() || a.maximalDevice() != b.maximalDevice() || a.tileDims() != b.tileDims() ||
      a.subgroups() != b.subgroups() || a.iota() != b.iota() || !a.sameDevices(b) ||
      a.shardGroup() != b.shardGroup() || a.tupleElements().size() != b.tupleElements().size() ||
      a.metadata().size() != b.metadata().size())
    return false;
  for (std::size_t i = 0; i < a.metadata().size(); ++i)
    if (a.metadata()[i].text != b.metadata()[i].text) return false;
  for (std::size_t i = 0; i < a.tupleElements().size(); ++i)
    if (!identical(a.tupleElements()[i], b.tupleElements()[i])) return false;
  return true;
}

}  // namespace

std::size_t ShardingInterner::Hash::operator()(const ShardingPtr& sharding) const { return hashOf(*sharding); }

bool ShardingInterner::Equal::operator()(const ShardingPtr& a, const ShardingPtr& b) const {
  return a == b || identical(*a, *b);
}

ShardingPtr ShardingInterner::intern(ShardingPtr sharding) {
  if (!sharding) return sharding;
  return *values_.insert(std::move(sharding)).first;
}

}  // namespace shardscope::propagation
