#pragma once
// The `window={size=2x1 stride=2x1 pad=0_1x0_0 lhs_dilate=1x1 rhs_dilate=1x1 rhs_reversal=0x0}`
// attribute of reduce-window (and convolution), read once for every engine that needs it
// (the numeric interpreter and the verifier each had their own reader).

#include "ir/instruction.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace shardscope::ir {

struct WindowDim {
  int64_t size = 1, stride = 1, padLow = 0, padHigh = 0, baseDilation = 1, windowDilation = 1;
  bool reversal = false;
  // Size 1, stride 1, no padding, dilation or reversal: the window leaves this dim alone.
  bool trivial() const {
    return size == 1 && stride == 1 && padLow == 0 && padHigh == 0 && baseDilation == 1 && windowDilation == 1 && !reversal;
  }
};

// The window text (with or without its braces) for an operand of `rank` dims; absent
// entries keep their defaults. The error names the malformed or unknown entry.
std::variant<std::vector<WindowDim>, std::string> parseWindowAttribute(std::string_view text, std::size_t rank);

// The instruction's `window=` attribute; an error when it has none.
std::variant<std::vector<WindowDim>, std::string> windowOf(const Instruction& instruction, std::size_t rank);

}  // namespace shardscope::ir
