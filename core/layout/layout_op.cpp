#include "layout/layout_op.h"

namespace shardscope::layout {
namespace {
std::string joinValues(const std::vector<int64_t>& values) {
  std::string text;
  for (std::size_t k = 0; k < values.size(); ++k) {
    if (k) text += ',';
    text += std::to_string(values[k]);
  }
  return text;
}
}  // namespace

std::string LayoutOp::toString() const {
  std::string text = isReshape() ? "reshape(" : "transpose(";
  text += joinValues(values);
  text += ')';
  return text;
}

std::optional<int64_t> elementCount(const Shape& shape) {
  int64_t count = 1;
  bool zero = false;
  for (int64_t dim : shape) {
    if (dim < 0 || dim > kMaxElements) return std::nullopt;
    if (dim == 0) {
      zero = true;
      continue;
    }
    if (count > kMaxElements / dim) return std::nullopt;
    count *= dim;
  }
  return zero ? 0 : count;
}

std::string shapeToString(const Shape& shape) {
  std::string text = "(";
  text += joinValues(shape);
  text += ')';
  return text;
}

std::string chainToString(const LayoutChain& chain) {
  std::string text;
  for (const LayoutOp& op : chain) {
    if (!text.empty()) text += ' ';
    text += op.toString();
  }
  return text;
}

ShapeStep applyToShape(const Shape& input, const LayoutOp& op) {
  if (op.isReshape()) {
    if (op.values.size() > static_cast<std::size_t>(kMaxRank))
      return {{}, "reshape rank " + std::to_string(op.values.size()) + " exceeds the limit of " +
                      std::to_string(kMaxRank)};
    const auto before = elementCount(input);
    const auto after = elementCount(op.values);
    if (!after) return {{}, "reshape dims " + shapeToString(op.values) + " are out of range"};
    if (!before || *before != *after)
      return {{}, "reshape" + shapeToString(op.values) + " has " + std::to_string(*after) +
                      " elements but its operand " + shapeToString(input) + " has " +
                      (before ? std::to_string(*before) : std::string("too many"))};
    return {op.values, {}};
  }
  if (op.values.size() != input.size())
    return {{}, "transpose" + shapeToString(op.values) + " has " +
                    std::to_string(op.values.size()) + " axes but its operand " +
                    shapeToString(input) + " has rank " + std::to_string(input.size())};
  std::vector<bool> seen(input.size(), false);
  Shape output(input.size());
  for (std::size_t k = 0; k < op.values.size(); ++k) {
    const int64_t axis = op.values[k];
    if (axis < 0 || axis >= static_cast<int64_t>(input.size()) || seen[axis])
      return {{}, "transpose" + shapeToString(op.values) + " is not a permutation of 0.." +
                      std::to_string(static_cast<int64_t>(input.size()) - 1)};
    seen[axis] = true;
    output[k] = input[axis];
  }
  return {std::move(output), {}};
}

ChainShapes traceShapes(const Shape& input, const LayoutChain& chain) {
  ChainShapes result;
  result.shapes.reserve(chain.size() + 1);
  result.shapes.push_back(input);
  for (std::size_t k = 0; k < chain.size(); ++k) {
    ShapeStep step = applyToShape(result.shapes.back(), chain[k]);
    if (!step.ok()) {
      result.failedOp = static_cast<int>(k);
      result.error = std::move(step.error);
      return result;
    }
    result.shapes.push_back(std::move(step.shape));
  }
  return result;
}

std::vector<int64_t> invertPermutation(const std::vector<int64_t>& perm) {
  std::vector<int64_t> inverse(perm.size());
  for (std::size_t k = 0; k < perm.size(); ++k) inverse[perm[k]] = static_cast<int64_t>(k);
  return inverse;
}

LayoutChain invertChain(const Shape& input, const LayoutChain& chain) {
  const ChainShapes shapes = traceShapes(input, chain);
  LayoutChain inverse;
  if (!shapes.ok()) return inverse;
  inverse.reserve(chain.size());
  for (std::size_t k = chain.size(); k-- > 0;) {
    if (chain[k].isReshape())
      inverse.push_back(LayoutOp::reshape(shapes.shapes[k]));
    else
      inverse.push_back(LayoutOp::transpose(invertPermutation(chain[k].values)));
  }
  return inverse;
}

}  // namespace shardscope::layout
