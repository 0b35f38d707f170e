#include "io/attribute_text.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <memory>

namespace shardscope::io {
namespace {

// A tiny cursor over one attribute value.
class ValueCursor {
 public:
  ValueCursor(std::string_view text, std::string* error, std::size_t* errorAt)
      : text_(text), error_(error), errorAt_(errorAt) {}

  bool ok() const { return ok_; }
  bool atEnd() { skipSpace(); return pos_ >= text_.size(); }
  char peek() { skipSpace(); return pos_ < text_.size() ? text_[pos_] : '\0'; }
  bool accept(char c) {
    if (peek() != c) return false;
    ++pos_;
    return true;
  }
  bool expect(char c) {
    if (accept(c)) return true;
    return failHere(std::string("expected '") + c + "', found " + found());
  }
  std::optional<int64_t> integer() {
    skipSpace();
    int64_t value = 0;
    const char* begin = text_.data() + pos_;
    auto [end, error] = std::from_chars(begin, text_.data() + text_.size(), value);
    if (error != std::errc() || end == begin) {
      failHere("expected an integer, found " + found());
      return std::nullopt;
    }
    pos_ += static_cast<std::size_t>(end - begin);
    return value;
  }
  // `'name'` or `"name"` (mesh axis names); no escapes inside.
  std::optional<std::string> quoted() {
    const char open = peek();
    if (open != '\'' && open != '"') {
      failHere("expected a quoted axis name, found " + found());
      return std::nullopt;
    }
    const std::size_t close = text_.find(open, pos_ + 1);
    if (close == std::string_view::npos) {
      failHere(std::string("unterminated axis name: expected ") + open + ", found the end of the value");
      return std::nullopt;
    }
    std::string name(text_.substr(pos_ + 1, close - pos_ - 1));
    pos_ = close + 1;
    return name;
  }
  // `word` next (after spaces); consumed when found.
  bool acceptWord(std::string_view word) {
    skipSpace();
    if (text_.substr(pos_, word.size()) != word) return false;
    pos_ += word.size();
    return true;
  }
  std::size_t position() { skipSpace(); return pos_; }
  void failAt(std::size_t at, std::string message) {
    if (ok_) {
      ok_ = false;
      if (error_) *error_ = std::move(message);
      if (errorAt_) *errorAt_ = at;
    }
  }
  bool failHere(std::string message) {
    if (ok_) {
      ok_ = false;
      if (error_) *error_ = std::move(message);
      if (errorAt_) *errorAt_ = pos_;
    }
    return false;
  }
  bool expectEnd() {
    if (atEnd()) return true;
    return failHere("expected the end of the value, found " + found());
  }

 private:
  void skipSpace() {
    while (pos_ < text_.size() && (text_[pos_] == ' ' || text_[pos_] == '\n' || text_[pos_] == '\t' || text_[pos_] == '\r')) ++pos_;
  }
  std::string found() const {
    if (pos_ >= text_.size()) return "the end of the value";
    return std::string("'").append(1, text_[pos_]).append("'");  // not `"'" + std::string`: GCC 12 -Wrestrict
  }

  std::string_view text_;
  std::size_t pos_ = 0;
  bool ok_ = true;
  std::string* error_;
  std::size_t* errorAt_;
};

// `{a,b,...}` into `values`; `maxCount` bounds the list.
bool intList(ValueCursor& cursor, std::vector<int64_t>& values, std::size_t maxCount) {
  if (!cursor.expect('{')) return false;
  if (cursor.accept('}')) return true;
  while (true) {
    std::optional<int64_t> value = cursor.integer();
    if (!value) return false;
    values.push_back(*value);
    if (values.size() > maxCount) return cursor.failHere("more than " + std::to_string(maxCount) + " entries");
    if (cursor.accept(',')) continue;
    return cursor.expect('}');
  }
}

// `[a,b,...]` (or `(...)` with other brackets) of at most `maxCount` integers.
bool bracketedInts(ValueCursor& cursor, char open, char close, std::vector<int64_t>& values, std::size_t maxCount) {
  if (!cursor.expect(open)) return false;
  if (cursor.accept(close)) return true;
  while (true) {
    std::optional<int64_t> value = cursor.integer();
    if (!value) return false;
    values.push_back(*value);
    if (values.size() > maxCount) return cursor.failHere("more than " + std::to_string(maxCount) + " entries");
    if (cursor.accept(',')) continue;
    return cursor.expect(close);
  }
}

// `mesh['a'=2,'b'=4][, device_ids=(...)] {'b', 'a':(1)2}`: XLA's MeshAxesReplicaGroupList.
std::optional<ir::ReplicaGroups> meshReplicaGroups(ValueCursor& cursor) {
  const std::size_t start = cursor.position();
  if (cursor.acceptWord("maximal_mesh")) {
    cursor.failAt(start, "replica groups over a maximal mesh have one device each; XLA refuses them");
    return std::nullopt;
  }
  if (!cursor.acceptWord("mesh") || !cursor.expect('[')) return std::nullopt;
  auto mesh = std::make_shared<ir::MeshReplicaGroups>();
  if (!cursor.accept(']')) {
    while (true) {
      std::optional<std::string> name = cursor.quoted();
      if (!name || !cursor.expect('=')) return std::nullopt;
      std::optional<int64_t> size = cursor.integer();
      if (!size) return std::nullopt;
      mesh->axisNames.push_back(std::move(*name));
      mesh->axisSizes.push_back(*size);
      if (mesh->axisNames.size() > 64) {
        cursor.failHere("a mesh of more than 64 axes");
        return std::nullopt;
      }
      if (cursor.accept(',')) continue;
      if (!cursor.expect(']')) return std::nullopt;
      break;
    }
  }
  if (cursor.accept(',')) {
    if (!cursor.acceptWord("device_ids")) {
      cursor.failHere("expected 'device_ids=(...)' after the mesh");
      return std::nullopt;
    }
    if (!cursor.expect('=') || !cursor.expect('(')) return std::nullopt;
    if (cursor.peek() == '[') {  // iota: [dims]T(perm)
      if (!bracketedInts(cursor, '[', ']', mesh->deviceIdReshape, 64)) return std::nullopt;
      if (cursor.accept('T') && !bracketedInts(cursor, '(', ')', mesh->deviceIdPerm, 64)) return std::nullopt;
    } else {
      while (true) {
        std::optional<int64_t> device = cursor.integer();
        if (!device) return std::nullopt;
        mesh->deviceIds.push_back(*device);
        if (mesh->deviceIds.size() > static_cast<std::size_t>(kMaxReplicaGroupDevices)) {
          cursor.failHere("device_ids names more than 2^20 devices");
          return std::nullopt;
        }
        if (!cursor.accept(',')) break;
      }
    }
    if (!cursor.expect(')')) return std::nullopt;
  }
  if (!cursor.expect('{')) return std::nullopt;
  if (!cursor.accept('}')) {
    while (true) {
      const std::size_t at = cursor.position();
      std::optional<std::string> name = cursor.quoted();
      if (!name) return std::nullopt;
      ir::MeshAxisRef ref;
      const auto known = std::find(mesh->axisNames.begin(), mesh->axisNames.end(), *name);
      std::optional<int64_t> index = parseWholeInt(*name);
      if (known != mesh->axisNames.end()) {
        ref.axis = static_cast<int32_t>(known - mesh->axisNames.begin());
      } else if (index && *index >= 0 && *index < static_cast<int64_t>(mesh->axisNames.size())) {
        ref.axis = static_cast<int32_t>(*index);  // XLA also takes an axis index
      } else {
        cursor.failAt(at, "axis '" + *name + "' is not an axis of the mesh");
        return std::nullopt;
      }
      ref.size = mesh->axisSizes[static_cast<std::size_t>(ref.axis)];
      if (cursor.accept(':')) {
        if (!cursor.expect('(')) return std::nullopt;
        std::optional<int64_t> preSize = cursor.integer();
        if (!preSize || !cursor.expect(')')) return std::nullopt;
        std::optional<int64_t> size = cursor.integer();
        if (!size) return std::nullopt;
        if (*preSize <= 0) {
          cursor.failAt(at, "sub-axis pre-size must be at least 1");
          return std::nullopt;
        }
        ref.preSize = *preSize;
        ref.size = *size;
      }
      mesh->axes.push_back(ref);
      if (mesh->axes.size() > 64) {
        cursor.failHere("more than 64 axes");
        return std::nullopt;
      }
      if (cursor.accept(',')) continue;
      if (!cursor.expect('}')) return std::nullopt;
      break;
    }
  }
  if (!cursor.expectEnd()) return std::nullopt;
  std::string expandError;
  std::optional<ir::IotaReplicaGroups> iota;
  std::optional<std::vector<std::vector<int64_t>>> expanded =
      ir::expandMeshReplicaGroups(*mesh, kMaxReplicaGroupDevices, &expandError, &iota);
  if (!expanded) {
    cursor.failAt(start, "mesh replica groups: " + expandError);
    return std::nullopt;
  }
  ir::ReplicaGroups groups;
  if (!ir::shareMeshExpansion(groups, std::move(*expanded), std::move(iota), &expandError)) {
    cursor.failAt(start, "mesh replica groups: " + expandError);
    return std::nullopt;
  }
  groups.mesh = std::move(mesh);
  return groups;
}

}  // namespace

std::optional<int64_t> parseWholeInt(std::string_view text) {
  if (text.empty()) return std::nullopt;
  int64_t value = 0;
  const char* begin = text.data() + (text.front() == '+' ? 1 : 0);
  auto [end, error] = std::from_chars(begin, text.data() + text.size(), value);
  if (error != std::errc() || end != text.data() + text.size()) return std::nullopt;
  return value;
}

std::optional<std::vector<int64_t>> parseIntList(std::string_view text) {
  ValueCursor cursor(text, nullptr, nullptr);
  std::vector<int64_t> values;
  if (!intList(cursor, values, std::size_t{1} << 24) || !cursor.expectEnd()) return std::nullopt;
  return values;
}

std::optional<ir::SliceConfig> parseSliceConfig(std::string_view text, std::string* error, std::size_t* errorAt) {
  ValueCursor cursor(text, error, errorAt);
  ir::SliceConfig config;
  if (!cursor.expect('{')) return std::nullopt;
  if (!cursor.accept('}')) {
    while (true) {
      if (!cursor.expect('[')) return std::nullopt;
      ir::SliceDim dim;
      std::optional<int64_t> start = cursor.integer();
      if (!start || !cursor.expect(':')) return std::nullopt;
      std::optional<int64_t> limit = cursor.integer();
      if (!limit) return std::nullopt;
      dim.start = *start;
      dim.limit = *limit;
      if (cursor.accept(':')) {
        std::optional<int64_t> stride = cursor.integer();
        if (!stride) return std::nullopt;
        dim.stride = *stride;
      }
      if (!cursor.expect(']')) return std::nullopt;
      config.dims.push_back(dim);
      if (config.dims.size() > 4096) {
        cursor.failHere("more than 4096 slice dimensions");
        return std::nullopt;
      }
      if (cursor.accept(',')) continue;
      if (!cursor.expect('}')) return std::nullopt;
      break;
    }
  }
  if (!cursor.expectEnd()) return std::nullopt;
  return config;
}

std::optional<ir::PaddingConfig> parsePaddingConfig(std::string_view text, std::string* error, std::size_t* errorAt) {
  ValueCursor cursor(text, error, errorAt);
  ir::PaddingConfig config;
  while (true) {
    ir::PadDim dim;
    std::optional<int64_t> low = cursor.integer();
    if (!low || !cursor.expect('_')) return std::nullopt;
    std::optional<int64_t> high = cursor.integer();
    if (!high) return std::nullopt;
    dim.low = *low;
    dim.high = *high;
    if (cursor.accept('_')) {
      std::optional<int64_t> interior = cursor.integer();
      if (!interior) return std::nullopt;
      dim.interior = *interior;
    }
    config.dims.push_back(dim);
    if (config.dims.size() > 4096) {
      cursor.failHere("more than 4096 padding dimensions");
      return std::nullopt;
    }
    if (cursor.accept('x')) continue;
    break;
  }
  if (!cursor.expectEnd()) return std::nullopt;
  return config;
}

std::optional<ir::ReplicaGroups> parseReplicaGroups(std::string_view text, std::string* error, std::size_t* errorAt) {
  ValueCursor cursor(text, error, errorAt);
  ir::ReplicaGroups groups;
  if (cursor.peek() == 'm') return meshReplicaGroups(cursor);
  if (cursor.peek() == '[') {  // iota form [G,S]<=[dims]T(perm)
    ir::IotaReplicaGroups iota;
    cursor.expect('[');
    std::optional<int64_t> numGroups = cursor.integer();
    if (!numGroups || !cursor.expect(',')) return std::nullopt;
    std::optional<int64_t> groupSize = cursor.integer();
    if (!groupSize || !cursor.expect(']') || !cursor.expect('<') || !cursor.expect('=') || !cursor.expect('['))
      return std::nullopt;
    iota.numGroups = *numGroups;
    iota.groupSize = *groupSize;
    while (true) {
      std::optional<int64_t> dim = cursor.integer();
      if (!dim) return std::nullopt;
      iota.reshapeDims.push_back(*dim);
      if (iota.reshapeDims.size() > 64) {
        cursor.failHere("more than 64 reshape dims");
        return std::nullopt;
      }
      if (cursor.accept(',')) continue;
      if (!cursor.expect(']')) return std::nullopt;
      break;
    }
    if (cursor.accept('T')) {
      if (!cursor.expect('(')) return std::nullopt;
      while (true) {
        std::optional<int64_t> axis = cursor.integer();
        if (!axis) return std::nullopt;
        iota.transposePerm.push_back(*axis);
        if (iota.transposePerm.size() > 64) {
          cursor.failHere("more than 64 permutation entries");
          return std::nullopt;
        }
        if (cursor.accept(',')) continue;
        if (!cursor.expect(')')) return std::nullopt;
        break;
      }
    }
    if (!cursor.expectEnd()) return std::nullopt;
    std::string expandError;
    std::optional<ir::GroupList> expanded = ir::sharedIotaReplicaGroups(iota, kMaxReplicaGroupDevices, &expandError);
    if (!expanded) {
      if (error) *error = expandError;
      if (errorAt) *errorAt = 0;
      return std::nullopt;
    }
    groups.groups = std::move(*expanded);
    groups.iota = std::make_shared<const ir::IotaReplicaGroups>(std::move(iota));
    return groups;
  }
  if (!cursor.expect('{')) return std::nullopt;
  std::size_t devices = 0;
  if (!cursor.accept('}')) {
    while (true) {
      std::vector<int64_t> group;
      if (!intList(cursor, group, static_cast<std::size_t>(kMaxReplicaGroupDevices))) return std::nullopt;
      devices += group.size();
      if (devices > static_cast<std::size_t>(kMaxReplicaGroupDevices)) {
        cursor.failHere("replica groups name more than 2^20 devices");
        return std::nullopt;
      }
      groups.groups.push_back(std::move(group));
      if (cursor.accept(',')) continue;
      if (!cursor.expect('}')) return std::nullopt;
      break;
    }
  }
  if (!cursor.expectEnd()) return std::nullopt;
  return groups;
}

std::optional<ir::SourceTargetPairs> parseSourceTargetPairs(std::string_view text, std::string* error, std::size_t* errorAt) {
  ValueCursor cursor(text, error, errorAt);
  ir::SourceTargetPairs result;
  if (!cursor.expect('{')) return std::nullopt;
  if (!cursor.accept('}')) {
    while (true) {
      std::vector<int64_t> pair;
      if (!intList(cursor, pair, 2)) return std::nullopt;
      if (pair.size() != 2) {
        cursor.failHere("a source-target pair needs exactly two devices");
        return std::nullopt;
      }
      result.pairs.emplace_back(pair[0], pair[1]);
      if (result.pairs.size() > static_cast<std::size_t>(kMaxReplicaGroupDevices)) {
        cursor.failHere("more than 2^20 source-target pairs");
        return std::nullopt;
      }
      if (cursor.accept(',')) continue;
      if (!cursor.expect('}')) return std::nullopt;
      break;
    }
  }
  if (!cursor.expectEnd()) return std::nullopt;
  return result;
}

std::string formatIntList(const std::vector<int64_t>& values) {
  std::string text = "{";
  for (std::size_t i = 0; i < values.size(); ++i) {
    if (i) text += ',';
    text += std::to_string(values[i]);
  }
  return text + '}';
}

std::string formatSliceConfig(const ir::SliceConfig& config) {
  std::string text = "{";
  for (std::size_t i = 0; i < config.dims.size(); ++i) {
    const ir::SliceDim& d = config.dims[i];
    if (i) text += ", ";
    text += '[' + std::to_string(d.start) + ':' + std::to_string(d.limit);
    if (d.stride != 1) text += ':' + std::to_string(d.stride);
    text += ']';
  }
  return text + '}';
}

std::string formatPaddingConfig(const ir::PaddingConfig& config) {
  std::string text;
  for (std::size_t i = 0; i < config.dims.size(); ++i) {
    const ir::PadDim& d = config.dims[i];
    if (i) text += 'x';
    text += std::to_string(d.low) + '_' + std::to_string(d.high);
    if (d.interior != 0) text += '_' + std::to_string(d.interior);
  }
  return text;
}

std::string formatSourceTargetPairs(const ir::SourceTargetPairs& pairs) {
  std::string text = "{";
  for (std::size_t i = 0; i < pairs.pairs.size(); ++i) {
    if (i) text += ',';
    text += '{' + std::to_string(pairs.pairs[i].first) + ',' + std::to_string(pairs.pairs[i].second) + '}';
  }
  return text + '}';
}

std::string unescape(std::string_view text) {
  std::string result;
  result.reserve(text.size());
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] != '\\' || i + 1 == text.size()) {
      result += text[i];
      continue;
    }
    const char c = text[++i];
    if (c >= '0' && c <= '7') {  // \ooo, as absl::CEscape writes bytes it does not print
      int value = 0;
      for (int digits = 0; digits < 3 && i < text.size() && text[i] >= '0' && text[i] <= '7'; ++digits, ++i)
        value = value * 8 + (text[i] - '0');
      --i;
      result += static_cast<char>(value & 0xff);
      continue;
    }
    if (c == 'x' && i + 1 < text.size() && std::isxdigit(static_cast<unsigned char>(text[i + 1]))) {
      int value = 0;
      for (int digits = 0; digits < 2 && i + 1 < text.size() && std::isxdigit(static_cast<unsigned char>(text[i + 1])); ++digits) {
        const char h = text[++i];
        value = value * 16 + (h <= '9' ? h - '0' : (h | 0x20) - 'a' + 10);
      }
      result += static_cast<char>(value);
      continue;
    }
    switch (c) {
      case 'n': result += '\n'; break;
      case 't': result += '\t'; break;
      case 'r': result += '\r'; break;
      default: result += c; break;  // \" \\ \' and anything else: the character itself
    }
  }
  return result;
}

std::string escape(std::string_view text) {
  std::string result;
  result.reserve(text.size());
  for (char c : text) {
    switch (c) {
      case '"': result += "\\\""; break;
      case '\\': result += "\\\\"; break;
      case '\n': result += "\\n"; break;
      case '\t': result += "\\t"; break;
      case '\r': result += "\\r"; break;
      default:
        // Other control bytes (ESC, BEL, NUL, DEL) as \ooo, as absl::CEscape writes them:
        // raw, they made the printed text unreadable to us and to XLA (issue 21).
        if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) {
          const auto byte = static_cast<unsigned char>(c);
          result += '\\';
          result += static_cast<char>('0' + (byte >> 6));
          result += static_cast<char>('0' + ((byte >> 3) & 7));
          result += static_cast<char>('0' + (byte & 7));
        } else {
          result += c;
        }
        break;
    }
  }
  return result;
}

}  // namespace shardscope::io
