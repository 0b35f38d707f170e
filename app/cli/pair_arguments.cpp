#include "cli/pair_arguments.h"

#include <QFileInfo>

namespace shardscope::cli {
namespace {

QString qs(const std::string& text) { return QString::fromStdString(text); }

std::optional<io::PairDirectory> readDirectory(const QString& path) {
  io::PairDirectoryRead read = io::readPairDirectory(path.toStdString());
  if (!read.ok()) {
    err() << qs(read.error->format()) << "\n";
    return std::nullopt;
  }
  return std::move(read.pair);
}

void usage(const Command& self, const QString& problem) {
  err() << "shardscope-cli " << self.name << ": error: " << problem << "\n"
        << "usage: shardscope-cli " << self.synopsis << "\n";
}

}  // namespace

QString PairArguments::sourcePath(const std::string& recorded) const {
  if (!directory) return {};
  const std::string path = directory->sourcePath(recorded);
  return path.empty() || !QFileInfo(qs(path)).isFile() ? QString() : qs(path);
}

QString PairArguments::relationsPath() const {
  return directory ? qs(directory->relationsPath()) : folderRelations;
}

std::optional<PairArguments> readPairArguments(const QStringList& positional, const Command& self) {
  PairArguments arguments;
  if (positional.size() == 2) {
    arguments.baseline = positional[0];
    arguments.distributed = positional[1];
    return arguments;
  }
  if (positional.size() != 1) {
    usage(self, QStringLiteral("expected BASELINE DISTRIBUTED or one PAIR_DIR, got %1 argument(s)").arg(positional.size()));
    return std::nullopt;
  }
  if (!io::isDirectory(positional[0].toStdString())) {
    usage(self, QStringLiteral("%1 is not a pair directory; give BASELINE DISTRIBUTED or one PAIR_DIR").arg(positional[0]));
    return std::nullopt;
  }
  // A folder without a manifest that holds the two programs (what `zoo write` and the
  // bundled examples are) is taken as those two files.
  const QString folder = positional[0];
  if (!QFileInfo::exists(folder + "/manifest.json") && QFileInfo(folder + "/baseline.hlo").isFile() &&
      QFileInfo(folder + "/distributed.hlo").isFile()) {
    arguments.baseline = folder + "/baseline.hlo";
    arguments.distributed = folder + "/distributed.hlo";
    if (QFileInfo(folder + "/relations.json").isFile()) arguments.folderRelations = folder + "/relations.json";
    return arguments;
  }
  arguments.directory = readDirectory(positional[0]);
  if (!arguments.directory) return std::nullopt;
  arguments.baseline = qs(arguments.directory->baselinePath());
  arguments.distributed = qs(arguments.directory->distributedPath());
  return arguments;
}

std::optional<QString> readFileOrPairRole(const QStringList& positional, const Command& self, std::string_view role, const QString& what,
                                          std::optional<io::PairDirectory>* directory) {
  if (positional.size() != 1) {
    usage(self, QStringLiteral("expected one FILE or PAIR_DIR, got %1 argument(s)").arg(positional.size()));
    return std::nullopt;
  }
  if (!io::isDirectory(positional[0].toStdString())) return positional[0];
  std::optional<io::PairDirectory> pair = readDirectory(positional[0]);
  if (!pair) return std::nullopt;
  const std::string path = pair->pathOf(role);
  if (path.empty()) {
    err() << qs(pair->manifestPath) << ": error: the pair directory has no " << what << " (files." << qs(std::string(role)) << ")"
          << (pair->gspmdError.empty() ? QString() : QStringLiteral("; GSPMD refused the program: ") + qs(pair->gspmdError)) << "\n";
    return std::nullopt;
  }
  if (directory) *directory = std::move(pair);
  return qs(path);
}

}  // namespace shardscope::cli
