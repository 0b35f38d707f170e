#pragma once
// Per-device values of small integer computations in the distributed program: the
// SPMD idiom computes slice offsets from partition-id (`partition-id` -> table lookup or
// multiply -> dynamic-slice). Evaluating them for every device turns "slice at an offset
// that depends on the device" into a concrete tile per device, which the rules check.

#include "ir/module.h"

#include <cstdint>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace shardscope::verify {

class DeviceScalars {
 public:
  // `partitionsAreDevices`: partition-id names the device (SPMD); otherwise replica-id does.
  DeviceScalars(const ir::Module& module, const ir::Computation& computation, int64_t devices, bool partitionsAreDevices);

  // The value of `instruction` on each device, flattened row-major (at most kMaxElements
  // elements), or nullopt when it is not a small integer computation of known values.
  const std::optional<std::vector<std::vector<int64_t>>>& values(ir::InstructionId instruction);
  // One integer per device for a scalar.
  std::optional<std::vector<int64_t>> scalar(ir::InstructionId instruction);

  static constexpr int64_t kMaxElements = 4096;

 private:
  std::optional<std::vector<std::vector<int64_t>>> evaluate(ir::InstructionId instruction, int depth);  // compute, range-checked
  std::optional<std::vector<std::vector<int64_t>>> compute(ir::InstructionId instruction, int depth);

  const ir::Module& module_;
  const ir::Computation& computation_;
  int64_t devices_;
  bool partitionsAreDevices_;
  std::unordered_map<ir::InstructionId, std::optional<std::vector<std::vector<int64_t>>>> cache_;
};

}  // namespace shardscope::verify
