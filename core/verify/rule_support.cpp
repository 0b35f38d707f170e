#include "verify/rule_support.h"

#include "verify/instruction_signature.h"

#include <set>

namespace shardscope::verify::rules {

using ir::Instruction;
using ir::InstructionId;

std::string name(const Instruction& in) { return "%" + std::string(in.name); }

bool operandFacts(VerifyContext& c, const Instruction& in, std::vector<const Fact*>& out, std::string& why) {
  out.clear();
  for (InstructionId operand : in.operands) {
    const auto& fact = c.facts[operand];
    if (!fact) {
      why = "operand " + name(c.distributedInstruction(operand)) + " is not related to the baseline";
      return false;
    }
    out.push_back(&*fact);
  }
  return true;
}

std::vector<int64_t> intList(const Instruction& in, std::string_view key) {
  const auto* list = in.intListAttribute(key);
  return list ? *list : std::vector<int64_t>{};
}

bool validAxes(const std::vector<int64_t>& axes, int64_t rank) {
  std::set<int64_t> seen;
  for (int64_t a : axes)
    if (a < 0 || a >= rank || !seen.insert(a).second) return false;
  return true;
}

RuleOutcome factOrFail(VerifyContext& c, std::optional<egraph::Id> baseline, const Instruction& in, Relation relation,
                       const std::string& missing) {
  if (!baseline) return RuleOutcome::fail(missing);
  const InstructionId b = c.baselineInstructionOf(*baseline);
  if (b < 0) return RuleOutcome::fail(missing);
  std::string why;
  auto fact = c.makeFact(*baseline, c.baselineEntry.instructions[b].shape, in.shape, std::move(relation), &why);
  if (!fact) return RuleOutcome::fail(why);
  return {std::move(fact), {}};
}

RuleOutcome sameValue(VerifyContext& c, const Fact& operand, const Instruction& in, Relation relation) {
  std::string why;
  auto fact = c.makeFact(operand.baseline, operand.baselineShape, in.shape, std::move(relation), &why);
  if (!fact) return RuleOutcome::fail(why);
  return {std::move(fact), {}};
}

std::vector<egraph::Id> baselineChildren(const std::vector<const Fact*>& facts) {
  std::vector<egraph::Id> ids;
  for (const Fact* f : facts) ids.push_back(f->baseline);
  return ids;
}

std::string noCounterpart(VerifyContext& c, const Instruction& in, const std::vector<const Fact*>& operands, const Relation& relation) {
  std::string text = "the baseline computes no " + std::string(in.opcodeText) + " of ";
  for (std::size_t i = 0; i < operands.size(); ++i) {
    const Instruction* b = c.baselineInstructionPtr(*operands[i]);
    text += (i ? ", " : "") + (b ? name(*b) : std::string("?"));
  }
  text += " giving " + dimsText(in.shape.type, relation.baselineDims(in.shape.dims));
  if (!relation.isReplicated()) text += " (" + relation.toString() + ")";
  return text;
}

}  // namespace shardscope::verify::rules
