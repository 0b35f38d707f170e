#pragma once
// What `shardscope` does after the window opens, in order: restore or open what the
// command line asked for, run the requested analyses once the pair is loaded, and for
// --screenshot wait until every job and layout is done, render the window to PNG and
// quit. Failures end the run with exit code 2 (bad input) and the message on stderr.
#include "gui/launch_options.h"

#include <QObject>

namespace shardscope::gui {

class MainWindow;

class LaunchSequence : public QObject {
  Q_OBJECT

 public:
  LaunchSequence(MainWindow* window, LaunchOptions options, QObject* parent = nullptr);
  // Opens what the options name; false (with the message printed) on immediate failure.
  bool start(bool restoreRecovery);

 signals:
  void finished(int exitCode);

 private:
  void onLoaded();
  void runNextAnalysis();
  void waitForIdleThenCapture();
  void capture();
  void fail(const QString& message);

  MainWindow* window_;
  LaunchOptions options_;
  QStringList pendingAnalyses_;
  bool capturing_ = false;
  bool done_ = false;
};

}  // namespace shardscope::gui
