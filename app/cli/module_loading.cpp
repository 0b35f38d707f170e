#include "cli/module_loading.h"

#include "cli/command_registry.h"
#include "io/hlo_file.h"
#include "io/tile_assignment_budget.h"

#include <QFileInfo>

#include <chrono>

namespace shardscope::cli {

LoadedModule loadModuleForCli(const QString& path, bool printWarnings, bool expandsTileAssignments) {
  LoadedModule loaded;
  loaded.bytes = QFileInfo(path).size();
  const auto start = std::chrono::steady_clock::now();
  io::LoadResult result = io::loadModuleFile(path.toStdString());
  loaded.parseSeconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  for (const Diagnostic& diagnostic : result.diagnostics) {
    if (diagnostic.severity == Severity::Error) {
      err() << QString::fromStdString(diagnostic.format()) << "\n";
    } else {
      loaded.warnings.push_back(diagnostic.format());
      if (printWarnings) err() << QString::fromStdString(diagnostic.format()) << "\n";
    }
  }
  if (result.module && expandsTileAssignments) {
    if (const auto refused = io::checkTileAssignmentExpansion(*result.module, path.toStdString())) {
      err() << QString::fromStdString(refused->format()) << "\n";
      return loaded;
    }
  }
  loaded.module = std::move(result.module);
  return loaded;
}

std::optional<std::string> readSmallInputFile(const QString& path, long long maxBytes) {
  std::string contents, error;
  if (!io::readFileBounded(path.toStdString(), maxBytes, contents, error)) {
    err() << path << ": error: " << QString::fromStdString(error) << "\n";
    return std::nullopt;
  }
  return contents;
}

}  // namespace shardscope::cli
