#pragma once
// The verifier's per-instruction statuses by distributed instruction name: one array
// sorted by name, searched by binary search, read like the std::map it replaces (find,
// at, count, iteration in name order). The verifier builds it once from every status
// at the end; a map's node per instruction (a heap block of ~340 bytes, freshly faulted
// in) was a tenth of a 10^6-instruction verification and one more cache miss per level
// on every lookup.

#include <algorithm>
#include <cstddef>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "support/huge_pages.h"

namespace shardscope::verify {

template <typename Status>
class StatusesByName {
 public:
  using value_type = std::pair<std::string, Status>;
  using Entries = std::vector<value_type, HugePageAllocator<value_type>>;
  using iterator = typename Entries::iterator;
  using const_iterator = typename Entries::const_iterator;

  StatusesByName() = default;
  // `entries` sorted by name, each name once.
  static StatusesByName fromSorted(Entries entries) {
    StatusesByName s;
    s.entries_ = std::move(entries);
    return s;
  }

  iterator begin() { return entries_.begin(); }
  iterator end() { return entries_.end(); }
  const_iterator begin() const { return entries_.begin(); }
  const_iterator end() const { return entries_.end(); }
  std::size_t size() const { return entries_.size(); }
  bool empty() const { return entries_.empty(); }

  iterator find(std::string_view name) {
    auto it = lowerBound(name);
    return it != entries_.end() && it->first == name ? it : entries_.end();
  }
  const_iterator find(std::string_view name) const { return const_cast<StatusesByName*>(this)->find(name); }
  std::size_t count(std::string_view name) const { return find(name) == end() ? 0 : 1; }
  bool contains(std::string_view name) const { return count(name) != 0; }
  Status& at(std::string_view name) {
    auto it = find(name);
    if (it == entries_.end()) throw std::out_of_range("no status for instruction %" + std::string(name));
    return it->second;
  }
  const Status& at(std::string_view name) const { return const_cast<StatusesByName*>(this)->at(name); }
  // Sets the status of `name`, inserted in its place when absent (linear: for tests and
  // small edits). By value: a status read from this table would not survive the insertion
  // (an array, not a map's nodes).
  void insertOrAssign(std::string_view name, Status status) {
    auto it = lowerBound(name);
    if (it != entries_.end() && it->first == name) it->second = std::move(status);
    else entries_.insert(it, value_type{std::string(name), std::move(status)});
  }

 private:
  iterator lowerBound(std::string_view name) {
    return std::lower_bound(entries_.begin(), entries_.end(), name,
                            [](const value_type& e, std::string_view n) { return std::string_view(e.first) < n; });
  }
  Entries entries_;
};

}  // namespace shardscope::verify
