#include "ir/shape.h"

#include <limits>

namespace shardscope::ir {

std::optional<int64_t> checkedProduct(const std::vector<int64_t>& dims) {
  int64_t product = 1;
  for (int64_t d : dims) {
    if (d < 0) return std::nullopt;
    if (__builtin_mul_overflow(product, d, &product)) return std::nullopt;
  }
  return product;
}

Shape Shape::array(ElementType type, std::vector<int64_t> dims) {
  Shape shape;
  shape.type = type;
  shape.dims = std::move(dims);
  return shape;
}

Shape Shape::tuple(std::vector<Shape> elements) {
  Shape shape;
  shape.type = ElementType::Tuple;
  shape.tupleShapes = std::move(elements);
  return shape;
}

bool operator==(const Shape& a, const Shape& b) {
  if (a.type != b.type || a.dims != b.dims || a.dimKinds != b.dimKinds || a.tupleShapes != b.tupleShapes) return false;
  if (static_cast<bool>(a.layout) != static_cast<bool>(b.layout)) return false;
  return !a.layout || *a.layout == *b.layout;
}

bool Shape::isStatic() const {
  for (DimKind kind : dimKinds)
    if (kind != DimKind::Static) return false;
  for (const Shape& element : tupleShapes)
    if (!element.isStatic()) return false;
  return true;
}

std::optional<int64_t> Shape::elementCount() const {
  if (isTuple()) return std::nullopt;
  return checkedProduct(dims);
}

std::optional<int64_t> Shape::byteSize() const {
  if (isTuple()) {
    int64_t total = 0;
    for (const Shape& element : tupleShapes) {
      std::optional<int64_t> bytes = element.byteSize();
      if (!bytes || __builtin_add_overflow(total, *bytes, &total)) return std::nullopt;
    }
    return total;
  }
  std::optional<int64_t> count = elementCount();
  if (!count) return std::nullopt;
  // In 128 bits: f32[1e9,1e9] is 4e18 bytes, which fits, though its 3.2e19 bits do not.
  const __int128 bytes = (static_cast<__int128>(*count) * elementTypeBits(type) + 7) / 8;
  if (bytes > std::numeric_limits<int64_t>::max()) return std::nullopt;
  return static_cast<int64_t>(bytes);
}

bool Shape::compatible(const Shape& other) const {
  if (type != other.type) return false;
  if (isTuple()) {
    if (tupleShapes.size() != other.tupleShapes.size()) return false;
    for (std::size_t i = 0; i < tupleShapes.size(); ++i)
      if (!tupleShapes[i].compatible(other.tupleShapes[i])) return false;
    return true;
  }
  return dims == other.dims;
}

std::string Shape::toString(bool withLayout) const {
  std::string text;
  if (isTuple()) {
    text += '(';
    for (std::size_t i = 0; i < tupleShapes.size(); ++i) {
      if (i) text += ", ";
      text += tupleShapes[i].toString(withLayout);
    }
    text += ')';
    return text;
  }
  text += elementTypeName(type);
  text += '[';
  for (std::size_t i = 0; i < dims.size(); ++i) {
    if (i) text += ',';
    switch (dimKind(i)) {
      case DimKind::Static: text += std::to_string(dims[i]); break;
      case DimKind::BoundedDynamic: text += "<=" + std::to_string(dims[i]); break;
      case DimKind::Unbounded: text += '?'; break;
    }
  }
  text += ']';
  if (withLayout && layout) {
    text += '{';
    for (std::size_t i = 0; i < layout->minorToMajor.size(); ++i) {
      if (i) text += ',';
      text += std::to_string(layout->minorToMajor[i]);
    }
    if (!layout->extra.empty()) text += ':' + layout->extra;
    text += '}';
  }
  return text;
}

}  // namespace shardscope::ir
