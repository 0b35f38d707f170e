#include "partition/partition_vector.h"

#include "partition/partition_error.h"

#include <string>

namespace shardscope::partition {

bool isPowerOfTwo(int64_t value) { return value > 0 && (value & (value - 1)) == 0; }

int log2Exact(int64_t powerOfTwo) {
  int exponent = 0;
  while ((int64_t{1} << exponent) < powerOfTwo) ++exponent;
  return exponent;
}

namespace {
struct CandidateEnumerator {
  const std::vector<int64_t>& bounds;
  std::vector<PartitionVector>& out;
  PartitionVector current;

  void extend(std::size_t dim, int exponentsLeft) {
    if (dim + 1 == bounds.size()) {
      if ((int64_t{1} << exponentsLeft) > bounds[dim]) return;
      current[dim] = 1 << exponentsLeft;
      if (out.size() >= kMaxCandidatesPerNode)
        throw PartitionError("more than " + std::to_string(kMaxCandidatesPerNode) +
                             " partition vectors for one node; use fewer devices or indices");
      out.push_back(current);
      return;
    }
    // Exponents ascending, first dimension slowest: lexicographic order.
    for (int e = 0; e <= exponentsLeft; ++e) {
      if ((int64_t{1} << e) > bounds[dim]) break;
      current[dim] = 1 << e;
      extend(dim + 1, exponentsLeft - e);
    }
  }
};
}  // namespace

std::vector<PartitionVector> candidatePartitions(const std::vector<int64_t>& joinBounds,
                                                 int devices) {
  if (!isPowerOfTwo(devices) || devices > kMaxDevices)
    throw PartitionError("expected a power of two number of devices up to 2^20, found " +
                         std::to_string(devices));
  std::vector<PartitionVector> out;
  if (joinBounds.empty()) {
    if (devices == 1) out.push_back({});
    return out;
  }
  CandidateEnumerator enumerator{joinBounds, out, PartitionVector(joinBounds.size(), 1)};
  enumerator.extend(0, log2Exact(devices));
  return out;
}

}  // namespace shardscope::partition
