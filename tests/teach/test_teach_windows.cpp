// The teaching windows offscreen, as the lead will open them (constructed with a parent
// only): the strategy explorer shows seed 002's examples with their numbers and reacts
// to edits, the pipeline schedules window draws the three schedules from the stage DP,
// and the overlap window's step times follow the chosen strategy.
#include "gui/teach/communication_overlap_window.h"
#include "gui/teach/pipeline_schedules_window.h"
#include "gui/teach/strategy_explorer_window.h"
#include "teach/strategy_presets.h"
#include "views/teach/charts/communication_chart_view.h"
#include "views/teach/charts/memory_chart_view.h"
#include "views/teach/collective_cost_model.h"
#include "views/teach/memory_breakdown_model.h"
#include "views/teach/overlap_timeline_view.h"
#include "views/teach/pipeline_gantt_view.h"

#include <QComboBox>
#include <QSpinBox>
#include <QTest>

using namespace shardscope;
using shardscope::gui::teaching::CommunicationOverlapWindow;
using shardscope::gui::teaching::PipelineSchedulesWindow;
using shardscope::gui::teaching::StrategyExplorerWindow;

class TestTeachWindows : public QObject {
  Q_OBJECT

 private slots:
  void explorerOpensOnTheSeedExample();
  void explorerEveryPreset();
  void explorerReactsToEdits();
  void explorerRejectsInvalidConfigurations();
  void schedulesFromTheStageDp();
  void schedulesEqualStagesShowTheFormula();
  void schedulesRefuseMalformedValues();
  void overlapWindow();
};

void TestTeachWindows::explorerOpensOnTheSeedExample() {
  QWidget parent;
  auto* window = new StrategyExplorerWindow(&parent);
  QCOMPARE(window->presetBox()->currentText(), QStringLiteral("LLaMA 70B: TP=8 × PP=4 × DP=16"));
  QVERIFY(window->estimate());
  QCOMPARE(window->estimate()->memory.weights, 4.375e9);
  QCOMPARE(window->estimate()->memory.optimizer, 26.25e9);
  QVERIFY(window->estimate()->fits);
  QVERIFY(window->verdict().contains("TP=8+SP × PP=4 × DP=16 on 512 GPUs"));
  QVERIFY(window->verdict().contains("fits"));
  QVERIFY(window->verdict().contains("bubble 37.5%"));
  QVERIFY(window->seedNote().contains("Meta trains LLaMA 70B"));
  QVERIFY(window->results()->rowCount() > 0);
  QCOMPARE(window->collectives()->rowCount(), static_cast<int>(window->estimate()->collectives.size()));
  QVERIFY(window->memoryChart()->categories().size() >= 5);
  QCOMPARE(window->communicationChart()->categories().size(), window->collectives()->rowCount());
  window->show();
  QVERIFY(!window->grab().isNull());
}

void TestTeachWindows::explorerEveryPreset() {
  StrategyExplorerWindow window;
  const auto& presets = teach::strategyPresets();
  for (int i = 0; i < static_cast<int>(presets.size()); ++i) {
    window.presetBox()->setCurrentIndex(i + 1);  // as a user picks it
    const auto& preset = presets[static_cast<std::size_t>(i)];
    QVERIFY2(window.estimate(), qPrintable(window.verdict()));
    const teach::StrategyEstimate expected = teach::estimateStrategy(preset.model, preset.config, preset.cluster);
    QCOMPARE(window.estimate()->memory.total(), expected.memory.total());
    QCOMPARE(window.estimate()->communicationBytesPerStep(), expected.communicationBytesPerStep());
    QCOMPARE(window.estimate()->fits, expected.fits);
    QCOMPARE(window.seedNote(), QString::fromStdString(preset.seedSays));
  }
  // The first, LLaMA 70B on one GPU: 140 GB of weights, does not fit.
  window.applyPreset(0);
  QCOMPARE(window.estimate()->memory.weights, 140e9);
  QVERIFY(window.verdict().contains("does not fit"));
}

void TestTeachWindows::explorerReactsToEdits() {
  StrategyExplorerWindow window;
  window.applyPreset(1);
  teach::ParallelConfig config = window.config();
  config.zero = teach::ZeroStage::Optimizer;  // ZeRO-1 over DP=16
  window.setConfig(config);
  QCOMPARE(window.estimate()->memory.optimizer, 26.25e9 / 16);
  QCOMPARE(window.presetBox()->currentIndex(), 0);  // no longer the seed's example
  QVERIFY(window.seedNote().isEmpty());
  // DP "auto" is GPUs / (TP·PP).
  config.dp = 0;
  window.setConfig(config);
  QCOMPARE(window.config().dp, 16);
  // A custom shape is counted, not named.
  teach::ModelSize model = window.model();
  model.name = "custom";
  model.layers = 40;
  model.nominalParameters = 0;
  window.setModel(model);
  QCOMPARE(window.model().parameters(), model.shapeParameters());
  QVERIFY(window.estimate());
}

void TestTeachWindows::explorerRejectsInvalidConfigurations() {
  StrategyExplorerWindow window;
  teach::ParallelConfig config = window.config();
  config.dp = 3;  // 8 × 4 × 3 is not 512
  window.setConfig(config);
  QVERIFY(!window.estimate());
  QVERIFY(window.verdict().contains("Not a valid configuration"));
  QVERIFY(window.verdict().contains("512 GPUs"));
  QCOMPARE(window.collectives()->rowCount(), 0);
  QVERIFY(!window.grab().isNull());
}

void TestTeachWindows::schedulesFromTheStageDp() {
  QWidget parent;
  auto* window = new PipelineSchedulesWindow(&parent);
  window->setMicrobatches(8);
  window->setLayerWeights({3, 1, 4, 1, 5, 9, 2, 6}, 4);
  // The stage DP's optimum for these weights: bottleneck 9 ({3,1,4}{1,5}{9}{2,6}).
  QVERIFY2(window->status().contains("bottleneck 9"), qPrintable(window->status()));
  QCOMPARE(window->stageTimes().size(), std::size_t{4});
  QCOMPARE(*std::max_element(window->stageTimes().begin(), window->stageTimes().end()), 9.0);
  for (auto kind : {teach::PipelineKind::GPipe, teach::PipelineKind::OneFOneB, teach::PipelineKind::Interleaved}) {
    views::PipelineGanttView* view = window->chartView(kind);
    QVERIFY(view->chart());
    QCOMPARE(view->chart()->devices, 4);
    // Unequal stages: more bubble than the formula.
    QVERIFY(view->chart()->bubbleFraction() > view->chart()->formulaBubble());
  }
  window->setStageTimes({2, 2, 2});
  QCOMPARE(window->chartView(teach::PipelineKind::GPipe)->chart()->devices, 3);
  window->show();
  QVERIFY(!window->grab().isNull());
}

void TestTeachWindows::schedulesEqualStagesShowTheFormula() {
  PipelineSchedulesWindow window;
  window.setEqualStages(4);
  window.setMicrobatches(8);
  window.setChunks(2);
  const auto* gpipe = window.chartView(teach::PipelineKind::GPipe)->chart().operator->();
  QVERIFY(gpipe);
  QCOMPARE(gpipe->bubbleFraction(), 0.375);
  QVERIFY(window.chartView(teach::PipelineKind::OneFOneB)->caption().contains("bubble 37.5% (formula (N−1)/M = 37.5%)"));
  QVERIFY(window.chartView(teach::PipelineKind::Interleaved)->caption().contains("bubble 18.8%"));
  // Interleaving needs M a multiple of N: the view says so instead of drawing.
  window.setMicrobatches(6);
  QVERIFY(!window.chartView(teach::PipelineKind::Interleaved)->chart());
  QVERIFY(window.chartView(teach::PipelineKind::Interleaved)->caption().contains("multiple of the stages"));
  QVERIFY(window.chartView(teach::PipelineKind::GPipe)->chart());
}

void TestTeachWindows::schedulesRefuseMalformedValues() {
  PipelineSchedulesWindow window;
  window.setLayerWeights({1, 2}, 2);
  QVERIFY(window.chartView(teach::PipelineKind::GPipe)->chart());
  window.setLayerWeights({1, 2}, 3);  // three stages from two layers
  QVERIFY(window.status().contains("cannot split 2 layers"));
  QVERIFY(!window.chartView(teach::PipelineKind::GPipe)->chart());
}

void TestTeachWindows::overlapWindow() {
  QWidget parent;
  auto* window = new CommunicationOverlapWindow(&parent);
  QCOMPARE(window->timelineView()->timelines().size(), std::size_t{4});
  window->setRequest({8, 1.0, 0.1, 0.05, 4, teach::OverlapStrategy::Overlap});
  QCOMPARE(window->timelineView()->selected(), 1);
  QVERIFY(std::abs(window->timelineView()->timelines()[1].stepTime - 8.15) < 1e-9);
  QVERIFY2(window->summary().contains("<b>overlap 8.15 ms</b>"), qPrintable(window->summary()));
  QVERIFY(window->summary().contains("none 9.20 ms"));
  teach::OverlapRequest request = window->request();
  request.strategy = teach::OverlapStrategy::Bucketing;
  window->setRequest(request);
  QCOMPARE(window->timelineView()->selected(), 3);
  QVERIFY(window->summary().contains("<b>bucketing 8.45 ms</b>"));
  window->show();
  QVERIFY(!window->grab().isNull());
}

QTEST_MAIN(TestTeachWindows)
#include "test_teach_windows.moc"
