#include "numeric/needed_device_values.h"

#include "numeric/collective_simulation.h"
#include "numeric/interpret_error.h"

#include <algorithm>
#include <map>
#include <set>
#include <tuple>

namespace shardscope::numeric {

bool isNarrowingConvert(ir::ElementType from, ir::ElementType to) {
  const Tolerance before = toleranceFor(from), after = toleranceFor(to);
  return after.rtol > before.rtol || after.atol > before.atol;
}

namespace {

// The walk visits each (instruction, device, needed baseline value) once; this bounds
// it on programs far larger than a pipeline's small twin.
constexpr std::size_t kMaxVisits = 200000;

bool isArray(const Value& value) { return !value.isTuple() && value.type != ir::ElementType::Token; }

const Value kNoValue{ir::ElementType::Token, {}, {}, {}};

std::string percent(std::string_view name) {
  std::string text(1, '%');
  return text.append(name);
}

// One step of the walk: device `device` needed baseline value `needed` from distributed
// instruction `instruction`. `from` is the step that asked (a user of `instruction`, on
// the device it runs on), which a narrowing convert passes its blame to.
struct Step {
  ir::InstructionId instruction = -1;
  int64_t device = 0;
  ir::InstructionId needed = -1;
  int parent = -1;  // index into the walk's steps, -1 for the ROOT
};

struct Loss {
  Step at;
  std::string reason;
};

class NeededValueWalk {
 public:
  explicit NeededValueWalk(const NeededValueInputs& inputs)
      : in_(inputs), entry_(inputs.distributed.entryComputation()), baseEntry_(inputs.baseline.entryComputation()),
        position_(entry_.instructions.size(), 0) {
    const std::vector<ir::InstructionId> order = entry_.postOrder();
    for (std::size_t i = 0; i < order.size(); ++i) position_[order[i]] = static_cast<int64_t>(i);
  }

  std::optional<LostDeviceValue> run(const std::vector<int64_t>& devices) {
    for (int64_t device : devices)
      if (comparable(entry_.root, device, baseEntry_.root)) push(Step{entry_.root, device, baseEntry_.root, -1});
    while (!pending_.empty() && steps_.size() < kMaxVisits) {
      in_.cancel.throwIfCancelled();
      const int index = pending_.back();
      pending_.pop_back();
      visit(index);
    }
    return earliestLoss();
  }

 private:
  // Every entry instruction has a value on every device (ranks run in lockstep); an
  // empty slot (never evaluated) reads as a token, which nothing compares.
  const Value& distributedValue(ir::InstructionId id, int64_t device) const {
    const std::vector<Value>& slots = in_.distributedValues.values[id];
    return device < static_cast<int64_t>(slots.size()) ? slots[device] : kNoValue;
  }
  const Value& baselineValue(ir::InstructionId id) const {
    const std::vector<Value>& slots = in_.baselineValues.values[id];
    return slots.empty() ? kNoValue : slots[0];
  }

  bool comparable(ir::InstructionId id, int64_t device, ir::InstructionId needed) const {
    const Value& value = distributedValue(id, device);
    const Value& expected = baselineValue(needed);
    return isArray(value) && isArray(expected) && value.dims == expected.dims;
  }

  ErrorStats compare(ir::InstructionId id, int64_t device, ir::InstructionId needed) const {
    const Value& value = distributedValue(id, device);
    const Value& expected = baselineValue(needed);
    const Tolerance tolerance = toleranceFor(expected.type);
    ErrorStats stats;
    for (std::size_t e = 0; e < value.data.size(); ++e)
      compareElement(value.data[e], expected.data[e], tolerance, in_.nan, static_cast<int64_t>(e), stats);
    return stats;
  }

  // Does `device` hold baseline value `needed` in instruction `id`? Numerically when the
  // shapes agree; else when the instruction relates to it as a whole (its tile).
  bool holds(ir::InstructionId id, int64_t device, ir::InstructionId needed) {
    const auto key = std::make_tuple(id, device, needed);
    if (auto it = holds_.find(key); it != holds_.end()) return it->second;
    bool result = false;
    if (comparable(id, device, needed)) {
      const Value& value = distributedValue(id, device);
      const Value& expected = baselineValue(needed);
      // The tolerance of the value needed: a bf16 copy does not hold an f32 value.
      const Tolerance tolerance = toleranceFor(expected.type);
      result = true;
      for (std::size_t e = 0; e < value.data.size() && result; ++e) {
        ErrorStats stats;
        compareElement(value.data[e], expected.data[e], tolerance, in_.nan, static_cast<int64_t>(e), stats);
        result = stats.passed();
      }
    } else if (isArray(baselineValue(needed))) {
      result = in_.relatesWhole && in_.relatesWhole(id, baselineValue(needed));
    }
    holds_.emplace(key, result);
    return result;
  }

  void push(Step step) {
    if (!seen_.insert(std::make_tuple(step.instruction, step.device, step.needed)).second) return;
    steps_.push_back(step);
    pending_.push_back(static_cast<int>(steps_.size()) - 1);
  }

  void require(ir::InstructionId operand, int64_t device, ir::InstructionId needed, int parent) {
    if (comparable(operand, device, needed)) push(Step{operand, device, needed, parent});
  }

  void lose(const Step& at, std::string reason) { losses_.push_back(Loss{at, std::move(reason)}); }

  std::string neededText(const Step& step) const {
    return "device " + std::to_string(step.device) + " needs baseline " + percent(baseEntry_.instructions[step.needed].name);
  }

  void visit(int index) {
    const Step step = steps_[index];
    if (holds(step.instruction, step.device, step.needed)) return;
    const ir::Instruction& instruction = entry_.instructions[step.instruction];
    const ir::Instruction& twin = baseEntry_.instructions[step.needed];
    if (instruction.opcode == twin.opcode && instruction.operands.size() == twin.operands.size() && !ir::isCollective(instruction.opcode)) {
      sameOp(step, index, instruction, twin);
      return;
    }
    switch (instruction.opcode) {
      case ir::Opcode::Convert: throughConvert(step, index, instruction); return;
      case ir::Opcode::Select: throughSelect(step, index, instruction); return;
      case ir::Opcode::CollectivePermute: throughPermute(step, index, instruction); return;
      case ir::Opcode::AllReduce: throughAllReduce(step, index, instruction); return;
      default: return;  // an op the baseline lacks that says nothing about where the value came from
    }
  }

  // The baseline's own dataflow: the operands must hold the twin's operands.
  void sameOp(const Step& step, int index, const ir::Instruction& instruction, const ir::Instruction& twin) {
    bool operandsHold = true;
    for (std::size_t i = 0; i < instruction.operands.size(); ++i) {
      const ir::InstructionId operand = instruction.operands[i], neededOperand = twin.operands[i];
      if (!isArray(distributedValue(operand, step.device)) || !isArray(baselineValue(neededOperand))) continue;
      if (holds(operand, step.device, neededOperand)) continue;
      operandsHold = false;
      require(operand, step.device, neededOperand, index);
    }
    if (operandsHold)
      lose(step, neededText(step) + "; its operands hold what the baseline's operands are, yet its " + std::string(ir::opcodeName(instruction.opcode)) +
                     " differs");
  }

  void throughConvert(const Step& step, int index, const ir::Instruction& instruction) {
    if (instruction.operands.size() != 1) return;
    const ir::InstructionId operand = instruction.operands[0];
    if (!holds(operand, step.device, step.needed)) {
      require(operand, step.device, step.needed, index);
      return;
    }
    const ir::ElementType from = distributedValue(operand, step.device).type, to = distributedValue(step.instruction, step.device).type;
    if (!isNarrowingConvert(from, to) || step.parent < 0) {
      lose(step, neededText(step) + ", which its operand holds, but the convert to " + std::string(ir::elementTypeName(to)) + " changes it");
      return;
    }
    const Step& user = steps_[step.parent];
    lose(user, neededText(user) + " but receives it rounded to " + std::string(ir::elementTypeName(to)) + " by " + percent(instruction.name) +
                   " (device " + std::to_string(step.device) + ")");
  }

  // A select whose predicate is all true or all false on this device takes one operand.
  void throughSelect(const Step& step, int index, const ir::Instruction& instruction) {
    if (instruction.operands.size() != 3) return;
    const Value& predicate = distributedValue(instruction.operands[0], step.device);
    if (!isArray(predicate) || predicate.data.empty()) return;
    const bool allTrue = std::all_of(predicate.data.begin(), predicate.data.end(), [](double v) { return v != 0.0; });
    const bool allFalse = std::all_of(predicate.data.begin(), predicate.data.end(), [](double v) { return v == 0.0; });
    if (allTrue == allFalse) return;
    require(instruction.operands[allTrue ? 1 : 2], step.device, step.needed, index);
  }

  void throughPermute(const Step& step, int index, const ir::Instruction& instruction) {
    if (instruction.operands.size() != 1) return;
    const ir::Attribute* attribute = instruction.attribute("source_target_pairs");
    const auto* pairs = attribute ? std::get_if<ir::SourceTargetPairs>(&attribute->value) : nullptr;
    if (!pairs) return;
    std::optional<int64_t> source;
    for (const auto& [from, to] : pairs->pairs)
      if (to == step.device && from >= 0 && from < in_.numDevices) source = from;
    const ir::InstructionId operand = instruction.operands[0];
    for (int64_t holder = 0; holder < in_.numDevices; ++holder) {
      if (holder == source || !holds(operand, holder, step.needed)) continue;
      lose(step, neededText(step) + ", which device " + std::to_string(holder) + " holds before this collective-permute, but receives " +
                     (source ? "device " + std::to_string(*source) + "'s value" : std::string("nothing (zeros)")));
      return;
    }
    if (source) require(operand, *source, step.needed, index);
  }

  // An all-reduce where one member's operand is not zeros gives every member that value.
  void throughAllReduce(const Step& step, int index, const ir::Instruction& instruction) {
    if (instruction.operands.size() != 1) return;
    const ir::InstructionId operand = instruction.operands[0];
    std::vector<std::vector<int64_t>> groups;
    try {
      groups = resolveReplicaGroups(instruction, in_.numDevices);
    } catch (const InterpretError&) {
      return;
    }
    for (const std::vector<int64_t>& group : groups) {
      if (std::find(group.begin(), group.end(), step.device) == group.end()) continue;
      std::optional<int64_t> holder;
      for (int64_t member : group) {
        const Value& value = distributedValue(operand, member);
        if (!isArray(value)) return;
        if (std::all_of(value.data.begin(), value.data.end(), [](double v) { return v == 0.0; })) continue;
        if (holder) return;  // two members contribute: a sum, not a broadcast
        holder = member;
      }
      if (holder && distributedValue(operand, *holder).data == distributedValue(step.instruction, step.device).data)
        require(operand, *holder, step.needed, index);
      return;
    }
  }

  std::optional<LostDeviceValue> earliestLoss() const {
    if (losses_.empty()) return std::nullopt;
    const Loss* first = &losses_.front();
    for (const Loss& loss : losses_)
      if (position_[loss.at.instruction] < position_[first->at.instruction]) first = &loss;
    LostDeviceValue lost;
    lost.instruction = first->at.instruction;
    lost.needed = first->at.needed;
    lost.reason = first->reason;
    lost.perDevice.assign(static_cast<std::size_t>(in_.numDevices), std::nullopt);
    for (const Loss& loss : losses_) {
      if (loss.at.instruction != first->at.instruction || lost.perDevice[loss.at.device]) continue;
      lost.perDevice[loss.at.device] = compare(loss.at.instruction, loss.at.device, loss.at.needed);
    }
    return lost;
  }

  const NeededValueInputs& in_;
  const ir::Computation& entry_;
  const ir::Computation& baseEntry_;
  std::vector<int64_t> position_;  // post-order position of each distributed instruction
  std::vector<Step> steps_;
  std::vector<int> pending_;
  std::set<std::tuple<ir::InstructionId, int64_t, ir::InstructionId>> seen_;
  std::map<std::tuple<ir::InstructionId, int64_t, ir::InstructionId>, bool> holds_;
  std::vector<Loss> losses_;
};

}  // namespace

std::optional<LostDeviceValue> findLostDeviceValue(const NeededValueInputs& inputs, const std::vector<int64_t>& devices) {
  const ir::Computation& entry = inputs.distributed.entryComputation();
  const ir::Computation& baseEntry = inputs.baseline.entryComputation();
  if (entry.root < 0 || baseEntry.root < 0) return std::nullopt;
  for (int64_t device : devices)
    if (device < 0 || device >= inputs.numDevices || device >= static_cast<int64_t>(inputs.distributedValues.values[entry.root].size()))
      return std::nullopt;
  return NeededValueWalk(inputs).run(devices);
}

}  // namespace shardscope::numeric
