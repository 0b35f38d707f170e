#include "gui/recovery_store.h"

#include <QDir>
#include <QFileInfo>
#include <QFile>
#include <QStandardPaths>

namespace shardscope::gui {

RecoveryStore::RecoveryStore(QString folder) {
  if (folder.isEmpty()) folder = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
  path_ = QDir(folder).filePath(QStringLiteral("recovery.shardscope"));
}

bool RecoveryStore::hasRecovery() const { return QFile::exists(path_); }

bool RecoveryStore::write(const session::Session& session, QString& error) {
  const QString folder = QFileInfo(path_).absolutePath();
  if (!QDir().mkpath(folder)) {
    error = QStringLiteral("cannot create %1").arg(folder);
    return false;
  }
  std::string message;
  if (!session::saveSessionFile(session, path_.toStdString(), message, halfWritten_)) {
    error = QString::fromStdString(message);
    return false;
  }
  return true;
}

session::SessionLoadResult RecoveryStore::read() const { return session::loadSessionFile(path_.toStdString()); }

void RecoveryStore::discard() { QFile::remove(path_); }

}  // namespace shardscope::gui
