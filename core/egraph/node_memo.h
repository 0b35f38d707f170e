#pragma once
// The e-graph's memo, canonical e-node -> id: entries in a dense array in insertion
// order, found through an open-addressing table of (hash, entry index) pairs with
// linear probing. A lookup reads one 8-byte slot run and, when a hash matches, the
// one entry it names; a std::unordered_map read a bucket, then a heap node per step of
// its chain, each a cache miss once the e-graph outgrows the cache (10^6 instructions:
// the map was a sixth of the verifier's time there and a twentieth at 10^4). Entries
// are only dropped all at once (retainIf), which rebuilds the table, so no tombstones.
//
// Where a lookup starts: a node with operands starts near the slot of its newest operand
// id (4/3 slots per id), not where its hash says. A program is hash-consed in order and
// looked up in about the same order, so consecutive look-ups touch neighbouring slots
// instead of one random cache line each (at 10^6 nodes the table no longer fits the
// cache, and the memo was the part of a verification that grew most from 10^4 to 10^6).
// Nodes that share a newest operand share a window of kLocalProbes slots; once that
// window is full, a node goes to a second, ordinary hash table (the spill table, as do
// leaves), so a crowded operand costs at most the window's slots more per lookup and
// no input can make long runs of occupied slots (a union-heavy e-graph, whose operands
// collapse onto a few roots, would otherwise fill the table's front end to end).
// Correct because slots only ever fill: a lookup that meets an empty slot in the window
// knows the node would have been placed there, and one that finds the window full
// looks in the spill table, where the node's insertion went.

#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

#include "egraph/enode.h"
#include "egraph/id.h"
#include "support/huge_pages.h"

namespace shardscope::egraph {

class NodeMemo {
 public:
  struct Entry {
    ENode key;
    Id value;
    std::uint32_t hash = 0;  // kept so that growing the table never rehashes a key
  };

  // The entry for `node`: the existing one, or {node, value} appended. The index stays
  // valid until retainIf; the reference only until the next insertion.
  std::pair<std::size_t, bool> tryEmplace(ENode&& node, Id value);
  // Room for `entries` entries without growing the array or the table.
  void reserve(std::size_t entries);
  // The entry equal to `node`, or nullptr.
  const Entry* find(const ENode& node) const;
  // The slot of the local table a lookup of `node` starts at (tests check that
  // neighbouring nodes start near one another); 0 for a leaf, which is looked up in the
  // spill table.
  std::size_t homeSlot(const ENode& node) const;
  std::size_t slotCount() const { return slots_.size(); }
  Entry& entry(std::size_t index) { return entries_[index]; }
  const Entry& entry(std::size_t index) const { return entries_[index]; }
  std::size_t size() const { return entries_.size(); }
  const std::vector<Entry, HugePageAllocator<Entry>>& entries() const { return entries_; }

  // Keeps the entries for which keep(entry) holds, in order, and rebuilds the table.
  template <typename Keep>
  void retainIf(Keep&& keep) {
    std::size_t kept = 0;
    for (std::size_t i = 0; i < entries_.size(); ++i)
      if (keep(std::as_const(entries_[i]))) {
        if (kept != i) entries_[kept] = std::move(entries_[i]);
        ++kept;
      }
    entries_.resize(kept);
    rebuildTable(slots_.size());
  }

 private:
  static constexpr std::uint32_t kEmpty = UINT32_MAX;
  struct Slot {
    std::uint32_t hash = 0;
    std::uint32_t index = kEmpty;
  };
  static constexpr std::size_t kLocalProbes = 8;  // one cache line of slots
  struct Probe {
    std::size_t at;  // the node's slot, or the empty slot it would take
    bool found;
    bool spilled;    // in spill_ (at is meaningless while spill_ is empty)
  };
  static std::uint32_t hashOf(const ENode& node);
  std::size_t localHome(const ENode& node) const;
  Probe probeFor(const ENode& node, std::uint32_t hash) const;  // slots_ not empty
  void place(Probe probe, std::uint32_t hash, std::uint32_t index);  // a new entry where probeFor said
  void growSpill();
  std::size_t spillHome(std::uint32_t hash) const { return (static_cast<std::uint64_t>(hash) * 0x9E3779B97F4A7C15ULL) >> spillShift_; }
  void rebuildTable(std::size_t capacity);  // a power of two, at least 16

  std::vector<Entry, HugePageAllocator<Entry>> entries_;
  std::vector<Slot, HugePageAllocator<Slot>> slots_;  // by the newest operand
  std::vector<Slot, HugePageAllocator<Slot>> spill_;  // by hash: leaves and full windows
  std::size_t spilled_ = 0;
  int spillShift_ = 64;
};

}  // namespace shardscope::egraph
