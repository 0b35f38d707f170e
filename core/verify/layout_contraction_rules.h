#pragma once
// The rule-table rows that contract values held under a layout bijection (relation.h,
// layout_bijection.h): a dot or reduce whose summed dims are, together, whole dims of the
// baseline values is the baseline's dot or reduce over those dims, whatever order the
// distributed program holds their digits in; the dims it keeps pass their digits through.
//   dot-layout: a dot whose contracted dims are whole dims of the operands' baseline
//     values is the baseline's dot over them; the free dims' digits pass through.
//   reduce-layout: a reduce whose reduced dims hold whole dims of the baseline value is
//     the baseline's reduce over them; the kept digits pass through.
// Each applier's meaning is its row in rule_table.cpp.

#include "verify/verify_context.h"

namespace shardscope::verify::rules {

bool isDotLayoutOp(const ir::Instruction& in);
RuleOutcome dotLayout(VerifyContext& c, ir::InstructionId id);
bool isReduceLayoutOp(const ir::Instruction& in);
RuleOutcome reduceLayout(VerifyContext& c, ir::InstructionId id);

}  // namespace shardscope::verify::rules
