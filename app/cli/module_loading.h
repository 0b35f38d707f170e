#pragma once
// Loading a module for a CLI command: positioned errors to stderr, warnings kept, the
// parse time measured (inspect reports it).

#include "ir/module.h"

#include <QString>

#include <optional>
#include <string>
#include <vector>

namespace shardscope::cli {

struct LoadedModule {
  std::optional<ir::Module> module;  // empty: the error was printed
  std::vector<std::string> warnings;  // formatted `file:line:col: warning: ...`
  double parseSeconds = 0;
  long long bytes = 0;
};

// Loads FILE; on failure prints `file:line:col: error: ...` to stderr; warnings go
// to stderr too unless the command reports them itself. `expandsTileAssignments`: the
// command runs an engine that reads every device list, so the module's symbolic iota
// tile assignments, expanded, must fit one analysis's budget
// (io::checkTileAssignmentExpansion); inspect and convert never expand them.
LoadedModule loadModuleForCli(const QString& path, bool printWarnings = true, bool expandsTileAssignments = true);

// A small input file (a relations file): regular files only, at most `maxBytes`; on
// failure prints `PATH: error: ...` to stderr and returns nothing.
std::optional<std::string> readSmallInputFile(const QString& path, long long maxBytes = 16 << 20);

}  // namespace shardscope::cli
