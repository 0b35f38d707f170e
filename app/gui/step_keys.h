#pragma once
// Step back / forward from anywhere in the window (issue 23's walk-through: Alt+Left /
// Alt+Right stepped only with the focus in a step player's dock). The keys are window
// actions from the shortcut map (stepPrevious, stepNext, stepFirst, stepLast) that drive
// one step player: the one in the dock that has the focus, else the one last used, else
// the first one on screen with steps. Where a player's own key of the same combination is
// live (the focus inside its shortcut scope, views/trace/trace_player.h) the window's action
// stands aside, so no key is ever bound twice in one focus ("Ambiguous shortcut overload").
#include <QObject>
#include <QPointer>

class QAction;
class QMainWindow;
class QWidget;

namespace shardscope::views {
class TracePlayer;
}

namespace shardscope::gui {

class StepKeys : public QObject {
  Q_OBJECT

 public:
  // Adds the actions to `window` (direct children, named as the shortcut map names them).
  explicit StepKeys(QMainWindow* window);

  QList<QAction*> actions() const { return actions_; }
  // The player the keys step now (null when no player has steps).
  views::TracePlayer* target() const;

 private:
  void onFocusChanged(QWidget* now);
  // A step player's own QShortcut for `action`'s key is live in `focus`.
  bool playerKeyLive(const QAction* action, const QWidget* focus) const;
  void updateEnabled();

  QMainWindow* window_;
  QList<QAction*> actions_;
  QPointer<views::TracePlayer> lastUsed_;
};

}  // namespace shardscope::gui
