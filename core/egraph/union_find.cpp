#include "egraph/union_find.h"

namespace shardscope::egraph {

Id UnionFind::makeSet() {
  const Id id(static_cast<std::uint32_t>(parents_.size()));
  parents_.push_back(id);
  return id;
}

Id UnionFind::find(Id id) const {
  while (parents_[id.index()] != id) id = parents_[id.index()];
  return id;
}

Id UnionFind::findCompress(Id id) {
  while (parents_[id.index()] != id) {
    const Id grandparent = parents_[parents_[id.index()].index()];
    parents_[id.index()] = grandparent;
    id = grandparent;
  }
  return id;
}

void UnionFind::linkRoots(Id root, Id child) { parents_[child.index()] = root; }

}  // namespace shardscope::egraph
