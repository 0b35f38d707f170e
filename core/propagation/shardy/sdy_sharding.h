#pragma once
// Shardy's sharding value at axis level, as Shardy propagation works on it: per tensor
// dim the ordered mesh axes (or sub-axes "x":(k)m) that split it, whether the dim is
// open (`?`: propagation may add axes) or closed, and its user priority (`p1`); plus
// replicated and unreduced axes. Text form is Shardy's own:
//   #sdy.sharding<@mesh, [{"a", ?}, {"b":(2)2}p1], replicated={"c"}>
// Unlike sharding/named_sharding.h this keeps sub-axes and priorities, which the
// propagation algorithm needs and `--pass ... --json` prints back.

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace shardscope::propagation::sdy {

// A mesh as Shardy sees it: axis names and sizes in order (device ids do not matter
// to propagation).
struct SdyMesh {
  std::vector<std::pair<std::string, int64_t>> axes;
  std::optional<int64_t> axisSize(std::string_view name) const;
  std::optional<std::size_t> axisIndex(std::string_view name) const;
};

// Axis `name`, or its sub-axis of size `size` after the major `preSize` (Shardy's
// "x":(k)m). A full axis is preSize 1 and size = the axis size.
struct AxisRef {
  std::string name;
  int64_t preSize = 1;
  int64_t size = 1;
  int64_t axisSize = 1;  // the whole axis, so full/sub can be told apart

  bool isFull() const { return preSize == 1 && size == axisSize; }
  int64_t end() const { return preSize * size; }
  // Same axis, same start, and this one's pieces are the first of `other`'s.
  bool prefixOf(const AxisRef& other) const;
  bool contains(const AxisRef& other) const;
  bool overlaps(const AxisRef& other) const;
  // Two pieces of one axis can split one tensor only if they belong to one
  // decomposition of the axis: their bounds (pre-sizes and ends) divide each other.
  bool canCoexist(const AxisRef& other) const;
  // The largest prefix of this axis that does not overlap `other`; nullopt when none.
  std::optional<AxisRef> prefixWithoutOverlap(const AxisRef& other) const;
  std::string toString() const;
  friend bool operator==(const AxisRef& a, const AxisRef& b) {
    return a.name == b.name && a.preSize == b.preSize && a.size == b.size;
  }
};

struct DimSharding {
  std::vector<AxisRef> axes;  // major to minor
  bool closed = true;
  int priority = -1;  // -1: none written
  friend bool operator==(const DimSharding&, const DimSharding&) = default;
};

struct TensorSharding {
  std::string mesh;  // symbol name without '@'; an inline mesh is given a name by the reader
  std::vector<DimSharding> dims;
  std::vector<AxisRef> replicated;
  std::vector<AxisRef> unreduced;

  bool emptyAxes() const;  // no dim has an axis
  // `#sdy.sharding<@mesh, [...]>` (withPrefix) or the bare `<@mesh, [...]>`.
  std::string toString(bool withPrefix = true) const;
  friend bool operator==(const TensorSharding&, const TensorSharding&) = default;
};

using MeshTable = std::map<std::string, SdyMesh, std::less<>>;

// Parses `#sdy.sharding<...>` or `<...>` against the meshes; an inline
// `mesh<[...]>` is added to `meshes` under a synthetic name. Returns the problem
// (with no position) on malformed text or unknown axes.
std::variant<TensorSharding, std::string> parseTensorSharding(std::string_view text, MeshTable& meshes);

// `<["a"=2, "b"=4]>` (optionally with `#sdy.mesh` before it, device_ids after).
std::variant<SdyMesh, std::string> parseSdyMesh(std::string_view text);

// Appends `axis` to `axes`, merging it with the last one when the two are consecutive
// pieces of the same axis ("x":(1)2 then "x":(2)2 is "x").
void addAxisOrMerge(std::vector<AxisRef>& axes, const AxisRef& axis);

// Orders axes as the mesh lists them (sub-axes by their start), as Shardy prints
// replicated and unreduced sets.
void sortByMesh(std::vector<AxisRef>& axes, const SdyMesh& mesh);

}  // namespace shardscope::propagation::sdy
