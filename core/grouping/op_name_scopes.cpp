#include "grouping/op_name_scopes.h"

#include <string_view>
#include <unordered_set>

namespace shardscope::grouping {
namespace {

std::string_view parentPath(std::string_view path) {
  const std::size_t slash = path.rfind('/');
  return slash == std::string_view::npos ? std::string_view() : path.substr(0, slash);
}

std::string_view clampScopeDepth(std::string_view opName) {
  std::size_t slash = std::string_view::npos;
  for (int depth = 0; depth < kMaxScopeDepth; ++depth) {
    slash = opName.find('/', slash + 1);
    if (slash == std::string_view::npos) return opName;
  }
  return opName.substr(0, slash);
}

}  // namespace

std::vector<std::string> opNameScopes(const ir::Computation& computation) {
  std::unordered_set<std::string_view> scopes;
  for (const ir::Instruction& instruction : computation.instructions) {
    std::string_view path = parentPath(clampScopeDepth(instruction.metadata.opName));
    while (!path.empty() && scopes.insert(path).second) path = parentPath(path);
  }
  std::vector<std::string> paths;
  paths.reserve(computation.instructions.size());
  for (const ir::Instruction& instruction : computation.instructions) {
    const std::string_view scope = clampScopeDepth(instruction.metadata.opName);
    paths.emplace_back(scopes.count(scope) ? scope : parentPath(scope));
  }
  return paths;
}

}  // namespace shardscope::grouping
