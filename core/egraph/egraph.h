#pragma once
// EGraph<A>: the e-graph with an e-class analysis A (analysis.h) attached. All
// invariant-keeping logic is in EGraphCore; this layer only stores A::Data per class
// and forwards the core's hooks to A's make / merge / modify.

#include <cassert>
#include <utility>
#include <vector>

#include "egraph/analysis.h"
#include "egraph/egraph_core.h"

namespace shardscope::egraph {

template <typename A = NoAnalysis>
class EGraph : public EGraphCore {
 public:
  using Data = typename A::Data;

  explicit EGraph(A analysis = {}, EGraphOptions options = {})
      : EGraphCore(options), analysis_(std::move(analysis)) {
    static_assert(Analysis<A>, "A must provide Data, make(graph, node) and merge(kept, absorbed)");
  }

  // The data of the class holding `id`.
  const Data& data(Id id) const { return data_[slotOf(find(id))]; }

  A& analysis() { return analysis_; }
  const A& analysis() const { return analysis_; }

 protected:
  void analysisMake(std::uint32_t slot, const ENode& node) override {
    assert(slot == data_.size());
    // make may read operands' data, so compute before growing the vector.
    Data made = analysis_.make(*this, node);
    data_.push_back(std::move(made));
  }

  MergeResult analysisMerge(std::uint32_t keptSlot, std::uint32_t absorbedSlot) override {
    // The absorbed class is dead; its data is moved out, not copied.
    return analysis_.merge(data_[keptSlot], std::move(data_[absorbedSlot]));
  }

  bool analysisRemake(std::uint32_t slot, const ENode& node) override {
    Data made = analysis_.make(*this, node);
    return analysis_.merge(data_[slot], std::move(made)).keptChanged;
  }

  void analysisModify(Id root) override {
    if constexpr (AnalysisWithModify<A>) analysis_.modify(*this, root);
  }

 private:
  A analysis_;
  std::vector<Data> data_;  // by class slot
};

}  // namespace shardscope::egraph
