#include "io/stablehlo_attributes.h"

#include <cctype>
#include <charconv>
#include <cmath>
#include <cstring>
#include <limits>
#include <sstream>

namespace shardscope::io::mlir {

std::string_view trimWhitespace(std::string_view text) {
  while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front()))) text.remove_prefix(1);
  while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back()))) text.remove_suffix(1);
  return text;
}
namespace {

// Drops a trailing ` : type` at top level.
std::string_view withoutType(std::string_view text) {
  int depth = 0;
  bool inString = false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (inString) {
      if (c == '\\') ++i;
      else if (c == '"') inString = false;
      continue;
    }
    if (c == '"') inString = true;
    else if (c == '<' || c == '[' || c == '(' || c == '{') ++depth;
    else if (c == '>' || c == ']' || c == ')' || c == '}') --depth;
    else if (c == ':' && depth == 0) return trimWhitespace(text.substr(0, i));
  }
  return trimWhitespace(text);
}

std::optional<int64_t> parseInteger(std::string_view text) {
  text = trimWhitespace(text);
  if (text == "true") return 1;
  if (text == "false") return 0;
  int64_t value = 0;
  const char* begin = text.data();
  const char* end = text.data() + text.size();
  if (text.starts_with("0x") || text.starts_with("0X")) {
    auto [ptr, ec] = std::from_chars(begin + 2, end, value, 16);
    if (ec != std::errc() || ptr != end) return std::nullopt;
    return value;
  }
  auto [ptr, ec] = std::from_chars(begin, end, value);
  if (ec != std::errc() || ptr != end) return std::nullopt;
  return value;
}

// `1, 2, 3` (possibly empty).
std::optional<std::vector<int64_t>> parseIntegers(std::string_view text) {
  std::vector<int64_t> values;
  text = trimWhitespace(text);
  if (text.empty()) return values;
  std::size_t start = 0;
  for (std::size_t i = 0; i <= text.size(); ++i) {
    if (i < text.size() && text[i] != ',') continue;
    std::optional<int64_t> value = parseInteger(text.substr(start, i - start));
    if (!value) return std::nullopt;
    values.push_back(*value);
    if (values.size() > kMaxListValues) return std::nullopt;
    start = i + 1;
  }
  return values;
}

// The inside of `name<...>`, or nullopt when `text` is not that.
std::optional<std::string_view> insideAngles(std::string_view text, std::string_view name) {
  text = trimWhitespace(text);
  if (!text.starts_with(name)) return std::nullopt;
  text = trimWhitespace(text.substr(name.size()));
  if (text.size() < 2 || text.front() != '<' || text.back() != '>') return std::nullopt;
  return text.substr(1, text.size() - 2);
}

// `key = value` entries of a dialect attribute body, split at top-level commas.
std::vector<std::pair<std::string_view, std::string_view>> keyValues(std::string_view body) {
  std::vector<std::pair<std::string_view, std::string_view>> entries;
  int depth = 0;
  std::size_t start = 0;
  for (std::size_t i = 0; i <= body.size(); ++i) {
    const char c = i < body.size() ? body[i] : ',';
    if (c == '[' || c == '<' || c == '(' || c == '{') ++depth;
    else if (c == ']' || c == '>' || c == ')' || c == '}') --depth;
    else if (c == ',' && depth == 0) {
      const std::string_view entry = trimWhitespace(body.substr(start, i - start));
      const std::size_t eq = entry.find('=');
      if (eq != std::string_view::npos) entries.emplace_back(trimWhitespace(entry.substr(0, eq)), trimWhitespace(entry.substr(eq + 1)));
      start = i + 1;
    }
  }
  return entries;
}

std::string formatReal(double value) {
  if (std::isnan(value)) return "nan";
  if (std::isinf(value)) return value < 0 ? "-inf" : "inf";
  std::ostringstream out;
  out.precision(std::numeric_limits<double>::max_digits10);
  out << value;
  return out.str();
}

// One scalar of a dense literal in HLO spelling; hex floats (`0x7F800000`) are bit
// patterns of the element type.
std::optional<std::string> scalarText(std::string_view text, ir::ElementType type) {
  text = trimWhitespace(text);
  if (text.empty()) return std::nullopt;
  if (type == ir::ElementType::Pred) {
    if (text == "true" || text == "1") return std::string("true");
    if (text == "false" || text == "0") return std::string("false");
    return std::nullopt;
  }
  if (text.front() == '(') {  // complex (re, im)
    if (!ir::isComplex(type) || text.back() != ')') return std::nullopt;
    const std::string_view inside = text.substr(1, text.size() - 2);
    const std::size_t comma = inside.find(',');
    if (comma == std::string_view::npos) return std::nullopt;
    const ir::ElementType part = type == ir::ElementType::C64 ? ir::ElementType::F32 : ir::ElementType::F64;
    auto re = scalarText(inside.substr(0, comma), part);
    auto im = scalarText(inside.substr(comma + 1), part);
    if (!re || !im) return std::nullopt;
    return "(" + *re + ", " + *im + ")";
  }
  if (ir::isFloatingPoint(type) && (text.starts_with("0x") || text.starts_with("0X"))) {
    uint64_t bits = 0;
    auto [ptr, ec] = std::from_chars(text.data() + 2, text.data() + text.size(), bits, 16);
    if (ec != std::errc() || ptr != text.data() + text.size()) return std::nullopt;
    if (type == ir::ElementType::F32) {
      const auto word = static_cast<uint32_t>(bits);
      float value;
      std::memcpy(&value, &word, sizeof value);
      return formatReal(value);
    }
    if (type == ir::ElementType::F64) {
      double value;
      std::memcpy(&value, &bits, sizeof value);
      return formatReal(value);
    }
    if (type == ir::ElementType::BF16) {
      const auto word = static_cast<uint32_t>(bits << 16);
      float value;
      std::memcpy(&value, &word, sizeof value);
      return formatReal(value);
    }
    return std::nullopt;  // f16/f8 bit patterns: the caller elides the literal
  }
  if (ir::isFloatingPoint(type)) {
    double value = 0;
    const std::string copy(text);
    char* end = nullptr;
    value = std::strtod(copy.c_str(), &end);
    if (end != copy.c_str() + copy.size()) return std::nullopt;
    return formatReal(value);
  }
  std::optional<int64_t> value = parseInteger(text);
  if (!value) return std::nullopt;
  return std::to_string(*value);
}

// `[[1, 2], [3, 4]]` -> `{ {1, 2}, {3, 4} }` with every scalar re-spelled.
std::optional<std::string> nestedText(std::string_view text, ir::ElementType type, int depth) {
  text = trimWhitespace(text);
  if (depth > 64) return std::nullopt;
  if (text.empty() || text.front() != '[') return scalarText(text, type);
  if (text.back() != ']') return std::nullopt;
  const std::string_view inside = text.substr(1, text.size() - 2);
  std::string out = "{";
  int nesting = 0;
  std::size_t start = 0;
  bool any = false;
  for (std::size_t i = 0; i <= inside.size(); ++i) {
    const char c = i < inside.size() ? inside[i] : ',';
    if (c == '[' || c == '(') ++nesting;
    else if (c == ']' || c == ')') --nesting;
    else if (c == ',' && nesting == 0) {
      const std::string_view element = trimWhitespace(inside.substr(start, i - start));
      start = i + 1;
      if (element.empty() && i == inside.size() && !any) break;
      std::optional<std::string> converted = nestedText(element, type, depth + 1);
      if (!converted) return std::nullopt;
      if (any) out += ", ";
      out += *converted;
      any = true;
    }
  }
  return out + "}";
}

}  // namespace

std::optional<std::vector<int64_t>> parseIntArray(std::string_view text) {
  text = withoutType(text);
  if (text.size() >= 2 && text.front() == '[' && text.back() == ']') return parseIntegers(text.substr(1, text.size() - 2));
  if (auto inside = insideAngles(text, "array")) {
    const std::size_t colon = inside->find(':');
    if (colon == std::string_view::npos) return std::vector<int64_t>{};  // array<i64>
    return parseIntegers(inside->substr(colon + 1));
  }
  if (auto inside = insideAngles(text, "dense")) {
    std::string_view body = trimWhitespace(*inside);
    if (body.size() >= 2 && body.front() == '[' && body.back() == ']') return parseIntegers(body.substr(1, body.size() - 2));
    if (std::optional<int64_t> single = parseInteger(body)) return std::vector<int64_t>{*single};
    return std::nullopt;
  }
  if (std::optional<int64_t> single = parseInteger(text)) return std::vector<int64_t>{*single};
  return std::nullopt;
}

std::optional<int64_t> parseIntAttr(std::string_view text) { return parseInteger(withoutType(text)); }

std::optional<std::vector<std::vector<int64_t>>> parseIntMatrix(std::string_view text) {
  std::optional<std::string_view> inside = insideAngles(withoutType(text), "dense");
  if (!inside) return std::nullopt;
  std::string_view body = trimWhitespace(*inside);
  std::vector<std::vector<int64_t>> rows;
  if (body.empty()) return rows;
  if (body.size() < 2 || body.front() != '[' || body.back() != ']') return std::nullopt;
  body = trimWhitespace(body.substr(1, body.size() - 2));
  std::size_t total = 0;
  while (!body.empty()) {
    if (body.front() != '[') return std::nullopt;
    const std::size_t close = body.find(']');
    if (close == std::string_view::npos) return std::nullopt;
    std::optional<std::vector<int64_t>> row = parseIntegers(body.substr(1, close - 1));
    if (!row) return std::nullopt;
    total += row->size();
    if (total > kMaxListValues) return std::nullopt;
    rows.push_back(std::move(*row));
    body = trimWhitespace(body.substr(close + 1));
    if (!body.empty()) {
      if (body.front() != ',') return std::nullopt;
      body = trimWhitespace(body.substr(1));
    }
  }
  return rows;
}

std::optional<int64_t> parseChannelHandle(std::string_view text) {
  std::optional<std::string_view> inside = insideAngles(withoutType(text), "#stablehlo.channel_handle");
  if (!inside) inside = insideAngles(withoutType(text), "#mhlo.channel_handle");
  if (!inside) return std::nullopt;
  for (const auto& [key, value] : keyValues(*inside))
    if (key == "handle") return parseInteger(value);
  return std::nullopt;
}

std::string enumWord(std::string_view text) {
  text = withoutType(text);
  if (text.starts_with("#") && text.ends_with(">")) {
    const std::size_t open = text.find('<');
    std::string_view inside = trimWhitespace(text.substr(open + 1, text.size() - open - 2));
    const std::size_t space = inside.rfind(' ');
    return std::string(space == std::string_view::npos ? inside : inside.substr(space + 1));
  }
  return std::string(text);
}

std::optional<DotDims> parseDotDimensionNumbers(std::string_view text) {
  std::optional<std::string_view> inside = insideAngles(withoutType(text), "#stablehlo.dot");
  if (!inside) inside = insideAngles(withoutType(text), "#mhlo.dot");
  if (!inside) return std::nullopt;
  DotDims dims;
  for (const auto& [key, value] : keyValues(*inside)) {
    std::optional<std::vector<int64_t>> list = parseIntArray(value);
    if (!list) return std::nullopt;
    if (key == "lhs_batching_dimensions") dims.lhsBatch = *list;
    else if (key == "rhs_batching_dimensions") dims.rhsBatch = *list;
    else if (key == "lhs_contracting_dimensions") dims.lhsContracting = *list;
    else if (key == "rhs_contracting_dimensions") dims.rhsContracting = *list;
  }
  return dims;
}

std::optional<std::pair<std::vector<int64_t>, std::vector<int64_t>>> parseDimsPair(std::string_view text) {
  text = trimWhitespace(text);
  const std::size_t close = text.find(']');
  if (close == std::string_view::npos) return std::nullopt;
  std::optional<std::vector<int64_t>> lhs = parseIntArray(text.substr(0, close + 1));
  std::string_view rest = trimWhitespace(text.substr(close + 1));
  if (!rest.starts_with("x")) return std::nullopt;
  std::optional<std::vector<int64_t>> rhs = parseIntArray(rest.substr(1));
  if (!lhs || !rhs) return std::nullopt;
  return std::make_pair(std::move(*lhs), std::move(*rhs));
}

std::optional<std::string> denseToHloLiteral(std::string_view text, const ir::Shape& shape) {
  std::optional<std::string_view> inside = insideAngles(withoutType(text), "dense");
  if (!inside || !shape.isArray()) return std::nullopt;
  const std::string_view body = trimWhitespace(*inside);
  const std::optional<int64_t> count = shape.elementCount();
  if (!count) return std::nullopt;
  if (body.starts_with("\"")) return std::string("{...}");  // hex blob of raw bytes
  if (!body.starts_with("[")) {
    // A splat: one value for every element.
    std::optional<std::string> scalar = scalarText(body, shape.type);
    if (!scalar) return shape.dims.empty() ? std::nullopt : std::optional<std::string>("{...}");
    if (shape.dims.empty()) return scalar;
    if (*count > kMaxExpandedLiteralElements) return std::string("{...}");
    std::string out;
    auto emit = [&](auto&& self, std::size_t dim) -> void {
      out += '{';
      for (int64_t i = 0; i < shape.dims[dim]; ++i) {
        if (i) out += ", ";
        if (dim + 1 == shape.dims.size()) out += *scalar;
        else self(self, dim + 1);
      }
      out += '}';
    };
    emit(emit, 0);
    return out;
  }
  if (shape.dims.empty()) return std::nullopt;
  return nestedText(body, shape.type, 0);
}

}  // namespace shardscope::io::mlir
