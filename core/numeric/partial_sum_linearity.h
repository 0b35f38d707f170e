#pragma once
// Which ops pass a partial sum through (DESIGN.md's "partial" relation: the sum over a
// device group equals the baseline value). An op that is linear in its partial-sum
// operands, given the others are complete, turns correct partial sums into a correct
// partial sum of its own baseline twin: a layout op, a collective, partial * complete,
// partial / complete, partial + partial. One that is not (x + partial, exp(partial),
// partial * partial) uses the sum as if it were already reduced, which is where a
// missing all-reduce first shows (intermediate_relations.cpp).

#include "ir/opcode.h"

#include <vector>

namespace shardscope::numeric {

// The operands of one instruction as the relation search sees them.
struct OperandSums {
  std::vector<bool> partial;  // per operand: relates as a partial sum
  int arrays = 0;             // operands with an array value
  bool sameGroups = true;     // every partial operand sums over the same groups
};

// False only where the op is known not to pass a sum through; unknown ops count as
// linear, so that no partial sum is blamed for them.
bool passesPartialSums(ir::Opcode opcode, const OperandSums& operands);

}  // namespace shardscope::numeric
