// The sharding workbench's propagation shown on the baseline graph step by step (issue 23
// item 6), offscreen in the main window with WorkbenchLink on the mlp-tp2 example: each
// step the user moves to tints the instruction that changed (and those earlier steps
// changed), badges it with its new sharding, selects and centres it, and the distributed
// counterpart, Properties and the Annotate pane follow (which says it is the step's
// tensor); a tensor picked in the list is selected in the graph and a node selected in
// the graph is picked in the list; a new propagation shows no step until the user steps.
#include "gui/annotate/annotate_workbench.h"
#include "gui/annotate/annotation_propagation.h"
#include "gui/main_window.h"
#include "gui/propagation_step_link.h"
#include "gui/workbench_link.h"
#include "views/graph/graph_canvas.h"
#include "views/graph/graph_layout_engine.h"
#include "views/graph/graph_view.h"
#include "views/properties/properties_view.h"
#include "views/trace/trace_player.h"

#include "test_support/test_window.h"

#include <QDockWidget>
#include <QListView>
#include <QTabWidget>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace shardscope;
using namespace shardscope::gui;

namespace {
const QString kExample = QStringLiteral(SHARDSCOPE_SOURCE_DIR "/resources/examples/mlp-tp2/");
}  // namespace

class TestPropagationStepsOnGraph : public QObject {
  Q_OBJECT

 private:
  std::unique_ptr<views::GraphLayoutEngine> engine_;
  std::unique_ptr<QTemporaryDir> dir_;
  std::unique_ptr<MainWindow> window_;
  WorkbenchLink* link_ = nullptr;

  annotate::AnnotateWorkbench* workbench() const { return link_->workbench(); }
  views::GraphView* baseline() const { return window_->graphView(Side::Baseline); }
  PropagationStepLink* steps() const { return link_->propagationSteps(); }
  const trace::TraceEvent& event(int step) const { return workbench()->propagation()->result->trace.at(static_cast<std::size_t>(step)); }

  void settle() {
    QTRY_VERIFY_WITH_TIMEOUT(!steps()->isRedrawPending(), 10000);
    QTRY_VERIFY_WITH_TIMEOUT(!window_->isBusy(), 60000);
    QTRY_VERIFY_WITH_TIMEOUT(!steps()->isRedrawPending(), 10000);
  }

  void propagate(const QList<QPair<QString, QString>>& shardings) {
    QSignalSpy shown(workbench(), &annotate::AnnotateWorkbench::propagationShown);
    workbench()->applyShardings(shardings, "test");
    QVERIFY(shown.wait(30000));
    settle();
  }

  // Steps whose subject is a baseline node that changed its sharding.
  QList<int> changeSteps() const {
    QList<int> found;
    const auto& events = workbench()->propagation()->result->trace.events();
    for (int k = 0; k < static_cast<int>(events.size()); ++k)
      if (events[k].kind == "sharding-changed" && baseline()->nodeIndex(QString::fromStdString(events[k].subject)) >= 0) found << k;
    return found;
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

  void eachStepIsDrawnOnTheGraph() {
    propagate({{"w1", "{devices=[1,2]0,1}"}});
    // A new propagation shows its end: no step is drawn until the user steps.
    QCOMPARE(steps()->shownStep(), -1);
    const QList<int> changed = changeSteps();
    QVERIFY2(changed.size() >= 2, qPrintable(QString::number(changed.size())));
    views::TracePlayer* player = workbench()->tracePlayer();
    const int count = player->stepCount();
    // Forward through the changes (the player starts at step 1).
    for (int step : changed) {
      if (step == player->currentStep()) player->setCurrentStep(step + 1 < count ? step + 1 : step - 1);
      player->setCurrentStep(step);
      settle();
      const QString subject = QString::fromStdString(event(step).subject);
      const QString sharding = QString::fromStdString(*event(step).detail("new"));
      QCOMPARE(steps()->shownStep(), step);
      QCOMPARE(steps()->shownSubject(), subject);
      // Coloured, badged with its new sharding, selected and centred.
      QCOMPARE(baseline()->instructionTint(subject), PropagationStepLink::changedNowColor());
      QVERIFY(baseline()->legendEntries().contains(QStringLiteral("changed at step %1").arg(step + 1)));
      QCOMPARE(steps()->shownBadges().value(subject), sharding);
      QVERIFY(!baseline()->shownNodeBadge(subject).isEmpty());
      QCOMPARE(baseline()->selectedInstruction(), subject);
      auto* canvas = baseline()->findChild<views::GraphCanvas*>();
      QVERIFY(canvas->mapToScene(canvas->viewport()->rect()).boundingRect().intersects(baseline()->instructionRect(subject)));
      // The other panes follow: the distributed counterpart (same names here), the
      // Properties pane, the workbench's tensor and its note.
      QCOMPARE(window_->graphView(Side::Distributed)->selectedInstruction(), subject);
      QCOMPARE(window_->propertiesView()->title(), QStringLiteral("baseline · %1").arg(subject));
      QCOMPARE(workbench()->selectedInstruction(), subject);
      QVERIFY2(workbench()->stepNoteText().contains(QStringLiteral("step %1 of %2").arg(step + 1).arg(count)), qPrintable(workbench()->stepNoteText()));
      QVERIFY(workbench()->stepNoteText().contains(QStringLiteral("after all %1 steps").arg(count)));
      // What earlier steps changed is drawn as such.
      for (int earlier : changed) {
        if (earlier >= step) break;
        const QString name = QString::fromStdString(event(earlier).subject);
        if (name == subject) continue;
        QCOMPARE(baseline()->instructionTint(name), PropagationStepLink::changedEarlierColor());
        QVERIFY(!steps()->shownBadges().value(name).isEmpty());
      }
      // ... and what later steps change is not yet.
      for (int later : changed)
        if (later > step && QString::fromStdString(event(later).subject) != subject) {
          bool changedBefore = false;
          for (int k : changed) changedBefore = changedBefore || (k <= step && event(k).subject == event(later).subject);
          if (!changedBefore) QVERIFY(!baseline()->instructionTint(QString::fromStdString(event(later).subject)).isValid());
        }
    }
    // Another edit: a new propagation, shown at its end again (no step tints).
    const QString last = steps()->shownSubject();
    propagate({{"w2", "{devices=[2,1]0,1}"}});
    QCOMPARE(steps()->shownStep(), -1);
    QVERIFY(!baseline()->instructionTint(last).isValid());
    QVERIFY(steps()->shownBadges().isEmpty());
  }

  void theListAndTheGraphSelectTogether() {
    propagate({{"w1", "{devices=[1,2]0,1}"}});
    // The list picks "x": the graph selects it, and the panes follow.
    auto* list = workbench()->findChild<QListView*>("instructionList");
    QVERIFY(list);
    const QModelIndexList found = list->model()->match(list->model()->index(0, 0), Qt::DisplayRole, "x", 1, Qt::MatchExactly);
    QCOMPARE(found.size(), 1);
    list->setCurrentIndex(found.front());
    QCOMPARE(baseline()->selectedInstruction(), QStringLiteral("x"));
    QCOMPARE(window_->propertiesView()->title(), QStringLiteral("baseline · x"));
    // A click in the baseline graph picks the tensor in the list.
    emit baseline()->instructionSelected("w2");
    QCOMPARE(workbench()->selectedInstruction(), QStringLiteral("w2"));
    QCOMPARE(list->currentIndex().data().toString(), QStringLiteral("w2"));
    // So does a selection made in the distributed graph (its baseline counterpart).
    emit window_->graphView(Side::Distributed)->instructionSelected("h");
    QCOMPARE(baseline()->selectedInstruction(), QStringLiteral("h"));
    QCOMPARE(workbench()->selectedInstruction(), QStringLiteral("h"));
    QCOMPARE(list->currentIndex().data().toString(), QStringLiteral("h"));
    // The note says whether the page's tensor is the player's current step's.
    const bool isStepTensor = QString::fromStdString(event(workbench()->tracePlayer()->currentStep()).subject) == "h";
    QVERIFY2(workbench()->stepNoteText().contains("after all"), qPrintable(workbench()->stepNoteText()));
    QCOMPARE(workbench()->stepNoteText().contains("is the tensor of the player's current step"), isStepTensor);
  }

  // Not a check: with SHARDSCOPE_WORKBENCH_STEP_SCREENSHOTS=FOLDER set, writes the pictures
  // of docs/annotate.md (two propagation steps on the graph, and the Annotate page's note).
  void writeScreenshots() {
    const QString out = qEnvironmentVariable("SHARDSCOPE_WORKBENCH_STEP_SCREENSHOTS");
    if (out.isEmpty()) QSKIP("set SHARDSCOPE_WORKBENCH_STEP_SCREENSHOTS=FOLDER to write the docs' screenshots");
    propagate({{"w1", "{devices=[1,2]0,1}"}});
    link_->dock()->show();
    link_->dock()->raise();
    window_->resizeDocks({link_->dock()}, {430}, Qt::Vertical);
    workbench()->tabs()->setCurrentIndex(1);  // Propagation
    const QList<int> changed = changeSteps();
    QVERIFY(changed.size() >= 3);
    auto shoot = [&](int step, const QString& name) {
      workbench()->tracePlayer()->setCurrentStep(step);
      settle();
      QTest::qWait(300);
      settle();
      QVERIFY(window_->grab().save(out + "/" + name));
    };
    shoot(changed[1], "workbench-step-early.png");
    shoot(changed.back(), "workbench-step-late.png");
    workbench()->tabs()->setCurrentIndex(0);  // Annotate: its note says which state it shows
    shoot(changed[changed.size() / 2], "workbench-step-annotate.png");
  }
};

QTEST_MAIN(TestPropagationStepsOnGraph)
#include "test_propagation_steps_on_graph.moc"
