#include "numeric/instruction_attributes.h"

#include "numeric/interpret_error.h"

#include <string>

namespace shardscope::numeric {
namespace {

[[noreturn]] void fail(const ir::Instruction& instruction, const std::string& message) {
  throw InterpretError(message, std::string(instruction.name), instruction.fileOffset);
}

}  // namespace

std::vector<int64_t> intListOr(const ir::Instruction& instruction, std::string_view key, std::vector<int64_t> fallback) {
  if (!instruction.attribute(key)) return fallback;
  return requireIntList(instruction, key);
}

std::vector<int64_t> requireIntList(const ir::Instruction& instruction, std::string_view key) {
  if (const std::vector<int64_t>* list = instruction.intListAttribute(key)) return *list;
  // `dimensions=3` is a one-element list written without braces.
  if (std::optional<int64_t> single = instruction.intAttribute(key)) return {*single};
  fail(instruction, std::string(ir::opcodeName(instruction.opcode)) + " needs an integer list '" + std::string(key) + "'");
}

int64_t requireInt(const ir::Instruction& instruction, std::string_view key) {
  if (std::optional<int64_t> value = instruction.intAttribute(key)) return *value;
  fail(instruction, std::string(ir::opcodeName(instruction.opcode)) + " needs an integer '" + std::string(key) + "'");
}

int64_t requireSingleDimension(const ir::Instruction& instruction, std::string_view key) {
  const std::vector<int64_t> list = requireIntList(instruction, key);
  if (list.size() != 1) fail(instruction, "'" + std::string(key) + "' must name exactly one dimension");
  return list.front();
}

void checkAxes(const ir::Instruction& instruction, const std::vector<int64_t>& axes, int64_t rank, std::string_view what) {
  std::vector<bool> seen(static_cast<std::size_t>(rank > 0 ? rank : 0), false);
  for (int64_t axis : axes) {
    if (axis < 0 || axis >= rank)
      fail(instruction, std::string(what) + " names dimension " + std::to_string(axis) + " of a rank-" + std::to_string(rank) + " array");
    if (seen[axis]) fail(instruction, std::string(what) + " names dimension " + std::to_string(axis) + " twice");
    seen[axis] = true;
  }
}

}  // namespace shardscope::numeric
