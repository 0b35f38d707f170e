#pragma once
// XLA's lookahead for dots (InferDotShardingFromOperands with LookaheadUserSharding):
// when both operands of a dot imply a better sharding for it, the one that the dot's
// eventual user can take without moving data wins. The user is found by following the
// dot's single-user chain to the first instruction with a sharding; that sharding is
// carried back along the chain with the user rules. Without such a user (or when both
// or neither fit it) the larger operand goes first, as before.
#include "propagation/op_rules.h"
#include "ir/computation.h"

#include <vector>

namespace shardscope::propagation {

// Longest single-user chain the lookahead follows (XLA has no bound; this keeps a long
// chain of unsharded ops from making every dot's evaluation linear in the module).
inline constexpr int kMaxLookaheadChain = 64;

// The sharding the dot's single-user chain implies for `dot`; null when there is none.
ShardingPtr lookaheadUserSharding(const RuleContext& context, const ir::UserLists& users, ir::InstructionId dot);

// Reorders the two proposals of forwardDot (larger operand first) so that the one whose
// improved sharding the lookahead sharding sub-tiles comes first. `current` is the
// dot's sharding now. Returns true when the order changed.
bool orderDotProposalsByLookahead(const RuleContext& context, const ir::UserLists& users, ir::InstructionId dot,
                                  const ShardingPtr& current, std::vector<Proposal>& proposals);

}  // namespace shardscope::propagation
