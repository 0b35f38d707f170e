#pragma once
// Kernels that move elements without arithmetic: broadcast, reshape/bitcast/copy,
// transpose, slice, dynamic-slice, dynamic-update-slice, concatenate, pad, reverse,
// iota. Every attribute and operand shape is checked against the declared result.

#include "numeric/eval_context.h"

namespace shardscope::numeric {

bool isDataMovementKernel(ir::Opcode opcode);
Value evalDataMovement(const ir::Instruction& instruction, const std::vector<const Value*>& operands, EvalContext& context);

// Row-major copy of the box [start, start+size) of `source` into `target` at `offset`
// (shared with the collectives, which move blocks).
void copyBox(const Value& source, const std::vector<int64_t>& start, const std::vector<int64_t>& size,
             Value& target, const std::vector<int64_t>& offset);

}  // namespace shardscope::numeric
