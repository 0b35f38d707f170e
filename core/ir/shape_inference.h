#pragma once
// Shape inference for the common opcodes: given an instruction and its operands'
// shapes, check the declared result shape. Returns a message saying what was inferred
// and what was declared, or nullopt when they agree (or the opcode is not covered).

#include "ir/computation.h"
#include "ir/module.h"

#include <optional>
#include <string>

namespace shardscope::ir {

std::optional<std::string> checkDeclaredShape(const Module& module, const Computation& computation,
                                              const Instruction& instruction);

}  // namespace shardscope::ir
