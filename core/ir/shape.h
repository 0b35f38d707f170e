#pragma once
// Shape: an array shape (element type, dims, dynamic bounds, layout) or a tuple of shapes,
// spelled as in HLO text: `f32[8,16]{1,0}`, `bf16[<=128,4]`, `(f32[2], s32[])`, `token[]`.

#include "ir/element_type.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace shardscope::ir {

enum class DimKind : uint8_t { Static, BoundedDynamic /* <=N */, Unbounded /* ? */ };

// `{1,0}` or `{1,0:T(8,128)(2,1)S(1)}`: minor-to-major order plus everything after ':'
// kept verbatim (tiling, memory space), which no engine interprets.
struct Layout {
  std::vector<int64_t> minorToMajor;
  std::string extra;
  friend bool operator==(const Layout&, const Layout&) = default;
};

struct Shape {
  ElementType type = ElementType::Invalid;
  std::vector<int64_t> dims;        // for BoundedDynamic dims: the bound
  std::vector<DimKind> dimKinds;    // empty when every dim is static
  // Shared: the same few layouts repeat on every instruction of a module.
  std::shared_ptr<const Layout> layout;
  std::vector<Shape> tupleShapes;   // type == Tuple

  static Shape array(ElementType type, std::vector<int64_t> dims);
  static Shape tuple(std::vector<Shape> elements);

  bool isTuple() const { return type == ElementType::Tuple; }
  bool isArray() const { return isArrayType(type); }
  int64_t rank() const { return static_cast<int64_t>(dims.size()); }
  DimKind dimKind(std::size_t i) const { return i < dimKinds.size() ? dimKinds[i] : DimKind::Static; }
  bool isStatic() const;

  // Product of dims; nullopt when it overflows int64 (declared shapes are untrusted).
  std::optional<int64_t> elementCount() const;
  // Bytes of the array (bits rounded up), or the sum over a tuple; nullopt on overflow.
  std::optional<int64_t> byteSize() const;

  // Same element type and dims (layout ignored): what shape checks compare.
  bool compatible(const Shape& other) const;

  std::string toString(bool withLayout = true) const;

  friend bool operator==(const Shape& a, const Shape& b);
};

// Overflow-checked product of a list of non-negative dims.
std::optional<int64_t> checkedProduct(const std::vector<int64_t>& dims);

}  // namespace shardscope::ir
