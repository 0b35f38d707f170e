#pragma once
// The baseline counterpart of an all-to-all's result (expert parallelism's dispatch):
// with one group of all devices, split and concat dimension k, and an operand tiled
// along another dimension a, the member at group position d receives block d (along k)
// of every member's tile, so its result holds, along k, (source s, offset j) of the
// operand counterpart V at k = d*m + j, a = t(s)*L + i, where t(s) is the tile member s
// holds. That is a tile (along k, devices in group order) of V regrouped:
// W[k=(d,s,j), a=i] = V[k=(d,j), a=(t(s),i)]. An operand tiled along k itself
// (each source's rows split again into n blocks, GShard's [groups*owners, ...] dispatch)
// gives the block transpose W[k=(d,s,j)] = V[k=(s,d,j)]. The checker compares the result
// with W, so a wrong group order or a narrow dtype shows at the all-to-all itself.

#include "ir/instruction.h"
#include "numeric/element_budget.h"
#include "numeric/layout_counterpart.h"
#include "numeric/tile_relation.h"

#include <optional>

namespace shardscope::numeric {

// Nullopt outside the pattern above (several groups, a partial or replicated operand,
// a tiling along more than one dimension or over other devices, the tuple form).
std::optional<LayoutCounterpart> allToAllCounterpart(const ir::Instruction& instruction, const Value& baselineOperand,
                                                     const TileRelation& operandRelation, int64_t numDevices, ElementBudget& budget);

}  // namespace shardscope::numeric
