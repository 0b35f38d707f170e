#pragma once
// Reproducible inputs (seed 004: fixed seeds everywhere). Each parameter draws from its
// own stream derived from (seed, parameter number), so adding a parameter never
// changes the values of the others; the generator is splitmix64, whose output is the
// same on every platform (std:: distributions are not).

#include "ir/shape.h"
#include "numeric/element_budget.h"
#include "numeric/value.h"

#include <cstdint>

namespace shardscope::numeric {

// Floats uniform in [-1, 1) rounded to their type; signed integers in [-8, 8],
// unsigned in [0, 8]; pred fair coin. Tuples recurse. Throws InterpretError for
// shapes that cannot be generated (dynamic, not emulated, over the cap).
Value generateValue(const ir::Shape& shape, uint64_t seed, int64_t stream, ElementBudget& budget);

// The distinctive value of element `index` on `device` for the communication layer:
// exact in double, unique per (device, element), so a misplaced block shows at once.
double distinctiveValue(int64_t device, int64_t index);

}  // namespace shardscope::numeric
