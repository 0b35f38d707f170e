#pragma once
// The text part of the source pane: a read-only QPlainTextEdit with a line-number gutter
// (marked lines get a dot) that reports the line under the pointer and clicked lines.
#include <QPlainTextEdit>

namespace shardscope::views {

class SourceView;

class SourceTextEdit : public QPlainTextEdit {
  Q_OBJECT

 public:
  explicit SourceTextEdit(SourceView* owner);

  int gutterWidth() const;
  void paintGutter(QPaintEvent* event);
  int lineAt(const QPoint& viewportPosition) const;  // 1-based; 0 past the end

 signals:
  void hovered(int line);
  void clicked(int line);

 protected:
  void resizeEvent(QResizeEvent* event) override;
  void mouseMoveEvent(QMouseEvent* event) override;
  void mouseReleaseEvent(QMouseEvent* event) override;
  void leaveEvent(QEvent* event) override;

 private:
  void updateGutter(const QRect& rect, int dy);

  SourceView* owner_;
  QWidget* gutter_;
  int hoveredLine_ = 0;
};

}  // namespace shardscope::views
