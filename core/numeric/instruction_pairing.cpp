#include "numeric/instruction_pairing.h"

#include <map>
#include <string>
#include <utility>

namespace shardscope::numeric {

std::vector<ir::InstructionId> pairEntryInstructions(const ir::Module& baseline, const ir::Module& distributed) {
  const ir::Computation& base = baseline.entryComputation();
  const ir::Computation& dist = distributed.entryComputation();
  std::map<std::string_view, ir::InstructionId> byName;
  std::map<std::pair<ir::Opcode, std::string_view>, std::pair<ir::InstructionId, int>> byOpName;  // id, count
  for (std::size_t i = 0; i < base.instructions.size(); ++i) {
    const ir::Instruction& instruction = base.instructions[i];
    byName[instruction.name] = static_cast<ir::InstructionId>(i);
    if (!instruction.metadata.opName.empty()) {
      auto& entry = byOpName[{instruction.opcode, instruction.metadata.opName}];
      entry.first = static_cast<ir::InstructionId>(i);
      ++entry.second;
    }
  }
  std::map<std::pair<ir::Opcode, std::string_view>, int> distOpNames;
  for (const ir::Instruction& instruction : dist.instructions)
    if (!instruction.metadata.opName.empty()) ++distOpNames[{instruction.opcode, instruction.metadata.opName}];
  std::vector<ir::InstructionId> pairs(dist.instructions.size(), -1);
  for (std::size_t i = 0; i < dist.instructions.size(); ++i) {
    const ir::Instruction& instruction = dist.instructions[i];
    if (auto it = byName.find(instruction.name); it != byName.end()) {
      // The same name in another op_name scope is a coincidence of naming (two
      // generators counting alike), not the same computation. Another opcode under the
      // same name and scope is the same computation changed, which is what to compare.
      const std::string_view opName = instruction.metadata.opName, twinOpName = base.instructions[it->second].metadata.opName;
      if (opName.empty() || twinOpName.empty() || opName == twinOpName) {
        pairs[i] = it->second;
        continue;
      }
    }
    if (instruction.metadata.opName.empty()) continue;
    const auto key = std::make_pair(instruction.opcode, instruction.metadata.opName);
    if (auto it = byOpName.find(key); it != byOpName.end() && it->second.second == 1 && distOpNames[key] == 1) pairs[i] = it->second.first;
  }
  return pairs;
}

}  // namespace shardscope::numeric
