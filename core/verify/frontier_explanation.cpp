#include "verify/frontier_explanation.h"

#include "verify/device_values.h"
#include "verify/rule_table.h"

namespace shardscope::verify {

std::string ruleMeaning(std::string_view name) {
  for (const Rule& rule : ruleTable())
    if (rule.name == name) return std::string(rule.meaning);
  for (const DeviceValueRule& rule : deviceValueRules())
    if (rule.name == name) return std::string(rule.meaning);
  // Not a row of either table: the verifier's re-derivation of uniform values (factAs).
  if (name == "coerce-uniform") return "a broadcast, iota or elementwise op over them, re-derived under the relation its consumer needs";
  return {};
}

std::vector<RuleExpectation> rulesExpectedFor(const ir::Instruction& instruction, const InstructionStatus* status) {
  std::vector<RuleExpectation> out;
  for (const Rule& rule : ruleTable()) {
    if (!rule.applies(instruction)) continue;
    RuleExpectation expectation;
    expectation.rule = std::string(rule.name);
    expectation.meaning = std::string(rule.meaning);
    if (status)
      for (const RuleAttempt& attempt : status->attempts)
        if (attempt.rule == rule.name) {
          expectation.tried = true;
          expectation.applicable = attempt.applicable;
          expectation.answer = attempt.reason;
        }
    out.push_back(std::move(expectation));
  }
  return out;
}

FrontierExplanation explainFrontierEntry(const ir::Module& baseline, const ir::Module& distributed, const VerifyResult& result,
                                         const FrontierEntry& entry) {
  FrontierExplanation e;
  e.entry = entry;
  if (distributed.entry < 0) return e;
  const ir::Computation& dEntry = distributed.entryComputation();
  const ir::InstructionId id = dEntry.find(entry.instruction);
  if (id < 0) return e;
  const ir::Instruction& in = dEntry.instructions[id];
  auto statusOf = [&](std::string_view name) -> const InstructionStatus* {
    auto it = result.instructions.find(std::string(name));
    return it == result.instructions.end() ? nullptr : &it->second;
  };
  const InstructionStatus* own = statusOf(in.name);
  if (own && own->verified) {
    e.relation = own->relation;
    e.relationRule = own->rule;
  }
  for (ir::InstructionId operand : in.operands) {
    const ir::Instruction& o = dEntry.instructions[operand];
    InputRelation input;
    input.instruction = std::string(o.name);
    input.opcode = std::string(o.opcodeText);
    if (const InstructionStatus* s = statusOf(o.name)) {
      input.verified = s->verified;
      input.relation = s->relation;
      input.rule = s->rule;
      input.baselineCounterpart = s->baselineCounterpart;
    }
    e.inputs.push_back(std::move(input));
  }
  // A related frontier instruction carried a value on to a consumer that could not use
  // it: that consumer's rules say what was expected.
  const ir::Instruction* subject = &in;
  const InstructionStatus* subjectStatus = own;
  if (own && own->verified) {
    const auto users = dEntry.users();
    for (ir::InstructionId user : users[id]) {
      const InstructionStatus* s = statusOf(dEntry.instructions[user].name);
      if (s && !s->verified) {
        subject = &dEntry.instructions[user];
        subjectStatus = s;
        break;
      }
    }
  }
  e.rulesFor = std::string(subject->name);
  e.rules = rulesExpectedFor(*subject, subjectStatus);
  if (in.opcode == ir::Opcode::Reshape || in.opcode == ir::Opcode::Transpose) e.layout = explainLayout(baseline, distributed, result, in.name);
  return e;
}

}  // namespace shardscope::verify
