#pragma once
// The rule-table rows for dot and reduce: kept dims keep their tiles, split contracting or
// reduced dims give a partial of the combiner; a dot of a value repeated over groups of ranks.
// The `...FromFacts` forms take the operand facts given (log-sum-exp rescaling).
// Each applier's meaning is its row in rule_table.cpp.

#include "verify/verify_context.h"

#include <optional>
#include <string>
#include <vector>

namespace shardscope::verify::rules {

bool isDot(const ir::Instruction& in);
RuleOutcome dotFromFacts(VerifyContext& c, const ir::Instruction& in, const std::vector<const Fact*>& operands);
RuleOutcome dotSharded(VerifyContext& c, ir::InstructionId id);
RuleOutcome dotOfRepeated(VerifyContext& c, ir::InstructionId id);
bool isReduce(const ir::Instruction& in);
bool isIdentityOf(ReduceOp op, const ir::Instruction& init);
RuleOutcome reduceFromFacts(VerifyContext& c, const ir::Instruction& in, const std::vector<const Fact*>& operands);
RuleOutcome reduceSharded(VerifyContext& c, ir::InstructionId id);

}  // namespace shardscope::verify::rules
