#pragma once
// The e-graph proper: add, union, find, and one deferred rebuild() that restores the
// two invariants (egg, POPL 2021):
//   hash-consing: the memo maps each canonical node to its class (keys made stale by
//                 unions can never match a canonical lookup; they are purged in
//                 batches);
//   congruence:   no two classes hold the same canonical node.
// Between a union and the next rebuild() the invariants may be broken; queries that
// rely on them (pattern search, a class's node list) must follow a rebuild().
// rebuild() costs what changed since the last one, not the size of the e-graph.
//
// Each added node keeps its own Id. With explanations enabled (the default) a node
// that differs from an existing one only in the ids of equal operands also gets its
// own Id, joined to the existing one by congruence, so every Id names one exact term
// and every proof step is checkable against the terms it shows.
//
// Per-class analysis data lives in EGraph<A> (egraph.h), which implements the hooks.

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <memory>
#include <optional>
#include <set>
#include <span>
#include <string>
#include <unordered_map>
#include <vector>

#include "egraph/analysis.h"
#include "egraph/enode.h"
#include "egraph/explanation.h"
#include "egraph/justification.h"
#include "egraph/node_memo.h"
#include "egraph/proof_forest.h"
#include "egraph/term.h"
#include "egraph/union_find.h"
#include "support/huge_pages.h"

namespace shardscope::egraph {

struct EGraphOptions {
  bool explanations = true;  // record proofs; costs an extra map and one id per variant
  // Keep classesWithOp, the operator index e-matching starts from. An e-graph no pattern
  // searches (the verifier's: every class there is built by hash-consing and given unions)
  // turns it off: it is a map entry and a set node per distinct operator.
  bool operatorIndex = true;
};

// Most classes hold one node and have one or two parents (a hash-consed program: a
// value and its users); those stay inline in the class, so adding a node allocates
// nothing (two heap vectors per class were most of a 10^6-node build's allocations).
using ClassNodes = boost::container::small_vector<ENode, 1>;
using ClassParents = boost::container::small_vector<Id, 2>;

struct EClass {
  Id id;                  // the root id
  ClassNodes nodes;       // canonical, sorted and unique after rebuild()
  ClassParents parents;   // ids of nodes that have this class as an operand
  std::uint32_t idCount = 1;  // ids in the class (the size of its proof tree)
  bool live = true;           // false once absorbed by another class
};

// One successful union, in order; the merge trace is built from these.
struct UnionRecord {
  Id left, right;      // the ids whose union was requested
  Id kept, absorbed;   // the roots before the union; absorbed now points to kept
  Justification why;
};

class EGraphCore {
 public:
  explicit EGraphCore(EGraphOptions options = {});
  virtual ~EGraphCore() = default;
  EGraphCore(const EGraphCore&) = delete;
  EGraphCore& operator=(const EGraphCore&) = delete;

  // ---- building
  // Operands may be any ids (not necessarily roots). Throws std::out_of_range for an
  // id that was never returned by this e-graph.
  Id add(ENode node);
  Id add(Symbol op, std::initializer_list<Id> children = {}) { return add(ENode(op, children)); }
  // Room for `nodes` more nodes, each a class of its own, before they are added: a
  // caller that knows its size (the verifier loads a whole program) saves the arrays'
  // growth, each doubling a copy of every class and node so far (a 10^6-node build
  // copied about as much again as it kept).
  void reserve(std::size_t nodes);
  Id addTerm(const Term& term);
  // The class of `node`, if it is present (operands are canonicalized first).
  std::optional<Id> lookup(ENode node) const;
  std::optional<Id> lookupTerm(const Term& term) const;

  // Unions return whether anything changed. `matchedClass` and `subst` say what the
  // rule matched; they are kept for explanations and the merge trace.
  bool unionByRule(Id a, Id b, Symbol rule, Id matchedClass, const Subst& subst);
  bool unionGiven(Id a, Id b, Symbol reason);

  // Restores hash-consing and congruence, re-runs the analysis where operands' data
  // changed, and rebuilds the per-operator class index. Returns the number of unions
  // congruence caused.
  std::size_t rebuild();
  bool needsRebuild() const { return !dirtySlots_.empty() || !pending_.empty() || !analysisPending_.empty(); }

  // ---- queries
  Id find(Id id) const { return unionFind_.find(checked(id)); }
  bool equivalent(Id a, Id b) const { return find(a) == find(b); }
  std::size_t classCount() const { return classCount_; }
  // Distinct canonical nodes after rebuild(); before it, nodes of merged classes that
  // became duplicates are still counted.
  std::size_t nodeCount() const { return nodeTotal_; }
  std::size_t idCount() const { return addedNodes_.size(); }
  const EClass& eclass(Id id) const { return classes_[slotOf_[find(id).index()]]; }
  template <typename F>
  void forEachClass(F&& f) const {
    for (const EClass& c : classes_)
      if (c.live) f(c);
  }
  // Root ids of the classes holding a node with this operator, in id order. Kept
  // exact by add and union, so it is valid even before rebuild(). Throws
  // std::logic_error when the options turned the index off.
  const std::set<Id>& classesWithOp(Symbol op) const;
  // The nodes of `id`'s class with this operator (a class's nodes are sorted by
  // operator after rebuild); what guards and appliers use to inspect a class.
  std::span<const ENode> nodesWithOp(Id id, Symbol op) const;
  // The node exactly as it was added.
  const ENode& addedNode(Id id) const { return addedNodes_[checked(id).index()]; }
  Term termOf(Id id) const;
  std::string termString(Id id, std::size_t maxChars = 256) const;

  // ---- change tracking, for incremental search
  // Every class creation, union and analysis change appends to a log; a caller keeps
  // a mark (changeCount()) and later asks which classes changed since.
  std::size_t changeCount() const { return changeLog_.size(); }
  // Root ids of the classes changed since `mark`, sorted and unique.
  std::vector<Id> classesChangedSince(std::size_t mark) const;
  // `roots` plus every class reachable from them by following parents up to `levels`
  // times: the classes where a pattern of that height can match something new.
  std::vector<Id> withAncestors(const std::vector<Id>& roots, std::size_t levels) const;

  // ---- provenance
  bool explanationsEnabled() const { return options_.explanations; }
  // Why a and b are equal. Throws std::logic_error when they are not, or when
  // explanations are disabled.
  std::shared_ptr<const Explanation> explain(Id a, Id b) const;
  const std::vector<UnionRecord>& unionLog() const { return unionLog_; }
  const RuleMatch& ruleMatch(std::uint32_t index) const { return ruleMatches_.at(index); }

  // Every broken invariant, one line each; empty when the e-graph is sound. Costly:
  // for tests and debugging.
  std::vector<std::string> checkInvariants() const;

 protected:
  static constexpr std::uint32_t kNoSlot = UINT32_MAX;
  // Classes are numbered densely in creation order ("slots"), so analyses can keep
  // their data in a vector without a hole per variant id.
  std::uint32_t slotOf(Id root) const { return slotOf_[root.index()]; }

  // Analysis hooks, implemented by EGraph<A>. A new class was created at `slot`:
  virtual void analysisMake(std::uint32_t slot, const ENode& node) {}
  // Classes at these slots united into `keptSlot`:
  virtual MergeResult analysisMerge(std::uint32_t keptSlot, std::uint32_t absorbedSlot) { return {}; }
  // An operand's data changed: fold make(node) into the class; true if its data changed.
  virtual bool analysisRemake(std::uint32_t slot, const ENode& node) { return false; }
  // After a class was created or changed (may add nodes and union).
  virtual void analysisModify(Id root) {}

 private:
  Id checked(Id id) const;
  Id newId(ENode added);
  ENode canonical(ENode node) const;
  ENode canonicalCompress(ENode node);
  bool isCanonical(const ENode& node) const;
  bool performUnion(Id a, Id b, const Justification& why);
  void processPending(std::size_t& congruenceUnions);
  void rebuildClasses();
  void purgeStaleKeys();

  EGraphOptions options_;
  UnionFind unionFind_;
  // One entry per node or class: on huge pages (support/huge_pages.h).
  std::vector<ENode, HugePageAllocator<ENode>> addedNodes_;            // by id
  std::vector<std::uint32_t, HugePageAllocator<std::uint32_t>> slotOf_;  // by id; kNoSlot for variant ids
  std::vector<EClass, HugePageAllocator<EClass>> classes_;             // by slot
  std::size_t classCount_ = 0;
  NodeMemo memo_;                                          // canonical node -> id
  std::unordered_map<ENode, Id, ENodeHash> variantMemo_;   // variant spelling -> id (explanations)
  std::vector<Id> pending_;          // ids of nodes whose operands' classes merged
  std::vector<Id> analysisPending_;  // ids of nodes whose operands' data changed
  std::vector<std::uint32_t> dirtySlots_;  // classes whose node lists need re-canonicalizing
  std::size_t nodeTotal_ = 0;        // sum of the classes' node-list sizes
  std::size_t staleKeys_ = 0;        // bound on memo keys left non-canonical by unions
  std::unordered_map<Symbol, std::set<Id>> classesByOp_;
  std::vector<Id> changeLog_;
  ProofForest proofs_;
  std::vector<RuleMatch> ruleMatches_;
  std::vector<UnionRecord> unionLog_;
};

}  // namespace shardscope::egraph
