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

}  // namespace shardscope::numeric
