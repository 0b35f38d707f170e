#pragma once
// topk (XLA's HLO op, `k=` and `largest=`): the k largest (or smallest) entries of each
// row along the last dimension, as a tuple (values, s32 indices). The order is XLA's:
// values compared in the total order -NaN < -inf < ... < -0 < +0 < ... < +inf < +NaN
// (sign-magnitude bits, as XLA CPU's TopK kernel and the sort TopkDecomposer builds
// compare floats), and equal values keep their original order, the lower index first
// (both are stable: the kernel's comparator breaks ties by index, the sort is stable).

#include "numeric/eval_context.h"

namespace shardscope::numeric {

Value evalTopK(const ir::Instruction& instruction, const Value& operand, EvalContext& context);

}  // namespace shardscope::numeric
