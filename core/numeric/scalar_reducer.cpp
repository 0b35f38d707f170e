#include "numeric/scalar_reducer.h"

#include "numeric/elementwise_ops.h"

namespace shardscope::numeric {

ScalarReducer::ScalarReducer(const ir::Instruction& at, ir::ComputationId computation, ir::ElementType type, EvalContext& context)
    : at_(at), computation_(computation), type_(type), context_(context) {
  if (computation < 0 || computation >= static_cast<ir::ComputationId>(context.module.computations.size()))
    failAt(at, std::string(ir::opcodeName(at.opcode)) + " needs a to_apply computation");
  const ir::Computation& called = context.module.computations[computation];
  const std::vector<ir::InstructionId> parameters = called.parameters();
  if (parameters.size() != 2 || called.root < 0) failAt(at, "the reducer '" + std::string(called.name) + "' must take two scalars");
  const ir::Instruction& root = called.rootInstruction();
  if (root.operands.size() == 2 && isElementwiseKernel(root.opcode) && !root.shape.isTuple()) {
    const bool direct = (root.operands[0] == parameters[0] && root.operands[1] == parameters[1]) ||
                        (root.operands[0] == parameters[1] && root.operands[1] == parameters[0]);
    switch (root.opcode) {
      case ir::Opcode::Add: case ir::Opcode::Multiply: case ir::Opcode::Maximum:
      case ir::Opcode::Minimum: case ir::Opcode::And: case ir::Opcode::Or:
        if (direct) op_ = root.opcode;
        break;
      default: break;
    }
  }
}

double ScalarReducer::combine(double accumulated, double next) const {
  if (op_ != ir::Opcode::Opaque) return context_.round(applyBinary(op_, accumulated, next, type_), type_);
  Value a, b;
  a.type = b.type = type_;
  a.data = {accumulated};
  b.data = {next};
  Value result = context_.callComputation(computation_, {std::move(a), std::move(b)});
  if (result.isTuple() || result.data.size() != 1) failAt(at_, "the reducer must return one scalar");
  return result.data[0];
}

}  // namespace shardscope::numeric
