#include "propagation/user_lists.h"

namespace shardscope::propagation {

UserLists::UserLists(const ir::Computation& computation) {
  const std::size_t n = computation.instructions.size();
  // Count, prefix-sum, fill: users come out ordered by user id because the fill walks
  // the users in id order.
  std::vector<uint32_t> counts(n + 1, 0);
  std::vector<ir::InstructionId> lastUser(n, -1);
  for (ir::InstructionId i = 0; i < static_cast<ir::InstructionId>(n); ++i)
    for (ir::InstructionId operand : computation.instructions[i].operands) {
      if (operand < 0 || static_cast<std::size_t>(operand) >= n || lastUser[operand] == i) continue;
      lastUser[operand] = i;
      ++counts[operand + 1];
    }
  offsets_.assign(n + 1, 0);
  for (std::size_t i = 0; i < n; ++i) offsets_[i + 1] = offsets_[i] + counts[i + 1];
  users_.resize(offsets_[n]);
  std::vector<uint32_t> next(offsets_.begin(), offsets_.end() - 1);
  lastUser.assign(n, -1);
  for (ir::InstructionId i = 0; i < static_cast<ir::InstructionId>(n); ++i)
    for (ir::InstructionId operand : computation.instructions[i].operands) {
      if (operand < 0 || static_cast<std::size_t>(operand) >= n || lastUser[operand] == i) continue;
      lastUser[operand] = i;
      users_[next[operand]++] = i;
    }
}

}  // namespace shardscope::propagation
