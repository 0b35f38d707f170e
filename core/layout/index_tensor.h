#pragma once
// A concrete tensor of element indices, for checking layout chains by evaluation: start
// from iota (element e holds e), apply ops, and compare. This is the ground truth the
// symbolic engine is tested against; it allocates, so its size is capped.

#include "layout/layout_op.h"

#include <optional>
#include <vector>

namespace shardscope::layout {

struct IndexTensor {
  Shape shape;
  std::vector<int64_t> values;  // row-major

  static constexpr int64_t kMaxElements = int64_t{1} << 24;

  // Nullopt when the shape has more than kMaxElements elements.
  static std::optional<IndexTensor> iota(const Shape& shape);

  friend bool operator==(const IndexTensor&, const IndexTensor&) = default;
};

// Nullopt when the op does not apply to the tensor's shape.
std::optional<IndexTensor> applyOp(const IndexTensor& tensor, const LayoutOp& op);
std::optional<IndexTensor> applyChain(IndexTensor tensor, const LayoutChain& chain);

}  // namespace shardscope::layout
