#pragma once
// The rule-table rows for collectives: all-reduce, all-gather, reduce-scatter, all-to-all,
// collective-permute, and runs of reshapes/transposes/all-to-alls followed element by element.
// Each applier's meaning is its row in rule_table.cpp.

#include "verify/verify_context.h"

#include <optional>
#include <string>
#include <vector>

namespace shardscope::verify::rules {

bool isAllReduce(const ir::Instruction& in);
RuleOutcome allReduceOf(VerifyContext& c, const ir::Instruction& in, const std::optional<Fact>& xFact);
RuleOutcome allReduce(VerifyContext& c, ir::InstructionId id);
bool isAllGather(const ir::Instruction& in);
RuleOutcome allGather(VerifyContext& c, ir::InstructionId id);
bool isReduceScatter(const ir::Instruction& in);
RuleOutcome reduceScatter(VerifyContext& c, ir::InstructionId id);
bool isAllToAll(const ir::Instruction& in);
RuleOutcome allToAll(VerifyContext& c, ir::InstructionId id);
bool isCollectivePermute(const ir::Instruction& in);
RuleOutcome collectivePermute(VerifyContext& c, ir::InstructionId id);
bool isExchangeStep(const ir::Instruction& in);
RuleOutcome allToAllExchange(VerifyContext& c, ir::InstructionId id);

}  // namespace shardscope::verify::rules
