#include "partition/search_space.h"

#include "partition/partition_error.h"

#include <string>

namespace shardscope::partition {

std::string_view costModelName(CostModel model) {
  return model == CostModel::Seed ? "seed" : "einsummable";
}

std::string_view searchSpaceName(SearchSpace space) {
  switch (space) {
    case SearchSpace::Exact: return "exact";
    case SearchSpace::Contraction: return "contraction";
    case SearchSpace::AllRange: return "all-range";
  }
  return "exact";
}

std::optional<CostModel> parseCostModel(std::string_view text) {
  if (text == "seed") return CostModel::Seed;
  if (text == "einsummable") return CostModel::Einsummable;
  return std::nullopt;
}

std::optional<SearchSpace> parseSearchSpace(std::string_view text) {
  if (text == "exact") return SearchSpace::Exact;
  if (text == "contraction") return SearchSpace::Contraction;
  if (text == "all-range" || text == "all_range") return SearchSpace::AllRange;
  return std::nullopt;
}

bool isContraction(const EinSumGraph& graph, const EinSumNode& node) {
  if (node.operands.size() != 2 || node.aggregation != Aggregation::Sum) return false;
  if (node.aggregatedJoinDims.empty() || node.kernel.empty()) return false;
  const ScalarExpr& root = node.kernel.back();
  if (root.kind != ScalarExpr::Kind::Binary || root.binary != BinaryOperator::Mul) return false;
  const ScalarExpr& lhs = node.kernel[root.lhs];
  const ScalarExpr& rhs = node.kernel[root.rhs];
  if (lhs.kind != ScalarExpr::Kind::Operand || rhs.kind != ScalarExpr::Kind::Operand) return false;
  // No broadcast: every output index is read by an operand.
  for (int dim : node.outputJoinDims) {
    bool read = false;
    for (const auto& dims : node.operandJoinDims)
      for (int d : dims) read = read || d == dim;
    if (!read) return false;
  }
  (void)graph;
  return true;
}

ExponentRange nodeBlockRange(SearchSpace space, bool contraction, int log2Devices) {
  switch (space) {
    case SearchSpace::Exact: return {log2Devices, log2Devices};
    case SearchSpace::Contraction:
      return contraction ? ExponentRange{log2Devices, log2Devices} : ExponentRange{0, log2Devices};
    case SearchSpace::AllRange:
      return contraction ? ExponentRange{log2Devices, log2Devices + 2} : ExponentRange{0, log2Devices + 2};
  }
  return {log2Devices, log2Devices};
}

ExponentRange inputBlockRange(SearchSpace space, int log2Devices) {
  switch (space) {
    case SearchSpace::Exact: return {log2Devices, log2Devices};
    case SearchSpace::Contraction: return {0, log2Devices};
    case SearchSpace::AllRange: return {log2Devices, log2Devices + 2};
  }
  return {log2Devices, log2Devices};
}

std::vector<PartitionVector> candidatePartitionsInRange(const std::vector<int64_t>& bounds,
                                                        ExponentRange range) {
  std::vector<PartitionVector> out;
  for (int e = range.low; e <= range.high; ++e) {
    if (e > 22) throw PartitionError("more than 2^22 blocks per node; use fewer devices");
    std::vector<PartitionVector> some = candidatePartitions(bounds, 1 << e);
    if (out.size() + some.size() > kMaxCandidatesPerNode)
      throw PartitionError("more than " + std::to_string(kMaxCandidatesPerNode) +
                           " partition vectors for one node; use fewer devices or indices");
    out.insert(out.end(), some.begin(), some.end());
  }
  return out;
}

}  // namespace shardscope::partition
