#include "egraph/node_memo.h"

#include <algorithm>
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
  spill_.clear();
  spilled_ = 0;
  for (std::size_t i = 0; i < entries_.size(); ++i) place(probeFor(entries_[i].key, entries_[i].hash), entries_[i].hash, static_cast<std::uint32_t>(i));
}

void NodeMemo::growSpill() {
  std::vector<Slot, HugePageAllocator<Slot>> old = std::move(spill_);
  const std::size_t capacity = old.empty() ? 16 : old.size() * 2;
  spill_.assign(capacity, Slot{});
  spillShift_ = 64 - std::countr_zero(capacity);
  const std::size_t mask = capacity - 1;
  for (const Slot& slot : old) {
    if (slot.index == kEmpty) continue;
    std::size_t at = spillHome(slot.hash);
    while (spill_[at].index != kEmpty) at = (at + 1) & mask;
    spill_[at] = slot;
  }
}

std::size_t NodeMemo::localHome(const ENode& node) const {
  std::uint32_t newest = 0;
  for (Id child : node.children) newest = std::max(newest, child.value);
  // 4/3 slots per id: a table at most three quarters full holds about one id's nodes
  // in each 4/3 slots, so neighbouring ids' nodes do not crowd one another.
  return (static_cast<std::size_t>(newest) + newest / 3) & (slots_.size() - 1);
}

NodeMemo::Probe NodeMemo::probeFor(const ENode& node, std::uint32_t hash) const {
  auto matches = [&](const Slot& slot) { return slot.hash == hash && entries_[slot.index].key == node; };
  if (!node.children.empty()) {
    const std::size_t mask = slots_.size() - 1;
    std::size_t at = localHome(node);
    for (std::size_t k = 0; k < kLocalProbes; ++k, at = (at + 1) & mask) {
      const Slot& slot = slots_[at];
      if (slot.index == kEmpty) return {at, false, false};
      if (matches(slot)) return {at, true, false};
    }
    // The window is full: the node is (or goes) in the spill table.
  }
  if (spill_.empty()) return {0, false, true};
  const std::size_t mask = spill_.size() - 1;
  for (std::size_t at = spillHome(hash);; at = (at + 1) & mask) {
    const Slot& slot = spill_[at];
    if (slot.index == kEmpty) return {at, false, true};
    if (matches(slot)) return {at, true, true};
  }
}

void NodeMemo::place(Probe probe, std::uint32_t hash, std::uint32_t index) {
  if (!probe.spilled) {
    slots_[probe.at] = Slot{hash, index};
    return;
  }
  // The spill table is an ordinary hash table, at most three quarters full.
  if (spill_.empty() || (spilled_ + 1) * 4 > spill_.size() * 3) {
    growSpill();
    const std::size_t mask = spill_.size() - 1;
    probe.at = spillHome(hash);
    while (spill_[probe.at].index != kEmpty) probe.at = (probe.at + 1) & mask;
  }
  spill_[probe.at] = Slot{hash, index};
  ++spilled_;
}

void NodeMemo::reserve(std::size_t entries) {
  if (entries >= std::numeric_limits<std::uint32_t>::max() - 1) throw std::length_error("e-graph memo: too many nodes");
  entries_.reserve(entries);
  // The table tryEmplace would have grown to: at most three quarters full.
  std::size_t capacity = slots_.empty() ? 16 : slots_.size();
  while ((entries + 1) * 4 > capacity * 3) capacity *= 2;
  if (capacity != slots_.size()) rebuildTable(capacity);
}

const NodeMemo::Entry* NodeMemo::find(const ENode& node) const {
  if (slots_.empty()) return nullptr;
  const Probe probe = probeFor(node, hashOf(node));
  if (!probe.found) return nullptr;
  return &entries_[(probe.spilled ? spill_ : slots_)[probe.at].index];
}

std::size_t NodeMemo::homeSlot(const ENode& node) const {
  if (slots_.empty() || node.children.empty()) return 0;
  return localHome(node);
}

std::pair<std::size_t, bool> NodeMemo::tryEmplace(ENode&& node, Id value) {
  // At most three quarters full, so a miss ends within a few slots.
  if ((entries_.size() + 1) * 4 > slots_.size() * 3) {
    if (entries_.size() >= std::numeric_limits<std::uint32_t>::max() - 1) throw std::length_error("e-graph memo: too many nodes");
    rebuildTable(slots_.empty() ? 16 : slots_.size() * 2);
  }
  const std::uint32_t hash = hashOf(node);
  const Probe probe = probeFor(node, hash);
  if (probe.found) return {(probe.spilled ? spill_ : slots_)[probe.at].index, false};
  const auto index = static_cast<std::uint32_t>(entries_.size());
  entries_.push_back(Entry{std::move(node), value, hash});
  place(probe, hash, index);
  return {index, true};
}

}  // namespace shardscope::egraph
