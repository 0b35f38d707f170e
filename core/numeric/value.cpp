#include "numeric/value.h"

#include <string>

namespace shardscope::numeric {

std::vector<int64_t> stridesOf(const std::vector<int64_t>& dims) {
  std::vector<int64_t> strides(dims.size(), 1);
  for (std::size_t d = dims.size(); d-- > 1;) strides[d - 1] = strides[d] * dims[d];
  return strides;
}

bool nextIndex(std::vector<int64_t>& index, const std::vector<int64_t>& dims) {
  for (std::size_t d = dims.size(); d-- > 0;) {
    if (++index[d] < dims[d]) return true;
    index[d] = 0;
  }
  return false;
}

std::string describe(const Value& value) {
  if (value.isTuple()) {
    std::string text = "(";
    for (std::size_t i = 0; i < value.elements.size(); ++i) {
      if (i) text += ", ";
      text += describe(value.elements[i]);
    }
    text += ')';
    return text;
  }
  std::string text(ir::elementTypeName(value.type));
  text += '[';
  for (std::size_t d = 0; d < value.dims.size(); ++d) {
    if (d) text += ',';
    text += std::to_string(value.dims[d]);
  }
  text += ']';
  return text;
}

}  // namespace shardscope::numeric
