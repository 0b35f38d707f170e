#pragma once
// Finds the local copy of a source file named in instruction metadata. Paths are often
// recorded on another machine (a CI box, a container), so a source-root mapping
// "RECORDED_PREFIX=LOCAL_FOLDER" (stored in the session) rewrites them; relative paths
// are tried against the HLO file's folder and the mapped folder.
#include <QHash>
#include <QString>
#include <QStringList>

namespace shardscope::gui {

struct SourceRootMapping {
  QString recordedPrefix;  // e.g. /home/ci/src; empty: only LOCAL_FOLDER is tried
  QString localFolder;     // e.g. /home/me/src

  // "PREFIX=FOLDER", or "FOLDER" alone.
  static SourceRootMapping parse(const QString& text);
  QString toString() const;
  bool isEmpty() const { return recordedPrefix.isEmpty() && localFolder.isEmpty(); }
};

struct SourceLookup {
  QString path;        // the local file found; empty when none
  QStringList tried;   // every candidate looked at, for the "not found" message
};

SourceLookup locateSourceFile(const QString& recordedPath, const QString& moduleFolder, const SourceRootMapping& mapping);
// The same, trying first a pair directory's copy of the file (`copies`: the manifest's
// "sources", metadata path -> local copy), which holds the source as it was captured.
SourceLookup locateSourceFile(const QString& recordedPath, const QString& moduleFolder, const SourceRootMapping& mapping,
                              const QHash<QString, QString>& copies);

}  // namespace shardscope::gui
