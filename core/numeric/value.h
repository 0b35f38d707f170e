#pragma once
// A runtime value of the interpreter: a dense row-major array of doubles that are
// already rounded to the element type, or a tuple of values. Layouts are ignored: the
// interpreter works on logical indices, as HLO semantics are defined.

#include "ir/element_type.h"
#include "ir/shape.h"

#include <cstdint>
#include <vector>

namespace shardscope::numeric {

struct Value {
  ir::ElementType type = ir::ElementType::Invalid;  // Tuple for tuples, Token for tokens
  std::vector<int64_t> dims;
  std::vector<double> data;     // row-major, product(dims) elements
  std::vector<Value> elements;  // tuple elements

  bool isTuple() const { return type == ir::ElementType::Tuple; }
  int64_t rank() const { return static_cast<int64_t>(dims.size()); }
  int64_t elementCount() const { return static_cast<int64_t>(data.size()); }
  double scalar() const { return data.empty() ? 0.0 : data.front(); }
};

// Row-major strides of `dims`.
std::vector<int64_t> stridesOf(const std::vector<int64_t>& dims);

// Advances a multi-index over `dims` in row-major order; false after the last one.
bool nextIndex(std::vector<int64_t>& index, const std::vector<int64_t>& dims);

// Describes a value's shape for messages, e.g. "f32[8,16]".
std::string describe(const Value& value);

}  // namespace shardscope::numeric
