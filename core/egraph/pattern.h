#pragma once
// A pattern is a term whose atoms starting with '?' are variables, e.g. (+ ?a ?b).
// As a searcher it finds every class and binding where it matches, modulo equality;
// as an applier it adds its instance under a substitution.

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "egraph/egraph_core.h"
#include "egraph/subst.h"
#include "egraph/term.h"
#include "support/cancellation.h"

namespace shardscope::egraph {

struct PatternMatch {
  Id eclass;  // the class the pattern's root matched
  Subst subst;
};

class Pattern {
 public:
  // Throws std::invalid_argument when a variable has operands.
  explicit Pattern(Term term);
  // Throws ParseError for malformed text.
  static Pattern parse(std::string_view text, std::string_view fileName = "<pattern>");

  const Term& term() const { return term_; }
  const std::vector<Symbol>& variables() const { return variables_; }
  bool isVariable(std::uint32_t index) const;
  // The root's operator; nullopt when the root is a variable (matches every class).
  std::optional<Symbol> rootOp() const;
  // Operator levels below the root: 0 for a variable or a leaf. A new match can only
  // appear where a class at most this many levels below its root changed.
  std::size_t height() const { return height_; }
  std::string toString() const { return term_.toString(); }

  // All matches in a rebuilt e-graph, at most `limit` of them. Polls `cancel`.
  std::vector<PatternMatch> search(const EGraphCore& graph, std::size_t limit = SIZE_MAX,
                                   const CancellationToken* cancel = nullptr) const;
  // All matches rooted at the given classes (roots), at most `limit` of them.
  std::vector<PatternMatch> searchIn(const EGraphCore& graph, const std::vector<Id>& classes,
                                     std::size_t limit = SIZE_MAX,
                                     const CancellationToken* cancel = nullptr) const;
  // Matches rooted at one class, appended to `out` until it holds `limit` entries.
  void searchClass(const EGraphCore& graph, Id eclass, std::vector<PatternMatch>& out,
                   std::size_t limit = SIZE_MAX) const;
  // Adds the pattern's instance; every variable must be bound in `subst`.
  Id instantiate(EGraphCore& graph, const Subst& subst) const;
  // The class of the pattern's instance if it is already present; adds nothing.
  std::optional<Id> lookup(const EGraphCore& graph, const Subst& subst) const;

 private:
  void matchAt(const EGraphCore& graph, std::uint32_t index, Id eclass, const Subst& subst,
               std::vector<Subst>& out, std::size_t limit) const;

  Term term_;
  std::vector<bool> isVariable_;  // by term index
  std::vector<Symbol> variables_;  // distinct, in order of first appearance
  std::size_t height_ = 0;
};

bool isPatternVariable(Symbol atom);

}  // namespace shardscope::egraph
