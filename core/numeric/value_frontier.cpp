#include "numeric/value_frontier.h"

#include "numeric/needed_device_values.h"

#include <algorithm>

namespace shardscope::numeric {
namespace {

bool isArray(const Value& value) { return !value.isTuple() && value.type != ir::ElementType::Token; }

// Worth matching on its own: a float array that is not one number repeated (a scalar
// is: one random float rarely equals another by accident).
bool isInformative(const std::vector<Value>& values) {
  if (values.empty() || !isArray(values[0]) || !ir::isFloatingPoint(values[0].type)) return false;
  if (values[0].elementCount() <= 1) return true;
  const double first = values[0].data.front();
  for (const Value& value : values)
    for (double element : value.data)
      if (element != first) return true;
  return false;
}

// A reshape or transpose that puts elements in another order (not one that only adds
// or drops unit dims, nor a copy).
bool reordersElements(const ir::Instruction& instruction, const ir::Computation& entry) {
  if (instruction.operands.empty()) return false;
  const std::vector<int64_t>& from = entry.instructions[instruction.operands.front()].shape.dims;
  if (instruction.opcode == ir::Opcode::Reshape) return withoutUnitDims(from) != withoutUnitDims(instruction.shape.dims);
  if (instruction.opcode != ir::Opcode::Transpose) return false;
  const std::vector<int64_t>* perm = instruction.intListAttribute("dimensions");
  if (!perm) return false;
  int64_t last = -1;
  for (int64_t dim : *perm) {
    if (dim < 0 || dim >= static_cast<int64_t>(from.size()) || from[dim] == 1) continue;
    if (dim < last) return true;
    last = dim;
  }
  return false;
}

// Ops that only move or copy data: what they make of matched values holds the right
// elements, arranged as the op says (a stack of K and V, a gathered and reshaped value),
// which only a consumer can judge.
bool movesData(ir::Opcode opcode) {
  switch (opcode) {
    case ir::Opcode::Concatenate: case ir::Opcode::Slice: case ir::Opcode::Reshape: case ir::Opcode::Transpose:
    case ir::Opcode::Copy: case ir::Opcode::Bitcast: case ir::Opcode::Broadcast: case ir::Opcode::Pad:
    case ir::Opcode::AllGather: case ir::Opcode::AllToAll: case ir::Opcode::CollectivePermute:
    case ir::Opcode::CollectivePermuteDone: case ir::Opcode::DynamicSlice: case ir::Opcode::DynamicUpdateSlice:
    case ir::Opcode::Reverse: case ir::Opcode::GetTupleElement:
      return true;
    default:
      return false;
  }
}

// Exact: equals a baseline value under a relation. Elements: holds baseline elements in an
// arrangement no relation describes (reordered, or moved there from matched values).
enum class Match : char { None, Elements, Exact };

bool isReduction(ir::Opcode opcode) {
  return opcode == ir::Opcode::AllReduce || opcode == ir::Opcode::AllReduceStart || opcode == ir::Opcode::AllReduceDone ||
         opcode == ir::Opcode::ReduceScatter;
}

class FrontierSearch {
 public:
  FrontierSearch(const CheckSetup& setup, const EntryValues& baseline, const EntryValues& distributed, ValueMatchLimits limits,
                 SymbolicGuide* guide)
      : setup_(setup), guide_(guide), entry_(setup.distributed.entryComputation()), dist_(distributed),
        matcher_(setup.baseline, setup.distributed, baseline, distributed, setup.numDevices, setup.nan, limits),
        match_(entry_.instructions.size(), Match::None), blamable_(entry_.instructions.size(), 0), found_(entry_.instructions.size()) {}

  std::optional<InstructionCheck> run(const InstructionCheck& rootCheck) {
    const ir::InstructionId root = entry_.root;
    if (root < 0) return std::nullopt;
    // A ROOT that holds a baseline value, only not under the output relation (a partial
    // sum whose reduction is missing), is where the programs part: the values before it
    // were right (asked first: it saves matching the rest). A search cut short leaves
    // values unmatched that may match: no frontier.
    if (isInformative(dist_.values[root]) && matcher_.match(root)) return std::nullopt;
    const std::vector<ir::InstructionId> order = entry_.postOrder();
    matchAll(order);
    if (match_[root] == Match::Exact || matcher_.exhausted()) return std::nullopt;
    // Unmatched values that reach the ROOT may start at several places: a ring's local
    // step and its accumulators are legitimately unmatched, and a bug's values join them
    // on the way. Which start is wrong values cannot say, so only a single one is blamed.
    const std::vector<ir::InstructionId> starts = frontierCandidates(order);
    if (starts.size() > 1) {
      // Unless every start takes its values from one reordering step (the rotary
      // products of wrongly split heads): that step is where they part.
      const ir::InstructionId shared = lastReorderingStep(starts.front(), order);
      bool oneStep = shared >= 0;
      for (ir::InstructionId start : starts) oneStep = oneStep && lastReorderingStep(start, order) == shared;
      if (oneStep) return blameLayout(shared, starts.front(), rootCheck);
      if (std::optional<InstructionCheck> chosen = guided(starts, rootCheck, false)) return chosen;
      return roundingStart(starts, rootCheck);
    }
    const ir::InstructionId frontier = starts.empty() ? -1 : starts.front();
    // A frontier that uses a partial sum as a complete value, the sum having passed a
    // reduction on its way: that reduction left it partial (wrong groups).
    if (frontier >= 0)
      if (const ir::InstructionId reduction = partialReduction(frontier, order); reduction >= 0)
        return blame(reduction, rootCheck,
                     "its result is still a partial sum (" + found_[reduction]->describe(setup_.baseline.entryComputation()) + "), which " +
                         std::string(entry_.instructions[frontier].name) + " uses as a complete value and so matches no baseline value");
    // The frontier (or the ROOT) consumes values that hold the right elements in an
    // unknown order: which layout step put them there is the question.
    const ir::InstructionId consumer = frontier >= 0 ? frontier : root;
    if (const ir::InstructionId layout = lastReorderingStep(consumer, order); layout >= 0) return blameLayout(layout, consumer, rootCheck);
    if (frontier < 0) return permutedBlocks(root, rootCheck);
    // One start, explained by nothing behind it: an integer index or a collective-permute
    // that chose the wrong (true) block shows only at its first float consumer, and the
    // verifier's frontier may name it there.
    if (std::optional<InstructionCheck> behind = guided({frontier}, rootCheck, true)) return behind;
    return blame(frontier, rootCheck, "equals no baseline value under any relation while its operands do" + operandsText(frontier) +
                                          ", and only unmatched values lie between it and the ROOT");
  }

 private:
  void matchAll(const std::vector<ir::InstructionId>& order) {
    std::vector<char> fromInput(entry_.instructions.size(), 0);
    for (ir::InstructionId id : order) {
      setup_.cancel.throwIfCancelled();
      const ir::Instruction& instruction = entry_.instructions[id];
      fromInput[id] = instruction.opcode == ir::Opcode::Parameter ||
                      std::any_of(instruction.operands.begin(), instruction.operands.end(), [&](ir::InstructionId operand) { return fromInput[operand] != 0; });
      if (instruction.opcode == ir::Opcode::Parameter || !fromInput[id]) {
        match_[id] = Match::Exact;
      } else if (isInformative(dist_.values[id])) {
        blamable_[id] = id != entry_.root;
        found_[id] = matcher_.match(id);
        if (found_[id]) {
          match_[id] = Match::Exact;
        } else if (movesData(instruction.opcode) && operandsMatched(instruction)) {
          match_[id] = Match::Elements;
        } else if (const std::optional<ir::InstructionId> elements = matcher_.matchElements(id)) {
          match_[id] = Match::Elements;
          elementsOf_[id] = *elements;
        }
      } else {
        // Too little to match on its own: as good as its operands.
        match_[id] = Match::Exact;
        for (ir::InstructionId operand : instruction.operands) match_[id] = std::min(match_[id], match_[operand]);
      }
    }
  }

  bool operandsMatched(const ir::Instruction& instruction) const {
    return std::all_of(instruction.operands.begin(), instruction.operands.end(),
                       [&](ir::InstructionId operand) { return match_[operand] != Match::None; });
  }

  // The unmatched values whose operands match and from which the ROOT is reached through
  // unmatched values only, in program order.
  std::vector<ir::InstructionId> frontierCandidates(const std::vector<ir::InstructionId>& order) const {
    const std::vector<std::vector<ir::InstructionId>> users = entry_.users();
    std::vector<char> reachesRoot(entry_.instructions.size(), 0);
    reachesRoot[entry_.root] = 1;
    for (auto it = order.rbegin(); it != order.rend(); ++it) {
      const ir::InstructionId id = *it;
      if (id == entry_.root || match_[id] != Match::None) continue;
      reachesRoot[id] = std::any_of(users[id].begin(), users[id].end(), [&](ir::InstructionId user) { return reachesRoot[user] != 0; });
    }
    std::vector<ir::InstructionId> found;
    for (ir::InstructionId id : order)
      if (blamable_[id] && match_[id] == Match::None && reachesRoot[id] && operandsMatched(entry_.instructions[id])) found.push_back(id);
    return found;
  }

  // Behind `consumer`: the values that hold baseline elements in an unknown order (and
  // the ROOT itself when it does), followed back while they do; the reordering layout op
  // among them latest in program order, or -1. A legitimate detour through another order
  // (HSB's (S,B) rows) ends with a step back; a wrong split or transpose is that step.
  ir::InstructionId lastReorderingStep(ir::InstructionId consumer, const std::vector<ir::InstructionId>& order) const {
    std::vector<char> inRun(entry_.instructions.size(), 0);
    std::vector<ir::InstructionId> stack;
    if (match_[consumer] == Match::Elements) stack.push_back(consumer);
    for (ir::InstructionId operand : entry_.instructions[consumer].operands)
      if (match_[operand] == Match::Elements) stack.push_back(operand);
    while (!stack.empty()) {
      const ir::InstructionId id = stack.back();
      stack.pop_back();
      if (inRun[id]) continue;
      inRun[id] = 1;
      for (ir::InstructionId operand : entry_.instructions[id].operands)
        if (match_[operand] == Match::Elements) stack.push_back(operand);
    }
    // The step that rearranges a computed result, not one that only passes on what data
    // movement or a reduction delivered (the transpose after an all-reduce of a wrong split).
    ir::InstructionId last = -1;
    for (auto it = order.rbegin(); it != order.rend(); ++it) {
      const ir::Instruction& instruction = entry_.instructions[*it];
      if (!inRun[*it] || !reordersElements(instruction, entry_)) continue;
      const ir::Opcode from = entry_.instructions[instruction.operands.front()].opcode;
      if (!movesData(from) && !isReduction(from)) return *it;
      if (last < 0) last = *it;
    }
    return last;
  }

  bool isPartialSum(ir::InstructionId id) const {
    return found_[id] && found_[id]->perDevice.empty() && found_[id]->relation.isPartial() && found_[id]->relation.combine == PartialCombine::Sum;
  }

  // The latest reducing collective among the partial sums `consumer` takes, followed back
  // while they stay partial sums; -1 when none.
  ir::InstructionId partialReduction(ir::InstructionId consumer, const std::vector<ir::InstructionId>& order) const {
    std::vector<char> inRun(entry_.instructions.size(), 0);
    std::vector<ir::InstructionId> stack;
    for (ir::InstructionId operand : entry_.instructions[consumer].operands)
      if (isPartialSum(operand)) stack.push_back(operand);
    while (!stack.empty()) {
      const ir::InstructionId id = stack.back();
      stack.pop_back();
      if (inRun[id]) continue;
      inRun[id] = 1;
      for (ir::InstructionId operand : entry_.instructions[id].operands)
        if (isPartialSum(operand)) stack.push_back(operand);
    }
    for (auto it = order.rbegin(); it != order.rend(); ++it) {
      if (inRun[*it] && isReduction(entry_.instructions[*it].opcode)) return *it;
    }
    return -1;
  }

  std::string baselineName(ir::InstructionId id) const {
    return elementsOf_[id] < 0 ? std::string("matched values") : std::string(setup_.baseline.entryComputation().instructions[elementsOf_[id]].name);
  }

  std::string operandsText(ir::InstructionId id) const {
    std::string text;
    for (ir::InstructionId operand : entry_.instructions[id].operands) {
      if (!found_[operand]) continue;
      text += (text.empty() ? "" : ", ") + std::string(entry_.instructions[operand].name) + " is " +
              found_[operand]->describe(setup_.baseline.entryComputation());
    }
    return text.empty() ? text : " (" + text + ")";
  }

  InstructionCheck blameLayout(ir::InstructionId layout, ir::InstructionId consumer, const InstructionCheck& rootCheck) const {
    return blame(layout, rootCheck,
                 "holds the elements of " + baselineName(layout) + " in an order no relation describes, and its values reach " +
                     std::string(entry_.instructions[consumer].name) +
                     " only through such steps: the last reordering before values are combined in an order the baseline does not have");
  }

  InstructionCheck blame(ir::InstructionId id, const InstructionCheck& rootCheck, const std::string& why) const {
    InstructionCheck check = describeInstruction(setup_.distributed, entry_.instructions[id]);
    check.passed = false;
    check.relation = "matches no baseline value";
    check.reference = "no baseline value (searched by value)";
    // Its own value has nothing to be compared with: the errors are the ROOT's.
    check.error = rootCheck.error;
    check.failingRanks = rootCheck.failingRanks;
    check.ranks = rootCheck.ranks;
    check.note = why + "; the ROOT differs from " + rootCheck.reference;
    return check;
  }

  // No start, no reordering step, and the ROOT holds the baseline's elements in an
  // arrangement no relation describes: every unmatched value behind it feeds a matched one
  // (a ring's per-step products, placed by dynamic-update-slices into a value that holds
  // the right elements), so the elements are right and only where they went can be wrong.
  // A collective-permute the verifier's frontier names behind the ROOT chose which block a
  // device holds (a ring sending its blocks the wrong way round): it is blamed.
  std::optional<InstructionCheck> permutedBlocks(ir::InstructionId root, const InstructionCheck& rootCheck) const {
    if (!guide_ || match_[root] != Match::Elements) return std::nullopt;
    const std::optional<GuidedStart> chosen = guide_->permuteBehind(root);
    if (!chosen) return std::nullopt;
    InstructionCheck check =
        blame(chosen->blamed, rootCheck,
              "the ROOT holds the baseline's elements in an arrangement no relation describes, and no value behind it starts a "
              "divergence of its own (every unmatched value feeds a matched one): the elements are right, their places are not; the "
              "symbolic frontier names " + chosen->entry + ", which chose the block a device holds");
    check.relation = "not the baseline block its consumer needs";
    return check;
  }

  // Several starts, the verifier choosing none: one that widens a matched value back
  // from a narrower type (bf16 -> f32) holds exactly that value, which matches only within
  // the narrow type's tolerance. It is unmatched by the rounding alone, so values do say
  // it differs, where the others (a ring's local step, an MoE's local combine weights)
  // may be unmatched in a correct program too: the convert back is where the whole layer
  // sees the rounding (docs/numeric.md). Only a single such start is blamed.
  std::optional<InstructionCheck> roundingStart(const std::vector<ir::InstructionId>& starts, const InstructionCheck& rootCheck) const {
    ir::InstructionId widened = -1;
    for (ir::InstructionId start : starts) {
      const ir::Instruction& instruction = entry_.instructions[start];
      if (instruction.opcode != ir::Opcode::Convert || instruction.operands.size() != 1) continue;
      const ir::InstructionId operand = instruction.operands.front();
      const ir::ElementType from = entry_.instructions[operand].shape.type;
      if (match_[operand] == Match::None || !ir::isFloatingPoint(from) || !isNarrowingConvert(instruction.shape.type, from)) continue;
      if (widened >= 0) return std::nullopt;
      widened = start;
    }
    if (widened < 0) return std::nullopt;
    const ir::InstructionId operand = entry_.instructions[widened].operands.front();
    std::string others;
    for (ir::InstructionId other : starts)
      if (other != widened) others += (others.empty() ? "" : ", ") + std::string(entry_.instructions[other].name);
    return blame(widened, rootCheck,
                 "widens " + std::string(entry_.instructions[operand].name) + ", which matches a baseline value only within " +
                     std::string(ir::elementTypeName(entry_.instructions[operand].shape.type)) +
                     "'s tolerance: its values equal no baseline value for the rounding alone (the other starts of the unmatched values, " +
                     others + ", may be device-local values a correct program has too)");
  }

  // Several starts: the one the verifier's frontier names or neighbours, if any; with
  // `onlyBehind`, only a frontier entry behind the start (symbolic_guide.h).
  std::optional<InstructionCheck> guided(const std::vector<ir::InstructionId>& starts, const InstructionCheck& rootCheck, bool onlyBehind) const {
    if (!guide_) return std::nullopt;
    const std::optional<GuidedStart> chosen = guide_->choose(starts, onlyBehind);
    if (!chosen || (onlyBehind && chosen->blamed == chosen->start)) return std::nullopt;
    const std::string start(entry_.instructions[chosen->start].name);
    std::string others;
    for (ir::InstructionId other : starts)
      if (other != chosen->start) others += (others.empty() ? "" : ", ") + std::string(entry_.instructions[other].name);
    const std::string among = others.empty() ? "" : "; of the starts of the unmatched values (also " + others + "), ";
    const std::string differ = "values differ from " + start + " on (it equals no baseline value under any relation while its operands do" +
                               operandsText(chosen->start) + ")";
    if (chosen->blamed != chosen->start) {
      InstructionCheck check =
          blame(chosen->blamed, rootCheck,
                differ + (among.empty() ? "; " : among) + "the symbolic frontier names " + chosen->entry + ", whose values " + start +
                    " takes through data movement and integer steps only: the block it delivers or indexes is a true baseline block, not the one " +
                    start + " needs");
      check.relation = "not the baseline value its consumer needs";
      return check;
    }
    const std::string named = chosen->how == "names it" ? "the symbolic frontier names it"
                                                        : "the symbolic frontier names " + chosen->entry + ", which " + chosen->how;
    return blame(chosen->start, rootCheck, "values differ from here on (it equals no baseline value under any relation while its operands do" +
                                               operandsText(chosen->start) + ")" + among + named);
  }

  const CheckSetup& setup_;
  SymbolicGuide* guide_;
  const ir::Computation& entry_;
  const EntryValues& dist_;
  ValueMatcher matcher_;
  std::vector<Match> match_;
  std::vector<char> blamable_;
  std::vector<std::optional<ValueMatch>> found_;
  std::vector<ir::InstructionId> elementsOf_ = std::vector<ir::InstructionId>(entry_.instructions.size(), -1);
};

}  // namespace

std::optional<InstructionCheck> findValueFrontier(const CheckSetup& setup, const EntryValues& baseline, const EntryValues& distributed,
                                                  const InstructionCheck& rootCheck, ValueMatchLimits limits, SymbolicGuide* guide) {
  return FrontierSearch(setup, baseline, distributed, limits, guide).run(rootCheck);
}

}  // namespace shardscope::numeric
