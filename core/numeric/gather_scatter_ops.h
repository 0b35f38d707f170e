#pragma once
// gather and scatter with XLA's dimension numbers (offset/collapsed/start_index_map,
// update_window/inserted_window/scatter_dims_to_operand_dims, index_vector_dim).
// Gather clamps start indices into the operand; scatter skips windows that fall
// outside it. Batching dims (operand_batching_dims) are refused as not interpreted.

#include "numeric/eval_context.h"

namespace shardscope::numeric {

Value evalGather(const ir::Instruction& instruction, const Value& operand, const Value& indices, EvalContext& context);
Value evalScatter(const ir::Instruction& instruction, const std::vector<const Value*>& operands, EvalContext& context);

}  // namespace shardscope::numeric
