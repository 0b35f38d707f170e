#pragma once
// The shardscope-cli dispatcher: every subcommand is one file in app/cli/ that
// registers itself with a static RegisterCommand object, so adding a command never
// touches the dispatcher.

#include <QStringList>
#include <QTextStream>

#include <functional>
#include <vector>

namespace shardscope::cli {

// Exit codes (DESIGN.md): 0 success / equivalent, 1 a completed check that found a
// difference or could not verify, 2 bad input or usage.
inline constexpr int kExitOk = 0;
inline constexpr int kExitDiffers = 1;
inline constexpr int kExitBadInput = 2;

struct Command {
  QString name;     // e.g. "inspect"
  QString synopsis; // e.g. "inspect FILE [--json]"
  QString summary;  // one line for `shardscope-cli --help`
  // args[0] is "shardscope-cli NAME"; the rest are the subcommand's arguments.
  std::function<int(const QStringList& args)> run;
};

const std::vector<Command>& allCommands();

struct RegisterCommand {
  explicit RegisterCommand(Command command);
};

// Standard streams shared by all commands (UTF-8, flushed on exit).
QTextStream& out();
QTextStream& err();

}  // namespace shardscope::cli
