#include "numeric/partial_sum_linearity.h"

#include <algorithm>

namespace shardscope::numeric {
namespace {

// Elementwise ops through which no sum passes (f(a + b) != f(a) + f(b)), whatever the
// other operands hold.
bool isNonLinearElementwise(ir::Opcode opcode) {
  switch (opcode) {
    case ir::Opcode::Abs: case ir::Opcode::Atan2: case ir::Opcode::Cbrt: case ir::Opcode::Ceil: case ir::Opcode::Clamp:
    case ir::Opcode::Compare: case ir::Opcode::Cos: case ir::Opcode::Erf: case ir::Opcode::Exp: case ir::Opcode::Expm1:
    case ir::Opcode::Floor: case ir::Opcode::IsFinite: case ir::Opcode::Log: case ir::Opcode::Log1p: case ir::Opcode::Logistic:
    case ir::Opcode::Maximum: case ir::Opcode::Minimum: case ir::Opcode::Power: case ir::Opcode::Remainder:
    case ir::Opcode::RoundNearestAfz: case ir::Opcode::RoundNearestEven: case ir::Opcode::Rsqrt: case ir::Opcode::Sign:
    case ir::Opcode::Sin: case ir::Opcode::Sqrt: case ir::Opcode::Tan: case ir::Opcode::Tanh:
      return true;
    default:
      return false;
  }
}

}  // namespace

bool passesPartialSums(ir::Opcode opcode, const OperandSums& operands) {
  const auto& partial = operands.partial;
  const int partials = static_cast<int>(std::count(partial.begin(), partial.end(), true));
  if (partials == 0) return true;
  switch (opcode) {
    case ir::Opcode::Add: case ir::Opcode::Subtract:
      // A complete term would be added once per device.
      return partials == operands.arrays && operands.sameGroups;
    case ir::Opcode::Multiply: case ir::Opcode::Dot:
      return partials == 1;
    case ir::Opcode::Divide:
      return partials == 1 && partial[0];
    case ir::Opcode::Select:
      return partial.size() == 3 && !partial[0] && partial[1] && partial[2];
    default:
      return !isNonLinearElementwise(opcode);
  }
}

}  // namespace shardscope::numeric
