#include "views/verify/frontier_details.h"

namespace shardscope::views {

FrontierDetails frontierDetailsFrom(const verify::FrontierExplanation& e) {
  auto q = [](const std::string& text) { return QString::fromStdString(text); };
  FrontierDetails d;
  d.instruction = q(e.entry.instruction);
  d.opcode = q(e.entry.opcode);
  d.reason = q(e.entry.reason);
  d.sourceFile = q(e.entry.sourceFile);
  d.sourceLine = e.entry.sourceLine;
  d.relation = q(e.relation);
  d.relationRule = q(e.relationRule);
  d.rulesFor = q(e.rulesFor);
  for (const verify::InputRelation& input : e.inputs)
    d.inputs.append(FrontierInputRow{q(input.instruction), q(input.opcode), input.verified, q(input.relation), q(input.rule),
                                     q(input.baselineCounterpart)});
  for (const verify::RuleExpectation& rule : e.rules)
    d.rules.append(FrontierRuleRow{q(rule.rule), q(rule.meaning), rule.tried, rule.applicable, q(rule.answer)});
  if (e.layout) d.layout = describeLayout(*e.layout);
  return d;
}

}  // namespace shardscope::views
