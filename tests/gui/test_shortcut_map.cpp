// Issue 23's shortcut map (gui/shortcut_map.h), in the window as `shardscope` builds it
// (workbench and teaching windows docked): every key comes from the one table, Help >
// Keyboard Shortcuts lists it, and every key sent from every dock's focus fires its action
// with no "Ambiguous shortcut overload" (F5 in the workbench, Ctrl+Shift+Z twice).
#include "gui/annotate/annotate_workbench.h"
#include "gui/gallery/teaching_link.h"
#include "gui/main_window.h"
#include "gui/shortcut_map.h"
#include "gui/shortcuts_dialog.h"
#include "gui/workbench_link.h"
#include "views/graph/graph_layout_engine.h"
#include "views/graph/graph_view.h"
#include "views/trace/trace_player.h"

#include "test_support/test_window.h"

#include <QAbstractSpinBox>
#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QGraphicsView>
#include <QLineEdit>
#include <QMenu>
#include <QPlainTextEdit>
#include <QScrollArea>
#include <QShortcut>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextEdit>
#include <QUndoGroup>
#include <QUndoStack>

using namespace shardscope;
using namespace shardscope::gui;

namespace {

const QString kExamples = QStringLiteral(SHARDSCOPE_SOURCE_DIR "/resources/examples/mlp-tp2/");

// Counts shortcut events Qt delivers as ambiguous (two bindings of one key live at once).
class AmbiguityCounter : public QObject {
 public:
  int count = 0;
  QStringList keys;
  bool eventFilter(QObject* watched, QEvent* event) override {
    if (event->type() == QEvent::Shortcut) {
      auto* shortcut = static_cast<QShortcutEvent*>(event);
      if (shortcut->isAmbiguous()) {
        ++count;
        keys << shortcut->key().toString();
      }
    }
    return QObject::eventFilter(watched, event);
  }
};

bool takesTyping(QWidget* widget) {
  if (qobject_cast<QLineEdit*>(widget) || qobject_cast<QAbstractSpinBox*>(widget) || qobject_cast<QTextEdit*>(widget)) return true;
  if (auto* combo = qobject_cast<QComboBox*>(widget)) return combo->isEditable();
  if (auto* text = qobject_cast<QPlainTextEdit*>(widget)) return !text->isReadOnly();
  return false;
}

// Up to `count` widgets inside `root` that take the focus as a user's click would give it,
// not text fields (which rightly take editing keys such as Ctrl+Z for themselves) and not
// a scroll area around the content.
QList<QWidget*> focusTargets(QWidget* root, int count) {
  QList<QWidget*> candidates{root}, targets;
  candidates += root->findChildren<QWidget*>();
  for (QWidget* child : candidates) {
    if (targets.size() == count) break;
    if (child->isVisible() && child->isEnabled() && (child->focusPolicy() & Qt::ClickFocus) && !takesTyping(child) &&
        !qobject_cast<QScrollArea*>(child))
      targets << child;
  }
  return targets;
}

QWidget* focusTarget(QWidget* root) { return focusTargets(root, 1).value(0); }

bool isAncestorOrSelf(const QObject* ancestor, const QObject* object) {
  for (; object; object = object->parent())
    if (object == ancestor) return true;
  return false;
}

// A widget's own QShortcut for `key` is live with the focus in `focus`.
bool liveLocally(QWidget& window, const QKeySequence& key, const QWidget* focus) {
  for (QShortcut* shortcut : window.findChildren<QShortcut*>()) {
    if (!shortcut->isEnabled() || !shortcut->keys().contains(key)) continue;
    const QObject* scope = shortcut->parent();
    if ((shortcut->context() == Qt::WidgetShortcut && scope == focus) ||
        (shortcut->context() == Qt::WidgetWithChildrenShortcut && isAncestorOrSelf(scope, focus)))
      return true;
  }
  return false;
}

QSet<QKeySequence> tableKeys(ShortcutScope scope) {
  QSet<QKeySequence> keys;
  for (const ShortcutEntry& entry : shortcutTable())
    if (entry.scope == scope)
      for (const QKeySequence& key : entry.keys) keys.insert(key);
  return keys;
}

}  // namespace

class TestShortcutMap : public QObject {
  Q_OBJECT

 private:
  std::unique_ptr<views::GraphLayoutEngine> engine_;
  std::unique_ptr<QTemporaryDir> recoveryDir_;

  // The window as main.cpp builds it.
  std::unique_ptr<MainWindow> makeWindow() {
    auto window = std::make_unique<MainWindow>(engine_.get(), testing::testWindowOptions(recoveryDir_->path()));
    new WorkbenchLink(window.get());
    new gallery::TeachingLink(window.get(), QList<gallery::GalleryEntry>{});  // its docks and actions; no catalog to build
    window->resize(1600, 1000);
    window->show();
    return window;
  }

  static bool openAndWait(MainWindow& window) {
    QSignalSpy loaded(&window, &MainWindow::pairLoaded);
    window.openPair(kExamples + "baseline.hlo", kExamples + "distributed.hlo");
    if (!loaded.wait(15000)) return false;
    QElapsedTimer timer;
    timer.start();
    while (window.isBusy() && timer.elapsed() < 20000) QTest::qWait(20);
    return !window.isBusy();
  }

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    engine_ = std::make_unique<views::GraphLayoutEngine>();
    recoveryDir_ = std::make_unique<QTemporaryDir>();
  }

  void tableNamesEveryKeyOnce() {
    QSet<QString> names;
    QHash<QKeySequence, QString> windowKeys;
    for (const ShortcutEntry& entry : shortcutTable()) {
      QVERIFY2(!names.contains(entry.name), qPrintable(entry.name + " is in the table twice"));
      names.insert(entry.name);
      QVERIFY(!entry.description.isEmpty());
      if (entry.scope != ShortcutScope::Window) continue;
      for (const QKeySequence& key : entry.keys) {
        QVERIFY2(!windowKeys.contains(key), qPrintable(key.toString() + ": " + entry.name + " and " + windowKeys.value(key)));
        windowKeys.insert(key, entry.name);
      }
    }
    QCOMPARE(shortcutKeys("redo"), (QList<QKeySequence>{QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)}));
    QCOMPARE(shortcutKeys("verify"), QList<QKeySequence>{QKeySequence(Qt::Key_F5)});
  }

  // Every key bound anywhere in the window is the table's: window actions have exactly the
  // table's keys; keys a widget binds for itself are listed under its scope.
  void everyBoundKeyComesFromTheTable() {
    auto window = makeWindow();
    QVERIFY(applyShortcutMap(window.get()).isEmpty());
    const QSet<QKeySequence> localKeys = tableKeys(ShortcutScope::StepPlayer) + tableKeys(ShortcutScope::GraphCanvas) +
                                         tableKeys(ShortcutScope::GraphSearch) + tableKeys(ShortcutScope::Properties);
    int windowActions = 0;
    for (QAction* action : window->findChildren<QAction*>()) {
      const QList<QKeySequence> keys = action->shortcuts();
      if (keys.isEmpty()) continue;
      if (action->shortcutContext() == Qt::WindowShortcut || action->shortcutContext() == Qt::ApplicationShortcut) {
        QVERIFY2(keys == shortcutKeys(action->objectName()),
                 qPrintable(QStringLiteral("%1 (%2) binds %3, not the table's keys").arg(action->objectName(), action->text(), keys.front().toString())));
        ++windowActions;
      } else {
        for (const QKeySequence& key : keys) QVERIFY2(localKeys.contains(key), qPrintable(action->text() + ": " + key.toString() + " is not in the table"));
      }
    }
    QCOMPARE(windowActions, static_cast<int>(tableKeys(ShortcutScope::Window).isEmpty() ? 0 : [] {
               int n = 0;
               for (const ShortcutEntry& entry : shortcutTable()) n += entry.scope == ShortcutScope::Window && !entry.keys.isEmpty();
               return n;
             }()));
    for (QShortcut* shortcut : window->findChildren<QShortcut*>())
      for (const QKeySequence& key : shortcut->keys()) QVERIFY2(localKeys.contains(key), qPrintable(key.toString() + " is not in the table"));
  }

  void helpMenuShowsTheTableAndEditMenuHasUndoRedo() {
    auto window = makeWindow();
    QAction* help = window->action("shortcuts");
    QVERIFY(help);
    QCOMPARE(help->shortcut(), QKeySequence(Qt::Key_F1));
    QVERIFY(window->editMenu()->actions().contains(window->action("undo")));
    QVERIFY(window->editMenu()->actions().contains(window->action("redo")));
    ShortcutsDialog dialog(window.get());
    QCOMPARE(dialog.table()->rowCount(), static_cast<int>(shortcutTable().size()));
    bool listsF5 = false;
    for (int row = 0; row < dialog.table()->rowCount(); ++row)
      listsF5 = listsF5 || (dialog.table()->item(row, 0)->text() == QKeySequence(Qt::Key_F5).toString(QKeySequence::NativeText) &&
                            dialog.table()->item(row, 1)->text().contains("Verify"));
    QVERIFY(listsF5);
  }

  // The walk-through: annotate in the workbench, then undo and redo by keyboard
  // (Ctrl+Z, Ctrl+Shift+Z, Ctrl+Y) with the focus in the workbench and in a graph.
  void undoAndRedoByKeyboardFromAnyFocus() {
    auto window = makeWindow();
    window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(window.get()));
    QVERIFY(openAndWait(*window));
    auto* workbench = window->findChild<annotate::AnnotateWorkbench*>();
    QVERIFY(workbench);
    QVERIFY(!window->hasUnsavedChanges());  // loading is no edit
    workbench->annotate("w1", "{devices=[1,2]0,1}");
    QVERIFY(window->hasUnsavedChanges());
    auto annotated = [&] {
      for (const session::UserSharding& sharding : workbench->userShardings())
        if (sharding.instruction == "w1") return true;
      return false;
    };
    QVERIFY(annotated());
    for (QWidget* focus : {focusTarget(workbench), static_cast<QWidget*>(window->graphView(Side::Baseline)->findChild<QGraphicsView*>())}) {
      QVERIFY(focus);
      focus->setFocus(Qt::MouseFocusReason);
      QCOMPARE(QApplication::focusWidget(), focus);
      QTest::keySequence(focus, QKeySequence(Qt::CTRL | Qt::Key_Z));
      QVERIFY2(!annotated(), qPrintable(focus->metaObject()->className()));
      QTest::keySequence(focus, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z));
      QVERIFY(annotated());
      QTest::keySequence(focus, QKeySequence(Qt::CTRL | Qt::Key_Z));
      QVERIFY(!annotated());
      QTest::keySequence(focus, QKeySequence(Qt::CTRL | Qt::Key_Y));
      QVERIFY(annotated());
    }
  }

  // Every window key from every dock's focus (and each graph's): the action fires once and
  // Qt reports no ambiguity; the keys a widget binds for itself fire where they live.
  void everyKeyFiresFromEveryDocksFocus() {
    auto window = makeWindow();
    window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(window.get()));
    QVERIFY(openAndWait(*window));
    // Only the dispatch is under test: the actions' handlers (quit, dialogs, jobs) are cut.
    QHash<QString, QAction*> actions;
    for (const ShortcutEntry& entry : shortcutTable()) {
      if (entry.scope != ShortcutScope::Window || entry.keys.isEmpty()) continue;
      QAction* action = window->findChild<QAction*>(entry.name);
      QVERIFY2(action, qPrintable(entry.name));
      QObject::disconnect(action, &QAction::triggered, nullptr, nullptr);
      action->setEnabled(true);
      actions.insert(entry.name, action);
    }
    // Every other bound action too, as if it could run now (a disabled action takes no key,
    // so the workbench's Undo clashed only once there was something to undo).
    for (QAction* action : window->findChildren<QAction*>()) {
      if (action->shortcuts().isEmpty() || actions.contains(action->objectName())) continue;
      QObject::disconnect(action, &QAction::triggered, nullptr, nullptr);
      action->setEnabled(true);
    }
    AmbiguityCounter ambiguity;
    qApp->installEventFilter(&ambiguity);

    QList<QPair<QString, QWidget*>> targets;
    for (QDockWidget* dock : window->findChildren<QDockWidget*>()) {
      if (dock->isHidden() && !dock->toggleViewAction()->isVisible()) continue;
      dock->show();
      dock->raise();
      QTest::qWait(10);
      QList<QWidget*> inDock = focusTargets(dock->widget(), 3);
      if (inDock.isEmpty()) {  // nothing to focus yet (a dock before its analysis): its content then
        dock->widget()->setFocusPolicy(Qt::ClickFocus);
        inDock << dock->widget();
      }
      for (QWidget* focus : inDock) targets.append({dock->windowTitle(), focus});
    }
    for (Side side : {Side::Baseline, Side::Distributed})
      targets.append({side == Side::Baseline ? "baseline graph" : "distributed graph", window->graphView(side)->findChild<QGraphicsView*>()});
    int sent = 0;
    for (const auto& [where, focus] : targets) {
      QVERIFY2(focus, qPrintable(where + ": nothing to focus"));
      if (QWidget* previous = QApplication::focusWidget()) previous->clearFocus();
      focus->setFocus(Qt::MouseFocusReason);
      QVERIFY2(QApplication::focusWidget() == focus, qPrintable(where));
      for (auto it = actions.cbegin(); it != actions.cend(); ++it) {
        for (const QKeySequence& key : it.value()->shortcuts()) {
          QSignalSpy fired(it.value(), &QAction::triggered);
          QTest::keySequence(focus, key);
          ++sent;
          // A step key inside a player's own scope is the player's (checked below).
          const int expected = liveLocally(*window, key, focus) ? 0 : 1;
          QVERIFY2(fired.count() == expected, qPrintable(QStringLiteral("%1 from the focus in %2 (%3) fired %4 times")
                                                             .arg(key.toString(), where, focus->metaObject()->className())
                                                             .arg(fired.count())));
          if (QApplication::focusWidget() != focus) focus->setFocus(Qt::MouseFocusReason);
        }
      }
      // Widget-local keys live in this focus.
      for (QShortcut* shortcut : window->findChildren<QShortcut*>()) {
        const QObject* scope = shortcut->parent();
        const bool live = shortcut->isEnabled() && ((shortcut->context() == Qt::WidgetShortcut && scope == focus) ||
                                                    (shortcut->context() == Qt::WidgetWithChildrenShortcut && isAncestorOrSelf(scope, focus)));
        if (!live) continue;
        for (const QKeySequence& key : shortcut->keys()) {
          QSignalSpy fired(shortcut, &QShortcut::activated);
          QTest::keySequence(focus, key);
          ++sent;
          QVERIFY2(fired.count() == 1, qPrintable(QStringLiteral("%1 (local) from the focus in %2 fired %3 times").arg(key.toString(), where).arg(fired.count())));
          if (QApplication::focusWidget() != focus) focus->setFocus(Qt::MouseFocusReason);
        }
      }
    }
    qApp->removeEventFilter(&ambiguity);
    QVERIFY2(ambiguity.count == 0, qPrintable("ambiguous: " + ambiguity.keys.join(", ")));
    QVERIFY(targets.size() >= 6);
    QVERIFY(sent > 100);
  }

  // Issue 23's walk-through: Alt+Left / Alt+Right stepped only with the focus in a step
  // player. Now from every dock's focus and from both graphs each moves exactly one player
  // one step (the one in that dock, else the one last used), through the shortcut map, and
  // Qt never finds the key ambiguous.
  void stepKeysWorkFromEveryDocksFocus() {
    auto window = makeWindow();
    window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(window.get()));
    QSignalSpy loaded(window.get(), &MainWindow::pairLoaded);
    window->openPair(kExamples + "../mlp-tp2-missing-allreduce/baseline.hlo", kExamples + "../mlp-tp2-missing-allreduce/distributed.hlo");
    QVERIFY(loaded.wait(15000));
    QSignalSpy verified(window.get(), &MainWindow::verificationFinished);
    window->runVerification();
    QVERIFY(verified.wait(30000));
    QTRY_VERIFY_WITH_TIMEOUT(!window->isBusy(), 20000);
    QCOMPARE(shortcutKeys("stepPrevious"), QList<QKeySequence>{QKeySequence(Qt::ALT | Qt::Key_Left)});
    QCOMPARE(shortcutKeys("stepNext"), QList<QKeySequence>{QKeySequence(Qt::ALT | Qt::Key_Right)});
    const QList<views::TracePlayer*> players = window->findChildren<views::TracePlayer*>();
    int withSteps = 0;
    for (views::TracePlayer* player : players) {
      if (player->stepCount() < 3) continue;
      player->setCurrentStep(player->stepCount() / 2);  // room to step either way
      ++withSteps;
    }
    QVERIFY(withSteps >= 1);  // the verification's merge steps at least
    AmbiguityCounter ambiguity;
    qApp->installEventFilter(&ambiguity);
    QList<QPair<QString, QWidget*>> targets;
    for (QDockWidget* dock : window->findChildren<QDockWidget*>()) {
      if (dock->isHidden() && !dock->toggleViewAction()->isVisible()) continue;
      dock->show();
      dock->raise();
      QTest::qWait(10);
      for (QWidget* focus : focusTargets(dock->widget(), 3)) targets.append({dock->windowTitle(), focus});
    }
    for (Side side : {Side::Baseline, Side::Distributed})
      targets.append({side == Side::Baseline ? "baseline graph" : "distributed graph", window->graphView(side)->findChild<QGraphicsView*>()});
    QVERIFY(targets.size() >= 6);
    auto positions = [&] {
      QList<int> steps;
      for (views::TracePlayer* player : players) steps << player->currentStep();
      return steps;
    };
    // Which players moved from `before`, and by how much (exactly one, by `delta`).
    auto movedOnce = [&](const QList<int>& before, int delta) {
      const QList<int> after = positions();
      int moved = 0;
      bool right = true;
      for (int i = 0; i < players.size(); ++i) {
        if (after[i] == before[i]) continue;
        ++moved;
        right = right && after[i] - before[i] == delta;
      }
      return moved == 1 && right;
    };
    for (const auto& [where, focus] : targets) {
      // Somewhere in the dock may be a player at its end: keep every one mid-trace.
      for (views::TracePlayer* player : players)
        if (player->stepCount() >= 3) player->setCurrentStep(player->stepCount() / 2);
      // Inside an empty player's own scope (the tour before one is chosen) its keys have
      // nothing to step; the window's stand aside there as everywhere in a player's scope.
      bool emptyPlayersScope = false;
      for (views::TracePlayer* player : players)
        emptyPlayersScope = emptyPlayersScope || (player->stepCount() == 0 && liveLocally(*window, QKeySequence(Qt::ALT | Qt::Key_Left), focus) &&
                                                  isAncestorOrSelf(player->parent(), focus));
      if (emptyPlayersScope) continue;
      focus->setFocus(Qt::MouseFocusReason);
      QVERIFY2(QApplication::focusWidget() == focus, qPrintable(where));
      const QString what = QStringLiteral("from the focus in %1 (%2)").arg(where, focus->metaObject()->className());
      QList<int> before = positions();
      QTest::keySequence(focus, QKeySequence(Qt::ALT | Qt::Key_Left));
      QVERIFY2(movedOnce(before, -1), qPrintable("Alt+Left " + what + " did not step one player back"));
      before = positions();
      QTest::keySequence(focus, QKeySequence(Qt::ALT | Qt::Key_Right));
      QVERIFY2(movedOnce(before, +1), qPrintable("Alt+Right " + what + " did not step one player forward"));
    }
    qApp->removeEventFilter(&ambiguity);
    QVERIFY2(ambiguity.count == 0, qPrintable("ambiguous: " + ambiguity.keys.join(", ")));
  }
};

QTEST_MAIN(TestShortcutMap)
#include "test_shortcut_map.moc"
