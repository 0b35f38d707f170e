#include "numeric/data_movement_ops.h"

#include "numeric/instruction_attributes.h"

#include <algorithm>
#include <cmath>

namespace shardscope::numeric {
namespace {

using ir::Opcode;

std::string dimsText(const std::vector<int64_t>& dims) {
  std::string text = "[";
  for (std::size_t i = 0; i < dims.size(); ++i) {
    if (i) text += ',';
    text += std::to_string(dims[i]);
  }
  text += ']';
  return text;
}

const Value& arrayOperand(const ir::Instruction& instruction, const std::vector<const Value*>& operands, std::size_t i) {
  if (i >= operands.size()) failAt(instruction, std::string(ir::opcodeName(instruction.opcode)) + " is missing operand " + std::to_string(i));
  if (operands[i]->isTuple()) failAt(instruction, "operand " + std::to_string(i) + " is a tuple");
  return *operands[i];
}

Value broadcast(const ir::Instruction& instruction, const Value& operand, EvalContext& context) {
  Value result = allocateResult(instruction, context);
  const std::vector<int64_t> mapping = requireIntList(instruction, "dimensions");
  if (static_cast<int64_t>(mapping.size()) != operand.rank()) failAt(instruction, "broadcast dimensions do not match the operand's rank");
  checkAxes(instruction, mapping, result.rank(), "broadcast dimensions");
  for (std::size_t i = 0; i < mapping.size(); ++i)
    if (operand.dims[i] != result.dims[mapping[i]]) failAt(instruction, "broadcast maps operand dimension " + std::to_string(i) + " onto a dimension of another size");
  const std::vector<int64_t> operandStrides = stridesOf(operand.dims);
  std::vector<int64_t> index(result.dims.size(), 0);
  for (std::size_t out = 0; out < result.data.size(); ++out, nextIndex(index, result.dims)) {
    int64_t source = 0;
    for (std::size_t i = 0; i < mapping.size(); ++i) source += index[mapping[i]] * operandStrides[i];
    result.data[out] = operand.data[source];
  }
  return result;
}

Value reshape(const ir::Instruction& instruction, const Value& operand, EvalContext& context) {
  Value result = allocateResult(instruction, context);
  if (result.type != operand.type) failAt(instruction, "element type changes from " + describe(operand) + " to " + describe(result));
  if (result.data.size() != operand.data.size())
    failAt(instruction, "reshape from " + describe(operand) + " to " + describe(result) + " changes the element count");
  result.data = operand.data;
  return result;
}

Value transpose(const ir::Instruction& instruction, const Value& operand, EvalContext& context) {
  Value result = allocateResult(instruction, context);
  const std::vector<int64_t> perm = requireIntList(instruction, "dimensions");
  if (static_cast<int64_t>(perm.size()) != operand.rank() || result.rank() != operand.rank())
    failAt(instruction, "transpose permutation does not match the operand's rank");
  checkAxes(instruction, perm, operand.rank(), "transpose dimensions");
  for (std::size_t i = 0; i < perm.size(); ++i)
    if (result.dims[i] != operand.dims[perm[i]]) failAt(instruction, "transpose result shape does not match the permutation");
  const std::vector<int64_t> strides = stridesOf(operand.dims);
  std::vector<int64_t> index(result.dims.size(), 0);
  for (std::size_t out = 0; out < result.data.size(); ++out, nextIndex(index, result.dims)) {
    int64_t source = 0;
    for (std::size_t i = 0; i < perm.size(); ++i) source += index[i] * strides[perm[i]];
    result.data[out] = operand.data[source];
  }
  return result;
}

Value slice(const ir::Instruction& instruction, const Value& operand, EvalContext& context) {
  Value result = allocateResult(instruction, context);
  const ir::SliceConfig* config = instruction.sliceConfig();
  if (!config || static_cast<int64_t>(config->dims.size()) != operand.rank() || result.rank() != operand.rank())
    failAt(instruction, "slice needs one [start:limit:stride] per operand dimension");
  for (std::size_t d = 0; d < config->dims.size(); ++d) {
    const ir::SliceDim& s = config->dims[d];
    if (s.start < 0 || s.limit < s.start || s.limit > operand.dims[d] || s.stride < 1)
      failAt(instruction, "slice dimension " + std::to_string(d) + " is out of the operand's bounds");
    if (result.dims[d] != (s.limit - s.start + s.stride - 1) / s.stride)
      failAt(instruction, "slice result dimension " + std::to_string(d) + " does not match the slice");
  }
  const std::vector<int64_t> strides = stridesOf(operand.dims);
  std::vector<int64_t> index(result.dims.size(), 0);
  for (std::size_t out = 0; out < result.data.size(); ++out, nextIndex(index, result.dims)) {
    int64_t source = 0;
    for (std::size_t d = 0; d < index.size(); ++d) source += (config->dims[d].start + index[d] * config->dims[d].stride) * strides[d];
    result.data[out] = operand.data[source];
  }
  return result;
}

// Start indices of dynamic-(update-)slice: one scalar operand each, clamped so the
// window stays inside the operand (XLA semantics).
std::vector<int64_t> clampedStarts(const ir::Instruction& instruction, const std::vector<const Value*>& operands, std::size_t first,
                                   const std::vector<int64_t>& operandDims, const std::vector<int64_t>& windowDims) {
  if (operands.size() != first + operandDims.size()) failAt(instruction, "expected one start index per operand dimension");
  std::vector<int64_t> starts(operandDims.size());
  for (std::size_t d = 0; d < operandDims.size(); ++d) {
    const Value& start = *operands[first + d];
    if (start.isTuple() || start.data.size() != 1) failAt(instruction, "start indices must be scalars");
    if (windowDims[d] > operandDims[d] || windowDims[d] < 0) failAt(instruction, "the window is larger than the operand in dimension " + std::to_string(d));
    const double raw = std::isnan(start.data[0]) ? 0.0 : start.data[0];
    const double clamped = std::clamp(raw, 0.0, static_cast<double>(operandDims[d] - windowDims[d]));
    starts[d] = static_cast<int64_t>(clamped);
  }
  return starts;
}

Value dynamicSlice(const ir::Instruction& instruction, const std::vector<const Value*>& operands, EvalContext& context) {
  const Value& operand = arrayOperand(instruction, operands, 0);
  Value result = allocateResult(instruction, context);
  if (result.rank() != operand.rank()) failAt(instruction, "dynamic-slice changes the rank");
  const std::vector<int64_t> sizes = intListOr(instruction, "dynamic_slice_sizes", result.dims);
  if (sizes != result.dims) failAt(instruction, "dynamic_slice_sizes do not match the result shape");
  const std::vector<int64_t> starts = clampedStarts(instruction, operands, 1, operand.dims, result.dims);
  copyBox(operand, starts, result.dims, result, std::vector<int64_t>(result.dims.size(), 0));
  return result;
}

Value dynamicUpdateSlice(const ir::Instruction& instruction, const std::vector<const Value*>& operands, EvalContext& context) {
  const Value& operand = arrayOperand(instruction, operands, 0);
  const Value& update = arrayOperand(instruction, operands, 1);
  Value result = allocateResult(instruction, context);
  if (result.dims != operand.dims || update.rank() != operand.rank()) failAt(instruction, "dynamic-update-slice shapes do not agree");
  const std::vector<int64_t> starts = clampedStarts(instruction, operands, 2, operand.dims, update.dims);
  result.data = operand.data;
  copyBox(update, std::vector<int64_t>(update.dims.size(), 0), update.dims, result, starts);
  return result;
}

Value concatenate(const ir::Instruction& instruction, const std::vector<const Value*>& operands, EvalContext& context) {
  Value result = allocateResult(instruction, context);
  const int64_t axis = requireSingleDimension(instruction, "dimensions");
  if (axis < 0 || axis >= result.rank()) failAt(instruction, "concatenate dimension is out of range");
  int64_t offset = 0;
  for (std::size_t i = 0; i < operands.size(); ++i) {
    const Value& part = arrayOperand(instruction, operands, i);
    if (part.rank() != result.rank()) failAt(instruction, "concatenate operands differ in rank");
    for (int64_t d = 0; d < result.rank(); ++d)
      if (d != axis && part.dims[d] != result.dims[d]) failAt(instruction, "concatenate operand " + std::to_string(i) + " " + dimsText(part.dims) + " does not fit " + dimsText(result.dims));
    if (offset + part.dims[axis] > result.dims[axis]) failAt(instruction, "concatenate operands are longer than the result");
    std::vector<int64_t> at(result.dims.size(), 0);
    at[axis] = offset;
    copyBox(part, std::vector<int64_t>(part.dims.size(), 0), part.dims, result, at);
    offset += part.dims[axis];
  }
  if (offset != result.dims[axis]) failAt(instruction, "concatenate operands are shorter than the result");
  return result;
}

Value pad(const ir::Instruction& instruction, const std::vector<const Value*>& operands, EvalContext& context) {
  const Value& operand = arrayOperand(instruction, operands, 0);
  const Value& padValue = arrayOperand(instruction, operands, 1);
  Value result = allocateResult(instruction, context);
  const ir::PaddingConfig* config = instruction.paddingConfig();
  if (!config || static_cast<int64_t>(config->dims.size()) != operand.rank() || result.rank() != operand.rank() || padValue.data.size() != 1)
    failAt(instruction, "pad needs a scalar padding value and one low_high_interior per dimension");
  for (std::size_t d = 0; d < config->dims.size(); ++d) {
    const ir::PadDim& p = config->dims[d];
    if (p.interior < 0) failAt(instruction, "negative interior padding");
    const int64_t spread = operand.dims[d] == 0 ? 0 : operand.dims[d] + (operand.dims[d] - 1) * p.interior;
    if (result.dims[d] != p.low + p.high + spread) failAt(instruction, "pad result dimension " + std::to_string(d) + " does not match the padding");
  }
  std::fill(result.data.begin(), result.data.end(), padValue.data[0]);
  const std::vector<int64_t> strides = stridesOf(result.dims);
  std::vector<int64_t> index(operand.dims.size(), 0);
  for (std::size_t in = 0; in < operand.data.size(); ++in, nextIndex(index, operand.dims)) {
    int64_t target = 0;
    bool inside = true;
    for (std::size_t d = 0; d < index.size(); ++d) {
      const int64_t at = config->dims[d].low + index[d] * (config->dims[d].interior + 1);
      if (at < 0 || at >= result.dims[d]) { inside = false; break; }  // negative padding crops
      target += at * strides[d];
    }
    if (inside) result.data[target] = operand.data[in];
  }
  return result;
}

Value reverse(const ir::Instruction& instruction, const Value& operand, EvalContext& context) {
  Value result = allocateResult(instruction, context);
  if (result.dims != operand.dims) failAt(instruction, "reverse changes the shape");
  const std::vector<int64_t> axes = requireIntList(instruction, "dimensions");
  checkAxes(instruction, axes, operand.rank(), "reverse dimensions");
  const std::vector<int64_t> strides = stridesOf(operand.dims);
  std::vector<int64_t> index(result.dims.size(), 0);
  for (std::size_t out = 0; out < result.data.size(); ++out, nextIndex(index, result.dims)) {
    std::vector<int64_t> source = index;
    for (int64_t axis : axes) source[axis] = operand.dims[axis] - 1 - index[axis];
    int64_t at = 0;
    for (std::size_t d = 0; d < source.size(); ++d) at += source[d] * strides[d];
    result.data[out] = operand.data[at];
  }
  return result;
}

Value iota(const ir::Instruction& instruction, EvalContext& context) {
  Value result = allocateResult(instruction, context);
  const int64_t axis = requireInt(instruction, "iota_dimension");
  if (axis < 0 || axis >= result.rank()) failAt(instruction, "iota_dimension is out of range");
  std::vector<int64_t> index(result.dims.size(), 0);
  for (std::size_t out = 0; out < result.data.size(); ++out, nextIndex(index, result.dims))
    result.data[out] = context.round(static_cast<double>(index[axis]), result.type);
  return result;
}

}  // namespace

void copyBox(const Value& source, const std::vector<int64_t>& start, const std::vector<int64_t>& size,
             Value& target, const std::vector<int64_t>& offset) {
  const std::vector<int64_t> sourceStrides = stridesOf(source.dims);
  const std::vector<int64_t> targetStrides = stridesOf(target.dims);
  for (int64_t s : size)
    if (s <= 0) return;
  std::vector<int64_t> index(size.size(), 0);
  do {
    int64_t from = 0, to = 0;
    for (std::size_t d = 0; d < index.size(); ++d) {
      from += (start[d] + index[d]) * sourceStrides[d];
      to += (offset[d] + index[d]) * targetStrides[d];
    }
    target.data[to] = source.data[from];
  } while (nextIndex(index, size));
}

bool isDataMovementKernel(Opcode opcode) {
  switch (opcode) {
    case Opcode::Broadcast: case Opcode::Reshape: case Opcode::Bitcast: case Opcode::Copy:
    case Opcode::Transpose: case Opcode::Slice: case Opcode::DynamicSlice: case Opcode::DynamicUpdateSlice:
    case Opcode::Concatenate: case Opcode::Pad: case Opcode::Reverse: case Opcode::Iota:
      return true;
    default: return false;
  }
}

Value evalDataMovement(const ir::Instruction& instruction, const std::vector<const Value*>& operands, EvalContext& context) {
  switch (instruction.opcode) {
    case Opcode::Broadcast: return broadcast(instruction, arrayOperand(instruction, operands, 0), context);
    // Layouts are not modelled, so bitcast and copy are logical reshapes.
    case Opcode::Reshape: case Opcode::Bitcast: case Opcode::Copy: return reshape(instruction, arrayOperand(instruction, operands, 0), context);
    case Opcode::Transpose: return transpose(instruction, arrayOperand(instruction, operands, 0), context);
    case Opcode::Slice: return slice(instruction, arrayOperand(instruction, operands, 0), context);
    case Opcode::DynamicSlice: return dynamicSlice(instruction, operands, context);
    case Opcode::DynamicUpdateSlice: return dynamicUpdateSlice(instruction, operands, context);
    case Opcode::Concatenate: return concatenate(instruction, operands, context);
    case Opcode::Pad: return pad(instruction, operands, context);
    case Opcode::Reverse: return reverse(instruction, arrayOperand(instruction, operands, 0), context);
    case Opcode::Iota: return iota(instruction, context);
    default: failAt(instruction, std::string(ir::opcodeName(instruction.opcode)) + " is not a data movement kernel");
  }
}

}  // namespace shardscope::numeric
