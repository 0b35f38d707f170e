#pragma once
// Id names one e-node as it was added and, through the union-find, the e-class it
// belongs to (egg's Id). Ids are dense, so per-id tables are plain vectors.

#include <compare>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <limits>

namespace shardscope::egraph {

struct Id {
  static constexpr std::uint32_t kInvalid = std::numeric_limits<std::uint32_t>::max();

  std::uint32_t value = kInvalid;

  constexpr Id() = default;
  constexpr explicit Id(std::uint32_t v) : value(v) {}

  constexpr bool valid() const { return value != kInvalid; }
  constexpr std::size_t index() const { return value; }
  friend constexpr auto operator<=>(Id, Id) = default;
};

}  // namespace shardscope::egraph

template <>
struct std::hash<shardscope::egraph::Id> {
  std::size_t operator()(shardscope::egraph::Id id) const noexcept {
    return std::hash<std::uint32_t>{}(id.value);
  }
};
