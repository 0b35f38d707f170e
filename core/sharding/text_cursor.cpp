#include "sharding/text_cursor.h"

#include <limits>

namespace shardscope::sharding::detail {
namespace {

bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'; }
bool isDigit(char c) { return c >= '0' && c <= '9'; }
bool isWordStart(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; }
bool isWordChar(char c) { return isWordStart(c) || isDigit(c); }

}  // namespace

void TextCursor::skipSpace() {
  while (pos_ < text_.size()) {
    if (isSpace(text_[pos_])) {
      ++pos_;
    } else if (text_.substr(pos_, 2) == "/*") {
      const std::size_t end = text_.find("*/", pos_ + 2);
      if (end == std::string_view::npos) failAt(pos_, "unterminated comment");
      pos_ = end + 2;
    } else {
      return;
    }
  }
}

bool TextCursor::atEnd() {
  skipSpace();
  return pos_ >= text_.size();
}

char TextCursor::peek() {
  skipSpace();
  return pos_ < text_.size() ? text_[pos_] : '\0';
}

bool TextCursor::tryEat(char c) {
  if (peek() != c || pos_ >= text_.size()) return false;
  ++pos_;
  return true;
}

bool TextCursor::tryEat(std::string_view literal) {
  skipSpace();
  if (text_.substr(pos_, literal.size()) != literal) return false;
  pos_ += literal.size();
  return true;
}

void TextCursor::expect(char c, std::string_view what) {
  if (!tryEat(c)) failExpected(what);
}

std::string_view TextCursor::peekWord() {
  skipSpace();
  if (pos_ >= text_.size() || !isWordStart(text_[pos_])) return {};
  std::size_t end = pos_ + 1;
  while (end < text_.size() && isWordChar(text_[end])) ++end;
  return text_.substr(pos_, end - pos_);
}

std::string_view TextCursor::readWord(std::string_view what) {
  const std::string_view word = peekWord();
  if (word.empty()) failExpected(what);
  pos_ += word.size();
  return word;
}

bool TextCursor::tryEatWord(std::string_view word) {
  if (peekWord() != word) return false;
  pos_ += word.size();
  return true;
}

int64_t TextCursor::readInt(std::string_view what) {
  skipSpace();
  const std::size_t start = pos_;
  std::size_t p = pos_;
  const bool negative = p < text_.size() && text_[p] == '-';
  if (negative) ++p;
  if (p >= text_.size() || !isDigit(text_[p])) failExpected(what);
  // Accumulate as a negative number so that INT64_MIN is representable.
  int64_t value = 0;
  constexpr int64_t kMin = std::numeric_limits<int64_t>::min();
  for (; p < text_.size() && isDigit(text_[p]); ++p) {
    const int digit = text_[p] - '0';
    if (value < (kMin + digit) / 10) failAt(start, "integer out of range");
    value = value * 10 - digit;
  }
  if (p < text_.size() && isWordStart(text_[p])) {
    pos_ = start;
    failExpected(what);
  }
  if (!negative) {
    if (value == kMin) failAt(start, "integer out of range");
    value = -value;
  }
  pos_ = p;
  return value;
}

void TextCursor::skipQuoted() {
  skipSpace();
  const std::size_t start = pos_;
  if (pos_ >= text_.size() || text_[pos_] != '"') failExpected("'\"'");
  for (std::size_t p = pos_ + 1; p < text_.size(); ++p) {
    if (text_[p] == '\\') {
      ++p;  // the escaped character, whatever it is, cannot close the string
    } else if (text_[p] == '"') {
      pos_ = p + 1;
      return;
    }
  }
  failAt(start, "unterminated string");
}

std::string TextCursor::readQuoted(std::string_view what) {
  if (peek() != '"') failExpected(what);
  const std::size_t start = pos_;
  skipQuoted();
  std::string value;
  for (std::size_t p = start + 1; p + 1 < pos_; ++p) {
    if (text_[p] == '\\' && p + 2 < pos_) ++p;
    value += text_[p];
  }
  return value;
}

void TextCursor::failAt(std::size_t offset, std::string message) const {
  throw TextError{offset, std::move(message)};
}

void TextCursor::failExpected(std::string_view what) {
  const std::string found = describeNext();
  failAt(pos_, "expected " + std::string(what) + ", found " + found);
}

std::string TextCursor::describeNext() {
  try {
    skipSpace();
  } catch (const TextError&) {
    return "an unterminated comment";
  }
  if (pos_ >= text_.size()) return "end of input";
  const char c = text_[pos_];
  std::size_t end = pos_ + 1;
  if (isWordChar(c) || c == '-') {
    while (end < text_.size() && isWordChar(text_[end]) && end - pos_ < 24) ++end;
  }
  std::string token(text_.substr(pos_, end - pos_));
  for (char& ch : token) {
    if (static_cast<unsigned char>(ch) < 0x20 || static_cast<unsigned char>(ch) >= 0x7f) ch = '?';
  }
  return "'" + token + "'";
}

}  // namespace shardscope::sharding::detail
