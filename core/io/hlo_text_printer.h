#pragma once
// Prints a module as HLO text in XLA's style. The output parses back to the same IR
// (tests check this on every corpus file): operands are written with their shapes,
// typed attributes are re-spelled canonically and raw attributes verbatim.

#include "ir/module.h"

#include <ostream>
#include <string>

namespace shardscope::io {

struct HloPrintOptions {
  bool operandShapes = true;  // `add(f32[2]{0} %a, ...)` rather than `add(%a, ...)`
  bool metadata = true;
  bool layouts = true;
};

void printHloText(const ir::Module& module, std::ostream& out, const HloPrintOptions& options = {});
std::string printHloText(const ir::Module& module, const HloPrintOptions& options = {});
// One instruction line without indentation or ROOT (for views and messages).
std::string printInstruction(const ir::Module& module, const ir::Computation& computation,
                             const ir::Instruction& instruction, const HloPrintOptions& options = {});

}  // namespace shardscope::io
