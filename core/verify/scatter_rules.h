#pragma once
// Scatters the verifier relates without every operand related first: a scatter of
// uniform values (zeros, a constant gradient seed) re-derived under the relation its
// consumer needs (coerceToRelation), and XLA's scatter into an operand split along the
// indexed dim (the partitioner's vocabulary-parallel take_along_axis backward). Each
// applier's meaning is its row in rule_table.cpp.

#include "verify/verify_context.h"

namespace shardscope::verify::rules {

// scatter(operand, indices, updates) whose result is wanted as `wanted`: the operand
// re-derived under `wanted`, the updates under the tiles of the window dims they write,
// the indices replicated; then scatter-window-tiled's checks.
RuleOutcome scatterAs(VerifyContext& c, ir::InstructionId id, const Relation& wanted);

RuleOutcome scatterByShard(VerifyContext& c, ir::InstructionId id);
RuleOutcome scatterAddOfParts(VerifyContext& c, ir::InstructionId id);

}  // namespace shardscope::verify::rules
