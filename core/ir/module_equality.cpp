#include "ir/module_equality.h"

namespace shardscope::ir {
namespace {

std::optional<std::string> compareInstructions(const Computation& ca, const Instruction& a, const Instruction& b) {
  const std::string where = "instruction '%" + std::string(a.name) + "' of '" + std::string(ca.name) + "': ";
  if (a.name != b.name) return where + "name differs ('" + std::string(b.name) + "')";
  if (a.opcode != b.opcode || a.opcodeText != b.opcodeText || a.asyncWrapped != b.asyncWrapped)
    return where + "opcode differs ('" + std::string(a.opcodeText) + "' vs '" + std::string(b.opcodeText) + "')";
  if (!(a.shape == b.shape)) return where + "shape differs (" + a.shape.toString() + " vs " + b.shape.toString() + ")";
  if (a.operands != b.operands) return where + "operands differ";
  if (a.attributes != b.attributes) return where + "attributes differ";
  if (static_cast<bool>(a.sharding) != static_cast<bool>(b.sharding) || (a.sharding && !(*a.sharding == *b.sharding)))
    return where + "sharding differs";
  if (!(a.metadata == b.metadata)) return where + "metadata differs";
  if (a.parameterNumber != b.parameterNumber) return where + "parameter number differs";
  if (a.literal != b.literal) return where + "literal differs";
  return std::nullopt;
}

}  // namespace

std::optional<std::string> firstDifference(const Module& a, const Module& b) {
  if (a.name != b.name) return "module name differs ('" + a.name + "' vs '" + b.name + "')";
  if (a.header != b.header) return "module header attributes differ";
  if (a.entry != b.entry) return "entry computation differs";
  if (!(a.stackFrames == b.stackFrames)) return "stack frame tables differ";
  if (a.computations.size() != b.computations.size()) return "number of computations differs";
  for (std::size_t c = 0; c < a.computations.size(); ++c) {
    const Computation& ca = a.computations[c];
    const Computation& cb = b.computations[c];
    if (ca.name != cb.name || ca.isEntry != cb.isEntry) return "computation " + std::to_string(c) + " differs ('" + std::string(ca.name) + "' vs '" + std::string(cb.name) + "')";
    if (ca.root != cb.root) return "root of computation '" + std::string(ca.name) + "' differs";
    if (ca.instructions.size() != cb.instructions.size()) return "number of instructions in '" + std::string(ca.name) + "' differs";
    for (std::size_t i = 0; i < ca.instructions.size(); ++i)
      if (auto difference = compareInstructions(ca, ca.instructions[i], cb.instructions[i])) return difference;
  }
  return std::nullopt;
}

}  // namespace shardscope::ir
