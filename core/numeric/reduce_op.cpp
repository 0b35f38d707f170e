#include "numeric/reduce_op.h"

#include "numeric/instruction_attributes.h"
#include "numeric/scalar_reducer.h"

#include <algorithm>

namespace shardscope::numeric {

Value evalReduce(const ir::Instruction& instruction, const std::vector<const Value*>& operands, EvalContext& context) {
  if (operands.empty() || operands.size() % 2 != 0) failAt(instruction, "reduce needs operands and as many init values");
  const std::size_t n = operands.size() / 2;
  const Value& first = *operands[0];
  for (std::size_t i = 0; i < operands.size(); ++i) {
    if (operands[i]->isTuple()) failAt(instruction, "reduce operands must be arrays");
    if (i < n && operands[i]->dims != first.dims) failAt(instruction, "reduce operands differ in shape");
    if (i >= n && operands[i]->data.size() != 1) failAt(instruction, "reduce init values must be scalars");
  }
  const std::vector<int64_t> axes = requireIntList(instruction, "dimensions");
  checkAxes(instruction, axes, first.rank(), "reduce dimensions");
  std::vector<int64_t> kept;
  for (int64_t d = 0; d < first.rank(); ++d)
    if (std::find(axes.begin(), axes.end(), d) == axes.end()) kept.push_back(d);

  std::vector<Value> results;
  for (std::size_t i = 0; i < n; ++i) {
    const ir::Shape& shape = n == 1 ? instruction.shape : (i < instruction.shape.tupleShapes.size() ? instruction.shape.tupleShapes[i] : instruction.shape);
    if (n > 1 && (!instruction.shape.isTuple() || instruction.shape.tupleShapes.size() != n)) failAt(instruction, "a variadic reduce returns a tuple");
    results.push_back(allocateArray(instruction, shape, context));
    std::vector<int64_t> expected;
    for (int64_t d : kept) expected.push_back(first.dims[d]);
    if (results.back().dims != expected) failAt(instruction, "reduce result " + describe(results.back()) + " does not match the kept dimensions");
    std::fill(results.back().data.begin(), results.back().data.end(), operands[n + i]->data[0]);
  }
  const ir::ComputationId reducerId = instruction.calledComputation("to_apply");
  const std::vector<int64_t> outStrides = stridesOf(results[0].dims);
  std::vector<int64_t> index(first.dims.size(), 0);
  if (n == 1) {
    const ScalarReducer reducer(instruction, reducerId, results[0].type, context);
    for (std::size_t in = 0; in < first.data.size(); ++in, nextIndex(index, first.dims)) {
      int64_t out = 0;
      for (std::size_t k = 0; k < kept.size(); ++k) out += index[kept[k]] * outStrides[k];
      results[0].data[out] = reducer.combine(results[0].data[out], first.data[in]);
    }
    return std::move(results[0]);
  }
  if (reducerId < 0) failAt(instruction, "reduce needs a to_apply computation");
  for (std::size_t in = 0; in < first.data.size(); ++in, nextIndex(index, first.dims)) {
    int64_t out = 0;
    for (std::size_t k = 0; k < kept.size(); ++k) out += index[kept[k]] * outStrides[k];
    std::vector<Value> arguments;
    for (std::size_t i = 0; i < 2 * n; ++i) {
      Value scalar;
      scalar.type = results[i % n].type;
      scalar.data = {i < n ? results[i].data[out] : operands[i - n]->data[in]};
      arguments.push_back(std::move(scalar));
    }
    Value combined = context.callComputation(reducerId, std::move(arguments));
    if (!combined.isTuple() || combined.elements.size() != n) failAt(instruction, "the variadic reducer must return a tuple of " + std::to_string(n));
    for (std::size_t i = 0; i < n; ++i) results[i].data[out] = combined.elements[i].scalar();
  }
  Value tuple;
  tuple.type = ir::ElementType::Tuple;
  tuple.elements = std::move(results);
  return tuple;
}

}  // namespace shardscope::numeric
