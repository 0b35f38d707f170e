#include "report/source_snippet.h"

#include "io/hlo_file.h"
#include "report/html_escape.h"

#include <algorithm>
#include <filesystem>
#include <string_view>

namespace shardscope::report {

std::optional<SourceSnippet> extractSnippet(const std::string& text, int line, int context) {
  if (line < 1) return std::nullopt;
  const int first = std::max(1, line - context), last = line + context;
  SourceSnippet snippet;
  snippet.firstLine = first;
  snippet.highlightedLine = line;
  int number = 1;
  std::size_t start = 0;
  while (start < text.size() && number <= last) {
    std::size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    if (number >= first) {
      std::string_view content(text.data() + start, end - start);
      if (!content.empty() && content.back() == '\r') content.remove_suffix(1);
      snippet.lines.push_back(truncateUtf8(content, kMaxSnippetLineCharacters));
    }
    if (end == text.size()) break;
    start = end + 1;
    ++number;
  }
  if (line > snippet.firstLine + static_cast<int>(snippet.lines.size()) - 1) return std::nullopt;
  return snippet;
}

SourceReader diskSourceReader(std::vector<std::string> folders) {
  return [folders = std::move(folders)](const std::string& sourceFile) -> std::optional<std::string> {
    if (sourceFile.empty()) return std::nullopt;
    std::vector<std::filesystem::path> candidates;
    const std::filesystem::path recorded(sourceFile);
    if (recorded.is_absolute()) candidates.push_back(recorded);
    else
      for (const std::string& folder : folders) candidates.push_back(std::filesystem::path(folder) / recorded);
    for (const std::filesystem::path& candidate : candidates) {
      std::error_code ignored;
      if (!std::filesystem::is_regular_file(candidate, ignored)) continue;
      std::string contents, error;
      if (io::readFileBounded(candidate.string(), kMaxSourceFileBytes, contents, error)) return contents;
    }
    return std::nullopt;
  };
}

const std::optional<std::string>& SourceCache::text(const std::string& sourceFile) {
  const auto found = texts_.find(sourceFile);
  if (found != texts_.end()) return found->second;
  std::optional<std::string> contents = reader_ ? reader_(sourceFile) : std::nullopt;
  if (contents && static_cast<std::int64_t>(contents->size()) > kMaxSourceFileBytes) contents.reset();
  return texts_.emplace(sourceFile, std::move(contents)).first->second;
}

}  // namespace shardscope::report
