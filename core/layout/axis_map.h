#pragma once
// The axis map M of seed 000 §3.2: how the axes of a distributed (per-device) tensor
// hold the axes of the baseline tensor it is a part of.
//
// An index x along a baseline axis of size n is written in mixed radix; one digit,
// (x / stride) % size, is an AxisFactor. A distributed axis ranges over one or more
// such digits, major to minor (its size is their product). Digits of a baseline axis
// that no distributed axis holds are the *device digits*: fixed on each device, they
// say which block of the baseline tensor the device has.
//
//   baseline (8,6), distributed (4,6) holding rows [4d, 4d+4) of device d:
//     axes = { {(0, stride 1, size 4)}, {(1, 1, 6)} }   device digit: (0, 4, 2)
//   a strided holding (device d has rows d, d+2, d+4, d+6):
//     axes = { {(0, stride 2, size 4)}, {(1, 1, 6)} }   device digit: (0, 1, 2)

#include "layout/layout_op.h"

#include <optional>
#include <string>
#include <vector>

namespace shardscope::layout {

struct AxisFactor {
  int axis = 0;        // baseline axis
  int64_t stride = 1;  // in elements of that axis
  int64_t size = 1;

  friend bool operator==(const AxisFactor&, const AxisFactor&) = default;
};

struct AxisMap {
  // axes[a]: the baseline digits distributed axis a ranges over, major to minor.
  // An empty list is a unit axis.
  std::vector<std::vector<AxisFactor>> axes;

  // Every baseline axis held whole, in order: the distributed tensor is the baseline one.
  static AxisMap identity(const Shape& baseline);
  // Baseline axis i cut into blocks[i] equal contiguous blocks, one per device coordinate
  // (GSPMD tiling); the distributed axes follow the baseline order. Nullopt when a
  // block count is not a positive divisor of its axis.
  static std::optional<AxisMap> blockSharded(const Shape& baseline,
                                             const std::vector<int64_t>& blocks);

  // The per-device shape the map describes.
  Shape distributedShape() const;
  // `[(0:1x4),(1:1x6)]`-style text for diagnostics and traces.
  std::string toString() const;

  friend bool operator==(const AxisMap&, const AxisMap&) = default;
};

// The result of checking a map against the baseline shape: either an error, or for
// each baseline axis its digits (held and device) major to minor.
struct AxisMapCheck {
  std::string error;  // empty when the map is consistent
  struct Digit {
    AxisFactor factor;
    bool held = false;  // held by a distributed axis; otherwise a device digit
  };
  std::vector<std::vector<Digit>> digits;  // per baseline axis

  bool ok() const { return error.empty(); }
};

// A map is consistent when every factor names an existing axis, has size >= 1, and the
// held digits of each baseline axis are disjoint and each lies on the axis's radix
// (stride*size divides the axis size and the next more-major digit's stride).
AxisMapCheck checkAxisMap(const Shape& baseline, const AxisMap& map);

}  // namespace shardscope::layout
