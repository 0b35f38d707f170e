// reduce-window (reduce_window_op.h).
#include "numeric/reduce_window_op.h"

#include "ir/window_attribute.h"
#include "numeric/scalar_reducer.h"

#include <optional>
#include <string>

namespace shardscope::numeric {
namespace {

using ir::WindowDim;

std::vector<WindowDim> parseWindow(const ir::Instruction& instruction, std::size_t rank) {
  if (!instruction.stringAttribute("window")) failAt(instruction, "reduce-window needs a window");
  auto parsed = ir::windowOf(instruction, rank);
  if (const std::string* error = std::get_if<std::string>(&parsed)) failAt(instruction, *error);
  std::vector<WindowDim> dims = std::get<std::vector<WindowDim>>(std::move(parsed));
  if (rank > 0 && instruction.stringAttribute("window")->find("size=") == std::string_view::npos) failAt(instruction, "the window has no size");
  for (const WindowDim& w : dims)
    if (w.reversal) failAt(instruction, "window reversal is not interpreted");
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
