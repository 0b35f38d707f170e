#pragma once
// A label for a text that changes with every step (a pane's title, the step's summary,
// the status line): plain text, never wrapped, as wide as its layout gives (cut at the
// edge; callers put the whole text in the tooltip where it matters). Its size hints come
// from the font's line height and the number of lines, so a new text costs no text
// layout to size it and never asks the window for more width (issue 23: each step's new
// texts laid out every changed label again, several times, in the window's relayout).
#include <QLabel>

namespace shardscope::views {

class OneLineLabel : public QLabel {
  Q_OBJECT

 public:
  explicit OneLineLabel(QWidget* parent = nullptr);

  QSize sizeHint() const override;
  QSize minimumSizeHint() const override;
};

}  // namespace shardscope::views
