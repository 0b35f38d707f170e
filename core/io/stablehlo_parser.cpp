#include "io/stablehlo_parser.h"

#include "io/stablehlo_lexer.h"
#include "io/stablehlo_types.h"

#include <cctype>

namespace shardscope::io::mlir {
namespace {

class Parser {
 public:
  explicit Parser(std::string_view text) : text_(text), lex_(text) {}

  ParsedModule parse() {
    try {
      collectLocationAliases();
      parseTopLevel();
    } catch (const LexError& error) {
      throw SyntaxError{error.offset, error.message};
    }
    return std::move(module_);
  }

 private:
  [[noreturn]] void fail(std::size_t offset, std::string message) { throw SyntaxError{offset, std::move(message)}; }

  std::string describe(const Token& token) {
    if (token.kind == TokenKind::End) return "end of file";
    return "'" + std::string(token.text.substr(0, 40)) + "'";
  }

  Token expect(char c, std::string_view what) {
    Token token = lex_.next();
    if (!token.is(c)) fail(token.offset, "expected '" + std::string(1, c) + "' " + std::string(what) + ", found " + describe(token));
    return token;
  }

  // `#loc3 = loc(...)` lines anywhere in the file (JAX prints them after the module).
  void collectLocationAliases() {
    std::size_t pos = 0;
    while (pos < text_.size()) {
      std::size_t end = text_.find('\n', pos);
      if (end == std::string_view::npos) end = text_.size();
      std::string_view line = text_.substr(pos, end - pos);
      if (line.starts_with("#loc")) {
        const std::size_t eq = line.find('=');
        if (eq != std::string_view::npos) {
          std::string_view name = line.substr(0, eq);
          while (!name.empty() && std::isspace(static_cast<unsigned char>(name.back()))) name.remove_suffix(1);
          std::string_view value = line.substr(eq + 1);
          while (!value.empty() && std::isspace(static_cast<unsigned char>(value.front()))) value.remove_prefix(1);
          while (!value.empty() && std::isspace(static_cast<unsigned char>(value.back()))) value.remove_suffix(1);
          if (value.starts_with("loc(") && value.ends_with(")")) module_.locationAliases.emplace(std::string(name), value.substr(4, value.size() - 5));
        }
      }
      pos = end + 1;
    }
  }

  void skipAliasDefinition() {
    // `#name = <attribute>` (the whole rest of the line).
    const Token alias = lex_.next();
    std::size_t end = text_.find('\n', alias.offset);
    lex_.seek(end == std::string_view::npos ? text_.size() : end);
  }

  void parseTopLevel() {
    bool sawModule = false;
    while (true) {
      const Token token = lex_.peek();
      if (token.kind == TokenKind::End) break;
      if (token.kind == TokenKind::AttrAlias || (token.kind == TokenKind::BareWord && token.text.starts_with("!"))) {
        skipAliasDefinition();
      } else if (token.isWord("module") || token.isWord("builtin.module")) {
        if (sawModule) fail(token.offset, "more than one module in the file");
        sawModule = true;
        parseModule();
      } else if (token.isWord("func.func") || token.isWord("sdy.mesh")) {
        sawModule = true;
        parseModuleItem();
      } else {
        fail(token.offset, "expected 'module' or 'func.func', found " + describe(token));
      }
    }
    if (module_.functions.empty()) fail(0, "the module has no func.func");
  }

  void parseModule() {
    lex_.next();  // module
    Token token = lex_.peek();
    if (token.kind == TokenKind::SymbolRef) {
      lex_.next();
      module_.name = symbolName(token.text);
      token = lex_.peek();
    }
    if (token.isWord("attributes")) {
      lex_.next();
      module_.attributes = parseDictionary();
    }
    expect('{', "to open the module body");
    while (true) {
      token = lex_.peek();
      if (token.is('}')) {
        lex_.next();
        break;
      }
      if (token.kind == TokenKind::End) fail(token.offset, "expected '}' to close the module, found end of file");
      parseModuleItem();
    }
    skipLocation();
  }

  void parseModuleItem() {
    const Token token = lex_.peek();
    if (token.isWord("func.func")) {
      parseFunction();
    } else if (token.isWord("sdy.mesh")) {
      lex_.next();
      const Token name = lex_.next();
      if (name.kind != TokenKind::SymbolRef) fail(name.offset, "expected a mesh name such as @mesh, found " + describe(name));
      expect('=', "after the mesh name");
      lex_.skipTrivia();
      const std::size_t at = lex_.offset();
      if (text_.substr(at).starts_with("#sdy.mesh")) lex_.seek(at + 9);
      lex_.skipTrivia();
      if (lex_.offset() >= text_.size() || text_[lex_.offset()] != '<') fail(lex_.offset(), "expected '<[...]>' after sdy.mesh @name =");
      const std::string_view meshText = lex_.scanBalanced();
      module_.meshes.push_back(MeshDefinition{symbolName(name.text), meshText, at});
      // XLA's export prints the mesh's own attributes after it
      // (`{stablehlo.mesh = {axes = [...]}}`); they restate the axes, so they are read and dropped.
      if (lex_.peek().is('{') && !lex_.peek().newlineBefore) parseDictionary();
      skipLocation();
    } else if (token.kind == TokenKind::AttrAlias) {
      skipAliasDefinition();
    } else {
      // Module-level ops of other dialects are not understood: say so rather than guess.
      fail(token.offset, "expected 'func.func' or 'sdy.mesh' in the module, found " + describe(token));
    }
  }

  static std::string symbolName(std::string_view text) {
    std::string_view name = text.substr(1);
    if (name.size() >= 2 && name.front() == '"') return unquoteMlirString(name);
    return std::string(name);
  }

  void parseFunction() {
    Function function;
    function.offset = lex_.next().offset;  // func.func
    Token token = lex_.next();
    if (token.isWord("public") || token.isWord("private") || token.isWord("nested")) {
      function.visibility = token.text;
      token = lex_.next();
    }
    if (token.kind != TokenKind::SymbolRef) fail(token.offset, "expected a function name such as @main, found " + describe(token));
    function.name = token.text.substr(1);
    expect('(', "to open the argument list");
    if (!lex_.peek().is(')')) {
      while (true) {
        ValueDef argument;
        const Token name = lex_.next();
        if (name.kind != TokenKind::ValueId) fail(name.offset, "expected an argument such as %arg0, found " + describe(name));
        argument.name = name.text;
        argument.offset = name.offset;
        expect(':', "after the argument name");
        argument.type = parseType();
        if (lex_.peek().is('{')) argument.attributes = parseDictionary();
        argument.location = parseOptionalLocation();
        function.arguments.push_back(std::move(argument));
        if (function.arguments.size() > (1u << 20)) fail(name.offset, "more than 2^20 arguments");
        const Token separator = lex_.next();
        if (separator.is(')')) break;
        if (!separator.is(',')) fail(separator.offset, "expected ',' or ')' in the argument list, found " + describe(separator));
      }
    } else {
      lex_.next();
    }
    if (lex_.peek().kind == TokenKind::Arrow) {
      lex_.next();
      if (lex_.peek().is('(')) {
        lex_.next();
        if (!lex_.peek().is(')')) {
          while (true) {
            function.resultTypes.push_back(parseType());
            function.resultAttributes.push_back(lex_.peek().is('{') ? parseDictionary() : std::vector<NamedAttr>{});
            const Token separator = lex_.next();
            if (separator.is(')')) break;
            if (!separator.is(',')) fail(separator.offset, "expected ',' or ')' in the result list, found " + describe(separator));
          }
        } else {
          lex_.next();
        }
      } else {
        function.resultTypes.push_back(parseType());
        function.resultAttributes.emplace_back();
      }
    }
    if (lex_.peek().isWord("attributes")) {
      lex_.next();
      function.attributes = parseDictionary();
    }
    function.body = parseRegion(0, {});
    skipLocation();
    module_.functions.push_back(std::move(function));
  }

  // ---- attributes ------------------------------------------------------------------

  // The raw text of an attribute value, up to a top-level ',' or closing bracket (and
  // ':' when `stopAtColon`, for pretty-form `dims = [1] : type`).
  std::string_view scanValue(bool stopAtColon) {
    lex_.skipTrivia();
    const std::size_t start = lex_.offset();
    while (lex_.offset() < text_.size()) {
      const std::size_t at = lex_.offset();
      const char c = text_[at];
      // Pretty form: `dims = [0, 1] {attrs} : ...` - a '{' after the value opens the
      // op's attribute dictionary, not part of the value.
      if (stopAtColon && c == '{' && at > start && (text_[at - 1] == ' ' || text_[at - 1] == '\t')) break;
      if (c == '(' || c == '[' || c == '{' || c == '<') {
        lex_.scanBalanced();
        continue;
      }
      if (c == '"') {
        lex_.next();
        continue;
      }
      if (c == ',' || c == ')' || c == ']' || c == '}' || c == '>' || c == '\n' || (stopAtColon && c == ':')) break;
      if (c == '-' && at + 1 < text_.size() && text_[at + 1] == '>') break;
      if (stopAtColon && (c == ' ' || c == '\t') && nextAttributeStarts(at)) break;
      lex_.seek(at + 1);
    }
    std::string_view value = text_.substr(start, lex_.offset() - start);
    while (!value.empty() && std::isspace(static_cast<unsigned char>(value.back()))) value.remove_suffix(1);
    if (value.empty()) fail(start, "expected an attribute value");
    return value;
  }

  // Pretty-form attributes are separated by spaces (`in_shardings=[...] out_shardings=[...]
  // manual_axes={...} (%arg: ...)`): a value ends where the next `key=`, `loc(` or a
  // parenthesis begins.
  bool nextAttributeStarts(std::size_t at) const {
    std::size_t i = at;
    while (i < text_.size() && (text_[i] == ' ' || text_[i] == '\t')) ++i;
    if (i >= text_.size()) return true;
    if (text_[i] == '(') return true;
    const std::size_t wordStart = i;
    while (i < text_.size() && (std::isalnum(static_cast<unsigned char>(text_[i])) || text_[i] == '_' || text_[i] == '.')) ++i;
    if (i == wordStart) return false;
    const std::string_view word = text_.substr(wordStart, i - wordStart);
    while (i < text_.size() && (text_[i] == ' ' || text_[i] == '\t')) ++i;
    if (i >= text_.size()) return false;
    if (text_[i] == '=' && (i + 1 >= text_.size() || text_[i + 1] != '=')) return true;
    return word == "loc" && text_[i] == '(';
  }

  std::vector<NamedAttr> parseDictionary() {
    std::vector<NamedAttr> attributes;
    expect('{', "to open an attribute dictionary");
    if (lex_.peek().is('}')) {
      lex_.next();
      return attributes;
    }
    while (true) {
      const Token key = lex_.next();
      NamedAttr attribute;
      attribute.offset = key.offset;
      if (key.kind == TokenKind::BareWord) attribute.name = std::string(key.text);
      else if (key.kind == TokenKind::String) attribute.name = unquoteMlirString(key.text);
      else fail(key.offset, "expected an attribute name, found " + describe(key));
      if (lex_.peek().is('=')) {
        lex_.next();
        attribute.value = scanValue(false);
      }
      attributes.push_back(std::move(attribute));
      if (attributes.size() > 4096) fail(key.offset, "more than 4096 attributes");
      const Token separator = lex_.next();
      if (separator.is('}')) break;
      if (!separator.is(',')) fail(separator.offset, "expected ',' or '}' in an attribute dictionary, found " + describe(separator));
    }
    return attributes;
  }

  // ---- types -----------------------------------------------------------------------

  ir::Shape parseType() {
    lex_.skipTrivia();
    const std::size_t start = lex_.offset();
    const Token word = lex_.next();
    if (word.kind != TokenKind::BareWord) fail(word.offset, "expected a type, found " + describe(word));
    if (lex_.offset() < text_.size() && text_[lex_.offset()] == '<') lex_.scanBalanced();
    std::string error;
    std::optional<ir::Shape> shape = parseMlirType(text_.substr(start, lex_.offset() - start), &error);
    if (!shape) fail(start, error);
    return std::move(*shape);
  }

  // `(t, t) -> t`, `(t) -> (t, t)`, or a plain list `t, t`.
  void parseTypeSignature(Operation& op) {
    if (lex_.peek().is('(')) {
      lex_.next();
      if (!lex_.peek().is(')')) {
        while (true) {
          op.operandTypes.push_back(parseType());
          const Token separator = lex_.next();
          if (separator.is(')')) break;
          if (!separator.is(',')) fail(separator.offset, "expected ',' or ')' in a type list, found " + describe(separator));
        }
      } else {
        lex_.next();
      }
      const Token arrow = lex_.next();
      if (arrow.kind != TokenKind::Arrow) fail(arrow.offset, "expected '->' in a function type, found " + describe(arrow));
      if (lex_.peek().is('(')) {
        lex_.next();
        if (!lex_.peek().is(')')) {
          while (true) {
            op.resultTypes.push_back(parseType());
            const Token separator = lex_.next();
            if (separator.is(')')) break;
            if (!separator.is(',')) fail(separator.offset, "expected ',' or ')' in a type list, found " + describe(separator));
          }
        } else {
          lex_.next();
        }
      } else {
        op.resultTypes.push_back(parseType());
      }
      return;
    }
    while (true) {
      op.typeList.push_back(parseType());
      const Token next = lex_.peek();
      if (!next.is(',') || next.newlineBefore) break;
      lex_.next();
    }
    // `mhlo.topk(%x, k = 2) : t -> (t, t)`: a function type whose single input is not
    // parenthesised.
    if (op.typeList.size() == 1 && lex_.peek().kind == TokenKind::Arrow && !lex_.peek().newlineBefore) {
      lex_.next();
      op.operandTypes = std::move(op.typeList);
      op.typeList.clear();
      if (lex_.peek().is('(')) {
        lex_.next();
        while (true) {
          op.resultTypes.push_back(parseType());
          const Token separator = lex_.next();
          if (separator.is(')')) break;
          if (!separator.is(',')) fail(separator.offset, "expected ',' or ')' in a type list, found " + describe(separator));
        }
      } else {
        op.resultTypes.push_back(parseType());
      }
    }
  }

  // ---- locations -------------------------------------------------------------------

  std::string_view parseOptionalLocation() {
    const Token token = lex_.peek();
    if (!token.isWord("loc")) return {};
    lex_.next();
    lex_.skipTrivia();
    if (lex_.offset() >= text_.size() || text_[lex_.offset()] != '(') fail(lex_.offset(), "expected '(' after loc");
    const std::string_view span = lex_.scanBalanced();
    return span.substr(1, span.size() - 2);
  }

  void skipLocation() { parseOptionalLocation(); }

  // ---- regions and operations ------------------------------------------------------

  Region parseRegion(int depth, std::vector<ValueDef> inherited) {
    if (depth > kMaxRegionNesting) fail(lex_.offset(), "regions nested deeper than " + std::to_string(kMaxRegionNesting) + " levels");
    Region region;
    region.offset = expect('{', "to open a region").offset;
    region.arguments = std::move(inherited);
    if (lex_.peek().kind == TokenKind::BlockLabel) {
      lex_.next();
      region.arguments.clear();
      region.explicitArguments = true;
      if (lex_.peek().is('(')) {
        lex_.next();
        if (!lex_.peek().is(')')) {
          while (true) {
            const Token name = lex_.next();
            if (name.kind != TokenKind::ValueId) fail(name.offset, "expected a block argument, found " + describe(name));
            ValueDef argument;
            argument.name = name.text;
            argument.offset = name.offset;
            expect(':', "after a block argument");
            argument.type = parseType();
            argument.location = parseOptionalLocation();
            region.arguments.push_back(std::move(argument));
            const Token separator = lex_.next();
            if (separator.is(')')) break;
            if (!separator.is(',')) fail(separator.offset, "expected ',' or ')' after a block argument, found " + describe(separator));
          }
        } else {
          lex_.next();
        }
      }
      expect(':', "after the block header");
    }
    while (true) {
      const Token token = lex_.peek();
      if (token.is('}')) {
        lex_.next();
        break;
      }
      if (token.kind == TokenKind::End) fail(region.offset, "region is not closed: expected '}', found end of file");
      if (token.kind == TokenKind::BlockLabel) fail(token.offset, "regions with more than one block are not supported");
      region.operations.push_back(parseOperation(depth));
      if (++operationCount_ > kMaxOperationsPerModule) fail(token.offset, "more than 2^24 operations");
    }
    return region;
  }

  Operation parseOperation(int depth) {
    Operation op;
    Token token = lex_.next();
    if (token.kind == TokenKind::ValueId) {
      while (true) {
        op.resultNames.push_back(token.text);
        int count = 1;
        if (lex_.peek().is(':')) {
          lex_.next();
          const Token number = lex_.next();
          if (number.kind != TokenKind::Integer) fail(number.offset, "expected a result count after ':', found " + describe(number));
          count = std::atoi(std::string(number.text.substr(0, 8)).c_str());
          if (count < 1 || count > 65536) fail(number.offset, "result count out of range");
        }
        op.resultCount += count;
        token = lex_.next();
        if (token.is('=')) break;
        if (!token.is(',')) fail(token.offset, "expected '=' or ',' after a result name, found " + describe(token));
        token = lex_.next();
        if (token.kind != TokenKind::ValueId) fail(token.offset, "expected a result name, found " + describe(token));
      }
      token = lex_.next();
    }
    op.offset = token.offset;
    if (token.kind == TokenKind::String) {
      op.generic = true;
      op.name = token.text.substr(1, token.text.size() - 2);
      parseGenericBody(op, depth);
    } else if (token.kind == TokenKind::BareWord) {
      op.name = token.text;
      parsePrettyBody(op, depth);
    } else {
      fail(token.offset, "expected an operation, found " + describe(token));
    }
    return op;
  }

  void parseGenericBody(Operation& op, int depth) {
    expect('(', "to open the operand list");
    if (!lex_.peek().is(')')) {
      while (true) {
        const Token operand = lex_.next();
        if (operand.kind != TokenKind::ValueId) fail(operand.offset, "expected an operand, found " + describe(operand));
        op.operands.push_back(ValueUse{operand.text, operand.offset});
        const Token separator = lex_.next();
        if (separator.is(')')) break;
        if (!separator.is(',')) fail(separator.offset, "expected ',' or ')' in the operand list, found " + describe(separator));
      }
    } else {
      lex_.next();
    }
    if (lex_.peek().is('[')) {
      lex_.skipTrivia();
      lex_.scanBalanced();  // successors: only in control flow dialects
    }
    if (lex_.peek().is('<')) {  // properties `<{...}>`
      lex_.next();
      for (NamedAttr& attribute : parseDictionary()) op.attributes.push_back(std::move(attribute));
      expect('>', "to close the properties");
    }
    if (lex_.peek().is('(')) {
      lex_.next();
      while (true) {
        op.regions.push_back(parseRegion(depth + 1, {}));
        const Token separator = lex_.next();
        if (separator.is(')')) break;
        if (!separator.is(',')) fail(separator.offset, "expected ',' or ')' after a region, found " + describe(separator));
      }
    }
    if (lex_.peek().is('{'))
      for (NamedAttr& attribute : parseDictionary()) op.attributes.push_back(std::move(attribute));
    expect(':', "before the operation's type");
    parseTypeSignature(op);
    op.location = parseOptionalLocation();
  }

  bool regionFollows() {
    // A region's '{' ends its line or opens a block (`{ ^bb0`); an attribute
    // dictionary's '{' is followed by a key on the same line.
    const std::size_t saved = lex_.offset();
    lex_.next();  // '{'
    const Token after = lex_.peek();
    lex_.seek(saved);
    return after.newlineBefore || after.kind == TokenKind::BlockLabel || after.is('}');
  }

  // An op's pretty form may go on after a line break with its attribute dictionary
  // (`contracting_dims = [1] x [0]` then `{sdy.sharding = ...} : ...`) or with
  // `key=value` attributes (`in_shardings=[...]` of sdy.manual_computation).
  bool continuesOnNextLine(const Token& token) {
    // No op starts with '(': a line that does holds the op's region arguments.
    if (token.is('(')) return true;
    if (token.is('{')) {
      lex_.skipTrivia();
      return !regionFollows();
    }
    if (token.kind != TokenKind::BareWord) return false;
    const std::size_t saved = lex_.offset();
    lex_.next();
    const Token after = lex_.peek();
    lex_.seek(saved);
    if (!after.is('=') || after.newlineBefore) return false;
    const std::size_t eq = after.offset;
    return eq + 1 >= text_.size() || text_[eq + 1] != '=';
  }

  // Pretty forms vary per op; they are read as a sequence of operands, `key = value`
  // attributes, keywords, symbol references, an optional bracket suffix, a type
  // signature after ':', and regions, up to the end of the line outside brackets.
  void parsePrettyBody(Operation& op, int depth) {
    int parens = 0;
    bool first = true;
    std::size_t lastValueEnd = std::string_view::npos;
    while (true) {
      const Token token = lex_.peek();
      if (token.kind == TokenKind::End) break;
      const bool continuation = token.isWord("cond") || token.isWord("do") || token.isWord("reducer") ||
                                (token.newlineBefore && parens == 0 && continuesOnNextLine(token));
      if (!first && token.newlineBefore && parens == 0 && !continuation) break;
      first = false;
      if (parens == 0 && (token.is('}') || token.is(')'))) break;
      if (token.kind == TokenKind::ValueId) {
        lex_.next();
        const Token after = lex_.peek();
        // `(%arg14: tensor<...>)` defines a region argument; `%x : type` at the top
        // level is an operand followed by the op's type.
        if (after.is(':') && parens > 0) {
          lex_.next();
          ValueDef def{token.text, parseType(), std::nullopt, {}, {}, token.offset};
          def.location = parseOptionalLocation();
          op.definitions.push_back(std::move(def));
        } else if (after.is('=')) {
          lex_.next();
          const Token bound = lex_.next();
          if (bound.kind != TokenKind::ValueId) fail(bound.offset, "expected a value after '=', found " + describe(bound));
          op.definitions.push_back(ValueDef{token.text, std::nullopt, op.operands.size(), {}, {}, token.offset});
          op.operands.push_back(ValueUse{bound.text, bound.offset});
        } else {
          op.operands.push_back(ValueUse{token.text, token.offset});
          lastValueEnd = lex_.offset();
        }
        continue;
      }
      if (token.is('[') && lastValueEnd != std::string_view::npos) {
        lex_.skipTrivia();
        op.bracketSuffix = lex_.scanBalanced();
        lastValueEnd = std::string_view::npos;
        continue;
      }
      lastValueEnd = std::string_view::npos;
      if (token.is('(')) {
        lex_.next();
        ++parens;
        continue;
      }
      if (token.is(')')) {
        lex_.next();
        --parens;
        continue;
      }
      if (token.is(',') || token.is('=')) {
        lex_.next();
        continue;
      }
      if (token.is(':')) {
        lex_.next();
        if (parens > 0) continue;  // `init:` inside reduce's operand pairs
        parseTypeSignature(op);
        continue;
      }
      if (token.is('{')) {
        lex_.skipTrivia();
        if (regionFollows()) {
          op.regions.push_back(parseRegion(depth + 1, op.definitions));
        } else {
          for (NamedAttr& attribute : parseDictionary()) op.attributes.push_back(std::move(attribute));
        }
        continue;
      }
      if (token.kind == TokenKind::SymbolRef) {
        lex_.next();
        op.symbol = token.text.substr(1);
        continue;
      }
      if (token.kind == TokenKind::BareWord) {
        lex_.next();
        if (token.text == "loc" && lex_.peek().is('(')) {
          lex_.seek(token.offset);
          op.location = parseOptionalLocation();
          continue;
        }
        if (token.text == "init" && parens > 0) {
          op.pairedReduceOperands = true;
          continue;
        }
        if (token.text == "applies") {
          const Token applied = lex_.next();
          if (applied.kind != TokenKind::BareWord) fail(applied.offset, "expected an operation after 'applies', found " + describe(applied));
          op.appliesOp = applied.text;
          continue;
        }
        // A `key=value` attribute on a line of its own continues the op and is read below.
        if (token.text == "across" || (continuation && !lex_.peek().is('='))) continue;
        if (lex_.peek().is('=') ) {
          lex_.next();
          op.attributes.push_back(NamedAttr{std::string(token.text), scanValue(true), token.offset});
          continue;
        }
        if (lex_.offset() < text_.size() && text_[lex_.offset()] == '<') {  // dense<...>, array<...>
          lex_.scanBalanced();
          op.keywords.push_back(text_.substr(token.offset, lex_.offset() - token.offset));
          continue;
        }
        op.keywords.push_back(token.text);
        continue;
      }
      if (token.kind == TokenKind::AttrAlias) {  // `#stablehlo<...>` in pretty position
        lex_.next();
        if (lex_.offset() < text_.size() && text_[lex_.offset()] == '<') lex_.scanBalanced();
        op.keywords.push_back(text_.substr(token.offset, lex_.offset() - token.offset));
        continue;
      }
      if (token.is('<')) {
        lex_.skipTrivia();
        op.keywords.push_back(lex_.scanBalanced());
        continue;
      }
      if (token.kind == TokenKind::Integer || token.kind == TokenKind::Float || token.kind == TokenKind::String) {
        lex_.next();
        op.keywords.push_back(token.text);
        continue;
      }
      fail(token.offset, "unexpected " + describe(token) + " in operation '" + std::string(op.name) + "'");
    }
    if (parens != 0) fail(op.offset, "unbalanced parentheses in operation '" + std::string(op.name) + "'");
  }

  std::string_view text_;
  Lexer lex_;
  ParsedModule module_;
  std::size_t operationCount_ = 0;
};

}  // namespace

ParsedModule parseMlirModule(std::string_view text) { return Parser(text).parse(); }

}  // namespace shardscope::io::mlir
