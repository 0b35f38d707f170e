#pragma once
// What every kernel needs besides its operands: the element budget, whether floats are
// rounded to their declared types (off for the f64 golden of the computation layer),
// and a way to call a computation (reducers, scatter combiners) on scalars.

#include "ir/computation.h"
#include "ir/instruction.h"
#include "ir/module.h"
#include "numeric/element_budget.h"
#include "numeric/element_rounding.h"
#include "numeric/value.h"

#include <functional>
#include <vector>

namespace shardscope::numeric {

struct EvalContext {
  const ir::Module& module;
  ElementBudget& budget;
  bool emulateTypes = true;
  // Evaluates a called computation on one rank (reducers that are not a single op).
  std::function<Value(ir::ComputationId, std::vector<Value>)> callComputation;
  // All-reduce / reduce-scatter as XLA's CPU backend computes them (interpreter.h,
  // CollectiveArithmetic::XlaCpu); only when emulating types.
  bool xlaCpuCollectives = false;

  // Rounding of an arithmetic result: integers always wrap (that is their semantics);
  // floats round only when emulating.
  double round(double value, ir::ElementType type) const {
    if (emulateTypes || !ir::isFloatingPoint(type)) return roundToElementType(value, type);
    return value;
  }
  // An explicit `convert` is the program's own precision change (a bf16 round trip is
  // a silent bug class of seed 000), so it rounds even when arithmetic stays in double.
  double convert(double value, ir::ElementType from, ir::ElementType to) const {
    return convertElement(value, from, to);
  }
};

// A zero-filled result of the instruction's declared array shape, after checking the
// shape is a static array of an emulated type and fits the budget.
Value allocateResult(const ir::Instruction& instruction, EvalContext& context);
// Same for one element of a tuple-shaped result.
Value allocateArray(const ir::Instruction& instruction, const ir::Shape& shape, EvalContext& context);

[[noreturn]] void failAt(const ir::Instruction& instruction, const std::string& message);

}  // namespace shardscope::numeric
