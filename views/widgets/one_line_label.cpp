#include "views/widgets/one_line_label.h"

namespace shardscope::views {

OneLineLabel::OneLineLabel(QWidget* parent) : QLabel(parent) {
  // Plain, so a name with '<' is shown as written and no rich-text document is built.
  setTextFormat(Qt::PlainText);
  setWordWrap(false);
  setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
}

QSize OneLineLabel::sizeHint() const {
  const QFontMetrics metrics = fontMetrics();
  const int lines = 1 + static_cast<int>(text().count(QLatin1Char('\n')));
  const QMargins margins = contentsMargins();
  const int around = 2 * margin();
  // The width is the layout's to give (Ignored); a few characters' worth for layouts that ask.
  return {metrics.averageCharWidth() * 8 + margins.left() + margins.right() + around,
          metrics.height() + (lines - 1) * metrics.lineSpacing() + margins.top() + margins.bottom() + around};
}

QSize OneLineLabel::minimumSizeHint() const { return sizeHint(); }

}  // namespace shardscope::views
