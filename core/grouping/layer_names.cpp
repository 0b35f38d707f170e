#include "grouping/layer_names.h"

#include <array>
#include <cctype>

namespace shardscope::grouping {
namespace {

bool isWordChar(char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0; }
bool isDigit(char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; }

}  // namespace

std::string layerToken(std::string_view text) {
  static constexpr std::array<std::string_view, 5> kWords = {"layers", "layer", "blocks", "block", "h"};
  for (std::size_t start = 0; start < text.size(); ++start) {
    if (start > 0 && isWordChar(text[start - 1])) continue;  // a word starts here
    for (std::string_view word : kWords) {
      if (text.substr(start, word.size()) != word) continue;
      std::size_t at = start + word.size();
      if (at >= text.size() || (text[at] != '.' && text[at] != '_')) continue;
      std::size_t end = ++at;
      while (end < text.size() && isDigit(text[end]) && end - at < 9) ++end;
      if (end == at || (end < text.size() && isWordChar(text[end]))) continue;
      return std::string(text.substr(start, end - start));
    }
  }
  return {};
}

std::vector<std::string> layerNameGroups(const ir::Computation& computation) {
  std::vector<std::string> tokens;
  tokens.reserve(computation.instructions.size());
  for (const ir::Instruction& instruction : computation.instructions) {
    std::string token = layerToken(instruction.metadata.opName);
    if (token.empty()) token = layerToken(instruction.name);
    tokens.push_back(std::move(token));
  }
  return tokens;
}

}  // namespace shardscope::grouping
