#pragma once
// The `shardscope` command line:
//   shardscope [BASELINE [DISTRIBUTED] | PAIR_DIR] [--session FILE] [--screenshot PNG]
//              [--verify] [--propagate] [--numeric] [--restore] [--source-root MAP]
// With no files and no session it opens the bundled example whose verification fails
// and verifies it, so a new user sees a frontier at once.
#include <QString>
#include <QStringList>

#include <optional>

namespace shardscope::gui {

struct LaunchOptions {
  QString baseline;
  QString distributed;
  QString pairDirectory;  // one directory argument: a pair directory (io/pair_directory.h)
  QString session;
  QString screenshot;  // render the window to this PNG after loading and analyses, then exit
  QString sourceRoot;
  bool verify = false;
  bool propagate = false;
  bool numeric = false;
  bool restore = false;      // restore a crash-recovery file without asking
  bool useExample = false;   // no files given: open the first-run example
  int width = 1600;          // window size for --screenshot
  int height = 1000;
};

struct LaunchParse {
  std::optional<LaunchOptions> options;  // empty: exit with `exitCode` (help, or a usage error)
  int exitCode = 0;
  QString message;  // help text (exit 0) or the usage error (exit 2)
};

LaunchParse parseLaunchOptions(const QStringList& arguments);

}  // namespace shardscope::gui
