#pragma once
// "Why are A and B equal": a chain of steps from A to B. Each step rewrites one term
// into the next, either by a rule (with the bindings of its match), by a reason the
// caller gave, or by congruence (same operator; the operands that differ come with
// their own chains). Shared sub-proofs are shared objects, so a proof is a DAG.

#include <cstddef>
#include <memory>
#include <vector>

#include "egraph/id.h"
#include "egraph/justification.h"
#include "egraph/subst.h"

namespace shardscope::egraph {

struct Explanation;

struct ChildProof {
  std::size_t operand = 0;  // which operand of the congruent nodes
  std::shared_ptr<const Explanation> proof;
};

struct ExplanationStep {
  Id from;  // ids of added nodes: their terms are fixed (EGraphCore::termOf)
  Id to;
  JustificationKind kind = JustificationKind::Congruence;
  Symbol name;           // rule name or given reason; empty for congruence
  bool forward = true;   // rule: `from` is the left-hand side instance
  Id matchedClass;       // rule: the class the left-hand side matched
  Subst substitution;    // rule: the match's bindings
  std::vector<ChildProof> operands;  // congruence: proofs of the differing operands
};

struct Explanation {
  Id from;
  Id to;
  std::vector<ExplanationStep> steps;  // empty when from == to
};

// A proof laid out for a step-by-step player: depth-first, each congruence step
// followed by its operands' steps one level deeper.
struct FlatExplanationStep {
  std::size_t depth = 0;
  const ExplanationStep* step = nullptr;  // points into the explanation
};

struct FlattenedExplanation {
  std::vector<FlatExplanationStep> steps;
  bool truncated = false;  // maxSteps was reached
};

FlattenedExplanation flatten(const Explanation& explanation, std::size_t maxSteps = 10000);

}  // namespace shardscope::egraph
