#pragma once
// The collective cost model of seed 002: bytes each device sends for a ring collective
// over N devices on a tensor of `size` bytes, and time alpha + bytes / beta on one
// interconnect of the topology table.
#include "propagation/topology.h"

#include <cstdint>
#include <string_view>

namespace shardscope::propagation {

enum class CollectiveKind { AllReduce, AllGather, ReduceScatter, AllToAll, CollectivePermute };

std::string_view collectiveName(CollectiveKind kind);  // HLO spelling, e.g. "all-reduce"

// all-reduce 2(N-1)/N*size; all-gather and reduce-scatter (N-1)/N*size (size: the
// gathered / pre-scatter tensor); all-to-all (N-1)/N^2*size; collective-permute size.
double bytesPerDevice(CollectiveKind kind, int64_t groupSize, double sizeBytes);
// alpha + bytes / beta, in seconds.
double collectiveSeconds(double bytesPerDevice, const Interconnect& interconnect);

}  // namespace shardscope::propagation
