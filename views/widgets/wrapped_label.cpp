#include "views/widgets/wrapped_label.h"

#include <QEvent>

namespace shardscope::views {

WrappedLabel::WrappedLabel(QWidget* parent) : QLabel(parent) { setWordWrap(true); }

int WrappedLabel::heightForWidth(int width) const {
  if (text() != text_) {
    text_ = text();
    heights_.fill({});
  }
  for (const Remembered& remembered : heights_)
    if (remembered.width == width) return remembered.height;
  const int height = QLabel::heightForWidth(width);
  ++laidOut_;
  heights_[next_] = {width, height};
  next_ = (next_ + 1) % static_cast<int>(heights_.size());
  return height;
}

void WrappedLabel::changeEvent(QEvent* event) {
  // What else the height depends on: the font, the style's margins, the text format.
  if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange) heights_.fill({});
  QLabel::changeEvent(event);
}

}  // namespace shardscope::views
