// Where the whole layer's first divergence is attributed (intermediate_search.h): once an
// instruction's comparison fails, the instruction that caused it is reported first (the
// origin of a partial sum used as complete, the step where a layout route left the
// baseline's order, a layout op the baseline lacks, a called computation's per-device value
// taken as replicated, a device value lost before the ROOT).
#include "numeric/intermediate_search.h"

#include "numeric/declared_replicated.h"
#include "numeric/needed_device_values.h"
#include "numeric/partial_sum_linearity.h"

#include <algorithm>

namespace shardscope::numeric::intermediate {

// An elementwise consumer carries its operands' routes, so it is the frontier itself
// (seed 000 §4.2, Figure 10: operands in different layouts, or a wrong op on operands
// in one layout) unless one operand took a route that every other kept out of: then
// that route is what its consumer does not expect. `root`: the ROOT, compared under the
// output relation, which has no route: one that reaches it was never undone.
bool IntermediateSearch::blameRouteOrigin(const ir::Instruction& consumer, const InstructionCheck& consumerCheck, bool root) {
  if (!root && ir::isElementwise(consumer.opcode)) {
    int routed = 0, unrouted = 0;
    for (ir::InstructionId operand : consumer.operands) {
      if (!hasArrayValue(operand) || !related_[operand]) continue;
      if (related_[operand]->route) ++routed;
      else if (!isScalarLike(operand)) ++unrouted;
    }
    if (routed != 1 || unrouted == 0) return false;
  }
  for (ir::InstructionId operand : consumer.operands) {
    const std::optional<Counterpart>& source = related_[operand];
    if (!source || !source->route || source->routeOrigin < 0 || checkIndex_[source->routeOrigin] < 0) continue;
    markRouteOrigin(source->routeOrigin, *source, consumerCheck);
    return true;
  }
  return false;
}

// A dot whose operands both come by layout routes pairs their atoms in its contraction;
// values cannot tell which route it does not expect, so it is the frontier itself, as
// the verifier's is (dot-layout), with both bijections in the note (layout_route.h).
bool IntermediateSearch::dotMeetsTwoRoutes(const ir::Instruction& dot, InstructionCheck& check) const {
  if (dot.opcode != ir::Opcode::Dot) return false;
  std::vector<RouteOfOperand> routes;
  for (ir::InstructionId operand : dot.operands)
    if (hasArrayValue(operand) && related_[operand] && related_[operand]->route)
      routes.push_back({related_[operand]->route.get(), related_[operand]->routeBaseName});
  if (routes.size() < 2) return false;
  check.note = routesMetNote(routes, check.reference);
  return true;
}

bool IntermediateSearch::anyOperandRouted(const ir::Instruction& consumer) const {
  for (ir::InstructionId operand : consumer.operands)
    if (related_[operand] && related_[operand]->route) return true;
  return false;
}

// A broadcast scalar or a one-element value has every layout.
bool IntermediateSearch::isScalarLike(ir::InstructionId id) const {
  int64_t elements = 1;
  for (int64_t dim : dist_.values[id][0].dims) elements *= dim;
  return elements == 1 ||
         (entry_.instructions[id].opcode == ir::Opcode::Broadcast && entry_.instructions[entry_.instructions[id].operands.front()].shape.rank() == 0);
}

void IntermediateSearch::markRouteOrigin(ir::InstructionId origin, const Counterpart& routed, const InstructionCheck& consumerCheck) {
  InstructionCheck& originCheck = checks_[checkIndex_[origin]];
  originCheck.passed = false;
  originCheck.error = consumerCheck.error;
  originCheck.failingRanks = consumerCheck.failingRanks;
  originCheck.ranks = consumerCheck.ranks;
  originCheck.note = "leaves the baseline's element order (" + routed.route->toString() + " of " + routed.routeBaseName +
                     "), which is never undone: " + consumerCheck.instruction + " differs from baseline " + consumerCheck.reference;
}

// The ROOT differs and its operands hold values no relation describes (a dot that
// contracts a transposed operand's dims in another pairing): the nearest related
// values behind them are searched for a route that left the baseline's order.
bool IntermediateSearch::blameRouteBehind(const ir::Instruction& root, const InstructionCheck& rootCheck) {
  // Two steps back at most (the ROOT's operand and what it consumes): further, an
  // unrelated region says only that the search relates nothing there.
  std::vector<std::pair<ir::InstructionId, int>> stack;
  for (ir::InstructionId operand : root.operands) stack.emplace_back(operand, 1);
  std::vector<bool> seen(entry_.instructions.size(), false);
  while (!stack.empty()) {
    const auto [id, depth] = stack.back();
    stack.pop_back();
    if (seen[id]) continue;
    seen[id] = true;
    const std::optional<Counterpart>& source = related_[id];
    if (source) {
      if (source->route && source->routeOrigin >= 0 && checkIndex_[source->routeOrigin] >= 0) {
        markRouteOrigin(source->routeOrigin, *source, rootCheck);
        return true;
      }
      continue;
    }
    if (depth < 2)
      for (ir::InstructionId operand : entry_.instructions[id].operands) stack.emplace_back(operand, depth + 1);
  }
  return false;
}

// A paired op that fits nothing and may not be blamed itself (a concatenate or slice of
// tiles), one operand on a route every other operand kept out of: the op meets
// elements in an order its twin does not, so the route's origin is reported, with the
// op's misfit as its error.
void IntermediateSearch::blameRouteMisfit(ir::InstructionId id, const Counterpart& target, const std::vector<TileRelation>& derived) {
  const ir::Instruction& instruction = entry_.instructions[id];
  if (!operandsRelate(instruction)) return;
  const Counterpart* routed = nullptr;
  for (ir::InstructionId operand : instruction.operands) {
    if (!hasArrayValue(operand)) continue;
    const Counterpart& source = *related_[operand];
    if (!source.route) continue;
    if (routed || source.routeOrigin < 0 || checkIndex_[source.routeOrigin] < 0) return;
    routed = &source;
  }
  if (!routed) return;
  InstructionCheck check = describeInstruction(setup_.distributed, instruction);
  check.reference = target.name;
  const std::optional<InstructionCheck> misfit =
      misfitCheck(instruction, std::move(check), target, candidatesFor(target.baseline->dims, dist_.values[id][0].dims, derived));
  if (misfit) markRouteOrigin(routed->routeOrigin, *routed, *misfit);
}

// A partial sum passes its origin on only through an op linear in it whose every
// array operand relates; otherwise (an unrelated operand, a product of two partial
// sums, a reduction) the sum is made here. A found value (related by search, which can
// be a coincidence of small shapes) is always its own origin (see relate).
ir::InstructionId IntermediateSearch::partialOriginOf(ir::InstructionId id) const {
  const ir::Instruction& instruction = entry_.instructions[id];
  if (isReducingCollective(instruction.opcode)) return id;
  for (ir::InstructionId operand : instruction.operands)
    if (hasArrayValue(operand) && (!related_[operand] || related_[operand]->unverifiable)) return id;
  if (unreducedOperand(instruction)) return id;
  for (ir::InstructionId operand : instruction.operands)
    if (related_[operand] && isPartialSum(related_[operand]->relation) && related_[operand]->partialOrigin >= 0)
      return related_[operand]->partialOrigin;
  return id;
}

// The partial-sum operand that `consumer` uses as if it were complete, if any
// (partial_sum_linearity.h).
std::optional<ir::InstructionId> IntermediateSearch::unreducedOperand(const ir::Instruction& consumer) const {
  OperandSums sums;
  std::optional<ir::InstructionId> first;
  const std::vector<std::vector<int64_t>>* groups = nullptr;
  for (ir::InstructionId operand : consumer.operands) {
    const bool isPartial = related_[operand] && !related_[operand]->unverifiable && isPartialSum(related_[operand]->relation);
    sums.partial.push_back(isPartial);
    if (hasArrayValue(operand)) ++sums.arrays;
    if (!isPartial) continue;
    if (!first) first = operand;
    if (groups && *groups != related_[operand]->relation.partialGroups) sums.sameGroups = false;
    groups = &related_[operand]->relation.partialGroups;
  }
  if (!first || passesPartialSums(consumer.opcode, sums)) return std::nullopt;
  return first;
}

// A paired op that fits nothing because it consumes a partial sum as if complete:
// the sum was never reduced (seed 000's missing all-reduce, or a reduction over the
// wrong groups). Where that happened is the partial sum's origin, which holds a
// correct partial sum and is reported first, with the consumer's error and a note;
// the consumer computes what its twin computes on an incomplete input. In a correct
// program every partial sum is reduced before such a use, so nothing is blamed there.
// `root`: the ROOT is compared under the output relation, which is no partial sum, so
// a partial sum that reaches it (through a copy or reshape, linear ops that pass it on
// anywhere else) was never reduced.
bool IntermediateSearch::blameUnreducedPartial(const ir::Instruction& consumer, const InstructionCheck& consumerCheck, bool root) {
  std::optional<ir::InstructionId> operand = unreducedOperand(consumer);
  // Only a sum passed on from its origin through further ops: one the ROOT takes straight
  // from the op that made it leaves the ROOT where the reduction belonged (a collective
  // replaced by a copy), and the ROOT is reported.
  if (!operand && root && !isReducingCollective(consumer.opcode))
    for (ir::InstructionId candidate : consumer.operands)
      if (related_[candidate] && !related_[candidate]->unverifiable && isPartialSum(related_[candidate]->relation) &&
          related_[candidate]->partialOrigin != candidate) {
        operand = candidate;
        break;
      }
  if (!operand) return false;
  const ir::InstructionId origin = related_[*operand]->partialOrigin;
  if (origin < 0 || checkIndex_[origin] < 0) return false;
  InstructionCheck& originCheck = checks_[checkIndex_[origin]];
  originCheck.passed = false;
  originCheck.error = consumerCheck.error;
  originCheck.failingRanks = consumerCheck.failingRanks;
  originCheck.ranks = consumerCheck.ranks;
  originCheck.note = "its partial sum (" + originCheck.relation + " of " + originCheck.reference + ") reaches " +
                     consumerCheck.instruction + " unreduced, which uses it as a complete value: " + consumerCheck.instruction +
                     " differs from baseline " + consumerCheck.reference;
  return true;
}

bool IntermediateSearch::inLayoutRun(ir::InstructionId id) const {
  return related_[id] && checkIndex_[id] >= 0 &&
         (related_[id]->source == Source::Layout || related_[id]->source == Source::Regrouped);
}

// A paired instruction that fits nothing while one of its operands comes out of a run
// of reshapes, transposes and modelled all-to-alls only the distributed program makes:
// the baseline twin consumes the data in another layout, so the run is where the
// programs part (seed 000's layout bug class). Values cannot tell which step of the
// run is wrong; reported first, with the consumer's error, is an all-to-all that
// regroups against its operand's tile order if the run has one, else the run's first
// step (the first op after the last value both programs compute).
void IntermediateSearch::blameLayoutOperand(const ir::Instruction& consumer, const InstructionCheck& consumerCheck) {
  for (ir::InstructionId operand : consumer.operands) {
    if (!inLayoutRun(operand) || (related_[operand]->source != Source::Layout && !related_[operand]->reordersDevices &&
                                  !runReachesLayoutOp(operand)))
      continue;
    ir::InstructionId blamed = operand;
    int64_t steps = 1;
    while (!related_[blamed]->reordersDevices) {
      const std::vector<ir::InstructionId>& operands = entry_.instructions[blamed].operands;
      if (operands.empty() || !inLayoutRun(operands.front())) break;
      blamed = operands.front();
      ++steps;
    }
    InstructionCheck& layoutCheck = checks_[checkIndex_[blamed]];
    layoutCheck.passed = false;
    layoutCheck.error = consumerCheck.error;
    layoutCheck.failingRanks = consumerCheck.failingRanks;
    layoutCheck.ranks = consumerCheck.ranks;
    layoutCheck.note = "lays out " + related_[blamed]->name + " in a way its consumer " + consumerCheck.instruction +
                       " does not expect" + (steps > 1 ? " (" + std::to_string(steps) + " layout steps before it)" : std::string()) +
                       ": " + consumerCheck.instruction + " differs from baseline " + consumerCheck.reference;
    return;
  }
}

// All-to-alls in their operand's tile order move data as the tiling says; a run of
// them alone is not blamed for its consumer (as before runs were modelled), only one
// with a layout op in it.
bool IntermediateSearch::runReachesLayoutOp(ir::InstructionId id) const {
  for (ir::InstructionId current = id; inLayoutRun(current);) {
    if (related_[current]->source == Source::Layout) return true;
    const std::vector<ir::InstructionId>& operands = entry_.instructions[current].operands;
    if (operands.empty()) return false;
    current = operands.front();
  }
  return false;
}

bool IntermediateSearch::anyCheckFailed() const {
  return std::any_of(checks_.begin(), checks_.end(), [](const InstructionCheck& check) { return !check.passed; });
}

// The ROOT differs under a replicated output relation, and its operands hold values
// no relation describes: every device needed the whole baseline result, so the walk
// of needed_device_values.h follows what each device needed back to where it was
// lost, which is reported with that device's error against the value it needed.
void IntermediateSearch::blameLostDeviceValue(const ir::Instruction& root, const InstructionCheck& rootCheck) {
  if (!outputRelation(setup_).isReplicated() || rootCheck.failingRanks.empty()) return;
  NeededValueInputs inputs{setup_.baseline, setup_.distributed, base_, dist_, setup_.numDevices, setup_.nan, {}, setup_.cancel};
  inputs.relatesWhole = [this](ir::InstructionId id, const Value& baselineValue) {
    const std::optional<Counterpart>& counterpart = related_[id];
    return counterpart && !counterpart->unverifiable && !counterpart->relation.isPartial() && counterpart->baseline == &baselineValue;
  };
  const std::optional<LostDeviceValue> lost = findLostDeviceValue(inputs, rootCheck.failingRanks);
  if (!lost) return;
  InstructionCheck check = describeInstruction(setup_.distributed, entry_.instructions[lost->instruction]);
  check.passed = false;
  check.reference = std::string(baseEntry_.instructions[lost->needed].name);
  check.relation = "per device (each device holds another baseline value)";
  // A device fails where its needed value was lost; the others were not compared here.
  for (int64_t d = 0; d < setup_.numDevices; ++d) {
    const std::optional<ErrorStats>& stats = lost->perDevice[d];
    check.ranks.push_back(RankCheck{d, !stats, stats.value_or(ErrorStats{}), stats.has_value()});
    if (!stats) continue;
    check.error.merge(*stats);
    check.failingRanks.push_back(d);
  }
  check.note = lost->reason + "; the ROOT differs from " + rootCheck.reference;
  insertInProgramOrder(lost->instruction, std::move(check));
}

// The ROOT differs under a replicated output relation whose replicas disagree, their
// mean (or sum) being the baseline's value, and a called computation's per-device value
// reaches it with no collective on the way (a shard_map's out_specs P() on a local loss
// or gradient): the caller's step that takes the value is reported, with each device's
// error at the output it reaches (declared_replicated.h).
bool IntermediateSearch::blameDeclaredReplicated(const InstructionCheck& rootCheck) {
  if (setup_.inlinedFromCall.empty() || rootCheck.failingRanks.empty()) return false;
  const sharding::HloSharding output = outputRelation(setup_);
  const DeclaredReplicatedInputs inputs{entry_, setup_.inlinedFromCall, dist_, base_.values[baseEntry_.root][0], output,
                                        setup_.numDevices, setup_.nan};
  const std::optional<DeclaredReplicated> found = findPerDeviceValueDeclaredReplicated(inputs);
  if (!found) return false;
  InstructionCheck check = describeInstruction(setup_.distributed, entry_.instructions[found->instruction]);
  check.passed = false;
  std::string leaf;
  for (int64_t index : found->outputPath) leaf += (leaf.empty() ? " element " : ".") + std::to_string(index);
  check.reference = std::string(baseEntry_.rootInstruction().name) + leaf;
  check.relation = "replicated (declared), but each device holds its own value";
  for (int64_t d = 0; d < setup_.numDevices; ++d) {
    const ErrorStats& stats = found->perDevice[static_cast<std::size_t>(d)];
    check.ranks.push_back(RankCheck{d, stats.passed(), stats, true});
    check.error.merge(stats);
    if (!stats.passed()) check.failingRanks.push_back(d);
  }
  const std::string combine = found->mean ? "mean" : "sum";
  check.note = "takes " + std::string(entry_.instructions[found->callValue].name) +
               ", a value a called computation (a shard_map body) computes per device, as replicated: it reaches the output" +
               leaf + " with no reduction on the way, where the replicas disagree and their " + combine + " over the " +
               std::to_string(setup_.numDevices) + " devices is baseline " + check.reference + " (each device's contribution to a " +
               combine + " never taken); the ROOT differs from " + rootCheck.reference;
  insertInProgramOrder(found->instruction, std::move(check));
  return true;
}

// Keeps the checks in program order, so the first failing one is the first divergence;
// replaces the instruction's own check if it has one.
void IntermediateSearch::insertInProgramOrder(ir::InstructionId id, InstructionCheck check) {
  if (checkIndex_[id] >= 0) {
    checks_[checkIndex_[id]] = std::move(check);
    return;
  }
  const std::vector<ir::InstructionId> order = entry_.postOrder();
  std::vector<int64_t> position(entry_.instructions.size(), 0);
  for (std::size_t i = 0; i < order.size(); ++i) position[order[i]] = static_cast<int64_t>(i);
  std::size_t at = 0;
  while (at < checkIds_.size() && position[checkIds_[at]] < position[id]) ++at;
  checks_.insert(checks_.begin() + static_cast<std::ptrdiff_t>(at), std::move(check));
  checkIds_.insert(checkIds_.begin() + static_cast<std::ptrdiff_t>(at), id);
  for (std::size_t k = at; k < checkIds_.size(); ++k) checkIndex_[checkIds_[k]] = static_cast<int64_t>(k);
}

}  // namespace shardscope::numeric::intermediate
