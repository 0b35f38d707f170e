#pragma once
// Broadcasts, transposes and reshapes that only insert or remove dims of size 1 are all
// "each result element is one element of the source": such a chain is determined by the
// result dims and, per result dim, the source dim it walks (or none: uniform along it).
// Producers reach the same values by different chains (XLA's partitioner folds
// `reshape(broadcast(x))` where the baseline kept `broadcast(reshape(x))`, shard_map
// bodies add unit dims), so no op-for-op lookup finds them; comparing the chains'
// functions does, exactly. The rule `layout-chain` relates the end of a distributed chain
// from a related value to the baseline value computed by a chain with the same function
// from the same baseline value.

#include "verify/verify_context.h"

namespace shardscope::verify {

bool isLayoutChainOp(const ir::Instruction& instruction);  // broadcast, transpose, reshape
RuleOutcome layoutChain(VerifyContext& context, ir::InstructionId instruction);
// The same, with the dims the chain makes (uniform) tiled as `wanted` says (coercion).
RuleOutcome layoutChainAs(VerifyContext& context, ir::InstructionId instruction, const Relation* wanted);

}  // namespace shardscope::verify
