#include "partition/einsummable_cost.h"

#include "partition/search_space.h"

#include <algorithm>

namespace shardscope::partition {

SplitMask splitMaskOf(const TensorParts& parts) {
  SplitMask mask;
  mask.reserve(parts.size());
  for (int p : parts) mask.push_back(uint32_t{1} << __builtin_ctz(static_cast<unsigned>(p)));
  return mask;
}

void unionInto(SplitMask& into, const SplitMask& other) {
  if (into.empty()) {
    into = other;
    return;
  }
  for (std::size_t k = 0; k < into.size(); ++k) into[k] |= other[k];
}

std::vector<int64_t> cutsOf(int64_t extent, uint32_t mask) {
  std::vector<int64_t> cuts;
  for (int e = 0; e < 32; ++e) {
    if (!(mask & (uint32_t{1} << e))) continue;
    const int64_t parts = int64_t{1} << e;
    const int64_t base = extent / parts, extra = extent % parts;
    int64_t end = 0;
    for (int64_t i = 0; i < parts; ++i) {
      end += base + (i < extra ? 1 : 0);
      cuts.push_back(end);
    }
  }
  std::sort(cuts.begin(), cuts.end());
  cuts.erase(std::unique(cuts.begin(), cuts.end()), cuts.end());
  return cuts;
}

namespace {
// Over the pieces the two cut lists make together: the sum of the length of the
// `a`-block each piece lies in, and the same for `b`.
std::pair<double, double> pieceSums(const std::vector<int64_t>& a, const std::vector<int64_t>& b) {
  double sumA = 0, sumB = 0;
  std::size_t i = 0, j = 0;
  int64_t startA = 0, startB = 0;
  while (i < a.size() && j < b.size()) {
    sumA += static_cast<double>(a[i] - startA);
    sumB += static_cast<double>(b[j] - startB);
    if (a[i] == b[j]) {
      startA = a[i++];
      startB = b[j++];
    } else if (a[i] < b[j]) {
      startA = a[i++];
    } else {
      startB = b[j++];
    }
  }
  return {sumA, sumB};
}
}  // namespace

double exactRepartitionCost(const EinSumTensor& tensor, const SplitMask& from, const SplitMask& to) {
  return exactRepartitionOfMasks(tensor, from, to);
}

double exactRepartitionOfMasks(const EinSumTensor& tensor, std::span<const uint32_t> from,
                               std::span<const uint32_t> to) {
  double productA = 1, productB = 1;
  bool same = true;
  for (std::size_t k = 0; k < from.size(); ++k) {
    const int64_t extent = tensor.shape[k];
    // Splits of an extent divisible by the finest part count nest: the union is the
    // finest split and every piece is one block of it.
    const uint32_t both = from[k] | to[k];
    const int64_t finest = int64_t{1} << (31 - __builtin_clz(both));
    if (extent % finest == 0) {
      const int64_t a = int64_t{1} << (31 - __builtin_clz(from[k]));
      const int64_t b = int64_t{1} << (31 - __builtin_clz(to[k]));
      same = same && a == b;
      productA *= static_cast<double>(std::max(a, b) * (extent / a));
      productB *= static_cast<double>(std::max(a, b) * (extent / b));
      continue;
    }
    const std::vector<int64_t> a = cutsOf(extent, from[k]);
    const std::vector<int64_t> b = from[k] == to[k] ? a : cutsOf(extent, to[k]);
    same = same && a == b;
    const auto [sumA, sumB] = pieceSums(a, b);
    productA *= sumA;
    productB *= sumB;
  }
  return same ? 0 : productA + productB;
}

NodeCost einsummableNodeCost(const EinSumGraph& graph, const EinSumNode& node, const PartitionVector& d) {
  NodeCost cost;
  if (!isContraction(graph, node)) return cost;
  uint64_t joinBlocks = 1;
  for (int parts : d) joinBlocks *= static_cast<uint64_t>(parts);
  for (std::size_t o = 0; o < node.operands.size(); ++o) {
    uint64_t operandBlocks = 1;
    for (int dim : node.operandJoinDims[o]) operandBlocks *= static_cast<uint64_t>(d[dim]);
    uint64_t elements = 1;
    for (int64_t extent : graph.tensors()[node.operands[o].tensor].shape) elements *= static_cast<uint64_t>(extent);
    cost.broadcast += static_cast<double>(elements * (joinBlocks / operandBlocks));
  }
  uint64_t outBlocks = 1;
  for (int dim : node.outputJoinDims) outBlocks *= static_cast<uint64_t>(d[dim]);
  uint64_t outElements = 1;
  for (int64_t extent : graph.outputOf(node).shape) outElements *= static_cast<uint64_t>(extent);
  cost.aggregation = static_cast<double>(outElements / outBlocks * (joinBlocks - outBlocks));
  return cost;
}

}  // namespace shardscope::partition
