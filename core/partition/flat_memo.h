#pragma once
// A memo from 64-bit keys to values, open addressing in flat arrays: the DP looks up
// refinements and repartitions tens of millions of times, where std::unordered_map's
// node per entry costs an allocation to insert and a pointer chase to find.

#include <algorithm>
#include <cstdint>
#include <vector>

namespace shardscope::partition {

template <class Value>
class FlatMemo {
 public:
  // The value stored for key, or nullptr.
  const Value* find(uint64_t key) const {
    if (slots_.empty()) return nullptr;
    const uint64_t mask = slots_.size() - 1;
    for (uint64_t h = start(key);; h = (h + 1) & mask) {
      if (slots_[h] == 0) return nullptr;
      if (slots_[h] == key + 1) return &values_[h];
    }
  }
  // Forgets every key, keeping the room.
  void clear() {
    std::fill(slots_.begin(), slots_.end(), 0);
    size_ = 0;
  }
  // Stores value for a key that find() did not know.
  void insert(uint64_t key, Value value) {
    if (2 * (size_ + 1) > slots_.size()) grow();
    place(key, value);
    ++size_;
  }

 private:
  // The first slot probed: the top bits of the key times 2^64 / phi (Fibonacci hashing,
  // one multiply; the keys are packed pairs of small ids, which it spreads).
  uint64_t start(uint64_t key) const { return (key * 0x9e3779b97f4a7c15ULL) >> shift_; }
  void place(uint64_t key, Value value) {
    const uint64_t mask = slots_.size() - 1;
    uint64_t h = start(key);
    while (slots_[h] != 0) h = (h + 1) & mask;
    slots_[h] = key + 1;  // 0 marks an empty slot; keys are below 2^63
    values_[h] = value;
  }
  void grow() {
    std::vector<uint64_t> oldSlots = std::move(slots_);
    std::vector<Value> oldValues = std::move(values_);
    const std::size_t capacity = oldSlots.empty() ? 16 : 2 * oldSlots.size();
    slots_.assign(capacity, 0);
    values_.assign(capacity, Value{});
    shift_ = 64 - static_cast<unsigned>(__builtin_ctzll(capacity));
    for (std::size_t i = 0; i < oldSlots.size(); ++i)
      if (oldSlots[i] != 0) place(oldSlots[i] - 1, oldValues[i]);
  }

  std::vector<uint64_t> slots_;  // key + 1, or 0
  std::vector<Value> values_;
  std::size_t size_ = 0;
  unsigned shift_ = 64;
};

}  // namespace shardscope::partition
