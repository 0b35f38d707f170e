#pragma once
// reduce: N operands with N init values over `dimensions`, combined by to_apply in
// row-major order of the reduced indices. One operand runs through ScalarReducer;
// variadic reduces (argmax patterns) call the computation per element.

#include "numeric/eval_context.h"

namespace shardscope::numeric {

Value evalReduce(const ir::Instruction& instruction, const std::vector<const Value*>& operands, EvalContext& context);

}  // namespace shardscope::numeric
