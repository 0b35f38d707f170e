#pragma once
// reduce-window with one operand and its init value (what jnp.cumsum and pooling emit):
// `window={size=.. stride=.. pad=lo_hi x .. lhs_dilate=.. rhs_dilate=..}`. Each result
// element starts at the init value and combines, in row-major window order, every
// window position that falls on an operand element; positions in the padding or in the
// holes of a base dilation are skipped (XLA's HloEvaluator and CPU emitter do the same).
// Variadic reduce-window and window reversal are refused.

#include "numeric/eval_context.h"

namespace shardscope::numeric {

Value evalReduceWindow(const ir::Instruction& instruction, const std::vector<const Value*>& operands, EvalContext& context);

}  // namespace shardscope::numeric
