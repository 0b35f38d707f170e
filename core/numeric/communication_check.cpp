// Layer 1 (seed 004 §4): every collective of the distributed program alone, with the
// computation around it replaced by identity. Each rank's operand is distinctive
// (device * 1e6 + index + 1, exact in double, rounding switched off), so a block that
// lands at the wrong rank or offset cannot hide; results are compared exactly with the
// element-by-element invariants of collective_invariants.h.
#include "numeric/collective_invariants.h"
#include "numeric/collective_simulation.h"
#include "numeric/input_generator.h"
#include "numeric/interpret_error.h"
#include "numeric/interpreter.h"
#include "numeric/layer_checks.h"
#include "numeric/scalar_reducer.h"

namespace shardscope::numeric {
namespace {

// The array the collective produces, for the single-operand forms the invariants cover.
const ir::Shape* arrayResultShape(const ir::Instruction& instruction) {
  if (!instruction.shape.isTuple()) return &instruction.shape;
  const bool start = instruction.opcode == ir::Opcode::AllGatherStart || instruction.opcode == ir::Opcode::CollectivePermuteStart;
  if (start && instruction.shape.tupleShapes.size() >= 2 && instruction.shape.tupleShapes[1].isArray()) return &instruction.shape.tupleShapes[1];
  return nullptr;
}

const Value& arrayResult(const Value& value) { return value.isTuple() ? value.elements.at(1) : value; }

}  // namespace

LayerReport checkCommunication(const CheckSetup& setup) {
  LayerReport report;
  report.layer = Layer::Communication;
  std::vector<ErrorStats> perRank(static_cast<std::size_t>(setup.numDevices));
  std::vector<bool> rankPassed(static_cast<std::size_t>(setup.numDevices), true);
  InterpreterOptions options;
  options.emulateTypes = false;
  options.numDevices = setup.numDevices;
  Interpreter reducerRunner(setup.distributed, options, setup.scratch, setup.cancel);
  EvalContext context{setup.distributed, setup.scratch, false, {}};
  context.callComputation = [&](ir::ComputationId id, std::vector<Value> arguments) { return reducerRunner.call(id, 0, std::move(arguments)); };

  for (const ir::Computation& computation : setup.distributed.computations)
    for (const ir::Instruction& instruction : computation.instructions) {
      if (!isSimulatedCollective(instruction.opcode)) continue;
      setup.cancel.throwIfCancelled();
      InstructionCheck check = describeInstruction(setup.distributed, instruction);
      check.reference = "collective invariants (seed 004 §4.2)";
      const ir::Shape* resultShape = arrayResultShape(instruction);
      if (instruction.operands.size() != 1 || !resultShape) {
        report.notes.push_back(std::string(instruction.name) + ": tuple and multi-operand collectives are simulated but not checked by the invariants");
        continue;
      }
      const ir::Shape& operandShape = computation.instructions.at(instruction.operands[0]).shape;
      try {
        // Distinctive inputs, one per device.
        std::vector<Value> inputs;
        for (int64_t device = 0; device < setup.numDevices; ++device) {
          Value value = allocateArray(instruction, operandShape, context);
          for (std::size_t e = 0; e < value.data.size(); ++e) value.data[e] = distinctiveValue(device, static_cast<int64_t>(e));
          inputs.push_back(std::move(value));
        }
        std::vector<int64_t> devices;
        std::vector<std::vector<const Value*>> operands;
        for (int64_t device = 0; device < setup.numDevices; ++device) {
          devices.push_back(device);
          operands.push_back({&inputs[device]});
        }
        const std::vector<Value> simulated = simulateCollective(instruction, devices, operands, setup.numDevices, context);
        std::vector<std::vector<int64_t>> groups;
        ir::Opcode reducer = ir::Opcode::Opaque;
        if (instruction.opcode != ir::Opcode::CollectivePermute && instruction.opcode != ir::Opcode::CollectivePermuteStart)
          groups = resolveReplicaGroups(instruction, setup.numDevices);
        if (instruction.calledComputation("to_apply") >= 0)
          reducer = ScalarReducer(instruction, instruction.calledComputation("to_apply"), operandShape.type, context).knownOp();
        const InputElement input = [](int64_t device, int64_t index) { return distinctiveValue(device, index); };
        bool covered = true;
        for (int64_t device = 0; device < setup.numDevices && covered; ++device) {
          const std::optional<std::vector<double>> expected =
              invariantResult(instruction, device, setup.numDevices, groups, operandShape.dims, resultShape->dims, reducer, input);
          if (!expected) {
            covered = false;
            break;
          }
          const Value& actual = arrayResult(simulated[device]);
          ErrorStats stats;
          if (actual.data.size() != expected->size()) {
            stats.mismatched = stats.compared = 1;
            stats.firstMismatch = 0;
          }
          for (std::size_t e = 0; e < actual.data.size() && e < expected->size(); ++e)
            compareElement(actual.data[e], (*expected)[e], Tolerance{}, setup.nan, static_cast<int64_t>(e), stats);
          if (!stats.passed()) check.failingRanks.push_back(device);
          check.error.merge(stats);
          check.ranks.push_back(RankCheck{device, stats.passed(), stats, true});
          perRank[device].merge(stats);
          if (!stats.passed()) rankPassed[device] = false;
        }
        if (!covered) {
          report.notes.push_back(std::string(instruction.name) + ": its reducer or form is not covered by the invariants");
          continue;
        }
        check.passed = check.failingRanks.empty();
        check.relation = "exact";
      } catch (const InterpretError& error) {
        // A collective whose attributes contradict its shapes fails this layer.
        check.passed = false;
        check.note = error.what();
        check.ranks.clear();
        for (int64_t device = 0; device < setup.numDevices; ++device) {
          rankPassed[device] = false;
          check.failingRanks.push_back(device);
          check.ranks.push_back(RankCheck{device, false, {}, false});  // no result to measure
        }
      }
      trace::TraceEvent event;
      event.kind = "collective-check";
      event.subject = check.instruction;
      event.rule = std::string(ir::opcodeName(instruction.opcode)) + " invariant";
      event.message = check.passed ? "data arrives, is assembled and reduced as the invariant says"
                                   : "misplaced or wrong data on " + std::to_string(check.failingRanks.size()) + " rank(s)" +
                                         (check.note.empty() ? "" : ": " + check.note);
      setup.trace.add(std::move(event));
      if (!check.passed && !report.firstDivergence) report.firstDivergence = check;
      report.instructions.push_back(std::move(check));
    }
  for (int64_t device = 0; device < setup.numDevices; ++device)
    report.ranks.push_back(RankCheck{device, rankPassed[device], perRank[device], true});
  report.passed = report.firstDivergence == std::nullopt;
  if (report.instructions.empty()) report.notes.push_back("the distributed program has no collective to check");
  return report;
}

}  // namespace shardscope::numeric
