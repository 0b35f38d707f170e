#include "ir/window_attribute.h"

#include <charconv>
#include <optional>

namespace shardscope::ir {
namespace {

// `AxBxC` (or `A_BxC_D`, split by '_' too, when `pairs`) into integers.
std::optional<std::vector<int64_t>> parseNumbers(std::string_view text, bool pairs) {
  std::vector<int64_t> values;
  std::size_t start = 0;
  while (true) {
    std::size_t end = start;
    while (end < text.size() && text[end] != 'x' && !(pairs && text[end] == '_' && end > start)) ++end;
    int64_t value = 0;
    const auto [ptr, ec] = std::from_chars(text.data() + start, text.data() + end, value);
    if (ec != std::errc() || ptr != text.data() + end || end == start) return std::nullopt;
    values.push_back(value);
    if (end == text.size()) return values;
    start = end + 1;
  }
}

}  // namespace

std::variant<std::vector<WindowDim>, std::string> parseWindowAttribute(std::string_view text, std::size_t rank) {
  std::vector<WindowDim> dims(rank);
  if (!text.empty() && text.front() == '{') text.remove_prefix(1);
  if (!text.empty() && text.back() == '}') text.remove_suffix(1);
  std::size_t pos = 0;
  while (pos < text.size()) {
    while (pos < text.size() && text[pos] == ' ') ++pos;
    std::size_t end = text.find(' ', pos);
    if (end == std::string_view::npos) end = text.size();
    const std::string_view item = text.substr(pos, end - pos);
    pos = end;
    if (item.empty()) continue;
    const std::size_t eq = item.find('=');
    const std::string_view key = eq == std::string_view::npos ? item : item.substr(0, eq);
    const std::optional<std::vector<int64_t>> values =
        eq == std::string_view::npos ? std::nullopt : parseNumbers(item.substr(eq + 1), key == "pad");
    const std::size_t expected = key == "pad" ? 2 * rank : rank;
    if (!values || values->size() != expected) return "malformed window entry '" + std::string(item) + "'";
    for (std::size_t d = 0; d < rank; ++d) {
      const std::vector<int64_t>& v = *values;
      if (key == "size") dims[d].size = v[d];
      else if (key == "stride") dims[d].stride = v[d];
      else if (key == "pad") dims[d].padLow = v[2 * d], dims[d].padHigh = v[2 * d + 1];
      else if (key == "lhs_dilate") dims[d].baseDilation = v[d];
      else if (key == "rhs_dilate") dims[d].windowDilation = v[d];
      else if (key == "rhs_reversal") dims[d].reversal = v[d] != 0;
      else return "unknown window entry '" + std::string(key) + "'";
    }
  }
  for (const WindowDim& w : dims)
    if (w.size < 1 || w.stride < 1 || w.baseDilation < 1 || w.windowDilation < 1)
      return std::string("window sizes, strides and dilations must be positive");
  return dims;
}

std::variant<std::vector<WindowDim>, std::string> windowOf(const Instruction& instruction, std::size_t rank) {
  const std::string_view text = instruction.stringAttribute("window").value_or("");
  if (text.empty()) return std::string("the instruction has no window");
  return parseWindowAttribute(text, rank);
}

}  // namespace shardscope::ir
