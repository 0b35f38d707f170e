// EGraphCore::explain: reads proofs back out of the proof forest.
#include <map>
#include <stdexcept>
#include <utility>

#include "egraph/egraph_core.h"

namespace shardscope::egraph {

std::shared_ptr<const Explanation> EGraphCore::explain(Id a, Id b) const {
  checked(a);
  checked(b);
  if (!options_.explanations)
    throw std::logic_error("explain: this e-graph was built without explanations");
  if (find(a) != find(b)) throw std::logic_error("explain: the two terms are not equal");

  // A worklist instead of recursion: proofs of operands can nest as deep as the terms.
  // Termination: a congruence edge's operands were already equal when it was added,
  // so their path uses only older edges.
  std::map<std::pair<Id, Id>, std::shared_ptr<Explanation>> cache;
  std::vector<std::shared_ptr<Explanation>> work;
  auto request = [&](Id from, Id to) {
    auto& slot = cache[{from, to}];
    if (!slot) {
      slot = std::make_shared<Explanation>();
      slot->from = from;
      slot->to = to;
      work.push_back(slot);
    }
    return slot;
  };
  std::shared_ptr<Explanation> root = request(a, b);

  while (!work.empty()) {
    std::shared_ptr<Explanation> current = std::move(work.back());
    work.pop_back();
    if (current->from == current->to) continue;
    for (const ProofEdgeStep& edge : proofs_.path(current->from, current->to)) {
      ExplanationStep step;
      step.from = edge.from;
      step.to = edge.to;
      step.kind = edge.why.kind;
      step.name = edge.why.name;
      step.forward = edge.forward;
      if (edge.why.kind == JustificationKind::Rule) {
        const RuleMatch& match = ruleMatches_.at(edge.why.match);
        step.matchedClass = match.eclass;
        step.substitution = match.subst;
      } else if (edge.why.kind == JustificationKind::Congruence) {
        const ENode& x = addedNodes_[edge.from.index()];
        const ENode& y = addedNodes_[edge.to.index()];
        if (!x.matches(y)) throw std::logic_error("explain: congruence edge between different operators");
        for (std::size_t i = 0; i < x.children.size(); ++i)
          if (x.children[i] != y.children[i])
            step.operands.push_back(ChildProof{i, request(x.children[i], y.children[i])});
      }
      current->steps.push_back(std::move(step));
    }
  }
  return root;
}

}  // namespace shardscope::egraph
