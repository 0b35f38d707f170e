// The main window, offscreen: opening a pair (and a bad file), selection sync, source
// linking, search next/previous, collapse/expand, session save/restore, crash recovery,
// cancelling a long job, stale results, analyses colouring nodes, export and drops.
#include "gui/frontier_model.h"
#include "gui/graph_pane.h"
#include "gui/main_window.h"
#include "session/session_file.h"
#include "views/graph/graph_layout_engine.h"
#include "views/graph/graph_view.h"
#include "views/properties/properties_view.h"
#include "views/source/source_view.h"

#include "test_support/test_window.h"

#include <QAction>
#include <QDockWidget>
#include <QLabel>
#include <QRegularExpression>
#include <QDropEvent>
#include <QMimeData>
#include <QProgressBar>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QThread>
#include <QToolButton>
#include <QTest>

#include <atomic>

using namespace shardscope;
using namespace shardscope::gui;

namespace {

const QString kExamples = QStringLiteral(SHARDSCOPE_SOURCE_DIR "/resources/examples/");
const QString kBaseline = kExamples + "mlp-tp2/baseline.hlo";
const QString kDistributed = kExamples + "mlp-tp2/distributed.hlo";
const QString kBuggyBaseline = kExamples + "mlp-tp2-missing-allreduce/baseline.hlo";
const QString kBuggyDistributed = kExamples + "mlp-tp2-missing-allreduce/distributed.hlo";

}  // namespace

class TestMainWindow : public QObject {
  Q_OBJECT

 private:
  std::unique_ptr<views::GraphLayoutEngine> engine_;
  std::unique_ptr<QTemporaryDir> recoveryDir_;

  std::unique_ptr<MainWindow> makeWindow() {
    // No timed autosave: the change-triggered save is what these tests exercise.
    MainWindow::Options options = testing::testWindowOptions(recoveryDir_->path());
    options.changeSaveDelayMs = 20;
    return testing::shownTestWindow(engine_.get(), options);
  }

  static bool openAndWait(MainWindow& window, const QString& baseline, const QString& distributed) {
    QSignalSpy loaded(&window, &MainWindow::pairLoaded);
    window.openPair(baseline, distributed);
    if (!loaded.wait(15000)) return false;
    return waitIdle(window);
  }

  static bool waitIdle(MainWindow& window) {
    QElapsedTimer timer;
    timer.start();
    while (window.isBusy() && timer.elapsed() < 20000) QTest::qWait(20);
    return !window.isBusy();
  }

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName("ShardScopeTests");
    QCoreApplication::setApplicationName("test_main_window");
    QSettings().clear();
    engine_ = std::make_unique<views::GraphLayoutEngine>();
    QVERIFY(QFileInfo::exists(kBaseline));
  }

  void init() { recoveryDir_ = std::make_unique<QTemporaryDir>(); }

  void cleanupTestCase() { engine_.reset(); }

  void opensThePair() {
    auto window = makeWindow();
    QVERIFY(!window->hasPair());
    QVERIFY(!window->action("verify")->isEnabled());
    QVERIFY(openAndWait(*window, kBaseline, kDistributed));
    QVERIFY(window->hasPair());
    QVERIFY(window->pair()->distributed);
    QCOMPARE(window->pair()->baselineSha256.size(), 64);
    QVERIFY(window->graphPane(Side::Baseline)->heading().contains("baseline.hlo"));
    QVERIFY(window->graphPane(Side::Distributed)->heading().contains("distributed.hlo"));
    QVERIFY(window->graphPane(Side::Distributed)->heading().contains("2 devices"));
    QVERIFY(window->windowTitle().contains("baseline.hlo | distributed.hlo"));
    QVERIFY(window->action("verify")->isEnabled());
    QVERIFY(window->logText().contains("opened distributed"));
  }

  // Issue 21 finding 5: one 200,000-character line (an undefined name echoed in the error)
  // froze the log pane for seconds. The pane elides it; logText() keeps it whole.
  void longLogLinesAreElidedInThePane() {
    QTemporaryDir dir;
    const QString bad = dir.filePath("long.hlo");
    QFile file(bad);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("HloModule m\n\nENTRY %e (p: f32[4]) -> f32[4] {\n  %p = f32[4] parameter(0)\n  ROOT %a = f32[4] negate(%" + QByteArray(200000, 'x') +
               ")\n}\n");
    file.close();
    auto window = makeWindow();
    QSignalSpy failed(window.get(), &MainWindow::loadFailed);
    window->openPair(bad, QString());
    QVERIFY(failed.wait(10000));
    QVERIFY(window->logText().contains(QString(200000, 'x')));
    const QString pane = window->logPaneText();
    QVERIFY(!pane.contains(QString(2001, 'x')));
    QVERIFY2(pane.contains("more characters]"), qPrintable(pane.left(300)));
    for (const QString& line : pane.split('\n')) QVERIFY(line.size() < 2100);
  }

  void badFileGivesThePositionedError() {
    QTemporaryDir dir;
    const QString bad = dir.filePath("bad.hlo");
    QFile file(bad);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("HloModule m\n\nENTRY %main () -> f32[] {\n  ROOT %c = f32[] constant(\n}\n");
    file.close();
    auto window = makeWindow();
    QSignalSpy failed(window.get(), &MainWindow::loadFailed);
    window->openPair(bad, QString());
    QVERIFY(failed.wait(10000));
    const QString message = failed.at(0).at(0).toString();
    QVERIFY2(QRegularExpression("bad\\.hlo:\\d+:\\d+: error: ").match(message).hasMatch(), qPrintable(message));
    QVERIFY(window->logText().contains(message));
    QVERIFY(!window->hasPair());
    QTRY_VERIFY(!window->isBusy());
    QVERIFY(!window->progressBar()->isVisible());
  }

  void selectionSyncsTheOtherView() {
    auto window = makeWindow();
    QVERIFY(openAndWait(*window, kBaseline, kDistributed));
    window->selectInstruction(Side::Distributed, "h");
    QCOMPARE(window->selectedInstruction(Side::Distributed), QString("h"));
    QCOMPARE(window->selectedInstruction(Side::Baseline), QString("h"));
    QVERIFY(window->propertiesView()->title().contains("distributed"));
    QCOMPARE(window->propertiesView()->model()->value("Instruction", "opcode"), QString("dot"));
    QCOMPARE(window->propertiesView()->model()->value("Pairing", "counterpart"), QString("h"));
    // From the baseline side, and through the view's own signal as a click would.
    emit window->graphView(Side::Baseline)->instructionSelected("a");
    QCOMPARE(window->selectedInstruction(Side::Distributed), QString("a"));
    QCOMPARE(window->activeSide(), Side::Baseline);
    QVERIFY(window->propertiesView()->title().contains("baseline"));
    // Renamed by partitioning: paired by op_name, opcode and source line.
    window->selectInstruction(Side::Distributed, "partial");
    QCOMPARE(window->selectedInstruction(Side::Baseline), QString("y"));
    QCOMPARE(window->propertiesView()->model()->value("Pairing", "matched by"), QString("same op_name, opcode and source line"));
    // The distributed ROOT `y` (an all-reduce) has the baseline ROOT `y` as its namesake.
    window->selectInstruction(Side::Distributed, "y");
    QCOMPARE(window->propertiesView()->model()->value("Pairing", "matched by"), QString("same name"));
  }

  void selectionShowsTheSourceLineAndLinesHighlightInstructions() {
    auto window = makeWindow();
    QVERIFY(openAndWait(*window, kBaseline, kDistributed));
    window->selectInstruction(Side::Distributed, "h");
    views::SourceView* source = window->sourceView();
    QVERIFY(source->hasSource());
    QVERIFY(source->path().endsWith("mlp-tp2/model.py"));
    QCOMPARE(source->language(), views::SourceLanguage::Python);
    QCOMPARE(source->currentLine(), 9);
    QVERIFY(source->lineText(9).contains("jnp.dot(x, w1)"));
    QVERIFY(source->markedLines().contains(11));
    QVERIFY(!source->markedLines().contains(3));
    window->hoverSourceLine(10);
    QCOMPARE(window->highlightedInstructions(Side::Baseline), QStringList({"zero", "zeros", "a"}));
    window->activateSourceLine(11);
    QCOMPARE(window->highlightedInstructions(Side::Distributed), QStringList({"partial", "y"}));
    QCOMPARE(window->highlightedInstructions(Side::Baseline), QStringList({"y"}));
    QCOMPARE(source->currentLine(), 11);
    // Leaving the text keeps the clicked line's instructions highlighted.
    window->hoverSourceLine(0);
    QCOMPARE(window->highlightedInstructions(Side::Distributed), QStringList({"partial", "y"}));
  }

  void missingSourceSaysWhereItLooked() {
    QTemporaryDir dir;
    QVERIFY(QFile::copy(kBaseline, dir.filePath("baseline.hlo")));
    QVERIFY(QFile::copy(kDistributed, dir.filePath("distributed.hlo")));
    auto window = makeWindow();
    QVERIFY(openAndWait(*window, dir.filePath("baseline.hlo"), dir.filePath("distributed.hlo")));
    window->selectInstruction(Side::Baseline, "h");
    QVERIFY(!window->sourceView()->hasSource());
    // The source root mapping finds it in the examples folder.
    window->setSourceRoot(kExamples + "mlp-tp2");
    QVERIFY(window->sourceView()->hasSource());
    QCOMPARE(window->sourceView()->currentLine(), 9);
  }

  void searchMovesThroughMatches() {
    auto window = makeWindow();
    QVERIFY(openAndWait(*window, kBaseline, kDistributed));
    const int matches = window->find("dot");
    QCOMPARE(matches, 2);
    QCOMPARE(window->search().matches(), QStringList({"h", "partial"}));
    QCOMPARE(window->selectedInstruction(Side::Distributed), QString("h"));
    window->action("findNext")->trigger();
    QCOMPARE(window->selectedInstruction(Side::Distributed), QString("partial"));
    window->action("findNext")->trigger();
    QCOMPARE(window->selectedInstruction(Side::Distributed), QString("h"));
    window->action("findPrevious")->trigger();
    QCOMPARE(window->selectedInstruction(Side::Distributed), QString("partial"));
    QCOMPARE(window->search().describe(), QString("2 of 2"));
    QCOMPARE(window->find("no-such-thing"), 0);
    QCOMPARE(window->search().position(), -1);
  }

  void groupsCollapseAndExpandThroughTheView() {
    auto window = makeWindow();
    QVERIFY(openAndWait(*window, kBaseline, kDistributed));
    views::GraphView* view = window->graphView(Side::Distributed);
    QVERIFY(!view->groups().isEmpty());
    QVERIFY(view->expandedGroups().isEmpty());  // a module opens collapsed
    window->action("expandAll")->trigger();
    QVERIFY(waitIdle(*window));
    QCOMPARE(view->expandedGroups().size(), view->groups().size());
    QVERIFY(view->visibleInstructions().contains("partial"));
    window->action("collapseAll")->trigger();
    QVERIFY(waitIdle(*window));
    QVERIFY(view->expandedGroups().isEmpty());
    // Selecting an instruction expands the group holding it.
    window->selectInstruction(Side::Distributed, "partial");
    const QString group = view->groupOf("partial");
    QVERIFY(!group.isEmpty());
    QVERIFY(view->expandedGroups().contains(group));
  }

  void sessionRoundTrip() {
    QTemporaryDir dir;
    const QString path = dir.filePath("work.shardscope");
    QString group;
    {
      auto window = makeWindow();
      QVERIFY(openAndWait(*window, kBaseline, kDistributed));
      window->setUserShardings({{session::Program::Baseline, "w1", "{devices=[1,2]0,1}", 0},
                                {session::Program::Baseline, "w2", "{devices=[2,1]0,1}", 1}});
      window->setRelationsJson("{\"outputs\": []}");
      window->setMesh(session::Mesh{{2}, {"model"}, {}});
      window->setSourceRoot("/ci/src=" + kExamples);
      window->selectInstruction(Side::Distributed, "partial");
      group = window->graphView(Side::Distributed)->groupOf("partial");
      QVERIFY(waitIdle(*window));
      window->graphView(Side::Distributed)->setZoom(1.5);
      QString error;
      QVERIFY2(window->saveSession(path, &error), qPrintable(error));
    }
    auto window = makeWindow();
    QSignalSpy loaded(window.get(), &MainWindow::pairLoaded);
    QString error;
    QVERIFY2(window->openSession(path, &error), qPrintable(error));
    QVERIFY(loaded.wait(10000));
    QVERIFY(waitIdle(*window));
    QCOMPARE(window->pair()->baselinePath, QFileInfo(kBaseline).absoluteFilePath());
    QCOMPARE(window->pair()->distributedPath, QFileInfo(kDistributed).absoluteFilePath());
    QCOMPARE(window->userShardings().size(), std::size_t{2});
    QCOMPARE(window->userShardings()[1].instruction, std::string("w2"));
    QCOMPARE(window->userShardings()[1].sharding, std::string("{devices=[2,1]0,1}"));
    QCOMPARE(window->userShardings()[1].priority, 1);
    QCOMPARE(window->relationsJson(), QString("{\"outputs\": []}"));
    QCOMPARE(window->sourceRoot(), "/ci/src=" + kExamples);
    QCOMPARE(window->currentSession().mesh.axisNames, std::vector<std::string>({"model"}));
    QCOMPARE(window->selectedInstruction(Side::Distributed), QString("partial"));
    QVERIFY(window->graphView(Side::Distributed)->expandedGroups().contains(group));
    QCOMPARE(window->graphView(Side::Distributed)->zoom(), 1.5);
  }

  void malformedSessionIsRefusedWithAPosition() {
    QTemporaryDir dir;
    const QString path = dir.filePath("bad.shardscope");
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("format_version: 1\nbaseline { path: 3 }\n");
    file.close();
    auto window = makeWindow();
    QString error;
    QVERIFY(!window->openSession(path, &error));
    QVERIFY2(error.startsWith(path + ":2:"), qPrintable(error));
    QVERIFY(!window->hasPair());
  }

  void crashRecoveryRestoresTheSession() {
    {
      auto crashed = makeWindow();
      QVERIFY(!crashed->recovery().hasRecovery());
      QVERIFY(openAndWait(*crashed, kBaseline, kDistributed));
      crashed->setUserShardings({{session::Program::Distributed, "h", "{replicated}", 2}});
      // Every change is autosaved shortly after it happens.
      QTRY_VERIFY(crashed->recovery().hasRecovery());
      QTRY_VERIFY(session::loadSessionFile(crashed->recovery().path().toStdString()).session->userShardings.size() == 1);
      // Destroyed without closing: what a crash leaves behind.
    }
    auto window = makeWindow();
    QVERIFY(window->recovery().hasRecovery());
    QSignalSpy loaded(window.get(), &MainWindow::pairLoaded);
    QString error;
    QVERIFY2(window->restoreRecovery(&error), qPrintable(error));
    QVERIFY(loaded.wait(10000));
    QCOMPARE(window->pair()->distributedPath, QFileInfo(kDistributed).absoluteFilePath());
    QCOMPARE(window->userShardings().size(), std::size_t{1});
    QCOMPARE(window->userShardings()[0].program, session::Program::Distributed);
    QCOMPARE(window->userShardings()[0].priority, 2);
    QVERIFY(window->logText().contains("restored"));
    // The restored work is unsaved (issue 23): a close with nobody to ask keeps the
    // recovery file; saving it is what removes the file.
    QVERIFY(window->hasUnsavedChanges());
    window->close();
    QVERIFY(window->recovery().hasRecovery());
    QVERIFY(window->saveSession(recoveryDir_->filePath("restored.shardscope")));
    QVERIFY(!window->recovery().hasRecovery());
  }

  void cancelReturnsTheWindowToIdle() {
    auto window = makeWindow();
    QVERIFY(openAndWait(*window, kBaseline, kDistributed));
    std::atomic<bool> started{false};
    std::atomic<bool> sawCancel{false};
    window->jobs()->start<int>(
        JobKind::Verify, "A long verification",
        [&](const CancellationToken& cancel, const ProgressCallback& progress) {
          started = true;
          for (int step = 0;; ++step) {
            if (cancel.isCancelled()) {
              sawCancel = true;
              throw OperationCancelled();
            }
            reportProgress(progress, (step % 1000) / 1000.0, "saturating");
            QThread::msleep(1);
          }
          return 0;
        },
        window.get(), [](int) { QFAIL("a cancelled job must not deliver"); });
    QTRY_VERIFY(started.load());
    QVERIFY(window->isBusy());
    QTRY_VERIFY(window->progressBar()->isVisible());
    QVERIFY(window->cancelButton()->isVisible());
    QTest::mouseClick(window->cancelButton(), Qt::LeftButton);
    QTRY_VERIFY(!window->jobs()->isBusy());
    QVERIFY(sawCancel.load());
    QVERIFY(!window->progressBar()->isVisible());
    QVERIFY(!window->cancelButton()->isVisible());
    QVERIFY(window->logText().contains("verify cancelled"));
    QVERIFY(!window->action("cancel")->isEnabled());
  }

  void olderLoadIsDroppedWhenANewerOneStarts() {
    auto window = makeWindow();
    QSignalSpy loaded(window.get(), &MainWindow::pairLoaded);
    QSignalSpy dropped(window->jobs(), &JobRunner::resultDropped);
    window->openPair(kBaseline, kDistributed);
    window->openPair(kBuggyBaseline, kBuggyDistributed);
    QVERIFY(loaded.wait(10000));
    QVERIFY(waitIdle(*window));
    QCOMPARE(loaded.count(), 1);
    QCOMPARE(dropped.count(), 1);
    QCOMPARE(window->pair()->distributedPath, kBuggyDistributed);
  }

  void verificationColoursTheFrontier() {
    auto window = makeWindow();
    QVERIFY(openAndWait(*window, kBuggyBaseline, kBuggyDistributed));
    QSignalSpy verified(window.get(), &MainWindow::verificationFinished);
    QSignalSpy failed(window.get(), &MainWindow::analysisFailed);
    window->action("verify")->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(verified.count() + failed.count() > 0, 20000);
    QVERIFY2(failed.isEmpty(), failed.isEmpty() ? "" : qPrintable(failed.at(0).at(0).toString()));
    QVERIFY(window->verification().has_value());
    QVERIFY(!window->verification()->equivalent);
    QVERIFY(window->frontierModel()->rowCount() >= 1);
    const QString frontier = window->frontierModel()->items().front().instruction;
    // The window leads to the first frontier node: selected, its group expanded, coloured.
    QCOMPARE(window->selectedInstruction(Side::Distributed), frontier);
    QVERIFY(waitIdle(*window));
    QTRY_COMPARE(window->graphView(Side::Distributed)->instructionColor(frontier), views::nodeStateColor(views::NodeState::Frontier));
    QVERIFY(window->logText().contains("frontier: " + frontier));
    // The dock's title counts the frontier, and a newly opened pair starts without one.
    auto* dock = window->findChild<QDockWidget*>(QStringLiteral("frontierDock"));
    QVERIFY(dock);
    QCOMPARE(dock->windowTitle(), QStringLiteral("Frontier (%1)").arg(window->frontierModel()->rowCount()));
    QVERIFY(openAndWait(*window, kBaseline, kDistributed));
    QCOMPARE(dock->windowTitle(), QStringLiteral("Frontier"));
  }

  // Export dialogs start beside the program, not in the process's working directory.
  void exportDialogsStartInThePairsFolder() {
    QCOMPARE(MainWindow::suggestedExportPath(kDistributed, QStringLiteral(".svg")), kExamples + "mlp-tp2/distributed.svg");
    QCOMPARE(MainWindow::suggestedExportPath(kDistributed, QStringLiteral("-report.html")), kExamples + "mlp-tp2/distributed-report.html");
  }

  void correctPairVerifiesEquivalent() {
    auto window = makeWindow();
    QVERIFY(openAndWait(*window, kBaseline, kDistributed));
    QSignalSpy verified(window.get(), &MainWindow::verificationFinished);
    window->runVerification();
    QVERIFY(verified.wait(20000));
    QVERIFY(window->verification()->equivalent);
    QCOMPARE(window->frontierModel()->rowCount(), 0);
    // With a verification, selection follows the verifier's pairing.
    window->selectInstruction(Side::Distributed, "partial");
    QCOMPARE(window->counterparts().find(Side::Distributed, "partial").match, CounterpartFinder::Match::Verifier);
  }

  void numericCheckFindsTheDivergence() {
    auto window = makeWindow();
    QVERIFY(openAndWait(*window, kBuggyBaseline, kBuggyDistributed));
    QSignalSpy done(window.get(), &MainWindow::numericFinished);
    window->action("numeric")->trigger();
    QVERIFY(done.wait(20000));
    QVERIFY(!window->numeric()->passed);
    QVERIFY(!window->numeric()->firstDivergence.isEmpty());
    QVERIFY(window->frontierModel()->rowCount() >= 1);
    QVERIFY(window->frontierModel()->items().front().reason.startsWith("numeric"));
  }

  void propagationRuns() {
    auto window = makeWindow();
    QVERIFY(openAndWait(*window, kDistributed, QString()));
    QVERIFY(!window->action("verify")->isEnabled());
    QSignalSpy done(window.get(), &MainWindow::propagationFinished);
    window->action("propagate")->trigger();
    QVERIFY(done.wait(20000));
    QVERIFY(window->propagation()->shardings.contains("w1"));
    QVERIFY(window->propagation()->userAnnotated.contains("w1"));
  }

  void exportsPngAndSvg() {
    QTemporaryDir dir;
    auto window = makeWindow();
    QVERIFY(openAndWait(*window, kBaseline, kDistributed));
    QString error;
    QVERIFY2(window->exportView(Side::Distributed, dir.filePath("view.png"), &error), qPrintable(error));
    QVERIFY(window->exportView(Side::Baseline, dir.filePath("view.svg"), &error));
    QImage image(dir.filePath("view.png"));
    QVERIFY(!image.isNull());
    QFile svg(dir.filePath("view.svg"));
    QVERIFY(svg.open(QIODevice::ReadOnly));
    QVERIFY(svg.readAll().contains("<svg"));
  }

  void droppedFilesOpenAsAPair() {
    auto window = makeWindow();
    QSignalSpy loaded(window.get(), &MainWindow::pairLoaded);
    QMimeData data;
    // Dropped in the "wrong" order: the distributed one is recognised by its name.
    data.setUrls({QUrl::fromLocalFile(kDistributed), QUrl::fromLocalFile(kBaseline)});
    // A real drag enters the window before it drops.
    QDragEnterEvent enter(QPoint(100, 100), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(window.get(), &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent drop(QPointF(100, 100), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(window.get(), &drop);
    QVERIFY2(loaded.wait(10000), qPrintable(window->logText()));
    QCOMPARE(window->pair()->baselinePath, kBaseline);
    QCOMPARE(window->pair()->distributedPath, kDistributed);
  }

  void analysisDockIsAdded() {
    auto window = makeWindow();
    auto* widget = new QLabel("workbench");
    QDockWidget* dock = window->addAnalysisDock(widget, "Sharding workbench");
    QVERIFY(dock);
    QCOMPARE(dock->widget(), widget);
    QVERIFY(!dock->objectName().isEmpty());
  }
};

QTEST_MAIN(TestMainWindow)
#include "test_main_window.moc"
