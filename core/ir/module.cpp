#include "ir/module.h"

#include <algorithm>
#include <charconv>

namespace shardscope::ir {

Module::Module() : strings_(std::make_unique<StringPool>()) {}
Module::Module(Module&&) noexcept = default;
Module& Module::operator=(Module&&) noexcept = default;
Module::~Module() = default;

ComputationId Module::findComputation(std::string_view wanted) const {
  for (ComputationId i = 0; i < static_cast<ComputationId>(computations.size()); ++i)
    if (computations[i].name == wanted) return i;
  return -1;
}

const std::string* Module::headerValue(std::string_view key) const {
  for (const HeaderAttribute& attribute : header)
    if (attribute.key == key) return &attribute.value;
  return nullptr;
}

std::optional<int64_t> Module::headerInt(std::string_view key) const {
  const std::string* value = headerValue(key);
  if (!value) return std::nullopt;
  int64_t result = 0;
  auto [end, error] = std::from_chars(value->data(), value->data() + value->size(), result);
  if (error != std::errc() || end != value->data() + value->size()) return std::nullopt;
  return result;
}

int64_t Module::numPartitions() const {
  if (std::optional<int64_t> n = headerInt("num_partitions"); n && *n > 0) return *n;
  int64_t devices = 1;
  for (const Computation& computation : computations)
    for (const Instruction& instruction : computation.instructions) {
      if (instruction.sharding) devices = std::max(devices, instruction.sharding->numDevices());
      if (const ReplicaGroups* groups = instruction.replicaGroups()) {
        int64_t total = 0;
        for (const auto& group : groups->groups) total += static_cast<int64_t>(group.size());
        devices = std::max(devices, total);
      }
    }
  return devices;
}

int64_t Module::replicaCount() const {
  std::optional<int64_t> n = headerInt("replica_count");
  return n && *n > 0 ? *n : 1;
}

std::size_t Module::instructionCount() const {
  std::size_t count = 0;
  for (const Computation& computation : computations) count += computation.instructions.size();
  return count;
}

std::pair<int, int> Module::position(int64_t fileOffset) const {
  if (fileOffset < 0 || lineStarts.empty()) return {0, 0};
  auto it = std::upper_bound(lineStarts.begin(), lineStarts.end(), fileOffset);
  const auto line = static_cast<int>(it - lineStarts.begin());
  return {line, static_cast<int>(fileOffset - lineStarts[line - 1]) + 1};
}

}  // namespace shardscope::ir
