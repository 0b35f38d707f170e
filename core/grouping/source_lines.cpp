#include "grouping/source_lines.h"

#include <string_view>

namespace shardscope::grouping {
namespace {

std::string fileKey(std::string_view file) {
  const std::size_t slash = file.find_last_of("/\\");
  if (slash != std::string_view::npos) file.remove_prefix(slash + 1);
  return std::string(file);
}

}  // namespace

std::vector<std::string> sourceFileKeys(const ir::Computation& computation) {
  std::vector<std::string> keys;
  keys.reserve(computation.instructions.size());
  for (const ir::Instruction& instruction : computation.instructions) keys.push_back(fileKey(instruction.metadata.sourceFile));
  return keys;
}

std::vector<std::string> sourceLineKeys(const ir::Computation& computation) {
  std::vector<std::string> keys = sourceFileKeys(computation);
  for (std::size_t i = 0; i < keys.size(); ++i) {
    const int64_t line = computation.instructions[i].metadata.sourceLine;
    if (!keys[i].empty() && line >= 0) keys[i] += ":" + std::to_string(line);
  }
  return keys;
}

}  // namespace shardscope::grouping
