#pragma once
// MLIR text -> the syntax tree of stablehlo_syntax.h: `module @name attributes {...}`,
// `sdy.mesh`, `func.func` with argument/result attributes, operations in generic
// (`"stablehlo.add"(%a, %b) : (...) -> ...`) and pretty form, regions, `loc(...)` and
// `#loc` aliases. Nesting of regions is bounded; every failure names a byte offset.

#include "io/stablehlo_syntax.h"

#include <cstddef>
#include <string>
#include <string_view>

namespace shardscope::io::mlir {

struct SyntaxError {
  std::size_t offset = 0;
  std::string message;
};

inline constexpr int kMaxRegionNesting = 64;
inline constexpr std::size_t kMaxOperationsPerModule = std::size_t{1} << 24;

// Throws SyntaxError.
ParsedModule parseMlirModule(std::string_view text);

}  // namespace shardscope::io::mlir
