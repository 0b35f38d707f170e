#include "propagation/dot_lookahead.h"

#include "propagation/sharding_acceptance.h"
#include "propagation/tiling.h"

namespace shardscope::propagation {

ShardingPtr lookaheadUserSharding(const RuleContext& context, const ir::UserLists& users, ir::InstructionId dot) {
  if (users[dot].size() != 1) return nullptr;
  std::vector<ir::InstructionId> chain{dot, users[dot][0]};
  while (!context.shardings[chain.back()]) {
    const auto next = users[chain.back()];
    if (next.size() != 1 || static_cast<int>(chain.size()) > kMaxLookaheadChain) return nullptr;
    chain.push_back(next[0]);
  }
  // The user rules as XLA applies them here: at the highest level, merging allowed in SPMD.
  RuleContext atTop = context;
  atTop.level = kMaxAggressiveness;
  ShardingPtr sharding = context.shardings[chain.back()];
  for (std::size_t i = chain.size() - 1; i >= 1 && sharding; --i)
    sharding = proposeFromUserSharding(atTop, chain[i - 1], chain[i], sharding);
  return sharding;
}

bool orderDotProposalsByLookahead(const RuleContext& context, const ir::UserLists& users, ir::InstructionId dot,
                                  const ShardingPtr& current, std::vector<Proposal>& proposals) {
  if (proposals.size() != 2 || !proposals[0].sharding || !proposals[1].sharding) return false;
  const ShardingPtr lookahead = lookaheadUserSharding(context, users, dot);
  if (!lookahead) return false;
  const bool mayCombine = context.mayCombine();
  const auto first = improvedShardingValue(*proposals[0].sharding, current.get(), mayCombine);
  const auto second = improvedShardingValue(*proposals[1].sharding, current.get(), mayCombine);
  if (!first || !second) return false;
  const std::vector<int64_t>& shape = context.computation.instructions[dot].shape.dims;
  const bool firstFits = isSubTilingOrEqual(shape, *lookahead, *first);
  const bool secondFits = isSubTilingOrEqual(shape, *lookahead, *second);
  if (firstFits || !secondFits) return false;
  std::swap(proposals[0], proposals[1]);
  return true;
}

}  // namespace shardscope::propagation
