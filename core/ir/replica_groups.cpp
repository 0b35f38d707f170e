#include "ir/replica_groups.h"

#include "ir/shape.h"

#include <algorithm>

namespace shardscope::ir {
namespace {

std::string joinInts(const std::vector<int64_t>& values) {
  std::string text;
  for (std::size_t i = 0; i < values.size(); ++i) {
    if (i) text += ',';
    text += std::to_string(values[i]);
  }
  return text;
}

}  // namespace

std::string ReplicaGroups::toString() const {
  if (iota) {
    // Appended, not `"[" + std::string`: GCC 12 misreports that as -Wrestrict.
    std::string text = "[";
    text.append(std::to_string(iota->numGroups)).append(",").append(std::to_string(iota->groupSize));
    text.append("]<=[").append(joinInts(iota->reshapeDims)).append("]");
    if (!iota->transposePerm.empty()) text += "T(" + joinInts(iota->transposePerm) + ")";
    return text;
  }
  std::string text = "{";
  for (std::size_t g = 0; g < groups.size(); ++g) {
    if (g) text += ',';
    text += '{' + joinInts(groups[g]) + '}';
  }
  return text + '}';
}

std::vector<int64_t> iotaDeviceList(const std::vector<int64_t>& reshapeDims,
                                    const std::vector<int64_t>& transposePerm) {
  const int64_t total = checkedProduct(reshapeDims).value_or(0);
  std::vector<int64_t> devices(static_cast<std::size_t>(total));
  if (transposePerm.empty()) {
    for (int64_t i = 0; i < total; ++i) devices[i] = i;
    return devices;
  }
  // Output index runs over the transposed dims; the device id is the row-major index
  // of the corresponding position in the original (reshaped) array.
  const std::size_t rank = reshapeDims.size();
  std::vector<int64_t> strides(rank, 1);
  for (std::size_t d = rank; d-- > 1;) strides[d - 1] = strides[d] * reshapeDims[d];
  std::vector<int64_t> outDims(rank);
  for (std::size_t d = 0; d < rank; ++d) outDims[d] = reshapeDims[transposePerm[d]];
  std::vector<int64_t> index(rank, 0);
  for (int64_t out = 0; out < total; ++out) {
    int64_t source = 0;
    for (std::size_t d = 0; d < rank; ++d) source += index[d] * strides[transposePerm[d]];
    devices[out] = source;
    for (std::size_t d = rank; d-- > 0;) {
      if (++index[d] < outDims[d]) break;
      index[d] = 0;
    }
  }
  return devices;
}

std::optional<std::vector<std::vector<int64_t>>> expandIotaReplicaGroups(
    const IotaReplicaGroups& iota, int64_t maxDevices, std::string* error) {
  auto fail = [&](std::string message) -> std::optional<std::vector<std::vector<int64_t>>> {
    if (error) *error = std::move(message);
    return std::nullopt;
  };
  if (iota.numGroups <= 0 || iota.groupSize <= 0) return fail("replica group dims must be positive");
  int64_t total = 0;
  if (__builtin_mul_overflow(iota.numGroups, iota.groupSize, &total) || total > maxDevices)
    return fail("replica groups name more than " + std::to_string(maxDevices) + " devices");
  if (iota.reshapeDims.empty()) return fail("iota replica groups need reshape dims");
  for (int64_t d : iota.reshapeDims)
    if (d <= 0) return fail("iota reshape dims must be positive");
  std::optional<int64_t> product = checkedProduct(iota.reshapeDims);
  if (!product || *product != total)
    return fail("iota reshape dims multiply to " + (product ? std::to_string(*product) : std::string("overflow")) +
                ", expected " + std::to_string(total));
  if (!iota.transposePerm.empty()) {
    if (iota.transposePerm.size() != iota.reshapeDims.size())
      return fail("transpose permutation has the wrong length");
    std::vector<int64_t> sorted = iota.transposePerm;
    std::sort(sorted.begin(), sorted.end());
    for (std::size_t i = 0; i < sorted.size(); ++i)
      if (sorted[i] != static_cast<int64_t>(i)) return fail("transpose is not a permutation");
  }
  const std::vector<int64_t> devices = iotaDeviceList(iota.reshapeDims, iota.transposePerm);
  std::vector<std::vector<int64_t>> groups(static_cast<std::size_t>(iota.numGroups));
  for (int64_t g = 0; g < iota.numGroups; ++g)
    groups[g].assign(devices.begin() + g * iota.groupSize, devices.begin() + (g + 1) * iota.groupSize);
  return groups;
}

}  // namespace shardscope::ir
