#pragma once
// Decoding the literal of a `constant(...)` into numbers, for the engines that need
// values (numeric checker, verifier's constant rules). The text stays the source of
// truth in Instruction::literal; decoding is on demand and bounded.
//   scalars   0  -1.5  1e-05  inf  -inf  nan  true  false  (1, 0) for complex
//   arrays    {1, 2, 3}   { {1, 2}, {3, 4} }   complex {(1,0), (0,1)}
//   elided    {...}        (large constants printed without values: not decodable)

#include "ir/shape.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace shardscope::ir {

struct LiteralValues {
  bool ok = false;
  std::string error;          // why decoding failed, when !ok
  std::vector<double> real;   // row-major, one per element (pred: 0/1)
  std::vector<double> imag;   // filled for c64/c128 only
};

// Decodes `text` as a literal of `shape` (an array shape). Refuses shapes with more
// than `maxElements` elements without allocating for them.
LiteralValues decodeLiteral(std::string_view text, const Shape& shape, int64_t maxElements = int64_t{1} << 20);

}  // namespace shardscope::ir
