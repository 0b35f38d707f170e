#include "numeric/eval_context.h"

#include "numeric/interpret_error.h"

namespace shardscope::numeric {

void failAt(const ir::Instruction& instruction, const std::string& message) {
  throw InterpretError(message, std::string(instruction.name), instruction.fileOffset);
}

Value allocateArray(const ir::Instruction& instruction, const ir::Shape& shape, EvalContext& context) {
  if (!shape.isArray()) failAt(instruction, "expected an array shape, found " + shape.toString(false));
  if (!shape.isStatic()) failAt(instruction, "dynamic shape " + shape.toString(false) + " is not interpreted");
  if (!isEmulated(shape.type))
    failAt(instruction, "element type " + std::string(ir::elementTypeName(shape.type)) + " is not emulated by the numeric checker");
  try {
    return context.budget.makeArray(shape.type, shape.dims);
  } catch (const InterpretError& error) {
    failAt(instruction, std::string(error.what()) + " (" + shape.toString(false) + ")");
  }
}

Value allocateResult(const ir::Instruction& instruction, EvalContext& context) {
  return allocateArray(instruction, instruction.shape, context);
}

}  // namespace shardscope::numeric
