#pragma once
// Which baseline output each distributed output is, when the two ROOT tuples differ in
// arity (a single-device PyTorch/XLA step also returns its labels; the data-parallel
// one does not). Elements pair in order, each with the first later baseline element of
// a shape a device could hold part of (the earliest match finds an embedding whenever
// one exists). Baseline outputs left over are not checked; the report says which.

#include "ir/shape.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace shardscope::verify {

struct OutputPairing {
  std::vector<int64_t> baselineElement;  // by distributed ROOT element
  std::vector<int64_t> unchecked;        // baseline elements no distributed output pairs with
};

// nullopt when the arities are equal (elements pair by position) or no order-keeping
// pairing exists; `devices` bounds how much smaller a local dim may be.
std::optional<OutputPairing> pairOutputs(const ir::Shape& baselineRoot, const ir::Shape& distributedRoot, int64_t devices);

}  // namespace shardscope::verify
