#include "propagation/shardy/sdy_sharding.h"

#include <algorithm>
#include <cctype>

namespace shardscope::propagation::sdy {

std::optional<int64_t> SdyMesh::axisSize(std::string_view name) const {
  for (const auto& [axis, size] : axes)
    if (axis == name) return size;
  return std::nullopt;
}

std::optional<std::size_t> SdyMesh::axisIndex(std::string_view name) const {
  for (std::size_t i = 0; i < axes.size(); ++i)
    if (axes[i].first == name) return i;
  return std::nullopt;
}

bool AxisRef::prefixOf(const AxisRef& other) const {
  return name == other.name && preSize == other.preSize && size <= other.size && other.size % size == 0;
}

bool AxisRef::contains(const AxisRef& other) const {
  return name == other.name && preSize <= other.preSize && other.end() <= end() && other.preSize % preSize == 0 &&
         end() % other.end() == 0;
}

bool AxisRef::overlaps(const AxisRef& other) const {
  return name == other.name && std::max(preSize, other.preSize) < std::min(end(), other.end());
}

bool AxisRef::canCoexist(const AxisRef& other) const {
  if (name != other.name || isFull() || other.isFull()) return true;  // a whole axis fits every decomposition
  const int64_t bounds[] = {preSize, end(), other.preSize, other.end()};
  for (int64_t a : bounds)
    for (int64_t b : bounds)
      if (a <= b && b % a != 0) return false;
  return true;
}

std::optional<AxisRef> AxisRef::prefixWithoutOverlap(const AxisRef& other) const {
  if (!overlaps(other)) return *this;
  if (other.preSize <= preSize) return std::nullopt;
  AxisRef prefix = *this;
  prefix.size = other.preSize / preSize;
  if (prefix.size <= 1) return std::nullopt;
  return prefix;
}

std::string AxisRef::toString() const {
  std::string text = "\"" + name + "\"";
  if (!isFull()) text += ":(" + std::to_string(preSize) + ")" + std::to_string(size);
  return text;
}

bool TensorSharding::emptyAxes() const {
  return std::all_of(dims.begin(), dims.end(), [](const DimSharding& d) { return d.axes.empty(); });
}

namespace {

std::string axisList(const std::vector<AxisRef>& axes) {
  std::string text = "{";
  for (std::size_t i = 0; i < axes.size(); ++i) text += (i ? ", " : "") + axes[i].toString();
  return text + "}";
}

}  // namespace

std::string TensorSharding::toString(bool withPrefix) const {
  std::string text = withPrefix ? "#sdy.sharding<@" : "<@";
  text += mesh + ", [";
  for (std::size_t d = 0; d < dims.size(); ++d) {
    if (d) text += ", ";
    text += "{";
    for (std::size_t i = 0; i < dims[d].axes.size(); ++i) text += (i ? ", " : "") + dims[d].axes[i].toString();
    if (!dims[d].closed) text += dims[d].axes.empty() ? "?" : ", ?";
    text += "}";
    if (dims[d].priority >= 0) text += "p" + std::to_string(dims[d].priority);
  }
  text += "]";
  if (!replicated.empty()) text += ", replicated=" + axisList(replicated);
  if (!unreduced.empty()) text += ", unreduced=" + axisList(unreduced);
  return text + ">";
}

void addAxisOrMerge(std::vector<AxisRef>& axes, const AxisRef& axis) {
  if (!axes.empty() && axes.back().name == axis.name && axes.back().end() == axis.preSize) {
    axes.back().size *= axis.size;
    return;
  }
  axes.push_back(axis);
}

void sortByMesh(std::vector<AxisRef>& axes, const SdyMesh& mesh) {
  std::stable_sort(axes.begin(), axes.end(), [&](const AxisRef& a, const AxisRef& b) {
    const auto ia = mesh.axisIndex(a.name), ib = mesh.axisIndex(b.name);
    if (ia != ib) return ia < ib;
    return a.preSize < b.preSize;
  });
}

namespace {

// A small cursor over the attribute text; every failure is a message.
class Reader {
 public:
  explicit Reader(std::string_view text) : text_(text) {}

  void skipSpace() {
    while (at_ < text_.size() && std::isspace(static_cast<unsigned char>(text_[at_]))) ++at_;
  }
  bool accept(std::string_view token) {
    skipSpace();
    if (text_.substr(at_).starts_with(token)) {
      at_ += token.size();
      return true;
    }
    return false;
  }
  void expect(std::string_view token) {
    if (!accept(token)) throw std::string("expected '" + std::string(token) + "' at `" + std::string(rest(16)) + "`");
  }
  std::string quoted() {
    skipSpace();
    if (at_ >= text_.size() || text_[at_] != '"') throw std::string("expected a quoted axis name at `" + std::string(rest(16)) + "`");
    const std::size_t start = ++at_;
    while (at_ < text_.size() && text_[at_] != '"') ++at_;
    if (at_ >= text_.size()) throw std::string("unterminated axis name");
    return std::string(text_.substr(start, at_++ - start));
  }
  std::string word() {
    skipSpace();
    const std::size_t start = at_;
    while (at_ < text_.size() && (std::isalnum(static_cast<unsigned char>(text_[at_])) || text_[at_] == '_' || text_[at_] == '.' ||
                                  text_[at_] == '$' || text_[at_] == '-'))
      ++at_;
    return std::string(text_.substr(start, at_ - start));
  }
  int64_t number() {
    skipSpace();
    const std::size_t start = at_;
    int64_t value = 0;
    while (at_ < text_.size() && std::isdigit(static_cast<unsigned char>(text_[at_])) && at_ - start < 15)
      value = value * 10 + (text_[at_++] - '0');
    if (at_ == start) throw std::string("expected a number at `" + std::string(rest(16)) + "`");
    return value;
  }
  // The balanced `<...>` starting here (for an inline mesh).
  std::string_view balanced() {
    skipSpace();
    const std::size_t start = at_;
    int depth = 0;
    bool inString = false;
    for (; at_ < text_.size(); ++at_) {
      const char c = text_[at_];
      if (inString) {
        if (c == '"') inString = false;
        continue;
      }
      if (c == '"') inString = true;
      else if (c == '<' || c == '[') ++depth;
      else if (c == '>' || c == ']') {
        if (--depth == 0) return text_.substr(start, ++at_ - start);
      }
    }
    throw std::string("unbalanced mesh");
  }
  char peek() {
    skipSpace();
    return at_ < text_.size() ? text_[at_] : '\0';
  }
  bool atEnd() {
    skipSpace();
    return at_ >= text_.size();
  }
  std::string_view rest(std::size_t n) const { return text_.substr(at_, n); }

 private:
  std::string_view text_;
  std::size_t at_ = 0;
};

AxisRef readAxis(Reader& in, const SdyMesh& mesh) {
  AxisRef axis;
  axis.name = in.quoted();
  const auto size = mesh.axisSize(axis.name);
  if (!size) throw std::string("unknown axis \"" + axis.name + "\"");
  axis.axisSize = *size;
  axis.size = *size;
  if (in.accept(":")) {
    in.expect("(");
    axis.preSize = in.number();
    in.expect(")");
    axis.size = in.number();
    if (axis.preSize < 1 || axis.size < 1 || axis.end() > *size || *size % axis.end() != 0)
      throw std::string("sub-axis " + axis.toString() + " does not fit axis size " + std::to_string(*size));
  }
  return axis;
}

std::vector<AxisRef> readAxisSet(Reader& in, const SdyMesh& mesh) {
  std::vector<AxisRef> axes;
  in.expect("{");
  if (in.accept("}")) return axes;
  do axes.push_back(readAxis(in, mesh));
  while (in.accept(","));
  in.expect("}");
  return axes;
}

SdyMesh readMeshBody(Reader& in) {
  SdyMesh mesh;
  in.expect("<");
  in.expect("[");
  if (!in.accept("]")) {
    do {
      std::string name = in.quoted();
      in.expect("=");
      const int64_t size = in.number();
      if (size < 1) throw std::string("axis size must be positive");
      mesh.axes.emplace_back(std::move(name), size);
    } while (in.accept(","));
    in.expect("]");
  }
  // device_ids=[...] does not matter to propagation.
  while (in.peek() != '>' && !in.atEnd()) {
    if (in.peek() == '[') in.balanced();
    else if (in.word().empty() && !in.accept(",") && !in.accept("=")) throw std::string("unexpected text in a mesh");
  }
  in.expect(">");
  return mesh;
}

}  // namespace

std::variant<SdyMesh, std::string> parseSdyMesh(std::string_view text) {
  try {
    Reader in(text);
    in.accept("#sdy.mesh");
    SdyMesh mesh = readMeshBody(in);
    return mesh;
  } catch (const std::string& error) {
    return error;
  }
}

std::variant<TensorSharding, std::string> parseTensorSharding(std::string_view text, MeshTable& meshes) {
  try {
    Reader in(text);
    in.accept("#sdy.sharding");
    in.expect("<");
    TensorSharding sharding;
    if (in.accept("@")) {
      sharding.mesh = in.word();
    } else if (in.accept("#sdy.mesh") || in.accept("mesh")) {
      const std::string_view body = in.balanced();
      Reader meshIn(body);
      SdyMesh mesh = readMeshBody(meshIn);
      // Shardy's import lifts an inline mesh to a symbol; equal inline meshes share one.
      std::string name = "mesh";
      for (int i = 0;; ++i) {
        name = i == 0 ? "mesh" : "mesh_" + std::to_string(i);
        auto it = meshes.find(name);
        if (it == meshes.end()) {
          meshes[name] = mesh;
          break;
        }
        if (it->second.axes == mesh.axes) break;
      }
      sharding.mesh = name;
    } else {
      throw std::string("expected a mesh name or an inline mesh");
    }
    auto mesh = meshes.find(sharding.mesh);
    if (mesh == meshes.end()) throw std::string("unknown mesh @" + sharding.mesh);
    in.expect(",");
    in.expect("[");
    if (!in.accept("]")) {
      do {
        DimSharding dim;
        in.expect("{");
        bool first = true;
        while (!in.accept("}")) {
          if (!first) in.expect(",");
          first = false;
          if (in.accept("?")) {
            dim.closed = false;
            continue;
          }
          dim.axes.push_back(readAxis(in, mesh->second));
        }
        if (in.peek() == 'p') {
          in.accept("p");
          dim.priority = static_cast<int>(in.number());
        }
        sharding.dims.push_back(std::move(dim));
      } while (in.accept(","));
      in.expect("]");
    }
    while (in.accept(",")) {
      const std::string key = in.word();
      in.expect("=");
      if (key == "replicated") sharding.replicated = readAxisSet(in, mesh->second);
      else if (key == "unreduced") sharding.unreduced = readAxisSet(in, mesh->second);
      else throw std::string("unknown sharding field '" + key + "'");
    }
    in.expect(">");
    if (!in.atEnd()) throw std::string("unexpected text after the sharding: `" + std::string(in.rest(16)) + "`");
    return sharding;
  } catch (const std::string& error) {
    return error;
  }
}

}  // namespace shardscope::propagation::sdy
