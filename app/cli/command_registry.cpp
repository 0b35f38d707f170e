#include "cli/command_registry.h"

#include "cli/terminal_safe_output.h"

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
  static TerminalSafeOutput device(stdout);
  static QTextStream stream(&device);
  return stream;
}

QTextStream& err() {
  static TerminalSafeOutput device(stderr);
  static QTextStream stream(&device);
  return stream;
}

}  // namespace shardscope::cli
