#pragma once
// The element cap (issue 7): no allocation is ever sized by an unchecked declared
// shape. Every array the interpreter creates is counted here first; a tensor over the
// per-tensor cap, or a run over the total cap, is refused with a message that points
// to the zoo's `--small` twins.

#include "numeric/value.h"

#include <cstdint>

namespace shardscope::numeric {

inline constexpr int64_t kDefaultMaxElementsPerTensor = int64_t{1} << 24;
// Every entry value on every rank is kept for the comparisons: 2^26 doubles = 512 MiB.
inline constexpr int64_t kDefaultMaxElementsTotal = int64_t{1} << 26;

class ElementBudget {
 public:
  ElementBudget(int64_t perTensor = kDefaultMaxElementsPerTensor, int64_t total = kDefaultMaxElementsTotal)
      : perTensor_(perTensor), total_(total) {}

  // Element count of `dims` after checking every dim and the caps; throws InterpretError.
  int64_t admit(const std::vector<int64_t>& dims);
  // A zero-filled array of `type` and `dims`, admitted first.
  Value makeArray(ir::ElementType type, std::vector<int64_t> dims);

  int64_t used() const { return used_; }
  int64_t perTensorCap() const { return perTensor_; }

 private:
  int64_t perTensor_;
  int64_t total_;
  int64_t used_ = 0;
};

// `operand` with its dims permuted (result dim i is operand dim perm[i]; perm checked
// by the caller), the result admitted by `budget` first.
Value transposed(const Value& operand, const std::vector<int64_t>& perm, ElementBudget& budget);

}  // namespace shardscope::numeric
