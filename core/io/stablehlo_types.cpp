#include "io/stablehlo_types.h"

#include <cctype>
#include <charconv>

namespace shardscope::io::mlir {
namespace {

using ir::ElementType;

std::string_view trim(std::string_view text) {
  while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front()))) text.remove_prefix(1);
  while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back()))) text.remove_suffix(1);
  return text;
}

// Splits `a, b<c, d>, e` at top-level commas.
std::vector<std::string_view> splitTopLevel(std::string_view text) {
  std::vector<std::string_view> parts;
  int depth = 0;
  std::size_t start = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (c == '<' || c == '(' || c == '[' || c == '{') ++depth;
    else if (c == '>' || c == ')' || c == ']' || c == '}') --depth;
    else if (c == ',' && depth == 0) {
      parts.push_back(trim(text.substr(start, i - start)));
      start = i + 1;
    }
  }
  if (!trim(text.substr(start)).empty() || !parts.empty()) parts.push_back(trim(text.substr(start)));
  return parts;
}

}  // namespace

std::optional<ElementType> mlirElementType(std::string_view text) {
  static constexpr std::pair<std::string_view, ElementType> kTypes[] = {
      {"i1", ElementType::Pred},        {"i2", ElementType::S2},          {"i4", ElementType::S4},
      {"i8", ElementType::S8},          {"i16", ElementType::S16},        {"i32", ElementType::S32},
      {"i64", ElementType::S64},        {"si2", ElementType::S2},         {"si4", ElementType::S4},
      {"si8", ElementType::S8},         {"si16", ElementType::S16},       {"si32", ElementType::S32},
      {"si64", ElementType::S64},       {"ui2", ElementType::U2},         {"ui4", ElementType::U4},
      {"ui8", ElementType::U8},         {"ui16", ElementType::U16},       {"ui32", ElementType::U32},
      {"ui64", ElementType::U64},       {"f16", ElementType::F16},        {"bf16", ElementType::BF16},
      {"f32", ElementType::F32},        {"f64", ElementType::F64},        {"f8E5M2", ElementType::F8E5M2},
      {"f8E4M3FN", ElementType::F8E4M3FN}, {"f8E4M3B11FNUZ", ElementType::F8E4M3B11FNUZ},
      {"f8E5M2FNUZ", ElementType::F8E5M2FNUZ}, {"f8E4M3FNUZ", ElementType::F8E4M3FNUZ},
      {"f8E4M3", ElementType::F8E4M3},  {"f8E3M4", ElementType::F8E3M4},  {"f8E8M0FNU", ElementType::F8E8M0FNU},
      {"f4E2M1FN", ElementType::F4E2M1FN}, {"complex<f32>", ElementType::C64}, {"complex<f64>", ElementType::C128},
      {"index", ElementType::S64},
  };
  text = trim(text);
  for (const auto& [name, type] : kTypes)
    if (name == text) return type;
  return std::nullopt;
}

std::optional<ir::Shape> parseMlirType(std::string_view text, std::string* error, int maxDepth) {
  text = trim(text);
  auto fail = [&](std::string message) -> std::optional<ir::Shape> {
    if (error) *error = std::move(message);
    return std::nullopt;
  };
  if (maxDepth < 0) return fail("types nested too deeply");
  if (text == "!stablehlo.token" || text == "!mhlo.token") return ir::Shape::array(ElementType::Token, {});
  if (text.starts_with("tuple<") && text.ends_with(">")) {
    std::vector<ir::Shape> elements;
    const std::string_view inside = text.substr(6, text.size() - 7);
    if (!trim(inside).empty())
      for (std::string_view part : splitTopLevel(inside)) {
        std::optional<ir::Shape> element = parseMlirType(part, error, maxDepth - 1);
        if (!element) return std::nullopt;
        elements.push_back(std::move(*element));
      }
    return ir::Shape::tuple(std::move(elements));
  }
  if (!(text.starts_with("tensor<") && text.ends_with(">"))) {
    if (std::optional<ElementType> scalar = mlirElementType(text)) return ir::Shape::array(*scalar, {});
    return fail("unsupported type '" + std::string(text.substr(0, 60)) + "'");
  }
  const std::vector<std::string_view> parts = splitTopLevel(text.substr(7, text.size() - 8));
  if (parts.empty() || parts.size() > 2) return fail("malformed tensor type '" + std::string(text.substr(0, 60)) + "'");
  std::string_view body = parts[0];
  ir::Shape shape;
  std::vector<bool> unknown;
  while (!body.empty() && (std::isdigit(static_cast<unsigned char>(body.front())) || body.front() == '?')) {
    int64_t dim = 0;
    if (body.front() == '?') {
      body.remove_prefix(1);
      unknown.push_back(true);
    } else {
      auto [end, ec] = std::from_chars(body.data(), body.data() + body.size(), dim);
      if (ec != std::errc()) return fail("dimension out of range in '" + std::string(text.substr(0, 60)) + "'");
      body.remove_prefix(static_cast<std::size_t>(end - body.data()));
      unknown.push_back(false);
    }
    if (body.empty() || body.front() != 'x') return fail("expected 'x' after a dimension in '" + std::string(text.substr(0, 60)) + "'");
    body.remove_prefix(1);
    shape.dims.push_back(dim);
    if (shape.dims.size() > 4096) return fail("tensor type has more than 4096 dimensions");
  }
  std::optional<ElementType> type = mlirElementType(body);
  if (!type) return fail("unsupported element type '" + std::string(body.substr(0, 40)) + "'");
  shape.type = *type;
  // `#stablehlo.bounds<16, ?>` gives the bound of each dynamic dim.
  std::vector<std::string_view> bounds;
  if (parts.size() == 2) {
    std::string_view encoding = parts[1];
    const std::size_t open = encoding.find('<');
    if ((encoding.starts_with("#stablehlo.bounds") || encoding.starts_with("#mhlo.type_extensions")) && open != std::string_view::npos &&
        encoding.ends_with(">")) {
      std::string_view inside = encoding.substr(open + 1, encoding.size() - open - 2);
      if (inside.starts_with("bounds = [") && inside.ends_with("]")) inside = inside.substr(10, inside.size() - 11);
      bounds = splitTopLevel(inside);
    }
  }
  bool anyDynamic = false;
  for (bool u : unknown) anyDynamic = anyDynamic || u;
  if (anyDynamic) {
    shape.dimKinds.assign(shape.dims.size(), ir::DimKind::Static);
    for (std::size_t i = 0; i < unknown.size(); ++i) {
      if (!unknown[i]) continue;
      int64_t bound = 0;
      if (i < bounds.size() && bounds[i] != "?" &&
          std::from_chars(bounds[i].data(), bounds[i].data() + bounds[i].size(), bound).ec == std::errc() && bound >= 0) {
        shape.dims[i] = bound;
        shape.dimKinds[i] = ir::DimKind::BoundedDynamic;
      } else {
        shape.dimKinds[i] = ir::DimKind::Unbounded;
      }
    }
  }
  if (!ir::checkedProduct(shape.dims)) return fail("the element count of '" + std::string(text.substr(0, 60)) + "' overflows");
  return shape;
}

}  // namespace shardscope::io::mlir
