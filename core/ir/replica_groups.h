#pragma once
// Replica groups of a collective: explicit `{{0,1},{2,3}}` or iota `[2,2]<=[4]`
// (optionally `[2,2]<=[2,2]T(1,0)`), as XLA prints them. Empty means all devices.

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace shardscope::ir {

struct IotaReplicaGroups {
  int64_t numGroups = 0;
  int64_t groupSize = 0;
  std::vector<int64_t> reshapeDims;    // iota(product) reshaped to these dims
  std::vector<int64_t> transposePerm;  // then transposed (identity when empty)
  friend bool operator==(const IotaReplicaGroups&, const IotaReplicaGroups&) = default;
};

struct ReplicaGroups {
  std::vector<std::vector<int64_t>> groups;  // always filled (iota expanded)
  // Set when written in iota form; shared so that attributes stay small.
  std::shared_ptr<const IotaReplicaGroups> iota;

  bool empty() const { return groups.empty(); }
  // Groups by meaning (iota and explicit spellings of the same groups are equal).
  friend bool operator==(const ReplicaGroups& a, const ReplicaGroups& b) { return a.groups == b.groups; }
  std::string toString() const;  // the spelling it was parsed from
};

// Expands `[numGroups,groupSize]<=[reshape]T(perm)`. Returns nullopt with `error`
// set when the form is inconsistent or exceeds `maxDevices` devices.
std::optional<std::vector<std::vector<int64_t>>> expandIotaReplicaGroups(
    const IotaReplicaGroups& iota, int64_t maxDevices, std::string* error);

// Devices in iota(product(reshapeDims)) reshaped and transposed by perm, flattened.
// Shared by iota shardings and iota replica groups. The caller bounds the product.
std::vector<int64_t> iotaDeviceList(const std::vector<int64_t>& reshapeDims,
                                    const std::vector<int64_t>& transposePerm);

}  // namespace shardscope::ir
