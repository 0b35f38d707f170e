// The teaching views offscreen: the Gantt chart fits every pass inside the widget at any
// size and drops text before it would cut anything, the workbench's pipeline chart draws
// timed passes with the stage DP's costs, the overlap timeline, the results models
// (under QAbstractItemModelTester) and the Qt Charts views.
#include "teach/strategy_comparison.h"
#include "teach/strategy_presets.h"
#include "views/sharding/pipeline_schedule_chart.h"
#include "views/teach/charts/communication_chart_view.h"
#include "views/teach/charts/memory_chart_view.h"
#include "views/teach/collective_cost_model.h"
#include "views/teach/memory_breakdown_model.h"
#include "views/teach/overlap_timeline_view.h"
#include "views/teach/pipeline_gantt_view.h"

#include <QAbstractItemModelTester>
#include <QImage>
#include <QTest>

using namespace shardscope;
using namespace shardscope::views;

namespace {

teach::GanttChart gantt(teach::PipelineKind kind, int stages, int microbatches, int chunks = 2) {
  return std::get<teach::GanttChart>(
      teach::layoutGantt({kind, std::vector<double>(static_cast<std::size_t>(stages), 1.0), 2.0, microbatches, chunks}));
}

bool inside(const QRectF& outer, const QRectF& inner) {
  return inner.left() >= outer.left() - 0.01 && inner.top() >= outer.top() - 0.01 && inner.right() <= outer.right() + 0.01 &&
         inner.bottom() <= outer.bottom() + 0.01;
}

int distinctColours(const QImage& image) {
  QSet<QRgb> colours;
  for (int y = 0; y < image.height(); y += 3)
    for (int x = 0; x < image.width(); x += 3) colours.insert(image.pixel(x, y));
  return colours.size();
}

}  // namespace

class TestTeachViews : public QObject {
  Q_OBJECT

 private slots:
  void ganttFitsAnySize_data();
  void ganttFitsAnySize();
  void ganttDropsTextBeforeCutting();
  void ganttMessage();
  void workbenchChartIsTimed();
  void overlapView();
  void memoryBreakdownModel();
  void collectiveCostModel();
  void memoryChart();
  void communicationChart();
};

void TestTeachViews::ganttFitsAnySize_data() {
  QTest::addColumn<int>("kind");
  QTest::addColumn<int>("stages");
  QTest::addColumn<int>("microbatches");
  QTest::addColumn<QSize>("size");
  for (QSize size : {QSize(90, 50), QSize(300, 120), QSize(640, 200), QSize(1600, 330), QSize(3000, 1800)})
    for (auto [n, m] : {std::pair{4, 8}, std::pair{32, 64}, std::pair{2, 1}}) {
      QTest::addRow("GPipe N=%d M=%d %dx%d", n, m, size.width(), size.height()) << 0 << n << m << size;
      if (m % n == 0) QTest::addRow("interleaved N=%d M=%d %dx%d", n, m, size.width(), size.height()) << 2 << n << m << size;
    }
}

void TestTeachViews::ganttFitsAnySize() {
  QFETCH(int, kind);
  QFETCH(int, stages);
  QFETCH(int, microbatches);
  QFETCH(QSize, size);
  PipelineGanttView view;
  view.resize(size);
  view.setChart(gantt(static_cast<teach::PipelineKind>(kind), stages, microbatches));
  const GanttGeometry g = view.geometry();
  const QRectF area(view.rect());
  QCOMPARE(g.passes.size(), view.chart()->passes.size());
  QVERIFY(inside(area, g.plot));
  double rightmost = 0;
  for (const QRectF& pass : g.passes) {
    QVERIFY(inside(area, pass));
    rightmost = std::max(rightmost, pass.right());
  }
  // The whole schedule spans the plot: nothing is cut off on the right.
  QVERIFY(std::abs(rightmost - g.plot.right()) < 0.01);
  for (const QRectF& r : {g.captionRect, g.legendRect, g.axisRect})
    if (!r.isEmpty()) QVERIFY(inside(area, r));
  for (const QRectF& label : g.rowLabels) QVERIFY(inside(area, label));
  // Rows never overlap the caption or the axis.
  if (!g.captionRect.isEmpty()) QVERIFY(g.captionRect.bottom() <= g.plot.top());
  if (!g.axisRect.isEmpty()) QVERIFY(g.axisRect.top() >= g.plot.bottom() - 0.01);
  const QImage image = view.grab().toImage();
  QVERIFY(!image.isNull());
  QVERIFY(distinctColours(image) > 2);
}

void TestTeachViews::ganttDropsTextBeforeCutting() {
  PipelineGanttView view;
  view.setChart(gantt(teach::PipelineKind::OneFOneB, 4, 8));
  view.resize(1200, 400);
  GanttGeometry roomy = view.geometry();
  QVERIFY(!roomy.captionRect.isEmpty());
  QCOMPARE(roomy.caption, view.caption());
  QVERIFY(!roomy.legendRect.isEmpty());
  QVERIFY(!roomy.axisRect.isEmpty());
  QCOMPARE(roomy.rowLabels.size(), std::size_t{4});
  QVERIFY(roomy.numbers);
  QVERIFY(view.caption().contains("bubble 37.5%"));
  QVERIFY(view.caption().contains("(N−1)/M = 37.5%"));
  view.resize(160, 40);
  const GanttGeometry tight = view.geometry();
  QVERIFY(tight.legendRect.isEmpty());
  QVERIFY(tight.rowLabels.empty());
  QVERIFY(tight.plot.height() >= 4 * 3 - 0.01);
}

void TestTeachViews::ganttMessage() {
  PipelineGanttView view;
  view.setMessage("interleaved 1F1B needs ...");
  QVERIFY(!view.chart());
  QVERIFY(view.geometry().passes.empty());
  QVERIFY(!view.grab().isNull());
}

void TestTeachViews::workbenchChartIsTimed() {
  // The workbench's chart: passes as long as the stage DP's costs, fitted, no clipping.
  PipelineScheduleChart chart;
  chart.resize(500, 150);
  chart.setSchedule(PipelineSchedule::OneFOneB, 3, 6, teach::pipelineBubble(3, 6));
  QVERIFY(chart.gantt());
  QCOMPARE(chart.gantt()->bubbleFraction(), 2.0 / 6);
  chart.setStageCosts({1, 3, 1}, 0);
  QVERIFY(chart.gantt());
  QCOMPARE(chart.gantt()->busy[1], 6 * 3 * 3.0);
  QVERIFY(chart.caption().contains("drawn bubble"));
  for (QSize size : {QSize(120, 60), QSize(500, 150), QSize(2000, 600)}) {
    chart.resize(size);
    const GanttGeometry g = chart.geometry();
    for (const QRectF& pass : g.passes) QVERIFY(inside(QRectF(chart.rect()), pass));
  }
  chart.setSchedule(PipelineSchedule::GPipe, 0, 8, 0);
  QVERIFY(!chart.gantt());
}

void TestTeachViews::overlapView() {
  OverlapTimelineView view;
  std::vector<teach::OverlapTimeline> timelines;
  for (int s = 0; s < 4; ++s)
    timelines.push_back(std::get<teach::OverlapTimeline>(teach::layoutOverlap({8, 1.0, 0.5, 0.05, 4, static_cast<teach::OverlapStrategy>(s)})));
  const double longest = timelines[0].stepTime;  // none
  view.setTimelines(timelines, 1);
  for (QSize size : {QSize(160, 80), QSize(800, 300), QSize(1600, 900)}) {
    view.resize(size);
    const OverlapGeometry g = view.geometry();
    QCOMPARE(g.blocks.size(), std::size_t{4});
    for (const auto& blocks : g.blocks)
      for (const QRectF& block : blocks) QVERIFY(inside(QRectF(view.rect()), block));
    // The longest step reaches the right edge: one time scale for all four.
    QVERIFY(std::abs(g.plot.left() + longest * g.timeScale - g.plot.right()) < 0.01);
    QVERIFY(!view.grab().isNull());
  }
}

void TestTeachViews::memoryBreakdownModel() {
  MemoryBreakdownModel model;
  QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
  const auto& preset = teach::strategyPresets()[1];
  const teach::StrategyEstimate estimate = teach::estimateStrategy(preset.model, preset.config, preset.cluster);
  model.setEstimate(estimate, preset.model.parameters(), preset.cluster.gpuMemoryBytes);
  QVERIFY(model.rowCount() >= 8);
  QCOMPARE(model.index(0, MemoryBreakdownModel::ValueColumn).data().toString(), QStringLiteral("4.38 GB"));
  QCOMPARE(model.index(0, MemoryBreakdownModel::ValueColumn).data(MemoryBreakdownModel::ValueRole).toDouble(), 4.375e9);
  QCOMPARE(model.index(2, MemoryBreakdownModel::ValueColumn).data(MemoryBreakdownModel::ValueRole).toDouble(), 26.25e9);
  QVERIFY(model.index(4, MemoryBreakdownModel::NoteColumn).data().toString().contains("fits"));
  QVERIFY(model.index(5, MemoryBreakdownModel::NoteColumn).data().toString().contains("0.4375 B/parameter"));
  model.clear();
  QCOMPARE(model.rowCount(), 0);
}

void TestTeachViews::collectiveCostModel() {
  CollectiveCostModel model;
  QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
  const auto& preset = teach::strategyPresets()[1];
  const teach::StrategyEstimate estimate = teach::estimateStrategy(preset.model, preset.config, preset.cluster);
  model.setCollectives(estimate.collectives);
  QCOMPARE(model.rowCount(), static_cast<int>(estimate.collectives.size()));
  QCOMPARE(model.index(0, CollectiveCostModel::CollectiveColumn).data().toString(), QStringLiteral("all-reduce"));
  QCOMPARE(model.index(0, CollectiveCostModel::PerStepColumn).data(CollectiveCostModel::ValueRole).toDouble(), 2.0 * 15 / 16 * 4.375e9);
  QVERIFY(model.index(0, CollectiveCostModel::PerCallColumn).data(Qt::ToolTipRole).toString().contains("2(N−1)/N"));
}

void TestTeachViews::memoryChart() {
  const auto& preset = teach::strategyPresets()[1];
  const auto compared = teach::compareStrategies(preset.model, preset.config, preset.cluster);
  MemoryChartView chart;
  chart.resize(800, 500);
  chart.setStrategies(compared, preset.cluster.gpuMemoryBytes);
  QCOMPARE(chart.categories().size(), static_cast<int>(compared.size()));
  // Bottom-up, so the chosen configuration is drawn on top.
  QCOMPARE(chart.categories().back(), QStringLiteral("✓ 46.4 GB · chosen TP=8+SP×PP=4×DP=16"));
  QVERIFY(chart.categories().contains("✗ 1211.3 GB · DP=512"));
  QCOMPARE(chart.values(0).back(), 4.375);
  QCOMPARE(chart.values(2).back(), 26.25);
  // DP=512 (1.21 TB) is cut at five times the 80 GB line.
  QCOMPARE(chart.axisMaximumGB(), 400.0);
  QVERIFY(!chart.grab().isNull());
  chart.setStrategies(compared, preset.cluster.gpuMemoryBytes);  // again: axes replaced, not added
  QCOMPARE(chart.chart()->axes().size(), 3);
}

void TestTeachViews::communicationChart() {
  const auto& preset = teach::strategyPresets()[1];
  const teach::StrategyEstimate estimate = teach::estimateStrategy(preset.model, preset.config, preset.cluster);
  CommunicationChartView chart;
  chart.resize(800, 500);
  chart.setCollectives(estimate.collectives);
  QCOMPARE(chart.categories().size(), static_cast<int>(estimate.collectives.size()));
  // Reversed so the first collective (DP's all-reduce) is on top.
  QVERIFY(chart.categories().back().startsWith("DP all-reduce"));
  QCOMPARE(chart.gigabytes().back(), 2.0 * 15 / 16 * 4.375);
  QCOMPARE(chart.milliseconds().back(), estimate.collectives.front().secondsPerStep * 1e3);
  chart.setCollectives({});
  QVERIFY(chart.categories().isEmpty());
  QVERIFY(!chart.grab().isNull());
}

QTEST_MAIN(TestTeachViews)
#include "test_teach_views.moc"
