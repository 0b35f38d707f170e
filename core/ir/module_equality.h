#pragma once
// Structural equality of two modules, as the round-trip tests need it: same
// computations, instructions, operands, shapes, attributes, shardings (by meaning)
// and metadata. File positions are ignored.

#include "ir/module.h"

#include <optional>
#include <string>

namespace shardscope::ir {

// nullopt when equal; otherwise a description of the first difference found.
std::optional<std::string> firstDifference(const Module& a, const Module& b);

}  // namespace shardscope::ir
