#pragma once
// Per-device baseline values, the numeric mirror of the verifier's device values
// (core/verify/device_values.h): in a pipeline the devices hold *different* baseline
// values at the same point of the program (at tick t stage d holds layer block d's output
// for microbatch t-d), so no one relation (replicated, tiled, partial) relates them and
// the intermediate search leaves them uncompared. When the ROOT then differs, this walk
// goes back from the ROOT along what each device needed: device p's value of X must
// equal baseline value e. Where it does not,
//   - X is the same op as e: its operands must hold e's operands (the baseline's own
//     dataflow says what they should have been);
//   - X is an op the baseline lacks, it says where the value came from: a
//     collective-permute's source device, the operand a select with a device-dependent
//     predicate takes on p, the one member of an all-reduce whose operand is not zeros,
//     a convert's operand.
// It stops where a device's value is lost:
//   - an op whose operands hold what they should, which computes something else;
//   - a collective-permute that gives device p another device's value (or nothing)
//     while the value p needs is held by a device it does not read from.
// A narrowing convert (f32 -> bf16) is not blamed: rounding is the computation layer's
// question, and the op the walk came from, which consumes the rounded value (the
// collective-permute that sends it), is. The loss earliest in program order is reported.
//
// Sound in the checker's sense: the walk only runs once the ROOT differs, and a
// reported loss is a device's value that differs from the baseline value the result
// needed there (or a collective that delivered another device's value instead of it).

#include "ir/module.h"
#include "numeric/interpreter.h"
#include "numeric/tolerance.h"
#include "support/cancellation.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace shardscope::numeric {

struct LostDeviceValue {
  ir::InstructionId instruction = -1;  // in the distributed entry computation
  ir::InstructionId needed = -1;       // the baseline value it should have held (first lost device)
  // By device: the value compared with what that device needed, where it was lost;
  // nullopt on devices where it was not.
  std::vector<std::optional<ErrorStats>> perDevice;
  std::string reason;
};

struct NeededValueInputs {
  const ir::Module& baseline;
  const ir::Module& distributed;
  const EntryValues& baselineValues;     // one slot
  const EntryValues& distributedValues;  // slot d = device d
  int64_t numDevices = 1;
  NanPolicy nan = NanPolicy::EqualNan;
  // True when distributed instruction `id` relates completely (replicated or tiled) to
  // `baselineValue`: every device holds its tile of it, which the walk counts as held.
  std::function<bool(ir::InstructionId id, const Value& baselineValue)> relatesWhole;
  CancellationToken cancel;
};

// Walks back from the distributed ROOT on `devices`, each of which needed the whole
// baseline ROOT value (a replicated output relation). nullopt when no loss is found.
std::optional<LostDeviceValue> findLostDeviceValue(const NeededValueInputs& inputs, const std::vector<int64_t>& devices);

// A convert to a type with a looser tolerance (f32 -> bf16): it only rounds.
bool isNarrowingConvert(ir::ElementType from, ir::ElementType to);

}  // namespace shardscope::numeric
