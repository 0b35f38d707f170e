#include "sharding/iota_devices.h"

#include <algorithm>
#include <numeric>

#include "sharding/device_array.h"

namespace shardscope::sharding {
namespace {

// An iota list is a mixed-radix number: each position digit (a dim of the transposed
// array) adds its value times a stride to the device id, the strides being a permutation
// of the row-major strides of the digit sizes.
struct Digit {
  int64_t size;
  int64_t stride;
};

// Appends `digit` to digits listed outermost first, merging it into the previous one when
// the two are one run (the outer one's stride is the inner one's span). Size-1 dropped.
void pushDigit(std::vector<Digit>& outerFirst, Digit digit) {
  if (digit.size == 1) return;
  if (!outerFirst.empty() && outerFirst.back().stride == digit.size * digit.stride) {
    outerFirst.back() = Digit{outerFirst.back().size * digit.size, digit.stride};
    return;
  }
  outerFirst.push_back(digit);
}

// The position digits of `iota`, outermost first, merged into maximal runs.
std::vector<Digit> positionDigits(const IotaDevices& iota) {
  const std::size_t rank = iota.reshapeDims.size();
  std::vector<int64_t> strides(rank, 1);
  for (std::size_t j = rank; j-- > 1;) strides[j - 1] = strides[j] * iota.reshapeDims[j];
  std::vector<Digit> digits;
  for (std::size_t i = 0; i < rank; ++i) {
    const auto j = iota.transposePerm.empty() ? i : static_cast<std::size_t>(iota.transposePerm[i]);
    pushDigit(digits, Digit{iota.reshapeDims[j], strides[j]});
  }
  return digits;
}

// The canonical spelling of maximal-run digits (outermost first) whose strides are a
// permutation of row-major strides: reshape dims in decreasing stride, the transpose
// saying where each position digit sits among them, none when it is the identity.
IotaDevices fromDigits(const std::vector<Digit>& outerFirst, int64_t count) {
  IotaDevices iota;
  if (outerFirst.empty()) {
    iota.reshapeDims = {1};
    return iota;
  }
  std::vector<std::size_t> byStride(outerFirst.size());
  std::iota(byStride.begin(), byStride.end(), std::size_t{0});
  std::sort(byStride.begin(), byStride.end(),
            [&](std::size_t a, std::size_t b) { return outerFirst[a].stride > outerFirst[b].stride; });
  std::vector<int64_t> positionInReshape(outerFirst.size());
  for (std::size_t r = 0; r < byStride.size(); ++r) {
    iota.reshapeDims.push_back(outerFirst[byStride[r]].size);
    positionInReshape[byStride[r]] = static_cast<int64_t>(r);
  }
  bool identity = true;
  for (std::size_t i = 0; i < outerFirst.size(); ++i) {
    iota.transposePerm.push_back(positionInReshape[i]);
    identity = identity && positionInReshape[i] == static_cast<int64_t>(i);
  }
  if (identity) {  // adjacent digits in stride order merge, so this is one dim
    iota.reshapeDims = {count};
    iota.transposePerm.clear();
  }
  return iota;
}

}  // namespace

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

  // Peel the digits off from the innermost, each as long a run as possible, which also
  // merges digits that a transpose does not separate (so the result is canonical).
  std::vector<Digit> innerFirst;
  int64_t block = 1;
  while (block < count) {
    const int64_t stride = devices[block];
    if (stride <= 0 || stride >= count) return std::nullopt;
    int64_t size = 2;
    while (block * size < count && devices[block * size] == size * stride) ++size;
    if (count % (block * size) != 0) return std::nullopt;
    innerFirst.push_back({size, stride});
    block *= size;
  }
  // The strides, sorted, must be those of a row-major array of the digit sizes.
  std::vector<Digit> byStride = innerFirst;
  std::sort(byStride.begin(), byStride.end(), [](const Digit& a, const Digit& b) { return a.stride < b.stride; });
  int64_t expected = 1;
  for (const Digit& digit : byStride) {
    if (digit.stride != expected) return std::nullopt;
    expected *= digit.size;
  }
  const IotaDevices iota = fromDigits(std::vector<Digit>(innerFirst.rbegin(), innerFirst.rend()), count);
  // The digit scan only sampled block starts; confirm every position.
  if (!std::equal(devices.begin(), devices.end(), expandIota(iota).begin())) return std::nullopt;
  return iota;
}

IotaDevices canonicalIota(const IotaDevices& iota) {
  return fromDigits(positionDigits(iota), iotaDeviceCount(iota));
}

int64_t iotaDeviceCount(const IotaDevices& iota) {
  int64_t count = 1;
  for (int64_t dim : iota.reshapeDims) count *= dim;
  return count;
}

int64_t iotaDeviceAt(const IotaDevices& iota, int64_t position) {
  const std::vector<Digit> digits = positionDigits(iota);
  int64_t device = 0;
  for (std::size_t i = digits.size(); i-- > 0;) {
    device += (position % digits[i].size) * digits[i].stride;
    position /= digits[i].size;
  }
  return device;
}

int64_t iotaPositionOf(const IotaDevices& iota, int64_t device) {
  if (device < 0 || device >= iotaDeviceCount(iota)) return -1;
  const std::vector<Digit> digits = positionDigits(iota);
  int64_t position = 0;
  int64_t weight = 1;
  for (std::size_t i = digits.size(); i-- > 0;) {
    position += (device / digits[i].stride) % digits[i].size * weight;
    weight *= digits[i].size;
  }
  return position;
}

std::optional<IotaDevices> transposeIotaArray(const IotaDevices& iota, std::span<const int64_t> dims,
                                              std::span<const int64_t> perm) {
  // Cut the digits (outermost first) into one run per array dim; a digit that a dim
  // boundary falls inside splits when the boundary divides it.
  std::vector<Digit> digits = positionDigits(iota);
  std::vector<std::vector<Digit>> perDim(dims.size());
  std::size_t next = 0;
  for (std::size_t d = 0; d < dims.size(); ++d) {
    int64_t left = dims[d];
    while (left > 1) {
      if (next >= digits.size()) return std::nullopt;
      Digit& digit = digits[next];
      if (digit.size <= left) {
        if (left % digit.size != 0) return std::nullopt;
        perDim[d].push_back(digit);
        left /= digit.size;
        ++next;
      } else {
        if (digit.size % left != 0) return std::nullopt;
        const int64_t inner = digit.size / left;
        perDim[d].push_back(Digit{left, digit.stride * inner});
        digit.size = inner;
        left = 1;
      }
    }
  }
  if (next != digits.size()) return std::nullopt;
  std::vector<Digit> moved;
  for (int64_t d : perm)
    for (const Digit& digit : perDim[static_cast<std::size_t>(d)]) pushDigit(moved, digit);
  return fromDigits(moved, iotaDeviceCount(iota));
}

std::optional<bool> iotaLinesSorted(const IotaDevices& iota, int64_t lineLength) {
  // A line is sorted when the digits it spans (innermost first) have increasing strides:
  // the digits below a stride cover exactly the ids below it.
  const std::vector<Digit> digits = positionDigits(iota);
  int64_t left = lineLength;
  int64_t lastStride = 0;
  for (std::size_t i = digits.size(); i-- > 0 && left > 1;) {
    const Digit& digit = digits[i];
    if (digit.size <= left) {
      if (left % digit.size != 0) return std::nullopt;
      left /= digit.size;
    } else {
      if (digit.size % left != 0) return std::nullopt;
      left = 1;
    }
    if (digit.stride <= lastStride) return false;
    lastStride = digit.stride;
  }
  if (left > 1) return std::nullopt;
  return true;
}

}  // namespace shardscope::sharding
