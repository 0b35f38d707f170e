#include "views/source/source_view.h"

#include "views/source/source_text_edit.h"
#include "views/widgets/wrapped_label.h"

#include <QFileInfo>
#include <QLabel>
#include <QPlainTextDocumentLayout>
#include <QTextBlock>
#include <QTextDocument>
#include <QVBoxLayout>

namespace shardscope::views {

SourceView::SourceView(QWidget* parent)
    : QWidget(parent), title_(new WrappedLabel(this)), editor_(new SourceTextEdit(this)), blank_(new QTextDocument(this)) {
  // Documents are owned here, not by the editor (setDocument deletes an editor's own).
  blank_->setDocumentLayout(new QPlainTextDocumentLayout(blank_));
  blank_->setDefaultFont(editor_->font());
  editor_->setDocument(blank_);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(4, 4, 4, 4);
  layout->setSpacing(4);
  title_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  title_->setWordWrap(true);
  layout->addWidget(title_);
  layout->addWidget(editor_, 1);
  connect(editor_, &SourceTextEdit::hovered, this, &SourceView::lineHovered);
  connect(editor_, &SourceTextEdit::clicked, this, &SourceView::lineClicked);
  showMessage(QString());
}

SourceView::Document& SourceView::documentFor(const QString& path, const QString& text, SourceLanguage language) {
  auto it = documents_.find(path);
  if (it != documents_.end() && it->text != text) {  // the file changed on disk
    if (editor_->document() == it->document) editor_->setDocument(blank_);
    delete it->document;
    documents_.erase(it);
    it = documents_.end();
  }
  if (it == documents_.end()) {
    if (documents_.size() >= kKeptDocuments) {
      auto oldest = documents_.begin();
      for (auto k = documents_.begin(); k != documents_.end(); ++k)
        if (k->lastUsed < oldest->lastUsed) oldest = k;
      if (editor_->document() == oldest->document) editor_->setDocument(blank_);
      delete oldest->document;
      documents_.erase(oldest);
    }
    Document made;
    made.text = text;
    made.document = new QTextDocument(this);
    made.document->setDocumentLayout(new QPlainTextDocumentLayout(made.document));
    made.document->setDefaultFont(editor_->font());
    made.document->setPlainText(text);
    made.highlighter = new SourceHighlighter(made.document, language);  // a child of the document
    it = documents_.insert(path, made);
  }
  it->lastUsed = ++uses_;
  return *it;
}

void SourceView::setSource(const QString& path, const QString& text) {
  const SourceLanguage language = sourceLanguageForFile(path);
  Document& shown = documentFor(path, text, language);
  if (editor_->document() != shown.document) editor_->setDocument(shown.document);
  highlighter_ = shown.highlighter;
  path_ = path;
  currentLine_ = 0;
  title_->setText(QStringLiteral("<b>%1</b> &nbsp;<span style='color:gray'>%2 · %3</span>")
                      .arg(QFileInfo(path).fileName().toHtmlEscaped(), path.toHtmlEscaped(), sourceLanguageName(language)));
  title_->setToolTip(path);
  refreshSelections();
}

void SourceView::showMessage(const QString& message) {
  highlighter_ = nullptr;
  path_.clear();
  currentLine_ = 0;
  marked_.clear();
  if (editor_->document() != blank_) editor_->setDocument(blank_);
  title_->setText(message.isEmpty() ? tr("Select an instruction to see the source line that produced it.") : message.toHtmlEscaped());
  title_->setToolTip(QString());
  refreshSelections();
}

SourceLanguage SourceView::language() const { return highlighter_ ? highlighter_->language() : SourceLanguage::Plain; }

int SourceView::lineCount() const { return path_.isEmpty() ? 0 : editor_->document()->blockCount(); }

QString SourceView::lineText(int line) const {
  const QTextBlock block = editor_->document()->findBlockByNumber(line - 1);
  return block.isValid() ? block.text() : QString();
}

void SourceView::setCurrentLine(int line) {
  currentLine_ = line > 0 && line <= lineCount() ? line : 0;
  if (currentLine_ > 0) {
    QTextCursor cursor(editor_->document()->findBlockByNumber(currentLine_ - 1));
    editor_->setTextCursor(cursor);
    editor_->centerCursor();
  }
  refreshSelections();
}

void SourceView::setMarkedLines(const QList<int>& lines) {
  marked_ = QSet<int>(lines.begin(), lines.end());
  editor_->viewport()->update();
  refreshSelections();
}

void SourceView::refreshSelections() {
  QList<QTextEdit::ExtraSelection> selections;
  if (currentLine_ > 0) {
    QTextEdit::ExtraSelection current;
    current.format.setBackground(QColor(0xff, 0xf1, 0xa8));
    current.format.setProperty(QTextFormat::FullWidthSelection, true);
    current.cursor = QTextCursor(editor_->document()->findBlockByNumber(currentLine_ - 1));
    selections << current;
  }
  editor_->setExtraSelections(selections);
  editor_->update();
}

}  // namespace shardscope::views
