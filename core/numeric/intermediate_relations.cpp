#include "numeric/intermediate_relations.h"

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
namespace {

constexpr int64_t kMaxCounterpartSearches = 20000;

// Where an instruction's counterpart comes from, which decides whether a value that
// fits no relation is its own fault.
enum class Source {
  Paired,   // the baseline instruction of the same name or op_name
  Carried,  // a collective or convert that moves or sums its operand's data
  Regrouped,  // an all-to-all whose result is a modelled regrouping of its operand's
  Layout,   // a reshape / transpose only the distributed program has
  Sliced,   // a slice only the distributed program has (a chunk of its operand)
  Found,    // none of these: the baseline value it was found to equal (never blamed)
};

// A distributed value's related baseline value (an entry value of the baseline run,
// or one derived from it by a layout op) and how the per-device values relate to it.
struct Counterpart {
  const Value* baseline = nullptr;
  std::string name;
  TileRelation relation;
  Source source = Source::Paired;
  // Known but not comparable on its own (chunks of the summands of a partial sum):
  // never compared, but an input its consumers must handle correctly.
  bool unverifiable = false;
  // For a partial sum: the instruction that left it unreduced (the last reducing
  // collective on its way, else the op that made it from complete values). Linear ops
  // pass it on; it is blamed when a consumer uses the sum as if it were complete.
  ir::InstructionId partialOrigin = -1;
  bool reordersDevices = false;  // a regrouping against the operand's tile order
  // The layout route (layout_route.h): `baseline` is L(routeBase), L the verifier's layout
  // bijection; null when the value is in its baseline value's own order.
  std::shared_ptr<const verify::LayoutBijection> route;
  const Value* routeBase = nullptr;
  std::string routeBaseName;
  // The step where the route left the baseline's element order (a transpose, a reshape
  // that splits in another order): blamed when a consumer finds the order wrong.
  ir::InstructionId routeOrigin = -1;
};

// Ops that move or sum data without changing what it means: their result relates to
// their operand's counterpart.
bool carriesOperandCounterpart(ir::Opcode opcode) {
  switch (opcode) {
    case ir::Opcode::AllReduce: case ir::Opcode::AllReduceStart: case ir::Opcode::AllReduceDone:
    case ir::Opcode::AllGather: case ir::Opcode::ReduceScatter: case ir::Opcode::AllToAll:
    case ir::Opcode::CollectivePermute: case ir::Opcode::CollectivePermuteDone:
    case ir::Opcode::Convert:
      return true;
    default:
      return false;
  }
}

bool isLayoutOp(ir::Opcode opcode) {
  return opcode == ir::Opcode::Reshape || opcode == ir::Opcode::Transpose || opcode == ir::Opcode::Bitcast || opcode == ir::Opcode::Copy;
}

// Ops whose meaning depends on the per-device shape (static offsets, sizes, local
// indices): on a tile they legitimately compute something else than on the whole value
// (a pipeline stage slicing "its" layer), so their misfit is not blamed.
bool isShapeLocal(ir::Opcode opcode) {
  switch (opcode) {
    case ir::Opcode::Slice: case ir::Opcode::DynamicSlice: case ir::Opcode::DynamicUpdateSlice: case ir::Opcode::Pad:
    case ir::Opcode::Concatenate: case ir::Opcode::Reverse: case ir::Opcode::Gather: case ir::Opcode::Scatter:
    case ir::Opcode::Iota:
      return true;
    default:
      return false;
  }
}

bool isArray(const Value& value) { return !value.isTuple() && value.type != ir::ElementType::Token; }

bool isPartialSum(const TileRelation& relation) { return relation.isPartial() && relation.combine == PartialCombine::Sum; }

bool isReducingCollective(ir::Opcode opcode) {
  return opcode == ir::Opcode::AllReduce || opcode == ir::Opcode::AllReduceStart || opcode == ir::Opcode::AllReduceDone ||
         opcode == ir::Opcode::ReduceScatter;
}

// A convert to a type with a looser tolerance only rounds; whether that rounding is
// acceptable is the computation layer's question, and the collective done in the
// narrow type (or the convert back) is where the whole layer sees it.
bool isNarrowingConvert(const ir::Instruction& instruction, const Value& operand, const Value& result) {
  return instruction.opcode == ir::Opcode::Convert && numeric::isNarrowingConvert(operand.type, result.type);
}

std::vector<RankCheck> rankChecks(const std::vector<ErrorStats>& perDevice) {
  std::vector<RankCheck> ranks;
  for (std::size_t d = 0; d < perDevice.size(); ++d) ranks.push_back(RankCheck{static_cast<int64_t>(d), perDevice[d].passed(), perDevice[d], true});
  return ranks;
}

class IntermediateSearch {
 public:
  IntermediateSearch(const CheckSetup& setup, const EntryValues& baseline, const EntryValues& distributed)
      : setup_(setup), base_(baseline), dist_(distributed), entry_(setup.distributed.entryComputation()),
        baseEntry_(setup.baseline.entryComputation()), pairs_(pairEntryInstructions(setup.baseline, setup.distributed)),
        vocabulary_(relationVocabulary(setup.distributed, setup.numDevices)), related_(entry_.instructions.size()),
        checkIndex_(entry_.instructions.size(), -1), congruentTwins_(entry_, baseEntry_, baseline) {}

  std::vector<InstructionCheck> run(const InstructionCheck& rootCheck) {
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
    // was comparable: the values each device needed are followed back instead.
    if (!rootCheck.passed && entry_.root >= 0) {
      const ir::Instruction& root = entry_.instructions[entry_.root];
      if (operandsRelate(root)) {
        if (!blameUnreducedPartial(root, rootCheck, true)) blameRouteOrigin(root, rootCheck, true);
      } else if (!anyCheckFailed() && !blameRouteBehind(root, rootCheck)) {
        blameLostDeviceValue(root, rootCheck);
      }
    }
    for (const InstructionCheck& check : checks_) addEvent(check);
    return std::move(checks_);
  }

 private:
  std::vector<const Value*> valuesOf(ir::InstructionId id) const {
    std::vector<const Value*> values;
    for (const Value& value : dist_.values[id]) values.push_back(&value);
    return values;
  }

  bool hasArrayValue(ir::InstructionId id) const { return !dist_.values[id].empty() && isArray(dist_.values[id][0]); }

  // Every array operand relates completely or as a partial sum (and there is one): only
  // then is a value that fits nothing this instruction's own doing.
  bool operandsRelate(const ir::Instruction& instruction) const {
    bool anyArray = false;
    for (ir::InstructionId operand : instruction.operands) {
      if (!hasArrayValue(operand)) continue;
      anyArray = true;
      const std::optional<Counterpart>& counterpart = related_[operand];
      if (!counterpart || (counterpart->relation.isPartial() && counterpart->relation.combine != PartialCombine::Sum)) return false;
    }
    return anyArray;
  }

  bool operandsReplicated(const ir::Instruction& instruction) const {
    for (ir::InstructionId operand : instruction.operands)
      if (related_[operand] && (related_[operand]->relation.isPartial() || !related_[operand]->relation.tiling.isReplicated())) return false;
    return true;
  }

  // May a misfit of this instruction be reported as a divergence?
  bool blamable(const ir::Instruction& instruction, Source source) const {
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
  ir::InstructionId twinOf(ir::InstructionId id) {
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

  std::optional<InstructionCheck> checkInstruction(ir::InstructionId id) {
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
  void extendRoute(ir::InstructionId id, const Counterpart& operand, Counterpart& target) const {
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

  static void clearRoute(Counterpart& target) {
    target.route.reset();
    target.routeBase = nullptr;
    target.routeBaseName.clear();
    target.routeOrigin = -1;
  }

  // An identity bijection is an ordinary fact again; an order-keeping one (a reshape)
  // has no origin to blame.
  static void setRoute(Counterpart& target, verify::LayoutBijection bijection, const Value* base, std::string baseName,
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
  std::optional<InstructionCheck> relateThroughRoute(ir::InstructionId id, const Counterpart& twin) {
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
  std::optional<InstructionCheck> relateAsReshapeOfTwin(ir::InstructionId id, const Counterpart& twin) {
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

  static int64_t elementsOf(const std::vector<int64_t>& dims) {
    int64_t n = 1;
    for (int64_t d : dims) n *= d;
    return n;
  }

  // A broadcast puts its operand's dims where its `dimensions` say; where the twin puts
  // them elsewhere (a row maximum broadcast along the other axis of a transposed
  // softmax), the result is the twin under the permutation that matches operand dims
  // and then the added dims in order. An operand in the baseline's own order only.
  std::optional<InstructionCheck> relateBroadcastThroughRoute(ir::InstructionId id, const Counterpart& twin) {
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

  // An elementwise consumer carries its operands' routes, so it is the frontier itself
  // (seed 000 §4.2, Figure 10: operands in different layouts, or a wrong op on operands
  // in one layout) unless one operand took a route that every other kept out of: then
  // that route is what its consumer does not expect. `root`: the ROOT, compared under the
  // output relation, which has no route: one that reaches it was never undone.
  bool blameRouteOrigin(const ir::Instruction& consumer, const InstructionCheck& consumerCheck, bool root = false) {
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
  bool dotMeetsTwoRoutes(const ir::Instruction& dot, InstructionCheck& check) const {
    if (dot.opcode != ir::Opcode::Dot) return false;
    std::vector<RouteOfOperand> routes;
    for (ir::InstructionId operand : dot.operands)
      if (hasArrayValue(operand) && related_[operand] && related_[operand]->route)
        routes.push_back({related_[operand]->route.get(), related_[operand]->routeBaseName});
    if (routes.size() < 2) return false;
    check.note = routesMetNote(routes, check.reference);
    return true;
  }

  bool anyOperandRouted(const ir::Instruction& consumer) const {
    for (ir::InstructionId operand : consumer.operands)
      if (related_[operand] && related_[operand]->route) return true;
    return false;
  }

  // A broadcast scalar or a one-element value has every layout.
  bool isScalarLike(ir::InstructionId id) const {
    int64_t elements = 1;
    for (int64_t dim : dist_.values[id][0].dims) elements *= dim;
    return elements == 1 ||
           (entry_.instructions[id].opcode == ir::Opcode::Broadcast && entry_.instructions[entry_.instructions[id].operands.front()].shape.rank() == 0);
  }

  void markRouteOrigin(ir::InstructionId origin, const Counterpart& routed, const InstructionCheck& consumerCheck) {
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
  bool blameRouteBehind(const ir::Instruction& root, const InstructionCheck& rootCheck) {
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

  // An instruction only the distributed program has, computed from values that relate
  // in no way the checker knows (flash-decoding's rescaling of locally normalised
  // softmax terms by exp(local max - global max)), may still equal a baseline value or
  // be a partial sum of it; finding which lets its consumers be checked. Only float
  // values that are not constant are searched: a mask or a constant equals too much.
  std::optional<InstructionCheck> findCounterpart(ir::InstructionId id) {
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

  static bool isConstant(const std::vector<const Value*>& values) {
    const double first = values[0]->data.empty() ? 0.0 : values[0]->data.front();
    for (const Value* value : values)
      for (double element : value->data)
        if (element != first) return false;
    return true;
  }

  // Same rank, and every baseline dim a multiple of the per-device one.
  static bool shapesMayRelate(const std::vector<int64_t>& full, const std::vector<int64_t>& local) {
    if (full.size() != local.size()) return false;
    for (std::size_t d = 0; d < full.size(); ++d)
      if (local[d] <= 0 ? full[d] != local[d] : full[d] % local[d] != 0) return false;
    return true;
  }

  // The candidates without derived relations depend on the shapes alone; the search
  // for a counterpart asks for the same few shapes again and again.
  std::vector<TileRelation> candidatesFor(const std::vector<int64_t>& full, const std::vector<int64_t>& local, const std::vector<TileRelation>& derived) {
    if (!derived.empty()) return relationCandidates(vocabulary_, full, local, derived);
    auto [it, inserted] = candidateCache_.try_emplace(std::make_pair(full, local));
    if (inserted) it->second = relationCandidates(vocabulary_, full, local, {});
    return it->second;
  }

  // Compares the instruction with `target` under the candidate relations; the first
  // that fits relates it. Otherwise a failing check when the misfit is its own doing.
  std::optional<InstructionCheck> relate(ir::InstructionId id, Counterpart target, const std::vector<TileRelation>& derived, bool blame = true) {
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
  InstructionCheck shapeMisfit(InstructionCheck check, const Counterpart& target) const {
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
  std::optional<InstructionCheck> misfitCheck(const ir::Instruction& instruction, InstructionCheck check, const Counterpart& target,
                                              const std::vector<TileRelation>& candidates) {
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

  // A paired op that fits nothing and may not be blamed itself (a concatenate or slice of
  // tiles), one operand on a route every other operand kept out of: the op meets
  // elements in an order its twin does not, so the route's origin is reported, with the
  // op's misfit as its error.
  void blameRouteMisfit(ir::InstructionId id, const Counterpart& target, const std::vector<TileRelation>& derived) {
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
  ir::InstructionId partialOriginOf(ir::InstructionId id) const {
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
  std::optional<ir::InstructionId> unreducedOperand(const ir::Instruction& consumer) const {
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
  bool blameUnreducedPartial(const ir::Instruction& consumer, const InstructionCheck& consumerCheck, bool root = false) {
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

  bool inLayoutRun(ir::InstructionId id) const {
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
  void blameLayoutOperand(const ir::Instruction& consumer, const InstructionCheck& consumerCheck) {
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
  bool runReachesLayoutOp(ir::InstructionId id) const {
    for (ir::InstructionId current = id; inLayoutRun(current);) {
      if (related_[current]->source == Source::Layout) return true;
      const std::vector<ir::InstructionId>& operands = entry_.instructions[current].operands;
      if (operands.empty()) return false;
      current = operands.front();
    }
    return false;
  }

  bool anyCheckFailed() const {
    return std::any_of(checks_.begin(), checks_.end(), [](const InstructionCheck& check) { return !check.passed; });
  }

  // The ROOT differs under a replicated output relation, and its operands hold values
  // no relation describes: every device needed the whole baseline result, so the walk
  // of needed_device_values.h follows what each device needed back to where it was
  // lost, which is reported with that device's error against the value it needed.
  void blameLostDeviceValue(const ir::Instruction& root, const InstructionCheck& rootCheck) {
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
    // Keep the checks in program order, so the first failing one is the first divergence.
    const std::vector<ir::InstructionId> order = entry_.postOrder();
    std::vector<int64_t> position(entry_.instructions.size(), 0);
    for (std::size_t i = 0; i < order.size(); ++i) position[order[i]] = static_cast<int64_t>(i);
    if (checkIndex_[lost->instruction] >= 0) {
      checks_[checkIndex_[lost->instruction]] = std::move(check);
      return;
    }
    std::size_t at = 0;
    while (at < checkIds_.size() && position[checkIds_[at]] < position[lost->instruction]) ++at;
    checks_.insert(checks_.begin() + static_cast<std::ptrdiff_t>(at), std::move(check));
    checkIds_.insert(checkIds_.begin() + static_cast<std::ptrdiff_t>(at), lost->instruction);
    for (std::size_t k = at; k < checkIds_.size(); ++k) checkIndex_[checkIds_[k]] = static_cast<int64_t>(k);
  }

  void addEvent(const InstructionCheck& check) {
    trace::TraceEvent event;
    event.kind = "instruction-check";
    event.subject = check.instruction;
    event.rule = check.relation;
    event.message = (check.passed ? "matches baseline " : "differs from baseline ") + check.reference + " as " + check.relation;
    event.details = {{"max_abs_err", std::to_string(check.error.maxAbsError)}, {"max_rel_err", std::to_string(check.error.maxRelError)}};
    setup_.trace.add(std::move(event));
  }

  const CheckSetup& setup_;
  const EntryValues& base_;
  const EntryValues& dist_;
  const ir::Computation& entry_;
  const ir::Computation& baseEntry_;
  const std::vector<ir::InstructionId> pairs_;
  const RelationVocabulary vocabulary_;
  std::vector<std::optional<Counterpart>> related_;
  std::vector<int64_t> checkIndex_;  // position of each instruction's check in checks_, or -1
  std::vector<InstructionCheck> checks_;
  std::vector<ir::InstructionId> checkIds_;  // the instruction of each check in checks_
  std::deque<Value> derived_;  // layout counterparts; a deque keeps their addresses
  std::map<std::pair<std::vector<int64_t>, std::vector<int64_t>>, std::vector<TileRelation>> candidateCache_;
  CongruentTwins congruentTwins_;
  // The first route a paired instruction was compared under (relateThroughRoute).
  std::optional<Counterpart> routeTried_;
  std::vector<TileRelation> routeTriedRelations_;
  // Baseline values the counterpart search may still try in this run: it is quadratic
  // in the program size, and a large program with many unrelated values must not stall.
  int64_t searchesLeft_ = kMaxCounterpartSearches;
};

}  // namespace

std::vector<InstructionCheck> checkIntermediates(const CheckSetup& setup, const EntryValues& baseline, const EntryValues& distributed,
                                                 const InstructionCheck& rootCheck) {
  return IntermediateSearch(setup, baseline, distributed).run(rootCheck);
}

}  // namespace shardscope::numeric
