#include "zoo/device_offset_mutation.h"

#include <string>

namespace shardscope::zoo {

namespace {

using ir::Instruction;
using ir::InstructionId;
using ir::Opcode;

bool integerScalarOp(const Instruction& in) {
  if (!in.shape.isArray() || in.shape.rank() != 0) return false;
  switch (in.shape.type) {
    case ir::ElementType::S32: case ir::ElementType::U32: case ir::ElementType::S64: case ir::ElementType::U64: return true;
    default: return false;
  }
}

}  // namespace

std::vector<InstructionId> deviceOffsetSites(const ir::Computation& entry) {
  const auto& ins = entry.instructions;
  const InstructionId count = static_cast<InstructionId>(ins.size());
  // Device-dependent: partition-id / replica-id, and integer scalars computed from them.
  std::vector<char> fromDevice(ins.size(), 0);
  for (InstructionId id : entry.postOrder()) {
    const Instruction& in = ins[id];
    if (in.opcode == Opcode::PartitionId || in.opcode == Opcode::ReplicaId) fromDevice[id] = 1;
    else if (integerScalarOp(in))
      for (InstructionId operand : in.operands) fromDevice[id] = fromDevice[id] || fromDevice[operand];
  }
  // Feeding a dynamic-slice start: walk back from the starts through integer scalars.
  std::vector<char> feedsStart(ins.size(), 0);
  std::vector<InstructionId> work;
  for (InstructionId id = 0; id < count; ++id)
    if (ins[id].opcode == Opcode::DynamicSlice)
      for (std::size_t k = 1; k < ins[id].operands.size(); ++k) work.push_back(ins[id].operands[k]);
  while (!work.empty()) {
    const InstructionId id = work.back();
    work.pop_back();
    if (feedsStart[id] || !integerScalarOp(ins[id])) continue;
    feedsStart[id] = 1;
    for (InstructionId operand : ins[id].operands) work.push_back(operand);
  }
  std::vector<InstructionId> sites;
  for (InstructionId id = 0; id < count; ++id)
    if ((ins[id].opcode == Opcode::Divide || ins[id].opcode == Opcode::Remainder) && fromDevice[id] && feedsStart[id]) sites.push_back(id);
  return sites;
}

Mutation applyDeviceOffsetMutation(ir::Module& module, InstructionId site) {
  Instruction& in = module.computations.at(module.entry).instructions.at(site);
  const Opcode from = in.opcode;
  const Opcode to = from == Opcode::Divide ? Opcode::Remainder : Opcode::Divide;
  in.opcode = to;
  in.opcodeText = module.strings().intern(ir::opcodeName(to));
  const std::string name(in.name);
  return Mutation{MutationKind::DeviceOffset, name,
                  name + ": " + std::string(ir::opcodeName(from)) + " -> " + std::string(ir::opcodeName(to)) +
                      " in a dynamic-slice's start computed from the device id (a rank reads another group's slice)"};
}

}  // namespace shardscope::zoo
