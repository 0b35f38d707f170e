#pragma once
// One partitioning question (graph, P, cost model, search space) as the searches see
// it: variables with candidate partitions and a cost of their own, and flows, one per
// tensor that some node reads, whose repartition cost depends on the writer's choice
// and the refinement of every reader's choice. The DP, the local improvement and the
// exhaustive search all cost assignments here, so they agree by construction.
//
// Variables are the nodes (in graph order, variable n is nodes()[n]) and, in the
// einsummable model, the graph inputs that are read (their partition is chosen too).
// Partitions are interned per flow as SplitMasks (einsummable_cost.h), stored in one
// array per flow (rank words per part, not a vector each: a 32-layer graph interns some
// 56,000); under the seed's model a refinement keeps the finest split per dimension
// (equal splits nest there).

#include "partition/cost_model.h"
#include "partition/einsum_graph.h"
#include "partition/einsummable_cost.h"
#include "partition/flat_memo.h"
#include "partition/search_space.h"

#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <unordered_map>
#include <vector>

namespace shardscope::partition {

struct ProblemOptions {
  int devices = 1;
  CostModel model = CostModel::Seed;
  SearchSpace space = SearchSpace::Exact;
};

// A variable's candidates, read-only. The variables of equal join bounds and range (a
// repeated layer's copies) share one list, enumerated once, instead of a copy each.
class CandidateList {
 public:
  using List = std::vector<PartitionVector>;
  CandidateList() = default;
  explicit CandidateList(std::shared_ptr<const List> list) : owner_(std::move(list)), list_(owner_.get()) {}
  std::size_t size() const { return list_->size(); }
  bool empty() const { return list_->empty(); }
  const PartitionVector& operator[](std::size_t i) const { return (*list_)[i]; }
  List::const_iterator begin() const { return list_->begin(); }
  List::const_iterator end() const { return list_->end(); }

 private:
  static inline const List kNone{};
  std::shared_ptr<const List> owner_;
  const List* list_ = &kNone;
};

class PartitionProblem {
 public:
  struct Variable {
    int node = -1;    // node id, or -1 for a graph input
    int tensor = -1;  // the tensor it writes
    CandidateList candidates;                 // join parts (node) or tensor parts (input)
    std::vector<double> local;                // own cost per candidate
    std::vector<int> reads;                   // flows it reads, distinct
    int writes = -1;                          // the flow it writes, -1 if nobody reads it
  };
  struct Flow {
    int tensor = -1;
    int writer = -1;                         // variable
    std::vector<int> outPart;                // per writer candidate: interned partition
    std::vector<int> readers;                // variables, ascending
    std::vector<std::vector<int>> readPart;  // per reader, per its candidate
  };

  // Throws PartitionError when a node or input has no candidate or the space is too big.
  PartitionProblem(const EinSumGraph& graph, ProblemOptions options);

  const EinSumGraph& graph() const { return graph_; }
  const ProblemOptions& options() const { return options_; }
  const std::vector<Variable>& variables() const { return variables_; }
  const std::vector<Flow>& flows() const { return flows_; }
  int variableOfInput(int tensor) const;  // -1 when the input has no variable

  // Interned partitions of flow f: the refinement of a and b (-1 = none yet) and the
  // repartition cost from `written` to `read` (memoised).
  // (The memo's lookup inline; a miss interns the refinement out of line.)
  int refine(int f, int a, int b) {
    if (a < 0) return b;
    if (a == b) return a;
    const uint64_t key = (static_cast<uint64_t>(a) << 32) | static_cast<uint32_t>(b);
    if (const int* found = memo_[f].refined.find(key)) return *found;
    return refineNew(f, a, b, key);
  }
  // The same refinement into `into` (a part's words, empty: none yet), without interning
  // it: true when part `b` was already within it (refine would have given `into` back).
  bool refineWords(int f, std::vector<uint32_t>& into, int b) const;
  double repartition(int f, int written, int read) {
    if (written == read) return 0;
    return options_.model != CostModel::Seed ? exactRepartition(f, written, read) : seedRepartition(f, written, read);
  }
  // The read partition of flow f given every reader's candidate.
  int requiredPart(int f, const std::vector<int>& choice);
  // A lower bound of flow f's repartition once every reader is decided, given the part
  // it was written in and the refinement read so far (-1: not yet): when the reads
  // already cut the tensor where its writer does not, no later read can undo it, and a
  // repartition moves every element at least twice (out of a block and into one).
  double closingBound(int f, int written, int read);
  // The partition behind an interned part (a view of the flow's array, valid until the
  // flow interns another part; part() copies it), and the same partition interned in
  // flow `to` (a tensor of the same shape; -1 stays -1): a repeated layer's states move
  // between its copies' flows this way.
  std::span<const uint32_t> partWords(int f, int id) const {
    const FlowMemo& memo = memo_[f];
    return {memo.words.data() + static_cast<std::size_t>(id) * memo.rank, memo.rank};
  }
  SplitMask part(int f, int id) const {
    const std::span<const uint32_t> words = partWords(f, id);
    return SplitMask(words.begin(), words.end());
  }
  int translatePart(int from, int id, int to);

  // A variable's candidates grouped by the parts they read and write (its `reads` in
  // order, then `writes`): candidates of a group differ only by their own cost, so each
  // group keeps its cheapest. Memoised.
  struct CandidateGroups {
    std::vector<int> candidate;  // per group
    std::vector<double> local;   // per group
    std::vector<int> parts;      // [group * flows touched + k]
  };
  const CandidateGroups& candidateGroups(int variable);

  NodeCost nodeCostOf(int variable, int candidate) const;
  double total(const std::vector<int>& choice);  // choice: candidate per variable
  CostBreakdown breakdown(const std::vector<int>& choice);
  std::vector<PartitionVector> nodePartitions(const std::vector<int>& choice) const;

 private:
  struct FlowMemo {
    std::vector<uint32_t> words;  // the parts' masks, `rank` words each
    int count = 0;                // parts interned
    // Seed model, per part: log2 of the blocks per dimension (kMaxTensorRank at most)
    // and the elements of one block, so a repartition is costed without allocating.
    std::vector<uint8_t> exponents;  // rank per part
    std::vector<double> blockElements;
    std::size_t rank = 0;  // the tensor's
    std::unordered_map<std::string, int> ids;
    FlatMemo<int> smallIds;  // ranks up to 4, masks below 2^15
    FlatMemo<int> refined;
    FlatMemo<double> closing;
    // Parts of other flows translated into this one, keyed by (flow, id): a repeated
    // layer translates the same few parts between its copies millions of times.
    FlatMemo<int> translated;
    // Einsummable model: the flow's tensor shape class, and per part its id there.
    int shape = -1;
    std::vector<int> shared;
  };
  // Einsummable model: exact repartitions depend only on the tensor's shape and the two
  // partitions, so they are memoised once per shape (the 32 copies of a layer's tensor
  // share them), keyed by parts interned per shape.
  struct ShapeMemo {
    std::unordered_map<std::string, int> ids;
    FlatMemo<int> smallIds;
    int count = 0;
    FlatMemo<double> moved;
  };
  int intern(int f, std::span<const uint32_t> mask);
  int internMask(int f, std::span<const uint32_t> mask);
  // The einsummable model's repartition (out of line: the seed model's is a few
  // instructions and hot); the memo's lookup, and the computation when it misses (out of
  // line too, so that the lookup needs no stack frame).
  [[gnu::noinline]] double exactRepartition(int f, int written, int read);
  double seedRepartition(int f, int written, int read) const;
  [[gnu::noinline]] int refineNew(int f, int a, int b, uint64_t key);
  [[gnu::noinline]] double computeExactRepartition(int f, int written, int read, uint64_t key);

  const EinSumGraph& graph_;
  ProblemOptions options_;
  std::vector<Variable> variables_;
  std::vector<Flow> flows_;
  std::vector<int> inputVariable_;  // per tensor
  std::vector<FlowMemo> memo_;      // per flow
  std::vector<ShapeMemo> shapes_;   // einsummable model: per tensor shape read
  std::vector<CandidateGroups> groups_;  // per variable, once asked for
  std::vector<char> grouped_;
  // Grouped variables by a hash of what their groups depend on (candidate count, own
  // costs, the parts per flow touched): a repeated layer's copies group alike.
  std::unordered_map<uint64_t, std::vector<int>> groupedByHash_;
  SplitMask scratch_;  // a mask being built (refine, translatePart)
};

}  // namespace shardscope::partition
