#pragma once
// The hand-written pair directories of tests/data/pair-dirs (make_pair_dirs.py writes
// them) and a copy helper: tests that alter a manifest or a recorded array work on a
// copy in their own temporary folder, never on the checked-in files.
#include <QByteArray>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QString>

namespace shardscope::testing {

inline const QString kPairDirs = QStringLiteral(SHARDSCOPE_SOURCE_DIR "/tests/data/pair-dirs/");

// Copies every file under `from` into `to` (created), keeping relative paths.
inline bool copyPairDirectory(const QString& from, const QString& to) {
  if (!QDir().mkpath(to)) return false;
  QDirIterator it(from, QDir::Files, QDirIterator::Subdirectories);
  while (it.hasNext()) {
    const QString source = it.next();
    const QString target = to + QLatin1Char('/') + QDir(from).relativeFilePath(source);
    if (!QDir().mkpath(QFileInfo(target).absolutePath())) return false;
    QFile::remove(target);
    if (!QFile::copy(source, target)) return false;
  }
  return true;
}

inline QByteArray readAll(const QString& path) {
  QFile file(path);
  return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

inline bool writeAll(const QString& path, const QByteArray& bytes) {
  QFile file(path);
  return file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(bytes) == bytes.size();
}

}  // namespace shardscope::testing
