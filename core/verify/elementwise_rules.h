#pragma once
// The rule-table rows for elementwise ops, broadcasts and iotas: values tiled alike stay
// tiled alike. The `...As` forms derive a fact with a wanted relation (coerceToRelation).
// Each applier's meaning is its row in rule_table.cpp.

#include "verify/verify_context.h"

#include <optional>
#include <string>
#include <vector>

namespace shardscope::verify::rules {

bool isElementwiseOp(const ir::Instruction& in);
RuleOutcome elementwiseAs(VerifyContext& c, ir::InstructionId id, const Relation* wantedIn);
RuleOutcome elementwiseTiled(VerifyContext& c, ir::InstructionId id);
bool isAddOrSubtract(const ir::Instruction& in);
RuleOutcome addInferredShare(VerifyContext& c, ir::InstructionId id);
bool isBroadcast(const ir::Instruction& in);
RuleOutcome broadcastAs(VerifyContext& c, ir::InstructionId id, const Relation* wanted);
RuleOutcome broadcastTiled(VerifyContext& c, ir::InstructionId id);
RuleOutcome iotaAs(VerifyContext& c, ir::InstructionId id, const Relation& wanted);

}  // namespace shardscope::verify::rules
