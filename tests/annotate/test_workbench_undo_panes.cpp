// Undo and redo of an annotation in the sharding workbench bring the baseline graph back
// to the state of the annotations (issue 23): offscreen in the main window with
// WorkbenchLink on the mlp-tp2 example. A propagation step drawn on the graph is cleared
// the moment an undo or redo changes the annotations (not when the worker's new run
// lands), the old run's steps are not drawn while the new one runs, and once it lands
// the graph, the workbench's result and the next steps are the annotations' own.
#include "gui/annotate/annotate_workbench.h"
#include "gui/annotate/annotation_propagation.h"
#include "gui/main_window.h"
#include "gui/propagation_step_link.h"
#include "gui/workbench_link.h"
#include "views/graph/graph_layout_engine.h"
#include "views/graph/graph_view.h"
#include "views/trace/trace_player.h"

#include "test_support/test_window.h"

#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace shardscope;
using namespace shardscope::gui;

namespace {
const QString kExample = QStringLiteral(SHARDSCOPE_SOURCE_DIR "/resources/examples/mlp-tp2/");
const QString kSharding = QStringLiteral("{devices=[1,2]0,1}");
}  // namespace

class TestWorkbenchUndoPanes : public QObject {
  Q_OBJECT

 private:
  std::unique_ptr<views::GraphLayoutEngine> engine_;
  std::unique_ptr<QTemporaryDir> dir_;
  std::unique_ptr<MainWindow> window_;
  WorkbenchLink* link_ = nullptr;

  annotate::AnnotateWorkbench* workbench() const { return link_->workbench(); }
  views::GraphView* baseline() const { return window_->graphView(Side::Baseline); }
  PropagationStepLink* steps() const { return link_->propagationSteps(); }
  views::TracePlayer* player() const { return workbench()->tracePlayer(); }
  const trace::TraceEvent& event(int step) const { return workbench()->propagation()->result->trace.at(static_cast<std::size_t>(step)); }

  void settle() {
    QTRY_VERIFY_WITH_TIMEOUT(!steps()->isRedrawPending(), 10000);
    QTRY_VERIFY_WITH_TIMEOUT(!window_->isBusy() && !workbench()->isBusy(), 60000);
    QTRY_VERIFY_WITH_TIMEOUT(!steps()->isRedrawPending(), 10000);
  }

  // The last step whose subject is a baseline node that changed its sharding.
  int lastChangeStep() const {
    const auto& events = workbench()->propagation()->result->trace.events();
    for (int k = static_cast<int>(events.size()) - 1; k >= 0; --k)
      if (events[k].kind == "sharding-changed" && baseline()->nodeIndex(QString::fromStdString(events[k].subject)) >= 0) return k;
    return -1;
  }

  // Steps to the last change and checks it is drawn; returns its subject.
  QString stepToLastChange() {
    const int step = lastChangeStep();
    if (step < 0) return {};
    if (player()->currentStep() == step) player()->setCurrentStep(0);
    player()->setCurrentStep(step);
    settle();
    const QString subject = QString::fromStdString(event(step).subject);
    if (steps()->shownStep() != step || baseline()->instructionTint(subject) != PropagationStepLink::changedNowColor() ||
        steps()->shownBadges().value(subject) != QString::fromStdString(*event(step).detail("new")))
      return {};
    return subject;
  }

  // Nothing of a propagation step is on the graph.
  void verifyNoStepDrawn(const QString& subject) {
    QCOMPARE(steps()->shownStep(), -1);
    QVERIFY(steps()->shownBadges().isEmpty());
    QVERIFY(!baseline()->instructionTint(subject).isValid());
    QVERIFY2(baseline()->shownNodeBadge(subject).isEmpty(), qPrintable(baseline()->shownNodeBadge(subject)));
    QVERIFY(!baseline()->legendEntries().contains(QStringLiteral("sharded by an earlier step")));
  }

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    engine_ = std::make_unique<views::GraphLayoutEngine>();
    dir_ = std::make_unique<QTemporaryDir>();
  }

  void init() {
    window_ = testing::shownTestWindow(engine_.get(), testing::testWindowOptions(dir_->filePath("recovery")));
    link_ = new WorkbenchLink(window_.get());
    QSignalSpy loaded(window_.get(), &MainWindow::pairLoaded);
    window_->openPair(kExample + "baseline.hlo", kExample + "distributed.hlo");
    QVERIFY(loaded.wait(30000));
    baseline()->expandAll();
    settle();
  }

  void cleanup() { window_.reset(); }

  void undoAndRedoDrawTheAnnotationsOwnState() {
    QSignalSpy shown(workbench(), &annotate::AnnotateWorkbench::propagationShown);
    workbench()->annotate("w1", kSharding);
    QVERIFY(shown.wait(30000));
    settle();
    QVERIFY(workbench()->propagatedSharding("w1").has_value());
    const QString subject = stepToLastChange();
    QVERIFY2(!subject.isEmpty(), "no propagation step drawn on the graph");
    const std::shared_ptr<const annotate::AnnotatedPropagation> undone = workbench()->propagation();

    // Undo: the step of the undone annotation's propagation leaves the graph at once,
    // while the new propagation still runs in the worker.
    shown.clear();
    workbench()->undoStack()->undo();
    QCOMPARE(workbench()->propagation(), undone);  // the worker has not delivered yet
    QVERIFY(steps()->isOutdated());
    verifyNoStepDrawn(subject);
    // Moving the player, which still holds the old run, draws nothing of it.
    player()->setCurrentStep(0);
    player()->setCurrentStep(lastChangeStep());
    QVERIFY(!steps()->isRedrawPending());
    verifyNoStepDrawn(subject);

    // The new run lands: no annotation, nothing propagated, nothing drawn.
    if (shown.isEmpty()) QVERIFY(shown.wait(30000));
    settle();
    QVERIFY(workbench()->propagation() != undone);
    QVERIFY(!steps()->isOutdated());
    QVERIFY(workbench()->userShardings().empty());
    QVERIFY(!workbench()->propagatedSharding("w1").has_value());
    verifyNoStepDrawn(subject);

    // Redo: the annotation's propagation again, and its steps are drawn again.
    shown.clear();
    workbench()->undoStack()->redo();
    QVERIFY(steps()->isOutdated());
    if (shown.isEmpty()) QVERIFY(shown.wait(30000));
    settle();
    QCOMPARE(workbench()->userShardings().size(), std::size_t{1});
    QVERIFY(workbench()->propagatedSharding("w1").has_value());
    QCOMPARE(stepToLastChange(), subject);
  }

  // The same with the keys a user presses (Edit ▸ Undo / Redo from the graph's focus).
  void undoByKeyboardClearsTheStep() {
    window_->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(window_.get()));
    QSignalSpy shown(workbench(), &annotate::AnnotateWorkbench::propagationShown);
    workbench()->annotate("w1", kSharding);
    QVERIFY(shown.wait(30000));
    settle();
    const QString subject = stepToLastChange();
    QVERIFY(!subject.isEmpty());
    baseline()->setFocus();
    shown.clear();
    QTest::keySequence(baseline(), QKeySequence(Qt::CTRL | Qt::Key_Z));
    QVERIFY(workbench()->userShardings().empty());
    verifyNoStepDrawn(subject);
    if (shown.isEmpty()) QVERIFY(shown.wait(30000));
    settle();
    verifyNoStepDrawn(subject);
    shown.clear();
    QTest::keySequence(baseline(), QKeySequence(Qt::CTRL | Qt::Key_Y));
    QCOMPARE(workbench()->userShardings().size(), std::size_t{1});
    if (shown.isEmpty()) QVERIFY(shown.wait(30000));
    settle();
    QCOMPARE(stepToLastChange(), subject);
  }
};

QTEST_MAIN(TestWorkbenchUndoPanes)
#include "test_workbench_undo_panes.moc"
