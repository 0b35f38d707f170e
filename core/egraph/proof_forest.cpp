#include "egraph/proof_forest.h"

#include <algorithm>
#include <stdexcept>

namespace shardscope::egraph {

void ProofForest::addId() {
  const Id id(static_cast<std::uint32_t>(edges_.size()));
  edges_.push_back(Edge{id, Justification::congruence(), true});
}

void ProofForest::reroot(Id id) {
  // Reverse every edge on the path from id to its root; id becomes the root.
  Id previous = id;
  Edge carried = edges_[id.index()];
  edges_[id.index()].next = id;
  while (carried.next != previous) {
    const Id current = carried.next;
    Edge next = edges_[current.index()];
    edges_[current.index()] = Edge{previous, carried.why, !carried.forward};
    previous = current;
    carried = next;
  }
}

void ProofForest::link(Id a, Id b, const Justification& why, std::size_t sizeA,
                       std::size_t sizeB) {
  if (sizeA <= sizeB) {
    reroot(a);
    edges_[a.index()] = Edge{b, why, true};
  } else {
    reroot(b);
    edges_[b.index()] = Edge{a, why, false};
  }
}

std::size_t ProofForest::depth(Id id) const {
  std::size_t d = 0;
  while (edges_[id.index()].next != id) {
    id = edges_[id.index()].next;
    ++d;
  }
  return d;
}

std::vector<ProofEdgeStep> ProofForest::path(Id a, Id b) const {
  std::size_t depthA = depth(a), depthB = depth(b);
  std::vector<ProofEdgeStep> fromA, fromB;
  auto up = [this](Id& id, std::vector<ProofEdgeStep>& steps) {
    const Edge& e = edges_[id.index()];
    steps.push_back(ProofEdgeStep{id, e.next, e.why, e.forward});
    id = e.next;
  };
  while (depthA > depthB) up(a, fromA), --depthA;
  while (depthB > depthA) up(b, fromB), --depthB;
  while (a != b) {
    if (edges_[a.index()].next == a) throw std::logic_error("ProofForest::path: ids are not equal");
    up(a, fromA);
    up(b, fromB);
  }
  // b's half is walked back down: each of its steps reversed.
  std::reverse(fromB.begin(), fromB.end());
  for (ProofEdgeStep& s : fromB) {
    std::swap(s.from, s.to);
    s.forward = !s.forward;
  }
  fromA.insert(fromA.end(), fromB.begin(), fromB.end());
  return fromA;
}

}  // namespace shardscope::egraph
