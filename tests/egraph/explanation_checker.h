#pragma once
// Checks a proof independently of the e-graph's own bookkeeping: every step must be
// a rule application that rewrites exactly the shown terms, a caller-given fact, or
// congruence whose differing operands have valid proofs; consecutive steps must
// connect, and the chain must run from the first term to the second.

#include <map>
#include <string>
#include <vector>

#include "egraph/egraph_core.h"
#include "egraph/pattern.h"

namespace shardscope::egraph::testing {

struct RuleText {
  Pattern lhs;
  Pattern rhs;
};

class ExplanationChecker {
 public:
  ExplanationChecker(const EGraphCore& graph, std::map<Symbol, RuleText> rules)
      : graph_(graph), rules_(std::move(rules)) {}

  // Empty when valid, else the first problem found.
  std::string check(const Explanation& e) const {
    std::string problem;
    checkChain(e, 0, problem);
    return problem;
  }

 private:
  using Bindings = std::map<Symbol, std::uint32_t>;  // variable -> index in the matched term

  bool matchTerm(const Pattern& p, std::uint32_t pi, const Term& t, std::uint32_t ti,
                 Bindings& b) const {
    const TermNode& pn = p.term().node(pi);
    if (p.isVariable(pi)) {
      auto [it, inserted] = b.emplace(pn.op, ti);
      return inserted || t.sameTree(it->second, t, ti);
    }
    const TermNode& tn = t.node(ti);
    if (pn.op != tn.op || pn.children.size() != tn.children.size()) return false;
    for (std::size_t i = 0; i < pn.children.size(); ++i)
      if (!matchTerm(p, pn.children[i], t, tn.children[i], b)) return false;
    return true;
  }

  bool instanceIs(const Pattern& p, std::uint32_t pi, const Term& bound, const Bindings& b,
                  const Term& u, std::uint32_t ui) const {
    const TermNode& pn = p.term().node(pi);
    if (p.isVariable(pi)) return bound.sameTree(b.at(pn.op), u, ui);
    const TermNode& un = u.node(ui);
    if (pn.op != un.op || pn.children.size() != un.children.size()) return false;
    for (std::size_t i = 0; i < pn.children.size(); ++i)
      if (!instanceIs(p, pn.children[i], bound, b, u, un.children[i])) return false;
    return true;
  }

  bool checkRule(const ExplanationStep& s, std::string& problem) const {
    auto rule = rules_.find(s.name);
    if (rule == rules_.end()) return fail(problem, "unknown rule " + s.name.str());
    // A backward step undoes the rule: the left-hand side is the step's target.
    const Term source = graph_.termOf(s.forward ? s.from : s.to);
    const Term target = graph_.termOf(s.forward ? s.to : s.from);
    Bindings b;
    if (!matchTerm(rule->second.lhs, rule->second.lhs.term().root(), source, source.root(), b))
      return fail(problem, "rule " + s.name.str() + " does not match " + source.toString());
    if (!instanceIs(rule->second.rhs, rule->second.rhs.term().root(), source, b, target, target.root()))
      return fail(problem, "rule " + s.name.str() + " does not produce " + target.toString());
    return true;
  }

  bool checkStep(const ExplanationStep& s, int depth, std::string& problem) const {
    switch (s.kind) {
      case JustificationKind::Rule: return checkRule(s, problem);
      case JustificationKind::Given: return !s.name.empty() || fail(problem, "given without reason");
      case JustificationKind::Congruence: {
        const ENode& x = graph_.addedNode(s.from);
        const ENode& y = graph_.addedNode(s.to);
        if (!x.matches(y)) return fail(problem, "congruence between different operators");
        std::size_t next = 0;
        for (std::size_t i = 0; i < x.children.size(); ++i) {
          if (x.children[i] == y.children[i]) continue;
          if (next >= s.operands.size() || s.operands[next].operand != i)
            return fail(problem, "congruence step lacks a proof for operand " + std::to_string(i));
          const Explanation& sub = *s.operands[next++].proof;
          if (sub.from != x.children[i] || sub.to != y.children[i])
            return fail(problem, "operand proof is about other terms");
          if (!checkChain(sub, depth + 1, problem)) return false;
        }
        return next == s.operands.size() || fail(problem, "extra operand proofs");
      }
    }
    return fail(problem, "unknown step kind");
  }

  bool checkChain(const Explanation& e, int depth, std::string& problem) const {
    if (depth > 100000) return fail(problem, "proof nests without end");
    Id at = e.from;
    for (const ExplanationStep& s : e.steps) {
      if (s.from != at) return fail(problem, "steps do not connect");
      if (!checkStep(s, depth, problem)) return false;
      at = s.to;
    }
    return at == e.to || fail(problem, "chain does not reach its end term");
  }

  static bool fail(std::string& problem, std::string text) {
    problem = std::move(text);
    return false;
  }

  const EGraphCore& graph_;
  std::map<Symbol, RuleText> rules_;
};

}  // namespace shardscope::egraph::testing
