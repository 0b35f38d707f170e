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
  shift_ = 64 - std::countr_zero(capacity);
  for (std::size_t i = 0; i < entries_.size(); ++i) {
    const Probe probe = probeFor(entries_[i].key, entries_[i].hash);
    slots_[probe.at] = Slot{entries_[i].hash, static_cast<std::uint32_t>(i)};
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
  const std::size_t mask = slots_.size() - 1;
  auto matches = [&](const Slot& slot) { return slot.hash == hash && entries_[slot.index].key == node; };
  if (!node.children.empty()) {
    std::size_t at = localHome(node);
    for (std::size_t k = 0; k < kLocalProbes; ++k, at = (at + 1) & mask) {
      const Slot& slot = slots_[at];
      if (slot.index == kEmpty) return {at, false};
      if (matches(slot)) return {at, true};
    }
    // The window is full: the node went (or goes) where its hash says.
  }
  for (std::size_t at = home(hash);; at = (at + 1) & mask) {
    const Slot& slot = slots_[at];
    if (slot.index == kEmpty) return {at, false};
    if (matches(slot)) return {at, true};
  }
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
  return probe.found ? &entries_[slots_[probe.at].index] : nullptr;
}

std::size_t NodeMemo::homeSlot(const ENode& node) const {
  if (slots_.empty()) return 0;
  return node.children.empty() ? home(hashOf(node)) : localHome(node);
}

std::pair<std::size_t, bool> NodeMemo::tryEmplace(ENode&& node, Id value) {
  // At most three quarters full, so a miss ends within a few slots.
  if ((entries_.size() + 1) * 4 > slots_.size() * 3) {
    if (entries_.size() >= std::numeric_limits<std::uint32_t>::max() - 1) throw std::length_error("e-graph memo: too many nodes");
    rebuildTable(slots_.empty() ? 16 : slots_.size() * 2);
  }
  const std::uint32_t hash = hashOf(node);
  const Probe probe = probeFor(node, hash);
  if (probe.found) return {slots_[probe.at].index, false};
  const std::size_t at = probe.at;
  const auto index = static_cast<std::uint32_t>(entries_.size());
  entries_.push_back(Entry{std::move(node), value, hash});
  slots_[at] = Slot{hash, index};
  return {index, true};
}

}  // namespace shardscope::egraph
