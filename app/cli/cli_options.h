#pragma once
// Small helpers shared by subcommands: parse options with QCommandLineParser and turn
// usage errors into exit code 2 (QCommandLineParser::process would exit with 1).

#include "cli/command_registry.h"

#include <QCommandLineParser>

#include <optional>

namespace shardscope::cli {

// Parses args; on --help prints help and returns kExitOk, on a usage error prints it
// and returns kExitBadInput; returns nullopt when the command should go on.
// `positional` is the exact number of positional arguments required (-1: any).
std::optional<int> parseCommandLine(QCommandLineParser& parser, const QStringList& args,
                                    const Command& self, int positional);

// Command descriptor lookup, so a command can print its own synopsis.
const Command& commandNamed(const QString& name);

}  // namespace shardscope::cli
