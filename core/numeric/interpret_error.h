#pragma once
// The one error the numeric engine throws internally: an instruction it cannot
// evaluate (unsupported op, malformed attribute, shape over the element cap). The
// engine turns it into a positioned Diagnostic; it never escapes the engine.

#include <cstdint>
#include <stdexcept>
#include <string>

namespace shardscope::numeric {

struct InterpretError : std::runtime_error {
  InterpretError(std::string message, std::string instruction = {}, int64_t fileOffset = -1)
      : std::runtime_error(std::move(message)), instruction(std::move(instruction)), fileOffset(fileOffset) {}
  std::string instruction;  // name of the instruction being evaluated, when known
  int64_t fileOffset = -1;  // its position in the module's source
  const void* module = nullptr;  // the ir::Module being run, set by the Interpreter
};

}  // namespace shardscope::numeric
