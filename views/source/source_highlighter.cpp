#include "views/source/source_highlighter.h"

#include <QFileInfo>

namespace shardscope::views {
namespace {

const QStringList kPythonKeywords = {
    "False", "None", "True", "and", "as", "assert", "async", "await", "break", "class", "continue", "def", "del", "elif",
    "else", "except", "finally", "for", "from", "global", "if", "import", "in", "is", "lambda", "nonlocal", "not", "or",
    "pass", "raise", "return", "try", "while", "with", "yield", "match", "case"};
const QStringList kPythonBuiltins = {"print", "range", "len", "int", "float", "list", "dict", "tuple", "set", "str",
                                     "super", "self", "isinstance", "enumerate", "zip", "map", "sum", "min", "max"};
const QStringList kCppKeywords = {
    "alignas", "auto", "bool", "break", "case", "catch", "char", "class", "const", "constexpr", "const_cast", "continue",
    "decltype", "default", "delete", "do", "double", "dynamic_cast", "else", "enum", "explicit", "extern", "false",
    "float", "for", "friend", "goto", "if", "inline", "int", "long", "mutable", "namespace", "new", "noexcept", "nullptr",
    "operator", "override", "private", "protected", "public", "reinterpret_cast", "return", "short", "signed", "sizeof",
    "static", "static_assert", "static_cast", "struct", "switch", "template", "this", "throw", "true", "try", "typedef",
    "typename", "union", "unsigned", "using", "virtual", "void", "volatile", "while", "co_await", "co_return", "concept",
    "requires", "__global__", "__device__", "__host__", "__shared__"};
const QStringList kCppBuiltins = {"std", "size_t", "int8_t", "int16_t", "int32_t", "int64_t", "uint8_t", "uint32_t",
                                  "uint64_t", "string", "vector", "unique_ptr", "shared_ptr"};

QRegularExpression wordsPattern(const QStringList& words) {
  return QRegularExpression(QStringLiteral("\\b(?:%1)\\b").arg(words.join(QLatin1Char('|'))));
}

}  // namespace

SourceLanguage sourceLanguageForFile(const QString& path) {
  const QString suffix = QFileInfo(path).suffix().toLower();
  if (suffix == "py" || suffix == "pyi") return SourceLanguage::Python;
  static const QStringList cpp = {"c", "cc", "cpp", "cxx", "h", "hh", "hpp", "hxx", "cu", "cuh", "inl", "ipp"};
  if (cpp.contains(suffix)) return SourceLanguage::Cpp;
  return SourceLanguage::Plain;
}

QString sourceLanguageName(SourceLanguage language) {
  switch (language) {
    case SourceLanguage::Python: return QStringLiteral("Python");
    case SourceLanguage::Cpp: return QStringLiteral("C++");
    case SourceLanguage::Plain: break;
  }
  return QStringLiteral("plain text");
}

SourceHighlighter::SourceHighlighter(QTextDocument* document, SourceLanguage language)
    : QSyntaxHighlighter(document), language_(language) {
  // Order matters: later rules win where they overlap, so strings and comments come last.
  const QRegularExpression number(QStringLiteral("\\b(?:0[xX][0-9a-fA-F']+|[0-9][0-9']*(?:\\.[0-9]*)?(?:[eE][+-]?[0-9]+)?)[uUlLfFjJ]*\\b"));
  if (language_ == SourceLanguage::Python) {
    rules_ = {{number, Token::Number},
              {wordsPattern(kPythonKeywords), Token::Keyword},
              {wordsPattern(kPythonBuiltins), Token::Builtin},
              {QRegularExpression(QStringLiteral("^\\s*@[\\w.]+")), Token::Decorator},
              {QRegularExpression(QStringLiteral("[rbfuRBFU]{0,2}\"(?:[^\"\\\\]|\\\\.)*\"|[rbfuRBFU]{0,2}'(?:[^'\\\\]|\\\\.)*'")), Token::String},
              {QRegularExpression(QStringLiteral("#.*$")), Token::Comment}};
  } else if (language_ == SourceLanguage::Cpp) {
    rules_ = {{number, Token::Number},
              {wordsPattern(kCppKeywords), Token::Keyword},
              {wordsPattern(kCppBuiltins), Token::Builtin},
              {QRegularExpression(QStringLiteral("^\\s*#\\s*\\w+.*$")), Token::Preprocessor},
              {QRegularExpression(QStringLiteral("\"(?:[^\"\\\\]|\\\\.)*\"|'(?:[^'\\\\]|\\\\.)*'")), Token::String},
              {QRegularExpression(QStringLiteral("//.*$")), Token::Comment}};
  }
}

QTextCharFormat SourceHighlighter::formatFor(Token token) const {
  QTextCharFormat format;
  switch (token) {
    case Token::Keyword: format.setForeground(QColor(0x00, 0x33, 0xb3)); format.setFontWeight(QFont::Bold); break;
    case Token::Builtin: format.setForeground(QColor(0x00, 0x6e, 0x8a)); break;
    case Token::String: format.setForeground(QColor(0x06, 0x7d, 0x17)); break;
    case Token::Comment: format.setForeground(QColor(0x8c, 0x8c, 0x8c)); format.setFontItalic(true); break;
    case Token::Number: format.setForeground(QColor(0x17, 0x50, 0xeb)); break;
    case Token::Decorator: format.setForeground(QColor(0x9e, 0x88, 0x0d)); break;
    case Token::Preprocessor: format.setForeground(QColor(0x87, 0x10, 0x94)); break;
  }
  return format;
}

void SourceHighlighter::applyRules(const QString& text, int from, int to) {
  if (from >= to) return;
  // Each position takes the format of the last rule matching it; a match that starts in
  // a string or comment is not a keyword, so strings/comments are applied after.
  QVector<int> owner(to - from, -1);
  for (int r = 0; r < rules_.size(); ++r) {
    auto matches = rules_[r].pattern.globalMatch(text.mid(from, to - from));
    while (matches.hasNext()) {
      const auto match = matches.next();
      if (match.capturedLength() == 0) continue;
      const Token token = rules_[r].token;
      const bool dominant = token == Token::String || token == Token::Comment;
      // A comment marker inside a string, or a quote inside a comment, is not one.
      if (dominant && owner[match.capturedStart()] >= 0) {
        const Token under = rules_[owner[match.capturedStart()]].token;
        if (under == Token::String || under == Token::Comment) continue;
      }
      for (int i = match.capturedStart(); i < match.capturedEnd(); ++i) {
        if (!dominant && owner[i] >= 0) {
          const Token under = rules_[owner[i]].token;
          if (under == Token::String || under == Token::Comment) continue;
        }
        owner[i] = r;
      }
    }
  }
  for (int i = 0; i < owner.size();) {
    int j = i + 1;
    while (j < owner.size() && owner[j] == owner[i]) ++j;
    if (owner[i] >= 0) setFormat(from + i, j - i, formatFor(rules_[owner[i]].token));
    i = j;
  }
}

int SourceHighlighter::continueMultiline(const QString& text, int start, State state) {
  const QString closing = state == InCppComment ? QStringLiteral("*/") : state == InTripleDouble ? QStringLiteral("\"\"\"") : QStringLiteral("'''");
  const Token token = state == InCppComment ? Token::Comment : Token::String;
  const int openingLength = start < 0 ? 0 : closing.size();  // start < 0: continued from the previous line
  const int from = std::max(start, 0);
  const int end = text.indexOf(closing, from + openingLength);
  if (end < 0) {
    setFormat(from, text.size() - from, formatFor(token));
    setCurrentBlockState(state);
    return -1;
  }
  setFormat(from, end + closing.size() - from, formatFor(token));
  return end + closing.size();
}

void SourceHighlighter::highlightBlock(const QString& text) {
  setCurrentBlockState(Normal);
  if (language_ == SourceLanguage::Plain) return;
  int position = 0;
  if (const int previous = previousBlockState(); previous > Normal) {
    position = continueMultiline(text, -1, static_cast<State>(previous));
    if (position < 0) return;
  }
  const QRegularExpression opening = language_ == SourceLanguage::Cpp ? QRegularExpression(QStringLiteral("/\\*"))
                                                                      : QRegularExpression(QStringLiteral("\"\"\"|'''"));
  while (position < text.size()) {
    const auto match = opening.match(text, position);
    // An opener inside a single-line string or comment does not open anything.
    int start = match.hasMatch() ? static_cast<int>(match.capturedStart()) : -1;
    if (start >= 0) {
      const QString before = text.left(start);
      const QString lineComment = language_ == SourceLanguage::Cpp ? QStringLiteral("//") : QStringLiteral("#");
      if (before.contains(lineComment) || before.count(QLatin1Char('"')) % 2 == 1 || before.count(QLatin1Char('\'')) % 2 == 1) start = -1;
    }
    if (start < 0) {
      applyRules(text, position, static_cast<int>(text.size()));
      return;
    }
    applyRules(text, position, start);
    const State state = language_ == SourceLanguage::Cpp                 ? InCppComment
                        : match.captured() == QStringLiteral("\"\"\"") ? InTripleDouble
                                                                       : InTripleSingle;
    position = continueMultiline(text, start, state);
    if (position < 0) return;
  }
}

}  // namespace shardscope::views
