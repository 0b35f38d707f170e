#include "numeric/element_budget.h"

#include "numeric/interpret_error.h"

#include <string>

namespace shardscope::numeric {

int64_t ElementBudget::admit(const std::vector<int64_t>& dims) {
  for (int64_t d : dims)
    if (d < 0) throw InterpretError("negative dimension " + std::to_string(d));
  const std::optional<int64_t> count = ir::checkedProduct(dims);
  if (!count || *count > perTensor_)
    throw InterpretError("a tensor has more than " + std::to_string(perTensor_) +
                         " elements, the numeric checker's cap; check the zoo's --small twin of this model instead");
  if (used_ + *count > total_)
    throw InterpretError("the run needs more than " + std::to_string(total_) +
                         " elements in all, the numeric checker's total cap; check the zoo's --small twin instead");
  used_ += *count;
  return *count;
}

Value ElementBudget::makeArray(ir::ElementType type, std::vector<int64_t> dims) {
  Value value;
  const int64_t count = admit(dims);
  value.type = type;
  value.dims = std::move(dims);
  value.data.assign(static_cast<std::size_t>(count), 0.0);
  return value;
}

Value transposed(const Value& operand, const std::vector<int64_t>& perm, ElementBudget& budget) {
  std::vector<int64_t> dims(perm.size());
  for (std::size_t i = 0; i < perm.size(); ++i) dims[i] = operand.dims[perm[i]];
  Value result = budget.makeArray(operand.type, dims);
  const std::vector<int64_t> strides = stridesOf(operand.dims);
  std::vector<int64_t> index(dims.size(), 0);
  for (std::size_t out = 0; out < result.data.size(); ++out, nextIndex(index, dims)) {
    int64_t source = 0;
    for (std::size_t i = 0; i < perm.size(); ++i) source += index[i] * strides[perm[i]];
    result.data[out] = operand.data[source];
  }
  return result;
}

}  // namespace shardscope::numeric
