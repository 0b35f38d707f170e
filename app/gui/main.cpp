// `shardscope`: the desktop application (issue 8). Options: launch_options.h.
#include "gui/launch_options.h"
#include "gui/gallery/teaching_link.h"
#include "gui/launch_sequence.h"
#include "gui/main_window.h"
#include "gui/script_hook.h"
#include "gui/session_prompts.h"
#include "gui/workbench_link.h"
#include "views/graph/graph_layout_engine.h"

#include <QApplication>
#include <QIcon>
#include <QTemporaryDir>
#include <QStringList>
#include <QTimer>

#include <cstdio>

int main(int argc, char** argv) {
  using namespace shardscope;
  // QGuiApplication takes `-session`/`--session` for X11 session management and removes
  // it from arguments(), so our `--session FILE` is read from argv before it can.
  QStringList arguments;
  for (int i = 0; i < argc; ++i) arguments << QString::fromLocal8Bit(argv[i]);
  // Options first: --help, --version and usage errors need no display (they aborted in
  // QApplication's constructor on a machine without one).
  const gui::LaunchParse parsed = gui::parseLaunchOptions(arguments);
  if (!parsed.options) {
    // Without an application object QCommandLineParser cannot know the program's name.
    const QString message = QString(parsed.message).replace(QStringLiteral("<executable_name>"), QStringLiteral("shardscope"));
    std::fputs(message.toLocal8Bit().constData(), parsed.exitCode == 0 ? stdout : stderr);
    return parsed.exitCode;
  }
  // A --screenshot run draws offscreen when there is no display to draw on.
  if (!parsed.options->screenshot.isEmpty() && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") &&
      qEnvironmentVariableIsEmpty("DISPLAY") && qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY"))
    qputenv("QT_QPA_PLATFORM", "offscreen");
  QApplication app(argc, argv);
  Q_INIT_RESOURCE(shardscope);  // the resources live in the static library shardscope_gui
  QApplication::setOrganizationName(QStringLiteral("ShardScope"));
  QApplication::setApplicationName(QStringLiteral("shardscope"));
  QApplication::setApplicationVersion(QStringLiteral(SHARDSCOPE_VERSION));
  QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/shardscope.svg")));

  const gui::LaunchOptions& options = *parsed.options;
  const bool headless = !options.screenshot.isEmpty();

  views::GraphLayoutEngine layoutEngine;  // the one Graphviz owner of the process
  gui::MainWindow::Options windowOptions;
  windowOptions.interactive = !headless;
  // A headless run must not overwrite (or, on exit, remove) the recovery file of a
  // crashed interactive session unless it was asked to restore it.
  QTemporaryDir headlessRecovery;
  if (headless && !options.restore) windowOptions.recoveryFolder = headlessRecovery.path();
  gui::ScriptHook::adjustOptions(windowOptions);  // test hook: SHARDSCOPE_AUTOSAVE_DELAY_MS
  gui::MainWindow window(&layoutEngine, windowOptions);
  gui::ScriptHook::installIfRequested(&window);  // test hook: SHARDSCOPE_SCRIPT=1 (script_hook.h)
  new gui::WorkbenchLink(&window);  // issue 10's sharding workbench, docked; owned by the window
  new gui::gallery::TeachingLink(&window);  // issue 24: gallery, tours, summary, slides; owned by the window
  if (headless) window.resize(options.width, options.height);
  window.show();

  // A recovery file means the last run did not exit cleanly.
  bool restore = false;
  if (window.recovery().hasRecovery()) {
    if (options.restore) restore = true;
    else if (!headless)
      restore = gui::askToRestoreRecovery(&window);  // Escape declines (issue 23)
  }

  gui::LaunchSequence sequence(&window, options);
  int exitCode = 0;
  QObject::connect(&sequence, &gui::LaunchSequence::finished, &app, [&](int code) {
    exitCode = code;
    window.close();
    QApplication::exit(code);
  });
  QTimer::singleShot(0, &sequence, [&]() {
    if (!sequence.start(restore) && headless) {
      exitCode = 2;
      QApplication::exit(2);
    }
  });
  const int loopCode = QApplication::exec();
  return exitCode != 0 ? exitCode : loopCode;
}
