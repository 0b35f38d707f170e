#pragma once
// Computation links: how shardings cross into and out of while, call and conditional
// bodies, as XLA's ShardingPropagation ties them (GetRelatedInstructions and the
// parameter cases of InferShardingFromOperands):
//   while:       the while, its body root, body parameter and condition parameter share
//                one sharding; the while's operand and the while inform each other.
//   call:        the call and its computation's root share one sharding; parameter i
//                and operand i inform each other.
//   conditional: the conditional and every branch root share one sharding; branch b's
//                parameter and operand b+1 inform each other.
// Links whose shapes do not fit (untrusted input) are left out.
#include "ir/module.h"
#include "propagation/rule_table.h"

#include <vector>

namespace shardscope::propagation {

struct LinkedNode {
  int computation = 0;
  ir::InstructionId instruction = 0;
};

struct ComputationLink {
  RuleId rule = RuleId::While;    // While, Call or Conditional: names the link in the trace
  bool sharesAnnotation = false;  // XLA's related instructions: one annotation applies to all
  std::vector<LinkedNode> members;
};

struct ComputationLinks {
  std::vector<ComputationLink> links;
  // By computation id: a while body or condition, a called computation or a branch.
  // XLA shards the roots of these only (besides the entry's).
  std::vector<bool> linkedComputation;
};

ComputationLinks findComputationLinks(const ir::Module& module);

}  // namespace shardscope::propagation
