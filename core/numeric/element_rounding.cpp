#include "numeric/element_rounding.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <limits>

namespace shardscope::numeric {
namespace {

using ir::ElementType;

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr double kInf = std::numeric_limits<double>::infinity();

// Largest finite value: the top usable mantissa at the top exponent.
constexpr double maxOf(int mantissaBits, int maxExponent, int unusedTopCodes = 0) {
  double mantissa = 2.0;
  double step = 1.0;
  for (int i = 0; i < mantissaBits; ++i) step /= 2;
  mantissa -= step * (1 + unusedTopCodes);
  double scale = 1;
  for (int i = 0; i < maxExponent; ++i) scale *= 2;
  return mantissa * scale;
}

}  // namespace

std::optional<FloatFormat> floatFormat(ElementType type) {
  switch (type) {
    case ElementType::F32: return FloatFormat{23, -126, maxOf(23, 127), true, true};
    case ElementType::BF16: return FloatFormat{7, -126, maxOf(7, 127), true, true};
    case ElementType::F16: return FloatFormat{10, -14, 65504.0, true, true};
    case ElementType::F8E5M2: return FloatFormat{2, -14, 57344.0, true, true};
    // IEEE-like e4m3 (bias 7, infinities): the top exponent is reserved.
    case ElementType::F8E4M3: return FloatFormat{3, -6, 240.0, true, true};
    case ElementType::F8E3M4: return FloatFormat{4, -2, 15.5, true, true};
    // "fn": no infinities, only S.1111.111 is NaN, so 448 is the largest finite.
    case ElementType::F8E4M3FN: return FloatFormat{3, -6, 448.0, false, true};
    // "fnuz": bias one larger, no infinities, no negative zero (0x80 is the NaN).
    case ElementType::F8E4M3FNUZ: return FloatFormat{3, -7, 240.0, false, false};
    case ElementType::F8E5M2FNUZ: return FloatFormat{2, -15, 57344.0, false, false};
    case ElementType::F8E4M3B11FNUZ: return FloatFormat{3, -10, 30.0, false, false};
    default: return std::nullopt;
  }
}

bool isEmulated(ElementType type) {
  if (type == ElementType::F64 || type == ElementType::Pred) return true;
  if (ir::isSignedInteger(type) || ir::isUnsignedInteger(type)) return true;
  return floatFormat(type).has_value();
}

double roundToFormat(double value, const FloatFormat& format) {
  if (std::isnan(value)) return value;
  if (value == 0) return format.hasNegativeZero ? value : 0.0;
  const double magnitude = std::fabs(value);
  if (std::isinf(magnitude)) return format.hasInfinity ? value : kNaN;
  // The exponent of the leading bit, read from the bits (frexp is several times
  // slower, and this runs for every element the interpreter stores). Subnormal
  // doubles read as -1023, far below every format's minimum.
  const int exponent = static_cast<int>(std::bit_cast<uint64_t>(magnitude) >> 52) - 1023;
  // Below the smallest normal the spacing stays that of the subnormals.
  const int leading = std::max(exponent, format.minExponent);
  const int quantumExponent = leading - format.mantissaBits;
  // Formats as wide as double (reduce-precision) would leave the normal range here.
  if (quantumExponent <= -1023 || quantumExponent >= 1023) {
    const double rounded = std::rint(std::ldexp(magnitude, -quantumExponent));
    const double back = std::ldexp(rounded, quantumExponent);
    if (back > format.maxFinite) return format.hasInfinity ? std::copysign(kInf, value) : kNaN;
    return std::copysign(back, value);
  }
  const double quantum = std::bit_cast<double>(static_cast<uint64_t>(quantumExponent + 1023) << 52);
  const double inverse = std::bit_cast<double>(static_cast<uint64_t>(1023 - quantumExponent) << 52);
  // Scaling by a power of two is exact; rint rounds ties to even.
  const double rounded = std::rint(magnitude * inverse) * quantum;
  if (rounded > format.maxFinite) return format.hasInfinity ? std::copysign(kInf, value) : kNaN;
  if (rounded == 0 && !format.hasNegativeZero) return 0.0;
  return std::copysign(rounded, value);
}

int64_t wrapInteger(int64_t value, ElementType type) {
  const int bits = ir::elementTypeBits(type);
  if (bits >= 64) return value;
  const uint64_t mask = (uint64_t{1} << bits) - 1;
  uint64_t low = static_cast<uint64_t>(value) & mask;
  if (ir::isSignedInteger(type) && (low >> (bits - 1)) != 0) low |= ~mask;  // sign-extend
  return static_cast<int64_t>(low);
}

namespace {

// An exact integer held in double, reduced modulo 2^64 into two's complement.
int64_t toWrappedInt64(double value) {
  if (!std::isfinite(value)) return 0;
  const double truncated = std::trunc(value);
  if (truncated >= -9223372036854775808.0 && truncated < 9223372036854775808.0) return static_cast<int64_t>(truncated);
  double reduced = std::fmod(truncated, 18446744073709551616.0);
  if (reduced < 0) reduced += 18446744073709551616.0;
  if (reduced >= 18446744073709551616.0) reduced = 0;
  return static_cast<int64_t>(static_cast<uint64_t>(reduced));
}

double integerValue(int64_t wrapped, ElementType type) {
  if (type == ElementType::U64) return static_cast<double>(static_cast<uint64_t>(wrapped));
  return static_cast<double>(wrapped);
}

double saturate(double value, ElementType type) {
  if (std::isnan(value)) return 0;
  const int bits = ir::elementTypeBits(type);
  const double truncated = std::trunc(value);
  double low = 0, high = 0;
  if (ir::isSignedInteger(type)) {
    low = -std::ldexp(1.0, bits - 1);
    high = std::ldexp(1.0, bits - 1) - 1;
  } else {
    high = std::ldexp(1.0, bits) - 1;
  }
  if (truncated <= low) return low;
  if (truncated >= high) return high;
  return truncated;
}

}  // namespace

double roundToElementType(double value, ElementType type) {
  switch (type) {
    case ElementType::F64: return value;
    case ElementType::F32: return static_cast<double>(static_cast<float>(value));
    case ElementType::Pred: return value != 0 ? 1.0 : 0.0;
    default: break;
  }
  if (ir::isSignedInteger(type) || ir::isUnsignedInteger(type))
    return integerValue(wrapInteger(toWrappedInt64(value), type), type);
  if (std::optional<FloatFormat> format = floatFormat(type)) return roundToFormat(value, *format);
  return value;
}

double convertElement(double value, ElementType from, ElementType to) {
  const bool toInteger = ir::isSignedInteger(to) || ir::isUnsignedInteger(to);
  if (toInteger && ir::isFloatingPoint(from)) return saturate(value, to);
  if (to == ElementType::Pred) return value != 0 ? 1.0 : 0.0;
  return roundToElementType(value, to);
}

}  // namespace shardscope::numeric
