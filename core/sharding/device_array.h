#pragma once
// Small helpers over row-major arrays of device ids (a tile assignment is one): the
// checked product of dims, permutation checks and transposition. Shared by the iota
// form, normalisation and the mesh converters so that each does not re-derive strides.

#include <cstdint>
#include <optional>
#include <span>
#include <vector>

namespace shardscope::sharding {

// Product of `dims`, or nullopt when a dim is < 1 or the product exceeds `limit`
// (checked before every multiplication, so it never overflows).
std::optional<int64_t> checkedProduct(std::span<const int64_t> dims, int64_t limit);

// True when `perm` holds each of 0..n-1 exactly once and has n entries.
bool isPermutation(std::span<const int64_t> perm, std::size_t n);

// Checks that `ids` are distinct device ids in [0, limit): nullopt when they are, else the
// first offending id and whether it is out of range (else repeated). One pass for the
// range, one over a byte table as large as the largest id: a 2^20-device tile assignment
// is checked in two linear passes (a growing vector<bool> made it seconds in the fuzz build).
struct DeviceIdProblem {
  int64_t id = 0;
  bool outOfRange = false;
};
std::optional<DeviceIdProblem> findDeviceIdProblem(std::span<const int64_t> ids, int64_t limit);

// Transposes a row-major array of shape `dims`: result dim i is input dim perm[i].
// Preconditions: values.size() == product(dims), perm is a permutation of the dims.
std::vector<int64_t> transposeArray(std::span<const int64_t> values,
                                    std::span<const int64_t> dims,
                                    std::span<const int64_t> perm);

// Sorts, in place, every line of the array along `axis` (the devices of one group).
void sortAlongAxis(std::vector<int64_t>& values, std::span<const int64_t> dims,
                   std::size_t axis);

}  // namespace shardscope::sharding
