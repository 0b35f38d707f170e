#pragma once
// gather and scatter with XLA's dimension numbers (offset/collapsed/start_index_map,
// update_window/inserted_window/scatter_dims_to_operand_dims, index_vector_dim).
// Gather clamps start indices into the operand; scatter skips windows that fall
// outside it. Batching dims (operand_batching_dims / start_indices_batching_dims,
// input_batching_dims / scatter_indices_batching_dims): the operand's batching dim i is
// indexed by the indices' batching dim i, a window of one element there, as in
// StableHLO (what jnp.take_along_axis and its gradient emit).

#include "numeric/eval_context.h"

namespace shardscope::numeric {

Value evalGather(const ir::Instruction& instruction, const Value& operand, const Value& indices, EvalContext& context);
Value evalScatter(const ir::Instruction& instruction, const std::vector<const Value*>& operands, EvalContext& context);

}  // namespace shardscope::numeric
