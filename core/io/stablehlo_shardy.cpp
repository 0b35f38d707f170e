#include "io/stablehlo_shardy.h"

#include "io/stablehlo_attributes.h"

#include "sharding/named_sharding.h"
#include "sharding/sharding_conversion.h"

#include <algorithm>
#include <cctype>
#include <limits>
#include <map>
#include <optional>
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

// Shardy sub-axes: `"x":(k)m` is the piece of size m of axis x that follows its first
// (major) k, i.e. positions [k, k*m) of x's major-to-minor factorisation. A sharding that
// names sub-axes is read on a refined mesh whose axis x is split, major first, at every
// boundary the sharding mentions; the device order is unchanged (a row-major reshape), so
// the GSPMD value is the one the sub-axes mean. Each piece is named `x:(k)s`.
struct SubAxisMention {
  std::size_t begin = 0, end = 0;  // the span `"x":(k)m` in the text
  std::string axis;
  int64_t preSize = 1, size = 1;
};

std::string pieceName(const std::string& axis, int64_t preSize, int64_t size) {
  return axis + ":(" + std::to_string(preSize) + ")" + std::to_string(size);
}

// Finds `"name":(k)m` spans; returns an error for a malformed one.
std::variant<std::vector<SubAxisMention>, std::string> findSubAxes(std::string_view text) {
  std::vector<SubAxisMention> mentions;
  std::size_t i = 0;
  auto readNumber = [&](std::size_t& at, int64_t& value) {
    const std::size_t start = at;
    value = 0;
    while (at < text.size() && std::isdigit(static_cast<unsigned char>(text[at])) && at - start < 12) value = value * 10 + (text[at++] - '0');
    return at > start && (at >= text.size() || !std::isdigit(static_cast<unsigned char>(text[at])));
  };
  while (i < text.size()) {
    if (text[i] != '"') {
      ++i;
      continue;
    }
    const std::size_t begin = i;
    std::size_t j = i + 1;
    while (j < text.size() && text[j] != '"') j += text[j] == '\\' ? 2 : 1;
    if (j >= text.size()) break;  // the sharding parser reports the unterminated string
    const std::string name(text.substr(begin + 1, j - begin - 1));
    i = j + 1;
    if (i >= text.size() || text[i] != ':') continue;
    SubAxisMention mention{begin, 0, name, 1, 1};
    std::size_t at = i + 1;
    if (at >= text.size() || text[at] != '(') return "expected '(' after \"" + name + "\": in a sub-axis such as \"x\":(1)2";
    ++at;
    if (!readNumber(at, mention.preSize)) return "expected the pre-size of sub-axis \"" + name + "\":(k)m";
    if (at >= text.size() || text[at] != ')') return "expected ')' after the pre-size of sub-axis \"" + name + "\"";
    ++at;
    if (!readNumber(at, mention.size)) return "expected the size of sub-axis \"" + name + "\":(k)m";
    if (mention.preSize < 1 || mention.size < 2) return "sub-axis \"" + name + "\":(" + std::to_string(mention.preSize) + ")" + std::to_string(mention.size) + " needs a pre-size >= 1 and a size >= 2";
    mention.end = at;
    mentions.push_back(std::move(mention));
    i = at;
  }
  return mentions;
}

// `<@mesh, ...>` or `#sdy.sharding<@mesh, ...>`: the mesh name.
std::string meshNameOf(std::string_view text) {
  const std::size_t at = text.find('@');
  if (at == std::string_view::npos) return {};
  std::size_t end = at + 1;
  while (end < text.size() && text[end] != ',' && text[end] != '>' && !std::isspace(static_cast<unsigned char>(text[end]))) ++end;
  return std::string(text.substr(at + 1, end - at - 1));
}

struct RefinedSharding {
  std::string text;
  sharding::Mesh mesh;
};

// Rewrites a sharding with sub-axes onto the refined mesh (see above).
std::variant<RefinedSharding, std::string> refineSubAxes(const std::string& text, const std::vector<SubAxisMention>& mentions,
                                                         const sharding::Mesh& mesh) {
  std::map<std::string, std::vector<int64_t>> cuts;  // axis -> boundaries, 1 and size included
  for (const SubAxisMention& m : mentions) {
    const auto index = mesh.axisIndex(m.axis);
    if (!index) return "sub-axis of \"" + m.axis + "\", which is not an axis of mesh " + mesh.toString();
    const int64_t axisSize = mesh.axes()[*index].size;
    const std::string spelled = "\"" + m.axis + "\":(" + std::to_string(m.preSize) + ")" + std::to_string(m.size);
    if (m.preSize > axisSize || m.size > axisSize || axisSize % (m.preSize * m.size) != 0)
      return "sub-axis " + spelled + " does not divide axis \"" + m.axis + "\" of size " + std::to_string(axisSize);
    auto& points = cuts[m.axis];
    if (points.empty()) points = {1, axisSize};
    points.push_back(m.preSize);
    points.push_back(m.preSize * m.size);
  }
  std::vector<sharding::MeshAxis> axes;
  std::map<std::string, std::vector<std::pair<int64_t, int64_t>>> pieces;  // axis -> (pre-size, size), major first
  for (const sharding::MeshAxis& axis : mesh.axes()) {
    auto it = cuts.find(axis.name);
    if (it == cuts.end()) {
      axes.push_back(axis);
      continue;
    }
    std::vector<int64_t>& points = it->second;
    std::sort(points.begin(), points.end());
    points.erase(std::unique(points.begin(), points.end()), points.end());
    for (std::size_t i = 0; i + 1 < points.size(); ++i) {
      if (points[i + 1] % points[i] != 0)
        return "the sub-axes of \"" + axis.name + "\" overlap without nesting (pre-sizes " + std::to_string(points[i]) + " and " +
               std::to_string(points[i + 1]) + ")";
      const int64_t size = points[i + 1] / points[i];
      pieces[axis.name].emplace_back(points[i], size);
      axes.push_back(sharding::MeshAxis{pieceName(axis.name, points[i], size), size});
    }
  }
  auto refined = sharding::Mesh::create(std::move(axes), mesh.deviceIds());
  if (auto* error = std::get_if<std::string>(&refined)) return "cannot split the mesh for sub-axes: " + *error;
  // The pieces covering [from, to) of an axis, as a quoted, comma-separated list.
  auto spell = [&](const std::string& axis, int64_t from, int64_t to) {
    std::string out;
    for (const auto& [preSize, size] : pieces[axis]) {
      if (preSize < from || preSize * size > to) continue;
      if (!out.empty()) out += ", ";
      out += "\"" + pieceName(axis, preSize, size) + "\"";
    }
    return out;
  };
  std::string out;
  std::size_t copied = 0;
  std::size_t next = 0;  // next sub-axis mention
  for (std::size_t i = 0; i < text.size();) {
    if (next < mentions.size() && i == mentions[next].begin) {
      const SubAxisMention& m = mentions[next++];
      out.append(text, copied, i - copied);
      out += spell(m.axis, m.preSize, m.preSize * m.size);
      i = copied = m.end;
      continue;
    }
    if (text[i] != '"') {
      ++i;
      continue;
    }
    std::size_t j = i + 1;
    while (j < text.size() && text[j] != '"') j += text[j] == '\\' ? 2 : 1;
    if (j >= text.size()) break;
    const std::string name = text.substr(i + 1, j - i - 1);
    if (pieces.count(name)) {  // a whole axis that is split elsewhere in this sharding
      out.append(text, copied, i - copied);
      out += spell(name, 1, std::numeric_limits<int64_t>::max());
      copied = j + 1;
    }
    i = j + 1;
  }
  out.append(text, copied, std::string::npos);
  return RefinedSharding{std::move(out), std::get<sharding::Mesh>(std::move(refined))};
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
  auto subAxes = findSubAxes(normalized);
  if (auto* error = std::get_if<std::string>(&subAxes)) return "invalid Shardy sharding: " + *error;
  std::optional<sharding::Mesh> refinedMesh;
  if (const auto& mentions = std::get<std::vector<SubAxisMention>>(subAxes); !mentions.empty()) {
    const std::string meshName = meshNameOf(normalized);
    const sharding::Mesh* original = meshes.find(meshName);
    if (!original) return "sharding names mesh @" + meshName + ", which is not defined by sdy.mesh";
    auto refined = refineSubAxes(normalized, mentions, *original);
    if (auto* error = std::get_if<std::string>(&refined)) return "invalid Shardy sharding: " + *error;
    normalized = std::move(std::get<RefinedSharding>(refined).text);
    refinedMesh = std::move(std::get<RefinedSharding>(refined).mesh);
  }
  auto parsed = sharding::parseNamedSharding(normalized);
  if (auto* error = std::get_if<sharding::ShardingParseError>(&parsed)) return "invalid Shardy sharding: " + error->message;
  const sharding::NamedSharding named = std::get<sharding::NamedSharding>(parsed);
  // Checked before converting: the tile assignment refuses (throws on) more than
  // kMaxTileRank dimensions, and a sharding of another rank than its tensor is meaningless.
  const sharding::Mesh* mesh = refinedMesh ? &*refinedMesh : meshes.find(named.meshName);
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
