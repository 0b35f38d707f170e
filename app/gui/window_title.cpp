#include "gui/window_title.h"

#include <QFontMetrics>

#include <algorithm>

namespace shardscope::gui {

QString composeWindowTitle(const QString& baselineName, const QString& distributedName, const QFontMetrics& metrics, int maxWidth) {
  const QString suffix = QStringLiteral("[*] \u2014 ShardScope");
  if (baselineName.isEmpty()) return QStringLiteral("ShardScope[*]");
  const QString separator = QStringLiteral(" | ");
  // "[*]" shows as at most one character: measure "*" in its place.
  const int fixed = metrics.horizontalAdvance(QStringLiteral("* \u2014 ShardScope")) +
                    (distributedName.isEmpty() ? 0 : metrics.horizontalAdvance(separator));
  const int room = std::max(0, maxWidth - fixed);
  const QString full = distributedName.isEmpty() ? baselineName : baselineName + separator + distributedName;
  if (metrics.horizontalAdvance(full) + fixed <= maxWidth) return full + suffix;
  if (distributedName.isEmpty()) return metrics.elidedText(baselineName, Qt::ElideMiddle, room) + suffix;
  // A short name keeps all of itself; the other takes what is left.
  const int half = room / 2;
  int baselineRoom = half, distributedRoom = room - half;
  if (metrics.horizontalAdvance(baselineName) < half) {
    baselineRoom = metrics.horizontalAdvance(baselineName);
    distributedRoom = room - baselineRoom;
  } else if (metrics.horizontalAdvance(distributedName) < distributedRoom) {
    distributedRoom = metrics.horizontalAdvance(distributedName);
    baselineRoom = room - distributedRoom;
  }
  return metrics.elidedText(baselineName, Qt::ElideMiddle, baselineRoom) + separator +
         metrics.elidedText(distributedName, Qt::ElideMiddle, distributedRoom) + suffix;
}

}  // namespace shardscope::gui
