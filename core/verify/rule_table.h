#pragma once
// The verifier's rules, in one table (seed 000: Scalify's hand-written meta-rules). Each
// row has a name and a one-line meaning, shown to users and recorded in the trace, and
// an applier that derives a distributed instruction's relation to a baseline value from
// its operands' relations, checking everything it assumes (shapes, dims, element types,
// reducers, device groups against the relation's tiles and parts). Rules are tried in
// table order; the first that derives a fact wins.

#include "verify/verify_context.h"

#include <string_view>
#include <vector>

namespace shardscope::verify {

struct Rule {
  std::string_view name;
  std::string_view meaning;
  bool (*applies)(const ir::Instruction& instruction);
  RuleOutcome (*apply)(VerifyContext& context, ir::InstructionId instruction);
};

const std::vector<Rule>& ruleTable();

// Whether the rule named `rule` keeps the unspecified padding rows of a padded relation
// (relation.h) apart from specified values. The verifier tries no other rule on an
// instruction with a padded operand.
bool ruleHandlesPadding(std::string_view rule);
// Whether the rule named `rule` carries a layout bijection (relation.h): it reads its
// operands' tiles as tiles of the held value and keeps the bijection, or is a layout
// rule. The verifier tries no other rule on an instruction with such an operand.
bool ruleHandlesLayout(std::string_view rule);

// Re-derives `instruction`'s fact with exactly `wanted` as relation, for values uniform
// along the dims `wanted` tiles (broadcast, iota, elementwise ops over them).
std::optional<Fact> coerceToRelation(VerifyContext& context, ir::InstructionId instruction, const Relation& wanted);

}  // namespace shardscope::verify
