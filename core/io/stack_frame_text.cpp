// Reading and writing XLA's FileNames / FunctionNames / FileLocations / StackFrames
// tables (see stack_frame_text.h).
#include "io/stack_frame_text.h"

#include "io/attribute_text.h"

#include <array>
#include <cstdint>
#include <cstring>

namespace shardscope::io {
namespace {

enum class Table { FileNames, FunctionNames, FileLocations, StackFrames };
constexpr std::array<std::string_view, 4> kTableNames = {"FileNames", "FunctionNames", "FileLocations", "StackFrames"};

bool isWordChar(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '.' || c == '-';
}

std::optional<Table> tableAt(std::string_view text, std::size_t pos) {
  for (std::size_t i = 0; i < kTableNames.size(); ++i) {
    const std::string_view name = kTableNames[i];
    if (text.compare(pos, name.size(), name) != 0) continue;
    std::size_t after = pos + name.size();
    if (after < text.size() && isWordChar(text[after])) return std::nullopt;
    // A computation of that name is followed by its signature or body.
    while (after < text.size() && (text[after] == ' ' || text[after] == '\t')) ++after;
    if (after < text.size() && (text[after] == '(' || text[after] == '{')) return std::nullopt;
    return static_cast<Table>(i);
  }
  return std::nullopt;
}

struct Failure {
  std::size_t offset;
  std::string message;
};

// Where an id was written, to check it once every table is known.
struct IdUse {
  std::size_t offset;
  int64_t value;
  Table target;
  const char* field;
};

class TableParser {
 public:
  TableParser(std::string_view text, std::size_t pos, ir::StringPool& pool, ir::StackFrameTable& table)
      : text_(text), pos_(pos), pool_(pool), table_(table) {}

  std::size_t parse(std::vector<std::pair<std::size_t, std::string>>& warnings) {
    std::array<bool, 4> seen{};
    while (true) {
      skipSpace();
      const std::optional<Table> which = pos_ < text_.size() ? tableAt(text_, pos_) : std::nullopt;
      if (!which) break;
      const auto index = static_cast<std::size_t>(*which);
      if (seen[index]) fail(pos_, "a second " + std::string(kTableNames[index]) + " table");
      seen[index] = true;
      pos_ += kTableNames[index].size();
      parseEntries(*which);
    }
    checkIds();
    checkCycles(warnings);
    return pos_;
  }

 private:
  [[noreturn]] void fail(std::size_t offset, std::string message) const { throw Failure{offset, std::move(message)}; }

  std::string found() const {
    if (pos_ >= text_.size()) return "end of file";
    const char c = text_[pos_];
    if (c == '\0') return "a NUL byte (is this a binary file?)";
    if (static_cast<unsigned char>(c) < 0x20 && c != '\n' && c != '\t' && c != '\r') return "a control byte (is this a binary file?)";
    std::size_t end = pos_ + 1;
    while (end < text_.size() && end - pos_ < 40 && isWordChar(text_[pos_]) && isWordChar(text_[end])) ++end;
    return std::string("'").append(text_.substr(pos_, end - pos_)).append("'");  // not `"'" + std::string`: GCC 12 -Wrestrict
  }

  void skipSpace() {
    while (pos_ < text_.size()) {
      const char c = text_[pos_];
      if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v') {
        ++pos_;
      } else if (c == '/' && pos_ + 1 < text_.size() && text_[pos_ + 1] == '/') {
        const std::size_t newline = text_.find('\n', pos_);
        pos_ = newline == std::string_view::npos ? text_.size() : newline + 1;
      } else if (c == '/' && pos_ + 1 < text_.size() && text_[pos_ + 1] == '*') {
        const std::size_t close = text_.find("*/", pos_ + 2);
        if (close == std::string_view::npos) fail(pos_, "unterminated comment: expected '*/', found end of file");
        pos_ = close + 2;
      } else {
        break;
      }
    }
  }

  // A non-negative decimal integer of at most 18 digits (ids, lines, columns).
  int64_t number(const char* what) {
    const std::size_t start = pos_;
    int64_t value = 0;
    while (pos_ < text_.size() && text_[pos_] >= '0' && text_[pos_] <= '9') {
      if (pos_ - start == 18) fail(start, std::string(what) + " is out of range");
      value = value * 10 + (text_[pos_++] - '0');
    }
    if (pos_ == start) fail(start, std::string("expected ") + what + ", found " + found());
    return value;
  }

  void parseEntries(Table which) {
    const std::string_view tableName = kTableNames[static_cast<std::size_t>(which)];
    int64_t expected = 1;
    while (true) {
      skipSpace();
      if (pos_ >= text_.size() || text_[pos_] < '0' || text_[pos_] > '9') return;  // the next table or a computation
      const std::size_t entryStart = pos_;
      const int64_t entry = number("an entry number");
      if (entry != expected)
        fail(entryStart, "expected entry " + std::to_string(expected) + " of the " + std::string(tableName) + " table, found " + std::to_string(entry));
      if (expected == INT32_MAX) fail(entryStart, "the " + std::string(tableName) + " table has more than 2^31 entries");
      ++expected;
      skipSpace();
      switch (which) {
        case Table::FileNames: table_.fileNames.push_back(quotedName("a quoted file name")); break;
        case Table::FunctionNames: table_.functionNames.push_back(quotedName("a quoted function name")); break;
        case Table::FileLocations: table_.fileLocations.push_back(fileLocation(entry)); break;
        case Table::StackFrames: table_.frames.push_back(stackFrame(entry)); break;
      }
    }
  }

  std::string_view quotedName(const char* what) {
    if (pos_ >= text_.size() || text_[pos_] != '"') fail(pos_, std::string("expected ") + what + ", found " + found());
    const std::size_t open = pos_++;
    while (true) {
      const void* quote = pos_ < text_.size() ? std::memchr(text_.data() + pos_, '"', text_.size() - pos_) : nullptr;
      if (!quote) fail(open, "unterminated string: expected '\"', found end of file");
      const auto at = static_cast<std::size_t>(static_cast<const char*>(quote) - text_.data());
      std::size_t backslashes = 0;
      while (at - backslashes > open + 1 && text_[at - backslashes - 1] == '\\') ++backslashes;
      pos_ = at + 1;
      if (backslashes % 2 == 0) break;
    }
    const std::string_view inner = text_.substr(open + 1, pos_ - open - 2);
    if (inner.find('\n') != std::string_view::npos) fail(open, "a name in a table must not span lines");
    return inner.find('\\') == std::string_view::npos ? pool_.intern(inner) : pool_.intern(unescape(inner));
  }

  // `{key=N key=N ...}` with the given keys (any order, spaces or commas between);
  // `values[i]` stays unset for a key not written.
  template <std::size_t N>
  void fields(const std::array<const char*, N>& keys, std::array<std::optional<int64_t>, N>& values,
              std::array<std::size_t, N>& offsets, std::string_view entryWhat) {
    if (pos_ >= text_.size() || text_[pos_] != '{') fail(pos_, "expected '{' to open " + std::string(entryWhat) + ", found " + found());
    const std::size_t open = pos_++;
    while (true) {
      while (pos_ < text_.size() && (text_[pos_] == ' ' || text_[pos_] == '\t' || text_[pos_] == ',')) ++pos_;
      if (pos_ < text_.size() && text_[pos_] == '}') {
        ++pos_;
        return;
      }
      if (pos_ >= text_.size() || text_[pos_] == '\n')
        fail(open, "unbalanced '{': expected '}' to close " + std::string(entryWhat) + " on its line, found " + found());
      const std::size_t keyStart = pos_;
      while (pos_ < text_.size() && isWordChar(text_[pos_])) ++pos_;
      const std::string_view key = text_.substr(keyStart, pos_ - keyStart);
      if (key.empty()) fail(keyStart, "expected a field name in " + std::string(entryWhat) + ", found " + found());
      std::size_t slot = N;
      for (std::size_t i = 0; i < N; ++i)
        if (key == keys[i]) slot = i;
      if (slot == N) {
        std::string expected;
        for (std::size_t i = 0; i < N; ++i) expected += (i ? ", " : "") + std::string(keys[i]);
        fail(keyStart, "unknown field '" + std::string(key) + "' in " + std::string(entryWhat) + " (expected " + expected + ")");
      }
      if (values[slot]) fail(keyStart, "field '" + std::string(key) + "' is given twice");
      if (pos_ >= text_.size() || text_[pos_] != '=') fail(pos_, "expected '=' after '" + std::string(key) + "', found " + found());
      ++pos_;
      offsets[slot] = pos_;
      values[slot] = number("a non-negative integer");
    }
  }

  ir::FileLocation fileLocation(int64_t entry) {
    static constexpr std::array<const char*, 6> keys = {"file_name_id", "function_name_id", "line", "end_line", "column", "end_column"};
    std::array<std::optional<int64_t>, 6> values{};
    std::array<std::size_t, 6> offsets{};
    const std::size_t start = pos_;
    const std::string what = "file location " + std::to_string(entry);
    fields(keys, values, offsets, what);
    for (std::size_t required : {0, 1, 2})
      if (!values[required]) fail(start, what + " lacks '" + keys[required] + "'");
    uses_.push_back(IdUse{offsets[0], *values[0], Table::FileNames, keys[0]});
    uses_.push_back(IdUse{offsets[1], *values[1], Table::FunctionNames, keys[1]});
    ir::FileLocation location;
    location.fileNameId = static_cast<int32_t>(std::min<int64_t>(*values[0], INT32_MAX));
    location.functionNameId = static_cast<int32_t>(std::min<int64_t>(*values[1], INT32_MAX));
    location.line = *values[2];
    location.endLine = values[3].value_or(0);
    location.column = values[4].value_or(0);
    location.endColumn = values[5].value_or(0);
    return location;
  }

  ir::StackFrame stackFrame(int64_t entry) {
    static constexpr std::array<const char*, 2> keys = {"file_location_id", "parent_frame_id"};
    std::array<std::optional<int64_t>, 2> values{};
    std::array<std::size_t, 2> offsets{};
    const std::size_t start = pos_;
    const std::string what = "stack frame " + std::to_string(entry);
    fields(keys, values, offsets, what);
    if (!values[0]) fail(start, what + " lacks 'file_location_id'");
    uses_.push_back(IdUse{offsets[0], *values[0], Table::FileLocations, keys[0]});
    ir::StackFrame frame;
    frame.fileLocationId = static_cast<int32_t>(std::min<int64_t>(*values[0], INT32_MAX));
    if (values[1]) {
      // XLA writes the caller's id + 1: 1 is "no caller", 2 is frame 1.
      if (*values[1] == 0) fail(offsets[1], "parent_frame_id=0 names no frame (XLA writes the caller's id + 1, and 1 for none)");
      uses_.push_back(IdUse{offsets[1], *values[1] - 1, Table::StackFrames, keys[1]});
      frame.parentFrameId = static_cast<int32_t>(std::min<int64_t>(*values[1] - 1, INT32_MAX));
    }
    frameOffsets_.push_back(start);
    return frame;
  }

  std::size_t tableSize(Table which) const {
    switch (which) {
      case Table::FileNames: return table_.fileNames.size();
      case Table::FunctionNames: return table_.functionNames.size();
      case Table::FileLocations: return table_.fileLocations.size();
      case Table::StackFrames: return table_.frames.size();
    }
    return 0;
  }

  void checkIds() const {
    for (const IdUse& use : uses_) {
      if (use.target == Table::StackFrames && use.value == 0) continue;  // no caller
      const std::size_t size = tableSize(use.target);
      if (use.value >= 1 && static_cast<uint64_t>(use.value) <= size) continue;
      const std::string tableName(kTableNames[static_cast<std::size_t>(use.target)]);
      const std::string written = use.target == Table::StackFrames ? std::to_string(use.value + 1) : std::to_string(use.value);
      fail(use.offset, std::string(use.field) + "=" + written + " names no entry of " + tableName + " (it has " +
                           std::to_string(size) + (size == 1 ? " entry)" : " entries)"));
    }
  }

  // Parent links form a forest unless a chain loops; each loop is reported once, at
  // the entry where following the parents first returns to a frame already on the path.
  void checkCycles(std::vector<std::pair<std::size_t, std::string>>& warnings) const {
    const std::size_t n = table_.frames.size();
    std::vector<uint8_t> state(n, 0);  // 0 unvisited, 1 on the current path, 2 done
    std::vector<std::size_t> path;
    for (std::size_t start = 0; start < n; ++start) {
      if (state[start]) continue;
      path.clear();
      std::size_t at = start;
      while (true) {
        if (state[at] == 2) break;
        if (state[at] == 1) {
          warnings.emplace_back(frameOffsets_[at], "stack frame " + std::to_string(at + 1) +
                                                       " is its own caller (the parent_frame_id chain loops); its call stack stops there");
          break;
        }
        state[at] = 1;
        path.push_back(at);
        const int32_t parent = table_.frames[at].parentFrameId;
        if (parent <= 0) break;
        at = static_cast<std::size_t>(parent - 1);
      }
      for (std::size_t visited : path) state[visited] = 2;
    }
  }

  std::string_view text_;
  std::size_t pos_;
  ir::StringPool& pool_;
  ir::StackFrameTable& table_;
  std::vector<IdUse> uses_;
  std::vector<std::size_t> frameOffsets_;
};

}  // namespace

bool atStackFrameTable(std::string_view text, std::size_t pos) { return tableAt(text, pos).has_value(); }

std::optional<StackFrameTextError> parseStackFrameTables(std::string_view text, std::size_t& pos, ir::StringPool& pool,
                                                         ir::StackFrameTable& table,
                                                         std::vector<std::pair<std::size_t, std::string>>& warnings) {
  try {
    TableParser parser(text, pos, pool, table);
    pos = parser.parse(warnings);
    return std::nullopt;
  } catch (const Failure& failure) {
    return StackFrameTextError{failure.offset, failure.message};
  }
}

std::string formatStackFrameTables(const ir::StackFrameTable& table) {
  if (table.empty()) return {};
  std::string text = "FileNames\n";
  for (std::size_t i = 0; i < table.fileNames.size(); ++i)
    text += std::to_string(i + 1) + " \"" + escape(table.fileNames[i]) + "\"\n";
  text += "\nFunctionNames\n";
  for (std::size_t i = 0; i < table.functionNames.size(); ++i)
    text += std::to_string(i + 1) + " \"" + escape(table.functionNames[i]) + "\"\n";
  text += "\nFileLocations\n";
  for (std::size_t i = 0; i < table.fileLocations.size(); ++i) {
    const ir::FileLocation& l = table.fileLocations[i];
    text += std::to_string(i + 1) + " {file_name_id=" + std::to_string(l.fileNameId) +
            " function_name_id=" + std::to_string(l.functionNameId) + " line=" + std::to_string(l.line) +
            " end_line=" + std::to_string(l.endLine) + " column=" + std::to_string(l.column) +
            " end_column=" + std::to_string(l.endColumn) + "}\n";
  }
  text += "\nStackFrames\n";
  for (std::size_t i = 0; i < table.frames.size(); ++i) {
    const ir::StackFrame& f = table.frames[i];
    text += std::to_string(i + 1) + " {file_location_id=" + std::to_string(f.fileLocationId) +
            " parent_frame_id=" + std::to_string(int64_t{f.parentFrameId} + 1) + "}\n";
  }
  return text + '\n';
}

}  // namespace shardscope::io
