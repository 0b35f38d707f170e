#include "io/stablehlo_lexer.h"

#include <cctype>
#include <vector>

namespace shardscope::io::mlir {
namespace {

// MLIR: bare identifiers are letters, digits and `_ $ .`; value and symbol names may
// also hold '-'.
bool isIdentifierChar(char c, bool allowDash) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.' || c == '$' || (allowDash && c == '-');
}

bool isWordStart(char c) { return std::isalpha(static_cast<unsigned char>(c)) || c == '_'; }

int hexValue(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

}  // namespace

bool Lexer::skipTrivia() {
  bool newline = false;
  while (pos_ < text_.size()) {
    const char c = text_[pos_];
    if (c == '\n') {
      newline = true;
      ++pos_;
    } else if (c == ' ' || c == '\t' || c == '\r' || c == '\f') {
      ++pos_;
    } else if (c == '/' && pos_ + 1 < text_.size() && text_[pos_ + 1] == '/') {
      const std::size_t end = text_.find('\n', pos_);
      pos_ = end == std::string_view::npos ? text_.size() : end;
    } else {
      break;
    }
  }
  return newline;
}

Token Lexer::peek() {
  const std::size_t saved = pos_;
  Token token = next();
  pos_ = saved;
  return token;
}

Token Lexer::next() {
  const bool newline = skipTrivia();
  Token token = lex();
  token.newlineBefore = newline;
  return token;
}

Token Lexer::lex() {
  Token token;
  token.offset = pos_;
  if (pos_ >= text_.size()) return token;
  const std::size_t start = pos_;
  const char c = text_[pos_];
  auto finish = [&](TokenKind kind) {
    token.kind = kind;
    token.text = text_.substr(start, pos_ - start);
    return token;
  };
  auto scanIdentifier = [&](bool allowDash) {
    while (pos_ < text_.size() && isIdentifierChar(text_[pos_], allowDash)) ++pos_;
  };
  auto scanString = [&] {
    ++pos_;  // opening quote
    while (pos_ < text_.size() && text_[pos_] != '"') {
      if (text_[pos_] == '\\') ++pos_;
      if (text_[pos_] == '\n') throw LexError{start, "unterminated string"};
      ++pos_;
    }
    if (pos_ >= text_.size()) throw LexError{start, "unterminated string"};
    ++pos_;
  };
  switch (c) {
    case '%': {
      ++pos_;
      scanIdentifier(true);
      if (pos_ == start + 1) throw LexError{start, "expected a value name after '%'"};
      if (pos_ < text_.size() && text_[pos_] == '#') {
        ++pos_;
        while (pos_ < text_.size() && std::isdigit(static_cast<unsigned char>(text_[pos_]))) ++pos_;
      }
      return finish(TokenKind::ValueId);
    }
    case '@':
      ++pos_;
      if (pos_ < text_.size() && text_[pos_] == '"') scanString();
      else scanIdentifier(true);
      if (pos_ == start + 1) throw LexError{start, "expected a symbol name after '@'"};
      return finish(TokenKind::SymbolRef);
    case '#':
      ++pos_;
      scanIdentifier(false);
      return finish(TokenKind::AttrAlias);
    case '^':
      ++pos_;
      scanIdentifier(true);
      return finish(TokenKind::BlockLabel);
    case '"':
      scanString();
      return finish(TokenKind::String);
    case '-':
      if (pos_ + 1 < text_.size() && text_[pos_ + 1] == '>') {
        pos_ += 2;
        return finish(TokenKind::Arrow);
      }
      break;
    default: break;
  }
  if (std::isdigit(static_cast<unsigned char>(c)) ||
      ((c == '-' || c == '+') && pos_ + 1 < text_.size() && std::isdigit(static_cast<unsigned char>(text_[pos_ + 1])))) {
    ++pos_;
    if (c == '0' && pos_ < text_.size() && (text_[pos_] == 'x' || text_[pos_] == 'X') && pos_ + 1 < text_.size() &&
        hexValue(text_[pos_ + 1]) >= 0) {
      ++pos_;
      while (pos_ < text_.size() && hexValue(text_[pos_]) >= 0) ++pos_;
      return finish(TokenKind::Integer);
    }
    bool isFloat = false;
    while (pos_ < text_.size()) {
      const char d = text_[pos_];
      if (std::isdigit(static_cast<unsigned char>(d))) {
        ++pos_;
      } else if (d == '.' && !isFloat) {
        isFloat = true;
        ++pos_;
      } else if ((d == 'e' || d == 'E') && pos_ + 1 < text_.size() &&
                 (std::isdigit(static_cast<unsigned char>(text_[pos_ + 1])) || text_[pos_ + 1] == '-' || text_[pos_ + 1] == '+')) {
        isFloat = true;
        pos_ += 2;
      } else {
        break;
      }
    }
    return finish(isFloat ? TokenKind::Float : TokenKind::Integer);
  }
  if (isWordStart(c)) {
    scanIdentifier(false);
    return finish(TokenKind::BareWord);
  }
  if (std::string_view("()[]{}<>,:=?*+|!").find(c) != std::string_view::npos) {
    ++pos_;
    if (c == '!') {  // dialect type such as !stablehlo.token: one word
      scanIdentifier(false);
      return finish(TokenKind::BareWord);
    }
    return finish(TokenKind::Punct);
  }
  throw LexError{start, std::string("unexpected character '") + c + "'"};
}

std::string_view Lexer::scanBalanced() {
  const std::size_t start = pos_;
  std::vector<char> stack;
  while (pos_ < text_.size()) {
    const char c = text_[pos_];
    if (c == '"') {
      ++pos_;
      while (pos_ < text_.size() && text_[pos_] != '"') {
        if (text_[pos_] == '\\') ++pos_;
        ++pos_;
      }
      if (pos_ >= text_.size()) throw LexError{start, "unterminated string"};
      ++pos_;
      continue;
    }
    if (c == '-' && pos_ + 1 < text_.size() && text_[pos_ + 1] == '>') {
      pos_ += 2;
      continue;
    }
    if (c == '(' || c == '[' || c == '{' || c == '<') {
      if (stack.size() >= static_cast<std::size_t>(kMaxBracketNesting)) throw LexError{pos_, "brackets nested too deeply"};
      stack.push_back(c == '(' ? ')' : c == '[' ? ']' : c == '{' ? '}' : '>');
    } else if (c == ')' || c == ']' || c == '}' || c == '>') {
      if (stack.empty() || stack.back() != c) throw LexError{pos_, std::string("unbalanced '") + c + "'"};
      stack.pop_back();
      if (stack.empty()) {
        ++pos_;
        return text_.substr(start, pos_ - start);
      }
    } else if (stack.empty()) {
      throw LexError{pos_, "expected an opening bracket"};
    }
    ++pos_;
  }
  throw LexError{start, "unbalanced bracket: its closing bracket is missing"};
}

std::string unquoteMlirString(std::string_view quoted) {
  if (quoted.size() >= 2 && quoted.front() == '"' && quoted.back() == '"') quoted = quoted.substr(1, quoted.size() - 2);
  std::string out;
  out.reserve(quoted.size());
  for (std::size_t i = 0; i < quoted.size(); ++i) {
    if (quoted[i] != '\\' || i + 1 >= quoted.size()) {
      out += quoted[i];
      continue;
    }
    const char e = quoted[++i];
    switch (e) {
      case 'n': out += '\n'; break;
      case 't': out += '\t'; break;
      case '\\': out += '\\'; break;
      case '"': out += '"'; break;
      default:
        if (i + 1 < quoted.size() && hexValue(e) >= 0 && hexValue(quoted[i + 1]) >= 0) {
          out += static_cast<char>(hexValue(e) * 16 + hexValue(quoted[i + 1]));
          ++i;
        } else {
          out += e;
        }
    }
  }
  return out;
}

}  // namespace shardscope::io::mlir
