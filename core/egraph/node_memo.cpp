#include "egraph/node_memo.h"

#include <bit>
#include <limits>
#include <stdexcept>

namespace shardscope::egraph {

std::uint32_t NodeMemo::hashOf(const ENode& node) {
  const std::uint64_t h = ENodeHash{}(node);
  return static_cast<std::uint32_t>(h ^ (h >> 32));
}

void NodeMemo::rebuildTable(std::size_t capacity) {
  if (capacity < 16) capacity = 16;
  slots_.assign(capacity, Slot{});
  shift_ = 64 - std::countr_zero(capacity);
  const std::size_t mask = capacity - 1;
  for (std::size_t i = 0; i < entries_.size(); ++i) {
    std::size_t at = home(entries_[i].hash);
    while (slots_[at].index != kEmpty) at = (at + 1) & mask;
    slots_[at] = Slot{entries_[i].hash, static_cast<std::uint32_t>(i)};
  }
}

const NodeMemo::Entry* NodeMemo::find(const ENode& node) const {
  if (slots_.empty()) return nullptr;
  const std::uint32_t hash = hashOf(node);
  const std::size_t mask = slots_.size() - 1;
  for (std::size_t at = home(hash);; at = (at + 1) & mask) {
    const Slot& slot = slots_[at];
    if (slot.index == kEmpty) return nullptr;
    if (slot.hash == hash && entries_[slot.index].key == node) return &entries_[slot.index];
  }
}

std::pair<std::size_t, bool> NodeMemo::tryEmplace(ENode&& node, Id value) {
  // At most three quarters full, so a miss ends within a few slots.
  if ((entries_.size() + 1) * 4 > slots_.size() * 3) {
    if (entries_.size() >= std::numeric_limits<std::uint32_t>::max() - 1) throw std::length_error("e-graph memo: too many nodes");
    rebuildTable(slots_.empty() ? 16 : slots_.size() * 2);
  }
  const std::uint32_t hash = hashOf(node);
  const std::size_t mask = slots_.size() - 1;
  std::size_t at = home(hash);
  for (;; at = (at + 1) & mask) {
    const Slot& slot = slots_[at];
    if (slot.index == kEmpty) break;
    if (slot.hash == hash && entries_[slot.index].key == node) return {slot.index, false};
  }
  const auto index = static_cast<std::uint32_t>(entries_.size());
  entries_.push_back(Entry{std::move(node), value, hash});
  slots_[at] = Slot{hash, index};
  return {index, true};
}

}  // namespace shardscope::egraph
