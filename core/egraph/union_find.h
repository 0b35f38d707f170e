#pragma once
// Union-find over Ids. The e-graph decides which root survives a union (the class
// with more parents, as egg does), so this only links roots; path halving keeps
// finds short.

#include <cstddef>
#include <vector>

#include "egraph/id.h"

namespace shardscope::egraph {

class UnionFind {
 public:
  Id makeSet();
  std::size_t size() const { return parents_.size(); }
  void reserve(std::size_t ids) { parents_.reserve(ids); }

  // Read-only find, usable on a const e-graph.
  Id find(Id id) const;
  // Find that shortens the path it walks.
  Id findCompress(Id id);
  // Makes `child` (a root) point to `root` (a root).
  void linkRoots(Id root, Id child);

 private:
  std::vector<Id> parents_;
};

}  // namespace shardscope::egraph
