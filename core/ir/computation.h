#pragma once
// A computation: the entry, or one called by to_apply/body/condition/calls/branches.

#include "ir/instruction.h"

#include <string_view>
#include <unordered_map>
#include <vector>

namespace shardscope::ir {

struct Computation {
  std::string_view name;  // without '%'
  bool isEntry = false;
  std::vector<Instruction> instructions;  // in file order
  InstructionId root = -1;
  int64_t fileOffset = -1;

  const Instruction& rootInstruction() const { return instructions.at(root); }
  // Parameter instructions ordered by parameter number.
  std::vector<InstructionId> parameters() const;
  InstructionId find(std::string_view name) const;  // -1 when absent
  // Instructions that use each instruction, by id.
  std::vector<std::vector<InstructionId>> users() const;
  // Operands before users (Boost.Graph topological sort). Throws std::runtime_error
  // naming an instruction on the cycle when there is one.
  std::vector<InstructionId> postOrder() const;
};

}  // namespace shardscope::ir
