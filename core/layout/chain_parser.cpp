#include "layout/chain_parser.h"

#include <cctype>

namespace shardscope::layout {
namespace {

// Dims and permutation entries beyond this are rejected before any arithmetic.
constexpr int64_t kMaxNumber = int64_t{1} << 50;
// Whole-chain cap: a chain longer than this is not a layout sequence anyone wrote.
constexpr std::size_t kMaxOps = 4096;

class Cursor {
 public:
  Cursor(std::string_view text, const std::string& source) : text_(text), source_(source) {}

  void skipSpace() {
    while (pos_ < text_.size() && std::isspace(static_cast<unsigned char>(text_[pos_]))) ++pos_;
  }
  bool atEnd() const { return pos_ >= text_.size(); }
  char peek() const { return atEnd() ? '\0' : text_[pos_]; }
  int column() const { return static_cast<int>(pos_) + 1; }
  std::size_t position() const { return pos_; }
  void advance(std::size_t count = 1) { pos_ += count; }
  bool consume(char c) {
    if (peek() != c) return false;
    ++pos_;
    return true;
  }
  std::string_view rest() const { return text_.substr(pos_); }

  Diagnostic error(std::string message, int column = 0) const {
    Diagnostic d;
    d.file = source_;
    d.line = 1;
    d.column = column > 0 ? column : this->column();
    d.message = std::move(message);
    return d;
  }

  std::string describeNext() const {
    if (atEnd()) return "end of input";
    return std::string("'") + peek() + "'";
  }

 private:
  std::string_view text_;
  const std::string& source_;
  std::size_t pos_ = 0;
};

// Reads `n0,n1,...` up to (not including) `close`; `close` == '\0' means end of text.
std::optional<Diagnostic> parseNumberList(Cursor& cursor, char close, const char* what,
                                          std::vector<int64_t>& values) {
  cursor.skipSpace();
  if (close != '\0' && cursor.peek() == close) return std::nullopt;  // empty list
  if (close == '\0' && cursor.atEnd()) return std::nullopt;
  while (true) {
    cursor.skipSpace();
    if (!std::isdigit(static_cast<unsigned char>(cursor.peek())))
      return cursor.error(std::string("expected a non-negative integer ") + what + ", found " +
                          cursor.describeNext());
    const int start = cursor.column();
    int64_t value = 0;
    while (std::isdigit(static_cast<unsigned char>(cursor.peek()))) {
      value = value * 10 + (cursor.peek() - '0');
      if (value > kMaxNumber)
        return cursor.error(std::string(what) + " is too large (limit 2^50)", start);
      cursor.advance();
    }
    if (values.size() >= static_cast<std::size_t>(kMaxRank))
      return cursor.error("more than " + std::to_string(kMaxRank) + " dimensions", start);
    values.push_back(value);
    cursor.skipSpace();
    if (cursor.consume(',')) continue;
    if (close == '\0' ? cursor.atEnd() : cursor.peek() == close) return std::nullopt;
    return cursor.error(std::string("expected ',' or ") +
                        (close == '\0' ? std::string("end of input")
                                       : std::string("'") + close + "'") +
                        ", found " + cursor.describeNext());
  }
}

}  // namespace

ParsedChain parseLayoutChain(std::string_view text, const std::string& source) {
  ParsedChain result;
  Cursor cursor(text, source);
  while (true) {
    cursor.skipSpace();
    if (cursor.atEnd()) return result;
    const int start = cursor.column();
    const std::string_view rest = cursor.rest();
    std::size_t nameLength = 0;
    while (nameLength < rest.size() && std::isalpha(static_cast<unsigned char>(rest[nameLength])))
      ++nameLength;
    const std::string_view name = rest.substr(0, nameLength);
    LayoutOp op;
    if (name == "reshape") {
      op.kind = LayoutOp::Kind::Reshape;
    } else if (name == "transpose") {
      op.kind = LayoutOp::Kind::Transpose;
    } else {
      result.error = cursor.error(
          nameLength == 0 ? "expected 'reshape(...)' or 'transpose(...)', found " +
                                cursor.describeNext()
                          : "unknown layout op '" + std::string(name) +
                                "' (expected 'reshape' or 'transpose')");
      return result;
    }
    cursor.advance(nameLength);
    cursor.skipSpace();
    if (!cursor.consume('(')) {
      result.error = cursor.error("expected '(' after '" + std::string(name) + "', found " +
                                  cursor.describeNext());
      return result;
    }
    if (auto error = parseNumberList(cursor, ')', op.isReshape() ? "dimension" : "axis",
                                     op.values)) {
      result.error = std::move(error);
      return result;
    }
    cursor.consume(')');
    if (result.chain.size() >= kMaxOps) {
      result.error = cursor.error("more than " + std::to_string(kMaxOps) + " ops", start);
      return result;
    }
    result.chain.push_back(std::move(op));
    result.opColumns.push_back(start);
  }
}

ParsedShape parseShape(std::string_view text, const std::string& source) {
  ParsedShape result;
  Cursor cursor(text, source);
  cursor.skipSpace();
  const bool parenthesised = cursor.consume('(');
  if (auto error = parseNumberList(cursor, parenthesised ? ')' : '\0', "dimension",
                                   result.shape)) {
    result.error = std::move(error);
    return result;
  }
  if (parenthesised) {
    cursor.consume(')');
    cursor.skipSpace();
    if (!cursor.atEnd()) {
      result.error = cursor.error("unexpected " + cursor.describeNext() + " after the shape");
      return result;
    }
  }
  if (!elementCount(result.shape))
    result.error = cursor.error("the shape has more than 2^62 elements", 1);
  return result;
}

}  // namespace shardscope::layout
