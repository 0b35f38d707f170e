#pragma once
// Decoding the MLIR attribute values StableHLO ops carry into the values the IR keeps
// (the same ones HLO text gives): integer lists in their three spellings (`[1, 2]`,
// `array<i64: 1, 2>`, `dense<[1, 2]> : tensor<2xi64>`), typed integers (`1 : i64`),
// 2-D dense groups (replica groups, source-target pairs), dialect attributes
// (`#stablehlo.channel_handle<handle = 1, type = 1>`, `#stablehlo<comparison_direction
// LT>`, `#stablehlo.dot<...>`), and `dense<...>` constants as HLO literal text.
// Every function returns nullopt on malformed text; sizes are bounded.

#include "ir/shape.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace shardscope::io::mlir {

inline constexpr std::size_t kMaxListValues = std::size_t{1} << 20;
// Splat constants are expanded into HLO literal text up to this many elements; larger
// ones are written elided (`{...}`), as XLA prints large constants.
inline constexpr int64_t kMaxExpandedLiteralElements = 4096;

// `text` without leading and trailing whitespace (shared by the attribute decoders).
std::string_view trimWhitespace(std::string_view text);

std::optional<std::vector<int64_t>> parseIntArray(std::string_view text);
std::optional<int64_t> parseIntAttr(std::string_view text);
// `[[0, 1], [2, 3]]` inside dense<...>; `dense<>` (no groups) gives an empty list.
std::optional<std::vector<std::vector<int64_t>>> parseIntMatrix(std::string_view text);
// `#stablehlo.channel_handle<handle = 1, type = 1>` -> 1.
std::optional<int64_t> parseChannelHandle(std::string_view text);
// `#stablehlo<comparison_direction LT>` or `LT` -> "LT"; same for fft_type, precision.
std::string enumWord(std::string_view text);

struct DotDims {
  std::vector<int64_t> lhsBatch, rhsBatch, lhsContracting, rhsContracting;
};
// `#stablehlo.dot<lhs_batching_dimensions = [0], ...>` (generic form).
std::optional<DotDims> parseDotDimensionNumbers(std::string_view text);
// `[0] x [0]` (pretty `batching_dims = ...` / `contracting_dims = ...`).
std::optional<std::pair<std::vector<int64_t>, std::vector<int64_t>>> parseDimsPair(std::string_view text);

// `dense<...>` (the value text, optionally followed by `: type`) as the literal text of
// an HLO constant of `shape`; nullopt when the text is malformed.
std::optional<std::string> denseToHloLiteral(std::string_view text, const ir::Shape& shape);

}  // namespace shardscope::io::mlir
