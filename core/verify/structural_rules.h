#pragma once
// The rule-table rows that need no arithmetic: entry parameters paired with the baseline's,
// identities (copies, same-dims reshapes, declared custom-calls), the same op on replicated
// operands, and tuples. Each applier's meaning is its row in rule_table.cpp.

#include "verify/verify_context.h"

#include <optional>
#include <string>
#include <vector>

namespace shardscope::verify::rules {

bool isParameter(const ir::Instruction& in);
RuleOutcome parameterPairing(VerifyContext& c, ir::InstructionId id);
bool isIdentityCandidate(const ir::Instruction& in);
RuleOutcome identityOp(VerifyContext& c, ir::InstructionId id);
bool anyInstruction(const ir::Instruction&);
RuleOutcome replicatedCongruence(VerifyContext& c, ir::InstructionId id);
bool isTupleOp(const ir::Instruction& in);
RuleOutcome tupleOp(VerifyContext& c, ir::InstructionId id);

}  // namespace shardscope::verify::rules
