#pragma once
// A cursor over untrusted notation text (GSPMD shardings, meshes, named-axis shardings,
// DTensor placements) with the lexing all those parsers share. Problems are thrown as
// TextError carrying a byte offset; each parser's entry point catches it and returns a
// ShardingParseError, so no exception crosses the module's API.

#include <cstdint>
#include <string>
#include <string_view>

namespace shardscope::sharding::detail {

struct TextError {
  std::size_t offset = 0;
  std::string message;
};

class TextCursor {
 public:
  explicit TextCursor(std::string_view text) : text_(text) {}

  std::size_t offset() const { return pos_; }
  std::string_view text() const { return text_; }

  // Skips whitespace and /* ... */ comments (XLA prints `/*index=5*/` in tuples).
  void skipSpace();
  bool atEnd();     // after skipping space
  char peek();      // next character after skipping space, '\0' at the end
  void advance() { ++pos_; }
  void moveTo(std::size_t offset) { pos_ = offset < text_.size() ? offset : text_.size(); }
  bool tryEat(char c);
  bool tryEat(std::string_view literal);
  void expect(char c, std::string_view what);  // fails with "expected <what>, found ..."

  // An identifier [A-Za-z_][A-Za-z0-9_]* at the cursor (after space), or "".
  std::string_view peekWord();
  std::string_view readWord(std::string_view what);  // fails when there is none
  bool tryEatWord(std::string_view word);

  // A decimal integer with an optional '-'; fails when absent or out of int64 range.
  int64_t readInt(std::string_view what);
  // A double-quoted string with backslash escapes; returns the unescaped contents.
  std::string readQuoted(std::string_view what);
  // Skips a double-quoted string starting at the cursor without unescaping it.
  void skipQuoted();

  [[noreturn]] void failAt(std::size_t offset, std::string message) const;
  [[noreturn]] void failExpected(std::string_view what);
  // Names what is at the cursor for an error message: 'word', '3', '}', end of input.
  std::string describeNext();

 private:
  std::string_view text_;
  std::size_t pos_ = 0;
};

}  // namespace shardscope::sharding::detail
