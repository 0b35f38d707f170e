#pragma once
// A computation: the entry, or one called by to_apply/body/condition/calls/branches.

#include "ir/instruction.h"

#include <atomic>
#include <cstdint>
#include <memory>
#include <span>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace shardscope::ir {

// Computation::find's index by name, built on first use. A copy starts empty; threads
// that read one computation share it (an atomic shared_ptr, so no lock). It is a cache:
// every hit is checked against the instruction, and a miss is confirmed by a scan, so an
// edit of `instructions` can make it slower, never wrong.
class InstructionNameIndex {
 public:
  struct Table {
    const Instruction* data = nullptr;
    std::size_t size = 0;
    std::unordered_map<std::string_view, InstructionId> ids;
  };
  InstructionNameIndex() = default;
  InstructionNameIndex(const InstructionNameIndex&) {}
  InstructionNameIndex& operator=(const InstructionNameIndex&) {
    table_.store(nullptr);
    return *this;
  }
  std::shared_ptr<const Table> load() const { return table_.load(std::memory_order_acquire); }
  void store(std::shared_ptr<const Table> table) const { table_.store(std::move(table), std::memory_order_release); }

 private:
  mutable std::atomic<std::shared_ptr<const Table>> table_;
};

struct Computation;

// The users of every instruction as one compressed-sparse-row table (two allocations
// instead of one vector per instruction), in the order of users(): by user id, a user
// listed once even when it takes the operand twice. Propagation walks these lists on
// every change and the verifier builds one per run, so their locality matters at 10^5
// to 10^6 instructions.
class UserLists {
 public:
  UserLists() = default;
  explicit UserLists(const std::vector<Instruction>& instructions);
  explicit UserLists(const Computation& computation);
  std::span<const InstructionId> operator[](InstructionId id) const {
    const auto i = static_cast<std::size_t>(id);
    return {users_.data() + offsets_[i], users_.data() + offsets_[i + 1]};
  }
  std::size_t size() const { return offsets_.empty() ? 0 : offsets_.size() - 1; }
  // Every operand an earlier instruction (ids in range): the instructions are then their
  // own post order (Computation::postOrder), known without a pass of its own.
  bool operandsPrecedeUsers() const { return operandsPrecedeUsers_; }

 private:
  bool operandsPrecedeUsers_ = true;
  std::vector<std::uint32_t> offsets_;  // users of i are users_[offsets_[i], offsets_[i + 1])
  std::vector<InstructionId> users_;
};

struct Computation {
  std::string_view name;  // without '%'
  bool isEntry = false;
  std::vector<Instruction> instructions;  // in file order
  InstructionId root = -1;
  int64_t fileOffset = -1;

  const Instruction& rootInstruction() const { return instructions.at(root); }
  // Parameter instructions ordered by parameter number.
  std::vector<InstructionId> parameters() const;
  // -1 when absent. Constant time after a first call builds the index (verifying and
  // reporting look names up once per frontier entry: a scan each was quadratic).
  InstructionId find(std::string_view name) const;
  // Instructions that use each instruction, by id.
  std::vector<std::vector<InstructionId>> users() const;
  UserLists userLists() const { return UserLists(instructions); }
  // Operands before users (Boost.Graph topological sort). Throws std::runtime_error
  // naming an instruction on the cycle when there is one.
  std::vector<InstructionId> postOrder() const;

 private:
  InstructionId scan(std::string_view name) const;
  InstructionNameIndex nameIndex_;
};

inline UserLists::UserLists(const Computation& computation) : UserLists(computation.instructions) {}

// 0, 1, ..., count - 1: the post order of instructions whose operands all precede them.
std::vector<InstructionId> inOrder(std::size_t count);

}  // namespace shardscope::ir
