// The load job: both files through io::loadModuleFile, each hashed for the session, and
// the pair directory they belong to (its source copies).
#include "gui/analysis_jobs.h"

#include "gui/module_index.h"
#include "io/hlo_file.h"
#include "io/pair_directory.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <stdexcept>

namespace shardscope::gui {
namespace {

std::shared_ptr<const ir::Module> loadOne(const QString& path, QStringList& warnings) {
  io::LoadResult result = io::loadModuleFile(path.toStdString());
  for (const Diagnostic& diagnostic : result.diagnostics)
    if (diagnostic.severity != Severity::Error) warnings << QString::fromStdString(diagnostic.format());
  if (!result.ok()) {
    const Diagnostic* error = result.firstError();
    throw std::runtime_error(error ? error->format() : path.toStdString() + ": error: cannot load");
  }
  return std::make_shared<const ir::Module>(std::move(*result.module));
}

// The pair directory's source copies. Opened as a directory, its manifest must read; else
// a manifest beside the baseline counts only when it names this very baseline file.
void attachPairDirectory(LoadedPair& pair, const QString& explicitDirectory) {
  const bool explicitly = !explicitDirectory.isEmpty();
  const QString directory = explicitly ? explicitDirectory : QFileInfo(pair.baselinePath).absolutePath();
  if (!explicitly && !QFileInfo(directory + QStringLiteral("/manifest.json")).isFile()) return;
  io::PairDirectoryRead read = io::readPairDirectory(directory.toStdString());
  if (!read.ok()) {
    if (explicitly) throw std::runtime_error(read.error->format());
    pair.warnings << QStringLiteral("%1 (the manifest beside the baseline; its source copies are not used)")
                         .arg(QString::fromStdString(read.error->format()));
    return;
  }
  const QString named = QFileInfo(QString::fromStdString(read.pair->baselinePath())).canonicalFilePath();
  if (!explicitly && named != QFileInfo(pair.baselinePath).canonicalFilePath()) return;
  pair.pairDirectory = directory;
  pair.openedAsDirectory = explicitly;
  for (const auto& [recorded, copy] : read.pair->sources)
    pair.sourceCopies.insert(QString::fromStdString(recorded), QDir::cleanPath(QString::fromStdString(read.pair->resolve(copy))));
}

}  // namespace

QString sha256OfFile(const QString& path, const CancellationToken& cancel) {
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly)) return {};
  QCryptographicHash hash(QCryptographicHash::Sha256);
  while (!file.atEnd()) {
    cancel.throwIfCancelled();
    const QByteArray chunk = file.read(1 << 20);
    if (chunk.isEmpty() && file.error() != QFile::NoError) return {};
    hash.addData(chunk);
  }
  return QString::fromLatin1(hash.result().toHex());
}

LoadedPair loadPair(const QString& baselinePath, const QString& distributedPath, const CancellationToken& cancel,
                    const ProgressCallback& progress, const QString& pairDirectory) {
  LoadedPair pair;
  pair.baselinePath = baselinePath;
  pair.distributedPath = distributedPath;
  const int files = distributedPath.isEmpty() ? 1 : 2;
  reportProgress(progress, 0.0, "loading baseline");
  pair.baseline = loadOne(baselinePath, pair.warnings);
  cancel.throwIfCancelled();
  pair.baselineSha256 = sha256OfFile(baselinePath, cancel);
  pair.baselineIndex = std::make_shared<const ModuleIndex>(*pair.baseline);
  if (files == 2) {
    reportProgress(progress, 0.5, "loading distributed");
    pair.distributed = loadOne(distributedPath, pair.warnings);
    cancel.throwIfCancelled();
    pair.distributedSha256 = sha256OfFile(distributedPath, cancel);
    pair.distributedIndex = std::make_shared<const ModuleIndex>(*pair.distributed);
  }
  attachPairDirectory(pair, pairDirectory);
  reportProgress(progress, 1.0, "loaded");
  return pair;
}

}  // namespace shardscope::gui
