#pragma once
// Elementwise kernels: unary and binary math, compare, select, clamp, convert and
// reduce-precision, with XLA's integer rules (wrap, division by zero) and NaN rules.

#include "numeric/eval_context.h"

namespace shardscope::numeric {

bool isElementwiseKernel(ir::Opcode opcode);
Value evalElementwise(const ir::Instruction& instruction, const std::vector<const Value*>& operands, EvalContext& context);

// One binary op on scalars of `type` (shared with reduce, all-reduce and scatter).
double applyBinary(ir::Opcode opcode, double a, double b, ir::ElementType type);

}  // namespace shardscope::numeric
