#include "gui/display_text.h"

namespace shardscope::gui {

QString displaySafe(const QString& text) {
  QString safe;
  safe.reserve(text.size());
  for (QChar ch : text) {
    const char16_t c = ch.unicode();
    if ((c < 0x20 && c != u'\n' && c != u'\t') || c == 0x7f) {
      safe += QStringLiteral("\\%1").arg(static_cast<int>(c), 3, 8, QLatin1Char('0'));
    } else if ((c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069)) {
      safe += QStringLiteral("\\u%1").arg(static_cast<int>(c), 4, 16, QLatin1Char('0'));
    } else {
      safe += ch;
    }
  }
  return safe;
}

}  // namespace shardscope::gui
