#include "ir/tuple_collective_split.h"
#include "ir/module_copy.h"

namespace shardscope::ir {

namespace {
bool isTupleAllReduce(const Instruction& instruction) {
  return instruction.opcode == Opcode::AllReduce && instruction.shape.isTuple() &&
         instruction.shape.tupleShapes.size() == instruction.operands.size();
}
}  // namespace

bool entryHasTupleAllReduce(const Module& module) {
  if (module.entry < 0) return false;
  for (const Instruction& instruction : module.entryComputation().instructions)
    if (isTupleAllReduce(instruction)) return true;
  return false;
}

Module splitTupleAllReduces(const Module& source) {
  Module module = copySharingStrings(source);
  if (module.entry < 0) return module;
  Computation& entry = module.computations[module.entry];
  for (Instruction& instruction : entry.instructions) {
    if (instruction.opcode != Opcode::GetTupleElement || instruction.operands.size() != 1) continue;
    const Instruction combined = entry.instructions[instruction.operands[0]];
    const auto index = instruction.intAttribute("index");
    if (!isTupleAllReduce(combined) || !index || *index < 0 || *index >= static_cast<int64_t>(combined.operands.size())) continue;
    if (!instruction.shape.isArray() || combined.shape.tupleShapes[*index].dims != instruction.shape.dims ||
        combined.shape.tupleShapes[*index].type != instruction.shape.type) continue;
    instruction.opcode = Opcode::AllReduce;
    instruction.opcodeText = combined.opcodeText;
    instruction.operands = {combined.operands[*index]};
    instruction.attributes = combined.attributes;
  }
  return module;
}

}  // namespace shardscope::ir
