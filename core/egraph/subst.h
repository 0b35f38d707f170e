#pragma once
// A substitution: what each pattern variable (`?a`) was bound to by a match.

#include "egraph/small_vector.h"

#include <optional>
#include <utility>

#include "egraph/id.h"
#include "egraph/symbol.h"

namespace shardscope::egraph {

class Subst {
 public:
  using Binding = std::pair<Symbol, Id>;

  std::optional<Id> get(Symbol variable) const {
    for (const auto& [var, id] : bindings_)
      if (var == variable) return id;
    return std::nullopt;
  }
  // Throws std::out_of_range for an unbound variable (a rule wiring mistake).
  Id at(Symbol variable) const;
  void bind(Symbol variable, Id id) { bindings_.emplace_back(variable, id); }

  const auto& bindings() const { return bindings_; }
  bool empty() const { return bindings_.empty(); }

 private:
  boost::container::small_vector<Binding, 4> bindings_;  // few variables per rule
};

}  // namespace shardscope::egraph
