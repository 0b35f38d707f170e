// Layer 2 (seed 004 §5): each rank's local computation alone. Communication is the
// identity ("mirror": every group member holds this rank's own operand, no data
// crosses ranks). The rank runs once in double (the golden, seed 004 §3.1: computed
// wider, then rounded back to the declared type); then every instruction is evaluated
// on the golden's operands rounded to their declared types, once in the declared
// element types and once in double, and the two are compared under the dtype's
// tolerance. Checking op by op
// keeps the per-op tolerance table meaningful: the drift a long chain accumulates in
// f32 (softmax after large dot products easily exceeds 1e-5) is reported on the ROOT
// but does not fail the layer, while an op that loses precision by itself (an f16
// accumulation, a reducer that rounds every step) does.
#include "numeric/element_rounding.h"
#include "numeric/interpreter.h"
#include "numeric/layer_checks.h"
#include "numeric/tolerance.h"

namespace shardscope::numeric {
namespace {

// The golden value as the declared types hold it: the inputs an emulated op sees.
Value roundedToTypes(const Value& golden) {
  Value rounded = golden;
  if (rounded.isTuple()) {
    for (Value& element : rounded.elements) element = roundedToTypes(element);
  } else if (ir::isArrayType(rounded.type)) {
    for (double& element : rounded.data) element = roundToElementType(element, rounded.type);
  }
  return rounded;
}

ErrorStats compareArrays(const Value& cal, const Value& golden, NanPolicy nan) {
  ErrorStats stats;
  const Tolerance tolerance = toleranceFor(cal.type);
  for (std::size_t e = 0; e < cal.data.size() && e < golden.data.size(); ++e)
    compareElement(cal.data[e], roundToElementType(golden.data[e], cal.type), tolerance, nan, static_cast<int64_t>(e), stats);
  return stats;
}

}  // namespace

LayerReport checkComputation(const CheckSetup& setup) {
  LayerReport report;
  report.layer = Layer::Computation;
  const ir::Computation& entry = setup.distributed.entryComputation();
  const std::vector<ir::InstructionId> order = entry.postOrder();
  std::vector<InstructionCheck> checks(entry.instructions.size());
  std::vector<bool> compared(entry.instructions.size(), false);
  for (int64_t device = 0; device < setup.numDevices; ++device) {
    setup.cancel.throwIfCancelled();
    InterpreterOptions options;
    options.numDevices = setup.numDevices;
    options.numPartitions = std::max<int64_t>(1, setup.distributed.numPartitions());
    options.communication = CommunicationMode::Mirror;
    ElementBudget runBudget(setup.budget.perTensorCap());
    Interpreter emulated(setup.distributed, options, runBudget, setup.cancel);
    options.emulateTypes = false;
    Interpreter golden(setup.distributed, options, runBudget, setup.cancel);
    const EntryValues ref = golden.run({device}, {setup.inputs.perDevice[device]});
    RankCheck rank{device, true, {}, true};
    for (ir::InstructionId id : order) {
      setup.cancel.throwIfCancelled();
      const ir::Instruction& instruction = entry.instructions[id];
      const Value& reference = ref.values[id][0];
      if (instruction.opcode == ir::Opcode::Parameter || reference.isTuple() || reference.type == ir::ElementType::Token) continue;
      std::vector<Value> operands;
      for (ir::InstructionId operand : instruction.operands) operands.push_back(roundedToTypes(ref.values[operand][0]));
      const Value value = emulated.evaluateInstruction(entry, instruction, device, operands);
      // The reference op sees the same operands, so only this op's own rounding counts.
      const Value exact = golden.evaluateInstruction(entry, instruction, device, operands);
      const ErrorStats stats = compareArrays(value, exact, setup.nan);
      if (!compared[id]) {
        checks[id] = describeInstruction(setup.distributed, instruction);
        checks[id].reference = "the same op in double on the same operands";
        checks[id].relation = "same rank, identity communication";
        compared[id] = true;
      }
      checks[id].error.merge(stats);
      checks[id].ranks.push_back(RankCheck{device, stats.passed(), stats, true});
      rank.error.merge(stats);
      if (!stats.passed()) {
        checks[id].passed = false;
        checks[id].failingRanks.push_back(device);
        rank.passed = false;
      }
    }
    // The drift of the whole chain in the declared types, for information.
    const EntryValues cal = emulated.run({device}, {setup.inputs.perDevice[device]});
    const ErrorStats drift = compareArrays(cal.values[entry.root][0].isTuple() ? Value{} : cal.values[entry.root][0],
                                           ref.values[entry.root][0], setup.nan);
    if (!drift.passed())
      report.notes.push_back("rank " + std::to_string(device) + ": the ROOT computed end to end in the declared types drifts from the golden by up to " +
                             std::to_string(drift.maxAbsError) + " (relative " + std::to_string(drift.maxRelError) +
                             "); every op is within its tolerance on its own");
    report.ranks.push_back(rank);
    report.passed = report.passed && rank.passed;
  }
  for (ir::InstructionId id : order) {
    if (!compared[id]) continue;
    if (!report.passed && !checks[id].passed && !report.firstDivergence) report.firstDivergence = checks[id];
    report.instructions.push_back(checks[id]);
  }
  return report;
}

}  // namespace shardscope::numeric
