#include "numeric/gather_scatter_ops.h"

#include "numeric/instruction_attributes.h"
#include "numeric/scalar_reducer.h"

#include <algorithm>
#include <cmath>

namespace shardscope::numeric {
namespace {

bool contains(const std::vector<int64_t>& list, int64_t value) { return std::find(list.begin(), list.end(), value) != list.end(); }

// Batching dims (`operand_batching_dims` with `start_indices_batching_dims`, scatter's
// `input_batching_dims` with `scatter_indices_batching_dims`): operand dim
// operandDims[i] is indexed by the position along indices dim indicesDims[i] itself,
// one batch of the operand per batch of the indices, with a window of size 1 there.
struct BatchingDims {
  std::vector<int64_t> operandDims, indicesDims;
};

BatchingDims readBatching(const ir::Instruction& instruction, std::string_view operandKey, std::string_view indicesKey,
                          const Value& operand, const Value& indices, int64_t indexVectorDim) {
  BatchingDims batching{intListOr(instruction, operandKey, {}), intListOr(instruction, indicesKey, {})};
  if (batching.operandDims.size() != batching.indicesDims.size())
    failAt(instruction, std::string(operandKey) + " and " + std::string(indicesKey) + " differ in length");
  checkAxes(instruction, batching.operandDims, operand.rank(), operandKey);
  checkAxes(instruction, batching.indicesDims, indices.rank(), indicesKey);
  for (std::size_t i = 0; i < batching.operandDims.size(); ++i) {
    if (batching.indicesDims[i] == indexVectorDim) failAt(instruction, std::string(indicesKey) + " names the index_vector_dim");
    if (operand.dims[batching.operandDims[i]] != indices.dims[batching.indicesDims[i]])
      failAt(instruction, "batching dimension sizes differ between the operand and the indices");
  }
  return batching;
}

// The start index vector for batch position `batch` (the indices array's dims other
// than index_vector_dim, in order), mapped onto operand dims by `toOperand`.
std::vector<int64_t> startVector(const Value& indices, int64_t indexVectorDim, const std::vector<int64_t>& batch,
                                 const std::vector<int64_t>& toOperand, const BatchingDims& batching, int64_t operandRank) {
  std::vector<int64_t> start(static_cast<std::size_t>(operandRank), 0);
  const std::vector<int64_t> strides = stridesOf(indices.dims);
  const bool implicit = indexVectorDim == indices.rank();
  std::vector<int64_t> position;
  for (int64_t d = 0, b = 0; d < indices.rank(); ++d) position.push_back(d == indexVectorDim ? 0 : batch[b++]);
  for (std::size_t i = 0; i < batching.operandDims.size(); ++i) start[batching.operandDims[i]] = position[batching.indicesDims[i]];
  for (std::size_t k = 0; k < toOperand.size(); ++k) {
    int64_t at = 0;
    for (int64_t d = 0; d < indices.rank(); ++d) at += (d == indexVectorDim && !implicit ? static_cast<int64_t>(k) : position[d]) * strides[d];
    // Indices are untrusted numbers: bound them before the integer conversion.
    const double raw = indices.data[at];
    start[toOperand[k]] = std::isnan(raw) ? 0 : static_cast<int64_t>(std::clamp(raw, -4.0e18, 4.0e18));
  }
  return start;
}

void checkIndexVector(const ir::Instruction& instruction, const Value& indices, int64_t indexVectorDim, std::size_t mapSize, int64_t operandRank,
                      const std::vector<int64_t>& toOperand) {
  if (indexVectorDim < 0 || indexVectorDim > indices.rank()) failAt(instruction, "index_vector_dim is out of range");
  const int64_t vectorLength = indexVectorDim == indices.rank() ? 1 : indices.dims[indexVectorDim];
  if (static_cast<int64_t>(mapSize) != vectorLength) failAt(instruction, "the index vector length does not match the dims it maps");
  for (int64_t d : toOperand)
    if (d < 0 || d >= operandRank) failAt(instruction, "an index maps to a dimension the operand does not have");
}

}  // namespace

Value evalGather(const ir::Instruction& instruction, const Value& operand, const Value& indices, EvalContext& context) {
  if (operand.isTuple() || indices.isTuple()) failAt(instruction, "gather operands must be arrays");
  const std::vector<int64_t> offsetDims = requireIntList(instruction, "offset_dims");
  const std::vector<int64_t> collapsed = intListOr(instruction, "collapsed_slice_dims", {});
  const std::vector<int64_t> startIndexMap = requireIntList(instruction, "start_index_map");
  const std::vector<int64_t> sliceSizes = requireIntList(instruction, "slice_sizes");
  const int64_t indexVectorDim = requireInt(instruction, "index_vector_dim");
  checkIndexVector(instruction, indices, indexVectorDim, startIndexMap.size(), operand.rank(), startIndexMap);
  checkAxes(instruction, collapsed, operand.rank(), "collapsed_slice_dims");
  const BatchingDims batching = readBatching(instruction, "operand_batching_dims", "start_indices_batching_dims", operand, indices, indexVectorDim);
  for (int64_t d : batching.operandDims)
    if (contains(collapsed, d) || contains(startIndexMap, d))
      failAt(instruction, "an operand batching dimension is also collapsed or indexed");
  if (static_cast<int64_t>(sliceSizes.size()) != operand.rank()) failAt(instruction, "slice_sizes needs one entry per operand dimension");
  for (int64_t d = 0; d < operand.rank(); ++d)
    if (sliceSizes[d] < 0 || sliceSizes[d] > operand.dims[d] ||
        ((contains(collapsed, d) || contains(batching.operandDims, d)) && sliceSizes[d] != 1))
      failAt(instruction, "slice_sizes do not fit the operand");
  std::vector<int64_t> windowDims;  // operand dims that appear in the result, ascending
  for (int64_t d = 0; d < operand.rank(); ++d)
    if (!contains(collapsed, d) && !contains(batching.operandDims, d)) windowDims.push_back(d);

  Value result = allocateResult(instruction, context);
  checkAxes(instruction, offsetDims, result.rank(), "offset_dims");
  if (offsetDims.size() != windowDims.size()) failAt(instruction, "offset_dims do not match the uncollapsed slice dims");
  std::vector<int64_t> batchDims;
  for (int64_t d = 0; d < result.rank(); ++d)
    if (!contains(offsetDims, d)) batchDims.push_back(d);
  const int64_t indexBatchRank = indices.rank() - (indexVectorDim < indices.rank() ? 1 : 0);
  if (static_cast<int64_t>(batchDims.size()) != indexBatchRank) failAt(instruction, "gather result rank does not match its indices");
  for (std::size_t k = 0, d = 0; k < batchDims.size(); ++k, ++d) {
    if (static_cast<int64_t>(d) == indexVectorDim) ++d;
    if (result.dims[batchDims[k]] != indices.dims[d]) failAt(instruction, "gather batch dimension sizes differ from the indices");
  }
  for (std::size_t k = 0; k < offsetDims.size(); ++k)
    if (result.dims[offsetDims[k]] != sliceSizes[windowDims[k]]) failAt(instruction, "gather offset dimension sizes differ from slice_sizes");

  const std::vector<int64_t> strides = stridesOf(operand.dims);
  std::vector<int64_t> index(result.dims.size(), 0);
  for (std::size_t out = 0; out < result.data.size(); ++out, nextIndex(index, result.dims)) {
    std::vector<int64_t> batch;
    for (int64_t d : batchDims) batch.push_back(index[d]);
    std::vector<int64_t> start = startVector(indices, indexVectorDim, batch, startIndexMap, batching, operand.rank());
    int64_t at = 0;
    for (int64_t d = 0; d < operand.rank(); ++d) {
      const int64_t clamped = std::clamp<int64_t>(start[d], 0, operand.dims[d] - sliceSizes[d]);
      const auto window = std::find(windowDims.begin(), windowDims.end(), d);
      const int64_t offset = window == windowDims.end() ? 0 : index[offsetDims[window - windowDims.begin()]];
      at += (clamped + offset) * strides[d];
    }
    result.data[out] = operand.data[at];
  }
  return result;
}

Value evalScatter(const ir::Instruction& instruction, const std::vector<const Value*>& operands, EvalContext& context) {
  if (operands.size() != 3) failAt(instruction, "only single-operand scatter is interpreted");
  const Value &operand = *operands[0], &indices = *operands[1], &updates = *operands[2];
  if (operand.isTuple() || indices.isTuple() || updates.isTuple()) failAt(instruction, "scatter operands must be arrays");
  const std::vector<int64_t> updateWindowDims = requireIntList(instruction, "update_window_dims");
  const std::vector<int64_t> inserted = intListOr(instruction, "inserted_window_dims", {});
  const std::vector<int64_t> toOperand = requireIntList(instruction, "scatter_dims_to_operand_dims");
  const int64_t indexVectorDim = requireInt(instruction, "index_vector_dim");
  checkIndexVector(instruction, indices, indexVectorDim, toOperand.size(), operand.rank(), toOperand);
  checkAxes(instruction, inserted, operand.rank(), "inserted_window_dims");
  checkAxes(instruction, updateWindowDims, updates.rank(), "update_window_dims");
  const BatchingDims batching = readBatching(instruction, "input_batching_dims", "scatter_indices_batching_dims", operand, indices, indexVectorDim);
  for (int64_t d : batching.operandDims)
    if (contains(inserted, d) || contains(toOperand, d)) failAt(instruction, "an input batching dimension is also inserted or indexed");
  std::vector<int64_t> windowOperandDims;
  for (int64_t d = 0; d < operand.rank(); ++d)
    if (!contains(inserted, d) && !contains(batching.operandDims, d)) windowOperandDims.push_back(d);
  if (windowOperandDims.size() != updateWindowDims.size()) failAt(instruction, "update_window_dims do not match the operand's window dims");
  std::vector<int64_t> scatterDims;
  for (int64_t d = 0; d < updates.rank(); ++d)
    if (!contains(updateWindowDims, d)) scatterDims.push_back(d);
  const int64_t indexBatchRank = indices.rank() - (indexVectorDim < indices.rank() ? 1 : 0);
  if (static_cast<int64_t>(scatterDims.size()) != indexBatchRank) failAt(instruction, "scatter updates do not match the indices");
  for (std::size_t k = 0, d = 0; k < scatterDims.size(); ++k, ++d) {
    if (static_cast<int64_t>(d) == indexVectorDim) ++d;
    if (updates.dims[scatterDims[k]] != indices.dims[d]) failAt(instruction, "scatter update dimension sizes differ from the indices");
  }
  std::vector<int64_t> windowSize(static_cast<std::size_t>(operand.rank()), 1);
  for (std::size_t k = 0; k < windowOperandDims.size(); ++k) {
    windowSize[windowOperandDims[k]] = updates.dims[updateWindowDims[k]];
    if (windowSize[windowOperandDims[k]] > operand.dims[windowOperandDims[k]]) failAt(instruction, "the update window is larger than the operand");
  }

  Value result = allocateResult(instruction, context);
  if (result.dims != operand.dims) failAt(instruction, "scatter changes the operand's shape");
  result.data = operand.data;
  const ScalarReducer combiner(instruction, instruction.calledComputation("to_apply"), result.type, context);
  const std::vector<int64_t> strides = stridesOf(operand.dims);
  std::vector<int64_t> index(updates.dims.size(), 0);
  for (std::size_t u = 0; u < updates.data.size(); ++u, nextIndex(index, updates.dims)) {
    std::vector<int64_t> batch;
    for (int64_t d : scatterDims) batch.push_back(index[d]);
    const std::vector<int64_t> start = startVector(indices, indexVectorDim, batch, toOperand, batching, operand.rank());
    int64_t at = 0;
    bool inside = true;
    for (int64_t d = 0; d < operand.rank() && inside; ++d) {
      // A window partly outside the operand is skipped whole (XLA semantics).
      if (start[d] < 0 || start[d] + windowSize[d] > operand.dims[d]) {
        inside = false;
        break;
      }
      const auto window = std::find(windowOperandDims.begin(), windowOperandDims.end(), d);
      const int64_t offset = window == windowOperandDims.end() ? 0 : index[updateWindowDims[window - windowOperandDims.begin()]];
      at += (start[d] + offset) * strides[d];
    }
    if (inside) result.data[at] = combiner.combine(result.data[at], updates.data[u]);
  }
  return result;
}

}  // namespace shardscope::numeric
