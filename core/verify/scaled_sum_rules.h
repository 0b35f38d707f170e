#pragma once
// The rule-table rows that use real arithmetic around a sum over devices: a mean split
// around the all-reduce (divide-around-sum) and split-K softmax's exp(m - M) rescaling.
// Each applier's meaning is its row in rule_table.cpp.

#include "verify/verify_context.h"

#include <optional>
#include <string>
#include <vector>

namespace shardscope::verify::rules {

bool isDivide(const ir::Instruction& in);
RuleOutcome divideAroundSum(VerifyContext& c, ir::InstructionId id);
bool isMultiply(const ir::Instruction& in);
RuleOutcome logSumExpRescale(VerifyContext& c, ir::InstructionId id);

}  // namespace shardscope::verify::rules
