#include "numeric/elementwise_ops.h"

#include "numeric/instruction_attributes.h"

#include <bit>
#include <cmath>
#include <limits>

namespace shardscope::numeric {
namespace {

using ir::ElementType;
using ir::Opcode;

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

bool isInteger(ElementType type) { return ir::isSignedInteger(type) || ir::isUnsignedInteger(type); }

// Integers are held in double; this gives their two's complement bits (u64 included).
int64_t asInt(double value) {
  if (value >= 9223372036854775808.0) return static_cast<int64_t>(static_cast<uint64_t>(value));
  return static_cast<int64_t>(value);
}

double integerBinary(Opcode opcode, double a, double b, ElementType type) {
  const int bits = ir::elementTypeBits(type);
  const bool isSigned = ir::isSignedInteger(type);
  const int64_t x = asInt(a), y = asInt(b);
  const uint64_t ux = static_cast<uint64_t>(x), uy = static_cast<uint64_t>(y);
  int64_t result = 0;
  switch (opcode) {
    case Opcode::Add: result = static_cast<int64_t>(ux + uy); break;
    case Opcode::Subtract: result = static_cast<int64_t>(ux - uy); break;
    case Opcode::Multiply: result = static_cast<int64_t>(ux * uy); break;
    case Opcode::Divide:
      // XLA: x/0 is -1 (all ones); INT_MIN/-1 is INT_MIN.
      if (y == 0) result = -1;
      else if (isSigned) result = (y == -1) ? static_cast<int64_t>(0 - ux) : x / y;
      else result = static_cast<int64_t>(ux / uy);
      break;
    case Opcode::Remainder:
      if (y == 0) result = x;
      else if (isSigned) result = (y == -1) ? 0 : x % y;
      else result = static_cast<int64_t>(ux % uy);
      break;
    case Opcode::Maximum: return a > b ? a : b;
    case Opcode::Minimum: return a < b ? a : b;
    case Opcode::And: result = x & y; break;
    case Opcode::Or: result = x | y; break;
    case Opcode::Xor: result = x ^ y; break;
    case Opcode::ShiftLeft: result = (uy >= static_cast<uint64_t>(bits)) ? 0 : static_cast<int64_t>(ux << uy); break;
    case Opcode::ShiftRightLogical: {
      const uint64_t mask = bits >= 64 ? ~uint64_t{0} : (uint64_t{1} << bits) - 1;
      result = (uy >= static_cast<uint64_t>(bits)) ? 0 : static_cast<int64_t>((ux & mask) >> uy);
      break;
    }
    case Opcode::ShiftRightArithmetic:
      if (!isSigned) {
        result = (uy >= static_cast<uint64_t>(bits)) ? 0 : static_cast<int64_t>(ux >> uy);
      } else {
        result = (uy >= static_cast<uint64_t>(bits)) ? (x < 0 ? -1 : 0) : (x >> uy);
      }
      break;
    case Opcode::Power: {
      if (y < 0) return x == 1 ? 1 : 0;
      uint64_t acc = 1, base = ux;
      for (uint64_t e = uy; e; e >>= 1, base *= base)
        if (e & 1) acc *= base;
      result = static_cast<int64_t>(acc);
      break;
    }
    default: return kNaN;
  }
  const int64_t wrapped = wrapInteger(result, type);
  return type == ElementType::U64 ? static_cast<double>(static_cast<uint64_t>(wrapped)) : static_cast<double>(wrapped);
}

double floatBinary(Opcode opcode, double a, double b) {
  switch (opcode) {
    case Opcode::Add: return a + b;
    case Opcode::Subtract: return a - b;
    case Opcode::Multiply: return a * b;
    case Opcode::Divide: return a / b;
    case Opcode::Remainder: return std::fmod(a, b);
    // XLA's maximum/minimum propagate NaN.
    case Opcode::Maximum: return (std::isnan(a) || std::isnan(b)) ? kNaN : (a > b ? a : b);
    case Opcode::Minimum: return (std::isnan(a) || std::isnan(b)) ? kNaN : (a < b ? a : b);
    case Opcode::Power: return std::pow(a, b);
    case Opcode::Atan2: return std::atan2(a, b);
    default: return kNaN;
  }
}

double predBinary(Opcode opcode, double a, double b) {
  const bool x = a != 0, y = b != 0;
  switch (opcode) {
    case Opcode::And: case Opcode::Multiply: case Opcode::Minimum: return x && y;
    case Opcode::Or: case Opcode::Add: case Opcode::Maximum: return x || y;
    case Opcode::Xor: case Opcode::Subtract: return x != y;
    default: return kNaN;
  }
}

bool isBinaryKernel(Opcode opcode) {
  switch (opcode) {
    case Opcode::Add: case Opcode::Subtract: case Opcode::Multiply: case Opcode::Divide:
    case Opcode::Remainder: case Opcode::Maximum: case Opcode::Minimum: case Opcode::Power:
    case Opcode::Atan2: case Opcode::And: case Opcode::Or: case Opcode::Xor:
    case Opcode::ShiftLeft: case Opcode::ShiftRightLogical: case Opcode::ShiftRightArithmetic:
      return true;
    default: return false;
  }
}

bool isUnaryKernel(Opcode opcode) {
  switch (opcode) {
    case Opcode::Abs: case Opcode::Negate: case Opcode::Exp: case Opcode::Expm1: case Opcode::Log:
    case Opcode::Log1p: case Opcode::Sqrt: case Opcode::Rsqrt: case Opcode::Cbrt: case Opcode::Tanh:
    case Opcode::Logistic: case Opcode::Sin: case Opcode::Cos: case Opcode::Tan: case Opcode::Floor:
    case Opcode::Ceil: case Opcode::Sign: case Opcode::RoundNearestAfz: case Opcode::RoundNearestEven:
    case Opcode::Not: case Opcode::IsFinite: case Opcode::Erf: case Opcode::PopulationCount:
    case Opcode::Clz: case Opcode::Real:
      return true;
    default: return false;
  }
}

double floatUnary(Opcode opcode, double x) {
  switch (opcode) {
    case Opcode::Abs: return std::fabs(x);
    case Opcode::Negate: return -x;
    case Opcode::Exp: return std::exp(x);
    case Opcode::Expm1: return std::expm1(x);
    case Opcode::Log: return std::log(x);
    case Opcode::Log1p: return std::log1p(x);
    case Opcode::Sqrt: return std::sqrt(x);
    case Opcode::Rsqrt: return 1.0 / std::sqrt(x);
    case Opcode::Cbrt: return std::cbrt(x);
    case Opcode::Tanh: return std::tanh(x);
    case Opcode::Logistic: return 1.0 / (1.0 + std::exp(-x));
    case Opcode::Sin: return std::sin(x);
    case Opcode::Cos: return std::cos(x);
    case Opcode::Tan: return std::tan(x);
    case Opcode::Floor: return std::floor(x);
    case Opcode::Ceil: return std::ceil(x);
    case Opcode::Sign: return std::isnan(x) ? x : (x > 0 ? 1.0 : (x < 0 ? -1.0 : x));
    case Opcode::RoundNearestAfz: return std::round(x);
    case Opcode::RoundNearestEven: return std::nearbyint(x);
    case Opcode::Erf: return std::erf(x);
    case Opcode::Real: return x;
    default: return kNaN;
  }
}

double integerUnary(Opcode opcode, double value, ElementType type) {
  const int64_t x = asInt(value);
  const int bits = ir::elementTypeBits(type);
  const uint64_t mask = bits >= 64 ? ~uint64_t{0} : (uint64_t{1} << bits) - 1;
  switch (opcode) {
    case Opcode::Abs: return roundToElementType(static_cast<double>(x < 0 ? static_cast<int64_t>(0 - static_cast<uint64_t>(x)) : x), type);
    case Opcode::Negate: return roundToElementType(static_cast<double>(static_cast<int64_t>(0 - static_cast<uint64_t>(x))), type);
    case Opcode::Sign: return static_cast<double>((x > 0) - (x < 0));
    case Opcode::Not: return roundToElementType(static_cast<double>(~x), type);
    case Opcode::PopulationCount: return std::popcount(static_cast<uint64_t>(x) & mask);
    case Opcode::Clz: return std::countl_zero(static_cast<uint64_t>(x) & mask) - (64 - bits);
    default: return floatUnary(opcode, value);
  }
}

bool compareValues(std::string_view direction, double a, double b, bool& known) {
  known = true;
  if (direction == "EQ") return a == b;
  if (direction == "NE") return a != b;
  if (direction == "LT") return a < b;
  if (direction == "LE") return a <= b;
  if (direction == "GT") return a > b;
  if (direction == "GE") return a >= b;
  known = false;
  return false;
}

// An operand that is a scalar where the result is not (clamp bounds, select's pred).
double elementOf(const Value& value, std::size_t i) { return value.data.size() == 1 ? value.data[0] : value.data[i]; }

void checkSameCount(const ir::Instruction& instruction, const Value& operand, const Value& result, bool scalarAllowed) {
  if (operand.isTuple()) failAt(instruction, "operand is a tuple");
  if (operand.data.size() == result.data.size()) return;
  if (scalarAllowed && operand.data.size() == 1 && operand.dims.empty()) return;
  failAt(instruction, "operand " + describe(operand) + " does not match the result " + describe(result));
}

}  // namespace

double applyBinary(Opcode opcode, double a, double b, ElementType type) {
  if (type == ElementType::Pred) return predBinary(opcode, a, b);
  if (isInteger(type)) return integerBinary(opcode, a, b, type);
  return floatBinary(opcode, a, b);
}

bool isElementwiseKernel(Opcode opcode) {
  return isUnaryKernel(opcode) || isBinaryKernel(opcode) || opcode == Opcode::Compare || opcode == Opcode::Select ||
         opcode == Opcode::Clamp || opcode == Opcode::Convert || opcode == Opcode::ReducePrecision;
}

Value evalElementwise(const ir::Instruction& instruction, const std::vector<const Value*>& operands, EvalContext& context) {
  const Opcode opcode = instruction.opcode;
  Value result = allocateResult(instruction, context);
  const ElementType type = result.type;
  const std::size_t count = result.data.size();
  auto need = [&](std::size_t n) {
    if (operands.size() != n) failAt(instruction, std::string(ir::opcodeName(opcode)) + " takes " + std::to_string(n) + " operands");
  };

  if (isUnaryKernel(opcode)) {
    need(1);
    const Value& x = *operands[0];
    checkSameCount(instruction, x, result, false);
    if (opcode == Opcode::IsFinite) {
      for (std::size_t i = 0; i < count; ++i) result.data[i] = std::isfinite(x.data[i]) ? 1 : 0;
    } else if (type == ElementType::Pred) {
      if (opcode != Opcode::Not && opcode != Opcode::Real) failAt(instruction, std::string(ir::opcodeName(opcode)) + " on pred");
      for (std::size_t i = 0; i < count; ++i) result.data[i] = opcode == Opcode::Not ? (x.data[i] == 0) : (x.data[i] != 0);
    } else if (isInteger(type)) {
      for (std::size_t i = 0; i < count; ++i) result.data[i] = context.round(integerUnary(opcode, x.data[i], type), type);
    } else {
      if (opcode == Opcode::Not || opcode == Opcode::PopulationCount || opcode == Opcode::Clz)
        failAt(instruction, std::string(ir::opcodeName(opcode)) + " needs an integer or pred operand");
      for (std::size_t i = 0; i < count; ++i) result.data[i] = context.round(floatUnary(opcode, x.data[i]), type);
    }
    return result;
  }
  if (isBinaryKernel(opcode)) {
    need(2);
    const Value &a = *operands[0], &b = *operands[1];
    checkSameCount(instruction, a, result, false);
    checkSameCount(instruction, b, result, false);
    if (!isInteger(type) && type != ElementType::Pred &&
        (opcode == Opcode::And || opcode == Opcode::Or || opcode == Opcode::Xor || opcode == Opcode::ShiftLeft ||
         opcode == Opcode::ShiftRightLogical || opcode == Opcode::ShiftRightArithmetic))
      failAt(instruction, std::string(ir::opcodeName(opcode)) + " needs integer or pred operands");
    for (std::size_t i = 0; i < count; ++i) result.data[i] = context.round(applyBinary(opcode, a.data[i], b.data[i], type), type);
    return result;
  }
  switch (opcode) {
    case Opcode::Compare: {
      need(2);
      const Value &a = *operands[0], &b = *operands[1];
      checkSameCount(instruction, a, result, false);
      checkSameCount(instruction, b, result, false);
      const std::string_view direction = instruction.stringAttribute("direction").value_or("");
      bool known = true;
      compareValues(direction, 0, 0, known);
      if (!known) failAt(instruction, "compare needs direction=EQ|NE|LT|LE|GT|GE, found '" + std::string(direction) + "'");
      for (std::size_t i = 0; i < count; ++i) result.data[i] = compareValues(direction, a.data[i], b.data[i], known) ? 1 : 0;
      return result;
    }
    case Opcode::Select: {
      need(3);
      checkSameCount(instruction, *operands[0], result, true);
      checkSameCount(instruction, *operands[1], result, false);
      checkSameCount(instruction, *operands[2], result, false);
      for (std::size_t i = 0; i < count; ++i)
        result.data[i] = elementOf(*operands[0], i) != 0 ? operands[1]->data[i] : operands[2]->data[i];
      return result;
    }
    case Opcode::Clamp: {
      need(3);  // clamp(min, x, max)
      checkSameCount(instruction, *operands[0], result, true);
      checkSameCount(instruction, *operands[1], result, false);
      checkSameCount(instruction, *operands[2], result, true);
      for (std::size_t i = 0; i < count; ++i) {
        const double x = operands[1]->data[i], low = elementOf(*operands[0], i), high = elementOf(*operands[2], i);
        result.data[i] = std::isnan(x) ? x : std::min(std::max(x, low), high);
      }
      return result;
    }
    case Opcode::Convert: {
      need(1);
      checkSameCount(instruction, *operands[0], result, false);
      const ElementType from = operands[0]->type;
      for (std::size_t i = 0; i < count; ++i) result.data[i] = context.convert(operands[0]->data[i], from, type);
      return result;
    }
    case Opcode::ReducePrecision: {
      need(1);
      checkSameCount(instruction, *operands[0], result, false);
      const int64_t exponentBits = requireInt(instruction, "exponent_bits");
      const int64_t mantissaBits = requireInt(instruction, "mantissa_bits");
      if (exponentBits < 1 || exponentBits > 11 || mantissaBits < 0 || mantissaBits > 52)
        failAt(instruction, "reduce-precision needs 1..11 exponent bits and 0..52 mantissa bits");
      const int maxExponent = (1 << (exponentBits - 1)) - 1;
      FloatFormat format{static_cast<int>(mantissaBits), 1 - maxExponent,
                         std::ldexp(2.0 - std::ldexp(1.0, -static_cast<int>(mantissaBits)), maxExponent), true, true};
      for (std::size_t i = 0; i < count; ++i) result.data[i] = context.round(roundToFormat(operands[0]->data[i], format), type);
      return result;
    }
    default: failAt(instruction, std::string(ir::opcodeName(opcode)) + " is not an elementwise kernel");
  }
}

}  // namespace shardscope::numeric
