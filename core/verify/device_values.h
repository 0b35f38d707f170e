#pragma once
// Per-device baseline values. In a pipeline, the devices hold *different* baseline values
// at the same point of the program: at tick t, stage d holds layer block d's output for
// microbatch t-d, and its weights are layer block d's. A DeviceValues fact says, for each
// device p, what p holds whole: a baseline value (an e-class), exact zeros, or unknown
// (no claim: a pipeline bubble's garbage, which a correct program discards). The rules
// below derive these facts where the relation algebra (one baseline value per fact) has
// none; when every device ends up holding the same baseline value the fact becomes an
// ordinary replicated fact and the other rules take over.
//
// Unknown and zero entries remember where they stopped being the baseline's value, so a
// value the result needs but nobody computed is reported where it was lost (the
// collective-permute that delivered nothing, the op that has no baseline counterpart on
// that device), not at the end of the program.

#include "verify/verify_context.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace shardscope::verify {

struct DeviceValueRule {
  std::string_view name;
  std::string_view meaning;
};
// The rules' names and meanings, for the GUI and docs/verify.md.
const std::vector<DeviceValueRule>& deviceValueRules();

// Derives `instruction`'s per-device values, or nullopt when no rule applies. A derived
// fact never claims more than the rule checked: an entry is Baseline only when the
// baseline computes that very value.
std::optional<DeviceValues> deriveDeviceValues(VerifyContext& context, ir::InstructionId instruction);

// The ordinary replicated fact for uniform values (every device the same baseline value).
std::optional<Fact> uniformFact(VerifyContext& context, ir::InstructionId instruction, const DeviceValues& values);

// No device's value is unknown: every device holds a baseline value or exact zeros, so
// the instruction is related (its status is verified and the merge log has its step).
bool allDevicesKnown(const DeviceValues& values);

// "per-device: 0 %b, 1 zeros, 2 unknown, ..." (at most 8 devices spelled out): the
// relation text of the instruction status and of the merge-log event.
std::string describeDeviceValues(const VerifyContext& context, const DeviceValues& values);

// Where the values of `instruction` that are not baseline values were lost, with why.
std::vector<std::pair<ir::InstructionId, std::string>> lostValueOrigins(const VerifyContext& context, ir::InstructionId instruction);

}  // namespace shardscope::verify
