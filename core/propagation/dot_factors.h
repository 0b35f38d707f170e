#pragma once
// Dot and convolution as Shardy-style factor mappings: every dimension of the result and
// of both operands belongs to one factor (batch, lhs-only, rhs-only, contracting, or a
// true convolution window dim), e.g. dot `([b,i,k],[b,k,j])->([b,i,j])`. Propagation
// moves tiles along factors, so dot and einsum-like convolutions share one rule.
#include "ir/instruction.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace shardscope::propagation {

enum class FactorKind { Batch, LhsFree, RhsFree, Contracting, Window };

struct DotFactor {
  FactorKind kind = FactorKind::Batch;
  int64_t lhs = -1;  // dim in the lhs operand, -1 when the factor is not there
  int64_t rhs = -1;
  int64_t out = -1;
};

struct DotFactors {
  std::vector<DotFactor> factors;
  bool hasWindow = false;       // a real convolution window: dot rules do not apply to it
  bool kernelSmall = false;     // XLA's IsConvolutionKernelSmall (window dims only)
  int64_t lhsFeatureDim = -1;   // convolution input feature dim (for the window rule)
  int64_t featureGroupCount = 1;
};

// Factors of a dot from lhs/rhs batch and contracting dims; nullopt when the dimension
// numbers do not fit the shapes. `error` says why.
std::optional<DotFactors> dotFactors(const ir::Instruction& dot, const ir::Shape& lhs, const ir::Shape& rhs,
                                     const ir::Shape& out, std::string* error = nullptr);
// Factors of a convolution from dim_labels and window (XLA's dot_as_convolution_util
// classification: batch, lhs/rhs non-contracting, contracting, else a window dim).
std::optional<DotFactors> convolutionFactors(const ir::Instruction& convolution, const ir::Shape& lhs,
                                             const ir::Shape& rhs, const ir::Shape& out,
                                             std::string* error = nullptr);
// `([b,i,k],[b,k,j])->([b,i,j])`: the mapping as users see it in the rule table.
std::string factorMappingText(const DotFactors& factors, int64_t lhsRank, int64_t rhsRank, int64_t outRank);

}  // namespace shardscope::propagation
