#include "propagation/sharding_propagation.h"

#include "propagation/computation_links.h"
#include "propagation/dot_lookahead.h"
#include "propagation/shard_groups.h"
#include "propagation/sharding_acceptance.h"
#include "propagation/sharding_interner.h"
#include "propagation/tiling.h"
#include "propagation/unspecified_dims.h"
#include "ir/computation.h"
#include "support/input_budget.h"

#include <algorithm>
#include <set>
#include <unordered_map>
#include <unordered_set>

namespace shardscope::propagation {

namespace {

using ir::Instruction;
using ir::InstructionId;
using sharding::HloSharding;
using sharding::ShardingKind;

ShardingPtr make(HloSharding sharding) { return std::make_shared<const HloSharding>(std::move(sharding)); }

std::string text(const ShardingPtr& sharding) { return sharding ? sharding->toString(false) : std::string("(none)"); }

bool flagAt(const std::vector<bool>& flags, std::size_t index) {
  if (flags.empty()) return false;
  if (flags.size() == 1) return flags[0];
  return index < flags.size() && flags[index];
}

bool isCustomCallTo(const Instruction& instruction, std::string_view target) {
  if (instruction.opcode != ir::Opcode::CustomCall) return false;
  const auto value = instruction.stringAttribute("custom_call_target");
  return value && *value == target;
}

// The lowest level at which a manual operand or user reaches an op (XLA's
// CanPropagateThroughAtAggressiveLevel): pass-through ops at 0, broadcast at 2, the rest at 1.
int manualLevel(RuleId id) {
  switch (id) {
    case RuleId::Broadcast: return 2;
    case RuleId::Opaque: case RuleId::SideEffect: case RuleId::Source: return 1;
    case RuleId::While: case RuleId::Call: case RuleId::Conditional: case RuleId::ShardingCustomCall: return 0;
    default: return std::min(rule(id).forwardLevel, 1);
  }
}

// Thrown by the event sink when the caller asked to stop (onEvent, eventLimit).
struct StopRequested {};

// One computation's propagation state, indexed by instruction id.
struct Scope {
  const ir::Computation* computation = nullptr;
  bool isEntry = false;
  std::vector<InstructionId> order;
  ir::UserLists users;
  std::vector<RuleId> rules;
  std::vector<ShardingPtr> shardings, original;
  std::vector<char> locked;     // may never change (entry boundary, roots XLA does not shard)
  std::vector<char> annotated;  // carries a user sharding (original), active from its priority on
  std::vector<int> priority;
  std::vector<std::vector<bool>> boundary;  // entry parameters and root: which leaves may change
  // Custom-call `Sharding` annotations that leave some dims to propagation, and whether
  // propagation refined them (then the refined value is kept at the end).
  std::unordered_map<InstructionId, std::vector<int64_t>> unspecifiedDims;
  std::vector<char> refined;
  std::vector<int> shardGroup;  // index into Engine::groups_, -1 when none
  std::vector<char> dirtyForward, dirtyBackward;
  // The text of each current sharding, kept beside it while the trace is recorded
  // (empty: not computed yet). Indexed like the shardings, so no map of every value
  // seen has to stay alive.
  std::vector<std::string> texts;
};

class Engine {
 public:
  Engine(const ir::Module& module, const PropagationOptions& options, const CancellationToken& cancel,
         const ProgressCallback& progress, PropagationResult& result)
      : module_(module), options_(options), cancel_(cancel), progress_(progress), result_(result) {}

  void run() {
    setUp();
    std::set<int> rounds{0};
    for (const Scope& scope : scopes_)
      for (std::size_t i = 0; i < scope.annotated.size(); ++i)
        if (scope.annotated[i]) rounds.insert(scope.priority[i]);
    round_ = *rounds.begin();
    for (Scope& scope : scopes_)
      for (std::size_t i = 0; i < scope.annotated.size(); ++i)
        if (scope.annotated[i] && scope.priority[i] <= round_) scope.shardings[i] = scope.original[i];
    const double steps = static_cast<double>(rounds.size()) * (options_.maxAggressiveness + 1);
    double step = 0;
    try {
      for (int round : rounds) {
        if (round != round_) applyAnnotationsOf(round);
        for (int level = 0; level <= options_.maxAggressiveness; ++level) {
          reportProgress(progress_, step++ / std::max(1.0, steps), "propagating");
          runLevel(level);
        }
      }
      if (!groups_.empty()) {
        // XLA: shard_as groups take one common sharding, then propagation runs once
        // more at the highest level without the groups (their members now fixed).
        alignShardAsGroups();
        groupsEnabled_ = false;
        runLevel(options_.maxAggressiveness, /*keepDirty=*/true);
      }
      restoreBoundaries();
    } catch (const StopRequested&) {
      result_.stoppedEarly = true;
    }
    for (Scope& scope : scopes_)
      for (std::size_t i = 0; i < scope.annotated.size(); ++i)
        if (scope.annotated[i] && !scope.refined[i]) scope.shardings[i] = scope.original[i];
    result_.computations.resize(scopes_.size());
    for (std::size_t c = 0; c < scopes_.size(); ++c) {
      Scope& scope = scopes_[c];
      ComputationShardings& out = result_.computations[c];
      out.userAnnotated.resize(scope.annotated.size());
      for (std::size_t i = 0; i < scope.annotated.size(); ++i) out.userAnnotated[i] = scope.annotated[i] != 0;
      out.shardings = std::move(scope.shardings);
    }
  }

 private:
  // ---- set-up ----

  void setUp() {
    // The user's names, looked up once per instruction without building strings.
    std::unordered_map<std::string_view, const std::optional<HloSharding>*> userShardings;
    for (const auto& [name, value] : options_.userShardings) userShardings.emplace(name, &value);
    std::unordered_map<std::string_view, int> priorities;
    for (const auto& [name, value] : options_.userPriorities) priorities.emplace(name, value);
    std::unordered_set<std::string_view> seen;
    std::vector<ShardGroupTag> groupTags;

    scopes_.resize(module_.computations.size());
    for (std::size_t c = 0; c < scopes_.size(); ++c) {
      cancel_.throwIfCancelled();
      Scope& scope = scopes_[c];
      const ir::Computation& computation = module_.computations[c];
      const std::size_t n = computation.instructions.size();
      scope.computation = &computation;
      scope.isEntry = static_cast<ir::ComputationId>(c) == module_.entry;
      scope.order = computation.postOrder();
      scope.users = ir::UserLists(computation);
      scope.rules.resize(n);
      scope.shardings.assign(n, nullptr);
      scope.original.assign(n, nullptr);
      scope.locked.assign(n, 0);
      scope.annotated.assign(n, 0);
      scope.priority.assign(n, 0);
      scope.boundary.assign(n, {});
      scope.dirtyForward.assign(n, 0);
      scope.dirtyBackward.assign(n, 0);
      scope.refined.assign(n, 0);
      scope.shardGroup.assign(n, -1);
      if (options_.recordChanges) scope.texts.assign(n, std::string());
      for (std::size_t i = 0; i < n; ++i) {
        const Instruction& instruction = computation.instructions[i];
        scope.rules[i] = ruleIdFor(instruction);
        ShardingPtr written = instruction.sharding;
        if (!userShardings.empty()) {
          auto it = userShardings.find(instruction.name);
          if (it != userShardings.end()) {
            seen.insert(it->first);
            written = *it->second ? make(**it->second) : nullptr;
          }
        }
        int priority = 0;
        if (!priorities.empty()) {
          auto it = priorities.find(instruction.name);
          if (it != priorities.end()) {
            seen.insert(it->first);
            priority = std::max(0, it->second);
          }
        }
        if (written && written->shardGroup()) {
          // XLA takes the group apart from the sharding (ProcessShardingInstruction).
          groupTags.push_back({{static_cast<int>(c), static_cast<InstructionId>(i)}, *written->shardGroup(),
                               written->kind() == ShardingKind::Unknown});
          HloSharding plain = *written;
          plain.setShardGroup(std::nullopt);
          written = make(std::move(plain));
        }
        if (written && written->kind() == ShardingKind::Unknown) {
          // XLA: {unknown} is no constraint, only a replicated starting point.
          scope.shardings[i] = make(HloSharding::replicated());
          continue;
        }
        if (!written) continue;
        scope.original[i] = interner_.intern(std::move(written));
        scope.annotated[i] = 1;
        scope.priority[i] = priority;
        if (scope.rules[i] == RuleId::ShardingCustomCall && instruction.shape.isArray())
          if (auto dims = unspecifiedDimsOf(instruction, instruction.shape.rank()))
            scope.unspecifiedDims.emplace(static_cast<InstructionId>(i), std::move(*dims));
      }
    }
    for (const auto& [name, value] : options_.userShardings)
      if (!seen.count(name)) result_.unknownNames.push_back(name);
    for (const auto& [name, value] : options_.userPriorities)
      if (!seen.count(name) && !options_.userShardings.count(name)) result_.unknownNames.push_back(name);
    std::sort(result_.unknownNames.begin(), result_.unknownNames.end());

    links_ = findComputationLinks(module_);
    memberships_.resize(scopes_.size());
    for (std::size_t c = 0; c < scopes_.size(); ++c) memberships_[c].resize(scopes_[c].rules.size());
    for (std::size_t l = 0; l < links_.links.size(); ++l)
      for (const LinkedNode& node : links_.links[l].members)
        memberships_[node.computation][node.instruction].push_back(static_cast<int>(l));
    shareAnnotationsInGroups();
    lockRootsXlaDoesNotShard();
    markEntryBoundaries();
    groups_ = findShardGroups(module_, groupTags);
    groupHubs_.assign(groups_.size(), nullptr);
    for (std::size_t g = 0; g < groups_.size(); ++g)
      for (const LinkedNode& node : groups_[g].members)
        scopes_[node.computation].shardGroup[node.instruction] = static_cast<int>(g);
  }

  // XLA: when one instruction of a while/call/conditional group is annotated, every
  // other one gets the same sharding (and is as fixed as the annotated one).
  void shareAnnotationsInGroups() {
    for (const ComputationLink& link : links_.links) {
      if (!link.sharesAnnotation) continue;
      const LinkedNode* annotatedMember = nullptr;
      for (const LinkedNode& node : link.members)
        if (scopes_[node.computation].annotated[node.instruction]) {
          annotatedMember = &node;
          break;
        }
      if (!annotatedMember) continue;
      const Scope& from = scopes_[annotatedMember->computation];
      for (const LinkedNode& node : link.members) {
        Scope& to = scopes_[node.computation];
        if (to.annotated[node.instruction]) continue;
        to.annotated[node.instruction] = 1;
        to.original[node.instruction] = from.original[annotatedMember->instruction];
        to.priority[node.instruction] = from.priority[annotatedMember->instruction];
      }
    }
  }

  // XLA shards the root of a called computation only when its caller is a while, call
  // or conditional (SupportSpatialPartitioning); reducers and comparators keep theirs bare.
  void lockRootsXlaDoesNotShard() {
    for (std::size_t c = 0; c < scopes_.size(); ++c) {
      Scope& scope = scopes_[c];
      if (scope.isEntry || links_.linkedComputation[c]) continue;
      const InstructionId root = scope.computation->root;
      if (root >= 0 && !scope.annotated[root]) scope.locked[root] = 1;
    }
  }

  void markEntryBoundaries() {
    if (module_.entry < 0 || static_cast<std::size_t>(module_.entry) >= scopes_.size()) return;
    Scope& scope = scopes_[module_.entry];
    const ir::Computation& computation = *scope.computation;
    // XLA keeps the entry parameters and root as they are unless propagation to them is
    // allowed (checked per leaf at the end).
    std::size_t leaf = 0;
    for (InstructionId id : computation.parameters()) {
      const std::size_t count = leafCount(computation.instructions[id].shape);
      std::vector<bool> flags(count);
      for (std::size_t i = 0; i < count; ++i) flags[i] = flagAt(options_.propagateToParameters, leaf + i);
      leaf += count;
      scope.boundary[id] = flags;
    }
    if (computation.root >= 0) {
      const std::size_t count = leafCount(computation.instructions[computation.root].shape);
      std::vector<bool> flags(count);
      for (std::size_t i = 0; i < count; ++i) flags[i] = flagAt(options_.propagateToOutput, i);
      // A parameter that is also the root may change only where both allow it.
      auto& existing = scope.boundary[computation.root];
      if (existing.size() == flags.size())
        for (std::size_t i = 0; i < count; ++i) flags[i] = flags[i] && existing[i];
      existing = flags;
    }
    for (std::size_t id = 0; id < scope.boundary.size(); ++id) {
      if (scope.boundary[id].empty()) continue;
      const bool any = std::find(scope.boundary[id].begin(), scope.boundary[id].end(), true) != scope.boundary[id].end();
      if (!any) {
        // Nothing may change: the instruction keeps what the user wrote, or nothing.
        scope.locked[id] = 1;
      } else if (scope.annotated[id]) {
        // The user's value is only a starting point here.
        scope.annotated[id] = 0;
        scope.shardings[id] = scope.original[id];
      }
    }
  }

  // Put back what the user wrote (or {replicated}) on entry boundary leaves whose
  // propagated sharding does not divide the shape evenly, as XLA does.
  void restoreBoundaries() {
    if (module_.entry < 0 || static_cast<std::size_t>(module_.entry) >= scopes_.size()) return;
    Scope& scope = scopes_[module_.entry];
    for (std::size_t id = 0; id < scope.boundary.size(); ++id) {
      const auto& flags = scope.boundary[id];
      if (flags.empty() || scope.locked[id]) continue;
      const Instruction& instruction = scope.computation->instructions[id];
      const ShardingPtr& now = scope.shardings[id];
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
        std::optional<HloSharding> before = leafShardingOf(scope.original[id], i);
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
          ++result_.conflicts;
          emit(std::move(event));
        }
      }
      if (!changed) continue;
      scope.shardings[id] =
          instruction.shape.isTuple() ? make(HloSharding::tuple(std::move(leaves))) : make(std::move(leaves[0]));
    }
  }

  // Shardy's user priorities: the annotations of `round` take effect now.
  void applyAnnotationsOf(int round) {
    round_ = round;
    for (std::size_t c = 0; c < scopes_.size(); ++c) {
      Scope& scope = scopes_[c];
      for (std::size_t i = 0; i < scope.annotated.size(); ++i) {
        if (!scope.annotated[i] || scope.priority[i] != round) continue;
        const ShardingPtr before = scope.shardings[i];
        const InstructionId id = static_cast<InstructionId>(i);
        if (before && sameSharding(*before, *scope.original[i])) continue;
        ++result_.changes;
        if (options_.recordChanges) {
          trace::TraceEvent event;
          event.kind = "sharding-changed";
          event.subject = std::string(scope.computation->instructions[i].name);
          event.rule = std::string(rule(RuleId::User).name);
          event.message = "`" + event.subject + "` takes its user sharding " + text(scope.original[i]) + " (priority p" +
                          std::to_string(round) + ")";
          event.details = {{"old", text(before)}, {"new", text(scope.original[i])}, {"source", event.subject},
                           {"direction", "user"}, {"level", "0"}, {"pass", "0"}, {"priority", std::to_string(round)}};
          if (!scope.isEntry) event.details.emplace_back("computation", std::string(scope.computation->name));
          commit(static_cast<int>(c), id, scope.original[i]);
          emit(std::move(event));
        } else {
          commit(static_cast<int>(c), id, scope.original[i]);
        }
      }
    }
    drainLinks(0, 0);
  }

  // ---- the worklist ----

  bool isFixed(const Scope& scope, InstructionId id) const {
    return scope.locked[id] || (scope.annotated[id] && scope.priority[id] <= round_);
  }

  // `keepDirty`: also look again at what changed since the last level (the shard_as
  // alignment before the final run).
  void runLevel(int level, bool keepDirty = false) {
    // Only what a new level enables needs another look: rules whose gate opens at this
    // level (and everything at level 1 in SPMD mode, where merging starts).
    const bool all = level == 0 || (level == 1 && options_.isSpmd);
    for (Scope& scope : scopes_) {
      const std::size_t n = scope.rules.size();
      if (!keepDirty || all) {
        scope.dirtyForward.assign(n, all ? 1 : 0);
        scope.dirtyBackward.assign(n, all ? 1 : 0);
      }
      if (all) continue;
      for (std::size_t id = 0; id < n; ++id) {
        const PropagationRule& own = rule(scope.rules[id]);
        if (own.forwardLevel == level || manualLevel(own.id) == level) scope.dirtyForward[id] = 1;
        if (usersLevel(scope, static_cast<InstructionId>(id)) == level) scope.dirtyBackward[id] = 1;
        if (own.toOperandsLevel == level)
          for (InstructionId operand : scope.computation->instructions[id].operands) scope.dirtyBackward[operand] = 1;
      }
    }
    // What the links carry can change with the level (merging starts at 1), and user
    // shardings reach their links here first.
    for (const ComputationLink& link : links_.links)
      for (const LinkedNode& node : link.members)
        if (scopes_[node.computation].shardings[node.instruction]) pendingLinks_.push_back(node);
    // Shard groups start each level afresh, so members a lower level kept out are offered
    // what the group has now.
    if (groupsEnabled_)
      for (std::size_t g = 0; g < groups_.size(); ++g) {
        groupHubs_[g] = nullptr;
        for (const LinkedNode& node : groups_[g].members)
          if (scopes_[node.computation].shardings[node.instruction]) pendingGroupMembers_.push_back(node);
      }
    drainLinks(level, 0);
    int pass = 0;
    bool changed = true;
    while (changed) {
      changed = false;
      ++pass;
      if (!pendingGroupMembers_.empty()) changed |= drainGroups(level, pass);
      for (std::size_t c = 0; c < scopes_.size(); ++c) {
        Scope& scope = scopes_[c];
        const int ci = static_cast<int>(c);
        for (InstructionId id : scope.order)
          if (scope.dirtyForward[id]) {
            scope.dirtyForward[id] = 0;
            changed |= forward(ci, id, level, pass);
          }
        for (auto it = scope.order.rbegin(); it != scope.order.rend(); ++it)
          if (scope.dirtyBackward[*it]) {
            scope.dirtyBackward[*it] = 0;
            changed |= backward(ci, *it, level, pass);
          }
      }
    }
  }

  // The lowest level at which an instruction takes its users' shardings. XLA inlines
  // every call before it propagates (CallInliner runs first in its SPMD pipeline), so
  // the users of a call are those of its computation's root: a call takes them from
  // the level at which that root would (following nested calls; depth-bounded, as the
  // input is untrusted).
  int usersLevel(const Scope& scope, InstructionId id) const {
    const Scope* at = &scope;
    for (int depth = 0; depth < 64 && at->rules[id] == RuleId::Call; ++depth) {
      const ir::ComputationId callee = at->computation->instructions[id].calledComputation("to_apply");
      if (callee < 0 || static_cast<std::size_t>(callee) >= scopes_.size()) break;
      const Scope& body = scopes_[callee];
      const InstructionId root = body.computation->root;
      if (root < 0 || static_cast<std::size_t>(root) >= body.rules.size()) break;
      at = &body;
      id = root;
    }
    return rule(at->rules[id]).fromUsersLevel;
  }

  RuleContext context(const Scope& scope, int level) const {
    return RuleContext{*scope.computation, scope.shardings, scope.rules, options_.isSpmd, level};
  }

  void tick() {
    if ((++result_.evaluations & 4095) == 0) cancel_.throwIfCancelled();
  }

  bool forward(int c, InstructionId id, int level, int pass) {
    Scope& scope = scopes_[c];
    const RuleId ruleId = scope.rules[id];
    if (spreadManualForward(c, id, level, pass)) return true;
    if (ruleId == RuleId::SideEffect || ruleId == RuleId::Opaque || ruleId == RuleId::Source) return false;
    if (level < rule(ruleId).forwardLevel || (!options_.isSpmd && spmdOnly(ruleId))) return false;
    tick();
    const RuleContext ctx = context(scope, level);
    std::vector<Proposal> proposals = proposeFromOperands(ctx, id);
    if (ruleId == RuleId::Dot && proposals.size() == 2)
      orderDotProposalsByLookahead(ctx, scope.users, id, scope.shardings[id], proposals);
    bool changed = false;
    for (const Proposal& p : proposals) {
      if (!p.sharding) continue;
      changed |= offer(c, id, p.sharding, c, p.source, rule(ruleId).name, "forward", level, pass, ctx.mayCombine());
    }
    drainLinks(level, pass);
    return changed;
  }

  bool backward(int c, InstructionId id, int level, int pass) {
    Scope& scope = scopes_[c];
    const RuleId ruleId = scope.rules[id];
    if (scope.users[id].empty()) return false;
    if (spreadManualBackward(c, id, level, pass)) return true;
    if (ruleId == RuleId::SideEffect || level < usersLevel(scope, id)) return false;
    if (!options_.isSpmd && spmdOnly(ruleId)) return false;
    tick();
    const RuleContext ctx = context(scope, level);
    bool changed = false;
    for (InstructionId user : scope.users[id]) {
      if (!scope.shardings[user]) continue;
      ShardingPtr p = proposeFromUser(ctx, id, user);
      if (!p) continue;
      changed |= offer(c, id, p, c, user, rule(scope.rules[user]).name, "backward", level, pass, ctx.mayCombine());
    }
    drainLinks(level, pass);
    return changed;
  }

  // ---- manual regions (XLA: manual shardings spread to every op of the region that
  // has no tiled sharding, and automatic shardings never replace them) ----

  bool canTakeManual(const Scope& scope, InstructionId id) const {
    if (isFixed(scope, id)) return false;
    const ShardingPtr& current = scope.shardings[id];
    return !current || (!current->isTuple() && isTileMaximal(*current) && !isManualLeaf(*current));
  }

  bool spreadManualForward(int c, InstructionId id, int level, int pass) {
    Scope& scope = scopes_[c];
    const RuleId ruleId = scope.rules[id];
    const Instruction& instruction = scope.computation->instructions[id];
    if (isFixed(scope, id) || level < manualLevel(ruleId)) return false;
    if (ruleId == RuleId::ManualConversion) {
      // The region starts here: the shard-shaped result is manual.
      if (!isCustomCallTo(instruction, "SPMDFullToShardShape") || scope.shardings[id]) return false;
      return setManual(c, id, manualFor(instruction.shape), instruction.operands.empty() ? id : instruction.operands[0],
                       "forward", level, pass);
    }
    if (ruleId == RuleId::Tuple) return spreadManualIntoTuple(c, id, level, pass);
    if (ruleId == RuleId::GetTupleElement && !instruction.operands.empty()) {
      const InstructionId operand = instruction.operands[0];
      const auto index = instruction.intAttribute("index");
      const ir::Shape& tupleShape = scope.computation->instructions[operand].shape;
      const ShardingPtr& s = scope.shardings[operand];
      if (!s || !s->isTuple() || !index || *index < 0 || !tupleShape.isTuple() ||
          static_cast<std::size_t>(*index) >= tupleShape.tupleShapes.size())
        return false;
      std::size_t offset = 0;
      for (int64_t i = 0; i < *index; ++i) offset += leafCount(tupleShape.tupleShapes[i]);
      const std::size_t count = leafCount(instruction.shape);
      if (offset + count > s->tupleElements().size()) return false;
      for (std::size_t i = 0; i < count; ++i)
        if (!isManualLeaf(s->tupleElements()[offset + i])) return false;
      const ShardingPtr& current = scope.shardings[id];
      if (current && holdsManual(*current)) return false;
      return setManual(c, id, manualFor(instruction.shape), operand, "forward", level, pass);
    }
    if (!canTakeManual(scope, id)) return false;
    const bool tupleOk = ruleId == RuleId::Reduce || ruleId == RuleId::Sort || ruleId == RuleId::ReduceWindow;
    if (!instruction.shape.isArray() && !tupleOk) return false;
    if (level == 0 && (ruleId == RuleId::Concatenate || ruleId == RuleId::DynamicSlice)) return false;
    for (InstructionId operand : instruction.operands) {
      const ShardingPtr& s = scope.shardings[operand];
      if (s && !s->isTuple() && isManualLeaf(*s))
        return setManual(c, id, manualFor(instruction.shape), operand, "forward", level, pass);
    }
    return false;
  }

  // XLA's tuple rule takes manual leaves like any other operand sharding.
  bool spreadManualIntoTuple(int c, InstructionId id, int level, int pass) {
    Scope& scope = scopes_[c];
    const Instruction& instruction = scope.computation->instructions[id];
    if (std::none_of(instruction.operands.begin(), instruction.operands.end(), [&](InstructionId operand) {
          return scope.shardings[operand] && holdsManual(*scope.shardings[operand]);
        }))
      return false;
    const std::size_t count = leafCount(instruction.shape);
    std::vector<const HloSharding*> current = leavesOf(scope.shardings[id], count);
    std::vector<HloSharding> leaves;
    leaves.reserve(count);
    for (std::size_t i = 0; i < count; ++i) leaves.push_back(current.empty() ? HloSharding::replicated() : *current[i]);
    bool changed = false;
    InstructionId source = id;
    std::size_t offset = 0;
    for (InstructionId operand : instruction.operands) {
      const std::size_t n = leafCount(scope.computation->instructions[operand].shape);
      const std::vector<const HloSharding*> from = leavesOf(scope.shardings[operand], n);
      for (std::size_t i = 0; i < from.size() && offset + i < count; ++i) {
        const HloSharding& mine = leaves[offset + i];
        const bool open = current.empty() || (isTileMaximal(mine) && !isManualLeaf(mine));
        if (isManualLeaf(*from[i]) && open && !isManualLeaf(mine)) {
          leaves[offset + i] = HloSharding::manual();
          changed = true;
          source = operand;
        }
      }
      offset += n;
    }
    if (!changed || offset != count) return false;
    return setManual(c, id, make(HloSharding::tuple(std::move(leaves))), source, "forward", level, pass);
  }

  bool spreadManualBackward(int c, InstructionId id, int level, int pass) {
    Scope& scope = scopes_[c];
    const RuleId ruleId = scope.rules[id];
    if (!canTakeManual(scope, id)) return false;
    if (ruleId == RuleId::Broadcast && level < 2) return false;
    const Instruction& instruction = scope.computation->instructions[id];
    // A constant also read outside the region stays automatic (XLA's
    // DoNotPassManualShardingThroughConstant): each side can have its own copy.
    if (instruction.opcode == ir::Opcode::Constant)
      for (InstructionId user : scope.users[id])
        if (!scope.shardings[user] || scope.shardings[user]->isTuple() || !isManualLeaf(*scope.shardings[user])) return false;
    for (InstructionId user : scope.users[id]) {
      const ShardingPtr& s = scope.shardings[user];
      if (!s || s->isTuple() || !isManualLeaf(*s)) continue;
      // The region's entry point does not make its full-shape operand manual.
      if (isCustomCallTo(scope.computation->instructions[user], "SPMDFullToShardShape")) continue;
      if (instruction.shape.isArray() || scope.rules[user] == RuleId::GetTupleElement)
        return setManual(c, id, manualFor(instruction.shape), user, "backward", level, pass);
    }
    return false;
  }

  bool setManual(int c, InstructionId id, ShardingPtr value, InstructionId source, const char* direction, int level,
                 int pass) {
    value = interner_.intern(std::move(value));
    recordChange(c, id, value, c, source, rule(RuleId::Manual).name, direction, level, pass);
    commit(c, id, std::move(value));
    drainLinks(level, pass);
    return true;
  }

  // ---- accepting a proposal ----

  bool offer(int c, InstructionId id, const ShardingPtr& proposal, int sourceComputation, InstructionId source,
             std::string_view ruleName, const char* direction, int level, int pass, bool mayCombine) {
    Scope& scope = scopes_[c];
    const ShardingPtr& current = scope.shardings[id];
    if (isFixed(scope, id)) {
      if (scope.annotated[id] && current && proposal != current) {
        if (mayCombine && refineUnspecified(c, id, proposal, sourceComputation, source, ruleName, direction, level, pass))
          return true;
        // A partly open annotation may still be refined after level 0: no conflict yet.
        if (options_.isSpmd && level == 0 && scope.unspecifiedDims.count(id)) return false;
        reportUserConflict(c, id, proposal, sourceComputation, source, ruleName, direction, mayCombine);
      }
      return false;
    }
    ShardingPtr next = improvedSharding(proposal, current, mayCombine);
    // From users XLA never reshards a tiled dim (a merge, with more tiles, or a
    // sub-tiling of the current sharding is allowed).
    if (next && direction[0] == 'b' &&
        refusedAsResharding(*next, current.get(), *proposal, scope.computation->instructions[id].shape))
      next = nullptr;
    if (!next) {
      reportRefusal(c, id, proposal, sourceComputation, source, ruleName, direction);
      return false;
    }
    next = interner_.intern(std::move(next));
    recordChange(c, id, next, sourceComputation, source, ruleName, direction, level, pass);
    commit(c, id, std::move(next));
    return true;
  }

  // XLA's InferUnspecifiedDimsFrom{Operand,Users,ShardGroup}: an annotation that leaves
  // some dims open takes the tiles a proposal has on those dims (SPMD, after level 0).
  bool refineUnspecified(int c, InstructionId id, const ShardingPtr& proposal, int sourceComputation,
                         InstructionId source, std::string_view ruleName, const char* direction, int level, int pass) {
    Scope& scope = scopes_[c];
    if (scope.unspecifiedDims.empty() || scope.locked[id] || proposal->isTuple()) return false;
    const auto it = scope.unspecifiedDims.find(id);
    if (it == scope.unspecifiedDims.end()) return false;
    const int64_t rank = scope.computation->instructions[id].shape.rank();
    std::optional<HloSharding> refined = refineUnspecifiedDims(*scope.shardings[id], *proposal, it->second, rank);
    if (!refined || !sameManualPart(*refined, *scope.shardings[id])) return false;
    ShardingPtr next = interner_.intern(make(std::move(*refined)));
    recordChange(c, id, next, sourceComputation, source, ruleName, direction, level, pass);
    scope.refined[id] = 1;
    commit(c, id, std::move(next));
    return true;
  }

  void recordChange(int c, InstructionId id, const ShardingPtr& next, int sourceComputation, InstructionId source,
                    std::string_view ruleName, const char* direction, int level, int pass) {
    ++result_.changes;
    if (!options_.recordChanges) return;
    const Scope& scope = scopes_[c];
    trace::TraceEvent event;
    event.kind = "sharding-changed";
    event.subject = std::string(scope.computation->instructions[id].name);
    event.rule = std::string(ruleName);
    const std::string_view sourceName = scopes_[sourceComputation].computation->instructions[source].name;
    // Pass-through rules hand on their source's sharding itself: reuse its text.
    std::string newText = next == scopes_[sourceComputation].shardings[source] ? textAt(sourceComputation, source)
                                                                               : next->toString(false);
    const char* from = direction[0] == 'f' ? "operand" : direction[0] == 'b' ? "user" : "linked";
    event.message.reserve(48 + event.subject.size() + newText.size() + sourceName.size() + event.rule.size());
    event.message.append("`").append(event.subject).append("` got ").append(newText).append(" from ").append(from)
        .append(" `").append(sourceName).append("` by the ").append(event.rule).append(" rule");
    event.details.reserve(6 + (round_ > 0 ? 1 : 0) + (scope.isEntry ? 0 : 1));
    event.details.emplace_back("old", scope.shardings[id] ? textAt(c, id) : std::string("(none)"));
    event.details.emplace_back("new", newText);
    pendingText_ = std::move(newText);
    event.details.emplace_back("source", std::string(sourceName));
    event.details.emplace_back("direction", direction);
    event.details.emplace_back("level", std::to_string(level));
    event.details.emplace_back("pass", std::to_string(pass));
    if (round_ > 0) event.details.emplace_back("priority", std::to_string(round_));
    if (!scope.isEntry) event.details.emplace_back("computation", std::string(scope.computation->name));
    pendingEvent_ = std::move(event);
  }

  // Every change goes through here; recordChange, when it ran just before, left the
  // new sharding's text in pendingText_ and its event in pendingEvent_, which is
  // published only now, so a caller stopped by it sees the change it describes.
  void commit(int c, InstructionId id, ShardingPtr next) {
    Scope& scope = scopes_[c];
    scope.shardings[id] = std::move(next);  // callers hand in interned values
    if (!scope.texts.empty()) {
      scope.texts[id].swap(pendingText_);
      pendingText_.clear();
    }
    markChanged(c, id);
    if (pendingEvent_) {
      trace::TraceEvent event = std::move(*pendingEvent_);
      pendingEvent_.reset();
      emit(std::move(event));
    }
  }

  void markChanged(int c, InstructionId id) {
    Scope& scope = scopes_[c];
    for (InstructionId user : scope.users[id]) scope.dirtyForward[user] = 1;
    for (InstructionId operand : scope.computation->instructions[id].operands) scope.dirtyBackward[operand] = 1;
    scope.dirtyBackward[id] = 1;
    if (!memberships_[c][id].empty()) pendingLinks_.push_back({c, id});
    if (groupsEnabled_ && scope.shardGroup[id] >= 0) pendingGroupMembers_.push_back({c, id});
  }

  // Computation links (while/call/conditional): what one member got, the others are
  // offered, until nothing changes. A queue, not recursion: nesting depth is untrusted.
  void drainLinks(int level, int pass) {
    while (!pendingLinks_.empty()) {
      const LinkedNode from = pendingLinks_.back();
      pendingLinks_.pop_back();
      for (int l : memberships_[from.computation][from.instruction]) {
        const ComputationLink& link = links_.links[l];
        for (const LinkedNode& to : link.members) {
          if (to.computation == from.computation && to.instruction == from.instruction) continue;
          const ShardingPtr value = scopes_[from.computation].shardings[from.instruction];
          if (!value) continue;
          offerLinked(to, value, from, rule(link.rule).name, level, pass);
        }
      }
    }
  }

  // ---- shard groups (XLA's shard_as / shard_like) ----

  // XLA's first step of every pass: members take what their group has. Members that
  // changed since (in program order) offer their sharding to the group's best value so
  // far (the hub) and, when the hub improves, the hub is offered to every other member.
  // Offering through the hub instead of member to member keeps a large group linear:
  // the hub improves only a few times (more tiles, or a merge).
  bool drainGroups(int level, int pass) {
    bool changed = false;
    for (std::size_t next = 0; next < pendingGroupMembers_.size(); ++next)
      changed |= offerFromGroupMember(pendingGroupMembers_[next], level, pass);
    pendingGroupMembers_.clear();
    drainLinks(level, pass);
    return changed;
  }

  bool offerFromGroupMember(const LinkedNode from, int level, int pass) {
    const int g = scopes_[from.computation].shardGroup[from.instruction];
    const ShardingPtr value = scopes_[from.computation].shardings[from.instruction];
    if (g < 0 || !value) return false;
    ShardingPtr& hub = groupHubs_[g];
    const bool mayCombine = options_.isSpmd && level > 0;
    ShardingPtr next;
    if (holdsManual(*value)) {
      if (!hub || (!hub->isTuple() && isTileMaximal(*hub) && !isManualLeaf(*hub))) next = value;
    } else {
      next = improvedSharding(value, hub, mayCombine);
    }
    if (!next) return false;
    hub = interner_.intern(std::move(next));
    bool changed = false;
    const RuleId groupRule = groups_[g].group.mode == sharding::ShardGroup::Mode::As ? RuleId::ShardAs : RuleId::ShardLike;
    const ShardingPtr offered = hub;
    for (const LinkedNode& to : groups_[g].members) {
      if (to.computation == from.computation && to.instruction == from.instruction) continue;
      Scope& scope = scopes_[to.computation];
      // XLA's CanPropagateThroughAtAggressiveLevel for the member itself.
      if (level < manualLevel(scope.rules[to.instruction])) continue;
      if (holdsManual(*offered)) {
        if (!offered->isTuple() && canTakeManual(scope, to.instruction)) {
          setManualFrom(to.computation, to.instruction, manualFor(scope.computation->instructions[to.instruction].shape),
                        from, rule(groupRule).name, level, pass);
          changed = true;
        }
        continue;
      }
      changed |= offer(to.computation, to.instruction, offered, from.computation, from.instruction,
                       rule(groupRule).name, "linked", level, pass, mayCombine);
    }
    return changed;
  }

  void setManualFrom(int c, InstructionId id, ShardingPtr value, const LinkedNode& from, std::string_view ruleName,
                     int level, int pass) {
    value = interner_.intern(std::move(value));
    recordChange(c, id, value, from.computation, from.instruction, ruleName, "linked", level, pass);
    commit(c, id, std::move(value));
  }

  // XLA aligns every shard_as group at the end: all members take the merge of their
  // shardings when those are compatible, else the first tiled one (FindCommonSharding).
  // A member with a user sharding keeps it (a conflict event says the group disagrees),
  // unless it leaves the differing dims unspecified.
  void alignShardAsGroups() {
    const int level = options_.maxAggressiveness;
    for (std::size_t g = 0; g < groups_.size(); ++g) {
      if (groups_[g].group.mode != sharding::ShardGroup::Mode::As) continue;
      const LinkedNode* chosen = nullptr;
      ShardingPtr common = commonSharding(groups_[g].members, &chosen);
      if (!common) continue;
      common = interner_.intern(std::move(common));
      for (const LinkedNode& member : groups_[g].members) {
        Scope& scope = scopes_[member.computation];
        const InstructionId id = member.instruction;
        const ShardingPtr& current = scope.shardings[id];
        const bool same = current && (current == common || sameSharding(*current, *common));
        if (!same) {
          if (isFixed(scope, id)) {
            if (!refineUnspecified(member.computation, id, common, chosen->computation, chosen->instruction,
                                   rule(RuleId::ShardAs).name, "linked", level, 0) &&
                current)
              conflict(member.computation, id, common, chosen->computation, chosen->instruction,
                       rule(RuleId::ShardAs).name, "linked", "user sharding kept; its shard_as group has another");
          } else {
            recordChange(member.computation, id, common, chosen->computation, chosen->instruction,
                         rule(RuleId::ShardAs).name, "linked", level, 0);
            commit(member.computation, id, common);
          }
        }
        scope.locked[id] = 1;
      }
    }
    pendingLinks_.clear();
    pendingGroupMembers_.clear();
  }

  // FindCommonSharding over the members that have a sharding; `chosen` names the member
  // whose sharding the result starts from (for the trace). Null when none has one.
  ShardingPtr commonSharding(const std::vector<LinkedNode>& members, const LinkedNode** chosen) const {
    ShardingPtr common, fallback;
    const LinkedNode *first = nullptr, *fallbackMember = nullptr;
    bool compatible = true;
    for (const LinkedNode& member : members) {
      const ShardingPtr& s = scopes_[member.computation].shardings[member.instruction];
      if (!s) continue;
      if (!fallback || (fallback->isReplicated() && !s->isReplicated())) {
        fallback = s;
        fallbackMember = &member;
      }
      if (!common) {
        common = s;
        first = &member;
        continue;
      }
      if (!compatible || sameSharding(*common, *s)) continue;
      if (ShardingPtr merged = mergedForGroup(*s, common)) common = std::move(merged);
      else compatible = false;
    }
    if (!common) return nullptr;
    *chosen = compatible ? first : fallbackMember;
    return compatible ? common : fallback;
  }

  // XLA's MergeShardingIfCompatible as FindCommonSharding uses it, also accepting a
  // sharding that `into` already refines (XLA would call that incompatible).
  static ShardingPtr mergedForGroup(const HloSharding& from, const ShardingPtr& into) {
    if (from.isTuple() || into->isTuple() || isTileMaximal(from) || !sameManualPart(from, *into)) return nullptr;
    if (isTileMaximal(*into)) return into->isReplicated() ? make(from) : nullptr;
    const int64_t rank = from.normalized().dataRank();
    const std::optional<Tiling> a = tilingOf(from, rank), b = tilingOf(*into, rank);
    if (!a || !b) return nullptr;
    if (auto merged = mergeCompatible(*a, *b, b->numTiles())) return make(toSharding(*merged));
    if (auto merged = mergeCompatible(*b, *a, a->numTiles())) return make(toSharding(*merged));
    return nullptr;
  }

  void offerLinked(const LinkedNode& to, const ShardingPtr& value, const LinkedNode& from, std::string_view ruleName,
                   int level, int pass) {
    Scope& scope = scopes_[to.computation];
    const ShardingPtr& current = scope.shardings[to.instruction];
    const bool mayCombine = options_.isSpmd && level > 0;
    if (!isFixed(scope, to.instruction) && holdsManual(*value)) {
      // Manual leaves travel through links too (XLA copies the whole sharding); the
      // other leaves are offered below.
      ShardingPtr next = interner_.intern(
          withManualLeaves(value, current, scope.computation->instructions[to.instruction].shape));
      if (next) {
        recordChange(to.computation, to.instruction, next, from.computation, from.instruction, ruleName, "linked", level,
                     pass);
        commit(to.computation, to.instruction, std::move(next));
      }
    }
    offer(to.computation, to.instruction, value, from.computation, from.instruction, ruleName, "linked", level, pass,
          mayCombine);
  }

  // ---- trace ----

  void emit(trace::TraceEvent event) {
    const trace::TraceEvent& added = result_.trace.add(std::move(event));
    if (options_.onEvent && !options_.onEvent(added)) throw StopRequested{};
    if (options_.eventLimit && result_.trace.size() >= options_.eventLimit) throw StopRequested{};
  }

  // The text of an instruction's current (non-null) sharding, computed once per change.
  const std::string& textAt(int c, InstructionId id) {
    Scope& scope = scopes_[c];
    std::string& slot = scope.texts[id];
    if (slot.empty()) slot = scope.shardings[id]->toString(false);
    return slot;
  }

  // A proposal the user's sharding blocks: one that would have replaced or merged into
  // it, or an equally specific different one. Coarser compatible proposals are not.
  void reportUserConflict(int c, InstructionId id, const ShardingPtr& proposal, int sourceComputation,
                          InstructionId source, std::string_view ruleName, const char* direction, bool mayCombine) {
    const HloSharding& kept = *scopes_[c].shardings[id];
    if (!isSpatiallyPartitioned(*proposal) || isTileMaximal(*proposal) || sameSharding(*proposal, kept)) return;
    const bool wouldChange = improvedShardingValue(*proposal, &kept, mayCombine).has_value();
    if (!wouldChange && !equallySpecificButDifferent(*proposal, kept)) return;
    conflict(c, id, proposal, sourceComputation, source, ruleName, direction, "user sharding kept");
  }

  // A proposal that is as specific as what is there but different: both cannot hold.
  void reportRefusal(int c, InstructionId id, const ShardingPtr& proposal, int sourceComputation, InstructionId source,
                     std::string_view ruleName, const char* direction) {
    const ShardingPtr& current = scopes_[c].shardings[id];
    if (!current || !equallySpecificButDifferent(*proposal, *current)) return;
    conflict(c, id, proposal, sourceComputation, source, ruleName, direction,
             "an equally specific sharding is already there");
  }

  void conflict(int c, InstructionId id, const ShardingPtr& proposal, int sourceComputation, InstructionId source,
                std::string_view ruleName, const char* direction, const char* reason) {
    const Scope& scope = scopes_[c];
    const std::string subject(scope.computation->instructions[id].name);
    const std::string sourceName(scopes_[sourceComputation].computation->instructions[source].name);
    const std::string proposed = proposal->toString(false);
    if (!reported_.insert(subject + "\n" + sourceName + "\n" + proposed).second) return;
    trace::TraceEvent event;
    event.kind = "conflict";
    event.subject = subject;
    event.rule = std::string(ruleName);
    const std::string kept = text(scope.shardings[id]);
    const char* from = direction[0] == 'f' ? "operand" : direction[0] == 'b' ? "user" : "linked";
    event.message = "`" + subject + "` keeps " + kept + "; " + from + " `" + sourceName + "` implies " + proposed + " (" +
                    reason + ")";
    event.details = {{"kept", kept}, {"proposed", proposed}, {"source", sourceName}, {"direction", direction},
                     {"reason", reason}};
    if (!scope.isEntry) event.details.emplace_back("computation", std::string(scope.computation->name));
    ++result_.conflicts;
    emit(std::move(event));
  }

  const ir::Module& module_;
  const PropagationOptions& options_;
  const CancellationToken& cancel_;
  const ProgressCallback& progress_;
  PropagationResult& result_;
  std::vector<Scope> scopes_;
  ComputationLinks links_;
  std::vector<std::vector<std::vector<int>>> memberships_;  // [computation][instruction] -> link ids
  std::vector<LinkedNode> pendingLinks_;
  ShardingInterner interner_;
  std::vector<ShardGroupSet> groups_;
  std::vector<ShardingPtr> groupHubs_;  // by group: the best sharding a member offered this level
  std::vector<LinkedNode> pendingGroupMembers_;
  bool groupsEnabled_ = true;
  int round_ = 0;
  std::unordered_set<std::string> reported_;
  std::string pendingText_;
  std::optional<trace::TraceEvent> pendingEvent_;
};

}  // namespace

const HloSharding* PropagationResult::find(const ir::Module& module, std::string_view name) const {
  return find(module, module.entry, name);
}

const HloSharding* PropagationResult::find(const ir::Module& module, ir::ComputationId computation,
                                           std::string_view name) const {
  if (computation < 0 || static_cast<std::size_t>(computation) >= computations.size() ||
      static_cast<std::size_t>(computation) >= module.computations.size())
    return nullptr;
  const InstructionId id = module.computations[computation].find(name);
  if (id < 0) return nullptr;
  const auto& shardings = computations[computation].shardings;
  return static_cast<std::size_t>(id) < shardings.size() ? shardings[id].get() : nullptr;
}

PropagationResult propagateShardings(const ir::Module& module, const PropagationOptions& options,
                                     const CancellationToken& cancel, const ProgressCallback& progress) {
  PropagationResult result;
  cancel.throwIfCancelled();
  InputBudgetScope budget;  // bounds the trace (support/input_budget.h)
  Engine(module, options, cancel, progress, result).run();
  reportProgress(progress, 1.0, "propagating");
  return result;
}

}  // namespace shardscope::propagation
