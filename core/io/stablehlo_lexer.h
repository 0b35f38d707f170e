#pragma once
// Tokens of MLIR's textual form, as far as StableHLO/MHLO/Shardy modules use it. The
// lexer is a cursor over the text: the reader can take the raw text of a type or an
// attribute value and continue after it (MLIR types such as `tensor<4x8xf32>` do not
// split into ordinary tokens).

#include <cstddef>
#include <string>
#include <string_view>

namespace shardscope::io::mlir {

enum class TokenKind {
  End,
  ValueId,     // %name, %0, %arg3, %0#1 (the `#n` result index is part of the token)
  SymbolRef,   // @name or @"quoted name"
  AttrAlias,   // #loc3, #sdy.sharding, #stablehlo.dot (the dialect attribute's name)
  BlockLabel,  // ^bb0
  BareWord,    // func.func, stablehlo.add, tensor, dense, x, LT, true
  Integer,     // 42, -3, 0x1F
  Float,       // 1.5, -2.0e+03
  String,      // "..." (text keeps the quotes and escapes)
  Arrow,       // ->
  Punct,       // one of ( ) [ ] { } < > , : = ? * + |
};

struct Token {
  TokenKind kind = TokenKind::End;
  std::string_view text;
  std::size_t offset = 0;
  bool newlineBefore = false;  // a line break lies between this token and the previous one

  bool is(char c) const { return kind == TokenKind::Punct && text.size() == 1 && text[0] == c; }
  bool isWord(std::string_view word) const { return kind == TokenKind::BareWord && text == word; }
};

class Lexer {
 public:
  explicit Lexer(std::string_view text) : text_(text) {}

  Token peek();
  Token next();
  std::size_t offset() const { return pos_; }
  void seek(std::size_t offset) { pos_ = offset; }
  std::string_view text() const { return text_; }

  // Skips spaces and `//` comments; true when a line break was crossed.
  bool skipTrivia();
  // Scans a balanced bracketed span starting at `pos_` (which must be at one of
  // ( [ { <); returns its text including the brackets. Strings are skipped whole;
  // `->` is not a closing '>'. Throws LexError on imbalance or too deep nesting.
  std::string_view scanBalanced();

 private:
  Token lex();

  std::string_view text_;
  std::size_t pos_ = 0;
};

struct LexError {
  std::size_t offset;
  std::string message;
};

// The value of an MLIR string literal (`"a\"b\0A"`): MLIR escapes are \\, \", \n, \t and
// two hex digits.
std::string unquoteMlirString(std::string_view quoted);

inline constexpr int kMaxBracketNesting = 256;

}  // namespace shardscope::io::mlir
