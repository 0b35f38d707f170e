#pragma once
// An elementwise op whose operands are broadcasts tiled along different dims: a causal
// mask compare(broadcast(rows, {0}), broadcast(cols, {1})) where each device holds its
// rows and a block of columns (ring attention: row block d, column block (d - step) mod
// n). Neither broadcast is related on its own (each is uniform along the other's dim,
// where the baseline's is larger), so elementwise-tiled has no operand to take the
// tiling from. The applier's meaning is its row in rule_table.cpp.

#include "verify/verify_context.h"

namespace shardscope::verify::rules {

//   elementwise-of-broadcasts: the tiling each dim gets from the one operand that maps it
//     from a related value (a broadcast's operand, or a related operand itself), then
//     elementwise-tiled under that tiling (every operand re-derived under it).
RuleOutcome elementwiseOfBroadcasts(VerifyContext& c, ir::InstructionId id);

}  // namespace shardscope::verify::rules
