// reduce-window (reduce_window_op.h).
#include "numeric/reduce_window_op.h"

#include "numeric/scalar_reducer.h"

#include <charconv>
#include <optional>
#include <string>

namespace shardscope::numeric {
namespace {

struct WindowDim {
  int64_t size = 1, stride = 1, padLow = 0, padHigh = 0, baseDilation = 1, windowDilation = 1;
};

// `AxBxC` (or `A_BxC_D` split by '_' when `pairs`) into integers.
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

std::vector<WindowDim> parseWindow(const ir::Instruction& instruction, std::size_t rank) {
  std::vector<WindowDim> dims(rank);
  std::string_view text = instruction.stringAttribute("window").value_or("");
  if (text.empty()) failAt(instruction, "reduce-window needs a window");
  if (text.front() == '{') text.remove_prefix(1);
  if (!text.empty() && text.back() == '}') text.remove_suffix(1);
  bool sized = false;
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
    if (!values || values->size() != expected) failAt(instruction, "malformed window entry '" + std::string(item) + "'");
    for (std::size_t d = 0; d < rank; ++d) {
      const std::vector<int64_t>& v = *values;
      if (key == "size") dims[d].size = v[d];
      else if (key == "stride") dims[d].stride = v[d];
      else if (key == "pad") dims[d].padLow = v[2 * d], dims[d].padHigh = v[2 * d + 1];
      else if (key == "lhs_dilate") dims[d].baseDilation = v[d];
      else if (key == "rhs_dilate") dims[d].windowDilation = v[d];
      else if (key == "rhs_reversal") {
        if (v[d] != 0) failAt(instruction, "window reversal is not interpreted");
      } else failAt(instruction, "unknown window entry '" + std::string(key) + "'");
    }
    sized = sized || key == "size";
  }
  if (!sized && rank > 0) failAt(instruction, "the window has no size");
  for (const WindowDim& w : dims)
    if (w.size < 1 || w.stride < 1 || w.baseDilation < 1 || w.windowDilation < 1) failAt(instruction, "window sizes, strides and dilations must be positive");
  return dims;
}

}  // namespace

Value evalReduceWindow(const ir::Instruction& instruction, const std::vector<const Value*>& operands, EvalContext& context) {
  if (operands.size() != 2) failAt(instruction, "only reduce-window of one operand and its init value is interpreted");
  const Value &operand = *operands[0], &init = *operands[1];
  if (operand.isTuple() || init.isTuple() || init.data.size() != 1) failAt(instruction, "reduce-window takes an array and a scalar init value");
  const std::vector<WindowDim> window = parseWindow(instruction, operand.dims.size());
  Value result = allocateResult(instruction, context);
  std::vector<int64_t> expected;
  for (std::size_t d = 0; d < window.size(); ++d) {
    const WindowDim& w = window[d];
    const int64_t base = operand.dims[d] == 0 ? 0 : (operand.dims[d] - 1) * w.baseDilation + 1;
    const int64_t padded = base + w.padLow + w.padHigh;
    const int64_t span = (w.size - 1) * w.windowDilation + 1;
    expected.push_back(padded < span ? 0 : (padded - span) / w.stride + 1);
  }
  if (result.dims != expected || result.type != operand.type) failAt(instruction, "reduce-window result " + describe(result) + " does not match its window");
  const ScalarReducer reducer(instruction, instruction.calledComputation("to_apply"), result.type, context);
  std::vector<int64_t> windowDims;
  for (const WindowDim& w : window) windowDims.push_back(w.size);
  int64_t windowCount = 1;
  for (int64_t size : windowDims) windowCount *= size;
  const std::vector<int64_t> strides = stridesOf(operand.dims);
  std::vector<int64_t> out(result.dims.size(), 0);
  for (std::size_t o = 0; o < result.data.size(); ++o, nextIndex(out, result.dims)) {
    double acc = init.data[0];
    std::vector<int64_t> at(windowDims.size(), 0);
    for (int64_t k = 0; k < windowCount; ++k, nextIndex(at, windowDims)) {
      int64_t offset = 0;
      bool inside = true;
      for (std::size_t d = 0; d < window.size() && inside; ++d) {
        const WindowDim& w = window[d];
        const int64_t position = out[d] * w.stride + at[d] * w.windowDilation - w.padLow;  // in the dilated base
        if (position < 0 || position % w.baseDilation != 0 || position / w.baseDilation >= operand.dims[d]) inside = false;
        else offset += (position / w.baseDilation) * strides[d];
      }
      if (inside) acc = reducer.combine(acc, operand.data[offset]);
    }
    result.data[o] = acc;
  }
  return result;
}

}  // namespace shardscope::numeric
