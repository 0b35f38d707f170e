#pragma once
// Values the distributed program holds as the baseline's times a constant (issue 19
// item 2): a data-parallel step takes the mean loss over its local batch, so every
// gradient of its backward pass is the full-batch one times the device count until the
// all-reduce's sum is divided by the world size. A fact then carries `scale` (v = scale
// x baseline under its relation). Linear ops carry the factor (scaleOfResult); every
// other op, and every rule not checked to carry it, refuses a scaled operand, so a
// factor never silently disappears; the output must have factor 1.

#include "verify/verify_context.h"

#include <optional>
#include <string>
#include <string_view>

namespace shardscope::verify {

// The name of a direct operand whose fact is scaled, or "".
std::string scaledOperand(const VerifyContext& c, const ir::Instruction& in);

// Rules whose facts stay right when the verifier multiplies them by the result's factor
// (the op is linear in each scaled operand); the others are not asked.
bool ruleCarriesScale(std::string_view rule);

// The factor of `in`'s result from its operands' facts, or nullopt with why the op does
// not carry a factor (not linear, operands scaled differently, ...).
std::optional<double> scaleOfResult(const VerifyContext& c, ir::InstructionId id, std::string* why);

// " x 2" for a scaled fact, "" otherwise (for relation texts).
std::string scaleText(double scale);

namespace rules {
bool isConstantScaling(const ir::Instruction& in);
RuleOutcome constantScaling(VerifyContext& c, ir::InstructionId id);
}  // namespace rules

}  // namespace shardscope::verify
