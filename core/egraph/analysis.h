#pragma once
// E-class analysis (egg's Analysis): a value attached to every e-class, computed for
// each new node by `make`, combined by `merge` when classes unite, and optionally
// acted on by `modify` (e.g. adding a folded constant). The verifier's analysis
// carries shape, dtype and relation facts.
//
//   struct MyAnalysis {
//     using Data = ...;
//     Data make(const EGraph<MyAnalysis>& graph, const ENode& node);
//     MergeResult merge(Data& kept, Data absorbed);
//     void modify(EGraph<MyAnalysis>& graph, Id eclass);   // optional
//   };
//
// `make` sees a canonical node; `graph.data(child)` gives the operands' data.
// `merge` must be a semilattice join (commutative, associative, idempotent) for the
// result to be independent of the order of unions.

#include <concepts>
#include <utility>
#include <variant>

#include "egraph/enode.h"

namespace shardscope::egraph {

struct MergeResult {
  bool keptChanged = false;      // `kept` differs from what it was: its parents re-make
  bool absorbedChanged = false;  // the result differs from `absorbed`: its parents re-make
};

template <typename A>
class EGraph;

template <typename A>
concept Analysis = requires(A& analysis, const EGraph<A>& graph, const ENode& node,
                            typename A::Data& kept, typename A::Data absorbed) {
  { analysis.make(graph, node) } -> std::convertible_to<typename A::Data>;
  { analysis.merge(kept, std::move(absorbed)) } -> std::same_as<MergeResult>;
};

template <typename A>
concept AnalysisWithModify = requires(A& analysis, EGraph<A>& graph, Id id) {
  analysis.modify(graph, id);
};

// For e-graphs that need no per-class data.
struct NoAnalysis {
  using Data = std::monostate;
  Data make(const EGraph<NoAnalysis>&, const ENode&) const { return {}; }
  MergeResult merge(Data&, Data) const { return {}; }
};

}  // namespace shardscope::egraph
