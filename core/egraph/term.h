#pragma once
// A concrete term as a flat, topologically ordered node list (egg's RecExpr): a node's
// children come before it, so subterms can be shared and the last node is the root.
// Terms are what the parser produces, what patterns are built from, and what
// explanations show.

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "egraph/symbol.h"

namespace shardscope::egraph {

struct TermNode {
  Symbol op;
  std::vector<std::uint32_t> children;  // indices of earlier nodes
};

class Term {
 public:
  // Appends a node; children must already be in the term. Returns its index.
  std::uint32_t add(Symbol op, std::vector<std::uint32_t> children = {});

  bool empty() const { return nodes_.empty(); }
  std::size_t size() const { return nodes_.size(); }
  std::uint32_t root() const { return static_cast<std::uint32_t>(nodes_.size() - 1); }
  const TermNode& node(std::uint32_t index) const { return nodes_.at(index); }
  const std::vector<TermNode>& nodes() const { return nodes_; }

  // S-expression text, cut at about maxChars (with "...") so huge shared DAGs print
  // in bounded time and space.
  std::string toString(std::size_t maxChars = 4096) const;
  std::string toString(std::uint32_t index, std::size_t maxChars) const;

  // Structural equality of the trees rooted at `index` here and `otherIndex` there.
  bool sameTree(std::uint32_t index, const Term& other, std::uint32_t otherIndex) const;

 private:
  std::vector<TermNode> nodes_;
};

}  // namespace shardscope::egraph
