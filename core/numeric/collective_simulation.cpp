#include "numeric/collective_simulation.h"

#include "numeric/data_movement_ops.h"
#include "numeric/instruction_attributes.h"
#include "numeric/scalar_reducer.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace shardscope::numeric {
namespace {

using ir::Opcode;

// Where each device sits: its group and its position in that group.
struct GroupMap {
  std::vector<std::vector<int64_t>> groups;
  std::map<int64_t, std::pair<std::size_t, std::size_t>> place;  // device -> (group, position)
};

GroupMap mapGroups(const ir::Instruction& instruction, int64_t numDevices) {
  GroupMap map;
  map.groups = resolveReplicaGroups(instruction, numDevices);
  for (std::size_t g = 0; g < map.groups.size(); ++g)
    for (std::size_t p = 0; p < map.groups[g].size(); ++p) map.place[map.groups[g][p]] = {g, p};
  return map;
}

// Index into `devices` of each device id, so group members can find their operands.
std::map<int64_t, std::size_t> slotsOf(const ir::Instruction& instruction, const std::vector<int64_t>& devices, const GroupMap& groups) {
  std::map<int64_t, std::size_t> slots;
  for (std::size_t k = 0; k < devices.size(); ++k) slots[devices[k]] = k;
  for (int64_t device : devices)
    if (!groups.place.count(device)) failAt(instruction, "device " + std::to_string(device) + " is in no replica group");
  for (int64_t device : devices) {
    const auto& group = groups.groups[groups.place.at(device).first];
    for (int64_t member : group)
      if (!slots.count(member))
        failAt(instruction, "device " + std::to_string(member) + " of a replica group does not reach this collective (control flow differs between ranks)");
  }
  return slots;
}

const ir::Shape& elementShape(const ir::Instruction& instruction, std::size_t i, std::size_t count) {
  if (count == 1 && !instruction.shape.isTuple()) return instruction.shape;
  if (!instruction.shape.isTuple() || i >= instruction.shape.tupleShapes.size()) failAt(instruction, "a collective of several operands returns a tuple");
  return instruction.shape.tupleShapes[i];
}

Value tupleOf(std::vector<Value> elements) {
  Value tuple;
  tuple.type = ir::ElementType::Tuple;
  tuple.elements = std::move(elements);
  return tuple;
}

const Value& arrayAt(const ir::Instruction& instruction, const std::vector<const Value*>& operands, std::size_t i) {
  if (i >= operands.size() || operands[i]->isTuple()) failAt(instruction, "collective operands must be arrays");
  return *operands[i];
}

// XLA CPU's in-process reduction (CollectiveArithmetic::XlaCpu): the accumulator starts
// at the reduction's identity and takes every member in rank order, each step rounded
// to the accumulation type: f32 for bf16 (AllReducePromotion), else the element type;
// the result is rounded back once. std::min / std::max keep the accumulator unless the
// new value compares less / greater, so a NaN member is dropped there.
Value reduceAsXlaCpu(const ir::Instruction& instruction, const std::vector<int64_t>& group, const std::map<int64_t, std::size_t>& slots,
                     const std::vector<std::vector<const Value*>>& operands, std::size_t i, ir::Opcode op, EvalContext& context) {
  const Value& first = arrayAt(instruction, operands[slots.at(group[0])], i);
  const ir::ElementType type = first.type;
  const ir::ElementType accumulation = type == ir::ElementType::BF16 ? ir::ElementType::F32 : type;
  const bool isFloat = ir::isFloatingPoint(type);
  double identity = 0;
  if (op == Opcode::Multiply) identity = 1;
  if (op == Opcode::Minimum) identity = isFloat ? HUGE_VAL : ir::isSignedInteger(type) ? std::ldexp(1.0, ir::elementTypeBits(type) - 1) - 1
                                                                                         : std::ldexp(1.0, ir::elementTypeBits(type)) - 1;
  if (op == Opcode::Maximum) identity = isFloat ? -HUGE_VAL : ir::isSignedInteger(type) ? -std::ldexp(1.0, ir::elementTypeBits(type) - 1) : 0;
  Value sum = first;
  context.budget.admit(sum.dims);
  sum.data.assign(sum.data.size(), identity);
  for (int64_t member : group) {
    const Value& next = arrayAt(instruction, operands[slots.at(member)], i);
    if (next.dims != first.dims) failAt(instruction, "ranks hold operands of different shapes");
    for (std::size_t e = 0; e < sum.data.size(); ++e) {
      double& acc = sum.data[e];
      const double x = next.data[e];
      switch (op) {
        case Opcode::Add: acc = context.round(acc + x, accumulation); break;
        case Opcode::Multiply: acc = context.round(acc * x, accumulation); break;
        case Opcode::Minimum: acc = x < acc ? x : acc; break;
        case Opcode::Maximum: acc = acc < x ? x : acc; break;
        default: failAt(instruction, "not an XLA CPU reduction");
      }
    }
  }
  for (double& value : sum.data) value = context.round(value, type);
  return sum;
}

// The elementwise reduction over a group, in group order, of operand `i`.
Value reduceOverGroup(const ir::Instruction& instruction, const std::vector<int64_t>& group, const std::map<int64_t, std::size_t>& slots,
                      const std::vector<std::vector<const Value*>>& operands, std::size_t i, EvalContext& context) {
  const Value& first = arrayAt(instruction, operands[slots.at(group[0])], i);
  const ScalarReducer reducer(instruction, instruction.calledComputation("to_apply"), first.type, context);
  const ir::Opcode op = reducer.knownOp();
  // XLA CPU recognises these four reductions (MatchReductionComputation); and / or on
  // pred and reducers it cannot match are left to the declared-type model.
  if (context.xlaCpuCollectives && (op == Opcode::Add || op == Opcode::Multiply || op == Opcode::Minimum || op == Opcode::Maximum) &&
      ir::isArrayType(first.type) && first.type != ir::ElementType::Pred)
    return reduceAsXlaCpu(instruction, group, slots, operands, i, op, context);
  Value sum = first;
  context.budget.admit(sum.dims);
  for (std::size_t m = 1; m < group.size(); ++m) {
    const Value& next = arrayAt(instruction, operands[slots.at(group[m])], i);
    if (next.dims != first.dims) failAt(instruction, "ranks hold operands of different shapes");
    for (std::size_t e = 0; e < sum.data.size(); ++e) sum.data[e] = reducer.combine(sum.data[e], next.data[e]);
  }
  return sum;
}

std::size_t operandCount(const ir::Instruction& instruction, const std::vector<std::vector<const Value*>>& operands) {
  const std::size_t count = operands.empty() ? 0 : operands[0].size();
  if (count == 0) failAt(instruction, "a collective needs operands");
  return count;
}

std::vector<Value> allReduce(const ir::Instruction& instruction, const std::vector<int64_t>& devices,
                             const std::vector<std::vector<const Value*>>& operands, const GroupMap& groups,
                             const std::map<int64_t, std::size_t>& slots, EvalContext& context) {
  const std::size_t count = operandCount(instruction, operands);
  std::vector<std::vector<Value>> perDevice(devices.size());
  for (std::size_t i = 0; i < count; ++i) {
    const ir::Shape& shape = elementShape(instruction, i, count);
    std::map<std::size_t, Value> reducedByGroup;
    for (std::size_t k = 0; k < devices.size(); ++k) {
      const std::size_t g = groups.place.at(devices[k]).first;
      if (!reducedByGroup.count(g)) reducedByGroup[g] = reduceOverGroup(instruction, groups.groups[g], slots, operands, i, context);
      Value value = allocateArray(instruction, shape, context);
      if (value.dims != reducedByGroup[g].dims) failAt(instruction, "all-reduce result shape differs from its operand");
      value.data = reducedByGroup[g].data;
      perDevice[k].push_back(std::move(value));
    }
  }
  std::vector<Value> results;
  for (auto& values : perDevice) results.push_back(count == 1 && !instruction.shape.isTuple() ? std::move(values[0]) : tupleOf(std::move(values)));
  return results;
}

std::vector<Value> allGather(const ir::Instruction& instruction, const ir::Shape& resultShape, const std::vector<int64_t>& devices,
                             const std::vector<std::vector<const Value*>>& operands, const GroupMap& groups,
                             const std::map<int64_t, std::size_t>& slots, EvalContext& context) {
  const int64_t axis = requireSingleDimension(instruction, "dimensions");
  std::vector<Value> results;
  for (std::size_t k = 0; k < devices.size(); ++k) {
    const std::vector<int64_t>& group = groups.groups[groups.place.at(devices[k]).first];
    Value result = allocateArray(instruction, resultShape, context);
    const Value& own = arrayAt(instruction, operands[k], 0);
    if (axis < 0 || axis >= own.rank() || result.rank() != own.rank()) failAt(instruction, "all-gather dimension is out of range");
    std::vector<int64_t> expected = own.dims;
    expected[axis] *= static_cast<int64_t>(group.size());
    if (result.dims != expected) failAt(instruction, "all-gather of " + describe(own) + " over " + std::to_string(group.size()) + " devices does not give " + describe(result));
    for (std::size_t m = 0; m < group.size(); ++m) {
      const Value& part = arrayAt(instruction, operands[slots.at(group[m])], 0);
      if (part.dims != own.dims) failAt(instruction, "ranks hold operands of different shapes");
      std::vector<int64_t> at(own.dims.size(), 0);
      at[axis] = static_cast<int64_t>(m) * own.dims[axis];
      copyBox(part, std::vector<int64_t>(own.dims.size(), 0), own.dims, result, at);
    }
    results.push_back(std::move(result));
  }
  return results;
}

std::vector<Value> reduceScatter(const ir::Instruction& instruction, const std::vector<int64_t>& devices,
                                 const std::vector<std::vector<const Value*>>& operands, const GroupMap& groups,
                                 const std::map<int64_t, std::size_t>& slots, EvalContext& context) {
  const int64_t axis = requireSingleDimension(instruction, "dimensions");
  std::map<std::size_t, Value> reducedByGroup;
  std::vector<Value> results;
  for (std::size_t k = 0; k < devices.size(); ++k) {
    const auto [g, position] = groups.place.at(devices[k]);
    if (!reducedByGroup.count(g)) reducedByGroup[g] = reduceOverGroup(instruction, groups.groups[g], slots, operands, 0, context);
    const Value& sum = reducedByGroup[g];
    Value result = allocateResult(instruction, context);
    if (axis < 0 || axis >= sum.rank() || result.rank() != sum.rank()) failAt(instruction, "reduce-scatter dimension is out of range");
    std::vector<int64_t> expected = sum.dims;
    const int64_t size = static_cast<int64_t>(groups.groups[g].size());
    if (expected[axis] % size != 0) failAt(instruction, "reduce-scatter dimension does not divide by the group size");
    expected[axis] /= size;
    if (result.dims != expected) failAt(instruction, "reduce-scatter result " + describe(result) + " is not a 1/" + std::to_string(size) + " block of " + describe(sum));
    std::vector<int64_t> start(sum.dims.size(), 0);
    start[axis] = static_cast<int64_t>(position) * expected[axis];
    copyBox(sum, start, expected, result, std::vector<int64_t>(expected.size(), 0));
    results.push_back(std::move(result));
  }
  return results;
}

std::vector<Value> allToAll(const ir::Instruction& instruction, const std::vector<int64_t>& devices,
                            const std::vector<std::vector<const Value*>>& operands, const GroupMap& groups,
                            const std::map<int64_t, std::size_t>& slots, EvalContext& context) {
  std::vector<Value> results;
  const bool arrayForm = instruction.attribute("dimensions") != nullptr;
  for (std::size_t k = 0; k < devices.size(); ++k) {
    const auto [g, position] = groups.place.at(devices[k]);
    const std::vector<int64_t>& group = groups.groups[g];
    const int64_t size = static_cast<int64_t>(group.size());
    if (arrayForm) {
      // Block `position` of every member's split dimension, in member order.
      const int64_t axis = requireSingleDimension(instruction, "dimensions");
      const Value& own = arrayAt(instruction, operands[k], 0);
      Value result = allocateResult(instruction, context);
      if (axis < 0 || axis >= own.rank() || result.dims != own.dims) failAt(instruction, "all-to-all keeps its operand's shape and needs a valid dimension");
      if (own.dims[axis] % size != 0) failAt(instruction, "all-to-all dimension does not divide by the group size");
      std::vector<int64_t> block = own.dims;
      block[axis] /= size;
      for (int64_t m = 0; m < size; ++m) {
        const Value& source = arrayAt(instruction, operands[slots.at(group[m])], 0);
        if (source.dims != own.dims) failAt(instruction, "ranks hold operands of different shapes");
        std::vector<int64_t> from(block.size(), 0), to(block.size(), 0);
        from[axis] = static_cast<int64_t>(position) * block[axis];
        to[axis] = m * block[axis];
        copyBox(source, from, block, result, to);
      }
      results.push_back(std::move(result));
    } else {
      // Tuple form: operand i goes to member i; element m comes from member m.
      if (static_cast<int64_t>(operands[k].size()) != size) failAt(instruction, "a tuple all-to-all needs one operand per group member");
      std::vector<Value> elements;
      for (int64_t m = 0; m < size; ++m) {
        const Value& source = arrayAt(instruction, operands[slots.at(group[m])], position);
        Value element = allocateArray(instruction, elementShape(instruction, m, size), context);
        if (element.dims != source.dims) failAt(instruction, "all-to-all element shapes differ");
        element.data = source.data;
        elements.push_back(std::move(element));
      }
      results.push_back(tupleOf(std::move(elements)));
    }
  }
  return results;
}

std::vector<Value> collectivePermute(const ir::Instruction& instruction, const ir::Shape& resultShape, const std::vector<int64_t>& devices,
                                     const std::vector<std::vector<const Value*>>& operands, int64_t numDevices, EvalContext& context) {
  const ir::Attribute* attribute = instruction.attribute("source_target_pairs");
  const auto* pairs = attribute ? std::get_if<ir::SourceTargetPairs>(&attribute->value) : nullptr;
  if (!pairs) failAt(instruction, "collective-permute needs source_target_pairs");
  std::map<int64_t, int64_t> sourceOf;
  std::vector<bool> isSource(static_cast<std::size_t>(numDevices), false);
  for (auto [source, target] : pairs->pairs) {
    if (source < 0 || source >= numDevices || target < 0 || target >= numDevices) failAt(instruction, "source_target_pairs name a device out of range");
    if (isSource[source] || sourceOf.count(target)) failAt(instruction, "a device appears twice as source or as target");
    isSource[source] = true;
    sourceOf[target] = source;
  }
  std::map<int64_t, std::size_t> slots;
  for (std::size_t k = 0; k < devices.size(); ++k) slots[devices[k]] = k;
  std::vector<Value> results;
  for (std::size_t k = 0; k < devices.size(); ++k) {
    Value result = allocateArray(instruction, resultShape, context);  // zeros where nothing arrives
    if (auto it = sourceOf.find(devices[k]); it != sourceOf.end()) {
      if (!slots.count(it->second)) failAt(instruction, "device " + std::to_string(it->second) + " does not reach this collective-permute");
      const Value& source = arrayAt(instruction, operands[slots.at(it->second)], 0);
      if (source.dims != result.dims) failAt(instruction, "collective-permute changes the shape");
      result.data = source.data;
    }
    results.push_back(std::move(result));
  }
  return results;
}

// -start forms whose result is a tuple (operand, result, ...): wrap the plain result.
std::vector<Value> wrapStart(const ir::Instruction& instruction, const std::vector<std::vector<const Value*>>& operands,
                             std::vector<Value> plain, EvalContext& context) {
  if (!instruction.shape.isTuple()) return plain;
  for (std::size_t k = 0; k < plain.size(); ++k) {
    std::vector<Value> elements{*operands[k][0], std::move(plain[k])};
    for (std::size_t e = 2; e < instruction.shape.tupleShapes.size(); ++e) elements.push_back(allocateArray(instruction, instruction.shape.tupleShapes[e], context));
    plain[k] = tupleOf(std::move(elements));
  }
  return plain;
}

const ir::Shape& startResultShape(const ir::Instruction& instruction) {
  if (!instruction.shape.isTuple()) return instruction.shape;
  if (instruction.shape.tupleShapes.size() < 2) failAt(instruction, "the -start result tuple needs (operand, result)");
  return instruction.shape.tupleShapes[1];
}

}  // namespace

std::vector<std::vector<int64_t>> resolveReplicaGroups(const ir::Instruction& instruction, int64_t numDevices) {
  std::vector<std::vector<int64_t>> groups;
  const ir::ReplicaGroups* written = instruction.replicaGroups();
  if (!written || written->groups.empty()) {
    groups.emplace_back();
    for (int64_t d = 0; d < numDevices; ++d) groups.back().push_back(d);
    return groups;
  }
  std::vector<bool> seen(static_cast<std::size_t>(numDevices), false);
  for (const auto& group : written->groups) {
    if (group.empty()) failAt(instruction, "an empty replica group");
    for (int64_t device : group) {
      if (device < 0 || device >= numDevices)
        failAt(instruction, "replica group names device " + std::to_string(device) + " of " + std::to_string(numDevices));
      if (seen[device]) failAt(instruction, "device " + std::to_string(device) + " is in two replica groups");
      seen[device] = true;
    }
  }
  return written->groups;
}

bool isSimulatedCollective(Opcode opcode) {
  switch (opcode) {
    case Opcode::AllReduce: case Opcode::AllReduceStart: case Opcode::AllGather: case Opcode::AllGatherStart:
    case Opcode::ReduceScatter: case Opcode::AllToAll: case Opcode::CollectivePermute: case Opcode::CollectivePermuteStart:
      return true;
    default: return false;
  }
}

std::vector<Value> simulateCollective(const ir::Instruction& instruction, const std::vector<int64_t>& devices,
                                      const std::vector<std::vector<const Value*>>& operands, int64_t numDevices,
                                      EvalContext& context) {
  if (operands.size() != devices.size()) failAt(instruction, "one operand list per device is needed");
  for (int64_t device : devices)
    if (device < 0 || device >= numDevices) failAt(instruction, "device " + std::to_string(device) + " is out of range");
  switch (instruction.opcode) {
    case Opcode::CollectivePermute: return collectivePermute(instruction, instruction.shape, devices, operands, numDevices, context);
    case Opcode::CollectivePermuteStart:
      return wrapStart(instruction, operands, collectivePermute(instruction, startResultShape(instruction), devices, operands, numDevices, context), context);
    default: break;
  }
  const GroupMap groups = mapGroups(instruction, numDevices);
  const std::map<int64_t, std::size_t> slots = slotsOf(instruction, devices, groups);
  switch (instruction.opcode) {
    case Opcode::AllReduce: case Opcode::AllReduceStart: return allReduce(instruction, devices, operands, groups, slots, context);
    case Opcode::AllGather: return allGather(instruction, instruction.shape, devices, operands, groups, slots, context);
    case Opcode::AllGatherStart:
      return wrapStart(instruction, operands, allGather(instruction, startResultShape(instruction), devices, operands, groups, slots, context), context);
    case Opcode::ReduceScatter: return reduceScatter(instruction, devices, operands, groups, slots, context);
    case Opcode::AllToAll: return allToAll(instruction, devices, operands, groups, slots, context);
    default: failAt(instruction, std::string(ir::opcodeName(instruction.opcode)) + " is not simulated");
  }
}

}  // namespace shardscope::numeric
