#include "io/stablehlo_shardy.h"

#include "io/stablehlo_attributes.h"

#include "sharding/named_sharding.h"
#include "sharding/sharding_conversion.h"

#include <algorithm>
#include <cctype>
#include <stdexcept>

namespace shardscope::io::mlir {
namespace {

// Drops `p<digits>` priorities after closing braces (`{"x"}p1`): they order
// propagation, not the tiling.
std::string withoutPriorities(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  bool inString = false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (c == '"' && (i == 0 || text[i - 1] != '\\')) inString = !inString;
    out += c;
    if (!inString && c == '}' && i + 1 < text.size() && text[i + 1] == 'p') {
      std::size_t j = i + 2;
      while (j < text.size() && std::isdigit(static_cast<unsigned char>(text[j]))) ++j;
      if (j > i + 2) i = j - 1;
    }
  }
  return out;
}

}  // namespace

std::variant<sharding::Mesh, std::string> ShardyMeshes::define(const std::string& name, std::string_view text) {
  auto parsed = sharding::parseMesh(trimWhitespace(text));
  if (auto* error = std::get_if<sharding::ShardingParseError>(&parsed)) return "invalid mesh @" + name + ": " + error->message;
  const sharding::Mesh mesh = std::get<sharding::Mesh>(parsed);
  meshes_.insert_or_assign(name, mesh);
  return mesh;
}

const sharding::Mesh* ShardyMeshes::find(std::string_view name) const {
  auto it = meshes_.find(name);
  return it == meshes_.end() ? nullptr : &it->second;
}

std::variant<sharding::HloSharding, std::string> shardyToHloSharding(std::string_view text, const ShardyMeshes& meshes,
                                                                    int64_t tensorRank) {
  std::string normalized = withoutPriorities(trimWhitespace(text));
  if (normalized.starts_with("<")) normalized = "#sdy.sharding" + normalized;
  auto parsed = sharding::parseNamedSharding(normalized);
  if (auto* error = std::get_if<sharding::ShardingParseError>(&parsed)) return "invalid Shardy sharding: " + error->message;
  const sharding::NamedSharding named = std::get<sharding::NamedSharding>(parsed);
  // Checked before converting: the tile assignment refuses (throws on) more than
  // kMaxTileRank dimensions, and a sharding of another rank than its tensor is meaningless.
  const sharding::Mesh* mesh = meshes.find(named.meshName);
  if (!mesh) return "sharding names mesh @" + named.meshName + ", which is not defined by sdy.mesh";
  // A maximal mesh (no axes, one device) takes `[]` on a tensor of any rank, as in Shardy.
  const auto dims = static_cast<int64_t>(named.dims.size());
  const bool maximal = dims == 0 && mesh->axes().empty();
  if (tensorRank >= 0 && dims != tensorRank && !maximal)
    return "the sharding has " + std::to_string(dims) + " dimension(s), its tensor rank " + std::to_string(tensorRank);
  if (dims + 1 >= sharding::HloSharding::kMaxTileRank)
    return "the sharding has " + std::to_string(dims) + " dimensions, more than " + std::to_string(sharding::HloSharding::kMaxTileRank - 2);
  try {
    auto converted = sharding::toHloSharding(named, *mesh);
    if (auto* error = std::get_if<sharding::ConversionError>(&converted)) return error->message;
    return std::get<sharding::HloSharding>(std::move(converted));
  } catch (const std::invalid_argument& error) {
    return std::string("invalid Shardy sharding: ") + error.what();
  }
}

std::variant<std::vector<std::string>, std::string> splitShardingList(std::string_view text) {
  text = trimWhitespace(text);
  if (text.starts_with("#sdy.sharding_per_value")) {
    text.remove_prefix(std::string_view("#sdy.sharding_per_value").size());
    text = trimWhitespace(text);
    if (text.size() < 2 || text.front() != '<' || text.back() != '>') return std::string("expected '<[...]>' after sdy.sharding_per_value");
    text = trimWhitespace(text.substr(1, text.size() - 2));
  }
  if (text.size() < 2 || text.front() != '[' || text.back() != ']') return std::string("expected a bracketed list of shardings");
  text = text.substr(1, text.size() - 2);
  std::vector<std::string> elements;
  int depth = 0;
  bool inString = false;
  std::size_t start = 0;
  for (std::size_t i = 0; i <= text.size(); ++i) {
    const char c = i < text.size() ? text[i] : ',';
    if (inString) {
      if (c == '\\') ++i;
      else if (c == '"') inString = false;
      continue;
    }
    if (c == '"') inString = true;
    else if (c == '<' || c == '[' || c == '{' || c == '(') ++depth;
    else if (c == '>' || c == ']' || c == '}' || c == ')') --depth;
    else if (c == ',' && depth == 0) {
      const std::string_view element = trimWhitespace(text.substr(start, i - start));
      if (!element.empty()) elements.emplace_back(element);
      start = i + 1;
    }
    if (depth < 0) return std::string("unbalanced brackets in a sharding list");
  }
  if (depth != 0 || inString) return std::string("unbalanced brackets in a sharding list");
  return elements;
}

std::optional<sharding::HloSharding> manualSharding(const sharding::Mesh& mesh, const std::vector<std::string>& manualAxes) {
  for (const sharding::MeshAxis& axis : mesh.axes())
    if (axis.size > 1 && std::find(manualAxes.begin(), manualAxes.end(), axis.name) == manualAxes.end()) return std::nullopt;
  return sharding::HloSharding::manual();
}

}  // namespace shardscope::io::mlir
