#include "cli/cli_options.h"

namespace shardscope::cli {

std::optional<int> parseCommandLine(QCommandLineParser& parser, const QStringList& args,
                                    const Command& self, int positional) {
  parser.setApplicationDescription(self.summary);
  const QCommandLineOption help({"h", "help"}, "Show this help.");
  parser.addOption(help);
  if (!parser.parse(args)) {
    err() << "shardscope-cli " << self.name << ": error: " << parser.errorText() << "\n"
          << "usage: shardscope-cli " << self.synopsis << "\n";
    return kExitBadInput;
  }
  if (parser.isSet(help)) {
    out() << "usage: shardscope-cli " << self.synopsis << "\n\n" << parser.helpText();
    return kExitOk;
  }
  if (positional >= 0 && parser.positionalArguments().size() != positional) {
    err() << "shardscope-cli " << self.name << ": error: expected " << positional
          << " argument(s), got " << parser.positionalArguments().size() << "\n"
          << "usage: shardscope-cli " << self.synopsis << "\n";
    return kExitBadInput;
  }
  return std::nullopt;
}

const Command& commandNamed(const QString& name) {
  for (const Command& command : allCommands())
    if (command.name == name) return command;
  static const Command none;
  return none;
}

}  // namespace shardscope::cli
