#include "egraph/pattern.h"

#include <algorithm>
#include <stdexcept>

#include "egraph/sexpr_parser.h"

namespace shardscope::egraph {

bool isPatternVariable(Symbol atom) {
  const std::string_view name = atom.name();
  return name.size() > 1 && name.front() == '?';
}

Pattern::Pattern(Term term) : term_(std::move(term)) {
  if (term_.empty()) throw std::invalid_argument("pattern: empty term");
  isVariable_.resize(term_.size());
  std::vector<std::size_t> heights(term_.size(), 0);
  for (std::uint32_t i = 0; i < term_.size(); ++i) {
    const TermNode& n = term_.node(i);
    for (std::uint32_t child : n.children) heights[i] = std::max(heights[i], heights[child] + 1);
    if (!isPatternVariable(n.op)) continue;
    if (!n.children.empty())
      throw std::invalid_argument("pattern: variable " + n.op.str() + " cannot have operands");
    isVariable_[i] = true;
    if (std::find(variables_.begin(), variables_.end(), n.op) == variables_.end())
      variables_.push_back(n.op);
  }
  height_ = heights[term_.root()];
}

Pattern Pattern::parse(std::string_view text, std::string_view fileName) {
  return Pattern(parseTerm(text, fileName));
}

bool Pattern::isVariable(std::uint32_t index) const { return isVariable_.at(index); }

std::optional<Symbol> Pattern::rootOp() const {
  if (isVariable_[term_.root()]) return std::nullopt;
  return term_.node(term_.root()).op;
}

void Pattern::matchAt(const EGraphCore& graph, std::uint32_t index, Id eclass,
                      const Subst& subst, std::vector<Subst>& out, std::size_t limit) const {
  const TermNode& p = term_.node(index);
  if (isVariable_[index]) {
    if (auto bound = subst.get(p.op)) {
      if (graph.find(*bound) == eclass) out.push_back(subst);
    } else {
      Subst extended = subst;
      extended.bind(p.op, eclass);
      out.push_back(std::move(extended));
    }
    return;
  }
  for (const ENode& node : graph.nodesWithOp(eclass, p.op)) {
    if (out.size() >= limit) break;
    if (node.children.size() != p.children.size()) continue;
    std::vector<Subst> partial{subst};
    for (std::size_t i = 0; i < p.children.size() && !partial.empty(); ++i) {
      std::vector<Subst> next;
      for (const Subst& s : partial) matchAt(graph, p.children[i], node.children[i], s, next, limit);
      partial = std::move(next);
    }
    for (Subst& s : partial) {
      if (out.size() >= limit) break;
      out.push_back(std::move(s));
    }
  }
}

void Pattern::searchClass(const EGraphCore& graph, Id eclass, std::vector<PatternMatch>& out,
                          std::size_t limit) const {
  if (out.size() >= limit) return;
  std::vector<Subst> substs;
  matchAt(graph, term_.root(), graph.find(eclass), Subst{}, substs, limit - out.size());
  for (Subst& s : substs) out.push_back(PatternMatch{graph.find(eclass), std::move(s)});
}

std::vector<PatternMatch> Pattern::search(const EGraphCore& graph, std::size_t limit,
                                          const CancellationToken* cancel) const {
  std::vector<PatternMatch> matches;
  std::size_t visited = 0;
  auto visit = [&](Id eclass) {
    if (cancel && ++visited % 1024 == 0) cancel->throwIfCancelled();
    searchClass(graph, eclass, matches, limit);
  };
  if (auto op = rootOp()) {
    for (Id eclass : graph.classesWithOp(*op)) {
      if (matches.size() >= limit) break;
      visit(eclass);
    }
  } else {
    graph.forEachClass([&](const EClass& c) {
      if (matches.size() < limit) visit(c.id);
    });
  }
  return matches;
}

std::vector<PatternMatch> Pattern::searchIn(const EGraphCore& graph, const std::vector<Id>& classes,
                                            std::size_t limit, const CancellationToken* cancel) const {
  std::vector<PatternMatch> matches;
  const std::optional<Symbol> op = rootOp();
  std::size_t visited = 0;
  for (Id eclass : classes) {
    if (matches.size() >= limit) break;
    if (cancel && ++visited % 1024 == 0) cancel->throwIfCancelled();
    if (op && graph.nodesWithOp(eclass, *op).empty()) continue;
    searchClass(graph, eclass, matches, limit);
  }
  return matches;
}

Id Pattern::instantiate(EGraphCore& graph, const Subst& subst) const {
  std::vector<Id> ids;
  ids.reserve(term_.size());
  for (std::uint32_t i = 0; i < term_.size(); ++i) {
    const TermNode& p = term_.node(i);
    if (isVariable_[i]) {
      ids.push_back(subst.at(p.op));
      continue;
    }
    ENode node(p.op);
    for (std::uint32_t child : p.children) node.children.push_back(ids[child]);
    ids.push_back(graph.add(std::move(node)));
  }
  return ids.back();
}

}  // namespace shardscope::egraph

namespace shardscope::egraph {

std::optional<Id> Pattern::lookup(const EGraphCore& graph, const Subst& subst) const {
  std::vector<Id> ids;
  ids.reserve(term_.size());
  for (std::uint32_t i = 0; i < term_.size(); ++i) {
    const TermNode& p = term_.node(i);
    if (isVariable_[i]) {
      ids.push_back(graph.find(subst.at(p.op)));
      continue;
    }
    ENode node(p.op);
    for (std::uint32_t child : p.children) node.children.push_back(ids[child]);
    const std::optional<Id> found = graph.lookup(std::move(node));
    if (!found) return std::nullopt;
    ids.push_back(*found);
  }
  return ids.back();
}

}  // namespace shardscope::egraph
