// topk (topk_op.h).
#include "numeric/topk_op.h"

#include "numeric/instruction_attributes.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace shardscope::numeric {
namespace {

// `largest=` as written (`largest=true`); XLA's default is true.
bool largestAttribute(const ir::Instruction& instruction) {
  const ir::Attribute* attribute = instruction.attribute("largest");
  if (!attribute) return true;
  if (const bool* flag = std::get_if<bool>(&attribute->value)) return *flag;
  const std::string_view text = instruction.stringAttribute("largest").value_or("");
  if (text == "true") return true;
  if (text == "false") return false;
  failAt(instruction, "topk's 'largest' must be true or false");
}

// A key whose integer order is the floats' total order: -NaN < -inf < -0 < +0 < +inf <
// +NaN. Values are held in double; the sign of zero and of NaN is kept.
struct TotalOrderKey {
  int rank;  // 0: -NaN, 1: finite or infinite, 2: +NaN
  double value;
  bool negativeZero;
  friend bool operator<(const TotalOrderKey& a, const TotalOrderKey& b) {
    if (a.rank != b.rank) return a.rank < b.rank;
    if (a.value != b.value) return a.value < b.value;
    return a.negativeZero && !b.negativeZero;  // -0 < +0; NaNs of one sign are equal here
  }
  friend bool operator==(const TotalOrderKey& a, const TotalOrderKey& b) { return !(a < b) && !(b < a); }
};

TotalOrderKey keyOf(double value) {
  if (std::isnan(value)) return {std::signbit(value) ? 0 : 2, 0.0, false};
  return {1, value, value == 0 && std::signbit(value)};
}

}  // namespace

Value evalTopK(const ir::Instruction& instruction, const Value& operand, EvalContext& context) {
  if (operand.isTuple() || operand.rank() < 1) failAt(instruction, "topk needs an array operand of rank 1 or more");
  const int64_t k = requireInt(instruction, "k");
  const bool largest = largestAttribute(instruction);
  const int64_t length = operand.dims.back();
  if (k < 0 || k > length) failAt(instruction, "topk's k=" + std::to_string(k) + " is not within the last dimension (" + std::to_string(length) + ")");
  if (!instruction.shape.isTuple() || instruction.shape.tupleShapes.size() != 2)
    failAt(instruction, "topk returns a tuple (values, indices)");
  Value values = allocateArray(instruction, instruction.shape.tupleShapes[0], context);
  Value indices = allocateArray(instruction, instruction.shape.tupleShapes[1], context);
  std::vector<int64_t> expected = operand.dims;
  expected.back() = k;
  if (values.type != operand.type || values.dims != expected || indices.dims != expected || !(ir::isSignedInteger(indices.type) || ir::isUnsignedInteger(indices.type)))
    failAt(instruction, "topk of " + describe(operand) + " with k=" + std::to_string(k) + " does not give (" + describe(values) + ", " +
                            describe(indices) + ")");
  const int64_t rows = length == 0 ? 0 : operand.elementCount() / length;
  std::vector<int64_t> order(static_cast<std::size_t>(length));
  std::vector<TotalOrderKey> keys(static_cast<std::size_t>(length));
  for (int64_t row = 0; row < rows; ++row) {
    const double* in = operand.data.data() + row * length;
    for (int64_t i = 0; i < length; ++i) keys[i] = keyOf(in[i]);
    std::iota(order.begin(), order.end(), 0);
    // Ties by the lower index: an explicit tie-break, so partial_sort's instability
    // cannot reorder equal values.
    std::partial_sort(order.begin(), order.begin() + k, order.end(), [&](int64_t a, int64_t b) {
      if (keys[a] == keys[b]) return a < b;
      return largest ? keys[b] < keys[a] : keys[a] < keys[b];
    });
    for (int64_t j = 0; j < k; ++j) {
      values.data[row * k + j] = in[order[j]];
      indices.data[row * k + j] = context.round(static_cast<double>(order[j]), indices.type);
    }
  }
  Value result;
  result.type = ir::ElementType::Tuple;
  result.elements = {std::move(values), std::move(indices)};
  return result;
}

}  // namespace shardscope::numeric
