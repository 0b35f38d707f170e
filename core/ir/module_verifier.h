#pragma once
// Checks a parsed module the way XLA's verifier would, before any engine trusts it:
// parameter numbering, operand counts, cycles among operands and among computations,
// called computations of the right kind, and declared shapes against inferred ones.

#include "ir/module.h"

#include <cstdint>
#include <optional>
#include <string>

namespace shardscope::ir {

struct VerifierError {
  int64_t fileOffset = -1;  // where to point the user (the instruction's name)
  std::string message;
};

std::optional<VerifierError> verifyModule(const Module& module);

}  // namespace shardscope::ir
