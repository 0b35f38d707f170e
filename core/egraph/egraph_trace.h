#pragma once
// The e-graph's records as trace events for the GUI's step player (DESIGN.md):
//   "eclass-merged"     one per union, with its justification and both terms;
//   "explanation-step"  one per step of a flattened explanation.

#include <cstddef>

#include "egraph/egraph_core.h"
#include "egraph/explanation.h"
#include "trace/trace.h"

namespace shardscope::egraph {

// Appends events for unionLog()[first, last).
void appendMergeEvents(trace::Trace& trace, const EGraphCore& graph, std::size_t first,
                       std::size_t last);
// The whole merge log.
trace::Trace mergeTrace(const EGraphCore& graph);
// A proof, step by step; nested congruence proofs carry their depth in "depth".
trace::Trace explanationTrace(const EGraphCore& graph, const Explanation& explanation,
                              std::size_t maxSteps = 10000);
// One line: "(+ a b) = (+ b a)  [rule add-commutes]".
std::string describeStep(const EGraphCore& graph, const ExplanationStep& step,
                         std::size_t maxTermChars = 160);

}  // namespace shardscope::egraph
