#pragma once
// The source pane: one file, read-only, syntax-highlighted, with line numbers. Lines that
// produced instructions carry a marker in the gutter; the selected instruction's line is
// highlighted and centred. Hovering or clicking a line reports it, so the window can
// highlight the instructions that line produced (Hotspot's source/disassembly linking).
//
// The last few files shown keep their highlighted documents: stepping a verification
// goes back and forth between a model's files, and loading and highlighting a file again
// per step was most of what the pane cost (issue 23).
#include "views/source/source_highlighter.h"

#include <QHash>
#include <QList>
#include <QPlainTextEdit>
#include <QSet>
#include <QWidget>

class QLabel;

namespace shardscope::views {

class SourceTextEdit;

class SourceView : public QWidget {
  Q_OBJECT

 public:
  explicit SourceView(QWidget* parent = nullptr);

  // Shows `text` as the contents of `path` (the title says which file and language).
  void setSource(const QString& path, const QString& text);
  // No file to show: a message instead (e.g. where the file was looked for).
  void showMessage(const QString& message);
  void clear() { showMessage(QString()); }

  QString path() const { return path_; }
  bool hasSource() const { return !path_.isEmpty(); }
  SourceLanguage language() const;
  int lineCount() const;
  QString lineText(int line) const;  // 1-based

  // Highlights and centres `line` (1-based); 0 clears.
  void setCurrentLine(int line);
  int currentLine() const { return currentLine_; }
  // Lines that produced at least one instruction (drawn with a gutter marker).
  void setMarkedLines(const QList<int>& lines);
  const QSet<int>& markedLines() const { return marked_; }

 signals:
  void lineHovered(int line);  // 0 when the pointer leaves the text
  void lineClicked(int line);

 private:
  friend class SourceTextEdit;
  void refreshSelections();
  struct Document {
    QString text;
    QTextDocument* document = nullptr;
    SourceHighlighter* highlighter = nullptr;
    quint64 lastUsed = 0;
  };
  // How many files keep their documents.
  static constexpr int kKeptDocuments = 8;
  // The document showing `text` as `path`, from the kept ones or made (and highlighted) now.
  Document& documentFor(const QString& path, const QString& text, SourceLanguage language);

  QLabel* title_;
  SourceTextEdit* editor_;
  QTextDocument* blank_;                     // shown with a message
  SourceHighlighter* highlighter_ = nullptr;  // the shown document's (owned by documents_)
  QHash<QString, Document> documents_;       // by path
  quint64 uses_ = 0;
  QString path_;
  int currentLine_ = 0;
  QSet<int> marked_;
};

}  // namespace shardscope::views
