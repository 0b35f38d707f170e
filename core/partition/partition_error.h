#pragma once
// Thrown by the partitioning engines when a well-formed input cannot be partitioned as
// asked (no partition vector splits a node into P kernel calls, a search space beyond
// the limits, weights that are not finite). Parse errors are Diagnostics instead.

#include <stdexcept>
#include <string>

namespace shardscope::partition {

struct PartitionError : std::runtime_error {
  explicit PartitionError(const std::string& message) : std::runtime_error(message) {}
};

}  // namespace shardscope::partition
