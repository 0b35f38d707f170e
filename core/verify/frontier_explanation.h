#pragma once
// A frontier entry explained (seed 000 §4.1): the reason, how each input relates to the
// baseline, and what the rule set expected — every rule whose opcode matches, with its
// one-line meaning and the answer it gave. When the frontier instruction is itself
// related (a partial sum carried on by a reshape), the rules listed are those of the
// unrelated consumer that needed the complete value.

#include "ir/module.h"
#include "verify/layout_explanation.h"
#include "verify/verifier.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace shardscope::verify {

struct InputRelation {
  std::string instruction;
  std::string opcode;
  bool verified = false;
  std::string relation;  // "replicated", "partial-sum {{0,1}}", ...; empty when unrelated
  std::string rule;      // the rule that related it
  std::string baselineCounterpart;
};

struct RuleExpectation {
  std::string rule;
  std::string meaning;
  bool tried = false;       // the verifier's answer is known (VerifyResult's attempts)
  bool applicable = false;  // the rule's premise held
  std::string answer;       // what it said; empty when not tried
};

struct FrontierExplanation {
  FrontierEntry entry;
  std::string relation;  // the frontier instruction's own relation when it is related, else empty
  std::string relationRule;
  std::vector<InputRelation> inputs;  // its operands, in order
  std::string rulesFor;               // the instruction whose rules are listed
  std::vector<RuleExpectation> rules;
  std::optional<LayoutExplanation> layout;  // reshape/transpose entries
};

// The one-line meaning of any rule a step or status names: a row of the rule table, a
// per-device value rule (device_values.h) or coerce-uniform; empty for an unknown name.
std::string ruleMeaning(std::string_view name);

// The rules of the table whose opcode matches `instruction`, in table order, with the
// answers `status` recorded (status may be null: the rules are then listed untried).
std::vector<RuleExpectation> rulesExpectedFor(const ir::Instruction& instruction, const InstructionStatus* status);

// Explains one frontier entry of `result` (found by name in the distributed entry; an
// entry naming no instruction gets only its reason back).
FrontierExplanation explainFrontierEntry(const ir::Module& baseline, const ir::Module& distributed, const VerifyResult& result,
                                         const FrontierEntry& entry);

}  // namespace shardscope::verify
