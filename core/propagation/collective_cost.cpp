#include "propagation/collective_cost.h"

namespace shardscope::propagation {

std::string_view collectiveName(CollectiveKind kind) {
  switch (kind) {
    case CollectiveKind::AllReduce: return "all-reduce";
    case CollectiveKind::AllGather: return "all-gather";
    case CollectiveKind::ReduceScatter: return "reduce-scatter";
    case CollectiveKind::AllToAll: return "all-to-all";
    case CollectiveKind::CollectivePermute: return "collective-permute";
  }
  return "collective";
}

double bytesPerDevice(CollectiveKind kind, int64_t groupSize, double sizeBytes) {
  if (groupSize <= 1 && kind != CollectiveKind::CollectivePermute) return 0.0;
  const double n = static_cast<double>(groupSize);
  switch (kind) {
    case CollectiveKind::AllReduce: return 2.0 * (n - 1.0) / n * sizeBytes;
    case CollectiveKind::AllGather:
    case CollectiveKind::ReduceScatter: return (n - 1.0) / n * sizeBytes;
    case CollectiveKind::AllToAll: return (n - 1.0) / (n * n) * sizeBytes;
    case CollectiveKind::CollectivePermute: return sizeBytes;
  }
  return 0.0;
}

double collectiveSeconds(double bytes, const Interconnect& interconnect) {
  if (bytes <= 0.0) return 0.0;
  return interconnect.latencyUs * 1e-6 + bytes / (interconnect.bandwidthGBps * 1e9);
}

}  // namespace shardscope::propagation
