#pragma once
// A few lines of source around the line that produced a frontier instruction. The
// source text is looked up by a caller-given function (the GUI's source-root mapping)
// or, by default, on disk beside the HLO files; every read is bounded.

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace shardscope::report {

using SourceReader = std::function<std::optional<std::string>(const std::string& sourceFile)>;

// Source files larger than this are not read for a snippet.
inline constexpr std::int64_t kMaxSourceFileBytes = std::int64_t{16} << 20;
// Snippet lines longer than this are shortened with "…".
inline constexpr std::size_t kMaxSnippetLineCharacters = 400;

struct SourceSnippet {
  int firstLine = 0;               // 1-based number of lines.front()
  int highlightedLine = 0;         // the recorded source_line
  std::vector<std::string> lines;  // raw text (escape before writing), already shortened
};

// Lines [line - context, line + context] of `text`; nullopt when `line` is not in it.
std::optional<SourceSnippet> extractSnippet(const std::string& text, int line, int context);

// The default reader: `sourceFile` as given when absolute, else relative to each of
// `folders` in turn (the HLO files' folders).
SourceReader diskSourceReader(std::vector<std::string> folders);

// Reads each source file at most once.
class SourceCache {
 public:
  explicit SourceCache(SourceReader reader) : reader_(std::move(reader)) {}
  const std::optional<std::string>& text(const std::string& sourceFile);

 private:
  SourceReader reader_;
  std::map<std::string, std::optional<std::string>> texts_;
};

}  // namespace shardscope::report
