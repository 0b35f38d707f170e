#include "numeric/declared_replicated.h"

#include <algorithm>

namespace shardscope::numeric {
namespace {

// Ops that move data between devices: past one, ranks may legitimately have disagreed
// (it is the reduction, or the exchange, that decides what each device holds).
bool exchangesBetweenDevices(ir::Opcode opcode) {
  if (ir::isCollective(opcode)) return true;
  switch (opcode) {
    case ir::Opcode::AllGatherDone: case ir::Opcode::AllReduceDone: case ir::Opcode::CollectivePermuteDone:
    case ir::Opcode::Send: case ir::Opcode::SendDone: case ir::Opcode::Recv: case ir::Opcode::RecvDone:
    case ir::Opcode::AsyncStart: case ir::Opcode::AsyncUpdate: case ir::Opcode::AsyncDone:
      return true;
    default:
      return false;
  }
}

// Two devices' values of one array differ beyond the tolerance of its type.
bool arraysDiffer(const Value& value, const Value& reference, NanPolicy nan) {
  if (value.dims != reference.dims) return true;
  const Tolerance tolerance = toleranceFor(reference.type);
  ErrorStats stats;
  for (std::size_t e = 0; e < value.data.size(); ++e) {
    compareElement(value.data[e], reference.data[e], tolerance, nan, static_cast<int64_t>(e), stats);
    if (!stats.passed()) return true;
  }
  return false;
}

bool valuesDiffer(const Value& value, const Value& reference, NanPolicy nan) {
  if (value.isTuple() != reference.isTuple()) return true;
  if (value.isTuple()) {
    if (value.elements.size() != reference.elements.size()) return true;
    for (std::size_t i = 0; i < value.elements.size(); ++i)
      if (valuesDiffer(value.elements[i], reference.elements[i], nan)) return true;
    return false;
  }
  if (value.type == ir::ElementType::Token) return false;
  return arraysDiffer(value, reference, nan);
}

const Value* leafOf(const Value& value, const std::vector<int64_t>& path) {
  const Value* current = &value;
  for (int64_t i : path) {
    if (!current->isTuple() || i < 0 || i >= static_cast<int64_t>(current->elements.size())) return nullptr;
    current = &current->elements[static_cast<std::size_t>(i)];
  }
  return current;
}

struct Leaf {
  std::vector<int64_t> path;
  sharding::HloSharding relation;
};

void leavesOf(const Value& value, const sharding::HloSharding& relation, std::vector<int64_t> path, std::vector<Leaf>& leaves) {
  if (!value.isTuple()) {
    leaves.push_back({std::move(path), relation});
    return;
  }
  for (std::size_t i = 0; i < value.elements.size(); ++i) {
    std::vector<int64_t> child = path;
    child.push_back(static_cast<int64_t>(i));
    const sharding::HloSharding element =
        relation.isTuple() && i < relation.tupleElements().size() ? relation.tupleElements()[i] : relation;
    leavesOf(value.elements[i], element, std::move(child), leaves);
  }
}

// The replicas of a replicated leaf disagree, and their mean (or sum) over all devices
// is the baseline leaf: fills `found` with which, and each device's error.
bool isUnreducedContribution(const std::vector<const Value*>& replicas, const Value& baseline, NanPolicy nan, DeclaredReplicated& found) {
  if (replicas.size() < 2 || baseline.isTuple() || !ir::isArrayType(baseline.type) || !ir::isFloatingPoint(baseline.type)) return false;
  for (const Value* replica : replicas)
    if (replica->isTuple() || replica->dims != baseline.dims) return false;
  bool disagree = false;
  for (std::size_t d = 1; d < replicas.size() && !disagree; ++d) disagree = arraysDiffer(*replicas[d], *replicas[0], nan);
  if (!disagree) return false;
  const Tolerance tolerance = toleranceFor(baseline.type);
  const double devices = static_cast<double>(replicas.size());
  ErrorStats asMean, asSum;
  for (std::size_t e = 0; e < baseline.data.size(); ++e) {
    double sum = 0;
    for (const Value* replica : replicas) sum += replica->data[e];
    compareElement(sum / devices, baseline.data[e], tolerance, nan, static_cast<int64_t>(e), asMean);
    compareElement(sum, baseline.data[e], tolerance, nan, static_cast<int64_t>(e), asSum);
  }
  if (!asMean.passed() && !asSum.passed()) return false;
  found.mean = asMean.passed();
  found.perDevice.clear();
  for (const Value* replica : replicas) {
    ErrorStats stats;
    for (std::size_t e = 0; e < baseline.data.size(); ++e)
      compareElement(replica->data[e], baseline.data[e], tolerance, nan, static_cast<int64_t>(e), stats);
    found.perDevice.push_back(stats);
  }
  return true;
}

}  // namespace

std::optional<DeclaredReplicated> findPerDeviceValueDeclaredReplicated(const DeclaredReplicatedInputs& inputs) {
  const ir::Computation& entry = inputs.entry;
  const std::vector<std::vector<Value>>& values = inputs.distributedValues.values;
  if (entry.root < 0 || inputs.fromCall.size() != entry.instructions.size() || inputs.numDevices < 2) return std::nullopt;
  if (std::none_of(inputs.fromCall.begin(), inputs.fromCall.end(), [](bool called) { return called; })) return std::nullopt;
  if (values.size() != entry.instructions.size() || values[entry.root].size() != static_cast<std::size_t>(inputs.numDevices))
    return std::nullopt;

  // Whether an instruction's devices hold different values, computed once each.
  std::vector<int8_t> differs(entry.instructions.size(), -1);
  auto ranksDisagree = [&](ir::InstructionId id) {
    if (differs[id] < 0) {
      const std::vector<Value>& perDevice = values[id];
      bool any = false;
      for (std::size_t d = 1; d < perDevice.size() && !any; ++d) any = valuesDiffer(perDevice[d], perDevice[0], inputs.nan);
      differs[id] = any ? 1 : 0;
    }
    return differs[id] == 1;
  };
  const std::vector<ir::InstructionId> order = entry.postOrder();
  std::vector<std::size_t> position(entry.instructions.size(), 0);
  for (std::size_t i = 0; i < order.size(); ++i) position[order[i]] = i;

  std::vector<Leaf> leaves;
  leavesOf(inputs.baselineRoot, inputs.output, {}, leaves);
  std::optional<DeclaredReplicated> best;
  for (const Leaf& leaf : leaves) {
    if (leaf.relation.isTuple() || !leaf.relation.isReplicated()) continue;
    const Value* baseline = leafOf(inputs.baselineRoot, leaf.path);
    std::vector<const Value*> replicas;
    for (const Value& value : values[entry.root])
      if (const Value* replica = leafOf(value, leaf.path)) replicas.push_back(replica);
    DeclaredReplicated found;
    found.outputPath = leaf.path;
    if (!baseline || replicas.size() != static_cast<std::size_t>(inputs.numDevices) ||
        !isUnreducedContribution(replicas, *baseline, inputs.nan, found))
      continue;
    // The instruction that computes the leaf: through the ROOT's tuples, as far as they go.
    ir::InstructionId start = entry.root;
    for (int64_t index : leaf.path) {
      const ir::Instruction& instruction = entry.instructions[start];
      if (instruction.opcode != ir::Opcode::Tuple || index >= static_cast<int64_t>(instruction.operands.size())) break;
      start = instruction.operands[static_cast<std::size_t>(index)];
    }
    if (inputs.fromCall[start]) continue;  // the call is the output itself: no step of the caller takes it
    // Back along the operands whose ranks disagree, in the caller only, never past a
    // collective, to the first instruction that takes a called computation's value.
    std::vector<ir::InstructionId> stack{start};
    std::vector<bool> seen(entry.instructions.size(), false);
    seen[start] = true;
    while (!stack.empty()) {
      const ir::InstructionId id = stack.back();
      stack.pop_back();
      const ir::Instruction& instruction = entry.instructions[id];
      if (exchangesBetweenDevices(instruction.opcode)) continue;
      for (ir::InstructionId operand : instruction.operands) {
        if (operand < 0 || !ranksDisagree(operand)) continue;
        if (inputs.fromCall[operand]) {
          if (!best || position[id] < position[best->instruction]) {
            found.instruction = id;
            found.callValue = operand;
            best = found;
          }
          continue;
        }
        if (!seen[operand]) {
          seen[operand] = true;
          stack.push_back(operand);
        }
      }
    }
  }
  return best;
}

std::vector<bool> instructionsFromCalls(const ir::Module& source, const ir::Module& inlined) {
  std::vector<bool> fromCall;
  if (source.entry < 0 || inlined.entry < 0) return fromCall;
  const ir::Computation& original = source.entryComputation();
  for (const ir::Instruction& instruction : inlined.entryComputation().instructions)
    fromCall.push_back(original.find(instruction.name) < 0);
  return fromCall;
}

}  // namespace shardscope::numeric
