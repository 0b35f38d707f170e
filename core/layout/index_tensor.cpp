#include "layout/index_tensor.h"

namespace shardscope::layout {

std::optional<IndexTensor> IndexTensor::iota(const Shape& shape) {
  const auto count = elementCount(shape);
  if (!count || *count > kMaxElements) return std::nullopt;
  IndexTensor tensor{shape, std::vector<int64_t>(static_cast<std::size_t>(*count))};
  for (int64_t e = 0; e < *count; ++e) tensor.values[e] = e;
  return tensor;
}

std::optional<IndexTensor> applyOp(const IndexTensor& tensor, const LayoutOp& op) {
  ShapeStep step = applyToShape(tensor.shape, op);
  if (!step.ok()) return std::nullopt;
  if (op.isReshape()) return IndexTensor{std::move(step.shape), tensor.values};

  const std::size_t rank = tensor.shape.size();
  std::vector<int64_t> inputStride(rank, 1);
  for (std::size_t k = rank; k-- > 1;) inputStride[k - 1] = inputStride[k] * tensor.shape[k];
  IndexTensor out{std::move(step.shape), std::vector<int64_t>(tensor.values.size())};
  if (out.values.empty()) return out;
  // Walk the output in row-major order with an odometer; the source offset moves by
  // the stride of the input axis each output axis came from.
  std::vector<int64_t> index(rank, 0);
  int64_t source = 0;
  for (std::size_t e = 0; e < out.values.size(); ++e) {
    out.values[e] = tensor.values[source];
    for (std::size_t k = rank; k-- > 0;) {
      const int64_t stride = inputStride[op.values[k]];
      if (++index[k] < out.shape[k]) {
        source += stride;
        break;
      }
      source -= stride * (out.shape[k] - 1);
      index[k] = 0;
    }
  }
  return out;
}

std::optional<IndexTensor> applyChain(IndexTensor tensor, const LayoutChain& chain) {
  for (const LayoutOp& op : chain) {
    auto next = applyOp(tensor, op);
    if (!next) return std::nullopt;
    tensor = std::move(*next);
  }
  return tensor;
}

}  // namespace shardscope::layout
