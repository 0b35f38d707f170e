#pragma once
// The main window as the GUI tests open it: non-interactive (errors go to the log, not to
// message boxes), recovery copies in the test's own folder, no timed autosave during a
// test, shown at the size the screenshots use.

#include "gui/main_window.h"
#include "views/graph/graph_layout_engine.h"

#include <QGuiApplication>
#include <QScreen>
#include <QSize>
#include <QString>

#include <memory>

namespace shardscope::testing {

inline gui::MainWindow::Options testWindowOptions(const QString& recoveryFolder) {
  gui::MainWindow::Options options;
  options.interactive = false;
  options.recoveryFolder = recoveryFolder;
  options.autosaveSeconds = 3600;
  return options;
}

inline std::unique_ptr<gui::MainWindow> shownTestWindow(views::GraphLayoutEngine* engine, const gui::MainWindow::Options& options) {
  auto window = std::make_unique<gui::MainWindow>(engine, options);
  window->resize(1600, 1000);
  window->show();
  return window;
}

// The offscreen screen of this size (the GUI tests' platform offers 1366x768 and
// 1600x1000 among others); nullptr when there is none.
inline QScreen* screenOfSize(QSize size) {
  for (QScreen* screen : QGuiApplication::screens())
    if (screen->geometry().size() == size) return screen;
  return nullptr;
}

}  // namespace shardscope::testing
