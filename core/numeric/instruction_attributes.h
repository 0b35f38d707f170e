#pragma once
// Typed access to the attributes the interpreter needs, throwing InterpretError with
// the instruction's name when one is missing or malformed (modules are untrusted).

#include "ir/instruction.h"

#include <cstdint>
#include <string_view>
#include <vector>

namespace shardscope::numeric {

std::vector<int64_t> intListOr(const ir::Instruction& instruction, std::string_view key, std::vector<int64_t> fallback);
std::vector<int64_t> requireIntList(const ir::Instruction& instruction, std::string_view key);
int64_t requireInt(const ir::Instruction& instruction, std::string_view key);
// A single dimension written `dimensions={3}` (collectives, concatenate).
int64_t requireSingleDimension(const ir::Instruction& instruction, std::string_view key);
// Checks every entry is a valid, distinct axis of a rank-`rank` array.
void checkAxes(const ir::Instruction& instruction, const std::vector<int64_t>& axes, int64_t rank, std::string_view what);

}  // namespace shardscope::numeric
