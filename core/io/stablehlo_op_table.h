#pragma once
// Which IR opcode each StableHLO / MHLO op loads as. One row per op (the same names
// serve both dialects: `stablehlo.dot_general` and `mhlo.dot_general` map alike). Ops
// absent from the table load as ir::Opcode::Opaque with a warning; the reader handles a
// few structural ops itself (func.call, return, sdy.manual_computation).

#include "ir/opcode.h"

#include <optional>
#include <span>
#include <string_view>

namespace shardscope::io::mlir {

struct OpMapping {
  std::string_view mlirName;  // without the dialect prefix: "dot_general"
  ir::Opcode opcode;
};

std::span<const OpMapping> stableHloOpTable();

// `stablehlo.add` / `mhlo.add` -> Add; nullopt for other dialects and unknown ops.
std::optional<ir::Opcode> opcodeForMlirOp(std::string_view fullName);

// The op name without `stablehlo.` / `mhlo.`; empty when it is neither dialect.
std::string_view stripHloDialect(std::string_view fullName);

}  // namespace shardscope::io::mlir
