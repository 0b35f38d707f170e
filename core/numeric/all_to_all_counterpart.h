#pragma once
// The baseline counterpart of an all-to-all's result (expert parallelism's dispatch):
// with one group of all devices, split and concat dimension k, and an operand tiled
// along another dimension a in group order, device d receives block d (along k) of
// every member's tile, so its result holds, along k, (source s, offset j) of the
// operand counterpart V at k = d*m + j, a = s*L + i. That is a tile (along k) of V
// regrouped: W[k=(d,s,j), a=i] = V[k=(d,j), a=(s,i)]. The checker compares the result
// with W, so a wrong group order or a narrow dtype shows at the all-to-all itself.

#include "ir/instruction.h"
#include "numeric/element_budget.h"
#include "numeric/layout_counterpart.h"
#include "numeric/tile_relation.h"

#include <optional>

namespace shardscope::numeric {

// Nullopt outside the pattern above (several groups, a partial or replicated operand,
// a tiling along more than one dimension or in another device order, the tuple form).
std::optional<LayoutCounterpart> allToAllCounterpart(const ir::Instruction& instruction, const Value& baselineOperand,
                                                     const TileRelation& operandRelation, int64_t numDevices, ElementBudget& budget);

}  // namespace shardscope::numeric
