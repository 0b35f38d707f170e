#include "sharding/named_sharding.h"

#include "sharding/text_cursor.h"

namespace shardscope::sharding {
namespace {

void appendAxisSet(std::string& out, const std::vector<std::string>& axes, bool open) {
  out += '{';
  for (std::size_t i = 0; i < axes.size(); ++i) {
    if (i != 0) out += ", ";
    out += '"' + axes[i] + '"';
  }
  if (open) out += axes.empty() ? "?" : ", ?";
  out += '}';
}

// Limits for untrusted text: a tensor rank and the number of axis mentions.
constexpr std::size_t kMaxRank = 1024;
constexpr std::size_t kMaxAxisMentions = 4096;

class NamedShardingParser {
 public:
  explicit NamedShardingParser(detail::TextCursor& cursor) : c_(cursor) {}

  NamedSharding parse() {
    NamedSharding result;
    bool wrapped = false;
    if (c_.tryEat("#sdy.sharding") || c_.tryEat("sdy.sharding")) {
      wrapped = true;
      c_.expect('<', "'<' after sdy.sharding");
      c_.expect('@', "'@' and a mesh name (inline meshes are not supported)");
      result.meshName = std::string(c_.readWord("a mesh name after '@'"));
      c_.expect(',', "',' after the mesh name");
    }
    c_.expect('[', "'[' to start the per-dimension axes");
    if (!c_.tryEat(']')) {
      do {
        c_.skipSpace();
        if (result.dims.size() >= kMaxRank) c_.failAt(c_.offset(), "more than 1024 dimensions");
        result.dims.push_back(parseDim());
      } while (c_.tryEat(','));
      c_.expect(']', "',' or ']' after a dimension's axes");
    }
    while (c_.tryEat(',')) {
      c_.skipSpace();
      const std::size_t at = c_.offset();
      const std::string_view word = c_.readWord("replicated= or unreduced=");
      std::vector<std::string>* target = nullptr;
      if (word == "replicated") target = &result.replicated;
      if (word == "unreduced") target = &result.unreduced;
      if (!target) c_.failAt(at, "expected replicated= or unreduced=, found '" + std::string(word.substr(0, 24)) + "'");
      if (!target->empty()) c_.failAt(at, "duplicate " + std::string(word) + "=");
      c_.expect('=', "'=' after " + std::string(word));
      DimAxes set = parseAxisSet(false);
      if (set.axes.empty()) c_.failAt(at, std::string(word) + "= needs at least one axis");
      *target = std::move(set.axes);
    }
    if (wrapped) c_.expect('>', "'>' to end sdy.sharding");
    if (!c_.atEnd()) c_.failExpected("end of the named sharding");
    return result;
  }

 private:
  DimAxes parseDim() { return parseAxisSet(true); }

  DimAxes parseAxisSet(bool allowOpen) {
    DimAxes dim;
    c_.expect('{', "'{' to start a set of mesh axes");
    if (c_.tryEat('}')) return dim;
    do {
      c_.skipSpace();
      const std::size_t at = c_.offset();
      if (allowOpen && c_.tryEat('?')) {
        dim.open = true;
        break;
      }
      if (++mentions_ > kMaxAxisMentions) c_.failAt(at, "too many axis names");
      std::string name = c_.readQuoted("a quoted mesh axis name such as \"x\"");
      if (auto problem = checkAxisName(name)) c_.failAt(at, *problem);
      if (c_.peek() == ':') c_.failAt(c_.offset(), "sub-axes (\"x\":(1)2) are not supported");
      dim.axes.push_back(std::move(name));
    } while (c_.tryEat(','));
    c_.expect('}', dim.open ? "'}' after '?'" : "',' or '}' in a set of mesh axes");
    if (c_.peekWord().starts_with("p")) {
      c_.failAt(c_.offset(), "dimension priorities (p0, p1, ...) are not supported");
    }
    return dim;
  }

  detail::TextCursor& c_;
  std::size_t mentions_ = 0;
};

}  // namespace

std::string NamedSharding::toString() const {
  std::string out = "[";
  for (std::size_t i = 0; i < dims.size(); ++i) {
    if (i != 0) out += ", ";
    appendAxisSet(out, dims[i].axes, dims[i].open);
  }
  out += ']';
  if (!replicated.empty()) {
    out += ", replicated=";
    appendAxisSet(out, replicated, false);
  }
  if (!unreduced.empty()) {
    out += ", unreduced=";
    appendAxisSet(out, unreduced, false);
  }
  return out;
}

std::optional<std::string> checkAgainstMesh(const NamedSharding& sharding, const Mesh& mesh) {
  std::vector<bool> used(mesh.axes().size(), false);
  auto use = [&](const std::string& name) -> std::optional<std::string> {
    const auto index = mesh.axisIndex(name);
    if (!index) return "axis \"" + name + "\" is not an axis of mesh " + mesh.toString();
    if (used[*index]) return "axis \"" + name + "\" is used more than once";
    used[*index] = true;
    return std::nullopt;
  };
  for (const DimAxes& dim : sharding.dims) {
    for (const std::string& name : dim.axes) {
      if (auto problem = use(name)) return problem;
    }
  }
  for (const std::string& name : sharding.replicated) {
    if (auto problem = use(name)) return problem;
  }
  for (const std::string& name : sharding.unreduced) {
    if (auto problem = use(name)) return problem;
  }
  return std::nullopt;
}

std::variant<NamedSharding, ShardingParseError> parseNamedSharding(std::string_view text) {
  detail::TextCursor cursor(text);
  try {
    return NamedShardingParser(cursor).parse();
  } catch (const detail::TextError& error) {
    return ShardingParseError{error.offset, error.message};
  }
}

}  // namespace shardscope::sharding
