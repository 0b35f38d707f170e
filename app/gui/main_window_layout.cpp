// The window's arrangement (issue 23): the default layout that fits 1366x768 and
// 1600x1000 with every dock legible, View > Reset Layout, a saved layout that is checked
// before it is trusted, and a window that never exceeds its screen.
//
// Default: the graphs side by side; Properties to their right (full-height column, so the
// graphs keep their height); below, across the whole width, the source (a quarter) and the
// analyses tabbed together (three quarters: the verification steps' three panes need width).
#include "gui/main_window.h"

#include <QDockWidget>
#include <QScreen>
#include <QTimer>

#include <algorithm>

namespace shardscope::gui {
namespace {

// Below these a pane cannot show a line of its content: a saved layout with a smaller
// visible dock (a bad splitter drag) is replaced by the default.
constexpr int kMinimumDockWidth = 160;
constexpr int kMinimumDockHeight = 110;
constexpr int kMinimumGraphHeight = 200;

}  // namespace

void MainWindow::resetLayout() {
  QDockWidget* properties = findChild<QDockWidget*>(QStringLiteral("propertiesDock"));
  QDockWidget* source = findChild<QDockWidget*>(QStringLiteral("sourceDock"));
  // The bottom area spans the window's width; the right one sits beside the graphs only.
  setCorner(Qt::BottomLeftCorner, Qt::BottomDockWidgetArea);
  setCorner(Qt::BottomRightCorner, Qt::BottomDockWidgetArea);
  const QList<QDockWidget*> docks = findChildren<QDockWidget*>(QString(), Qt::FindDirectChildrenOnly);
  for (QDockWidget* dock : docks) {
    dock->setFloating(false);
    removeDockWidget(dock);
  }
  addDockWidget(Qt::RightDockWidgetArea, properties);
  addDockWidget(Qt::BottomDockWidgetArea, source);
  addDockWidget(Qt::BottomDockWidgetArea, frontierDock_);
  splitDockWidget(source, frontierDock_, Qt::Horizontal);
  // Every other dock is an analysis, tabbed with the frontier in the order it was added.
  for (QDockWidget* dock : docks)
    if (dock != properties && dock != source && dock != frontierDock_) tabifyDockWidget(frontierDock_, dock);
  for (QDockWidget* dock : docks) dock->show();
  frontierDock_->raise();
  fitDocksToWindow();
  // Dock sizes take only once the new arrangement is laid out: once more after that.
  layoutSettled_ = false;
  QTimer::singleShot(0, this, [this] {
    fitDocksToWindow();
    layoutSettled_ = true;
  });
}

void MainWindow::fitDocksToWindow() {
  QDockWidget* properties = findChild<QDockWidget*>(QStringLiteral("propertiesDock"));
  QDockWidget* source = findChild<QDockWidget*>(QStringLiteral("sourceDock"));
  const int width = std::max(this->width(), 800);
  const int height = std::max(this->height(), 600);
  resizeDocks({properties}, {std::clamp(width / 5, 260, 380)}, Qt::Horizontal);
  resizeDocks({source, frontierDock_}, {width / 4, width * 3 / 4}, Qt::Horizontal);
  // The docks below take 45% of the height at 768 lines, 40% from 1000 on.
  const int bottom = height < 900 ? height * 45 / 100 : height * 40 / 100;
  resizeDocks({source}, {bottom}, Qt::Vertical);
}

QStringList MainWindow::illegibleDocks() const {
  QStringList small;
  for (const QDockWidget* dock : findChildren<QDockWidget*>(QString(), Qt::FindDirectChildrenOnly)) {
    // A tab behind another is moved out of sight, not hidden: only the shown one counts.
    if (!dock->isVisible() || dock->isFloating() || dock->visibleRegion().isEmpty()) continue;
    if (dock->width() < kMinimumDockWidth || dock->height() < kMinimumDockHeight) small << dock->windowTitle();
  }
  if (centralWidget() && centralWidget()->height() < kMinimumGraphHeight) small << tr("the graphs");
  return small;
}

void MainWindow::fitToScreen() {
  const QScreen* screen = this->screen();
  if (!screen) return;
  const QRect available = screen->availableGeometry();
  // The frame (title bar, borders) is outside geometry(); leave room for it.
  const QSize frame = frameGeometry().size() - geometry().size();
  const QSize limit = available.size() - frame;
  const QSize fitted = size().boundedTo(limit);
  if (fitted != size()) resize(fitted);
  QRect frameRect = frameGeometry();
  frameRect.moveLeft(std::clamp(frameRect.left(), available.left(), std::max(available.left(), available.right() - frameRect.width() + 1)));
  frameRect.moveTop(std::clamp(frameRect.top(), available.top(), std::max(available.top(), available.bottom() - frameRect.height() + 1)));
  if (frameRect.topLeft() != frameGeometry().topLeft()) move(frameRect.topLeft());
}

void MainWindow::settleLayout() {
  // Runs once the window is built, with every dock added (the links add theirs after the
  // constructor): a saved layout stays only if it leaves every pane legible.
  if (restoredDockState_) {
    // The constructor restored the state before the links' docks existed; Qt then put
    // those where new docks go, taking ~50 px from the graphs (issue 23's walk-through).
    // Now that every dock is there, the state again, checked once it is laid out.
    restoreState(settings_.value(QStringLiteral("window/state")).toByteArray(), kLayoutVersion);
    QTimer::singleShot(0, this, [this] {
      const QStringList small = illegibleDocks();
      if (small.isEmpty()) {
        layoutSettled_ = true;
        return;
      }
      log(tr("the saved layout left %1 too small: back to the default layout (View > Reset Layout)").arg(small.join(QStringLiteral(", "))));
      resetLayout();
    });
    return;
  }
  resetLayout();
}

}  // namespace shardscope::gui
