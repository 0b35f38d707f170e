#pragma once
// The reference interpreter: evaluates a module on a set of devices in lockstep, one
// instruction at a time for all of them, so that collectives see every participant's
// operands. A baseline program is the same run on the single device 0. Control flow
// (call, fusion, while, conditional) stays in lockstep too: devices that take different
// branches continue as separate sets, and a collective that needs an absent device is
// an error rather than a hang.

#include "ir/module.h"
#include "numeric/element_budget.h"
#include "numeric/value.h"
#include "support/cancellation.h"

#include <cstdint>
#include <vector>

namespace shardscope::numeric {

// How collectives behave. Simulate: real data movement between devices. Mirror:
// "identity communication" of seed 004's computation layer, every group member holds
// the calling device's own operand, so no data crosses devices.
enum class CommunicationMode { Simulate, Mirror };

// How all-reduce and reduce-scatter combine their members' values when types are
// emulated. DeclaredType: in group order, each step rounded to the element type (a
// reducer computation in that type; seed 004's model, and what NCCL does). XlaCpu: as
// XLA's CPU backend computes them (used against XLA's recorded outputs): its compiler's
// AllReducePromotion pass rewrites bf16 all-reduce / reduce-scatter to f32 (convert,
// reduce in f32, convert back), and the in-process communicator starts from the
// reduction's identity (0, 1, +inf, -inf) and folds the members in rank order with
// `acc += x`, `acc *= x`, std::min, std::max, each step in the (promoted) type.
enum class CollectiveArithmetic { DeclaredType, XlaCpu };

struct InterpreterOptions {
  bool emulateTypes = true;  // false: floats stay in double (the golden of the computation layer)
  CollectiveArithmetic collectiveArithmetic = CollectiveArithmetic::DeclaredType;
  int64_t numDevices = 1;
  int64_t numPartitions = 1;  // partition-id = device % numPartitions, replica-id = device / numPartitions
  CommunicationMode communication = CommunicationMode::Simulate;
  int64_t maxWhileIterations = 100000;
  int maxCallDepth = 64;
};

// Every entry instruction's value on every device: values[instruction][slot], slots
// in the order of the `devices` passed to run().
struct EntryValues {
  std::vector<int64_t> devices;
  std::vector<std::vector<Value>> values;
};

class Interpreter {
 public:
  Interpreter(const ir::Module& module, InterpreterOptions options, ElementBudget& budget, CancellationToken cancel = {});

  // arguments[slot][p] is entry parameter p on devices[slot]. Throws InterpretError
  // (positioned at the instruction) or OperationCancelled.
  EntryValues run(const std::vector<int64_t>& devices, const std::vector<std::vector<Value>>& arguments);
  // Evaluates one computation (a reducer, a branch) on one device.
  Value call(ir::ComputationId computation, int64_t device, std::vector<Value> arguments);
  // Evaluates one non-parameter instruction of `computation` on one device from given
  // operand values (the computation layer checks each op on the golden's inputs).
  Value evaluateInstruction(const ir::Computation& computation, const ir::Instruction& instruction, int64_t device,
                            const std::vector<Value>& operands);

 private:
  std::vector<Value> evalComputation(ir::ComputationId id, const std::vector<int64_t>& devices,
                                     const std::vector<std::vector<Value>>& arguments, int depth,
                                     std::vector<std::vector<Value>>* keepValues);
  std::vector<Value> evalInstruction(const ir::Computation& computation, const ir::Instruction& instruction,
                                     const std::vector<int64_t>& devices, const std::vector<std::vector<const Value*>>& operands,
                                     const std::vector<std::vector<Value>>& arguments, int depth);
  std::vector<Value> evalWhile(const ir::Instruction& instruction, const std::vector<int64_t>& devices,
                               const std::vector<std::vector<const Value*>>& operands, int depth);
  std::vector<Value> evalConditional(const ir::Instruction& instruction, const std::vector<int64_t>& devices,
                                     const std::vector<std::vector<const Value*>>& operands, int depth);
  std::vector<Value> evalCollective(const ir::Instruction& instruction, const std::vector<int64_t>& devices,
                                    const std::vector<std::vector<const Value*>>& operands);
  Value evalLocal(const ir::Instruction& instruction, int64_t device, const std::vector<const Value*>& operands);

  const ir::Module& module_;
  InterpreterOptions options_;
  ElementBudget& budget_;
  CancellationToken cancel_;
};

}  // namespace shardscope::numeric
