#include "numeric/interpreter.h"

#include "ir/literal.h"
#include "numeric/collective_simulation.h"
#include "numeric/data_movement_ops.h"
#include "numeric/dot_op.h"
#include "numeric/elementwise_ops.h"
#include "numeric/eval_context.h"
#include "numeric/gather_scatter_ops.h"
#include "numeric/instruction_attributes.h"
#include "numeric/interpret_error.h"
#include "numeric/reduce_op.h"
#include "numeric/reduce_window_op.h"
#include "numeric/topk_op.h"

#include <map>

namespace shardscope::numeric {
namespace {

using ir::Opcode;

Value tupleOf(std::vector<Value> elements) {
  Value tuple;
  tuple.type = ir::ElementType::Tuple;
  tuple.elements = std::move(elements);
  return tuple;
}

// Whether a value fits a declared shape (parameters and call arguments are checked).
bool fits(const Value& value, const ir::Shape& shape) {
  if (shape.isTuple()) {
    if (!value.isTuple() || value.elements.size() != shape.tupleShapes.size()) return false;
    for (std::size_t i = 0; i < value.elements.size(); ++i)
      if (!fits(value.elements[i], shape.tupleShapes[i])) return false;
    return true;
  }
  if (shape.type == ir::ElementType::Token) return value.type == ir::ElementType::Token;
  return !value.isTuple() && value.type == shape.type && value.dims == shape.dims;
}

const Value& tupleElement(const ir::Instruction& instruction, const Value& tuple, int64_t index) {
  if (!tuple.isTuple() || index < 0 || index >= static_cast<int64_t>(tuple.elements.size()))
    failAt(instruction, "tuple index " + std::to_string(index) + " is out of range of " + describe(tuple));
  return tuple.elements[index];
}

}  // namespace

Interpreter::Interpreter(const ir::Module& module, InterpreterOptions options, ElementBudget& budget, CancellationToken cancel)
    : module_(module), options_(options), budget_(budget), cancel_(std::move(cancel)) {}

EntryValues Interpreter::run(const std::vector<int64_t>& devices, const std::vector<std::vector<Value>>& arguments) {
  if (module_.entry < 0 || module_.entry >= static_cast<ir::ComputationId>(module_.computations.size()))
    throw InterpretError("the module has no entry computation");
  EntryValues entry;
  entry.devices = devices;
  try {
    evalComputation(module_.entry, devices, arguments, 0, &entry.values);
  } catch (InterpretError& error) {
    if (!error.module) error.module = &module_;
    throw;
  }
  return entry;
}

Value Interpreter::call(ir::ComputationId computation, int64_t device, std::vector<Value> arguments) {
  return evalComputation(computation, {device}, {std::move(arguments)}, 1, nullptr).front();
}

Value Interpreter::evaluateInstruction(const ir::Computation& computation, const ir::Instruction& instruction, int64_t device,
                                       const std::vector<Value>& operands) {
  if (instruction.opcode == Opcode::Parameter) failAt(instruction, "parameters take their value from the arguments");
  std::vector<std::vector<const Value*>> pointers(1);
  for (const Value& operand : operands) pointers[0].push_back(&operand);
  try {
    return std::move(evalInstruction(computation, instruction, {device}, pointers, {}, 0).front());
  } catch (InterpretError& error) {
    if (!error.module) error.module = &module_;
    throw;
  }
}

std::vector<Value> Interpreter::evalComputation(ir::ComputationId id, const std::vector<int64_t>& devices,
                                                const std::vector<std::vector<Value>>& arguments, int depth,
                                                std::vector<std::vector<Value>>* keepValues) {
  if (id < 0 || id >= static_cast<ir::ComputationId>(module_.computations.size())) throw InterpretError("call of a missing computation");
  const ir::Computation& computation = module_.computations[id];
  if (depth > options_.maxCallDepth) throw InterpretError("computations nest deeper than " + std::to_string(options_.maxCallDepth));
  if (computation.root < 0 || computation.root >= static_cast<ir::InstructionId>(computation.instructions.size()))
    throw InterpretError("computation '" + std::string(computation.name) + "' has no ROOT");
  std::vector<ir::InstructionId> order;
  try {
    order = computation.postOrder();
  } catch (const std::runtime_error& error) {
    throw InterpretError(error.what());
  }
  const std::vector<ir::InstructionId> parameters = computation.parameters();
  for (const auto& perDevice : arguments)
    if (perDevice.size() != parameters.size())
      throw InterpretError("computation '" + std::string(computation.name) + "' takes " + std::to_string(parameters.size()) +
                           " parameters, given " + std::to_string(perDevice.size()));
  std::vector<std::vector<Value>> local;
  std::vector<std::vector<Value>>& values = keepValues ? *keepValues : local;
  values.assign(computation.instructions.size(), {});
  for (ir::InstructionId id : order) {
    cancel_.throwIfCancelled();
    const ir::Instruction& instruction = computation.instructions[id];
    std::vector<std::vector<const Value*>> operands(devices.size());
    for (std::size_t slot = 0; slot < devices.size(); ++slot)
      for (ir::InstructionId operand : instruction.operands) {
        if (operand < 0 || operand >= static_cast<ir::InstructionId>(values.size()) || values[operand].size() != devices.size())
          failAt(instruction, "an operand was not evaluated");
        operands[slot].push_back(&values[operand][slot]);
      }
    values[id] = evalInstruction(computation, instruction, devices, operands, arguments, depth);
  }
  return values[computation.root];
}

std::vector<Value> Interpreter::evalInstruction(const ir::Computation& computation, const ir::Instruction& instruction,
                                                const std::vector<int64_t>& devices, const std::vector<std::vector<const Value*>>& operands,
                                                const std::vector<std::vector<Value>>& arguments, int depth) {
  std::vector<Value> results;
  try {
    switch (instruction.opcode) {
      case Opcode::Parameter: {
        const std::vector<ir::InstructionId> parameters = computation.parameters();
        if (instruction.parameterNumber < 0 || instruction.parameterNumber >= static_cast<int64_t>(parameters.size()))
          failAt(instruction, "parameter number out of range");
        for (std::size_t slot = 0; slot < devices.size(); ++slot) {
          const Value& argument = arguments[slot][instruction.parameterNumber];
          if (!fits(argument, instruction.shape))
            failAt(instruction, "argument " + describe(argument) + " does not fit parameter shape " + instruction.shape.toString(false));
          results.push_back(argument);
        }
        return results;
      }
      case Opcode::Call: case Opcode::Fusion: {
        const ir::ComputationId called = instruction.calledComputation(instruction.opcode == Opcode::Call ? "to_apply" : "calls");
        std::vector<std::vector<Value>> callArguments(devices.size());
        for (std::size_t slot = 0; slot < devices.size(); ++slot)
          for (const Value* operand : operands[slot]) callArguments[slot].push_back(*operand);
        return evalComputation(called, devices, callArguments, depth + 1, nullptr);
      }
      case Opcode::While: return evalWhile(instruction, devices, operands, depth);
      case Opcode::Conditional: return evalConditional(instruction, devices, operands, depth);
      default: break;
    }
    if (isSimulatedCollective(instruction.opcode)) return evalCollective(instruction, devices, operands);
    for (std::size_t slot = 0; slot < devices.size(); ++slot) results.push_back(evalLocal(instruction, devices[slot], operands[slot]));
    return results;
  } catch (InterpretError& error) {
    // Errors from nested computations keep their own position; others get this one.
    if (error.instruction.empty()) {
      error.instruction = std::string(instruction.name);
      error.fileOffset = instruction.fileOffset;
    }
    throw;
  }
}

std::vector<Value> Interpreter::evalCollective(const ir::Instruction& instruction, const std::vector<int64_t>& devices,
                                               const std::vector<std::vector<const Value*>>& operands) {
  EvalContext context{module_, budget_, options_.emulateTypes, {}};
  context.callComputation = [&](ir::ComputationId id, std::vector<Value> arguments) {
    return evalComputation(id, {0}, {std::move(arguments)}, 1, nullptr).front();
  };
  context.xlaCpuCollectives = options_.emulateTypes && options_.collectiveArithmetic == CollectiveArithmetic::XlaCpu;
  if (options_.communication == CommunicationMode::Simulate)
    return simulateCollective(instruction, devices, operands, options_.numDevices, context);
  // Mirror: every device runs the collective in a world where all devices hold its operand.
  std::vector<int64_t> everyone;
  for (int64_t d = 0; d < options_.numDevices; ++d) everyone.push_back(d);
  std::vector<Value> results;
  for (std::size_t slot = 0; slot < devices.size(); ++slot) {
    const std::vector<std::vector<const Value*>> mirrored(everyone.size(), operands[slot]);
    std::vector<Value> all = simulateCollective(instruction, everyone, mirrored, options_.numDevices, context);
    results.push_back(std::move(all[devices[slot]]));
  }
  return results;
}

std::vector<Value> Interpreter::evalWhile(const ir::Instruction& instruction, const std::vector<int64_t>& devices,
                                          const std::vector<std::vector<const Value*>>& operands, int depth) {
  const ir::ComputationId condition = instruction.calledComputation("condition");
  const ir::ComputationId body = instruction.calledComputation("body");
  if (condition < 0 || body < 0) failAt(instruction, "while needs condition and body");
  std::vector<Value> state;
  for (const auto& perDevice : operands) {
    if (perDevice.size() != 1) failAt(instruction, "while takes one operand");
    state.push_back(*perDevice[0]);
  }
  std::vector<std::size_t> active(devices.size());
  for (std::size_t i = 0; i < active.size(); ++i) active[i] = i;
  for (int64_t iteration = 0; !active.empty(); ++iteration) {
    if (iteration >= options_.maxWhileIterations)
      failAt(instruction, "while ran more than " + std::to_string(options_.maxWhileIterations) + " iterations");
    std::vector<int64_t> activeDevices;
    std::vector<std::vector<Value>> arguments;
    for (std::size_t i : active) {
      activeDevices.push_back(devices[i]);
      arguments.push_back({state[i]});
    }
    const std::vector<Value> go = evalComputation(condition, activeDevices, arguments, depth + 1, nullptr);
    std::vector<std::size_t> continuing;
    std::vector<int64_t> continuingDevices;
    std::vector<std::vector<Value>> bodyArguments;
    for (std::size_t k = 0; k < active.size(); ++k) {
      if (go[k].isTuple() || go[k].data.size() != 1) failAt(instruction, "the while condition must return a scalar pred");
      if (go[k].data[0] == 0) continue;
      continuing.push_back(active[k]);
      continuingDevices.push_back(activeDevices[k]);
      bodyArguments.push_back(std::move(arguments[k]));
    }
    if (!continuing.empty()) {
      std::vector<Value> next = evalComputation(body, continuingDevices, bodyArguments, depth + 1, nullptr);
      for (std::size_t k = 0; k < continuing.size(); ++k) state[continuing[k]] = std::move(next[k]);
    }
    active = std::move(continuing);
  }
  return state;
}

std::vector<Value> Interpreter::evalConditional(const ir::Instruction& instruction, const std::vector<int64_t>& devices,
                                                const std::vector<std::vector<const Value*>>& operands, int depth) {
  std::vector<ir::ComputationId> branches;
  if (const ir::Attribute* list = instruction.attribute("branch_computations")) {
    if (const auto* called = std::get_if<ir::CalledComputations>(&list->value)) branches = called->ids;
  } else {
    branches = {instruction.calledComputation("true_computation"), instruction.calledComputation("false_computation")};
  }
  if (branches.empty() || operands.empty() || operands[0].size() != branches.size() + 1)
    failAt(instruction, "conditional needs a selector and one operand per branch");
  for (ir::ComputationId branch : branches)
    if (branch < 0) failAt(instruction, "conditional names a missing branch");
  const bool predicate = !instruction.attribute("branch_computations");
  // Devices grouped by the branch they take; each group runs in lockstep.
  std::map<std::size_t, std::vector<std::size_t>> byBranch;
  for (std::size_t slot = 0; slot < devices.size(); ++slot) {
    const Value& selector = *operands[slot][0];
    if (selector.isTuple() || selector.data.size() != 1) failAt(instruction, "the conditional selector must be a scalar");
    std::size_t branch = 0;
    if (predicate) {
      branch = selector.data[0] != 0 ? 0 : 1;
    } else {
      const double index = selector.data[0];
      // Out-of-range indices take the last branch (XLA semantics).
      branch = (index < 0 || index >= static_cast<double>(branches.size())) ? branches.size() - 1 : static_cast<std::size_t>(index);
    }
    byBranch[branch].push_back(slot);
  }
  std::vector<Value> results(devices.size());
  for (const auto& [branch, slots] : byBranch) {
    std::vector<int64_t> branchDevices;
    std::vector<std::vector<Value>> arguments;
    for (std::size_t slot : slots) {
      branchDevices.push_back(devices[slot]);
      arguments.push_back({*operands[slot][branch + 1]});
    }
    std::vector<Value> out = evalComputation(branches[branch], branchDevices, arguments, depth + 1, nullptr);
    for (std::size_t k = 0; k < slots.size(); ++k) results[slots[k]] = std::move(out[k]);
  }
  return results;
}

Value Interpreter::evalLocal(const ir::Instruction& instruction, int64_t device, const std::vector<const Value*>& operands) {
  EvalContext context{module_, budget_, options_.emulateTypes, {}};
  context.callComputation = [&, device](ir::ComputationId id, std::vector<Value> arguments) {
    return evalComputation(id, {device}, {std::move(arguments)}, 1, nullptr).front();
  };
  const Opcode opcode = instruction.opcode;
  auto operand = [&](std::size_t i) -> const Value& {
    if (i >= operands.size()) failAt(instruction, std::string(ir::opcodeName(opcode)) + " is missing an operand");
    return *operands[i];
  };
  if (isElementwiseKernel(opcode)) return evalElementwise(instruction, operands, context);
  if (isDataMovementKernel(opcode)) return evalDataMovement(instruction, operands, context);
  switch (opcode) {
    case Opcode::Constant: {
      Value result = allocateResult(instruction, context);
      const ir::LiteralValues literal = ir::decodeLiteral(instruction.literal, instruction.shape, budget_.perTensorCap());
      if (!literal.ok) failAt(instruction, "constant: " + literal.error);
      for (std::size_t i = 0; i < result.data.size(); ++i) result.data[i] = context.round(literal.real[i], result.type);
      return result;
    }
    case Opcode::Dot: return evalDot(instruction, operand(0), operand(1), context);
    case Opcode::Reduce: return evalReduce(instruction, operands, context);
    case Opcode::Gather: return evalGather(instruction, operand(0), operand(1), context);
    case Opcode::Scatter: return evalScatter(instruction, operands, context);
    case Opcode::TopK: return evalTopK(instruction, operand(0), context);
    case Opcode::ReduceWindow: return evalReduceWindow(instruction, operands, context);
    case Opcode::Tuple: {
      std::vector<Value> elements;
      for (const Value* element : operands) elements.push_back(*element);
      return tupleOf(std::move(elements));
    }
    case Opcode::GetTupleElement: return tupleElement(instruction, operand(0), requireInt(instruction, "index"));
    case Opcode::PartitionId: case Opcode::ReplicaId: {
      Value result = allocateResult(instruction, context);
      const int64_t partitions = std::max<int64_t>(options_.numPartitions, 1);
      result.data.assign(result.data.size(), static_cast<double>(opcode == Opcode::PartitionId ? device % partitions : device / partitions));
      return result;
    }
    case Opcode::AfterAll: {
      Value token;
      token.type = ir::ElementType::Token;
      return token;
    }
    case Opcode::AddDependency: case Opcode::OptimizationBarrier: case Opcode::Domain: case Opcode::AllReduceDone:
      return operand(0);
    // The -done of a tuple-valued -start returns the start's result element.
    case Opcode::AllGatherDone: case Opcode::CollectivePermuteDone:
      return operand(0).isTuple() ? tupleElement(instruction, operand(0), 1) : operand(0);
    case Opcode::CustomCall: {
      const std::string_view target = instruction.stringAttribute("custom_call_target").value_or("");
      // Sharding annotations carry no computation.
      if ((target == "Sharding" || target == "LayoutConstraint") && operands.size() == 1) return operand(0);
      failAt(instruction, "custom-call '" + std::string(target) + "' is not interpreted");
    }
    default:
      failAt(instruction, std::string(instruction.opcodeText.empty() ? ir::opcodeName(opcode) : instruction.opcodeText) +
                              " is not interpreted by the numeric checker");
  }
}

}  // namespace shardscope::numeric
