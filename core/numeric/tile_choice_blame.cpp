#include "numeric/tile_choice_blame.h"

#include <vector>

namespace shardscope::numeric {
namespace {

// Whether `id` is computed from partition-id or replica-id: an offset that differs by device.
bool dependsOnDeviceId(const ir::Computation& entry, ir::InstructionId id) {
  std::vector<char> seen(entry.instructions.size(), 0);
  std::vector<ir::InstructionId> stack{id};
  while (!stack.empty()) {
    const ir::InstructionId next = stack.back();
    stack.pop_back();
    if (seen[next]) continue;
    seen[next] = 1;
    const ir::Instruction& instruction = entry.instructions[next];
    if (instruction.opcode == ir::Opcode::PartitionId || instruction.opcode == ir::Opcode::ReplicaId) return true;
    for (ir::InstructionId operand : instruction.operands) stack.push_back(operand);
  }
  return false;
}

bool choosesTilePerDevice(const ir::Computation& entry, ir::InstructionId id) {
  const ir::Instruction& instruction = entry.instructions[id];
  if (instruction.opcode != ir::Opcode::DynamicSlice) return false;
  for (std::size_t k = 1; k < instruction.operands.size(); ++k)
    if (dependsOnDeviceId(entry, instruction.operands[k])) return true;
  return false;
}

}  // namespace

std::optional<InstructionCheck> blameTileChoice(const CheckSetup& setup, const InstructionCheck& failing, SymbolicGuide& guide) {
  const ir::Computation& entry = setup.distributed.entryComputation();
  const ir::InstructionId id = entry.find(failing.instruction);
  if (id < 0 || id == entry.root) return std::nullopt;
  bool sliced = false;
  for (ir::InstructionId operand : entry.instructions[id].operands) sliced = sliced || choosesTilePerDevice(entry, operand);
  if (!sliced) return std::nullopt;
  const std::optional<GuidedStart> chosen = guide.choose({id}, true);
  if (!chosen || chosen->blamed == id) return std::nullopt;
  InstructionCheck check = describeInstruction(setup.distributed, entry.instructions[chosen->blamed]);
  check.passed = false;
  check.relation = "not the tile its consumer needs";
  check.reference = failing.reference;
  // Its own value has no baseline value to be compared with: the errors are the consumer's.
  check.error = failing.error;
  check.failingRanks = failing.failingRanks;
  check.ranks = failing.ranks;
  check.note = failing.instruction + " differs from baseline " + failing.reference +
               " while its operands relate, one being a tile chosen per device by a dynamic-slice; the symbolic frontier names " +
               chosen->entry + ", behind it along the slice's data or its offsets' integer steps: the tile it chooses is a true tile of " +
               "the baseline value, not the one " + failing.instruction + " needs";
  return check;
}

}  // namespace shardscope::numeric
