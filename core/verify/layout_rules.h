#pragma once
// The rule-table row for reshape and transpose: the layout engine's bijection inference
// (core/layout) proves a device's tile maps onto a tile of the baseline result.
// Each applier's meaning is its row in rule_table.cpp.

#include "verify/verify_context.h"

#include <optional>
#include <string>
#include <vector>

namespace shardscope::verify::rules {

bool isLayoutOp(const ir::Instruction& in);
RuleOutcome layoutBijection(VerifyContext& c, ir::InstructionId id);

}  // namespace shardscope::verify::rules
