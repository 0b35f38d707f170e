#include "ir/literal.h"

#include <charconv>
#include <cmath>
#include <limits>

namespace shardscope::ir {
namespace {

bool isSeparator(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == ',' || c == '{' || c == '}'; }

// One scalar token: a number, inf/nan with optional sign, true/false.
bool parseScalar(std::string_view token, double& value) {
  if (token == "true") return value = 1, true;
  if (token == "false") return value = 0, true;
  bool negative = false;
  std::string_view body = token;
  if (!body.empty() && (body.front() == '-' || body.front() == '+')) {
    negative = body.front() == '-';
    body.remove_prefix(1);
  }
  if (body == "inf") return value = negative ? -std::numeric_limits<double>::infinity() : std::numeric_limits<double>::infinity(), true;
  if (body == "nan" || body.starts_with("nan(")) return value = std::numeric_limits<double>::quiet_NaN(), true;
  auto [end, error] = std::from_chars(token.data(), token.data() + token.size(), value);
  return error == std::errc() && end == token.data() + token.size();
}

}  // namespace

LiteralValues decodeLiteral(std::string_view text, const Shape& shape, int64_t maxElements) {
  LiteralValues result;
  if (!shape.isArray()) {
    result.error = "only array constants are decoded";
    return result;
  }
  const std::optional<int64_t> count = shape.elementCount();
  if (!count || *count > maxElements) {
    result.error = "the constant has more than " + std::to_string(maxElements) + " elements";
    return result;
  }
  if (text.find("...") != std::string_view::npos) {
    result.error = "the constant's values were elided when the module was printed";
    return result;
  }
  const bool complex = isComplex(shape.type);
  result.real.reserve(static_cast<std::size_t>(*count));
  if (complex) result.imag.reserve(static_cast<std::size_t>(*count));
  std::size_t i = 0;
  while (i < text.size()) {
    if (isSeparator(text[i])) {
      ++i;
      continue;
    }
    if (static_cast<int64_t>(result.real.size()) >= *count) {
      result.error = "more values than the " + std::to_string(*count) + " elements of " + shape.toString(false);
      return result;
    }
    if (complex) {
      if (text[i] != '(') {
        result.error = "expected '(re, im)' for a complex element at offset " + std::to_string(i);
        return result;
      }
      const std::size_t close = text.find(')', i);
      const std::size_t comma = text.find(',', i);
      if (close == std::string_view::npos || comma == std::string_view::npos || comma > close) {
        result.error = "malformed complex element at offset " + std::to_string(i);
        return result;
      }
      auto trim = [](std::string_view s) {
        while (!s.empty() && s.front() == ' ') s.remove_prefix(1);
        while (!s.empty() && s.back() == ' ') s.remove_suffix(1);
        return s;
      };
      double re = 0, im = 0;
      if (!parseScalar(trim(text.substr(i + 1, comma - i - 1)), re) || !parseScalar(trim(text.substr(comma + 1, close - comma - 1)), im)) {
        result.error = "malformed complex element at offset " + std::to_string(i);
        return result;
      }
      result.real.push_back(re);
      result.imag.push_back(im);
      i = close + 1;
      continue;
    }
    std::size_t end = i;
    while (end < text.size() && !isSeparator(text[end])) ++end;
    double value = 0;
    if (!parseScalar(text.substr(i, end - i), value)) {
      result.error = "'" + std::string(text.substr(i, end - i)) + "' is not a number";
      return result;
    }
    result.real.push_back(value);
    i = end;
  }
  if (static_cast<int64_t>(result.real.size()) != *count) {
    result.error = "found " + std::to_string(result.real.size()) + " values for the " + std::to_string(*count) + " elements of " + shape.toString(false);
    return result;
  }
  result.ok = true;
  return result;
}

}  // namespace shardscope::ir
