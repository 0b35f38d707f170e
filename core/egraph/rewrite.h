#pragma once
// A rewrite rule: a name and a one-line meaning (shown to users), a searcher pattern,
// an optional guard, and an applier that is either a pattern or a small C++ function.
//
//   auto comm = Rewrite<A>::rewrite("add-commutes", "a + b = b + a", "(+ ?a ?b)", "(+ ?b ?a)");
//   auto fold = Rewrite<A>::withApplier("fold-double", "x + x = 2 * x", "(+ ?x ?x)",
//       [](EGraph<A>& g, Id, const Subst& s) {
//         return std::vector<Id>{g.add(Symbol("*"), {g.add(Symbol("2")), s.at(Symbol("?x"))})};
//       });
//
// Applying a match unions the matched class with every id the applier returns. With
// explanations on, the union is made from the left-hand side's own instance, so the
// proof step shows exactly the term the rule matched.

#include <algorithm>
#include <functional>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "egraph/egraph.h"
#include "egraph/pattern.h"

namespace shardscope::egraph {

template <typename A = NoAnalysis>
struct Rewrite {
  using Graph = EGraph<A>;
  // Decides whether a match may be applied; reads analysis data, changes nothing.
  using Guard = std::function<bool(const Graph& graph, Id eclass, const Subst& subst)>;
  // Returns ids equal to the matched class (may add nodes; must not union).
  using Applier = std::function<std::vector<Id>(Graph& graph, Id eclass, const Subst& subst)>;

  Symbol name;
  std::string meaning;
  Pattern lhs;
  std::optional<Pattern> rhs;  // set for pattern rules
  Applier applier;             // set for C++ rules
  Guard guard;                 // empty: always applies

  static Rewrite rewrite(std::string_view name, std::string meaning, std::string_view lhs,
                         std::string_view rhs, Guard guard = {}) {
    Rewrite rule{Symbol(name), std::move(meaning), Pattern::parse(lhs, name), Pattern::parse(rhs, name),
                 {}, std::move(guard)};
    const auto& bound = rule.lhs.variables();
    for (Symbol v : rule.rhs->variables())
      if (std::find(bound.begin(), bound.end(), v) == bound.end())
        throw std::invalid_argument("rule " + std::string(name) + ": " + v.str() +
                                    " is used on the right but not bound on the left");
    return rule;
  }

  static Rewrite withApplier(std::string_view name, std::string meaning, std::string_view lhs,
                             Applier applier, Guard guard = {}) {
    if (!applier) throw std::invalid_argument("rule " + std::string(name) + ": no applier");
    return Rewrite{Symbol(name), std::move(meaning), Pattern::parse(lhs, name), std::nullopt,
                   std::move(applier), std::move(guard)};
  }

  // Applies one match; returns the number of unions that changed the e-graph.
  std::size_t apply(Graph& graph, const PatternMatch& match) const {
    if (guard && !guard(graph, match.eclass, match.subst)) return 0;
    std::vector<Id> targets;
    if (rhs) {
      // Most matches of a saturating run are already true: skip them without adding.
      if (auto present = rhs->lookup(graph, match.subst); present && graph.equivalent(*present, match.eclass))
        return 0;
      targets.push_back(rhs->instantiate(graph, match.subst));
    } else {
      targets = applier(graph, match.eclass, match.subst);
    }
    std::size_t unions = 0;
    std::optional<Id> left;
    for (Id target : targets) {
      if (graph.equivalent(target, match.eclass)) continue;
      // The left-hand side's own instance (an exact term for the proof) is only worth
      // adding when a union follows.
      if (!left) left = graph.explanationsEnabled() ? lhs.instantiate(graph, match.subst) : match.eclass;
      unions += graph.unionByRule(*left, target, name, match.eclass, match.subst);
    }
    return unions;
  }
};

}  // namespace shardscope::egraph
