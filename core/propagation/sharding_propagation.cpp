#include "propagation/sharding_propagation.h"

#include "propagation/tiling.h"

#include <algorithm>
#include <map>
#include <set>
#include <unordered_map>
#include <unordered_set>

namespace shardscope::propagation {

namespace {

using ir::Instruction;
using ir::InstructionId;
using sharding::HloSharding;

ShardingPtr make(HloSharding sharding) { return std::make_shared<const HloSharding>(std::move(sharding)); }

std::optional<HloSharding> improvedValue(const HloSharding& from, const HloSharding* to, bool mayCombine);

// XLA's ReturnImprovedShardingImpl: the sharding to take instead of `to`, if any.
ShardingPtr improved(const ShardingPtr& from, const ShardingPtr& to, bool mayCombine) {
  if (!from) return nullptr;
  if (from == to) return nullptr;
  std::optional<HloSharding> value = improvedValue(*from, to.get(), mayCombine);
  if (!value) return nullptr;
  if (value->isTuple()) return make(std::move(*value));
  return sameSharding(*value, *from) ? from : make(std::move(*value));
}

std::optional<HloSharding> improvedValue(const HloSharding& from, const HloSharding* to, bool mayCombine) {
  if (!isSpatiallyPartitioned(from)) return std::nullopt;
  if (!to || !isSpatiallyPartitioned(*to)) return from;
  if (from.isTuple() && to->isTuple() && from.tupleElements().size() == to->tupleElements().size()) {
    std::vector<HloSharding> elements = to->tupleElements();
    bool changed = false;
    for (std::size_t i = 0; i < elements.size(); ++i)
      if (auto e = improvedValue(from.tupleElements()[i], &to->tupleElements()[i], mayCombine)) {
        elements[i] = std::move(*e);
        changed = true;
      }
    if (!changed) return std::nullopt;
    return HloSharding::tuple(std::move(elements));
  }
  if (from.isTuple() != to->isTuple()) return std::nullopt;
  if (sameSharding(from, *to)) return std::nullopt;
  if (mayCombine && hasPartialReplication(from) && hasPartialReplication(*to)) {
    const int64_t rank = from.normalized().dataRank();
    std::optional<Tiling> a = tilingOf(from, rank);
    std::optional<Tiling> b = tilingOf(*to, rank);
    if (a && b)
      if (auto merged = mergeCompatible(*a, *b, std::max(a->numTiles(), b->numTiles()) + 1)) {
        HloSharding result = toSharding(*merged);
        if (!sameSharding(result, *to)) return result;
      }
  }
  if (isMoreSpecific(from, *to)) return from;
  return std::nullopt;
}

// Array leaves of a shape in XLA's flat order.
void flattenShape(const ir::Shape& shape, std::vector<const ir::Shape*>& leaves) {
  if (!shape.isTuple()) {
    leaves.push_back(&shape);
    return;
  }
  for (const ir::Shape& element : shape.tupleShapes) flattenShape(element, leaves);
}

std::vector<const ir::Shape*> leafShapes(const ir::Shape& shape) {
  std::vector<const ir::Shape*> leaves;
  flattenShape(shape, leaves);
  return leaves;
}

std::size_t leafCount(const ir::Shape& shape) { return leafShapes(shape).size(); }

std::string text(const ShardingPtr& sharding) { return sharding ? sharding->toString(false) : std::string("(none)"); }

// Which leaves of the entry parameters and root may change in SPMD mode.
struct BoundaryLeaves {
  std::vector<std::vector<bool>> allowed;  // by instruction id; empty: not a boundary
};

bool flagAt(const std::vector<bool>& flags, std::size_t index) {
  if (flags.empty()) return false;
  if (flags.size() == 1) return flags[0];
  return index < flags.size() && flags[index];
}

class Engine {
 public:
  Engine(const ir::Module& module, ir::ComputationId computationId, const PropagationOptions& options,
         const CancellationToken& cancel, PropagationResult& result)
      : module_(module), computation_(module.computations[computationId]), options_(options), cancel_(cancel),
        result_(result), isEntry_(computationId == module.entry) {}

  ComputationShardings run() {
    const std::size_t n = computation_.instructions.size();
    order_ = computation_.postOrder();
    users_ = computation_.users();
    rules_.resize(n);
    shardings_.assign(n, nullptr);
    original_.assign(n, nullptr);
    fixed_.assign(n, false);
    annotated_.assign(n, false);
    priority_.assign(n, 0);
    for (std::size_t i = 0; i < n; ++i) {
      const Instruction& instruction = computation_.instructions[i];
      rules_[i] = ruleIdFor(instruction);
      if (instruction.sharding) {
        original_[i] = instruction.sharding;
        annotated_[i] = true;
        fixed_[i] = true;
        auto it = options_.userPriorities.find(std::string(instruction.name));
        if (it != options_.userPriorities.end()) priority_[i] = std::max(0, it->second);
      }
    }
    markBoundaries();
    std::set<int> rounds(priority_.begin(), priority_.end());
    for (int round : rounds) {
      for (std::size_t i = 0; i < n; ++i)
        if (annotated_[i]) shardings_[i] = priority_[i] <= round ? original_[i] : nullptr;
        else if (fixed_[i]) shardings_[i] = original_[i];
      for (int level = 0; level <= options_.maxAggressiveness; ++level) runLevel(level, round);
    }
    for (std::size_t i = 0; i < n; ++i)
      if (annotated_[i] && fixed_[i]) shardings_[i] = original_[i];
    restoreBoundaries();
    ComputationShardings out;
    out.shardings = std::move(shardings_);
    out.userAnnotated.resize(n);
    for (std::size_t i = 0; i < n; ++i) out.userAnnotated[i] = annotated_[i] && fixed_[i];
    return out;
  }

 private:
  void markBoundaries() {
    boundary_.assign(computation_.instructions.size(), {});
    // XLA keeps the entry parameters and root as they are unless propagation to them is
    // allowed (checked per leaf at the end).
    if (!isEntry_) return;
    std::size_t leaf = 0;
    for (InstructionId id : computation_.parameters()) {
      const std::size_t count = leafCount(computation_.instructions[id].shape);
      std::vector<bool> flags(count);
      for (std::size_t i = 0; i < count; ++i) flags[i] = flagAt(options_.propagateToParameters, leaf + i);
      leaf += count;
      boundary_[id] = flags;
    }
    if (computation_.root >= 0) {
      const std::size_t count = leafCount(computation_.instructions[computation_.root].shape);
      std::vector<bool> flags(count);
      for (std::size_t i = 0; i < count; ++i) flags[i] = flagAt(options_.propagateToOutput, i);
      // A parameter that is also the root may change only where both allow it.
      auto& existing = boundary_[computation_.root];
      if (existing.size() == flags.size())
        for (std::size_t i = 0; i < count; ++i) flags[i] = flags[i] && existing[i];
      existing = flags;
    }
    for (std::size_t id = 0; id < boundary_.size(); ++id) {
      if (boundary_[id].empty()) continue;
      const bool any = std::find(boundary_[id].begin(), boundary_[id].end(), true) != boundary_[id].end();
      // Nothing may change: the instruction keeps what the user wrote, or nothing.
      fixed_[id] = !any;
      if (any && annotated_[id]) {
        annotated_[id] = false;  // the user's value is only a starting point here
        shardings_[id] = original_[id];
      }
    }
  }

  void restoreBoundaries() {
    for (std::size_t id = 0; id < boundary_.size(); ++id) {
      const auto& flags = boundary_[id];
      if (flags.empty() || fixed_[id]) continue;
      const Instruction& instruction = computation_.instructions[id];
      const ShardingPtr& now = shardings_[id];
      if (!now) continue;
      auto leafShardingOf = [&](const ShardingPtr& s, std::size_t i) -> std::optional<HloSharding> {
        if (!s) return std::nullopt;
        if (!s->isTuple()) return *s;
        if (i < s->tupleElements().size()) return s->tupleElements()[i];
        return std::nullopt;
      };
      std::vector<HloSharding> leaves;
      bool changed = false;
      const std::vector<const ir::Shape*> shapes = leafShapes(instruction.shape);
      if (shapes.size() != flags.size()) continue;
      for (std::size_t i = 0; i < flags.size(); ++i) {
        const ir::Shape& leafShape = *shapes[i];
        std::optional<HloSharding> value = leafShardingOf(now, i);
        const bool keep = flags[i] && value && (!leafShape.isArray() || dividesEvenly(*value, leafShape.dims));
        if (keep) {
          leaves.push_back(*value);
          continue;
        }
        std::optional<HloSharding> before = leafShardingOf(original_[id], i);
        leaves.push_back(before ? *before : HloSharding::replicated());
        changed = true;
        if (value && flags[i]) {
          trace::TraceEvent event;
          event.kind = "conflict";
          event.subject = std::string(instruction.name);
          event.rule = "boundary";
          event.message = "`" + event.subject + "` keeps " + leaves.back().toString(false) + ": " +
                          value->toString(false) + " does not divide " + leafShape.toString(false) + " evenly";
          event.details = {{"kept", leaves.back().toString(false)}, {"proposed", value->toString(false)},
                           {"reason", "not evenly divisible"}};
          result_.trace.add(std::move(event));
          ++result_.conflicts;
        }
      }
      if (!changed) continue;
      shardings_[id] = instruction.shape.isTuple() ? make(HloSharding::tuple(std::move(leaves))) : make(std::move(leaves[0]));
    }
  }

  void runLevel(int level, int round) {
    const std::size_t n = computation_.instructions.size();
    // Only what a new level enables needs another look: rules whose gate opens at this
    // level (and everything at level 1 in SPMD mode, where merging starts).
    const bool all = level == 0 || (level == 1 && options_.isSpmd);
    dirtyForward_.assign(n, all ? 1 : 0);
    dirtyBackward_.assign(n, all ? 1 : 0);
    if (!all)
      for (std::size_t id = 0; id < n; ++id) {
        const PropagationRule& own = rule(rules_[id]);
        if (own.forwardLevel == level) dirtyForward_[id] = 1;
        if (own.fromUsersLevel == level) dirtyBackward_[id] = 1;
        if (own.toOperandsLevel == level)
          for (InstructionId operand : computation_.instructions[id].operands) dirtyBackward_[operand] = 1;
      }
    int pass = 0;
    bool changed = true;
    while (changed) {
      changed = false;
      ++pass;
      for (InstructionId id : order_)
        if (dirtyForward_[id]) {
          dirtyForward_[id] = 0;
          changed |= forward(id, level, pass, round);
        }
      for (auto it = order_.rbegin(); it != order_.rend(); ++it)
        if (dirtyBackward_[*it]) {
          dirtyBackward_[*it] = 0;
          changed |= backward(*it, level, pass, round);
        }
    }
  }

  // Shardings are shared along pass-through chains, so their text is computed once per
  // value; the cache holds the value alive so an address is never reused meanwhile.
  const std::string& textOf(const ShardingPtr& sharding) {
    auto [it, inserted] = texts_.try_emplace(sharding.get());
    if (inserted) it->second = {sharding, sharding->toString(false)};
    return it->second.second;
  }

  RuleContext context(int level) const { return RuleContext{computation_, shardings_, rules_, options_.isSpmd, level}; }

  void tick() {
    if ((++result_.evaluations & 4095) == 0) cancel_.throwIfCancelled();
  }

  bool forward(InstructionId id, int level, int pass, int round) {
    const RuleId ruleId = rules_[id];
    if (ruleId == RuleId::SideEffect || ruleId == RuleId::Opaque || ruleId == RuleId::Source) return false;
    tick();
    const RuleContext c = context(level);
    std::vector<Proposal> proposals = proposeFromOperands(c, id);
    bool changed = false;
    for (const Proposal& p : proposals) {
      if (!p.sharding) continue;
      changed |= offer(id, p.sharding, p.source, rule(ruleId).name, "forward", level, pass, round, c.mayCombine());
    }
    return changed;
  }

  bool backward(InstructionId id, int level, int pass, int round) {
    const RuleId ruleId = rules_[id];
    if (ruleId == RuleId::SideEffect || level < rule(ruleId).fromUsersLevel) return false;
    if (users_[id].empty()) return false;
    tick();
    const RuleContext c = context(level);
    bool changed = false;
    for (InstructionId user : users_[id]) {
      if (!shardings_[user]) continue;
      ShardingPtr p = proposeFromUser(c, id, user);
      if (!p) continue;
      changed |= offer(id, p, user, rule(rules_[user]).name, "backward", level, pass, round, c.mayCombine());
    }
    return changed;
  }

  bool offer(InstructionId id, const ShardingPtr& proposal, InstructionId source, std::string_view ruleName,
             const char* direction, int level, int pass, int round, bool mayCombine) {
    const ShardingPtr& current = shardings_[id];
    if (fixed_[id]) {
      if (annotated_[id] && current && proposal != current)
        reportUserConflict(id, proposal, source, ruleName, direction, mayCombine);
      return false;
    }
    ShardingPtr next = improved(proposal, current, mayCombine);
    if (!next) {
      reportRefusal(id, proposal, source, ruleName, direction);
      return false;
    }
    ++result_.changes;
    if (!options_.recordChanges) {
      commit(id, std::move(next));
      return true;
    }
    trace::TraceEvent event;
    event.kind = "sharding-changed";
    event.subject = std::string(computation_.instructions[id].name);
    event.rule = std::string(ruleName);
    const std::string_view sourceName = computation_.instructions[source].name;
    const std::string& newText = textOf(next);
    const bool fromOperand = direction[0] == 'f';
    event.message.reserve(48 + event.subject.size() + newText.size() + sourceName.size() + event.rule.size());
    event.message.append("`").append(event.subject).append("` got ").append(newText).append(" from ")
        .append(fromOperand ? "operand" : "user").append(" `").append(sourceName).append("` by the ")
        .append(event.rule).append(" rule");
    event.details.reserve(round > 0 ? 7 : 6);
    event.details.emplace_back("old", current ? textOf(current) : std::string("(none)"));
    event.details.emplace_back("new", newText);
    event.details.emplace_back("source", std::string(sourceName));
    event.details.emplace_back("direction", direction);
    event.details.emplace_back("level", std::to_string(level));
    event.details.emplace_back("pass", std::to_string(pass));
    if (round > 0) event.details.emplace_back("priority", std::to_string(round));
    result_.trace.add(std::move(event));
    commit(id, std::move(next));
    return true;
  }

  void commit(InstructionId id, ShardingPtr next) {
    shardings_[id] = std::move(next);
    for (InstructionId user : users_[id]) dirtyForward_[user] = 1;
    for (InstructionId operand : computation_.instructions[id].operands) dirtyBackward_[operand] = 1;
    dirtyBackward_[id] = 1;
  }

  // A proposal the user's sharding blocks: one that would have replaced or merged into
  // it, or an equally specific different one. Coarser compatible proposals are not.
  void reportUserConflict(InstructionId id, const ShardingPtr& proposal, InstructionId source, std::string_view ruleName,
                          const char* direction, bool mayCombine) {
    const HloSharding& kept = *shardings_[id];
    if (!isSpatiallyPartitioned(*proposal) || isTileMaximal(*proposal) || sameSharding(*proposal, kept)) return;
    const bool wouldChange = improvedValue(*proposal, &kept, mayCombine).has_value();
    const bool equallySpecific = !proposal->isTuple() && !kept.isTuple() && numTiles(*proposal) == numTiles(kept);
    if (!wouldChange && !equallySpecific) return;
    conflict(id, proposal, source, ruleName, direction, "user sharding kept");
  }

  // A proposal that is as specific as what is there but different: both cannot hold.
  void reportRefusal(InstructionId id, const ShardingPtr& proposal, InstructionId source, std::string_view ruleName,
                     const char* direction) {
    const ShardingPtr& current = shardings_[id];
    if (!current || current->isTuple() || proposal->isTuple() || isTileMaximal(*proposal) || isTileMaximal(*current)) return;
    if (numTiles(*proposal) != numTiles(*current) || sameSharding(*proposal, *current)) return;
    conflict(id, proposal, source, ruleName, direction, "an equally specific sharding is already there");
  }

  void conflict(InstructionId id, const ShardingPtr& proposal, InstructionId source, std::string_view ruleName,
                const char* direction, const char* reason) {
    const std::string subject(computation_.instructions[id].name);
    const std::string sourceName(computation_.instructions[source].name);
    const std::string proposed = proposal->toString(false);
    if (!reported_.insert(subject + "\n" + sourceName + "\n" + proposed).second) return;
    trace::TraceEvent event;
    event.kind = "conflict";
    event.subject = subject;
    event.rule = std::string(ruleName);
    const std::string kept = text(shardings_[id]);
    event.message = "`" + subject + "` keeps " + kept + "; " + (direction[0] == 'f' ? "operand" : "user") + " `" +
                    sourceName + "` implies " + proposed + " (" + reason + ")";
    event.details = {{"kept", kept}, {"proposed", proposed}, {"source", sourceName}, {"direction", direction},
                     {"reason", reason}};
    result_.trace.add(std::move(event));
    ++result_.conflicts;
  }

  const ir::Module& module_;
  const ir::Computation& computation_;
  const PropagationOptions& options_;
  const CancellationToken& cancel_;
  PropagationResult& result_;
  const bool isEntry_;
  std::vector<InstructionId> order_;
  std::vector<std::vector<InstructionId>> users_;
  std::vector<RuleId> rules_;
  std::vector<ShardingPtr> shardings_, original_;
  std::vector<bool> fixed_, annotated_;
  std::vector<int> priority_;
  std::vector<std::vector<bool>> boundary_;
  std::vector<char> dirtyForward_, dirtyBackward_;
  std::unordered_set<std::string> reported_;
  std::unordered_map<const HloSharding*, std::pair<ShardingPtr, std::string>> texts_;
};

}  // namespace

const HloSharding* PropagationResult::find(const ir::Module& module, std::string_view name) const {
  if (module.entry < 0 || static_cast<std::size_t>(module.entry) >= computations.size()) return nullptr;
  const ir::Computation& entry = module.entryComputation();
  const InstructionId id = entry.find(name);
  if (id < 0) return nullptr;
  const auto& shardings = computations[module.entry].shardings;
  return static_cast<std::size_t>(id) < shardings.size() ? shardings[id].get() : nullptr;
}

PropagationResult propagateShardings(const ir::Module& module, const PropagationOptions& options,
                                     const CancellationToken& cancel, const ProgressCallback& progress) {
  PropagationResult result;
  result.computations.resize(module.computations.size());
  for (std::size_t i = 0; i < module.computations.size(); ++i) {
    reportProgress(progress, static_cast<double>(i) / static_cast<double>(module.computations.size()), "propagating");
    cancel.throwIfCancelled();
    Engine engine(module, static_cast<ir::ComputationId>(i), options, cancel, result);
    result.computations[i] = engine.run();
  }
  reportProgress(progress, 1.0, "propagating");
  return result;
}

}  // namespace shardscope::propagation
