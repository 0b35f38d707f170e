#include "io/file_format.h"

#include <algorithm>
#include <cctype>
#include <cstdint>

namespace shardscope::io {
namespace {

// How far into a file detection looks: long lit-test headers are comments, so skip
// them, but never scan a huge binary file.
constexpr std::size_t kDetectionWindow = 64 * 1024;

bool startsWithWord(std::string_view text, std::string_view word) {
  if (!text.starts_with(word)) return false;
  if (text.size() == word.size()) return true;
  const char next = text[word.size()];
  return !(std::isalnum(static_cast<unsigned char>(next)) || next == '_' || next == '.');
}

// Text files: no NUL and few control bytes other than tab/newline/CR/form feed.
bool looksLikeText(std::string_view sample) {
  std::size_t control = 0;
  for (char c : sample) {
    const auto byte = static_cast<unsigned char>(c);
    if (byte == 0) return false;
    if (byte < 0x20 && c != '\t' && c != '\n' && c != '\r' && c != '\f') ++control;
  }
  return control * 100 <= sample.size();
}

// A protobuf message is a sequence of (tag, value) fields. HloModuleProto (and the
// HloProto wrapping one) starts, in every writer we know, with a low field number
// (name = 1, entry_computation_name = 2, computations = 3, hlo_module = 1); the first
// fields must also be well-formed, which random binary data rarely is.
bool looksLikeProtobuf(std::string_view contents) {
  std::size_t pos = 0;
  auto varint = [&](uint64_t& value) {
    value = 0;
    for (int shift = 0; shift < 64 && pos < contents.size(); shift += 7) {
      const auto byte = static_cast<unsigned char>(contents[pos++]);
      value |= static_cast<uint64_t>(byte & 0x7f) << shift;
      if (!(byte & 0x80)) return true;
    }
    return false;
  };
  for (int field = 0; field < 16 && pos < contents.size(); ++field) {
    uint64_t tag = 0;
    if (!varint(tag)) return false;
    const uint64_t number = tag >> 3;
    if (number == 0 || (field == 0 && number > 19)) return false;
    uint64_t length = 0;
    switch (tag & 7) {
      case 0: if (!varint(length)) return false; break;
      case 1: pos += 8; break;
      case 2:
        if (!varint(length) || length > contents.size() - std::min(pos, contents.size())) return false;
        pos += static_cast<std::size_t>(length);
        break;
      case 5: pos += 4; break;
      default: return false;
    }
    if (pos > contents.size()) return false;
  }
  return true;
}

// Skips whitespace and comments; returns the rest.
std::string_view skipTrivia(std::string_view text) {
  while (!text.empty()) {
    const char c = text.front();
    if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f') {
      text.remove_prefix(1);
    } else if (text.starts_with("//")) {
      const std::size_t end = text.find('\n');
      text = end == std::string_view::npos ? std::string_view() : text.substr(end + 1);
    } else if (text.starts_with("/*")) {
      const std::size_t end = text.find("*/", 2);
      text = end == std::string_view::npos ? std::string_view() : text.substr(end + 2);
    } else {
      break;
    }
  }
  return text;
}

}  // namespace

std::string_view fileFormatName(FileFormat format) {
  switch (format) {
    case FileFormat::HloText: return "hlo-text";
    case FileFormat::StableHloText: return "stablehlo-text";
    case FileFormat::HloProto: return "hlo-proto";
    case FileFormat::Unknown: break;
  }
  return "unknown";
}

FormatDetection detectFileFormat(std::string_view contents) {
  if (contents.empty()) return {FileFormat::Unknown, "the file is empty"};
  std::string_view window = contents.substr(0, std::min(contents.size(), kDetectionWindow));
  if (window.starts_with("\xEF\xBB\xBF")) window.remove_prefix(3);
  if (!looksLikeText(window.substr(0, std::min<std::size_t>(window.size(), 4096)))) {
    if (looksLikeProtobuf(contents)) return {FileFormat::HloProto, {}};
    return {FileFormat::Unknown, "binary content that is not a protobuf message"};
  }
  const std::string_view start = skipTrivia(window);
  if (startsWithWord(start, "HloModule")) return {FileFormat::HloText, {}};
  // MLIR: a module, a bare function, attribute aliases (`#loc = loc(...)`, `#map`), or
  // the generic form `"builtin.module"() ...`.
  for (std::string_view word : {"module", "builtin.module", "func.func", "sdy.mesh"})
    if (startsWithWord(start, word)) return {FileFormat::StableHloText, {}};
  if (start.starts_with("#") || start.starts_with("\"builtin.module\"")) return {FileFormat::StableHloText, {}};
  if (start.empty()) return {FileFormat::Unknown, "the file holds only whitespace and comments"};
  std::string_view firstWord = start.substr(0, std::min<std::size_t>(start.size(), 40));
  firstWord = firstWord.substr(0, std::min(firstWord.find('\n'), firstWord.size()));
  return {FileFormat::Unknown, "text starting with '" + std::string(firstWord) + "'"};
}

std::optional<FileFormat> formatFromExtension(std::string_view path) {
  std::string lower(path);
  std::transform(lower.begin(), lower.end(), lower.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  if (lower.ends_with(".mlir")) return FileFormat::StableHloText;
  if (lower.ends_with(".pb")) return FileFormat::HloProto;
  if (lower.ends_with(".hlo") || lower.ends_with(".hlo.txt") || lower.ends_with(".txt")) return FileFormat::HloText;
  return std::nullopt;
}

}  // namespace shardscope::io
