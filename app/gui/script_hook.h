#pragma once
// A test hook for the crash-safety test (tests/gui/test_crash_recovery.cpp): with
// SHARDSCOPE_SCRIPT=1 in the environment, `shardscope` reads commands from stdin, one a
// line, and reports on stdout, so a test can annotate a running window and kill it at
// any moment:
//   annotate baseline|distributed INSTRUCTION SHARDING   adds a user sharding (autosaved)
// and it prints
//   ready N      once a pair is loaded (N user shardings, e.g. from a restored session)
//   saved N      after each completed recovery write (N user shardings in it)
// SHARDSCOPE_AUTOSAVE_DELAY_MS sets the delay between a change and its autosave (400 ms
// otherwise); SHARDSCOPE_SAVE_STALL_MS stalls every recovery write that long when half
// of it is written, so a test can kill the program inside a save. Nothing here runs
// without SHARDSCOPE_SCRIPT=1.
#include <QObject>

namespace shardscope::gui {

class MainWindow;
struct MainWindowOptions;

class ScriptHook : public QObject {
  Q_OBJECT

 public:
  // Applies SHARDSCOPE_AUTOSAVE_DELAY_MS to options a window is about to be made with.
  static void adjustOptions(MainWindowOptions& options);
  // A hook on `window` when SHARDSCOPE_SCRIPT=1, otherwise nullptr; owned by the window.
  static ScriptHook* installIfRequested(MainWindow* window);

 private:
  explicit ScriptHook(MainWindow* window);
  void readCommands();
  void run(const QByteArray& line);
  void say(const QByteArray& line);

  MainWindow* window_;
  QByteArray pending_;
};

}  // namespace shardscope::gui
