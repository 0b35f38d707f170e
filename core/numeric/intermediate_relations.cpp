#include "numeric/intermediate_relations.h"

#include "numeric/intermediate_search.h"

#include "numeric/all_to_all_counterpart.h"
#include "numeric/congruent_twins.h"
#include "numeric/instruction_pairing.h"
#include "numeric/layout_counterpart.h"
#include "numeric/layout_route.h"
#include "layout/layout_op.h"
#include "numeric/needed_device_values.h"
#include "numeric/partial_sum_linearity.h"
#include "numeric/relation_candidates.h"

#include <algorithm>
#include <deque>
#include <map>
#include <memory>
#include <optional>
#include <string>

namespace shardscope::numeric {
namespace intermediate {

std::vector<InstructionCheck> IntermediateSearch::run(const InstructionCheck& rootCheck) {
  for (ir::InstructionId id : entry_.postOrder()) {
    setup_.cancel.throwIfCancelled();
    if (id == entry_.root) continue;
    if (std::optional<InstructionCheck> check = checkInstruction(id)) {
      checkIndex_[id] = static_cast<int64_t>(checks_.size());
      checks_.push_back(std::move(*check));
      checkIds_.push_back(id);
    }
  }
  // The ROOT is compared by the caller under the output relation; a ROOT that differs
  // because it consumes an unreduced partial sum points at that sum's origin too. One
  // that differs while its operands relate in no way the search knows (a pipeline's
  // per-device values) would be the first divergence only because nothing before it
  // was comparable: where a called computation's per-device value reaches a replicated
  // output unreduced, the step that takes it is reported (declared_replicated.h), else
  // the values each device needed are followed back.
  if (!rootCheck.passed && entry_.root >= 0) {
    const ir::Instruction& root = entry_.instructions[entry_.root];
    if (operandsRelate(root)) {
      if (!blameUnreducedPartial(root, rootCheck, true)) blameRouteOrigin(root, rootCheck, true);
    } else if (!anyCheckFailed() && !blameRouteBehind(root, rootCheck) && !blameDeclaredReplicated(rootCheck)) {
      blameLostDeviceValue(root, rootCheck);
    }
  }
  for (const InstructionCheck& check : checks_) addEvent(check);
  return std::move(checks_);
}

std::vector<const Value*> IntermediateSearch::valuesOf(ir::InstructionId id) const {
  std::vector<const Value*> values;
  for (const Value& value : dist_.values[id]) values.push_back(&value);
  return values;
}

bool IntermediateSearch::hasArrayValue(ir::InstructionId id) const { return !dist_.values[id].empty() && isArray(dist_.values[id][0]); }

// Every array operand relates completely or as a partial sum (and there is one): only
// then is a value that fits nothing this instruction's own doing.
bool IntermediateSearch::operandsRelate(const ir::Instruction& instruction) const {
  bool anyArray = false;
  for (ir::InstructionId operand : instruction.operands) {
    if (!hasArrayValue(operand)) continue;
    anyArray = true;
    const std::optional<Counterpart>& counterpart = related_[operand];
    if (!counterpart || (counterpart->relation.isPartial() && counterpart->relation.combine != PartialCombine::Sum)) return false;
  }
  return anyArray;
}

bool IntermediateSearch::operandsReplicated(const ir::Instruction& instruction) const {
  for (ir::InstructionId operand : instruction.operands)
    if (related_[operand] && (related_[operand]->relation.isPartial() || !related_[operand]->relation.tiling.isReplicated())) return false;
  return true;
}

// May a misfit of this instruction be reported as a divergence?
bool IntermediateSearch::blamable(const ir::Instruction& instruction, Source source) const {
  switch (source) {
    case Source::Paired:
      if (isShapeLocal(instruction.opcode) && !operandsReplicated(instruction)) return false;
      break;
    case Source::Carried:
      // An all-to-all also moves the split to another dimension, which can leave a
      // layout no tiling describes (MoE's expert-major blocks) unless it is modelled.
      if (instruction.opcode == ir::Opcode::AllToAll) return false;
      // A permute of tiles hands each device another device's tile (a ring step), which
      // no iota-ordered tiling describes: which device should hold which is for its
      // consumers to say.
      if ((instruction.opcode == ir::Opcode::CollectivePermute || instruction.opcode == ir::Opcode::CollectivePermuteDone) &&
          !operandsReplicated(instruction))
        return false;
      break;
    case Source::Regrouped:
      break;
    case Source::Layout: case Source::Sliced: case Source::Found:
      return false;
  }
  return operandsRelate(instruction);
}

// The baseline twin: one by congruence (congruent_twins.h) wins over one of the same
// name or op_name (instruction_pairing.h): a generator that adds instructions only the
// distributed program has, under ordinary names, shifts every later name. Ops that move
// data keep their operand's counterpart.
ir::InstructionId IntermediateSearch::twinOf(ir::InstructionId id) {
  const ir::Instruction& instruction = entry_.instructions[id];
  if (carriesOperandCounterpart(instruction.opcode) || instruction.opcode == ir::Opcode::Slice ||
      instruction.opcode == ir::Opcode::DynamicSlice || instruction.opcode == ir::Opcode::Parameter)
    return pairs_[id];
  const ir::InstructionId congruent = congruentTwins_.find(id, [this](ir::InstructionId operand) {
    OperandValue value;
    const std::optional<Counterpart>& source = related_[operand];
    if (!source) return value;
    // A reshape of a baseline value (a route that keeps its order) stands for that value.
    if (source->unverifiable || (source->route && !source->route->keepsOrder())) {
      value.kind = OperandValue::Kind::Opaque;
      return value;
    }
    value.kind = source->source == Source::Found ? OperandValue::Kind::Found : OperandValue::Kind::Related;
    value.baseline = source->route ? source->routeBase : source->baseline;
    return value;
  });
  return congruent >= 0 ? congruent : pairs_[id];
}

std::optional<InstructionCheck> IntermediateSearch::checkInstruction(ir::InstructionId id) {
  const ir::Instruction& instruction = entry_.instructions[id];
  if (!hasArrayValue(id)) return std::nullopt;
  const std::vector<int64_t>& localDims = dist_.values[id][0].dims;
  const std::optional<Counterpart> firstOperand =
      instruction.operands.empty() ? std::nullopt : related_[instruction.operands.front()];

  // The counterpart and the relations the operands suggest.
  Counterpart target;
  std::vector<TileRelation> derived;
  const ir::InstructionId twinId = twinOf(id);
  const bool paired = twinId >= 0 && isArray(base_.values[twinId][0]);
  std::optional<LayoutCounterpart> layout;
  if (isLayoutOp(instruction.opcode) && firstOperand && !firstOperand->unverifiable)
    layout = layoutCounterpart(instruction, *firstOperand->baseline, firstOperand->relation, localDims, setup_.scratch);
  if (paired) {
    target.baseline = &base_.values[twinId][0];
    target.name = std::string(baseEntry_.instructions[twinId].name);
    if (layout && layout->baseline.dims == target.baseline->dims) derived.push_back(layout->relation);
  } else if (layout) {
    derived_.push_back(std::move(layout->baseline));
    target.baseline = &derived_.back();
    target.name = layout->op + " of " + firstOperand->name;
    target.source = Source::Layout;
    derived.push_back(layout->relation);
    extendRoute(id, *firstOperand, target);
  } else if (std::optional<LayoutCounterpart> regrouped = firstOperand && !firstOperand->unverifiable
                 ? allToAllCounterpart(instruction, *firstOperand->baseline, firstOperand->relation, setup_.numDevices, setup_.scratch)
                 : std::nullopt) {
    derived_.push_back(std::move(regrouped->baseline));
    target.baseline = &derived_.back();
    target.name = regrouped->op + " of " + firstOperand->name;
    target.source = Source::Regrouped;
    target.reordersDevices = regrouped->reordersDevices;
    derived.push_back(regrouped->relation);
  } else if (carriesOperandCounterpart(instruction.opcode) && firstOperand) {
    if (isNarrowingConvert(instruction, dist_.values[instruction.operands.front()][0], dist_.values[id][0])) {
      related_[id] = firstOperand;
      return std::nullopt;
    }
    target = *firstOperand;
    target.source = Source::Carried;
    target.unverifiable = false;
    target.reordersDevices = false;
  } else if ((instruction.opcode == ir::Opcode::Slice || instruction.opcode == ir::Opcode::DynamicSlice) && firstOperand) {
    target = *firstOperand;
    target.source = Source::Sliced;
    target.unverifiable = false;
    target.reordersDevices = false;
    clearRoute(target);
  } else {
    return findCounterpart(id);
  }
  for (ir::InstructionId operand : instruction.operands)
    if (related_[operand] && !related_[operand]->unverifiable && related_[operand]->baseline->dims.size() == localDims.size())
      derived.push_back(related_[operand]->relation);
  if (instruction.sharding && !instruction.sharding->isTuple()) derived.push_back(TileRelation{*instruction.sharding, {}, PartialCombine::Sum});

  std::optional<InstructionCheck> check = relate(id, target, derived, !paired);
  // A paired value in another element order than its twin's: compared through the
  // layout bijection its operands' routes give (layout_route.h).
  if (!check && paired) check = relateThroughRoute(id, target);
  if (!check && paired && layout) {
    // The twin has another shape (a reshape that splits differently): relate the
    // value through its layout op instead, so its consumers can still be checked.
    Counterpart through = target;
    derived_.push_back(std::move(layout->baseline));
    through.baseline = &derived_.back();
    through.name = layout->op + " of " + firstOperand->name;
    through.source = Source::Layout;
    extendRoute(id, *firstOperand, through);
    check = relate(id, through, {layout->relation}, false);
  }
  if (!check && paired) check = relate(id, target, derived);
  // Shapes that fit no relation to the twin itself (rows and columns swapped) are
  // compared, and blamed, through the first route they were tried under.
  if (!check && paired && routeTried_) check = relate(id, *routeTried_, routeTriedRelations_);
  if (!check && paired) blameRouteMisfit(id, target, derived);
  if (check || target.source != Source::Sliced || !firstOperand || !firstOperand->relation.isPartial() ||
      firstOperand->relation.combine != PartialCombine::Sum)
    return check;
  // A slice of a partial sum at a per-device offset: each device holds another chunk
  // of its own summand, which no baseline value equals, yet which is known. A
  // collective or a paired op that turns it into something unrelated is blamed.
  related_[id] = *firstOperand;
  related_[id]->name = "chunks of the summands of " + firstOperand->name;
  related_[id]->source = Source::Sliced;
  related_[id]->unverifiable = true;
  return std::nullopt;
}

// The route of a layout op's result: its operand's bijection (or the identity of the
// operand's baseline value) followed by the op. The origin is kept, or set here when
// this step is the one that leaves the baseline's element order.
void IntermediateSearch::extendRoute(ir::InstructionId id, const Counterpart& operand, Counterpart& target) const {
  clearRoute(target);
  if (operand.unverifiable || !operand.baseline) return;
  const verify::LayoutBijection before = operand.route ? *operand.route : verify::LayoutBijection::identity(operand.baseline->dims);
  std::optional<verify::LayoutBijection> after = afterLayoutOp(before, entry_.instructions[id], target.baseline->dims);
  if (!after) return;
  if (after->isIdentity()) {
    // Back in the baseline value's own order and dims: that value itself, so that its
    // consumers find their twin by congruence (twinOf).
    target.baseline = operand.route ? operand.routeBase : operand.baseline;
    target.name = operand.route ? operand.routeBaseName : operand.name;
    target.source = Source::Carried;  // no layout step of a run any more
    return;
  }
  setRoute(target, std::move(*after), operand.route ? operand.routeBase : operand.baseline,
           operand.route ? operand.routeBaseName : operand.name, operand.routeOrigin, id);
}

void IntermediateSearch::clearRoute(Counterpart& target) {
  target.route.reset();
  target.routeBase = nullptr;
  target.routeBaseName.clear();
  target.routeOrigin = -1;
}

// An identity bijection is an ordinary fact again; an order-keeping one (a reshape)
// has no origin to blame.
void IntermediateSearch::setRoute(Counterpart& target, verify::LayoutBijection bijection, const Value* base, std::string baseName,
                                  ir::InstructionId inheritedOrigin, ir::InstructionId here) {
  if (bijection.isIdentity()) return;
  const bool keepsOrder = bijection.keepsOrder();
  target.route = std::make_shared<const verify::LayoutBijection>(std::move(bijection));
  target.routeBase = base;
  target.routeBaseName = std::move(baseName);
  target.routeOrigin = keepsOrder ? -1 : inheritedOrigin >= 0 ? inheritedOrigin : here;
}

// A paired instruction that does not fit its twin directly, compared with L(twin) for
// the bijection L an operand's route gives (a layout op's after the op; read against
// the twin's dims): an elementwise op keeps its operand's route, so an exponential of
// seed 000 §3.1's transposed rows is the baseline's exponential in that row order.
std::optional<InstructionCheck> IntermediateSearch::relateThroughRoute(ir::InstructionId id, const Counterpart& twin) {
  const ir::Instruction& instruction = entry_.instructions[id];
  std::vector<std::string> tried;
  routeTried_.reset();
  routeTriedRelations_.clear();
  if (std::optional<InstructionCheck> check = relateBroadcastThroughRoute(id, twin)) return check;
  if (std::optional<InstructionCheck> check = relateAsReshapeOfTwin(id, twin)) return check;
  // Only elementwise and layout ops carry an operand's route; a dot or reduction
  // consumes it (its result is compared with the twin as it is).
  if (!ir::isElementwise(instruction.opcode) && !isLayoutOp(instruction.opcode)) return std::nullopt;
  for (ir::InstructionId operand : instruction.operands) {
    const std::optional<Counterpart>& source = related_[operand];
    if (!source || source->unverifiable || !source->route) continue;
    std::optional<verify::LayoutBijection> bijection = *source->route;
    if (isLayoutOp(instruction.opcode)) {
      bijection = afterLayoutOp(*bijection, instruction, routeResultDims(*source->route, instruction, twin.baseline->dims));
      if (!bijection) continue;
    }
    bijection = rebased(*bijection, twin.baseline->dims);
    if (!bijection || bijection->isIdentity()) continue;
    const std::string key = bijection->key();
    if (std::find(tried.begin(), tried.end(), key) != tried.end()) continue;
    tried.push_back(key);
    std::optional<Value> value = applyBijection(*bijection, *twin.baseline, setup_.scratch);
    if (!value) continue;
    Counterpart target = twin;
    derived_.push_back(std::move(*value));
    target.baseline = &derived_.back();
    target.name = bijection->toString() + " of " + twin.name;
    const ir::InstructionId inherited = source->routeOrigin;
    setRoute(target, *bijection, twin.baseline, twin.name, inherited, id);
    std::vector<TileRelation> derived;
    if (source->baseline->dims.size() == target.baseline->dims.size()) derived.push_back(source->relation);
    if (std::optional<InstructionCheck> check = relate(id, target, derived, false)) return check;
    if (!routeTried_) routeTried_ = target, routeTriedRelations_ = derived;
  }
  return std::nullopt;
}

// The twin's elements in the same order under other dims (a dot over a flattened batch
// and sequence where the baseline keeps them apart): compared as a reshape of the twin
// when the value is whole on every device (replicated or a partial sum).
std::optional<InstructionCheck> IntermediateSearch::relateAsReshapeOfTwin(ir::InstructionId id, const Counterpart& twin) {
  const std::vector<int64_t>& local = dist_.values[id][0].dims;
  const std::vector<int64_t>& whole = twin.baseline->dims;
  if (local == whole || elementsOf(local) != elementsOf(whole)) return std::nullopt;
  verify::LayoutBijection bijection = verify::LayoutBijection::identity(whole);
  if (!bijection.apply(layout::LayoutOp::reshape(local))) return std::nullopt;
  std::optional<Value> value = applyBijection(bijection, *twin.baseline, setup_.scratch);
  if (!value) return std::nullopt;
  Counterpart target = twin;
  derived_.push_back(std::move(*value));
  target.baseline = &derived_.back();
  target.name = layout::LayoutOp::reshape(local).toString() + " of " + twin.name;
  setRoute(target, bijection, twin.baseline, twin.name, -1, -1);
  return relate(id, target, {}, false);
}

int64_t IntermediateSearch::elementsOf(const std::vector<int64_t>& dims) {
  int64_t n = 1;
  for (int64_t d : dims) n *= d;
  return n;
}

// A broadcast puts its operand's dims where its `dimensions` say; where the twin puts
// them elsewhere (a row maximum broadcast along the other axis of a transposed
// softmax), the result is the twin under the permutation that matches operand dims
// and then the added dims in order. An operand in the baseline's own order only.
std::optional<InstructionCheck> IntermediateSearch::relateBroadcastThroughRoute(ir::InstructionId id, const Counterpart& twin) {
  const ir::Instruction& instruction = entry_.instructions[id];
  const ir::InstructionId twinId = twinOf(id);
  if (instruction.opcode != ir::Opcode::Broadcast || twinId < 0 || instruction.operands.size() != 1) return std::nullopt;
  const std::optional<Counterpart>& operand = related_[instruction.operands.front()];
  if (!operand || operand->unverifiable || operand->route) return std::nullopt;
  std::optional<verify::LayoutBijection> found =
      broadcastBijection(twin.baseline->dims, instruction, baseEntry_.instructions[twinId]);
  if (!found) return std::nullopt;
  const verify::LayoutBijection& bijection = *found;
  std::optional<Value> value = applyBijection(bijection, *twin.baseline, setup_.scratch);
  if (!value) return std::nullopt;
  Counterpart target = twin;
  derived_.push_back(std::move(*value));
  target.baseline = &derived_.back();
  target.name = bijection.toString() + " of " + twin.name;
  setRoute(target, bijection, twin.baseline, twin.name, -1, -1);
  target.routeOrigin = -1;  // the twin's own choice of axes, no step of a route
  return relate(id, target, {}, false);
}

// An instruction only the distributed program has, computed from values that relate
// in no way the checker knows (flash-decoding's rescaling of locally normalised
// softmax terms by exp(local max - global max)), may still equal a baseline value or
// be a partial sum of it; finding which lets its consumers be checked. Only float
// values that are not constant are searched: a mask or a constant equals too much.
std::optional<InstructionCheck> IntermediateSearch::findCounterpart(ir::InstructionId id) {
  const std::vector<const Value*> values = valuesOf(id);
  if (!ir::isFloatingPoint(values[0]->type) || isConstant(values)) return std::nullopt;
  for (std::size_t b = 0; b < baseEntry_.instructions.size() && searchesLeft_ > 0; ++b) {
    const std::vector<Value>& baseValues = base_.values[b];
    if (baseValues.empty() || !isArray(baseValues[0]) || !ir::isFloatingPoint(baseValues[0].type) ||
        !shapesMayRelate(baseValues[0].dims, values[0]->dims))
      continue;
    Counterpart target;
    target.baseline = &baseValues[0];
    target.name = std::string(baseEntry_.instructions[b].name);
    target.source = Source::Found;
    --searchesLeft_;
    if (std::optional<InstructionCheck> check = relate(id, target, {})) return check;
  }
  return std::nullopt;
}

bool IntermediateSearch::isConstant(const std::vector<const Value*>& values) {
  const double first = values[0]->data.empty() ? 0.0 : values[0]->data.front();
  for (const Value* value : values)
    for (double element : value->data)
      if (element != first) return false;
  return true;
}

// Same rank, and every baseline dim a multiple of the per-device one.
bool IntermediateSearch::shapesMayRelate(const std::vector<int64_t>& full, const std::vector<int64_t>& local) {
  if (full.size() != local.size()) return false;
  for (std::size_t d = 0; d < full.size(); ++d)
    if (local[d] <= 0 ? full[d] != local[d] : full[d] % local[d] != 0) return false;
  return true;
}

// The candidates without derived relations depend on the shapes alone; the search
// for a counterpart asks for the same few shapes again and again.
std::vector<TileRelation> IntermediateSearch::candidatesFor(const std::vector<int64_t>& full, const std::vector<int64_t>& local,
                                                            const std::vector<TileRelation>& derived) {
  if (!derived.empty()) return relationCandidates(vocabulary_, full, local, derived);
  auto [it, inserted] = candidateCache_.try_emplace(std::make_pair(full, local));
  if (inserted) it->second = relationCandidates(vocabulary_, full, local, {});
  return it->second;
}

// Compares the instruction with `target` under the candidate relations; the first
// that fits relates it. Otherwise a failing check when the misfit is its own doing.
std::optional<InstructionCheck> IntermediateSearch::relate(ir::InstructionId id, Counterpart target,
                                                           const std::vector<TileRelation>& derived, bool blame) {
  const ir::Instruction& instruction = entry_.instructions[id];
  InstructionCheck check = describeInstruction(setup_.distributed, instruction);
  check.reference = target.name;
  const std::vector<const Value*> values = valuesOf(id);
  const Tolerance tolerance = toleranceFor(values[0]->type);
  const std::vector<TileRelation> candidates = candidatesFor(target.baseline->dims, values[0]->dims, derived);
  for (const TileRelation& relation : candidates) {
    if (!holdsUnderRelation(values, *target.baseline, relation, tolerance, setup_.nan)) continue;
    target.relation = relation;
    target.partialOrigin = !isPartialSum(relation) ? -1 : target.source == Source::Found ? id : partialOriginOf(id);
    related_[id] = target;
    check.relation = relation.toString();
    if (std::optional<std::vector<ErrorStats>> stats = compareUnderRelation(values, *target.baseline, relation, tolerance, setup_.nan)) {
      for (const ErrorStats& s : *stats) check.error.merge(s);
      check.ranks = rankChecks(*stats);
    }
    return check;
  }
  if (!blame || !blamable(instruction, target.source)) return std::nullopt;
  const bool gathersOrScatters = instruction.opcode == ir::Opcode::AllGather || instruction.opcode == ir::Opcode::ReduceScatter;
  std::optional<InstructionCheck> shapeOnly;
  if (target.source == Source::Carried && gathersOrScatters) shapeOnly = check;
  std::optional<InstructionCheck> misfit = misfitCheck(instruction, std::move(check), target, candidates);
  if (!misfit && shapeOnly) return shapeMisfit(std::move(*shapeOnly), target);
  if (!misfit) return std::nullopt;  // no relation fits the shapes: not comparable
  // An elementwise op on routed operands is the frontier itself (blameRouteOrigin).
  if (target.source == Source::Paired && !blameUnreducedPartial(instruction, *misfit) && !dotMeetsTwoRoutes(instruction, *misfit) &&
      !blameRouteOrigin(instruction, *misfit) &&
      !(ir::isElementwise(instruction.opcode) && anyOperandRouted(instruction)))
    blameLayoutOperand(instruction, *misfit);
  return misfit;
}

// An all-gather or reduce-scatter of a related value whose per-device shape no relation
// to that value explains (gathered along another dim than the value is tiled on): the
// collective's own choice of dim, so it is the divergence, with no elements compared.
InstructionCheck IntermediateSearch::shapeMisfit(InstructionCheck check, const Counterpart& target) const {
  check.passed = false;
  check.relation = "no relation fits its shape";
  for (int64_t d = 0; d < setup_.numDevices; ++d) {
    check.ranks.push_back(RankCheck{d, false, ErrorStats{}, false});
    check.failingRanks.push_back(d);
  }
  check.note = "its per-device shape fits no tiling of " + target.name + ", which its operand relates to";
  return check;
}

// The failing check of a value that fits no candidate: reported under the candidate it
// misses least; nullopt when no candidate fits the shapes.
std::optional<InstructionCheck> IntermediateSearch::misfitCheck(const ir::Instruction& instruction, InstructionCheck check,
                                                                const Counterpart& target, const std::vector<TileRelation>& candidates) {
  const std::vector<const Value*> values = valuesOf(static_cast<ir::InstructionId>(&instruction - entry_.instructions.data()));
  const Tolerance tolerance = toleranceFor(values[0]->type);
  std::optional<std::vector<ErrorStats>> best;
  std::string bestRelation;
  int64_t bestMismatches = -1;
  for (const TileRelation& relation : candidates) {
    std::optional<std::vector<ErrorStats>> stats = compareUnderRelation(values, *target.baseline, relation, tolerance, setup_.nan);
    if (!stats) continue;
    int64_t mismatches = 0;
    for (const ErrorStats& s : *stats) mismatches += s.mismatched;
    if (bestMismatches < 0 || mismatches < bestMismatches) {
      best = std::move(stats);
      bestRelation = relation.toString();
      bestMismatches = mismatches;
    }
  }
  if (!best) return std::nullopt;
  check.passed = false;
  check.relation = bestRelation;
  for (int64_t d = 0; d < setup_.numDevices; ++d) {
    check.error.merge((*best)[d]);
    if (!(*best)[d].passed()) check.failingRanks.push_back(d);
  }
  check.ranks = rankChecks(*best);
  check.note = "fits no relation to " + target.name + " although its operands relate";
  return check;
}

void IntermediateSearch::addEvent(const InstructionCheck& check) {
  trace::TraceEvent event;
  event.kind = "instruction-check";
  event.subject = check.instruction;
  event.rule = check.relation;
  event.message = (check.passed ? "matches baseline " : "differs from baseline ") + check.reference + " as " + check.relation;
  event.details = {{"max_abs_err", std::to_string(check.error.maxAbsError)}, {"max_rel_err", std::to_string(check.error.maxRelError)}};
  setup_.trace.add(std::move(event));
}

}  // namespace intermediate

std::vector<InstructionCheck> checkIntermediates(const CheckSetup& setup, const EntryValues& baseline, const EntryValues& distributed,
                                                 const InstructionCheck& rootCheck) {
  return intermediate::IntermediateSearch(setup, baseline, distributed).run(rootCheck);
}

}  // namespace shardscope::numeric
