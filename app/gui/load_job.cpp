// The load job: both files through io::loadModuleFile, each hashed for the session.
#include "gui/analysis_jobs.h"

#include "gui/module_index.h"
#include "io/hlo_file.h"

#include <QCryptographicHash>
#include <QFile>

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
                    const ProgressCallback& progress) {
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
  reportProgress(progress, 1.0, "loaded");
  return pair;
}

}  // namespace shardscope::gui
