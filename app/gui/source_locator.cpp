#include "gui/source_locator.h"

#include <QDir>
#include <QFileInfo>

namespace shardscope::gui {

SourceRootMapping SourceRootMapping::parse(const QString& text) {
  const qsizetype equals = text.indexOf(QLatin1Char('='));
  if (equals < 0) return {QString(), text.trimmed()};
  return {text.left(equals).trimmed(), text.mid(equals + 1).trimmed()};
}

QString SourceRootMapping::toString() const {
  if (recordedPrefix.isEmpty()) return localFolder;
  return recordedPrefix + QLatin1Char('=') + localFolder;
}

SourceLookup locateSourceFile(const QString& recordedPath, const QString& moduleFolder, const SourceRootMapping& mapping) {
  SourceLookup lookup;
  if (recordedPath.isEmpty()) return lookup;
  QStringList candidates;
  const QString cleaned = QDir::cleanPath(recordedPath);
  const bool absolute = QDir::isAbsolutePath(cleaned);
  if (!mapping.recordedPrefix.isEmpty() && !mapping.localFolder.isEmpty()) {
    const QString prefix = QDir::cleanPath(mapping.recordedPrefix);
    if (cleaned == prefix || cleaned.startsWith(prefix + QLatin1Char('/')))
      candidates << QDir::cleanPath(mapping.localFolder + QLatin1Char('/') + cleaned.mid(prefix.size()));
  }
  if (absolute) {
    candidates << cleaned;
  } else {
    if (!moduleFolder.isEmpty()) candidates << QDir::cleanPath(moduleFolder + QLatin1Char('/') + cleaned);
    if (!mapping.localFolder.isEmpty()) candidates << QDir::cleanPath(mapping.localFolder + QLatin1Char('/') + cleaned);
  }
  // Last resort: the file name alone beside the HLO file or in the mapped folder.
  const QString fileName = QFileInfo(cleaned).fileName();
  for (const QString& folder : {moduleFolder, mapping.localFolder})
    if (!folder.isEmpty()) candidates << QDir::cleanPath(folder + QLatin1Char('/') + fileName);
  candidates.removeDuplicates();
  for (const QString& candidate : candidates) {
    lookup.tried << candidate;
    if (QFileInfo(candidate).isFile()) {
      lookup.path = candidate;
      break;
    }
  }
  return lookup;
}

SourceLookup locateSourceFile(const QString& recordedPath, const QString& moduleFolder, const SourceRootMapping& mapping,
                              const QHash<QString, QString>& copies) {
  const QString copy = copies.value(recordedPath);
  if (!copy.isEmpty() && QFileInfo(copy).isFile()) return SourceLookup{copy, {copy}};
  SourceLookup lookup = locateSourceFile(recordedPath, moduleFolder, mapping);
  if (!copy.isEmpty()) lookup.tried.prepend(copy);
  return lookup;
}

}  // namespace shardscope::gui
