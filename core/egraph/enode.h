#pragma once
// An e-node: an operator applied to e-class ids. Leaves (variables, constants,
// attributes the verifier encodes as names) are operators without children.

#include "egraph/small_vector.h"

#include <algorithm>
#include <cstddef>
#include <initializer_list>

#include "egraph/id.h"
#include "egraph/symbol.h"

namespace shardscope::egraph {

// Most operators have at most three operands; those stay inline.
using Children = boost::container::small_vector<Id, 3>;

struct ENode {
  Symbol op;
  Children children;

  ENode() = default;
  explicit ENode(Symbol o) : op(o) {}
  ENode(Symbol o, std::initializer_list<Id> c) : op(o), children(c) {}
  ENode(Symbol o, Children c) : op(o), children(std::move(c)) {}

  bool isLeaf() const { return children.empty(); }

  // Same operator and arity: the condition for two nodes to be congruent.
  bool matches(const ENode& other) const {
    return op == other.op && children.size() == other.children.size();
  }

  friend bool operator==(const ENode& a, const ENode& b) {
    return a.op == b.op && std::equal(a.children.begin(), a.children.end(),
                                      b.children.begin(), b.children.end());
  }
  // Operator first, so the nodes of one operator are contiguous in a sorted class.
  friend bool operator<(const ENode& a, const ENode& b) {
    if (a.op != b.op) return a.op < b.op;
    return std::lexicographical_compare(a.children.begin(), a.children.end(),
                                        b.children.begin(), b.children.end());
  }
};

// Compares nodes with operators only, for searching a sorted class by operator.
struct OpOrder {
  bool operator()(const ENode& n, Symbol op) const { return n.op < op; }
  bool operator()(Symbol op, const ENode& n) const { return op < n.op; }
};

struct ENodeHash {
  // Deliberately not noexcept: libstdc++ then stores each key's hash in its table
  // node, so bucket walks and rehashes compare stored codes instead of rehashing
  // nodes (about a third of saturation time otherwise).
  std::size_t operator()(const ENode& node) const;
};

}  // namespace shardscope::egraph
