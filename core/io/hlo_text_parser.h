#pragma once
// Parser for XLA's HLO text, as dumped by JAX, PyTorch/XLA and Neuron (hlo_parser.cc is
// the reference grammar). Accepts both operand styles (`add(f32[] %a, f32[] %b)` and
// `add(%a, %b)`), names with or without '%', `/*index=5*/` and `//` comments, header
// attributes, computations in any order and forward references inside a computation,
// and current XLA's source-location tables (io/stack_frame_text.h) before the first
// computation, whose frames give each instruction its source file and line.
//
// The input is untrusted: nesting is bounded, no allocation is sized by a declared
// shape, and every failure is a Diagnostic at `file:line:col`.

#include "io/load_result.h"

#include <string>
#include <string_view>

namespace shardscope::io {

struct HloParseOptions {
  std::string fileName;           // used in diagnostics
  bool allowUnknownOpcodes = true;  // load as ir::Opcode::Opaque with a warning
  int maxNesting = 64;            // tuple shapes, literals, attribute values
  bool verify = true;             // run ir::verifyModule (operands, cycles, shapes)
};

LoadResult parseHloText(std::string_view text, const HloParseOptions& options);

}  // namespace shardscope::io
