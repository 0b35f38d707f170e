#include "partition/einsum_parser.h"

#include <cctype>
#include <charconv>
#include <cmath>

namespace shardscope::partition {
namespace {

enum class TokenKind {
  Identifier, Integer, Number, LBracket, RBracket, LParen, RParen, Comma, Equals,
  Plus, Minus, Star, Slash, Newline, End, Invalid
};

struct Token {
  TokenKind kind = TokenKind::End;
  std::string_view text;
  SourcePosition position;
};

// Splits the text into tokens on demand; `#` starts a comment that runs to the end of
// the line. Newlines are tokens because statements end at them.
class Lexer {
 public:
  explicit Lexer(std::string_view text) : text_(text) {}

  Token next() {
    skipBlanksAndComments();
    Token token;
    token.position = {line_, column_};
    if (offset_ >= text_.size()) {
      token.kind = TokenKind::End;
      return token;
    }
    const std::size_t start = offset_;
    const char c = text_[offset_];
    if (c == '\n') {
      advance();
      token.kind = TokenKind::Newline;
    } else if (std::isalpha(static_cast<unsigned char>(c)) || c == '_') {
      while (offset_ < text_.size() && (std::isalnum(static_cast<unsigned char>(text_[offset_])) ||
                                        text_[offset_] == '_'))
        advance();
      token.kind = TokenKind::Identifier;
    } else if (std::isdigit(static_cast<unsigned char>(c)) || c == '.') {
      token.kind = lexNumber();
    } else {
      advance();
      switch (c) {
        case '[': token.kind = TokenKind::LBracket; break;
        case ']': token.kind = TokenKind::RBracket; break;
        case '(': token.kind = TokenKind::LParen; break;
        case ')': token.kind = TokenKind::RParen; break;
        case ',': token.kind = TokenKind::Comma; break;
        case '=': token.kind = TokenKind::Equals; break;
        case '+': token.kind = TokenKind::Plus; break;
        case '-': token.kind = TokenKind::Minus; break;
        case '*': token.kind = TokenKind::Star; break;
        case '/': token.kind = TokenKind::Slash; break;
        default: token.kind = TokenKind::Invalid; break;
      }
    }
    token.text = text_.substr(start, offset_ - start);
    return token;
  }

 private:
  void advance() {
    if (text_[offset_] == '\n') {
      ++line_;
      column_ = 1;
    } else {
      ++column_;
    }
    ++offset_;
  }

  void skipBlanksAndComments() {
    while (offset_ < text_.size()) {
      const char c = text_[offset_];
      if (c == ' ' || c == '\t' || c == '\r') {
        advance();
      } else if (c == '#') {
        while (offset_ < text_.size() && text_[offset_] != '\n') advance();
      } else {
        break;
      }
    }
  }

  TokenKind lexNumber() {
    bool isInteger = true;
    auto digits = [&] {
      while (offset_ < text_.size() && std::isdigit(static_cast<unsigned char>(text_[offset_])))
        advance();
    };
    digits();
    if (offset_ < text_.size() && text_[offset_] == '.') {
      isInteger = false;
      advance();
      digits();
    }
    if (offset_ < text_.size() && (text_[offset_] == 'e' || text_[offset_] == 'E')) {
      isInteger = false;
      advance();
      if (offset_ < text_.size() && (text_[offset_] == '+' || text_[offset_] == '-')) advance();
      digits();
    }
    return isInteger ? TokenKind::Integer : TokenKind::Number;
  }

  std::string_view text_;
  std::size_t offset_ = 0;
  int line_ = 1;
  int column_ = 1;
};

std::string describe(const Token& token) {
  switch (token.kind) {
    case TokenKind::Newline: return "end of line";
    case TokenKind::End: return "end of file";
    default: {
      std::string text(token.text.substr(0, 40));
      for (char& c : text)
        if (!std::isprint(static_cast<unsigned char>(c))) c = '?';
      return "'" + text + "'";
    }
  }
}

struct ParseFailure {
  SourcePosition position;
  std::string message;
};

bool isReserved(std::string_view word) {
  static constexpr std::string_view kReserved[] = {"bounds", "input", "sum", "max", "min",
                                                   "relu", "exp", "tanh", "neg"};
  for (std::string_view reserved : kReserved)
    if (word == reserved) return true;
  return false;
}

std::optional<Aggregation> aggregationNamed(std::string_view word) {
  if (word == "sum") return Aggregation::Sum;
  if (word == "max") return Aggregation::Max;
  if (word == "min") return Aggregation::Min;
  return std::nullopt;
}

std::optional<UnaryFunction> unaryNamed(std::string_view word) {
  if (word == "relu") return UnaryFunction::Relu;
  if (word == "exp") return UnaryFunction::Exp;
  if (word == "tanh") return UnaryFunction::Tanh;
  if (word == "neg") return UnaryFunction::Neg;
  return std::nullopt;
}

class Parser {
 public:
  explicit Parser(std::string_view text) : lexer_(text) { current_ = lexer_.next(); }

  EinSumGraph parseFile() {
    while (current_.kind != TokenKind::End) {
      if (current_.kind != TokenKind::Newline) parseStatement();
      if (current_.kind == TokenKind::Newline) {
        take();
      } else if (current_.kind != TokenKind::End) {
        fail("expected end of line");
      }
    }
    return std::move(graph_);
  }

 private:
  [[noreturn]] void fail(const std::string& expected) const {
    throw ParseFailure{current_.position, expected + ", found " + describe(current_)};
  }
  [[noreturn]] static void failGraph(const GraphError& error) {
    throw ParseFailure{error.position, error.message};
  }

  Token take() {
    Token token = current_;
    current_ = lexer_.next();
    return token;
  }

  Token expect(TokenKind kind, const char* what) {
    if (current_.kind != kind) fail(std::string("expected ") + what);
    return take();
  }

  bool isKeyword(std::string_view word) const {
    return current_.kind == TokenKind::Identifier && current_.text == word;
  }

  Token expectName(const char* what) {
    if (current_.kind != TokenKind::Identifier || isReserved(current_.text))
      fail(std::string("expected ") + what);
    return take();
  }

  void parseStatement() {
    if (isKeyword("bounds")) {
      take();
      parseBounds();
    } else if (isKeyword("input")) {
      take();
      parseInputs();
    } else if (current_.kind == TokenKind::Identifier && !isReserved(current_.text)) {
      parseNode();
    } else {
      fail("expected 'bounds', 'input' or a tensor definition");
    }
  }

  void parseBounds() {
    do {
      const Token name = expectName("an index name");
      expect(TokenKind::Equals, "'='");
      if (current_.kind != TokenKind::Integer) fail("expected a positive integer bound");
      const Token value = take();
      int64_t bound = 0;
      const auto [end, error] =
          std::from_chars(value.text.data(), value.text.data() + value.text.size(), bound);
      if (error != std::errc() || end != value.text.data() + value.text.size() || bound < 1 ||
          bound > kMaxIndexBound)
        throw ParseFailure{value.position, "expected a bound between 1 and 2^40, found '" +
                                               std::string(value.text.substr(0, 40)) + "'"};
      if (auto graphError = graph_.addBound(std::string(name.text), bound, name.position))
        failGraph(*graphError);
    } while (current_.kind == TokenKind::Identifier);
  }

  void parseInputs() {
    while (true) {
      const AccessSpec access = parseAccess();
      if (auto error = graph_.addInput(access.tensor, access.indices, access.position))
        failGraph(*error);
      if (current_.kind != TokenKind::Comma) break;
      take();
    }
  }

  AccessSpec parseAccess() {
    const Token name = expectName("a tensor name");
    return parseAccessIndices(name);
  }

  AccessSpec parseAccessIndices(const Token& name) {
    AccessSpec access;
    access.tensor = std::string(name.text);
    access.position = name.position;
    expect(TokenKind::LBracket, "'['");
    if (current_.kind != TokenKind::RBracket) {
      while (true) {
        if (access.indices.size() >= static_cast<std::size_t>(kMaxTensorRank))
          fail("expected at most " + std::to_string(kMaxTensorRank) + " indices");
        access.indices.emplace_back(expectName("an index name").text);
        if (current_.kind != TokenKind::Comma) break;
        take();
      }
    }
    expect(TokenKind::RBracket, "']' or ','");
    return access;
  }

  void parseNode() {
    const Token name = take();
    const AccessSpec lhs = parseAccessIndices(name);
    NodeSpec spec;
    spec.output = lhs.tensor;
    spec.outputIndices = lhs.indices;
    spec.position = lhs.position;
    expect(TokenKind::Equals, "'='");
    const auto aggregation = current_.kind == TokenKind::Identifier
                                 ? aggregationNamed(current_.text)
                                 : std::nullopt;
    if (aggregation) {
      spec.aggregation = *aggregation;
      spec.aggregationPosition = take().position;
      expect(TokenKind::LParen, "'(' after the aggregation");
      parseExpression(spec, 0);
      expect(TokenKind::RParen, "')' closing the aggregation");
      if (current_.kind != TokenKind::Newline && current_.kind != TokenKind::End)
        fail("expected end of line (an aggregation must wrap the whole right-hand side)");
    } else {
      parseExpression(spec, 0);
    }
    if (auto error = graph_.addNode(std::move(spec))) failGraph(*error);
  }

  // expr := term (('+'|'-') term)*
  int parseExpression(NodeSpec& spec, int depth) {
    checkDepth(depth);
    int lhs = parseTerm(spec, depth + 1);
    while (current_.kind == TokenKind::Plus || current_.kind == TokenKind::Minus) {
      const BinaryOperator op =
          take().kind == TokenKind::Plus ? BinaryOperator::Add : BinaryOperator::Sub;
      const int rhs = parseTerm(spec, depth + 1);
      lhs = addBinary(spec, op, lhs, rhs);
    }
    return lhs;
  }

  // term := factor (('*'|'/') factor)*
  int parseTerm(NodeSpec& spec, int depth) {
    checkDepth(depth);
    int lhs = parseFactor(spec, depth + 1);
    while (current_.kind == TokenKind::Star || current_.kind == TokenKind::Slash) {
      const BinaryOperator op =
          take().kind == TokenKind::Star ? BinaryOperator::Mul : BinaryOperator::Div;
      const int rhs = parseFactor(spec, depth + 1);
      lhs = addBinary(spec, op, lhs, rhs);
    }
    return lhs;
  }

  // factor := '-' factor | FUNC '(' expr ')' | '(' expr ')' | NUMBER | access
  int parseFactor(NodeSpec& spec, int depth) {
    checkDepth(depth);
    if (current_.kind == TokenKind::Minus) {
      take();
      const int argument = parseFactor(spec, depth + 1);
      return addUnary(spec, UnaryFunction::Neg, argument);
    }
    if (current_.kind == TokenKind::LParen) {
      take();
      const int inner = parseExpression(spec, depth + 1);
      expect(TokenKind::RParen, "')'");
      return inner;
    }
    if (current_.kind == TokenKind::Integer || current_.kind == TokenKind::Number) {
      const Token number = take();
      ScalarExpr expr;
      expr.kind = ScalarExpr::Kind::Constant;
      // from_chars: locale-independent (the CLI's QCoreApplication sets the C locale
      // from the environment, which would change what stod accepts).
      const auto [end, error] = std::from_chars(
          number.text.data(), number.text.data() + number.text.size(), expr.constant);
      if (error != std::errc() || end != number.text.data() + number.text.size())
        throw ParseFailure{number.position, "expected a number, found " + describe(number)};
      if (!std::isfinite(expr.constant))
        throw ParseFailure{number.position, "expected a finite number, found " + describe(number)};
      spec.kernel.push_back(expr);
      return static_cast<int>(spec.kernel.size()) - 1;
    }
    if (current_.kind == TokenKind::Identifier) {
      if (const auto function = unaryNamed(current_.text)) {
        take();
        expect(TokenKind::LParen, "'('");
        const int argument = parseExpression(spec, depth + 1);
        expect(TokenKind::RParen, "')'");
        return addUnary(spec, *function, argument);
      }
      if (aggregationNamed(current_.text))
        fail("expected a tensor (an aggregation may only wrap the whole right-hand side)");
      spec.operands.push_back(parseAccess());
      ScalarExpr expr;
      expr.kind = ScalarExpr::Kind::Operand;
      expr.operand = static_cast<int>(spec.operands.size()) - 1;
      spec.kernel.push_back(expr);
      return static_cast<int>(spec.kernel.size()) - 1;
    }
    fail("expected a tensor, a number, '(' or a function");
  }

  void checkDepth(int depth) const {
    if (depth > 3 * kMaxExpressionDepth)
      throw ParseFailure{current_.position, "expected an expression nested at most " +
                                                std::to_string(kMaxExpressionDepth) +
                                                " levels deep, found a deeper one"};
  }

  static int addUnary(NodeSpec& spec, UnaryFunction function, int argument) {
    ScalarExpr expr;
    expr.kind = ScalarExpr::Kind::Unary;
    expr.unary = function;
    expr.lhs = argument;
    spec.kernel.push_back(expr);
    return static_cast<int>(spec.kernel.size()) - 1;
  }

  static int addBinary(NodeSpec& spec, BinaryOperator op, int lhs, int rhs) {
    ScalarExpr expr;
    expr.kind = ScalarExpr::Kind::Binary;
    expr.binary = op;
    expr.lhs = lhs;
    expr.rhs = rhs;
    spec.kernel.push_back(expr);
    return static_cast<int>(spec.kernel.size()) - 1;
  }

  Lexer lexer_;
  Token current_;
  EinSumGraph graph_;
};

}  // namespace

std::variant<EinSumGraph, Diagnostic> parseEinSumGraph(std::string_view text,
                                                       const std::string& fileName) {
  Diagnostic diagnostic;
  diagnostic.file = fileName;
  if (text.size() > kMaxEinSumTextBytes) {
    diagnostic.message = "expected at most 16 MiB of EinSum text, found " +
                         std::to_string(text.size()) + " bytes";
    return diagnostic;
  }
  try {
    Parser parser(text);
    return parser.parseFile();
  } catch (const ParseFailure& failure) {
    diagnostic.line = failure.position.line;
    diagnostic.column = failure.position.column;
    diagnostic.message = failure.message;
    return diagnostic;
  }
}

}  // namespace shardscope::partition
