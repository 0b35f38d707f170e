#include "numeric/congruent_twins.h"

namespace shardscope::numeric {
namespace {

bool sameDimensionAttributes(const ir::Instruction& a, const ir::Instruction& b) {
  for (const char* name : {"dimensions", "lhs_contracting_dims", "rhs_contracting_dims", "lhs_batch_dims", "rhs_batch_dims"}) {
    const std::vector<int64_t>* x = a.intListAttribute(name);
    const std::vector<int64_t>* y = b.intListAttribute(name);
    if ((x == nullptr) != (y == nullptr) || (x && *x != *y)) return false;
  }
  return true;
}

}  // namespace

bool CongruentTwins::isConstantLike(ir::InstructionId id) const {
  const ir::Instruction& instruction = entry_.instructions[id];
  if (instruction.opcode == ir::Opcode::Constant || instruction.opcode == ir::Opcode::Iota) return true;
  return instruction.opcode == ir::Opcode::Broadcast && instruction.operands.size() == 1 &&
         entry_.instructions[instruction.operands.front()].opcode == ir::Opcode::Constant;
}

void CongruentTwins::index() {
  indexed_ = true;
  baseUsers_ = baseEntry_.users();
  for (std::size_t b = 0; b < baseEntry_.instructions.size(); ++b)
    if (!base_.values[b].empty()) baselineIdOf_.emplace(&base_.values[b][0], static_cast<ir::InstructionId>(b));
}

ir::InstructionId CongruentTwins::find(ir::InstructionId id, const std::function<OperandValue(ir::InstructionId)>& operandValue) {
  const ir::Instruction& instruction = entry_.instructions[id];
  if (instruction.operands.empty()) return -1;
  if (!indexed_) index();
  std::vector<ir::InstructionId> wanted;  // per operand: the twin's operand, or -1 for any
  ir::InstructionId anchor = -1;
  for (ir::InstructionId operand : instruction.operands) {
    const OperandValue value = operandValue(operand);
    ir::InstructionId b = -1;
    if (value.kind == OperandValue::Kind::Related || value.kind == OperandValue::Kind::Found) {
      const auto it = baselineIdOf_.find(value.baseline);
      if (it == baselineIdOf_.end()) return -1;
      b = it->second;
      if (anchor < 0 && value.kind == OperandValue::Kind::Related) anchor = b;
    } else if (value.kind == OperandValue::Kind::Opaque || !isConstantLike(operand)) {
      return -1;
    }
    wanted.push_back(b);
  }
  if (anchor < 0) return -1;
  ir::InstructionId found = -1;
  for (ir::InstructionId user : baseUsers_[anchor]) {
    const ir::Instruction& candidate = baseEntry_.instructions[user];
    if (candidate.opcode != instruction.opcode || candidate.operands.size() != wanted.size() || !sameDimensionAttributes(candidate, instruction))
      continue;
    bool matches = true;
    for (std::size_t k = 0; k < wanted.size() && matches; ++k) matches = wanted[k] < 0 || candidate.operands[k] == wanted[k];
    if (!matches || user == found) continue;
    if (found >= 0) return -1;  // ambiguous
    found = user;
  }
  return found;
}

}  // namespace shardscope::numeric
