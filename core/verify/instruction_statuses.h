#pragma once
// The verifier's per-instruction statuses by distributed instruction name, read like the
// std::map they replace (find, at, count, iteration in name order). The statuses lie in
// one array in program order, as the verifier builds them; a second array of indices
// holds their name order and is searched by binary search. Built in program order, every
// write and every free walks the array front to back: built in name order, at 10^6
// instructions each status was a scattered write of ~300 bytes (and so was its free),
// and a std::map's node per instruction before that was a tenth of such a verification.

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <iterator>
#include <stdexcept>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include "support/huge_pages.h"
#include "verify/name_order.h"

namespace shardscope::verify {

template <typename Status>
class StatusesByName {
 public:
  using value_type = std::pair<std::string, Status>;
  using Entries = std::vector<value_type, HugePageAllocator<value_type>>;

  // Walks the entries in name order (through the index array).
  template <bool Const>
  class Iterator {
   public:
    using iterator_category = std::random_access_iterator_tag;
    using value_type = StatusesByName::value_type;
    using difference_type = std::ptrdiff_t;
    using reference = std::conditional_t<Const, const value_type&, value_type&>;
    using pointer = std::conditional_t<Const, const value_type*, value_type*>;

    Iterator() = default;
    Iterator(pointer entries, const uint32_t* at) : entries_(entries), at_(at) {}
    template <bool C = Const, typename = std::enable_if_t<C>>
    Iterator(const Iterator<false>& other) : entries_(other.entries_), at_(other.at_) {}

    reference operator*() const { return entries_[*at_]; }
    pointer operator->() const { return &entries_[*at_]; }
    reference operator[](difference_type n) const { return entries_[at_[n]]; }
    Iterator& operator++() { return ++at_, *this; }
    Iterator operator++(int) { return Iterator(entries_, at_++); }
    Iterator& operator--() { return --at_, *this; }
    Iterator operator--(int) { return Iterator(entries_, at_--); }
    Iterator& operator+=(difference_type n) { return at_ += n, *this; }
    Iterator& operator-=(difference_type n) { return at_ -= n, *this; }
    friend Iterator operator+(Iterator it, difference_type n) { return it += n; }
    friend Iterator operator+(difference_type n, Iterator it) { return it += n; }
    friend Iterator operator-(Iterator it, difference_type n) { return it -= n; }
    friend difference_type operator-(const Iterator& a, const Iterator& b) { return a.at_ - b.at_; }
    friend bool operator==(const Iterator& a, const Iterator& b) { return a.at_ == b.at_; }
    friend auto operator<=>(const Iterator& a, const Iterator& b) { return a.at_ <=> b.at_; }

   private:
    friend class Iterator<!Const>;
    friend class StatusesByName;
    pointer entries_ = nullptr;
    const uint32_t* at_ = nullptr;
  };
  using iterator = Iterator<false>;
  using const_iterator = Iterator<true>;

  StatusesByName() = default;
  // `entries` in program order (one per instruction); their name order is built here. A
  // repeated name keeps its first entry's status (the lowest index sorts first); the
  // later ones are kept but never reached.
  static StatusesByName fromProgramOrder(Entries entries) {
    std::vector<std::string_view> names(entries.size());
    for (std::size_t i = 0; i < entries.size(); ++i) names[i] = entries[i].first;
    std::vector<uint32_t> order = indicesInNameOrder(names);
    order.erase(std::unique(order.begin(), order.end(), [&](uint32_t a, uint32_t b) { return names[a] == names[b]; }), order.end());
    StatusesByName s;
    s.entries_ = std::move(entries);
    s.order_ = std::move(order);
    return s;
  }

  iterator begin() { return iterator(entries_.data(), order_.data()); }
  iterator end() { return iterator(entries_.data(), order_.data() + order_.size()); }
  const_iterator begin() const { return const_iterator(entries_.data(), order_.data()); }
  const_iterator end() const { return const_iterator(entries_.data(), order_.data() + order_.size()); }
  std::size_t size() const { return order_.size(); }
  bool empty() const { return order_.empty(); }

  iterator find(std::string_view name) {
    const auto at = lowerBound(name);
    return at != order_.end() && entries_[*at].first == name ? iterator(entries_.data(), &*at) : end();
  }
  const_iterator find(std::string_view name) const { return const_cast<StatusesByName*>(this)->find(name); }
  std::size_t count(std::string_view name) const { return find(name) == end() ? 0 : 1; }
  bool contains(std::string_view name) const { return count(name) != 0; }
  Status& at(std::string_view name) {
    auto it = find(name);
    if (it == end()) throw std::out_of_range("no status for instruction %" + std::string(name));
    return it->second;
  }
  const Status& at(std::string_view name) const { return const_cast<StatusesByName*>(this)->at(name); }
  // Sets the status of `name`, added when absent (linear: for tests and small edits). By
  // value: a status read from this table would not survive the addition (an array, not a
  // map's nodes).
  void insertOrAssign(std::string_view name, Status status) {
    const auto at = lowerBound(name);
    if (at != order_.end() && entries_[*at].first == name) {
      entries_[*at].second = std::move(status);
      return;
    }
    const auto index = static_cast<uint32_t>(entries_.size());
    const auto position = at - order_.begin();
    entries_.push_back(value_type{std::string(name), std::move(status)});
    order_.insert(order_.begin() + position, index);
  }

 private:
  std::vector<uint32_t>::iterator lowerBound(std::string_view name) {
    return std::lower_bound(order_.begin(), order_.end(), name,
                            [this](uint32_t e, std::string_view n) { return std::string_view(entries_[e].first) < n; });
  }
  Entries entries_;              // program order
  std::vector<uint32_t> order_;  // indices into entries_, by name
};

}  // namespace shardscope::verify
