// The workbench's results on the main window's baseline graph (WorkbenchLink): the
// collectives of the current plan become edge badges, a stage partition becomes node
// tints with "stage k" legend rows; undo takes the badges away again.
#include "gui/annotate/annotate_workbench.h"
#include "gui/annotate/collective_badges.h"
#include "gui/main_window.h"
#include "gui/workbench_link.h"
#include "views/graph/graph_layout_engine.h"
#include "views/graph/graph_view.h"
#include "views/graph/stage_palette.h"

#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QTest>

using namespace shardscope;
using namespace shardscope::gui;

namespace {
const QString kExamples = QStringLiteral(SHARDSCOPE_SOURCE_DIR "/resources/examples/mlp-tp2/");
}  // namespace

class TestWorkbenchGraphLink : public QObject {
  Q_OBJECT

 private:
  std::unique_ptr<views::GraphLayoutEngine> engine_;
  std::unique_ptr<QTemporaryDir> recoveryDir_;

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    engine_ = std::make_unique<views::GraphLayoutEngine>();
    recoveryDir_ = std::make_unique<QTemporaryDir>();
  }

  void collectivesAndStagesReachTheBaselineGraph() {
    MainWindow::Options options;
    options.interactive = false;
    options.recoveryFolder = recoveryDir_->path();
    options.autosaveSeconds = 3600;
    MainWindow window(engine_.get(), options);
    window.resize(1600, 1000);
    window.show();
    auto* link = new WorkbenchLink(&window);
    QSignalSpy loaded(&window, &MainWindow::pairLoaded);
    window.openPair(kExamples + "baseline.hlo", kExamples + "distributed.hlo");
    QVERIFY(loaded.wait(15000));
    views::GraphView* graph = window.graphView(Side::Baseline);
    QVERIFY(graph);
    annotate::AnnotateWorkbench* workbench = link->workbench();

    // w1 column-parallel and the output kept whole: one all-reduce on y's output.
    QSignalSpy planned(workbench, &annotate::AnnotateWorkbench::planReady);
    workbench->applyShardings({{"w1", "{devices=[1,2]0,1}"}, {"y", "{replicated}"}}, "column-parallel w1");
    QVERIFY(planned.wait(30000));
    QVERIFY(workbench->plan());
    QCOMPARE(workbench->plan()->collectives.size(), std::size_t{1});
    const QList<views::EdgeBadge> badges = graph->edgeBadges();
    QCOMPARE(badges, annotate::collectiveBadges(*workbench->plan()));
    QCOMPARE(badges.size(), 1);
    QCOMPARE(badges.front().producer, QString("y"));
    QVERIFY(badges.front().consumer.isEmpty());
    QVERIFY2(badges.front().text.startsWith("all-reduce "), qPrintable(badges.front().text));
    QVERIFY(badges.front().toolTip.contains("over 2 devices"));
    graph->expandAll();
    QSignalSpy laid(graph, &views::GraphView::layoutFinished);
    if (graph->isLayoutPending()) QVERIFY(laid.wait(60000));
    QCOMPARE(graph->shownEdgeBadges().size(), 1);

    // Undo: no collective, no badge.
    workbench->undoStack()->undo();
    QVERIFY(planned.wait(30000));
    QVERIFY(graph->edgeBadges().isEmpty());

    // One stage over the module's one layer: every node gets stage 0's tint.
    QSignalSpy stages(workbench, &annotate::AnnotateWorkbench::pipelineStagesChanged);
    workbench->setPipeline(views::PipelineSchedule::GPipe, 1, 4);
    workbench->partitionIntoStages();
    QVERIFY(stages.wait(30000));
    QCOMPARE(graph->instructionTint("h"), views::stageColor(0));
    QVERIFY(graph->legendEntries().contains("stage 0"));
    QCOMPARE(graph->instructionColor("h"), views::stageColor(0));
  }
};

QTEST_MAIN(TestWorkbenchGraphLink)
#include "test_workbench_graph_link.moc"
