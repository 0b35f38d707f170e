#pragma once
// The source pane: one file, read-only, syntax-highlighted, with line numbers. Lines that
// produced instructions carry a marker in the gutter; the selected instruction's line is
// highlighted and centred. Hovering or clicking a line reports it, so the window can
// highlight the instructions that line produced (Hotspot's source/disassembly linking).
#include "views/source/source_highlighter.h"

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

  QLabel* title_;
  SourceTextEdit* editor_;
  SourceHighlighter* highlighter_ = nullptr;
  QString path_;
  int currentLine_ = 0;
  QSet<int> marked_;
};

}  // namespace shardscope::views
