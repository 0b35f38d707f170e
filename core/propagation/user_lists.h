#pragma once
// The users of every instruction of a computation as one compressed-sparse-row table
// (two allocations instead of one vector per instruction), in the order of
// ir::Computation::users(): by user id, a user listed once even when it takes the
// operand twice. The engine walks these lists on every change, so their locality
// matters on modules of 100k instructions.
#include "ir/computation.h"

#include <cstdint>
#include <span>
#include <vector>

namespace shardscope::propagation {

class UserLists {
 public:
  UserLists() = default;
  explicit UserLists(const ir::Computation& computation);

  std::span<const ir::InstructionId> operator[](ir::InstructionId id) const {
    const auto i = static_cast<std::size_t>(id);
    return {users_.data() + offsets_[i], users_.data() + offsets_[i + 1]};
  }
  std::size_t size() const { return offsets_.empty() ? 0 : offsets_.size() - 1; }

 private:
  std::vector<uint32_t> offsets_;  // users of i are users_[offsets_[i], offsets_[i + 1])
  std::vector<ir::InstructionId> users_;
};

}  // namespace shardscope::propagation
