#include "egraph/sexpr_parser.h"

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace shardscope::egraph {

ParseError::ParseError(Diagnostic diagnostic)
    : std::runtime_error(diagnostic.format()), diagnostic_(std::move(diagnostic)) {}

namespace {

bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'; }
bool isDelimiter(char c) { return isSpace(c) || c == '(' || c == ')' || c == ';'; }

class Reader {
 public:
  Reader(std::string_view text, std::string_view fileName, SExprLimits limits)
      : text_(text), fileName_(fileName), limits_(limits) {}

  Term read() {
    // An open list: its '(' position for messages, its operator once read, its children.
    struct Open {
      int line, column;
      std::optional<Symbol> op;
      std::vector<std::uint32_t> children;
    };
    std::vector<Open> open;
    std::optional<std::uint32_t> root;

    // Attaches a finished node to the enclosing list, or makes it the root.
    auto finish = [&](std::uint32_t index, int line, int column) {
      if (!open.empty()) {
        open.back().children.push_back(index);
      } else if (root) {
        fail(line, column, "unexpected text after the term");
      } else {
        root = index;
      }
    };

    for (;;) {
      skipSpaceAndComments();
      if (pos_ == text_.size()) break;
      const int line = line_, column = column_;
      const char c = text_[pos_];
      if (root && open.empty()) fail(line, column, "unexpected text after the term");
      if (c == '(') {
        if (!open.empty() && !open.back().op)
          fail(line, column, "expected an operator name after '(', found '('");
        if (open.size() >= limits_.maxDepth)
          fail(line, column, "terms nested deeper than " + std::to_string(limits_.maxDepth) +
                                 " levels are not accepted");
        advance();
        open.push_back(Open{line, column, std::nullopt, {}});
      } else if (c == ')') {
        if (open.empty()) fail(line, column, "unexpected ')' with no matching '('");
        if (!open.back().op) fail(line, column, "empty list '()' has no operator");
        advance();
        Open done = std::move(open.back());
        open.pop_back();
        finish(term_.add(*done.op, std::move(done.children)), line, column);
      } else {
        const Symbol atom(readAtom());
        if (!open.empty() && !open.back().op) {
          open.back().op = atom;
        } else {
          finish(term_.add(atom), line, column);
        }
      }
    }
    if (!open.empty())
      fail(open.back().line, open.back().column, "missing ')' for this '('");
    if (!root) fail(line_, column_, "expected a term, found end of input");
    return std::move(term_);
  }

 private:
  void advance() {
    if (text_[pos_] == '\n') {
      ++line_;
      column_ = 1;
    } else {
      ++column_;
    }
    ++pos_;
  }

  void skipSpaceAndComments() {
    while (pos_ < text_.size()) {
      if (isSpace(text_[pos_])) {
        advance();
      } else if (text_[pos_] == ';') {
        while (pos_ < text_.size() && text_[pos_] != '\n') advance();
      } else {
        return;
      }
    }
  }

  std::string_view readAtom() {
    const std::size_t start = pos_;
    while (pos_ < text_.size() && !isDelimiter(text_[pos_])) advance();
    return text_.substr(start, pos_ - start);
  }

  [[noreturn]] void fail(int line, int column, std::string message) const {
    throw ParseError(Diagnostic{Severity::Error, std::string(fileName_), line, column,
                                std::move(message)});
  }

  std::string_view text_;
  std::string_view fileName_;
  SExprLimits limits_;
  std::size_t pos_ = 0;
  int line_ = 1;
  int column_ = 1;
  Term term_;
};

}  // namespace

Term parseTerm(std::string_view text, std::string_view fileName, SExprLimits limits) {
  return Reader(text, fileName, limits).read();
}

}  // namespace shardscope::egraph
