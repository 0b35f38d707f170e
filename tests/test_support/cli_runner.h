#pragma once
// Runs the built `shardscope-cli` for the CLI contract tests and captures its exit code,
// stdout and stderr. A run that does not finish in time reports exit code -1.
#include <QByteArray>
#include <QProcess>
#include <QStringList>

namespace shardscope::test {

struct CliRun {
  int exitCode = -1;
  QByteArray out;
  QByteArray err;
};

inline CliRun runShardscopeCli(const QStringList& args, int timeoutMs = 60000) {
  QProcess process;
  process.start(QStringLiteral(SHARDSCOPE_BIN_DIR "/shardscope-cli"), args);
  if (!process.waitForFinished(timeoutMs)) return {};
  return {process.exitCode(), process.readAllStandardOutput(), process.readAllStandardError()};
}

}  // namespace shardscope::test
