#pragma once
// Emulation of element types on values held in double: every value the interpreter
// stores has first been rounded to its declared element type, so f32, bf16, f16 and
// the f8 variants lose exactly the precision they lose on hardware (round to nearest
// even, with each format's overflow and NaN rules), and integers wrap.

#include "ir/element_type.h"

#include <cstdint>
#include <optional>

namespace shardscope::numeric {

// A binary floating-point format narrower than double, by the facts rounding needs.
struct FloatFormat {
  int mantissaBits = 0;   // explicit fraction bits
  int minExponent = 0;    // exponent of the smallest normal number
  double maxFinite = 0;   // largest finite magnitude
  bool hasInfinity = true;   // false: overflow gives NaN (the "fn" / "fnuz" formats)
  bool hasNegativeZero = true;  // false for "fnuz": -0 becomes +0
};

// The format of a floating element type; nullopt for f64 (no rounding needed) and for
// types that are not emulated (f4e2m1fn, f8e8m0fnu, complex).
std::optional<FloatFormat> floatFormat(ir::ElementType type);

// True when values of this type can be held and rounded by the interpreter.
bool isEmulated(ir::ElementType type);

// Rounds `value` to the nearest value of `format` (ties to even), applying the
// format's overflow rule. NaN stays NaN.
double roundToFormat(double value, const FloatFormat& format);

// Value of the result of an arithmetic op of element type `type` computed exactly as
// `value`: floats round, integers wrap modulo 2^bits, pred becomes 0/1.
double roundToElementType(double value, ir::ElementType type);

// XLA's `convert` from `from` to `to`: float to integer truncates toward zero and
// saturates (NaN gives 0); integer to integer wraps; to float rounds; to pred is `!= 0`.
double convertElement(double value, ir::ElementType from, ir::ElementType to);

// Integer wrap for an exact 64-bit two's complement value.
int64_t wrapInteger(int64_t value, ir::ElementType type);

}  // namespace shardscope::numeric
