#include "sharding/iota_devices.h"

#include <algorithm>
#include <numeric>

#include "sharding/device_array.h"

namespace shardscope::sharding {

std::vector<int64_t> expandIota(const IotaDevices& iota) {
  int64_t count = 1;
  for (int64_t dim : iota.reshapeDims) count *= dim;
  std::vector<int64_t> devices(count);
  std::iota(devices.begin(), devices.end(), int64_t{0});
  if (iota.transposePerm.empty()) return devices;
  return transposeArray(devices, iota.reshapeDims, iota.transposePerm);
}

std::optional<IotaDevices> findIota(std::span<const int64_t> devices) {
  const auto count = static_cast<int64_t>(devices.size());
  if (count == 0 || devices[0] != 0) return std::nullopt;

  // An iota pattern is a mixed-radix number: position digits (innermost first) map to
  // device ids with strides that are a permutation of some row-major strides. Peel the
  // digits off from the innermost, each as long a run as possible, which also merges
  // digits that a transpose does not separate (so the result is canonical).
  struct Digit {
    int64_t size;
    int64_t stride;
  };
  std::vector<Digit> digits;
  int64_t block = 1;
  while (block < count) {
    const int64_t stride = devices[block];
    if (stride <= 0 || stride >= count) return std::nullopt;
    int64_t size = 2;
    while (block * size < count && devices[block * size] == size * stride) ++size;
    if (count % (block * size) != 0) return std::nullopt;
    digits.push_back({size, stride});
    block *= size;
  }

  IotaDevices iota;
  if (digits.empty()) {
    iota.reshapeDims = {1};
    return iota;
  }
  // The strides, sorted, must be those of a row-major array of the digit sizes.
  std::vector<std::size_t> byStride(digits.size());
  std::iota(byStride.begin(), byStride.end(), std::size_t{0});
  std::sort(byStride.begin(), byStride.end(),
            [&](std::size_t a, std::size_t b) { return digits[a].stride > digits[b].stride; });
  int64_t expected = 1;
  for (std::size_t i = byStride.size(); i-- > 0;) {
    if (digits[byStride[i]].stride != expected) return std::nullopt;
    expected *= digits[byStride[i]].size;
  }
  // reshapeDims: digit sizes from the largest stride down; the transpose lists, from
  // the outermost position digit, where each digit sits in reshapeDims.
  std::vector<int64_t> positionInReshape(digits.size());
  for (std::size_t r = 0; r < byStride.size(); ++r) {
    iota.reshapeDims.push_back(digits[byStride[r]].size);
    positionInReshape[byStride[r]] = static_cast<int64_t>(r);
  }
  for (std::size_t i = digits.size(); i-- > 0;) {
    iota.transposePerm.push_back(positionInReshape[i]);
  }
  bool identity = true;
  for (std::size_t i = 0; i < iota.transposePerm.size(); ++i) {
    identity = identity && iota.transposePerm[i] == static_cast<int64_t>(i);
  }
  if (identity) {  // adjacent digits in stride order merge, so this is one dim
    iota.reshapeDims = {count};
    iota.transposePerm.clear();
  }
  // The digit scan only sampled block starts; confirm every position.
  if (!std::equal(devices.begin(), devices.end(), expandIota(iota).begin())) {
    return std::nullopt;
  }
  return iota;
}

}  // namespace shardscope::sharding
