#include "ir/shape_inference.h"

#include <algorithm>
#include <array>

namespace shardscope::ir {
namespace {

std::string dimsText(const std::vector<int64_t>& dims) {
  std::string text = "[";
  for (std::size_t i = 0; i < dims.size(); ++i) {
    if (i) text += ',';
    text += std::to_string(dims[i]);
  }
  return text + "]";
}

// Builds the message for a declared shape that disagrees with the inferred dims.
std::string mismatch(const Instruction& instruction, const std::string& why, const std::vector<int64_t>& inferred) {
  return "shape mismatch: '" + std::string(instruction.opcodeText) + "' " + why + " gives dims " + dimsText(inferred) +
         ", but '%" + std::string(instruction.name) + "' is declared as " + instruction.shape.toString(false);
}

bool isPermutation(const std::vector<int64_t>& values, std::size_t rank) {
  if (values.size() != rank) return false;
  std::vector<bool> seen(rank, false);
  for (int64_t v : values) {
    if (v < 0 || v >= static_cast<int64_t>(rank) || seen[v]) return false;
    seen[v] = true;
  }
  return true;
}

// The dims of `first` then `second` are distinct dims of a shape of `rank`. Checked for
// every dot, reduce and broadcast of a module, so without allocating for common ranks.
bool validDims(const std::vector<int64_t>& first, const std::vector<int64_t>& second, std::size_t rank) {
  auto inRange = [rank](int64_t d) { return d >= 0 && d < static_cast<int64_t>(rank); };
  if (rank <= 64) {
    uint64_t seen = 0;
    for (const std::vector<int64_t>* dims : {&first, &second})
      for (int64_t d : *dims) {
        if (!inRange(d) || (seen >> d & 1)) return false;
        seen |= uint64_t{1} << d;
      }
    return true;
  }
  std::vector<bool> seen(rank, false);
  for (const std::vector<int64_t>* dims : {&first, &second})
    for (int64_t d : *dims) {
      if (!inRange(d) || seen[d]) return false;
      seen[d] = true;
    }
  return true;
}

bool validDims(const std::vector<int64_t>& dims, std::size_t rank) {
  static const std::vector<int64_t> kNone;
  return validDims(dims, kNone, rank);
}

// Dims inferred for one instruction, inline up to a rank seen in practice: the checker
// runs on every instruction of a module, and only a mismatch needs a std::vector.
class InferredDims {
 public:
  void push_back(int64_t dim) {
    if (size_ == kInline) spill_.assign(inline_.begin(), inline_.end());
    if (size_ >= kInline) spill_.push_back(dim);
    else inline_[size_] = dim;
    ++size_;
  }
  bool operator==(const std::vector<int64_t>& dims) const {
    if (dims.size() != size_) return false;
    const int64_t* data = size_ > kInline ? spill_.data() : inline_.data();
    return std::equal(data, data + size_, dims.begin());
  }
  std::vector<int64_t> toVector() const {
    if (size_ > kInline) return spill_;
    return {inline_.begin(), inline_.begin() + size_};
  }

 private:
  static constexpr std::size_t kInline = 8;
  std::array<int64_t, kInline> inline_{};
  std::vector<int64_t> spill_;
  std::size_t size_ = 0;
};

bool contains(const std::vector<int64_t>& values, int64_t value) {
  return std::find(values.begin(), values.end(), value) != values.end();
}

// Size of the first replica group, or 0 when unknown (empty groups mean "all devices").
int64_t groupSize(const Instruction& instruction) {
  const ReplicaGroups* groups = instruction.replicaGroups();
  if (!groups || groups->groups.empty()) return 0;
  return static_cast<int64_t>(groups->groups.front().size());
}

class ShapeChecker {
 public:
  ShapeChecker(const Module& module, const Computation& computation, const Instruction& instruction)
      : module_(module), computation_(computation), instruction_(instruction) {}

  std::optional<std::string> check() {
    const Instruction& in = instruction_;
    const Opcode op = in.opcode;
    // Every covered opcode below works on arrays; a tuple where an array is needed is
    // reported once here.
    if (isElementwise(op)) return elementwise();
    switch (op) {
      case Opcode::Broadcast: return broadcast();
      case Opcode::Reshape: return reshape();
      case Opcode::Transpose: return transpose();
      case Opcode::Dot: return dot();
      case Opcode::Reduce: return reduce();
      case Opcode::Concatenate: return concatenate();
      case Opcode::Slice: return slice();
      case Opcode::Pad: return pad();
      case Opcode::GetTupleElement: return getTupleElement();
      case Opcode::Tuple: return tuple();
      case Opcode::Iota: return iota();
      case Opcode::AllReduce: case Opcode::CollectivePermute: return sameAsOperand("keeps its operand's shape");
      case Opcode::AllGather: return gatherOrScatter(true);
      case Opcode::ReduceScatter: return gatherOrScatter(false);
      case Opcode::AllToAll: return allToAll();
      case Opcode::DynamicSlice: return dynamicSlice();
      case Opcode::DynamicUpdateSlice: return sameAsOperand("keeps its operand's shape");
      default: return std::nullopt;
    }
  }

 private:
  const Shape& operandShape(std::size_t i) const { return computation_.instructions[instruction_.operands[i]].shape; }
  const Shape& result() const { return instruction_.shape; }
  std::string operandName(std::size_t i) const { return "'%" + std::string(computation_.instructions[instruction_.operands[i]].name) + "'"; }

  std::optional<std::string> needArrays() const {
    if (!result().isArray()) return "'" + std::string(instruction_.opcodeText) + "' must produce an array, but '%" + std::string(instruction_.name) + "' is declared as " + result().toString(false);
    for (std::size_t i = 0; i < instruction_.operands.size(); ++i)
      if (!operandShape(i).isArray())
        return "'" + std::string(instruction_.opcodeText) + "' needs array operands, but operand " + operandName(i) + " is " + operandShape(i).toString(false);
    return std::nullopt;
  }

  std::optional<std::string> elementwise() {
    if (instruction_.opcode == Opcode::Copy && result().isTuple()) {  // copy of a tuple
      if (!operandShape(0).compatible(result())) return mismatch(instruction_, "of " + operandShape(0).toString(false), {});
      return std::nullopt;
    }
    if (auto error = needArrays()) return error;
    for (std::size_t i = 0; i < instruction_.operands.size(); ++i) {
      const Shape& operand = operandShape(i);
      // select's predicate and clamp's bounds may be scalars.
      const bool scalarAllowed = (instruction_.opcode == Opcode::Select && i == 0) ||
                                 (instruction_.opcode == Opcode::Clamp && i != 1);
      if (scalarAllowed && operand.dims.empty()) continue;
      if (operand.dims != result().dims)
        return mismatch(instruction_, "of operand " + operandName(i) + " " + operand.toString(false), operand.dims);
    }
    if (instruction_.opcode == Opcode::Compare && result().type != ElementType::Pred)
      return "'compare' produces pred, but '%" + std::string(instruction_.name) + "' is declared as " + result().toString(false);
    return std::nullopt;
  }

  std::optional<std::string> broadcast() {
    if (auto error = needArrays()) return error;
    const std::vector<int64_t>* dims = instruction_.intListAttribute("dimensions");
    if (!dims) return "'broadcast' needs dimensions={...}";
    const Shape& operand = operandShape(0);
    if (dims->size() != operand.dims.size())
      return "'broadcast' dimensions=" + dimsText(*dims) + " must name one result dim for each of the " + std::to_string(operand.dims.size()) + " operand dims";
    if (!validDims(*dims, result().dims.size()))
      return "'broadcast' dimensions=" + dimsText(*dims) + " are not distinct dims of the result " + result().toString(false);
    for (std::size_t i = 0; i < dims->size(); ++i)
      if (result().dims[(*dims)[i]] != operand.dims[i])
        return "shape mismatch: 'broadcast' maps operand dim " + std::to_string(i) + " (size " + std::to_string(operand.dims[i]) + ") to result dim " + std::to_string((*dims)[i]) + ", but '%" + std::string(instruction_.name) + "' is declared as " + result().toString(false);
    return std::nullopt;
  }

  std::optional<std::string> reshape() {
    if (auto error = needArrays()) return error;
    if (!operandShape(0).isStatic() || !result().isStatic()) return std::nullopt;
    const auto in = operandShape(0).elementCount();
    const auto out = result().elementCount();
    if (in && out && *in != *out)
      return "shape mismatch: 'reshape' of " + operandShape(0).toString(false) + " (" + std::to_string(*in) + " elements) cannot produce " + result().toString(false) + " (" + std::to_string(*out) + " elements)";
    return std::nullopt;
  }

  std::optional<std::string> transpose() {
    if (auto error = needArrays()) return error;
    const std::vector<int64_t>* perm = instruction_.intListAttribute("dimensions");
    const Shape& operand = operandShape(0);
    if (!perm || !isPermutation(*perm, operand.dims.size()))
      return "'transpose' dimensions must be a permutation of the operand's " + std::to_string(operand.dims.size()) + " dims";
    std::vector<int64_t> inferred;
    for (int64_t p : *perm) inferred.push_back(operand.dims[p]);
    if (inferred != result().dims) return mismatch(instruction_, "of " + operand.toString(false) + " by " + dimsText(*perm), inferred);
    return std::nullopt;
  }

  std::optional<std::string> dot() {
    if (auto error = needArrays()) return error;
    static const std::vector<int64_t> kNone;
    auto dims = [&](const char* key) -> const std::vector<int64_t>& {
      const std::vector<int64_t>* list = instruction_.intListAttribute(key);
      return list ? *list : kNone;
    };
    const auto& lb = dims("lhs_batch_dims");
    const auto& rb = dims("rhs_batch_dims");
    const auto& lc = dims("lhs_contracting_dims");
    const auto& rc = dims("rhs_contracting_dims");
    const Shape& lhs = operandShape(0);
    const Shape& rhs = operandShape(1);
    if (lb.size() != rb.size() || lc.size() != rc.size()) return "'dot' needs as many lhs as rhs batch and contracting dims";
    if (!validDims(lb, lc, lhs.dims.size()) || !validDims(rb, rc, rhs.dims.size()))
      return "'dot' batch and contracting dims must be distinct dims of its operands";
    for (std::size_t i = 0; i < lb.size(); ++i)
      if (lhs.dims[lb[i]] != rhs.dims[rb[i]])
        return "shape mismatch: 'dot' batch dim sizes differ (lhs dim " + std::to_string(lb[i]) + " is " + std::to_string(lhs.dims[lb[i]]) + ", rhs dim " + std::to_string(rb[i]) + " is " + std::to_string(rhs.dims[rb[i]]) + ")";
    for (std::size_t i = 0; i < lc.size(); ++i)
      if (lhs.dims[lc[i]] != rhs.dims[rc[i]])
        return "shape mismatch: 'dot' contracting dim sizes differ (lhs dim " + std::to_string(lc[i]) + " of " + lhs.toString(false) + " is " + std::to_string(lhs.dims[lc[i]]) + ", rhs dim " + std::to_string(rc[i]) + " of " + rhs.toString(false) + " is " + std::to_string(rhs.dims[rc[i]]) + ")";
    InferredDims inferred;
    for (int64_t d : lb) inferred.push_back(lhs.dims[d]);
    for (std::size_t d = 0; d < lhs.dims.size(); ++d) {
      const auto dim = static_cast<int64_t>(d);
      if (!contains(lb, dim) && !contains(lc, dim)) inferred.push_back(lhs.dims[d]);
    }
    for (std::size_t d = 0; d < rhs.dims.size(); ++d) {
      const auto dim = static_cast<int64_t>(d);
      if (!contains(rb, dim) && !contains(rc, dim)) inferred.push_back(rhs.dims[d]);
    }
    if (!(inferred == result().dims)) return mismatch(instruction_, "of " + lhs.toString(false) + " and " + rhs.toString(false), inferred.toVector());
    return std::nullopt;
  }

  std::optional<std::string> reduce() {
    const std::size_t n = instruction_.operands.size();
    if (n < 2 || n % 2 != 0) return "'reduce' takes inputs followed by as many init values, found " + std::to_string(n) + " operand(s)";
    const std::vector<int64_t>* dims = instruction_.intListAttribute("dimensions");
    if (!dims) return "'reduce' needs dimensions={...}";
    if (instruction_.calledComputation("to_apply") < 0) return "'reduce' needs to_apply=";
    const std::size_t inputs = n / 2;
    for (std::size_t i = 0; i < n; ++i)
      if (!operandShape(i).isArray()) return "'reduce' needs array operands, but operand " + operandName(i) + " is " + operandShape(i).toString(false);
    const Shape& first = operandShape(0);
    if (!validDims(*dims, first.dims.size())) return "'reduce' dimensions=" + dimsText(*dims) + " are not distinct dims of " + first.toString(false);
    InferredDims inferred;
    for (std::size_t d = 0; d < first.dims.size(); ++d)
      if (!contains(*dims, static_cast<int64_t>(d))) inferred.push_back(first.dims[d]);
    for (std::size_t i = inputs; i < n; ++i)
      if (!operandShape(i).dims.empty()) return "'reduce' init value " + operandName(i) + " must be a scalar, found " + operandShape(i).toString(false);
    if (inputs == 1) {
      if (!result().isArray()) return "'reduce' of one input must produce an array";
      if (!(inferred == result().dims)) return mismatch(instruction_, "of " + first.toString(false) + " over " + dimsText(*dims), inferred.toVector());
      return std::nullopt;
    }
    if (!result().isTuple() || result().tupleShapes.size() != inputs) return "'reduce' of " + std::to_string(inputs) + " inputs must produce a tuple of " + std::to_string(inputs);
    for (const Shape& element : result().tupleShapes)
      if (!(inferred == element.dims)) return mismatch(instruction_, "of " + first.toString(false) + " over " + dimsText(*dims), inferred.toVector());
    return std::nullopt;
  }

  std::optional<std::string> concatenate() {
    if (auto error = needArrays()) return error;
    const std::vector<int64_t>* dims = instruction_.intListAttribute("dimensions");
    if (instruction_.operands.empty()) return "'concatenate' needs at least one operand";
    const Shape& first = operandShape(0);
    if (!dims || dims->size() != 1 || (*dims)[0] < 0 || (*dims)[0] >= static_cast<int64_t>(first.dims.size()))
      return "'concatenate' needs dimensions={d} with d a dim of its operands";
    const auto axis = static_cast<std::size_t>((*dims)[0]);
    std::vector<int64_t> inferred = first.dims;
    inferred[axis] = 0;
    for (std::size_t i = 0; i < instruction_.operands.size(); ++i) {
      const Shape& operand = operandShape(i);
      if (operand.dims.size() != first.dims.size()) return "'concatenate' operands must have the same rank; " + operandName(i) + " is " + operand.toString(false);
      for (std::size_t d = 0; d < first.dims.size(); ++d)
        if (d != axis && operand.dims[d] != first.dims[d])
          return "shape mismatch: 'concatenate' operand " + operandName(i) + " " + operand.toString(false) + " differs from " + first.toString(false) + " outside dim " + std::to_string(axis);
      if (__builtin_add_overflow(inferred[axis], operand.dims[axis], &inferred[axis])) return "'concatenate' size overflows";
    }
    if (inferred != result().dims) return mismatch(instruction_, "along dim " + std::to_string(axis), inferred);
    return std::nullopt;
  }

  std::optional<std::string> slice() {
    if (auto error = needArrays()) return error;
    const SliceConfig* config = instruction_.sliceConfig();
    const Shape& operand = operandShape(0);
    if (!config || config->dims.size() != operand.dims.size())
      return "'slice' needs slice={[start:limit:stride], ...} with one entry per dim of " + operand.toString(false);
    std::vector<int64_t> inferred;
    for (std::size_t d = 0; d < config->dims.size(); ++d) {
      const SliceDim& s = config->dims[d];
      if (s.start < 0 || s.start > s.limit || s.limit > operand.dims[d] || s.stride <= 0)
        return "'slice' [" + std::to_string(s.start) + ":" + std::to_string(s.limit) + ":" + std::to_string(s.stride) + "] is outside dim " + std::to_string(d) + " of " + operand.toString(false);
      inferred.push_back((s.limit - s.start + s.stride - 1) / s.stride);
    }
    if (inferred != result().dims) return mismatch(instruction_, "of " + operand.toString(false), inferred);
    return std::nullopt;
  }

  std::optional<std::string> pad() {
    if (auto error = needArrays()) return error;
    const PaddingConfig* config = instruction_.paddingConfig();
    const Shape& operand = operandShape(0);
    if (!config || config->dims.size() != operand.dims.size())
      return "'pad' needs padding=low_high_interior for each dim of " + operand.toString(false);
    std::vector<int64_t> inferred;
    for (std::size_t d = 0; d < config->dims.size(); ++d) {
      const PadDim& p = config->dims[d];
      if (p.interior < 0) return "'pad' interior padding must not be negative";
      const __int128 size = static_cast<__int128>(p.low) + p.high + operand.dims[d] +
                            static_cast<__int128>(std::max<int64_t>(0, operand.dims[d] - 1)) * p.interior;
      if (size < 0 || size > INT64_MAX) return "'pad' produces an invalid size in dim " + std::to_string(d);
      inferred.push_back(static_cast<int64_t>(size));
    }
    if (inferred != result().dims) return mismatch(instruction_, "of " + operand.toString(false), inferred);
    return std::nullopt;
  }

  std::optional<std::string> getTupleElement() {
    const Shape& operand = operandShape(0);
    const std::optional<int64_t> index = instruction_.intAttribute("index");
    if (!operand.isTuple()) return "'get-tuple-element' needs a tuple operand, but " + operandName(0) + " is " + operand.toString(false);
    if (!index || *index < 0 || *index >= static_cast<int64_t>(operand.tupleShapes.size()))
      return "'get-tuple-element' index must be in 0.." + std::to_string(static_cast<int64_t>(operand.tupleShapes.size()) - 1);
    if (!operand.tupleShapes[*index].compatible(result()))
      return "shape mismatch: element " + std::to_string(*index) + " of " + operandName(0) + " is " + operand.tupleShapes[*index].toString(false) + ", but '%" + std::string(instruction_.name) + "' is declared as " + result().toString(false);
    return std::nullopt;
  }

  std::optional<std::string> tuple() {
    if (!result().isTuple() || result().tupleShapes.size() != instruction_.operands.size())
      return "'tuple' of " + std::to_string(instruction_.operands.size()) + " operands must produce a tuple of as many elements, but '%" + std::string(instruction_.name) + "' is declared as " + result().toString(false);
    for (std::size_t i = 0; i < instruction_.operands.size(); ++i)
      if (!operandShape(i).compatible(result().tupleShapes[i]))
        return "shape mismatch: tuple element " + std::to_string(i) + " is declared " + result().tupleShapes[i].toString(false) + " but operand " + operandName(i) + " is " + operandShape(i).toString(false);
    return std::nullopt;
  }

  std::optional<std::string> iota() {
    const std::optional<int64_t> dim = instruction_.intAttribute("iota_dimension");
    if (!result().isArray()) return "'iota' must produce an array";
    if (!dim || *dim < 0 || *dim >= std::max<int64_t>(1, result().rank()))
      return "'iota' needs iota_dimension in 0.." + std::to_string(result().rank() - 1);
    return std::nullopt;
  }

  std::optional<std::string> sameAsOperand(const char* why) {
    if (instruction_.operands.size() != 1 || !operandShape(0).isArray()) return std::nullopt;  // tuple forms
    if (auto error = needArrays()) return error;
    if (operandShape(0).dims != result().dims) return mismatch(instruction_, why, operandShape(0).dims);
    return std::nullopt;
  }

  std::optional<std::string> gatherOrScatter(bool gather) {
    if (instruction_.operands.size() != 1 || !operandShape(0).isArray()) return std::nullopt;
    if (auto error = needArrays()) return error;
    const std::vector<int64_t>* dims = instruction_.intListAttribute("dimensions");
    const Shape& operand = operandShape(0);
    if (!dims || dims->size() != 1 || (*dims)[0] < 0 || (*dims)[0] >= operand.rank())
      return "'" + std::string(instruction_.opcodeText) + "' needs dimensions={d} with d a dim of " + operand.toString(false);
    const int64_t size = groupSize(instruction_);
    if (size == 0) return std::nullopt;  // all devices: the count is not known here
    std::vector<int64_t> inferred = operand.dims;
    int64_t& d = inferred[(*dims)[0]];
    if (gather) {
      if (__builtin_mul_overflow(d, size, &d)) return "'all-gather' size overflows";
    } else {
      if (d % size != 0) return "'reduce-scatter' dim " + std::to_string((*dims)[0]) + " of " + operand.toString(false) + " does not divide by the group size " + std::to_string(size);
      d /= size;
    }
    if (inferred != result().dims)
      return mismatch(instruction_, std::string(gather ? "gathering " : "scattering ") + operand.toString(false) + " over groups of " + std::to_string(size), inferred);
    return std::nullopt;
  }

  std::optional<std::string> allToAll() {
    if (instruction_.operands.size() != 1 || !operandShape(0).isArray()) return std::nullopt;
    return sameAsOperand("keeps its operand's shape");
  }

  std::optional<std::string> dynamicSlice() {
    if (instruction_.operands.empty() || !operandShape(0).isArray() || !result().isArray()) return std::nullopt;
    const std::vector<int64_t>* sizes = instruction_.intListAttribute("dynamic_slice_sizes");
    if (!sizes) return "'dynamic-slice' needs dynamic_slice_sizes={...}";
    const Shape& operand = operandShape(0);
    if (sizes->size() != operand.dims.size()) return "'dynamic-slice' needs one slice size per dim of " + operand.toString(false);
    for (std::size_t d = 0; d < sizes->size(); ++d)
      if ((*sizes)[d] < 0 || (*sizes)[d] > operand.dims[d]) return "'dynamic-slice' size " + std::to_string((*sizes)[d]) + " exceeds dim " + std::to_string(d) + " of " + operand.toString(false);
    if (*sizes != result().dims) return mismatch(instruction_, "with dynamic_slice_sizes", *sizes);
    return std::nullopt;
  }

  const Module& module_;
  const Computation& computation_;
  const Instruction& instruction_;
};

}  // namespace

std::optional<std::string> checkDeclaredShape(const Module& module, const Computation& computation, const Instruction& instruction) {
  return ShapeChecker(module, computation, instruction).check();
}

}  // namespace shardscope::ir
