#pragma once
// Syntax colouring for the source pane: Python (the JAX / PyTorch programs that produce
// HLO) and C++ (custom kernels, XLA itself). Keywords, strings, comments, numbers,
// decorators and preprocessor lines; multi-line strings and comments carry over lines
// through the block state.
#include <QRegularExpression>
#include <QSyntaxHighlighter>
#include <QTextCharFormat>
#include <QVector>

namespace shardscope::views {

enum class SourceLanguage { Plain, Python, Cpp };

// By file extension (.py .pyi -> Python; .cc .cpp .cxx .h .hpp .cu ... -> C++).
SourceLanguage sourceLanguageForFile(const QString& path);
QString sourceLanguageName(SourceLanguage language);

class SourceHighlighter : public QSyntaxHighlighter {
  Q_OBJECT

 public:
  enum class Token { Keyword, Builtin, String, Comment, Number, Decorator, Preprocessor };

  SourceHighlighter(QTextDocument* document, SourceLanguage language);
  SourceLanguage language() const { return language_; }
  QTextCharFormat formatFor(Token token) const;

 protected:
  void highlightBlock(const QString& text) override;

 private:
  struct Rule {
    QRegularExpression pattern;
    Token token;
  };
  // Block states: which multi-line construct a line ends inside.
  enum State { Normal = 0, InCppComment = 1, InTripleDouble = 2, InTripleSingle = 3 };

  void applyRules(const QString& text, int from, int to);
  // Colours a multi-line construct starting at `start` (or continuing from the previous
  // line when start == 0 and the state says so); returns where normal text resumes or -1.
  int continueMultiline(const QString& text, int start, State state);

  SourceLanguage language_;
  QVector<Rule> rules_;
};

}  // namespace shardscope::views
