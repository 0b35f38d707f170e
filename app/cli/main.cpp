// shardscope-cli: the command-line front end over the core engines (DESIGN.md).
#include "cli/command_registry.h"
#include "support/allocator_name.h"
#include "support/input_budget.h"

#include <QCoreApplication>

#include <algorithm>
#include <new>

using namespace shardscope::cli;

namespace {
void printUsage(QTextStream& stream) {
  std::vector<Command> commands = allCommands();
  std::sort(commands.begin(), commands.end(),
            [](const Command& a, const Command& b) { return a.name < b.name; });
  stream << "usage: shardscope-cli COMMAND [ARGS...]\n\ncommands:\n";
  for (const Command& command : commands)
    stream << "  " << command.synopsis << "\n      " << command.summary << "\n";
  stream << "\nexit codes: 0 success, 1 difference found or not verified, 2 bad input or usage\n";
}
}  // namespace

int main(int argc, char** argv) {
  QCoreApplication app(argc, argv);
  QCoreApplication::setApplicationName("shardscope-cli");
  QCoreApplication::setApplicationVersion(SHARDSCOPE_VERSION);
  const QStringList args = QCoreApplication::arguments();
  if (args.size() < 2) {
    printUsage(err());
    return kExitBadInput;
  }
  const QString name = args.at(1);
  if (name == "--help" || name == "-h" || name == "help") {
    printUsage(out());
    return kExitOk;
  }
  if (name == "--version") {
    out() << "shardscope-cli " << SHARDSCOPE_VERSION << "\n";
    out() << "allocator: " << QString::fromStdString(shardscope::allocatorName()) << "\n";
    return kExitOk;
  }
  for (const Command& command : allCommands()) {
    if (command.name != name) continue;
    QStringList sub = args.mid(2);
    sub.prepend(QStringLiteral("shardscope-cli ") + name);
    int code = kExitBadInput;
    try {
      code = command.run(sub);
    } catch (const std::bad_alloc&) {
      // The budgets are checked before allocating; an input that still asks for more
      // memory than there is gets a clear error, not an abort (issue 21).
      out().flush();
      err() << "shardscope-cli " << name << ": error: out of memory: the input needs more memory than this machine gives the process\n";
      err().flush();
      return kExitBadInput;
    } catch (const shardscope::BudgetExceeded& error) {
      // A compact form (an iota tile assignment) expanded past the budget of the analysis
      // that asked for it, where the command does not report it itself.
      out().flush();
      err() << "shardscope-cli " << name << ": error: " << error.what() << "\n";
      err().flush();
      return kExitBadInput;
    }
    out().flush();
    err().flush();
    return code;
  }
  err() << "shardscope-cli: error: unknown command '" << name << "'\n";
  printUsage(err());
  return kExitBadInput;
}
