// Timed pipeline schedules (GPipe, 1F1B, interleaved 1F1B) and the communication overlap
// timeline: dependencies hold, no device runs two passes at once, the bubble equals
// seed 002's (N-1)/M for equal stages (and (N-1)/(vM) interleaved), unequal stages cost
// more, and the overlap strategies' step times follow the α + bytes/β model.
#include "teach/overlap_timeline.h"
#include "teach/pipeline_gantt.h"

#include <QTest>

#include <map>
#include <tuple>

using namespace shardscope::teach;

class TestTeachSchedules : public QObject {
  Q_OBJECT

 private slots:
  void uniformStages_data();
  void uniformStages();
  void unequalStagesWaitForTheSlowest();
  void malformedRequests();
  void overlapStrategies_data();
  void overlapStrategies();
  void seedOverlapObservations();
  void overlapRejects();
};

namespace {

void checkDependencies(const GanttChart& chart) {
  std::map<std::tuple<int, int, bool>, const GanttPass*> byVirtualStage;
  for (const GanttPass& pass : chart.passes)
    byVirtualStage[{pass.chunk * chart.devices + pass.device, pass.microbatch, pass.backward}] = &pass;
  QCOMPARE(byVirtualStage.size(), chart.passes.size());
  const int last = chart.devices * chart.chunks - 1;
  for (const GanttPass& pass : chart.passes) {
    const int k = pass.chunk * chart.devices + pass.device;
    if (!pass.backward && k > 0) QVERIFY(byVirtualStage.at({k - 1, pass.microbatch, false})->end <= pass.start);
    if (pass.backward) {
      QVERIFY(byVirtualStage.at({k, pass.microbatch, false})->end <= pass.start);
      if (k < last) QVERIFY(byVirtualStage.at({k + 1, pass.microbatch, true})->end <= pass.start);
    }
  }
  // One pass at a time per device.
  std::map<int, std::vector<std::pair<double, double>>> spans;
  for (const GanttPass& pass : chart.passes) spans[pass.device].push_back({pass.start, pass.end});
  for (auto& [device, list] : spans) {
    std::sort(list.begin(), list.end());
    for (std::size_t i = 1; i < list.size(); ++i) QVERIFY(list[i - 1].second <= list[i].first + 1e-12);
  }
}

}  // namespace

void TestTeachSchedules::uniformStages_data() {
  QTest::addColumn<int>("kind");
  QTest::addColumn<int>("stages");
  QTest::addColumn<int>("microbatches");
  QTest::addColumn<int>("chunks");
  QTest::addColumn<double>("ratio");
  for (double ratio : {1.0, 2.0})
    for (auto [n, m] : {std::pair{1, 1}, std::pair{4, 8}, std::pair{4, 4}, std::pair{8, 32}, std::pair{3, 9}}) {
      QTest::addRow("GPipe N=%d M=%d b/f=%g", n, m, ratio) << 0 << n << m << 1 << ratio;
      QTest::addRow("1F1B N=%d M=%d b/f=%g", n, m, ratio) << 1 << n << m << 1 << ratio;
      for (int v : {2, 3}) QTest::addRow("interleaved N=%d M=%d v=%d b/f=%g", n, m, v, ratio) << 2 << n << m << v << ratio;
    }
  QTest::newRow("1F1B N=4 M=2 (fewer micro-batches than stages)") << 1 << 4 << 2 << 1 << 2.0;
}

void TestTeachSchedules::uniformStages() {
  QFETCH(int, kind);
  QFETCH(int, stages);
  QFETCH(int, microbatches);
  QFETCH(int, chunks);
  QFETCH(double, ratio);
  GanttRequest request{static_cast<PipelineKind>(kind), std::vector<double>(static_cast<std::size_t>(stages), 1.5), ratio,
                       microbatches, chunks};
  auto laid = layoutGantt(request);
  QVERIFY2(std::holds_alternative<GanttChart>(laid), std::get_if<std::string>(&laid) ? std::get<std::string>(laid).c_str() : "");
  const GanttChart& chart = std::get<GanttChart>(laid);
  const int v = request.kind == PipelineKind::Interleaved ? chunks : 1;
  QCOMPARE(chart.passes.size(), static_cast<std::size_t>(2 * stages * microbatches * v));
  checkDependencies(chart);
  // Seed 002: the bubble is (N-1)/M, and interleaving divides it by v.
  QCOMPARE(chart.formulaBubble(), static_cast<double>(stages - 1) / (v * microbatches));
  QVERIFY2(std::abs(chart.bubbleFraction() - chart.formulaBubble()) < 1e-9,
           qPrintable(QStringLiteral("drawn %1, formula %2").arg(chart.bubbleFraction()).arg(chart.formulaBubble())));
  QCOMPARE(chart.makespan, 1.5 * (1 + ratio) * (microbatches + static_cast<double>(stages - 1) / v));
  // Activations in flight on the first device: GPipe all M, 1F1B at most N.
  if (request.kind == PipelineKind::GPipe) QCOMPARE(chart.peakInFlight(0), static_cast<double>(microbatches));
  if (request.kind == PipelineKind::OneFOneB) QCOMPARE(chart.peakInFlight(0), static_cast<double>(std::min(stages, microbatches)));
}

void TestTeachSchedules::unequalStagesWaitForTheSlowest() {
  // The stage DP's bottleneck sets the pace: with one stage twice as slow, the step is
  // longer and the bubble above (N-1)/M.
  GanttRequest request{PipelineKind::OneFOneB, {1, 2, 1, 1}, 2.0, 8, 1};
  const GanttChart chart = std::get<GanttChart>(layoutGantt(request));
  checkDependencies(chart);
  QVERIFY(chart.bubbleFraction() > chart.formulaBubble() + 0.1);
  // Alpa's objective for 1F1B-like pipelines: the slowest stage runs M passes back to back.
  QVERIFY(chart.makespan >= 8 * 2 * 3.0);
  QCOMPARE(chart.busy[1], 8 * 2 * 3.0);
}

void TestTeachSchedules::malformedRequests() {
  QVERIFY(std::holds_alternative<std::string>(layoutGantt({PipelineKind::GPipe, {}, 2, 4, 1})));
  QVERIFY(std::holds_alternative<std::string>(layoutGantt({PipelineKind::GPipe, {1, -1}, 2, 4, 1})));
  QVERIFY(std::holds_alternative<std::string>(layoutGantt({PipelineKind::GPipe, {1, 1}, 2, 0, 1})));
  const auto interleaved = layoutGantt({PipelineKind::Interleaved, {1, 1, 1, 1}, 2, 6, 2});
  QVERIFY(std::holds_alternative<std::string>(interleaved));
  QVERIFY(std::get<std::string>(interleaved).find("multiple of the stages") != std::string::npos);
  QVERIFY(std::holds_alternative<std::string>(layoutGantt({PipelineKind::GPipe, std::vector<double>(1000, 1.0), 2, 1000, 1})));
}

void TestTeachSchedules::overlapStrategies_data() {
  QTest::addColumn<int>("strategy");
  QTest::addColumn<double>("ratio");
  QTest::addColumn<double>("latency");
  QTest::addColumn<double>("step");
  // 8 layers of 1 ms backward; bucketing by 4 layers.
  QTest::newRow("none 10%") << 0 << 0.1 << 0.05 << 8 + 8 * 0.15;
  QTest::newRow("overlap 10%") << 1 << 0.1 << 0.05 << 8 + 0.15;
  QTest::newRow("fusion 10%") << 2 << 0.1 << 0.05 << 8 + 0.05 + 0.8;
  QTest::newRow("bucketing 10%") << 3 << 0.1 << 0.05 << 8 + 0.05 + 0.4;
  QTest::newRow("overlap, comm-bound") << 1 << 1.0 << 0.2 << 1 + 8 * 1.2;
  QTest::newRow("bucketing, comm-bound") << 3 << 1.0 << 0.2 << 8.2 + 4.2;
}

void TestTeachSchedules::overlapStrategies() {
  QFETCH(int, strategy);
  QFETCH(double, ratio);
  QFETCH(double, latency);
  QFETCH(double, step);
  OverlapRequest request{8, 1.0, ratio, latency, 4, static_cast<OverlapStrategy>(strategy)};
  const OverlapTimeline timeline = std::get<OverlapTimeline>(layoutOverlap(request));
  QVERIFY(std::abs(timeline.stepTime - step) < 1e-9);
  QCOMPARE(timeline.computeEnd, 8.0);
  // No collective starts before its gradients exist, and the stream runs one at a time.
  double previousEnd = 0;
  for (const OverlapBlock& block : timeline.blocks) {
    if (!block.communication) continue;
    QVERIFY(block.start >= previousEnd - 1e-12);
    QVERIFY(block.start >= 8 - block.lastLayer - 1e-12);
    previousEnd = block.end;
  }
}

void TestTeachSchedules::seedOverlapObservations() {
  // "当通信/计算比为 10% 时，简单的重叠策略就能几乎完全隐藏通信": only the last layer's
  // all-reduce is left exposed.
  OverlapRequest request{32, 1.0, 0.1, 0.01, 4, OverlapStrategy::Overlap};
  const OverlapTimeline overlap = std::get<OverlapTimeline>(layoutOverlap(request));
  QVERIFY(std::abs(overlap.exposedCommunication() - 0.11) < 1e-9);
  request.strategy = OverlapStrategy::None;
  QVERIFY(std::get<OverlapTimeline>(layoutOverlap(request)).exposedCommunication() > 3.5);
  // "当通信/计算比达到 50% 时，需要 AllReduce 融合或 Bucket 策略": in this model that holds
  // once each call's latency is large against a layer's compute (small layers).
  request = {32, 1.0, 0.5, 1.5, 4, OverlapStrategy::Overlap};
  const double perLayer = std::get<OverlapTimeline>(layoutOverlap(request)).stepTime;
  request.strategy = OverlapStrategy::Bucketing;
  const double buckets = std::get<OverlapTimeline>(layoutOverlap(request)).stepTime;
  request.strategy = OverlapStrategy::Fusion;
  const double fused = std::get<OverlapTimeline>(layoutOverlap(request)).stepTime;
  QVERIFY(buckets < perLayer);
  QVERIFY(fused < perLayer);
  QVERIFY(buckets < fused);  // "Bucket AllReduce ... 实现了最均匀的重叠"
}

void TestTeachSchedules::overlapRejects() {
  QVERIFY(std::holds_alternative<std::string>(layoutOverlap({0, 1, 0.5, 0.05, 4, OverlapStrategy::None})));
  QVERIFY(std::holds_alternative<std::string>(layoutOverlap({8, 1, -0.5, 0.05, 4, OverlapStrategy::None})));
  QVERIFY(std::holds_alternative<std::string>(layoutOverlap({8, 1, 0.5, 0.05, 0, OverlapStrategy::Bucketing})));
}

QTEST_MAIN(TestTeachSchedules)
#include "test_teach_schedules.moc"
