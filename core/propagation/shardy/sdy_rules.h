#pragma once
// Shardy's op sharding rules: each op described as factors, einsum-like, e.g. a dot
// is ([i, k], [k, j])->([i, j]) {i=8, j=16, k=8} with k a reduction factor. Every
// operand and result dim lists the factors it is made of, major to minor (a reshape
// dim may hold several). Propagation (sdy_propagation) knows factors, never opcodes;
// adding an op means adding a row to kRuleTable in sdy_rules.cpp.

#include "io/stablehlo_syntax.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace shardscope::propagation::sdy {

enum class FactorKind { PassThrough, Reduction, NeedReplication, Permutation };

// Per tensor, per dim: the factors of that dim, major to minor.
using TensorMapping = std::vector<std::vector<int>>;

struct FactorRule {
  std::vector<int64_t> factorSizes;
  std::vector<FactorKind> kinds;
  std::vector<bool> blocked;  // Shardy's blocked_propagation: never propagated along
  std::vector<TensorMapping> operands;
  std::vector<TensorMapping> results;

  int addFactor(int64_t size, FactorKind kind = FactorKind::PassThrough);
  bool isPassThrough(int factor) const { return kinds[static_cast<std::size_t>(factor)] == FactorKind::PassThrough; }
  // Shardy's text form, `([i, j])->([i, j]) {i=8, j=8}`, for the trace and docs.
  std::string toString() const;
};

// The identity rule between `count` tensors of one shape (data-flow edges, func results).
FactorRule identityRule(const std::vector<int64_t>& dims, int operandCount, int resultCount = 1);

// One row of the table: which ops, and what the row means (the GUI and docs show it).
struct RuleRow {
  std::string_view name;
  std::string_view meaning;
};
const std::vector<RuleRow>& ruleTable();

// The rule of `op` given its operand and result dims; nullopt when the op has none
// (Shardy then propagates nothing through it). `rowName` receives the row used.
// Tensors that are not ranked tensors (tokens) have `std::nullopt` dims.
std::optional<FactorRule> ruleFor(const io::mlir::Operation& op, const std::vector<std::optional<std::vector<int64_t>>>& operandDims,
                                  const std::vector<std::optional<std::vector<int64_t>>>& resultDims, std::string* rowName = nullptr);

// Whether Shardy's op-priority schedule counts `op` as elementwise (first round).
bool isElementwiseOp(std::string_view opName);

}  // namespace shardscope::propagation::sdy
