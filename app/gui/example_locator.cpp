#include "gui/example_locator.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

namespace shardscope::gui {
namespace {

ExamplePair pairIn(const QString& folder) {
  const QDir dir(folder);
  ExamplePair pair{dir.absolutePath(), dir.filePath(QStringLiteral("baseline.hlo")), dir.filePath(QStringLiteral("distributed.hlo"))};
  if (!QFileInfo(pair.baseline).isFile() || !QFileInfo(pair.distributed).isFile()) return {};
  return pair;
}

}  // namespace

ExamplePair findExample(const QString& name) {
  QStringList roots;
  if (const QString fromEnvironment = qEnvironmentVariable("SHARDSCOPE_EXAMPLES"); !fromEnvironment.isEmpty()) roots << fromEnvironment;
  // build-*/bin/shardscope -> the checkout's resources/examples, a few levels up.
  QDir dir(QCoreApplication::applicationDirPath());
  for (int level = 0; level < 4; ++level) {
    roots << dir.filePath(QStringLiteral("resources/examples"));
    if (!dir.cdUp()) break;
  }
#ifdef SHARDSCOPE_INSTALLED_EXAMPLES
  roots << QStringLiteral(SHARDSCOPE_INSTALLED_EXAMPLES);
#endif
  for (const QString& root : roots) {
    const ExamplePair pair = pairIn(QDir(root).filePath(name));
    if (pair.isValid()) return pair;
  }
  return {};
}

}  // namespace shardscope::gui
