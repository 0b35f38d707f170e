#pragma once
// XLA's parallel gather/scatter dims (hlo_sharding_util's GetGatherParallelBatchDims and
// GetScatterParallelBatchDims): when the index vector is a concatenate (along the index
// vector dim) whose pieces are iotas, index component i counts along indices dim
// iota_dimension, so operand dim start_index_map[i] - taken one element at a time and as
// large as that indices dim - runs in step with it: a tiling of either can be carried to
// the other and to the output's (gather) or the updates' (scatter) batch dim.
#include "ir/computation.h"

#include <cstdint>
#include <vector>

namespace shardscope::propagation {

struct ParallelIndexDims {
  std::vector<int64_t> operand;  // operand dims, in step with...
  std::vector<int64_t> indices;  // ...these indices dims (same position)
  bool empty() const { return operand.empty(); }
};

// `collapsed`: gather's collapsed_slice_dims / scatter's inserted_window_dims;
// `sliceSizes`: gather's slice_sizes (null for scatter).
ParallelIndexDims parallelIndexDims(const ir::Computation& computation, ir::InstructionId indices,
                                    const ir::Shape& operandShape, const std::vector<int64_t>& startIndexMap,
                                    const std::vector<int64_t>& collapsed, const std::vector<int64_t>* sliceSizes,
                                    int64_t indexVectorDim);

}  // namespace shardscope::propagation
