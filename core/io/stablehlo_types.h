#pragma once
// MLIR builtin types as StableHLO uses them, turned into IR shapes:
//   tensor<32x98xf32>  tensor<f32>  tensor<?x4xbf16>  tensor<4xi1>  tensor<8xcomplex<f32>>
//   tensor<?x4xf32, #stablehlo.bounds<16, ?>>  tuple<tensor<f32>, tensor<2xi32>>
//   !stablehlo.token  f32 (a bare element type is a scalar)

#include "ir/shape.h"

#include <optional>
#include <string>
#include <string_view>

namespace shardscope::io::mlir {

// i1 -> pred, i32/si32 -> s32, ui8 -> u8, f8E4M3FN -> f8e4m3fn, complex<f32> -> c64, ...
std::optional<ir::ElementType> mlirElementType(std::string_view text);

// Converts one type's text. Sets `error` (what is wrong) and returns nullopt on
// malformed or unsupported types. Nesting of tuple types is bounded by `maxDepth`.
std::optional<ir::Shape> parseMlirType(std::string_view text, std::string* error, int maxDepth = 32);

}  // namespace shardscope::io::mlir
