#include "gui/recent_files.h"

#include <QFileInfo>

namespace shardscope::gui {
namespace {
const QString kKey = QStringLiteral("recent/entries");
}

QString RecentEntry::label() const {
  if (distributed.isEmpty()) return QFileInfo(baseline).fileName() + QStringLiteral("  —  ") + QFileInfo(baseline).absolutePath();
  return QFileInfo(baseline).fileName() + QStringLiteral(" | ") + QFileInfo(distributed).fileName() + QStringLiteral("  —  ") +
         QFileInfo(distributed).absolutePath();
}

QList<RecentEntry> RecentFiles::entries() const {
  QList<RecentEntry> entries;
  // Stored as "baseline\ndistributed": a file name never holds a newline on our platforms.
  for (const QString& item : settings_.value(kKey).toStringList()) {
    const QStringList parts = item.split(QLatin1Char('\n'));
    if (parts.isEmpty() || parts.front().isEmpty()) continue;
    entries.append(RecentEntry{parts.front(), parts.size() > 1 ? parts[1] : QString()});
    if (entries.size() == kMaxEntries) break;
  }
  return entries;
}

void RecentFiles::add(const RecentEntry& entry) {
  if (entry.baseline.isEmpty()) return;
  QList<RecentEntry> list = entries();
  list.removeAll(entry);
  list.prepend(entry);
  QStringList stored;
  for (const RecentEntry& item : list.mid(0, kMaxEntries)) stored << item.baseline + QLatin1Char('\n') + item.distributed;
  settings_.setValue(kKey, stored);
}

void RecentFiles::clear() { settings_.remove(kKey); }

}  // namespace shardscope::gui
