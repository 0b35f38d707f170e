#include "cli/command_registry.h"

#include <cstdio>

namespace shardscope::cli {
namespace {
std::vector<Command>& registry() {
  static std::vector<Command> commands;
  return commands;
}
}  // namespace

const std::vector<Command>& allCommands() { return registry(); }

RegisterCommand::RegisterCommand(Command command) { registry().push_back(std::move(command)); }

QTextStream& out() {
  static QTextStream stream(stdout);
  return stream;
}

QTextStream& err() {
  static QTextStream stream(stderr);
  return stream;
}

}  // namespace shardscope::cli
