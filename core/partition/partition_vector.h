#pragma once
// Partition vectors (seed 003, §2.2): a node's join space is split into d_k parts along
// its k-th join index. With P = 2^n devices every candidate splits index k into 2^e_k
// parts with e_1 + ... + e_r = n, so each node makes exactly P kernel calls; a split
// into more parts than the index's bound is dropped.

#include <cstddef>
#include <cstdint>
#include <vector>

namespace shardscope::partition {

// Parts per join dimension (powers of two), in EinSumNode::joinIndices order.
using PartitionVector = std::vector<int>;
// Parts per dimension of a tensor.
using TensorParts = std::vector<int>;

inline constexpr int kMaxDevices = 1 << 20;
// Largest candidate set one node, and all nodes together, may have; beyond them the
// search space is refused rather than allocated.
inline constexpr std::size_t kMaxCandidatesPerNode = 200'000;
inline constexpr std::size_t kMaxCandidatesPerGraph = 2'000'000;

bool isPowerOfTwo(int64_t value);
int log2Exact(int64_t powerOfTwo);

// Every vector of powers of two whose product is `devices` and whose k-th entry does
// not exceed joinBounds[k], in lexicographic order of exponents (first dimension
// slowest). Throws PartitionError if there are more than kMaxCandidatesPerNode.
std::vector<PartitionVector> candidatePartitions(const std::vector<int64_t>& joinBounds,
                                                 int devices);

}  // namespace shardscope::partition
