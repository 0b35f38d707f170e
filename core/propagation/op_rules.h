#pragma once
// The forward (operands -> result) and backward (user -> operand) sharding inference of
// every rule in rule_table.h, following XLA's ShardingPropagation. Rules only propose;
// the engine decides whether a proposal improves the current sharding.
#include "ir/computation.h"
#include "propagation/rule_table.h"
#include "sharding/hlo_sharding.h"

#include <memory>
#include <vector>

namespace shardscope::propagation {

using ShardingPtr = std::shared_ptr<const sharding::HloSharding>;

struct RuleContext {
  const ir::Computation& computation;
  const std::vector<ShardingPtr>& shardings;  // what each instruction has now (null: none)
  const std::vector<RuleId>& rules;           // ruleIdFor() of each instruction
  bool isSpmd = false;
  int level = 0;
  // XLA merges partially replicated shardings only in SPMD mode after level 0.
  bool mayCombine() const { return isSpmd && level > 0; }
};

struct Proposal {
  ShardingPtr sharding;
  ir::InstructionId source = -1;  // the operand (forward) or user (backward) it came from
};

// Candidate shardings for `id` from its operands, in the order they should be tried.
std::vector<Proposal> proposeFromOperands(const RuleContext& context, ir::InstructionId id);
// Candidate sharding for `id` from one user (which must have a sharding); null if none.
ShardingPtr proposeFromUser(const RuleContext& context, ir::InstructionId id, ir::InstructionId user);
// The same as if `user` had `userSharding` (XLA's lookahead walks a chain of users
// that have no sharding yet with the sharding the chain's end implies).
ShardingPtr proposeFromUserSharding(const RuleContext& context, ir::InstructionId id, ir::InstructionId user,
                                    const ShardingPtr& userSharding);

}  // namespace shardscope::propagation
