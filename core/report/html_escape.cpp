#include "report/html_escape.h"

#include <cstdint>

namespace shardscope::report {
namespace {

constexpr std::string_view kReplacementCharacter = "\xEF\xBF\xBD";

// Length of the valid UTF-8 sequence starting at text[i], or 0 when it is not one
// (overlong forms, surrogates and values past U+10FFFF are invalid too).
std::size_t validSequenceLength(std::string_view text, std::size_t i) {
  const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[k]); };
  const unsigned char lead = byte(i);
  if (lead < 0x80) return 1;
  std::size_t length = 0;
  uint32_t minimum = 0, value = 0;
  if ((lead & 0xE0) == 0xC0) {
    length = 2, minimum = 0x80, value = lead & 0x1F;
  } else if ((lead & 0xF0) == 0xE0) {
    length = 3, minimum = 0x800, value = lead & 0x0F;
  } else if ((lead & 0xF8) == 0xF0) {
    length = 4, minimum = 0x10000, value = lead & 0x07;
  } else {
    return 0;
  }
  if (i + length > text.size()) return 0;
  for (std::size_t k = 1; k < length; ++k) {
    if ((byte(i + k) & 0xC0) != 0x80) return 0;
    value = (value << 6) | (byte(i + k) & 0x3F);
  }
  if (value < minimum || value > 0x10FFFF || (value >= 0xD800 && value <= 0xDFFF)) return 0;
  return length;
}

// Calls `emit(sequence)` for each code point of `text`, invalid bytes as U+FFFD; stops
// when `emit` returns false.
template <typename Emit>
void forEachCodePoint(std::string_view text, Emit emit) {
  for (std::size_t i = 0; i < text.size();) {
    const std::size_t length = validSequenceLength(text, i);
    const std::string_view sequence = length ? text.substr(i, length) : kReplacementCharacter;
    i += length ? length : 1;
    if (!emit(sequence)) return;
  }
}

}  // namespace

void appendEscaped(std::string& out, std::string_view text) {
  out.reserve(out.size() + text.size());
  forEachCodePoint(text, [&](std::string_view sequence) {
    if (sequence.size() != 1) {
      out += sequence;
      return true;
    }
    const char c = sequence[0];
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      case '\'': out += "&#39;"; break;
      default:
        // Control characters other than tab and newline are not allowed in HTML text.
        if (static_cast<unsigned char>(c) < 0x20 && c != '\t' && c != '\n') out += kReplacementCharacter;
        else out += c;
    }
    return true;
  });
}

std::string escapeHtml(std::string_view text) {
  std::string out;
  appendEscaped(out, text);
  return out;
}

std::string truncateUtf8(std::string_view text, std::size_t maxCharacters) {
  std::string out;
  std::size_t count = 0;
  bool cut = false;
  forEachCodePoint(text, [&](std::string_view sequence) {
    if (count == maxCharacters) {
      cut = true;
      return false;
    }
    out += sequence;
    ++count;
    return true;
  });
  if (cut) out += "\xE2\x80\xA6";
  return out;
}

}  // namespace shardscope::report
