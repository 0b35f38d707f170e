#pragma once
// Reader for StableHLO / MHLO MLIR text as JAX (`jax.jit(f).lower(...).as_text()`) and
// PyTorch/XLA print it, GSPMD (`mhlo.sharding = "{...}"`) and Shardy (`sdy.mesh`,
// `sdy.sharding`, `sdy.manual_computation`) shardings included, into the same IR as HLO
// text. The pieces: stablehlo_lexer (tokens), stablehlo_parser (syntax tree),
// stablehlo_types, stablehlo_attributes, stablehlo_shardy, stablehlo_op_table and
// stablehlo_lowering (tree -> IR). docs/formats.md lists what is accepted.
//
// The input is untrusted: nesting is bounded, no allocation is sized by a declared
// shape, and every failure is a Diagnostic at `file:line:col`.

#include "io/hlo_text_parser.h"
#include "io/load_result.h"

#include <string_view>

namespace shardscope::io {

// `options.allowUnknownOpcodes` decides whether unmapped ops load as opaque
// instructions (with a warning) or fail; `verify` runs the IR verifier.
LoadResult parseStableHloText(std::string_view text, const HloParseOptions& options);

}  // namespace shardscope::io
