#pragma once
// Recently opened pairs and sessions, newest first, kept in QSettings so the File menu
// offers them in the next run.
#include <QSettings>
#include <QString>
#include <QStringList>

namespace shardscope::gui {

struct RecentEntry {
  QString baseline;     // or a .shardscope session when `distributed` is empty and it ends so
  QString distributed;  // empty for a single file or a session

  bool operator==(const RecentEntry&) const = default;
  QString label() const;
};

class RecentFiles {
 public:
  static constexpr int kMaxEntries = 8;

  explicit RecentFiles(QSettings& settings) : settings_(settings) {}
  QList<RecentEntry> entries() const;
  void add(const RecentEntry& entry);  // moves it to the front
  void clear();

 private:
  QSettings& settings_;
};

}  // namespace shardscope::gui
