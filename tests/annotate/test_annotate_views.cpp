// The annotation workbench's views on their own: tile geometry for any rank, the three
// sharding notations, the mesh editor, the trace player and every item model.
#include "propagation/resharding_plan.h"
#include "sharding/hlo_sharding.h"
#include "trace/trace.h"
#include "views/sharding/collective_table_model.h"
#include "views/sharding/cost_panel.h"
#include "views/sharding/dim_axes_model.h"
#include "views/sharding/memory_table_model.h"
#include "views/sharding/mesh_editor.h"
#include "views/sharding/pipeline_schedule_chart.h"
#include "views/sharding/pipeline_timeline.h"
#include "partition/pipeline_schedule.h"
#include "views/sharding/sharding_editor.h"
#include "views/sharding/sharding_notation.h"
#include "views/sharding/tile_layout.h"
#include "views/sharding/tile_view.h"
#include "views/trace/trace_event_model.h"
#include "views/trace/trace_player.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QComboBox>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTest>

#include <map>
#include <set>
#include <tuple>

using namespace shardscope;
using namespace shardscope::views;

Q_DECLARE_METATYPE(std::vector<int64_t>)

namespace {

sharding::HloSharding gspmd(const char* text) {
  auto parsed = sharding::parseHloSharding(text);
  if (auto* error = std::get_if<sharding::ShardingParseError>(&parsed)) qFatal("bad test sharding %s: %s", text, error->message.c_str());
  return std::get<sharding::HloSharding>(parsed);
}

sharding::Mesh mesh(std::vector<sharding::MeshAxis> axes, std::vector<int64_t> devices = {}) {
  auto built = sharding::Mesh::create(std::move(axes), std::move(devices));
  if (auto* error = std::get_if<std::string>(&built)) qFatal("bad test mesh: %s", error->c_str());
  return std::get<sharding::Mesh>(built);
}

// "devices|ranges" of every block, e.g. "0,1|0:8,0:16 2,3|8:16,0:16".
QString blocksText(const TileLayout& layout) {
  QStringList blocks;
  for (const TileBlock& block : layout.blocks) {
    QStringList devices, ranges;
    for (int64_t device : block.devices) devices << QString::number(device);
    for (const auto& [begin, end] : block.ranges) ranges << QStringLiteral("%1:%2").arg(begin).arg(end);
    blocks << devices.join(',') + "|" + ranges.join(',');
  }
  return blocks.join(' ');
}

std::shared_ptr<const propagation::ReshardingPlan> samplePlan() {
  auto plan = std::make_shared<propagation::ReshardingPlan>();
  plan->interconnect = "nvlink4";
  propagation::PlannedCollective allReduce;
  allReduce.kind = propagation::CollectiveKind::AllReduce;
  allReduce.producer = "dot.26";
  allReduce.from = "partial over 2";
  allReduce.to = "{replicated}";
  allReduce.groupSize = 2;
  allReduce.tensorBytes = 2048;
  allReduce.bytesPerDevice = 2048;
  allReduce.seconds = 5e-6;
  allReduce.reason = "the dot sums over a tiled contracting dim";
  propagation::PlannedCollective gather = allReduce;
  gather.kind = propagation::CollectiveKind::AllGather;
  gather.consumer = "dot.30";
  gather.bytesPerDevice = 1024;
  plan->collectives = {allReduce, gather};
  plan->memory = {{"p0", 1024}, {"dot.26", 2048}};
  plan->peakAt = "dot.26";
  plan->peakBytesPerDevice = 3072;
  plan->totalBytesPerDevice = 3072;
  plan->totalSeconds = 1e-5;
  return plan;
}

}  // namespace

class TestAnnotateViews : public QObject {
  Q_OBJECT

 private slots:
  void tileLayout_data();
  void tileLayout();
  void tileLayoutRefusals_data();
  void tileLayoutRefusals();
  void notations_data();
  void notations();
  void notationErrors_data();
  void notationErrors();
  void shardingEditorRequests();
  void dimModelRejectsBadAxes();
  void meshEditorAppliesValidMeshes();
  void meshEditorTransposedPreset();
  void tracePlayerSteps();
  void tracePlayerPlaysToTheEnd();
  void traceModelUnderTester();
  void costModelsUnderTester();
  void tileViewCaption();
  void pipelineTimeline_data();
  void pipelineTimeline();
  void pipelineChartCaption();
};

void TestAnnotateViews::tileLayout_data() {
  QTest::addColumn<QString>("sharding");
  QTest::addColumn<std::vector<int64_t>>("shape");
  QTest::addColumn<QString>("blocks");
  QTest::addColumn<int>("replicas");
  QTest::addColumn<int>("partial");
  QTest::newRow("rank-1 split in 4") << "{devices=[4]0,1,2,3}" << std::vector<int64_t>{8} << "0|0:2 1|2:4 2|4:6 3|6:8" << 1 << 1;
  QTest::newRow("column-parallel") << "{devices=[1,2]0,1}" << std::vector<int64_t>{16, 64} << "0|0:16,0:32 1|0:16,32:64" << 1 << 1;
  QTest::newRow("non-trivial device order") << "{devices=[2,2]0,2,1,3}" << std::vector<int64_t>{4, 4}
                                            << "0|0:2,0:2 2|0:2,2:4 1|2:4,0:2 3|2:4,2:4" << 1 << 1;
  QTest::newRow("partially replicated") << "{devices=[2,1,2]0,1,2,3 last_tile_dim_replicate}" << std::vector<int64_t>{16, 8}
                                        << "0,1|0:8,0:8 2,3|8:16,0:8" << 2 << 1;
  QTest::newRow("partial sum") << "{devices=[1,2,2]0,1,2,3 last_tile_dims={unreduced}}" << std::vector<int64_t>{4, 4}
                               << "0,1|0:4,0:2 2,3|0:4,2:4" << 1 << 2;
  QTest::newRow("uneven: last block short") << "{devices=[3]0,1,2}" << std::vector<int64_t>{7} << "0|0:3 1|3:6 2|6:7" << 1 << 1;
  QTest::newRow("more tiles than elements") << "{devices=[4]0,1,2,3}" << std::vector<int64_t>{2} << "0|0:1 1|1:2 2|2:2 3|2:2" << 1 << 1;
  QTest::newRow("rank-4, leading dims split") << "{devices=[2,1,1,2]0,1,2,3}" << std::vector<int64_t>{2, 3, 4, 6}
                                              << "0|0:1,0:3,0:4,0:3 1|0:1,0:3,0:4,3:6 2|1:2,0:3,0:4,0:3 3|1:2,0:3,0:4,3:6" << 1 << 1;
  QTest::newRow("replicated") << "{replicated}" << std::vector<int64_t>{4, 2} << "0,1,2,3|0:4,0:2" << 4 << 1;
  QTest::newRow("maximal") << "{maximal device=2}" << std::vector<int64_t>{4} << "2|0:4" << 1 << 1;
  QTest::newRow("scalar") << "{replicated}" << std::vector<int64_t>{} << "0,1,2,3|" << 4 << 1;
}

void TestAnnotateViews::tileLayout() {
  QFETCH(QString, sharding);
  QFETCH(std::vector<int64_t>, shape);
  QFETCH(QString, blocks);
  QFETCH(int, replicas);
  QFETCH(int, partial);
  auto computed = computeTileLayout(gspmd(sharding.toUtf8().constData()), shape, 4);
  QVERIFY2(std::holds_alternative<TileLayout>(computed), std::get_if<std::string>(&computed) ? std::get<std::string>(computed).c_str() : "");
  const TileLayout& layout = std::get<TileLayout>(computed);
  QCOMPARE(blocksText(layout), blocks);
  QCOMPARE(layout.replicas, replicas);
  QCOMPARE(layout.partial, partial);
}

void TestAnnotateViews::tileLayoutRefusals_data() {
  QTest::addColumn<QString>("sharding");
  QTest::addColumn<std::vector<int64_t>>("shape");
  QTest::addColumn<QString>("message");
  QTest::newRow("rank mismatch") << "{devices=[1,2]0,1}" << std::vector<int64_t>{4} << "tiles 2 dims, the tensor has 1";
  QTest::newRow("manual") << "{manual}" << std::vector<int64_t>{4} << "manual";
  QTest::newRow("tuple") << "{{replicated}, {replicated}}" << std::vector<int64_t>{4} << "tuple";
  QTest::newRow("too many blocks") << "{devices=[8192]<=[8192]}" << std::vector<int64_t>{8192} << "too many to draw";
}

void TestAnnotateViews::tileLayoutRefusals() {
  QFETCH(QString, sharding);
  QFETCH(std::vector<int64_t>, shape);
  QFETCH(QString, message);
  auto computed = computeTileLayout(gspmd(sharding.toUtf8().constData()), shape, 4);
  QVERIFY(std::holds_alternative<std::string>(computed));
  QVERIFY2(QString::fromStdString(std::get<std::string>(computed)).contains(message), std::get<std::string>(computed).c_str());
}

void TestAnnotateViews::notations_data() {
  QTest::addColumn<int>("notation");
  QTest::addColumn<QString>("text");
  QTest::addColumn<QString>("gspmd");
  QTest::addColumn<QString>("named");
  QTest::addColumn<QString>("dtensor");
  const int g = static_cast<int>(Notation::Gspmd), n = static_cast<int>(Notation::Named), d = static_cast<int>(Notation::DTensor);
  QTest::newRow("GSPMD column split") << g << "{devices=[1,4]<=[4]}" << "{devices=[1,4]<=[4]}" << "[{}, {\"x\", \"y\"}]" << "";
  QTest::newRow("named rows over x") << n << "[{\"x\"}, {}]" << "{devices=[2,1,2]<=[4] last_tile_dim_replicate}"
                                     << "[{\"x\"}, {}]" << "[Shard(0), Replicate()]";
  QTest::newRow("DTensor 2-D") << d << "[Shard(0), Shard(1)]" << "{devices=[2,2]<=[4]}" << "[{\"x\"}, {\"y\"}]"
                               << "[Shard(0), Shard(1)]";
  QTest::newRow("DTensor partial") << d << "[Partial(), Shard(0)]" << "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dims={unreduced}}"
                                   << "[{\"y\"}, {}], unreduced={\"x\"}" << "[Partial(), Shard(0)]";
}

void TestAnnotateViews::notations() {
  QFETCH(int, notation);
  QFETCH(QString, text);
  QFETCH(QString, gspmd);
  QFETCH(QString, named);
  QFETCH(QString, dtensor);
  const sharding::Mesh m = mesh({{"x", 2}, {"y", 2}});
  auto parsed = parseInNotation(static_cast<Notation>(notation), text.toStdString(), m, 2);
  QVERIFY2(std::holds_alternative<sharding::HloSharding>(parsed), std::get_if<std::string>(&parsed) ? std::get<std::string>(parsed).c_str() : "");
  const ShardingDescription description = describeSharding(std::get<sharding::HloSharding>(parsed), m, 2);
  QCOMPARE(QString::fromStdString(description.gspmd.text), gspmd);
  QCOMPARE(QString::fromStdString(description.named.text), named);
  if (dtensor.isEmpty()) {
    // One dim split by two axes has a DTensor form only when they are in mesh order;
    // then it is two Shard(1): check only that it converts back to the same sharding.
    QVERIFY(description.dtensor.ok());
    auto back = parseInNotation(Notation::DTensor, description.dtensor.text, m, 2);
    QVERIFY(std::holds_alternative<sharding::HloSharding>(back));
    QVERIFY(std::get<sharding::HloSharding>(back) == std::get<sharding::HloSharding>(parsed));
  } else {
    QCOMPARE(QString::fromStdString(description.dtensor.text), dtensor);
  }
}

void TestAnnotateViews::notationErrors_data() {
  QTest::addColumn<int>("notation");
  QTest::addColumn<QString>("text");
  QTest::addColumn<QString>("message");
  const int g = static_cast<int>(Notation::Gspmd), n = static_cast<int>(Notation::Named), d = static_cast<int>(Notation::DTensor);
  QTest::newRow("GSPMD syntax") << g << "{devices=[1,2]0,}" << "column ";
  QTest::newRow("named: unknown axis") << n << "[{\"z\"}, {}]" << "z";
  QTest::newRow("named: wrong rank") << n << "[{\"x\"}]" << "lists 1 dims, the tensor has 2";
  QTest::newRow("DTensor: wrong count") << d << "[Shard(0)]" << "one placement per mesh axis";
  QTest::newRow("DTensor: dim out of rank") << d << "[Shard(5), Replicate()]" << "5";
  QTest::newRow("DTensor: syntax") << d << "[Shard(0), Bogus()]" << "column ";
}

void TestAnnotateViews::notationErrors() {
  QFETCH(int, notation);
  QFETCH(QString, text);
  QFETCH(QString, message);
  auto parsed = parseInNotation(static_cast<Notation>(notation), text.toStdString(), mesh({{"x", 2}, {"y", 2}}), 2);
  QVERIFY(std::holds_alternative<std::string>(parsed));
  QVERIFY2(QString::fromStdString(std::get<std::string>(parsed)).contains(message), std::get<std::string>(parsed).c_str());
}

void TestAnnotateViews::shardingEditorRequests() {
  ShardingEditor editor;
  QAbstractItemModelTester tester(editor.dimModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
  editor.setMesh(mesh({{"x", 2}, {"y", 2}}));
  editor.setTensor("w", {8, 16}, "f32[8,16]");
  editor.setSharding(gspmd("{devices=[2,1,2]<=[4] last_tile_dim_replicate}"), false, 0, "propagated");
  QCOMPARE(editor.notationText(Notation::DTensor), QString("[Shard(0), Replicate()]"));
  QCOMPARE(editor.dimModel()->data(editor.dimModel()->index(0, DimAxesModel::AxesColumn)).toString(), QString("x"));

  QSignalSpy requested(&editor, &ShardingEditor::shardingRequested);
  editor.setPriority(1);
  QVERIFY(editor.applyText(Notation::DTensor, "[Replicate(), Shard(1)]"));
  QCOMPARE(requested.size(), 1);
  QCOMPARE(requested[0][0].toString(), QString("w"));
  QCOMPARE(requested[0][1].toString(), QString("{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"));
  QCOMPARE(requested[0][2].toInt(), 1);

  // The per-dimension table: dim 0 by y then x is a valid GSPMD order with no DTensor form.
  QVERIFY(editor.applyDims({{"y", "x"}, {}}, {}));
  QCOMPARE(requested.size(), 2);
  QCOMPARE(requested[1][1].toString(), QString("{devices=[4,1]<=[2,2]T(1,0)}"));
  editor.setSharding(gspmd(requested[1][1].toString().toUtf8().constData()), true, 1, {});
  QVERIFY(editor.notationText(Notation::DTensor).startsWith("no form"));

  // Partial axes: a pending sum over x.
  QVERIFY(editor.applyDims({{}, {"y"}}, {"x"}));
  QCOMPARE(requested.size(), 3);
  QVERIFY(requested[2][1].toString().contains("unreduced"));

  // Errors are shown, nothing is requested.
  QVERIFY(!editor.applyText(Notation::Gspmd, "{devices=[2]0,1}"));
  QVERIFY(editor.errorText().contains("tiles 1 dims"));
  QVERIFY(!editor.applyText(Notation::Named, "[{\"q\"}, {}]"));
  QVERIFY(!editor.errorText().isEmpty());
  QCOMPARE(requested.size(), 3);
}

void TestAnnotateViews::dimModelRejectsBadAxes() {
  DimAxesModel model;
  QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
  model.setMesh(mesh({{"x", 2}, {"y", 4}}));
  model.setTensor({8, 6}, {});
  QSignalSpy rejected(&model, &DimAxesModel::editRejected);
  QVERIFY(model.setData(model.index(0, DimAxesModel::AxesColumn), "x, y"));
  QCOMPARE(model.data(model.index(0, DimAxesModel::TilesColumn)).toLongLong(), 8);
  QCOMPARE(model.data(model.index(0, DimAxesModel::BlockColumn)).toString(), QString("1"));
  QVERIFY(!model.setData(model.index(1, DimAxesModel::AxesColumn), "y"));  // y splits dim 0 already
  QVERIFY(!model.setData(model.index(1, DimAxesModel::AxesColumn), "nope"));
  QCOMPARE(rejected.size(), 2);
  QVERIFY(!model.setData(model.index(1, DimAxesModel::SizeColumn), 3));  // read-only column
  QVERIFY(model.setData(model.index(0, DimAxesModel::AxesColumn), "y"));
  QCOMPARE(model.data(model.index(0, DimAxesModel::BlockColumn)).toString(), QString("2"));
  QVERIFY(model.setData(model.index(1, DimAxesModel::AxesColumn), "x"));
  QCOMPARE(model.data(model.index(1, DimAxesModel::BlockColumn)).toString(), QString("3"));
}

void TestAnnotateViews::meshEditorAppliesValidMeshes() {
  MeshEditor editor;
  QSignalSpy edited(&editor, &MeshEditor::meshEdited);
  editor.setFields("2,2", "data,model", "0,2,1,3");
  QVERIFY(editor.applyFields());
  QCOMPARE(edited.size(), 1);
  QCOMPARE(editor.mesh().shape, (std::vector<int64_t>{2, 2}));
  QCOMPARE(editor.mesh().deviceOrder, (std::vector<int64_t>{0, 2, 1, 3}));
  // Iota is stored as "no order".
  editor.setFields("4", "x", "0 1 2 3");
  QVERIFY(editor.applyFields());
  QVERIFY(editor.mesh().deviceOrder.empty());
  // Invalid input: an error, no signal, the mesh is kept.
  for (const auto& [shape, names, order] : {std::tuple{"2,2", "a,a", ""}, std::tuple{"2,2", "a,b", "0,1,2"},
                                            std::tuple{"2,x", "a,b", ""}, std::tuple{"2,2", "a", ""},
                                            std::tuple{"2,2", "a,b", "0,0,1,2"}, std::tuple{"99999999999999999999", "a", ""}}) {
    editor.setFields(shape, names, order);
    QVERIFY2(!editor.applyFields(), shape);
    QVERIFY(!editor.errorText().isEmpty());
  }
  QCOMPARE(edited.size(), 2);
  QCOMPARE(editor.mesh().shape, (std::vector<int64_t>{4}));
}

void TestAnnotateViews::meshEditorTransposedPreset() {
  MeshEditor editor;
  editor.setFields("2,3", "a,b", "");
  auto* presets = editor.findChild<QComboBox*>("meshOrderPresets");
  QVERIFY(presets);
  emit presets->activated(2);  // transposed
  QCOMPARE(editor.findChild<QLineEdit*>("meshDeviceOrder")->text(), QString("0,2,4,1,3,5"));
  emit presets->activated(3);  // reversed
  QCOMPARE(editor.findChild<QLineEdit*>("meshDeviceOrder")->text(), QString("5,4,3,2,1,0"));
  QVERIFY(editor.applyFields());
  QCOMPARE(editor.mesh().deviceOrder, (std::vector<int64_t>{5, 4, 3, 2, 1, 0}));
}

void TestAnnotateViews::tracePlayerSteps() {
  TracePlayer player;
  QSignalSpy changed(&player, &TracePlayer::currentStepChanged);
  QCOMPARE(player.currentStep(), -1);
  player.setStepCount(5);
  QCOMPARE(player.currentStep(), 0);
  player.next();
  player.next();
  QCOMPARE(player.currentStep(), 2);
  player.last();
  QCOMPARE(player.currentStep(), 4);
  player.next();  // clamped: no signal
  QCOMPARE(player.currentStep(), 4);
  player.previous();
  QCOMPARE(player.currentStep(), 3);
  player.first();
  QCOMPARE(player.currentStep(), 0);
  player.setCurrentStep(99);
  QCOMPARE(player.currentStep(), 4);
  QCOMPARE(changed.size(), 7);
  player.setStepCount(0);
  QCOMPARE(player.currentStep(), -1);
  player.setPlaying(true);  // nothing to play
  QVERIFY(!player.isPlaying());
}

void TestAnnotateViews::tracePlayerPlaysToTheEnd() {
  TracePlayer player;
  player.setPlayInterval(1);
  player.setStepCount(6, 5);
  player.setPlaying(true);  // at the end: restarts from the first step
  QCOMPARE(player.currentStep(), 0);
  QTRY_VERIFY_WITH_TIMEOUT(!player.isPlaying(), 5000);
  QCOMPARE(player.currentStep(), 5);
}

void TestAnnotateViews::traceModelUnderTester() {
  TraceEventModel model;
  QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
  auto trace = std::make_shared<trace::Trace>();
  trace->add({"sharding-changed", "dot.1", "dot", "`dot.1` got {devices=[1,2]0,1}", {{"new", "{devices=[1,2]0,1}"}}});
  trace->add({"conflict", "w", "dot", "`w` keeps ...", {{"reason", "user sharding kept"}}});
  model.setTrace(trace);
  QCOMPARE(model.rowCount(), 2);
  QCOMPARE(model.data(model.index(1, TraceEventModel::KindColumn)).toString(), QString("conflict"));
  QVERIFY(model.data(model.index(1, 0), Qt::BackgroundRole).isValid());
  QVERIFY(!model.data(model.index(0, 0), Qt::BackgroundRole).isValid());
  QCOMPARE(model.data(model.index(1, 0), TraceEventModel::DetailsRole).toString(), QString("reason: user sharding kept"));
  model.setCurrentStep(1);
  QVERIFY(model.data(model.index(1, 2), Qt::FontRole).value<QFont>().bold());
  model.setTrace(nullptr);
  QCOMPARE(model.rowCount(), 0);
}

void TestAnnotateViews::costModelsUnderTester() {
  CostPanel panel;
  for (QAbstractItemModel* model : std::initializer_list<QAbstractItemModel*>{panel.currentCollectives(), panel.currentMemory(),
                                                                             panel.comparisonCollectives(), panel.comparisonMemory()})
    new QAbstractItemModelTester(model, QAbstractItemModelTester::FailureReportingMode::QtTest, &panel);
  panel.setTopologyTable(propagation::defaultTopologyTable(), "nvlink4");
  QCOMPARE(panel.interconnect(), QString("nvlink4"));
  panel.setCurrentPlan(samplePlan(), "current");
  QCOMPARE(panel.currentCollectives()->rowCount(), 2);
  QCOMPARE(panel.currentCollectives()->data(panel.currentCollectives()->index(0, CollectiveTableModel::KindColumn)).toString(),
           QString("all-reduce"));
  QCOMPARE(panel.currentCollectives()->data(panel.currentCollectives()->index(1, CollectiveTableModel::EdgeColumn)).toString(),
           QString("dot.26 → dot.30"));
  QCOMPARE(panel.currentCollectives()->data(panel.currentCollectives()->index(0, CollectiveTableModel::BytesColumn),
                                            CollectiveTableModel::ValueRole).toDouble(), 2048.0);
  QCOMPARE(panel.currentMemory()->rowCount(), 2);
  QVERIFY(panel.currentMemory()->data(panel.currentMemory()->index(1, 0), Qt::FontRole).value<QFont>().bold());
  QVERIFY(panel.currentTotals().contains("3.00 KiB"));
  QVERIFY(panel.differenceText().contains("Pin"));
  panel.setComparisonPlan(samplePlan(), "pinned");
  QCOMPARE(panel.comparisonCollectives()->rowCount(), 2);
  QVERIFY(panel.differenceText().contains("+0 B"));
  panel.setComparisonPlan(nullptr, {});
  QCOMPARE(panel.comparisonCollectives()->rowCount(), 0);
  QCOMPARE(formatBytes(1536), QString("1.50 KiB"));
  QCOMPARE(formatSeconds(5e-6), QString("5.00 µs"));
}

void TestAnnotateViews::tileViewCaption() {
  TileView view;
  view.resize(400, 300);
  view.setTensor("x", "f32[8,4,4]", {8, 4, 4}, gspmd("{devices=[2,1,1,2]0,1,2,3 last_tile_dim_replicate}"), 4);
  QVERIFY(view.tileLayout().has_value());
  QCOMPARE(view.tileLayout()->blocks.size(), std::size_t{2});
  QVERIFY(view.caption().contains("replicas"));
  QVERIFY(!view.grab().isNull());  // paints without crashing
  view.setTensor("x", "f32[8]", {8}, gspmd("{manual}"), 4);
  QVERIFY(!view.tileLayout().has_value());
  QVERIFY(view.caption().contains("manual"));
  QVERIFY(!view.grab().isNull());
}

void TestAnnotateViews::pipelineTimeline_data() {
  QTest::addColumn<int>("schedule");
  QTest::addColumn<int>("stages");
  QTest::addColumn<int>("microbatches");
  for (int schedule : {0, 1})
    for (auto [n, m] : {std::pair{1, 1}, std::pair{4, 8}, std::pair{4, 2}, std::pair{8, 32}, std::pair{3, 3}})
      QTest::addRow("%s N=%d M=%d", schedule ? "1F1B" : "GPipe", n, m) << schedule << n << m;
}

void TestAnnotateViews::pipelineTimeline() {
  QFETCH(int, schedule);
  QFETCH(int, stages);
  QFETCH(int, microbatches);
  const auto kind = schedule ? PipelineSchedule::OneFOneB : PipelineSchedule::GPipe;
  auto laid = layoutPipeline(kind, stages, microbatches);
  QVERIFY(std::holds_alternative<PipelineTimeline>(laid));
  const PipelineTimeline& timeline = std::get<PipelineTimeline>(laid);
  QCOMPARE(timeline.passes.size(), static_cast<std::size_t>(2 * stages * microbatches));
  // With unit-time passes both schedules take 2(M+N-1) ticks: the bubble is the same,
  // (N-1) idle ticks each way per stage; 1F1B only holds fewer activations.
  QCOMPARE(timeline.ticks, 2 * (microbatches + stages - 1));
  QCOMPARE(timeline.idleShare(), static_cast<double>(stages - 1) / (microbatches + stages - 1));
  const partition::PipelineEstimate estimate = partition::estimatePipeline(std::vector<double>(static_cast<std::size_t>(stages), 1.0), microbatches);
  QCOMPARE(timeline.peakInFlight(0), schedule ? estimate.oneFOneBInFlight : estimate.gpipeInFlight);
  // No stage runs two passes in one tick, and dependencies hold.
  std::set<std::pair<int, int>> busy;
  std::map<std::tuple<int, int, bool>, int> tickOf;
  for (const PipelineSlot& slot : timeline.passes) {
    QVERIFY(busy.insert({slot.stage, slot.tick}).second);
    tickOf[{slot.stage, slot.microbatch, slot.backward}] = slot.tick;
  }
  for (const PipelineSlot& slot : timeline.passes) {
    const auto before = [&](int stage, bool backward) { return tickOf[std::make_tuple(stage, slot.microbatch, backward)] < slot.tick; };
    if (!slot.backward && slot.stage > 0) QVERIFY(before(slot.stage - 1, false));
    if (slot.backward && slot.stage + 1 < stages) QVERIFY(before(slot.stage + 1, true));
    if (slot.backward) QVERIFY(before(slot.stage, false));
  }
}

void TestAnnotateViews::pipelineChartCaption() {
  PipelineScheduleChart chart;
  chart.resize(600, 200);
  chart.setSchedule(PipelineSchedule::OneFOneB, 4, 8, partition::bubbleFraction(4, 8));
  QVERIFY(chart.caption().contains("0.375"));
  QVERIFY(!chart.grab().isNull());
  chart.setSchedule(PipelineSchedule::GPipe, 0, 8, 0);
  QVERIFY(!chart.timeline().has_value());
  QVERIFY(std::holds_alternative<std::string>(layoutPipeline(PipelineSchedule::GPipe, 100000, 100000)));
}

QTEST_MAIN(TestAnnotateViews)
#include "test_annotate_views.moc"
