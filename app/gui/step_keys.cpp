#include "gui/step_keys.h"

#include "gui/shortcut_map.h"
#include "views/trace/trace_player.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QMainWindow>
#include <QShortcut>

namespace shardscope::gui {
namespace {

bool isAncestorOrSelf(const QObject* ancestor, const QObject* object) {
  for (; object; object = object->parent())
    if (object == ancestor) return true;
  return false;
}

QDockWidget* dockOf(QWidget* widget) {
  for (; widget; widget = widget->parentWidget())
    if (auto* dock = qobject_cast<QDockWidget*>(widget)) return dock;
  return nullptr;
}

}  // namespace

StepKeys::StepKeys(QMainWindow* window) : QObject(window), window_(window) {
  const struct {
    const char* name;
    QString text;
    void (views::TracePlayer::*step)();
  } specs[] = {
      {"stepPrevious", tr("Previous Step"), &views::TracePlayer::previous},
      {"stepNext", tr("Next Step"), &views::TracePlayer::next},
      {"stepFirst", tr("First Step"), &views::TracePlayer::first},
      {"stepLast", tr("Last Step"), &views::TracePlayer::last},
  };
  for (const auto& spec : specs) {
    auto* action = new QAction(spec.text, window);
    action->setObjectName(QString::fromLatin1(spec.name));
    action->setStatusTip(tr("%1 of the step player in this dock, or of the one last used").arg(spec.text));
    action->setShortcuts(shortcutKeys(action->objectName()));
    action->setShortcutContext(Qt::WindowShortcut);
    connect(action, &QAction::triggered, this, [this, step = spec.step] {
      if (views::TracePlayer* player = target()) (player->*step)();
    });
    window->addAction(action);
    actions_ << action;
  }
  connect(qApp, &QApplication::focusChanged, this, [this](QWidget*, QWidget* now) { onFocusChanged(now); });
}

views::TracePlayer* StepKeys::target() const {
  const QList<views::TracePlayer*> players = window_->findChildren<views::TracePlayer*>();
  // The player in the dock that holds the focus.
  if (QDockWidget* dock = dockOf(QApplication::focusWidget()); dock && isAncestorOrSelf(window_, dock))
    for (views::TracePlayer* player : players)
      if (player->stepCount() > 0 && isAncestorOrSelf(dock, player)) return player;
  if (lastUsed_ && lastUsed_->stepCount() > 0 && lastUsed_->isVisible()) return lastUsed_;
  for (views::TracePlayer* player : players)
    if (player->stepCount() > 0 && player->isVisible()) return player;
  if (lastUsed_ && lastUsed_->stepCount() > 0) return lastUsed_;
  return nullptr;
}

void StepKeys::onFocusChanged(QWidget* now) {
  if (!now || !isAncestorOrSelf(window_, now)) return;
  if (QDockWidget* dock = dockOf(now))
    for (views::TracePlayer* player : window_->findChildren<views::TracePlayer*>())
      if (isAncestorOrSelf(dock, player)) lastUsed_ = player;
  updateEnabled();
}

bool StepKeys::playerKeyLive(const QAction* action, const QWidget* focus) const {
  for (const QShortcut* shortcut : window_->findChildren<QShortcut*>()) {
    if (!shortcut->isEnabled() || !shortcut->keys().contains(action->shortcut())) continue;
    const QObject* scope = shortcut->parent();
    if ((shortcut->context() == Qt::WidgetShortcut && scope == focus) ||
        (shortcut->context() == Qt::WidgetWithChildrenShortcut && isAncestorOrSelf(scope, focus)))
      return true;
  }
  return false;
}

void StepKeys::updateEnabled() {
  const QWidget* focus = QApplication::focusWidget();
  for (QAction* action : actions_) action->setEnabled(!focus || !playerKeyLive(action, focus));
}

}  // namespace shardscope::gui
