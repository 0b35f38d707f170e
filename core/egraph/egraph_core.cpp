#include "egraph/egraph_core.h"

#include <algorithm>
#include <stdexcept>
#include <unordered_set>
#include <utility>

namespace shardscope::egraph {

EGraphCore::EGraphCore(EGraphOptions options) : options_(options) {}

Id EGraphCore::checked(Id id) const {
  if (id.index() >= addedNodes_.size())
    throw std::out_of_range("e-graph: id " + std::to_string(id.value) + " does not exist");
  return id;
}

Id EGraphCore::newId(ENode added) {
  const Id id = unionFind_.makeSet();
  addedNodes_.push_back(std::move(added));
  slotOf_.push_back(kNoSlot);
  if (options_.explanations) proofs_.addId();
  return id;
}

ENode EGraphCore::canonical(ENode node) const {
  for (Id& child : node.children) child = unionFind_.find(child);
  return node;
}

bool EGraphCore::isCanonical(const ENode& node) const {
  return std::all_of(node.children.begin(), node.children.end(),
                     [this](Id c) { return unionFind_.find(c) == c; });
}

ENode EGraphCore::canonicalCompress(ENode node) {
  for (Id& child : node.children) child = unionFind_.findCompress(child);
  return node;
}

Id EGraphCore::add(ENode node) {
  for (Id child : node.children) checked(child);
  // One hash lookup for both outcomes: a new node's memo entry is made here and given its
  // id below.
  const auto [entry, inserted] = memo_.tryEmplace(canonicalCompress(node), Id{});
  if (!inserted) {
    const Id existingId = memo_.entry(entry).value;
    if (!options_.explanations) return unionFind_.find(existingId);
    // The common case: the very node that created the entry. Only variants go into
    // variantMemo_; an original whose memo entry now names a congruent node may get
    // one variant id as well, which is harmless (both ids spell the same term).
    if (addedNodes_[existingId.index()] == node) return existingId;
    if (auto variant = variantMemo_.find(node); variant != variantMemo_.end()) return variant->second;
    // A new spelling of an existing node: its own id, equal to the existing one by
    // congruence, so that terms read back from ids are exactly what was added.
    const Id root = unionFind_.find(existingId);
    const Id id = newId(node);
    variantMemo_.emplace(std::move(node), id);
    EClass& cls = classes_[slotOf_[root.index()]];
    proofs_.link(id, existingId, Justification::congruence(), 1, cls.idCount);
    unionFind_.linkRoots(root, id);
    ++cls.idCount;
    return id;
  }

  const Id id = newId(std::move(node));
  memo_.entry(entry).value = id;
  // A reference into the memo lasts until its next insertion (analysisModify may add).
  const ENode& key = memo_.entry(entry).key;
  const auto slot = static_cast<std::uint32_t>(classes_.size());
  slotOf_[id.index()] = slot;
  classes_.push_back(EClass{id, {key}, {}, 1, true});
  ++classCount_;
  for (Id child : key.children) {
    auto& parents = classes_[slotOf_[child.index()]].parents;
    if (parents.empty() || parents.back() != id) parents.push_back(id);
  }
  ++nodeTotal_;
  if (options_.operatorIndex) classesByOp_[key.op].insert(id);
  changeLog_.push_back(id);
  analysisMake(slot, memo_.entry(entry).key);
  analysisModify(id);
  return id;
}

void EGraphCore::reserve(std::size_t nodes) {
  const std::size_t ids = unionFind_.size() + nodes;
  unionFind_.reserve(ids);
  addedNodes_.reserve(ids);
  slotOf_.reserve(ids);
  classes_.reserve(classes_.size() + nodes);
  changeLog_.reserve(changeLog_.size() + nodes);
  memo_.reserve(memo_.size() + nodes);
}

Id EGraphCore::addTerm(const Term& term) {
  if (term.empty()) throw std::invalid_argument("e-graph: cannot add an empty term");
  std::vector<Id> ids;
  ids.reserve(term.size());
  for (const TermNode& n : term.nodes()) {
    ENode node(n.op);
    for (std::uint32_t child : n.children) node.children.push_back(ids[child]);
    ids.push_back(add(std::move(node)));
  }
  return ids.back();
}

std::optional<Id> EGraphCore::lookup(ENode node) const {
  for (Id child : node.children) checked(child);
  if (const NodeMemo::Entry* e = memo_.find(canonical(std::move(node)))) return unionFind_.find(e->value);
  return std::nullopt;
}

std::optional<Id> EGraphCore::lookupTerm(const Term& term) const {
  if (term.empty()) return std::nullopt;
  std::vector<Id> ids;
  ids.reserve(term.size());
  for (const TermNode& n : term.nodes()) {
    ENode node(n.op);
    for (std::uint32_t child : n.children) node.children.push_back(ids[child]);
    auto id = lookup(std::move(node));
    if (!id) return std::nullopt;
    ids.push_back(*id);
  }
  return ids.back();
}

bool EGraphCore::unionByRule(Id a, Id b, Symbol rule, Id matchedClass, const Subst& subst) {
  if (find(a) == find(b)) return false;
  ruleMatches_.push_back(RuleMatch{rule, matchedClass, subst});
  const auto match = static_cast<std::uint32_t>(ruleMatches_.size() - 1);
  return performUnion(a, b, Justification{JustificationKind::Rule, rule, match});
}

bool EGraphCore::unionGiven(Id a, Id b, Symbol reason) {
  return performUnion(checked(a), checked(b), Justification::given(reason));
}

bool EGraphCore::performUnion(Id a, Id b, const Justification& why) {
  Id kept = unionFind_.findCompress(a);
  Id absorbed = unionFind_.findCompress(b);
  if (kept == absorbed) return false;
  const std::uint32_t keptSlotBefore = slotOf_[kept.index()];
  const std::uint32_t absorbedSlotBefore = slotOf_[absorbed.index()];
  // The larger class survives (nodes and parents, the lists a union moves), so each
  // entry moves O(log n) times over any sequence of unions.
  auto weight = [](const EClass& c) { return c.nodes.size() + c.parents.size(); };
  if (weight(classes_[keptSlotBefore]) < weight(classes_[absorbedSlotBefore])) std::swap(kept, absorbed);
  const std::uint32_t keptSlot = slotOf_[kept.index()];
  const std::uint32_t absorbedSlot = slotOf_[absorbed.index()];

  if (options_.explanations) {
    proofs_.link(a, b, why, classes_[slotOf_[unionFind_.find(a).index()]].idCount,
                 classes_[slotOf_[unionFind_.find(b).index()]].idCount);
  }
  unionFind_.linkRoots(kept, absorbed);
  unionLog_.push_back(UnionRecord{a, b, kept, absorbed, why});
  --classCount_;
  changeLog_.push_back(kept);
  dirtySlots_.push_back(keptSlot);

  const MergeResult merged = analysisMerge(keptSlot, absorbedSlot);
  EClass& into = classes_[keptSlot];
  EClass from = std::move(classes_[absorbedSlot]);
  classes_[absorbedSlot] = EClass{absorbed, {}, {}, 0, false};

  pending_.insert(pending_.end(), from.parents.begin(), from.parents.end());
  if (merged.keptChanged) analysisPending_.insert(analysisPending_.end(), into.parents.begin(), into.parents.end());
  if (merged.absorbedChanged) analysisPending_.insert(analysisPending_.end(), from.parents.begin(), from.parents.end());

  if (options_.operatorIndex) {
    boost::container::small_vector<Symbol, 4> ops;  // a class has few distinct operators
    for (const ENode& n : from.nodes)
      if (std::find(ops.begin(), ops.end(), n.op) == ops.end()) ops.push_back(n.op);
    for (Symbol op : ops) {
      auto& withOp = classesByOp_[op];
      withOp.erase(absorbed);
      withOp.insert(kept);
    }
  }
  into.nodes.insert(into.nodes.end(), std::make_move_iterator(from.nodes.begin()),
                    std::make_move_iterator(from.nodes.end()));
  into.parents.insert(into.parents.end(), from.parents.begin(), from.parents.end());
  into.idCount += from.idCount;
  analysisModify(kept);
  return true;
}

void EGraphCore::processPending(std::size_t& congruenceUnions) {
  while (!pending_.empty() || !analysisPending_.empty()) {
    while (!pending_.empty()) {
      const Id parent = pending_.back();
      pending_.pop_back();
      // Its old key stays behind, unreachable (purgeStaleKeys); its class's node list
      // is re-canonicalized at the end.
      ++staleKeys_;
      dirtySlots_.push_back(slotOf_[unionFind_.findCompress(parent).index()]);
      const auto [entry, inserted] = memo_.tryEmplace(canonicalCompress(addedNodes_[parent.index()]), parent);
      if (!inserted && performUnion(memo_.entry(entry).value, parent, Justification::congruence()))
        ++congruenceUnions;
    }
    while (!analysisPending_.empty()) {
      const Id parent = analysisPending_.back();
      analysisPending_.pop_back();
      const Id root = unionFind_.findCompress(parent);
      if (analysisRemake(slotOf_[root.index()], canonicalCompress(addedNodes_[parent.index()]))) {
        const auto& parents = classes_[slotOf_[root.index()]].parents;
        analysisPending_.insert(analysisPending_.end(), parents.begin(), parents.end());
        changeLog_.push_back(root);
        analysisModify(root);
      }
    }
  }
}

std::size_t EGraphCore::rebuild() {
  if (!needsRebuild()) return 0;
  std::size_t congruenceUnions = 0;
  processPending(congruenceUnions);
  rebuildClasses();
  // Purging costs the memo's size; waiting until stale keys could be as many as live
  // ones keeps it amortized O(1) per union.
  if (staleKeys_ > nodeTotal_) purgeStaleKeys();
  return congruenceUnions;
}

void EGraphCore::rebuildClasses() {
  // Only classes that gained nodes or hold nodes whose operands merged can hold
  // non-canonical or duplicate nodes.
  for (std::uint32_t& slot : dirtySlots_) slot = slotOf_[unionFind_.findCompress(classes_[slot].id).index()];
  std::sort(dirtySlots_.begin(), dirtySlots_.end());
  dirtySlots_.erase(std::unique(dirtySlots_.begin(), dirtySlots_.end()), dirtySlots_.end());
  for (std::uint32_t slot : dirtySlots_) {
    EClass& c = classes_[slot];
    nodeTotal_ -= c.nodes.size();
    for (ENode& n : c.nodes) n = canonicalCompress(std::move(n));
    std::sort(c.nodes.begin(), c.nodes.end());
    c.nodes.erase(std::unique(c.nodes.begin(), c.nodes.end()), c.nodes.end());
    nodeTotal_ += c.nodes.size();
    std::sort(c.parents.begin(), c.parents.end());
    c.parents.erase(std::unique(c.parents.begin(), c.parents.end()), c.parents.end());
  }
  dirtySlots_.clear();
}

void EGraphCore::purgeStaleKeys() {
  memo_.retainIf([this](const NodeMemo::Entry& e) { return isCanonical(e.key); });
  staleKeys_ = 0;
}

const std::set<Id>& EGraphCore::classesWithOp(Symbol op) const {
  if (!options_.operatorIndex) throw std::logic_error("classesWithOp: this e-graph keeps no operator index");
  static const std::set<Id> none;
  auto it = classesByOp_.find(op);
  return it == classesByOp_.end() ? none : it->second;
}

std::vector<Id> EGraphCore::classesChangedSince(std::size_t mark) const {
  std::vector<Id> roots;
  for (std::size_t i = mark; i < changeLog_.size(); ++i) roots.push_back(unionFind_.find(changeLog_[i]));
  std::sort(roots.begin(), roots.end());
  roots.erase(std::unique(roots.begin(), roots.end()), roots.end());
  return roots;
}

std::vector<Id> EGraphCore::withAncestors(const std::vector<Id>& roots, std::size_t levels) const {
  std::unordered_set<Id> seen;
  std::vector<Id> frontier;
  for (Id r : roots)
    if (seen.insert(find(r)).second) frontier.push_back(find(r));
  std::vector<Id> all = frontier;
  for (std::size_t level = 0; level < levels && !frontier.empty(); ++level) {
    std::vector<Id> next;
    for (Id c : frontier)
      for (Id parent : eclass(c).parents)
        if (const Id p = unionFind_.find(parent); seen.insert(p).second) next.push_back(p);
    all.insert(all.end(), next.begin(), next.end());
    frontier = std::move(next);
  }
  std::sort(all.begin(), all.end());
  return all;
}

std::span<const ENode> EGraphCore::nodesWithOp(Id id, Symbol op) const {
  const auto& nodes = eclass(id).nodes;
  auto [first, last] = std::equal_range(nodes.begin(), nodes.end(), op, OpOrder{});
  return {nodes.data() + (first - nodes.begin()), static_cast<std::size_t>(last - first)};
}

Term EGraphCore::termOf(Id id) const {
  // Post-order over the added nodes reachable from id; shared operands appear once.
  Term term;
  std::unordered_map<Id, std::uint32_t> indexOf;
  std::vector<std::pair<Id, bool>> stack{{checked(id), false}};
  while (!stack.empty()) {
    auto [current, expanded] = stack.back();
    stack.pop_back();
    if (indexOf.count(current)) continue;
    const ENode& node = addedNodes_[current.index()];
    if (!expanded) {
      stack.emplace_back(current, true);
      for (auto it = node.children.rbegin(); it != node.children.rend(); ++it)
        if (!indexOf.count(*it)) stack.emplace_back(*it, false);
      continue;
    }
    std::vector<std::uint32_t> children;
    children.reserve(node.children.size());
    for (Id child : node.children) children.push_back(indexOf.at(child));
    indexOf.emplace(current, term.add(node.op, std::move(children)));
  }
  return term;
}

std::string EGraphCore::termString(Id id, std::size_t maxChars) const {
  // Printed straight from the added nodes, so the cost is bounded by maxChars even
  // when the term is a huge shared DAG (the merge trace prints one per union).
  struct Frame {
    Id id;
    std::size_t next;
  };
  std::string out;
  std::vector<Frame> stack{{checked(id), 0}};
  while (!stack.empty()) {
    if (out.size() > maxChars) {
      out.resize(maxChars);
      return out + "...";
    }
    Frame& frame = stack.back();
    const ENode& n = addedNodes_[frame.id.index()];
    if (n.children.empty()) {
      out += n.op.name();
      stack.pop_back();
      continue;
    }
    if (frame.next == 0) {
      out += '(';
      out += n.op.name();
    }
    if (frame.next == n.children.size()) {
      out += ')';
      stack.pop_back();
      continue;
    }
    out += ' ';
    const Id child = n.children[frame.next++];
    stack.push_back({child, 0});
  }
  return out;
}

std::vector<std::string> EGraphCore::checkInvariants() const {
  std::vector<std::string> problems;
  auto problem = [&](std::string text) { problems.push_back(std::move(text)); };
  if (!pending_.empty() || !analysisPending_.empty()) problem("rebuild() is pending");

  std::size_t live = 0, nodes = 0;
  std::unordered_map<Id, std::unordered_set<Id>> parentsOf;  // class root -> parent ids
  for (std::size_t slot = 0; slot < classes_.size(); ++slot) {
    const EClass& c = classes_[slot];
    if (!c.live) continue;
    ++live;
    const std::string name = "e-class " + std::to_string(c.id.value);
    if (unionFind_.find(c.id) != c.id) problem(name + " is live but not a root");
    if (slotOf_[c.id.index()] != slot) problem(name + " is not at its slot");
    nodes += c.nodes.size();
    for (std::size_t i = 0; i < c.nodes.size(); ++i)
      if (options_.operatorIndex && (i == 0 || c.nodes[i].op != c.nodes[i - 1].op) && !classesWithOp(c.nodes[i].op).count(c.id))
        problem(name + " is missing from the operator index");
    for (std::size_t i = 0; i < c.nodes.size(); ++i) {
      const ENode& n = c.nodes[i];
      if (!isCanonical(n)) problem(name + " holds a non-canonical node");
      if (i > 0 && !(c.nodes[i - 1] < n)) problem(name + " nodes are not sorted and unique");
      const NodeMemo::Entry* e = memo_.find(n);
      if (!e)
        problem(name + " holds a node missing from the memo");
      else if (unionFind_.find(e->value) != c.id)
        problem(name + " shares a node with e-class " +
                std::to_string(unionFind_.find(e->value).value) + " (congruence broken)");
    }
    parentsOf[c.id].insert(c.parents.begin(), c.parents.end());
  }
  if (live != classCount_) problem("class count is out of date");
  if (nodes != nodeTotal_) problem("node count is out of date");
  std::size_t canonicalKeys = 0;
  for (const NodeMemo::Entry& e : memo_.entries()) canonicalKeys += isCanonical(e.key) ? 1 : 0;
  if (nodes != canonicalKeys) problem("memo holds extra canonical entries");
  for (const auto& [op, roots] : classesByOp_)
    for (Id root : roots)
      if (unionFind_.find(root) != root || nodesWithOp(root, op).empty())
        problem("operator index lists e-class " + std::to_string(root.value) + " wrongly");

  for (std::size_t i = 0; i < addedNodes_.size(); ++i) {
    const Id id(static_cast<std::uint32_t>(i));
    const ENode key = canonical(addedNodes_[i]);
    const NodeMemo::Entry* e = memo_.find(key);
    if (!e || unionFind_.find(e->value) != unionFind_.find(id))
      problem("node " + std::to_string(i) + " is not represented in its class");
    if (slotOf_[i] == kNoSlot) continue;  // variants are represented by their original
    for (Id child : addedNodes_[i].children)
      if (!parentsOf[unionFind_.find(child)].count(id))
        problem("node " + std::to_string(i) + " is missing from its operand's parents");
  }
  return problems;
}

}  // namespace shardscope::egraph
