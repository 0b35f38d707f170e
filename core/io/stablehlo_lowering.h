#pragma once
// The syntax tree of an MLIR module -> IR, with the same opcodes and attributes HLO
// text gives: functions become computations, regions become called computations,
// multi-result ops become a tuple plus get-tuple-elements, GSPMD `mhlo.sharding` and
// Shardy `sdy.sharding` become instruction shardings, `sdy.manual_computation` becomes
// the Sharding / SPMDFullToShardShape / call / SPMDShardToFullShape custom-calls XLA
// itself produces from it, and `loc(...)` becomes source metadata. Ops without a
// mapping load as opaque instructions with a warning.

#include "io/stablehlo_syntax.h"
#include "ir/module.h"
#include "support/diagnostic.h"

#include <string>
#include <string_view>

namespace shardscope::io::mlir {

struct LoweringError {
  std::size_t offset = 0;
  std::string message;
};

struct LoweringOptions {
  bool allowUnknownOps = true;
};

struct LoweringWarning {
  std::size_t offset = 0;
  std::string message;
};

// Throws LoweringError. `warnings` receives positioned warnings (byte offsets).
ir::Module lowerToModule(const ParsedModule& parsed, const LoweringOptions& options,
                         std::vector<LoweringWarning>& warnings);

}  // namespace shardscope::io::mlir
