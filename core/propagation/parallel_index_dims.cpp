#include "propagation/parallel_index_dims.h"

#include <algorithm>

namespace shardscope::propagation {

namespace {

// Copies and reshapes that keep the dims do not change what an iota counts.
const ir::Instruction* throughCopies(const ir::Computation& computation, const ir::Instruction* instruction) {
  for (int depth = 0; depth < 8 && instruction->opcode == ir::Opcode::Copy && instruction->operands.size() == 1; ++depth)
    instruction = &computation.instructions[static_cast<std::size_t>(instruction->operands[0])];
  return instruction;
}

}  // namespace

ParallelIndexDims parallelIndexDims(const ir::Computation& computation, ir::InstructionId indicesId,
                                    const ir::Shape& operandShape, const std::vector<int64_t>& startIndexMap,
                                    const std::vector<int64_t>& collapsed, const std::vector<int64_t>* sliceSizes,
                                    int64_t indexVectorDim) {
  ParallelIndexDims out;
  if (indicesId < 0 || static_cast<std::size_t>(indicesId) >= computation.instructions.size()) return out;
  const ir::Instruction& indices = computation.instructions[static_cast<std::size_t>(indicesId)];
  if (!indices.shape.isArray() || indices.opcode != ir::Opcode::Concatenate) return out;
  const std::vector<int64_t>* concatDims = indices.intListAttribute("dimensions");
  if (!concatDims || concatDims->size() != 1 || (*concatDims)[0] != indexVectorDim) return out;
  // Index component -> the indices dim its iota counts along (-1: not an iota).
  std::vector<int64_t> countsAlong(startIndexMap.size(), -1);
  std::size_t component = 0;
  for (ir::InstructionId pieceId : indices.operands) {
    const ir::Instruction* piece = &computation.instructions[static_cast<std::size_t>(pieceId)];
    if (!piece->shape.isArray() || piece->shape.rank() != indices.shape.rank()) return out;
    const int64_t width = piece->shape.dims[static_cast<std::size_t>(indexVectorDim)];
    piece = throughCopies(computation, piece);
    if (width == 1 && piece->opcode == ir::Opcode::Iota && component < countsAlong.size()) {
      const auto along = piece->intAttribute("iota_dimension");
      if (along && *along >= 0 && *along < indices.shape.rank() && *along != indexVectorDim) countsAlong[component] = *along;
    }
    component += static_cast<std::size_t>(std::max<int64_t>(width, 0));
  }
  for (std::size_t i = 0; i < countsAlong.size(); ++i) {
    const int64_t along = countsAlong[i];
    const int64_t operandDim = startIndexMap[i];
    if (along < 0 || operandDim < 0 || operandDim >= operandShape.rank()) continue;
    if (std::find(collapsed.begin(), collapsed.end(), operandDim) == collapsed.end()) continue;
    if (sliceSizes && (static_cast<std::size_t>(operandDim) >= sliceSizes->size() || (*sliceSizes)[operandDim] != 1)) continue;
    if (operandShape.dims[static_cast<std::size_t>(operandDim)] != indices.shape.dims[static_cast<std::size_t>(along)]) continue;
    if (std::find(out.indices.begin(), out.indices.end(), along) != out.indices.end()) continue;
    out.operand.push_back(operandDim);
    out.indices.push_back(along);
  }
  return out;
}

}  // namespace shardscope::propagation
