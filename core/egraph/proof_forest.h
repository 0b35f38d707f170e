#pragma once
// The proof forest behind explanations (egg's Explain, after Nieuwenhuis & Oliveras):
// one tree per e-class over the ids in it, with an edge per union labelled by its
// justification. The path between two ids in their tree is why they are equal.
// Linking re-roots the smaller tree, so the total work stays O(n log n).

#include <cstddef>
#include <vector>

#include "egraph/id.h"
#include "egraph/justification.h"

namespace shardscope::egraph {

// One edge walked in a given direction: `from` was rewritten into `to`. `forward`
// says whether this is the direction in which the union was requested (for a rule:
// left-hand side instance to right-hand side instance).
struct ProofEdgeStep {
  Id from;
  Id to;
  Justification why;
  bool forward = true;
};

class ProofForest {
 public:
  void addId();  // the next id, as its own tree
  // Records the union of a and b; sizes are the numbers of ids in their trees.
  void link(Id a, Id b, const Justification& why, std::size_t sizeA, std::size_t sizeB);
  // The edges from a to b; throws std::logic_error when they are in different trees.
  std::vector<ProofEdgeStep> path(Id a, Id b) const;

 private:
  struct Edge {
    Id next;  // == own id at a tree's root
    Justification why;
    bool forward = true;  // union was requested as (this, next)
  };
  void reroot(Id id);
  std::size_t depth(Id id) const;

  std::vector<Edge> edges_;
};

}  // namespace shardscope::egraph
