#pragma once
// dot with batch and contracting dimensions (XLA DotGeneral): result dims are the
// batch dims, then the lhs free dims, then the rhs free dims. Products are summed in
// double and the sum is rounded once to the result type, as XLA accumulates narrow
// types in f32 or wider.

#include "numeric/eval_context.h"

namespace shardscope::numeric {

Value evalDot(const ir::Instruction& instruction, const Value& lhs, const Value& rhs, EvalContext& context);

}  // namespace shardscope::numeric
