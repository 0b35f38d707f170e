#pragma once
// Interned names for operators, variables and rule names. A Symbol is a 32-bit index
// into one process-wide table, so e-nodes hash and compare by integer. The table only
// grows; names stay valid for the life of the process and interning is thread-safe
// (a verifier worker interns while the GUI prints).

#include <compare>
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>

namespace shardscope::egraph {

class Symbol {
 public:
  // The empty name.
  constexpr Symbol() = default;
  // Returns the one Symbol for `name`, adding it to the table the first time.
  explicit Symbol(std::string_view name);

  std::string_view name() const;
  std::string str() const { return std::string(name()); }
  std::uint32_t index() const { return index_; }
  bool empty() const { return index_ == 0; }

  // Order is interning order: deterministic for a deterministic program.
  friend constexpr auto operator<=>(Symbol, Symbol) = default;

 private:
  std::uint32_t index_ = 0;
};

}  // namespace shardscope::egraph

template <>
struct std::hash<shardscope::egraph::Symbol> {
  std::size_t operator()(shardscope::egraph::Symbol s) const noexcept {
    return std::hash<std::uint32_t>{}(s.index());
  }
};
