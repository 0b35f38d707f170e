#include "sharding/device_array.h"

#include <algorithm>

namespace shardscope::sharding {

std::optional<int64_t> checkedProduct(std::span<const int64_t> dims, int64_t limit) {
  int64_t product = 1;
  for (int64_t dim : dims) {
    if (dim < 1 || dim > limit / product) return std::nullopt;
    product *= dim;
  }
  return product;
}

bool isPermutation(std::span<const int64_t> perm, std::size_t n) {
  if (perm.size() != n) return false;
  std::vector<bool> seen(n, false);
  for (int64_t p : perm) {
    if (p < 0 || static_cast<std::size_t>(p) >= n || seen[p]) return false;
    seen[p] = true;
  }
  return true;
}

std::optional<DeviceIdProblem> findDeviceIdProblem(std::span<const int64_t> ids, int64_t limit) {
  int64_t largest = -1;
  for (int64_t id : ids) {
    if (id < 0 || id >= limit) return DeviceIdProblem{id, true};
    largest = std::max(largest, id);
  }
  std::vector<unsigned char> seen(static_cast<std::size_t>(largest + 1), 0);
  for (int64_t id : ids) {
    if (seen[id]) return DeviceIdProblem{id, false};
    seen[id] = 1;
  }
  return std::nullopt;
}

std::vector<int64_t> transposeArray(std::span<const int64_t> values,
                                    std::span<const int64_t> dims,
                                    std::span<const int64_t> perm) {
  const std::size_t rank = dims.size();
  std::vector<int64_t> inStrides(rank);
  int64_t stride = 1;
  for (std::size_t i = rank; i-- > 0;) {
    inStrides[i] = stride;
    stride *= dims[i];
  }
  std::vector<int64_t> outDims(rank);
  std::vector<int64_t> outStrides(rank);
  for (std::size_t i = 0; i < rank; ++i) {
    outDims[i] = dims[perm[i]];
    outStrides[i] = inStrides[perm[i]];
  }
  std::vector<int64_t> result;
  result.reserve(values.size());
  std::vector<int64_t> index(rank, 0);
  int64_t offset = 0;
  for (std::size_t n = 0; n < values.size(); ++n) {
    result.push_back(values[offset]);
    // Odometer step over the output index, moving the input offset along.
    for (std::size_t d = rank; d-- > 0;) {
      if (++index[d] < outDims[d]) {
        offset += outStrides[d];
        break;
      }
      offset -= (outDims[d] - 1) * outStrides[d];
      index[d] = 0;
    }
  }
  return result;
}

void sortAlongAxis(std::vector<int64_t>& values, std::span<const int64_t> dims,
                   std::size_t axis) {
  int64_t outer = 1;
  int64_t inner = 1;
  for (std::size_t i = 0; i < axis; ++i) outer *= dims[i];
  for (std::size_t i = axis + 1; i < dims.size(); ++i) inner *= dims[i];
  const int64_t length = dims[axis];
  if (length <= 1) return;
  std::vector<int64_t> line(length);
  for (int64_t o = 0; o < outer; ++o) {
    for (int64_t i = 0; i < inner; ++i) {
      const int64_t base = o * length * inner + i;
      for (int64_t k = 0; k < length; ++k) line[k] = values[base + k * inner];
      std::sort(line.begin(), line.end());
      for (int64_t k = 0; k < length; ++k) values[base + k * inner] = line[k];
    }
  }
}

}  // namespace shardscope::sharding
