#include "views/source/source_text_edit.h"

#include "views/source/source_view.h"

#include <QMouseEvent>
#include <QPainter>
#include <QTextBlock>

#include <algorithm>

namespace shardscope::views {
namespace {

class Gutter : public QWidget {
 public:
  explicit Gutter(SourceTextEdit* editor) : QWidget(editor), editor_(editor) {}
  QSize sizeHint() const override { return {editor_->gutterWidth(), 0}; }

 protected:
  void paintEvent(QPaintEvent* event) override { editor_->paintGutter(event); }
  void mouseReleaseEvent(QMouseEvent* event) override {
    const int line = editor_->lineAt(QPoint(0, static_cast<int>(event->position().y())));
    if (line > 0) emit editor_->clicked(line);
  }

 private:
  SourceTextEdit* editor_;
};

}  // namespace

SourceTextEdit::SourceTextEdit(SourceView* owner) : QPlainTextEdit(owner), owner_(owner), gutter_(new Gutter(this)) {
  setReadOnly(true);
  setLineWrapMode(QPlainTextEdit::NoWrap);
  setMouseTracking(true);
  viewport()->setMouseTracking(true);
  QFont font(QStringLiteral("monospace"));
  font.setStyleHint(QFont::TypeWriter);
  setFont(font);
  connect(this, &QPlainTextEdit::blockCountChanged, this, [this]() { setViewportMargins(gutterWidth(), 0, 0, 0); });
  connect(this, &QPlainTextEdit::updateRequest, this, &SourceTextEdit::updateGutter);
  setViewportMargins(gutterWidth(), 0, 0, 0);
}

int SourceTextEdit::gutterWidth() const {
  int digits = 1;
  for (int max = std::max(1, blockCount()); max >= 10; max /= 10) ++digits;
  return 14 + fontMetrics().horizontalAdvance(QLatin1Char('9')) * std::max(digits, 3);
}

void SourceTextEdit::updateGutter(const QRect& rect, int dy) {
  if (dy) gutter_->scroll(0, dy);
  else gutter_->update(0, rect.y(), gutter_->width(), rect.height());
}

void SourceTextEdit::resizeEvent(QResizeEvent* event) {
  QPlainTextEdit::resizeEvent(event);
  const QRect area = contentsRect();
  gutter_->setGeometry(QRect(area.left(), area.top(), gutterWidth(), area.height()));
}

void SourceTextEdit::paintGutter(QPaintEvent* event) {
  QPainter painter(gutter_);
  painter.fillRect(event->rect(), palette().color(QPalette::AlternateBase));
  QTextBlock block = firstVisibleBlock();
  int top = qRound(blockBoundingGeometry(block).translated(contentOffset()).top());
  const int lineHeight = fontMetrics().height();
  while (block.isValid() && top <= event->rect().bottom()) {
    const int line = block.blockNumber() + 1;
    if (block.isVisible() && top + lineHeight >= event->rect().top()) {
      const bool current = line == owner_->currentLine();
      painter.setPen(current ? palette().color(QPalette::Text) : palette().color(QPalette::PlaceholderText));
      QFont font = this->font();
      font.setBold(current);
      painter.setFont(font);
      painter.drawText(0, top, gutter_->width() - 10, lineHeight, Qt::AlignRight | Qt::AlignVCenter, QString::number(line));
      if (owner_->markedLines().contains(line)) {
        // This line produced instructions: hover or click it to see them in the graphs.
        painter.setPen(Qt::NoPen);
        painter.setBrush(QColor(0x2f, 0x6f, 0xde));
        painter.drawEllipse(QPointF(gutter_->width() - 5, top + lineHeight / 2.0), 2.5, 2.5);
      }
    }
    top += qRound(blockBoundingRect(block).height());
    block = block.next();
  }
}

int SourceTextEdit::lineAt(const QPoint& viewportPosition) const {
  QTextBlock block = firstVisibleBlock();
  qreal top = blockBoundingGeometry(block).translated(contentOffset()).top();
  while (block.isValid()) {
    const qreal bottom = top + blockBoundingRect(block).height();
    if (viewportPosition.y() >= top && viewportPosition.y() < bottom) return block.blockNumber() + 1;
    if (top > viewport()->height()) break;
    top = bottom;
    block = block.next();
  }
  return 0;
}

void SourceTextEdit::mouseMoveEvent(QMouseEvent* event) {
  QPlainTextEdit::mouseMoveEvent(event);
  const int line = lineAt(event->position().toPoint());
  if (line != hoveredLine_) {
    hoveredLine_ = line;
    emit hovered(line);
  }
}

void SourceTextEdit::mouseReleaseEvent(QMouseEvent* event) {
  QPlainTextEdit::mouseReleaseEvent(event);
  // A drag that selected text is not a click on a line.
  if (event->button() == Qt::LeftButton && !textCursor().hasSelection()) {
    const int line = lineAt(event->position().toPoint());
    if (line > 0) emit clicked(line);
  }
}

void SourceTextEdit::leaveEvent(QEvent* event) {
  QPlainTextEdit::leaveEvent(event);
  if (hoveredLine_ != 0) {
    hoveredLine_ = 0;
    emit hovered(0);
  }
}

}  // namespace shardscope::views
