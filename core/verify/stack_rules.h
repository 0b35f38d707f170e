#pragma once
// Stacks of related values (jnp.stack: each value reshaped to a leading unit dim, then
// concatenated there): the distributed program packs different baseline values into one
// array to move them with one collective (a shard_map's all-gather or ring ppermute of
// k and v together), where the baseline keeps them apart. The stack is no baseline
// value, so it is related to a value of its own: an e-class made for it, standing for
// concatenate(L1(b1), ..., Ln(bn)) along the stacking dim, whose members are kept in
// VerifyContext::stacks. Collectives carry its tiles like any value's; a slice that takes
// exactly one member back is that member's fact again. Each applier's meaning is its row
// in rule_table.cpp.

#include "verify/verify_context.h"

namespace shardscope::verify::rules {

bool isStackCandidate(const ir::Instruction& in);  // concatenate along one dim
//   stack-of-related: a concatenate along a dim where every operand has one element, of
//     operands tiled alike (that dim not split), is the stack of their values.
RuleOutcome stackOfRelated(VerifyContext& c, ir::InstructionId id);

bool isSliceOfStackCandidate(const ir::Instruction& in);  // slice
//   slice-of-stack: a slice of a stack that takes exactly one member along the stacking
//     dim (and every other dim whole) is that member, tiled as the stack was.
RuleOutcome sliceOfStack(VerifyContext& c, ir::InstructionId id);

}  // namespace shardscope::verify::rules
