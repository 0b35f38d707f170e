// The "Verification steps" dock in the main window (offscreen): the verifier's trace is
// played with the one trace player (buttons, slider, keys), and at given steps the test
// asserts what each view shows: node states and badges in the graph views, the selected
// and highlighted nodes, the timeline's current row, the e-class view's members, the
// explanation chain, and at the end the frontier with its reason and source line. A few
// zoo bug cases are opened from files and stepped to their frontier.
#include "gui/main_window.h"
#include "gui/verify_timeline_link.h"
#include "views/graph/graph_layout_engine.h"
#include "views/graph/graph_view.h"
#include "views/trace/trace_player.h"
#include "views/verify/eclass_view.h"
#include "views/verify/explanation_view.h"
#include "views/verify/merge_timeline_model.h"
#include "views/verify/merge_timeline_view.h"
#include "zoo/zoo.h"
#include "zoo/zoo_writer.h"

#include "test_support/test_window.h"

#include <QAbstractItemModelTester>
#include <QDockWidget>
#include <QMenuBar>
#include <QSignalSpy>
#include <QSlider>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QTest>

using namespace shardscope;
using namespace shardscope::gui;
using views::NodeState;

namespace {
const QString kExample = QStringLiteral(SHARDSCOPE_SOURCE_DIR "/resources/examples/mlp-tp2-missing-allreduce/");
}  // namespace

class TestVerifyTimeline : public QObject {
  Q_OBJECT

 private:
  std::unique_ptr<views::GraphLayoutEngine> engine_;
  std::unique_ptr<QTemporaryDir> dir_;

  std::unique_ptr<MainWindow> makeWindow() {
    return testing::shownTestWindow(engine_.get(), testing::testWindowOptions(dir_->path()));
  }

  static bool openAndVerify(MainWindow& window, const QString& baseline, const QString& distributed) {
    QSignalSpy loaded(&window, &MainWindow::pairLoaded);
    window.openPair(baseline, distributed);
    if (!loaded.wait(30000)) return false;
    QSignalSpy verified(&window, &MainWindow::verificationFinished);
    window.runVerification();
    return verified.wait(30000);
  }

  static views::TracePlayer* player(MainWindow& window) { return window.verifyTimeline()->player(); }

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    engine_ = std::make_unique<views::GraphLayoutEngine>();
    dir_ = std::make_unique<QTemporaryDir>();
  }

  void docksTheStepsDock() {
    auto window = makeWindow();
    VerifyTimelineLink* link = window->verifyTimeline();
    QVERIFY(link && link->dock());
    QCOMPARE(link->dock()->windowTitle(), QStringLiteral("Verification steps"));
    bool listed = false;  // View menu lists it
    for (QAction* menu : window->menuBar()->actions())
      if (menu->menu())
        for (QAction* item : menu->menu()->actions()) listed = listed || item == link->dock()->toggleViewAction();
    QVERIFY(listed);
    QCOMPARE(player(*window)->stepCount(), 0);
    QAbstractItemModelTester tester(link->timelineView()->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester classTester(link->eclassView()->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
  }

  void stepsThroughTheExample() {
    auto window = makeWindow();
    QVERIFY(openAndVerify(*window, kExample + "baseline.hlo", kExample + "distributed.hlo"));
    VerifyTimelineLink* link = window->verifyTimeline();
    views::TracePlayer* p = player(*window);
    const views::MergeTimeline& timeline = link->timeline();
    QVERIFY(timeline.size() >= 8);
    QCOMPARE(p->stepCount(), timeline.size());
    QCOMPARE(p->currentStep(), timeline.size() - 1);  // the final picture first
    views::GraphView* distributed = window->graphView(Side::Distributed);
    views::GraphView* baseline = window->graphView(Side::Baseline);
    QTRY_VERIFY_WITH_TIMEOUT(!window->isBusy(), 20000);

    // Step 1: the first parameter is paired; nothing else is related yet.
    p->first();
    QCOMPARE(p->currentStep(), 0);
    QCOMPARE(timeline.step(0).subject, QStringLiteral("x"));
    QCOMPARE(link->state().distributedStates().value("x"), NodeState::Verified);
    QCOMPARE(link->state().distributedStates().value("h"), NodeState::Unverified);
    QCOMPARE(link->state().distributedStates().value("partial"), NodeState::Unverified);
    QCOMPARE(link->state().baselineStates().value("x"), NodeState::Verified);
    QVERIFY(!link->state().baselineStates().contains("h"));
    QCOMPARE(link->state().badges().size(), 1);
    QCOMPARE(link->state().badges().value("x"), QStringLiteral("R"));
    QCOMPARE(link->timelineView()->currentRow(), 0);
    QVERIFY(link->timelineView()->model()->data(link->timelineView()->model()->index(0, 1), Qt::FontRole).value<QFont>().bold());
    QCOMPARE(link->timelineView()->model()->data(link->timelineView()->model()->index(0, 1)).toString(), QStringLiteral("parameter-pairing"));
    QVERIFY(!link->timelineView()->model()->data(link->timelineView()->model()->index(0, 2)).toString().isEmpty());
    QTRY_COMPARE_WITH_TIMEOUT(distributed->selectedInstruction(), QStringLiteral("x"), 10000);
    QTRY_COMPARE_WITH_TIMEOUT(baseline->selectedInstruction(), QStringLiteral("x"), 10000);
    QTRY_VERIFY_WITH_TIMEOUT(!window->isBusy(), 20000);
    QCOMPARE(distributed->instructionColor("x"), views::nodeStateColor(NodeState::Verified));
    QCOMPARE(baseline->instructionColor("x"), views::nodeStateColor(NodeState::Verified));
    QTRY_COMPARE_WITH_TIMEOUT(link->shownBadges().value("x"), QStringLiteral("R"), 10000);
    // The e-class of x: the baseline parameter and the distributed one, replicated.
    const auto& members = link->eclassView()->model()->members();
    QCOMPARE(members.size(), 2);
    QVERIFY(members[0].baseline && members[0].instruction == "x");
    QVERIFY(!members[1].baseline && members[1].instruction == "x" && members[1].relation == "replicated" && members[1].step == 0);
    QCOMPARE(link->explanationView()->subject(), QStringLiteral("x"));
    QVERIFY(link->explanationView()->lines().value(0).startsWith("%x ≈ replicated(%x)"));

    // Next, the keys and the slider.
    p->next();
    QCOMPARE(p->currentStep(), 1);
    p->setFocus();
    QTest::keyClick(p, Qt::Key_Right);
    QCOMPARE(p->currentStep(), 2);
    QTest::keyClick(p, Qt::Key_Left);
    QCOMPARE(p->currentStep(), 1);
    QTest::keyClick(p, Qt::Key_End);
    QCOMPARE(p->currentStep(), timeline.size() - 1);
    QTest::keyClick(p, Qt::Key_Home);
    QCOMPARE(p->currentStep(), 0);
    window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(window.get()));
    link->timelineView()->table()->setFocus();
    QTest::keyClick(link->timelineView()->table(), Qt::Key_Right, Qt::AltModifier);  // the dock's shortcut
    QCOMPARE(p->currentStep(), 1);
    QTest::keyClick(link->timelineView()->table(), Qt::Key_End, Qt::AltModifier);
    QCOMPARE(p->currentStep(), timeline.size() - 1);
    QTest::keyClick(link->timelineView()->table(), Qt::Key_Home, Qt::AltModifier);
    QCOMPARE(p->currentStep(), 0);
    QTest::keyClick(link->timelineView()->table(), Qt::Key_Space);
    QVERIFY(p->isPlaying());
    QTest::keyClick(link->timelineView()->table(), Qt::Key_Space);
    QVERIFY(!p->isPlaying());
    const int hStep = timeline.derivedStep("h");
    QVERIFY(hStep > 0);
    p->findChild<QSlider*>("slider")->setValue(hStep);
    QCOMPARE(p->currentStep(), hStep);
    QCOMPARE(link->timelineView()->currentRow(), hStep);
    // h = dot(x, w1) with w1 column-split: tiled, its operands highlighted in both views.
    QCOMPARE(link->state().distributedStates().value("h"), NodeState::Verified);
    QCOMPARE(link->state().badges().value("h"), QStringLiteral("T[1,2]"));
    QVERIFY(link->highlighted(Side::Distributed).contains("w1"));
    QVERIFY(link->highlighted(Side::Baseline).contains("h"));
    QVERIFY(link->highlighted(Side::Baseline).contains("w1"));
    QTRY_COMPARE_WITH_TIMEOUT(distributed->selectedInstruction(), QStringLiteral("h"), 10000);
    const QStringList chain = link->explanationView()->lines();
    QVERIFY2(chain.value(0).contains("%h ≈ tiled"), qPrintable(chain.join('\n')));
    QVERIFY(chain.value(0).contains("dot-sharded"));
    QVERIFY2(chain.filter(QStringLiteral("  %w1 ≈ tiled")).size() == 1, qPrintable(chain.join('\n')));
    QVERIFY(chain.filter(QStringLiteral("parameter-pairing")).size() == 2);
    // A timeline row clicked is a step asked for.
    link->timelineView()->table()->setCurrentIndex(link->timelineView()->model()->index(2, 0));
    QCOMPARE(p->currentStep(), 2);

    // The end: the frontier, its reason and its source line.
    p->last();
    const QString summary = link->stepSummary();
    QVERIFY2(summary.contains("frontier: %partial"), qPrintable(summary));
    QVERIFY2(summary.contains("model.py:11"), qPrintable(summary));
    QVERIFY(summary.contains(window->verification()->frontier.front().reason));
    QCOMPARE(link->state().distributedStates().value("partial"), NodeState::Frontier);
    QTRY_COMPARE_WITH_TIMEOUT(distributed->selectedInstruction(), QStringLiteral("partial"), 10000);
    QTRY_VERIFY_WITH_TIMEOUT(!window->isBusy(), 20000);
    QCOMPARE(distributed->instructionColor("partial"), views::nodeStateColor(NodeState::Frontier));
    QVERIFY(link->eclassView()->heading().contains("frontier"));
    QTreeWidget* tree = link->explanationView()->tree();
    QCOMPARE(tree->topLevelItemCount(), 1);
    QVERIFY(tree->topLevelItem(0)->text(0).contains("frontier"));
    QVERIFY(tree->topLevelItem(0)->text(1).contains("model.py:11"));
    // The frontier's operands are related; clicking one goes to its step and selects it.
    QTreeWidgetItem* operand = nullptr;
    for (int i = 0; i < tree->topLevelItem(0)->childCount(); ++i)
      if (tree->topLevelItem(0)->child(i)->data(0, views::ExplanationView::DistributedRole).toString() == "a") operand = tree->topLevelItem(0)->child(i);
    QVERIFY(operand);
    emit tree->itemClicked(operand, 0);
    QCOMPARE(p->currentStep(), timeline.derivedStep("a"));
    QCOMPARE(link->explanationView()->subject(), QStringLiteral("partial"));  // the chain stays
    QTRY_COMPARE_WITH_TIMEOUT(distributed->selectedInstruction(), QStringLiteral("a"), 10000);
    QTRY_COMPARE_WITH_TIMEOUT(baseline->selectedInstruction(), QStringLiteral("a"), 10000);
    // Before the step that related a, the frontier is gone and a is unverified.
    p->previous();
    QCOMPARE(link->state().distributedStates().value("a"), NodeState::Unverified);
    QCOMPARE(link->state().distributedStates().value("partial"), NodeState::Unverified);

    // Selecting a node in a graph explains it and shows its class.
    window->selectInstruction(Side::Distributed, "w2");
    QCOMPARE(link->explanationView()->subject(), QStringLiteral("w2"));
    QVERIFY(link->eclassView()->heading().startsWith("e-class e"));
  }

  void zooBugCasesStepToTheirFrontier_data() {
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("bug");
    QTest::newRow("mlp-tp missing-allreduce") << "mlp-tp" << "missing-allreduce";
    QTest::newRow("attention-tp wrong-transpose") << "attention-tp" << "wrong-transpose";
    QTest::newRow("llama-layer-tp wrong-dtype") << "llama-layer-tp" << "wrong-dtype";
    QTest::newRow("fsdp wrong-replica-groups") << "fsdp" << "wrong-replica-groups";
  }

  void zooBugCasesStepToTheirFrontier() {
    QFETCH(QString, name);
    QFETCH(QString, bug);
    zoo::ZooRequest request;
    request.name = name.toStdString();
    request.bug = *zoo::bugKindFromName(bug.toStdString());
    const zoo::ZooResult generated = zoo::generateZooCase(request);
    const QString folder = dir_->filePath(name + "-" + bug);
    zoo::writeZooCase(generated.zooCase, folder.toStdString());
    auto window = makeWindow();
    QVERIFY(openAndVerify(*window, folder + "/baseline.hlo", folder + "/distributed.hlo"));
    QVERIFY(!window->verification()->equivalent);
    VerifyTimelineLink* link = window->verifyTimeline();
    views::TracePlayer* p = player(*window);
    p->first();
    p->last();
    const FrontierItem& last = window->verification()->frontier.back();
    const QString summary = link->stepSummary();
    QVERIFY2(summary.contains("frontier: %" + last.instruction), qPrintable(summary));
    QVERIFY2(summary.contains(last.reason), qPrintable(summary));
    QVERIFY(last.sourceLine > 0);
    QVERIFY2(summary.contains(QStringLiteral("%1:%2").arg(last.sourceFile).arg(last.sourceLine)), qPrintable(summary));
    for (const FrontierItem& item : window->verification()->frontier)
      QCOMPARE(link->state().distributedStates().value(item.instruction), NodeState::Frontier);
    QTRY_COMPARE_WITH_TIMEOUT(window->graphView(Side::Distributed)->selectedInstruction(), last.instruction, 10000);
    QTRY_VERIFY_WITH_TIMEOUT(!window->isBusy(), 20000);
    QCOMPARE(window->graphView(Side::Distributed)->instructionColor(last.instruction), views::nodeStateColor(NodeState::Frontier));
    QVERIFY(link->explanationView()->tree()->topLevelItem(0)->text(0).contains("frontier"));
    // Every distributed value of the frontier's e-class neighbourhood is listed: step
    // back to the last merge and its class holds the subject.
    p->setCurrentStep(link->timeline().firstFrontierStep() - 1);
    const QString subject = link->timeline().step(p->currentStep()).subject;
    bool listed = false;
    for (const auto& member : link->eclassView()->model()->members()) listed = listed || (!member.baseline && member.instruction == subject);
    QVERIFY(listed);
    for (const FrontierItem& item : window->verification()->frontier)
      QVERIFY(link->state().distributedStates().value(item.instruction) != NodeState::Frontier);
  }

  // Not a check: with SHARDSCOPE_STEPPING_SCREENSHOTS=FOLDER set, writes the pictures of
  // docs/stepping.md (a zoo bug case at a merge step and at its frontier, and the dock).
  void writeScreenshots() {
    const QString out = qEnvironmentVariable("SHARDSCOPE_STEPPING_SCREENSHOTS");
    if (out.isEmpty()) QSKIP("set SHARDSCOPE_STEPPING_SCREENSHOTS=FOLDER to write the docs' screenshots");
    zoo::ZooRequest request;
    request.name = "mlp-tp";
    request.bug = zoo::BugKind::MissingAllReduce;
    const zoo::ZooResult generated = zoo::generateZooCase(request);
    const QString folder = dir_->filePath("screenshots-case");
    zoo::writeZooCase(generated.zooCase, folder.toStdString());
    auto window = makeWindow();
    QVERIFY(openAndVerify(*window, folder + "/baseline.hlo", folder + "/distributed.hlo"));
    VerifyTimelineLink* link = window->verifyTimeline();
    // The steps dock alone at the bottom, so it has the window's width.
    for (QDockWidget* dock : window->findChildren<QDockWidget*>())
      if (dock != link->dock()) dock->hide();
    link->dock()->show();
    link->dock()->raise();
    window->resizeDocks({link->dock()}, {400}, Qt::Vertical);
    auto shoot = [&](int step, const QString& name, QWidget* what) {
      link->player()->setCurrentStep(step);
      QTest::qWait(50);
      QTRY_VERIFY_WITH_TIMEOUT(!window->isBusy(), 30000);
      QTest::qWait(200);
      QVERIFY(what->grab().save(out + "/" + name));
    };
    // A merge inside the first layer: the first dot that gives a partial sum.
    int step = 0;
    for (int k = 0; k < link->timeline().size(); ++k)
      if (link->timeline().step(k).shortRelation.startsWith(QStringLiteral("Σ"))) {
        step = k;
        break;
      }
    shoot(step, "stepping-merge.png", window.get());
    shoot(link->timeline().size() - 1, "stepping-frontier.png", window.get());
    link->dock()->setFloating(true);
    link->dock()->resize(1600, 430);
    shoot(link->timeline().size() - 1, "stepping-dock.png", link->dock());
  }
};

QTEST_MAIN(TestVerifyTimeline)
#include "test_verify_timeline.moc"
