// The annotation workbench end to end (issue 10's acceptance): annotate only W1 of the
// zoo's mlp-tp baseline column-parallel and watch the rest follow: W2's input ends
// sharded and, as XLA's SPMD partitioner lowers the down projection (W2 sliced locally,
// partial sums all-reduced), exactly one all-reduce on the output whose cost is
// 2(N-1)/N·size; W1 + W2 (Megatron) gives the same single all-reduce; undo restores the
// previous state; the session round-trips the annotations; a mesh change remaps them;
// EinDecomp and the stage DP apply as annotations / stages; every item model passes the
// model tester.
#include "gui/annotate/annotate_workbench.h"

#include "gui/annotate/annotation_propagation.h"
#include "gui/annotate/collective_badges.h"
#include "gui/annotate/partition_annotations.h"
#include "views/graph/graph_layout_engine.h"
#include "views/graph/graph_view.h"
#include "views/graph/stage_palette.h"
#include "views/sharding/collective_table_model.h"
#include "views/sharding/cost_panel.h"
#include "views/sharding/memory_table_model.h"
#include "views/sharding/mesh_editor.h"
#include "views/sharding/pipeline_schedule_chart.h"
#include "views/sharding/sharding_editor.h"
#include "views/sharding/tile_view.h"
#include "views/trace/trace_event_model.h"
#include "views/trace/trace_player.h"
#include "zoo/zoo.h"

#include <QAbstractItemModelTester>
#include <algorithm>
#include <QApplication>
#include <QAction>
#include <QDir>
#include <QHBoxLayout>
#include <QLabel>
#include <QListView>
#include <QSignalSpy>
#include <QTabWidget>
#include <QUndoStack>
#include <QTest>

using namespace shardscope;
using annotate::AnnotateWorkbench;

namespace {

// The mlp-tp baseline's weights and the tensors the acceptance test looks at, found by
// structure (the dot that reads each weight), not by generated names.
struct MlpNames {
  QString w1;         // gate_proj: the first column-parallel weight
  QString w2;         // down_proj: the row-parallel weight
  QString w2Input;    // the activation the down projection reads
  QString output;     // the down projection's dot: where the partial sums are
  int64_t outputBytes = 0;
};

std::shared_ptr<const ir::Module> mlpBaseline(int64_t devices, int64_t layers = 1) {
  zoo::ZooRequest request;
  request.name = "mlp-tp";
  request.devices = devices;
  request.layers = layers;
  zoo::ZooResult result = zoo::generateZooCase(request);
  return std::make_shared<const ir::Module>(std::move(result.zooCase.baseline));
}

MlpNames mlpNames(const ir::Module& module) {
  MlpNames names;
  const ir::Computation& entry = module.entryComputation();
  for (const ir::Instruction& instruction : entry.instructions) {
    if (instruction.opcode != ir::Opcode::Dot || instruction.operands.size() != 2) continue;
    const ir::Instruction& rhs = entry.instructions[static_cast<std::size_t>(instruction.operands[1])];
    const QString weight = QString::fromUtf8(rhs.name.data(), static_cast<qsizetype>(rhs.name.size()));
    if (weight.endsWith("gate_proj.weight")) names.w1 = weight;
    if (weight.endsWith("down_proj.weight")) {
      names.w2 = weight;
      const ir::Instruction& lhs = entry.instructions[static_cast<std::size_t>(instruction.operands[0])];
      names.w2Input = QString::fromUtf8(lhs.name.data(), static_cast<qsizetype>(lhs.name.size()));
      names.output = QString::fromUtf8(instruction.name.data(), static_cast<qsizetype>(instruction.name.size()));
      names.outputBytes = instruction.shape.byteSize().value_or(0);
    }
  }
  return names;
}

session::Mesh lineMesh(int64_t devices) {
  session::Mesh mesh;
  mesh.shape = {devices};
  mesh.axisNames = {"x"};
  return mesh;
}

QString columnParallel(int64_t devices) { return QStringLiteral("{devices=[1,%1]<=[%1]}").arg(devices); }
QString rowParallel(int64_t devices) { return QStringLiteral("{devices=[%1,1]<=[%1]}").arg(devices); }

// Waits for the plan of the latest edit. Answers to earlier edits are dropped (stale), so
// the first planReady after an edit belongs to it; a cancelled job may still be winding
// down on the pool, which is why this does not wait for the worker to go idle.
bool waitForPlan(AnnotateWorkbench& workbench) {
  QSignalSpy ready(&workbench, &AnnotateWorkbench::planReady);
  return ready.wait(30000);
}

std::vector<std::string> collectiveKinds(const propagation::ReshardingPlan& plan) {
  std::vector<std::string> kinds;
  for (const auto& collective : plan.collectives) kinds.emplace_back(propagation::collectiveName(collective.kind));
  return kinds;
}

}  // namespace

class TestAnnotateWorkbench : public QObject {
  Q_OBJECT

 private slots:
  void columnParallelW1Only_data();
  void columnParallelW1Only();
  void megatronColumnThenRow_data();
  void megatronColumnThenRow();
  void undoRestoresThePreviousState();
  void sessionRoundTrip();
  void editorEditsAreUndoSteps();
  void conflictsAreShownWithTheirReason();
  void staleResultsAreDropped();
  void badAnnotationsAreReported();
  void compareColumnRowWithRowColumn();
  void partitionResultIsOneUndoStep();
  void meshChangeRewritesAnnotations();
  void meshChangeDropsWhatNoLongerFits();
  void einDecompPlanIsOneUndoStep();
  void pipelineStagesColourTheLayers();
  void screenshots();
};

void TestAnnotateWorkbench::columnParallelW1Only_data() {
  QTest::addColumn<int>("devices");
  QTest::newRow("N=2") << 2;
  QTest::newRow("N=4") << 4;
}

void TestAnnotateWorkbench::columnParallelW1Only() {
  QFETCH(int, devices);
  AnnotateWorkbench workbench;
  std::vector<std::unique_ptr<QAbstractItemModelTester>> testers;
  for (QAbstractItemModel* model : std::initializer_list<QAbstractItemModel*>{
           workbench.traceModel(), workbench.costPanel()->currentCollectives(), workbench.costPanel()->currentMemory()})
    testers.push_back(std::make_unique<QAbstractItemModelTester>(model, QAbstractItemModelTester::FailureReportingMode::QtTest));
  const auto module = mlpBaseline(devices);
  const MlpNames names = mlpNames(*module);
  QVERIFY(!names.w1.isEmpty() && !names.w2.isEmpty() && !names.w2Input.isEmpty());
  workbench.setMesh(lineMesh(devices));
  workbench.setModule(module);
  QVERIFY(waitForPlan(workbench));
  QVERIFY(workbench.plan()->collectives.empty());

  // Only W1, column-parallel.
  QSignalSpy edges(&workbench, &AnnotateWorkbench::collectiveEdgesChanged);
  QSignalSpy shown(&workbench, &AnnotateWorkbench::propagationShown);
  workbench.annotate(names.w1, columnParallel(devices));
  QVERIFY(waitForPlan(workbench));
  QVERIFY(!shown.isEmpty());
  QCOMPARE(workbench.tracePlayer()->currentStep(), 0);
  QVERIFY(workbench.tracePlayer()->stepCount() > 0);
  QCOMPARE(workbench.userShardings().size(), std::size_t{1});
  QVERIFY(!workbench.propagatedSharding(names.w2).has_value() || workbench.propagatedSharding(names.w2)->isReplicated());

  // W2's input followed W1: sharded along its columns.
  const auto w2Input = workbench.propagatedSharding(names.w2Input);
  QVERIFY(w2Input.has_value());
  QCOMPARE(w2Input->tileDims(), (std::vector<int64_t>{1, devices}));

  // One all-reduce, on the output of the down projection: W2 is sliced locally (no
  // communication) and the partial sums are added, as XLA's partitioner does. Gathering
  // W2's input instead would move as many bytes (a tie here), which the reason says.
  const propagation::ReshardingPlan& plan = *workbench.plan();
  QCOMPARE(collectiveKinds(plan), std::vector<std::string>{"all-reduce"});
  const propagation::PlannedCollective& reduce = plan.collectives.front();
  QCOMPARE(QString::fromStdString(reduce.producer), names.output);
  QVERIFY(reduce.consumer.empty());
  QCOMPARE(reduce.groupSize, int64_t{devices});
  const QString reason = QString::fromStdString(reduce.reason);
  QVERIFY2(reason.contains("slice `" + names.w2 + "` locally") && reason.contains("would all-gather"), qPrintable(reason));
  QVERIFY(reduce.alternativeBytesPerDevice > 0);

  // The edge list for the graph's badges: the output of the down projection.
  QVERIFY(!edges.isEmpty());
  const auto lastEdges = edges.last().front().value<QList<QPair<QString, QString>>>();
  QCOMPARE(lastEdges, (QList<QPair<QString, QString>>{{names.output, QString()}}));

  // The cost panel: the seed's ring all-reduce, 2(N-1)/N · size of the output.
  auto* collectives = workbench.costPanel()->currentCollectives();
  QCOMPARE(collectives->rowCount(), 1);
  const double expected = 2.0 * (devices - 1) / devices * static_cast<double>(names.outputBytes);
  QCOMPARE(collectives->data(collectives->index(0, views::CollectiveTableModel::BytesColumn),
                             views::CollectiveTableModel::ValueRole).toDouble(), expected);
  QCOMPARE(plan.totalBytesPerDevice, expected);

  // The tile view of W2's input: N column blocks, one device each.
  workbench.selectInstruction(names.w2Input);
  QVERIFY(workbench.tileView()->tileLayout().has_value());
  QCOMPARE(workbench.tileView()->tileLayout()->blocks.size(), static_cast<std::size_t>(devices));

  // Undo: nothing annotated, nothing to move.
  workbench.undoAction()->trigger();
  QVERIFY(waitForPlan(workbench));
  QVERIFY(workbench.userShardings().empty());
  QVERIFY(workbench.plan()->collectives.empty());
}

void TestAnnotateWorkbench::megatronColumnThenRow_data() {
  QTest::addColumn<int>("devices");
  QTest::newRow("N=2") << 2;
  QTest::newRow("N=4") << 4;
}

void TestAnnotateWorkbench::megatronColumnThenRow() {
  QFETCH(int, devices);
  AnnotateWorkbench workbench;
  std::vector<std::unique_ptr<QAbstractItemModelTester>> testers;
  for (QAbstractItemModel* model : std::initializer_list<QAbstractItemModel*>{
           workbench.traceModel(), workbench.costPanel()->currentCollectives(), workbench.costPanel()->currentMemory(),
           workbench.costPanel()->comparisonCollectives(), workbench.costPanel()->comparisonMemory(),
           workbench.findChild<QListView*>("instructionList")->model()})
    testers.push_back(std::make_unique<QAbstractItemModelTester>(model, QAbstractItemModelTester::FailureReportingMode::QtTest));

  const auto module = mlpBaseline(devices);
  const MlpNames names = mlpNames(*module);
  QVERIFY(!names.w1.isEmpty() && !names.w2.isEmpty() && !names.w2Input.isEmpty());
  workbench.setMesh(lineMesh(devices));  // before the module: nothing to propagate yet
  workbench.setModule(module);
  QVERIFY(waitForPlan(workbench));
  QVERIFY(workbench.plan()->collectives.empty());  // nothing annotated, nothing to move

  // W1 column-parallel: W2's input follows (sharded along its columns); with W2 still
  // unannotated the down projection slices it locally and all-reduces (see above).
  workbench.annotate(names.w1, columnParallel(devices));
  QSignalSpy shown(&workbench, &AnnotateWorkbench::propagationShown);
  QVERIFY(waitForPlan(workbench));
  QVERIFY(!shown.isEmpty());
  QCOMPARE(workbench.tracePlayer()->currentStep(), 0);  // the player starts at the first step
  QVERIFY(workbench.tracePlayer()->stepCount() > 0);
  const auto w2Input = workbench.propagatedSharding(names.w2Input);
  QVERIFY(w2Input.has_value());
  QCOMPARE(w2Input->tileDims(), (std::vector<int64_t>{1, devices}));
  QCOMPARE(collectiveKinds(*workbench.plan()), std::vector<std::string>{"all-reduce"});
  QVERIFY(!workbench.plan()->collectives.front().alternative.empty());

  // W2 row-parallel (Megatron): exactly one all-reduce, on the output of the down projection.
  QSignalSpy edges(&workbench, &AnnotateWorkbench::collectiveEdgesChanged);
  workbench.annotate(names.w2, rowParallel(devices));
  QVERIFY(waitForPlan(workbench));
  QCOMPARE(collectiveKinds(*workbench.plan()), std::vector<std::string>{"all-reduce"});
  QCOMPARE(QString::fromStdString(workbench.plan()->collectives.front().producer), names.output);
  QCOMPARE(workbench.propagatedSharding(names.w2Input)->tileDims(), (std::vector<int64_t>{1, devices}));
  // Both contracting dims tiled alike: a plain partial sum, no choice to make.
  QVERIFY(workbench.plan()->collectives.front().alternative.empty());
  QVERIFY(!edges.isEmpty());
  const auto lastEdges = edges.last().front().value<QList<QPair<QString, QString>>>();
  QCOMPARE(lastEdges.size(), 1);
  QCOMPARE(lastEdges.front().first, names.output);

  // The cost panel shows the seed's ring all-reduce bytes: 2(N-1)/N · size.
  auto* collectives = workbench.costPanel()->currentCollectives();
  QCOMPARE(collectives->rowCount(), 1);
  const double expected = 2.0 * (devices - 1) / devices * static_cast<double>(names.outputBytes);
  QCOMPARE(collectives->data(collectives->index(0, views::CollectiveTableModel::BytesColumn),
                             views::CollectiveTableModel::ValueRole).toDouble(), expected);
  QVERIFY(workbench.costPanel()->currentMemory()->rowCount() > 0);

  // The tile view of W2's input: N column blocks, one device each.
  workbench.selectInstruction(names.w2Input);
  QVERIFY(workbench.tileView()->tileLayout().has_value());
  QCOMPARE(workbench.tileView()->tileLayout()->blocks.size(), static_cast<std::size_t>(devices));
  QCOMPARE(workbench.tileView()->tileLayout()->blocks.back().devices, (std::vector<int64_t>{devices - 1}));
}

void TestAnnotateWorkbench::undoRestoresThePreviousState() {
  AnnotateWorkbench workbench;
  const auto module = mlpBaseline(2);
  const MlpNames names = mlpNames(*module);
  workbench.setModule(module);
  QVERIFY(waitForPlan(workbench));
  workbench.annotate(names.w1, columnParallel(2));
  QVERIFY(waitForPlan(workbench));
  const auto afterFirst = workbench.userShardings();
  const auto firstKinds = collectiveKinds(*workbench.plan());
  workbench.annotate(names.w2, rowParallel(2));
  QVERIFY(waitForPlan(workbench));
  QCOMPARE(workbench.undoStack()->count(), 2);

  // Ctrl+Z / Ctrl+Shift+Z are the actions' shortcuts.
  QCOMPARE(workbench.undoAction()->shortcut(), QKeySequence(QKeySequence::Undo));
  QVERIFY(workbench.redoAction()->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z)));

  workbench.undoAction()->trigger();
  QVERIFY(waitForPlan(workbench));
  QCOMPARE(workbench.userShardings().size(), afterFirst.size());
  QCOMPARE(workbench.userShardings().front().sharding, afterFirst.front().sharding);
  QCOMPARE(collectiveKinds(*workbench.plan()), firstKinds);
  workbench.undoAction()->trigger();
  QVERIFY(waitForPlan(workbench));
  QVERIFY(workbench.userShardings().empty());
  QVERIFY(workbench.plan()->collectives.empty());
  QVERIFY(!workbench.propagatedSharding(names.w2Input).has_value() || workbench.propagatedSharding(names.w2Input)->isReplicated());
  workbench.redoAction()->trigger();
  workbench.redoAction()->trigger();
  QVERIFY(waitForPlan(workbench));
  QCOMPARE(collectiveKinds(*workbench.plan()), std::vector<std::string>{"all-reduce"});
}

void TestAnnotateWorkbench::sessionRoundTrip() {
  AnnotateWorkbench first;
  const auto module = mlpBaseline(4);
  const MlpNames names = mlpNames(*module);
  first.setModule(module);
  QVERIFY(waitForPlan(first));
  session::Mesh mesh;
  mesh.shape = {2, 2};
  mesh.axisNames = {"data", "model"};
  mesh.deviceOrder = {0, 2, 1, 3};
  QSignalSpy changed(&first, &AnnotateWorkbench::annotationsChanged);
  first.setMesh(mesh);
  first.annotate(names.w1, "{devices=[1,2,2]0,2,1,3 last_tile_dim_replicate}", 0);
  first.annotate(names.w2, rowParallel(4), 1);
  QCOMPARE(changed.size(), 3);
  QVERIFY(waitForPlan(first));

  std::vector<session::UserSharding> saved = first.userShardings();
  session::UserSharding distributed{session::Program::Distributed, "dot.99", "{replicated}", 2};
  saved.push_back(distributed);

  AnnotateWorkbench second;
  second.setModule(module);
  second.restoreAnnotations(first.mesh(), saved);
  QVERIFY(waitForPlan(second));
  QCOMPARE(second.mesh().shape, mesh.shape);
  QCOMPARE(second.mesh().axisNames, mesh.axisNames);
  QCOMPARE(second.mesh().deviceOrder, mesh.deviceOrder);
  const auto restored = second.userShardings();
  QCOMPARE(restored.size(), saved.size());
  for (std::size_t i = 0; i < saved.size(); ++i) {
    QCOMPARE(restored[i].program, saved[i].program);
    QCOMPARE(restored[i].instruction, saved[i].instruction);
    QCOMPARE(restored[i].sharding, saved[i].sharding);
    QCOMPARE(restored[i].priority, saved[i].priority);
  }
  QCOMPARE(second.undoStack()->count(), 0);  // restoring is not an edit
  QCOMPARE(second.meshEditor()->mesh().deviceOrder, mesh.deviceOrder);
  QCOMPARE(collectiveKinds(*second.plan()), collectiveKinds(*first.plan()));
}

void TestAnnotateWorkbench::editorEditsAreUndoSteps() {
  AnnotateWorkbench workbench;
  const auto module = mlpBaseline(2);
  const MlpNames names = mlpNames(*module);
  workbench.setModule(module);
  QVERIFY(waitForPlan(workbench));
  workbench.selectInstruction(names.w1);
  QCOMPARE(workbench.shardingEditor()->tensor(), names.w1);
  // DTensor placements on the 1-D mesh: Shard(1) is column-parallel.
  QVERIFY(workbench.shardingEditor()->applyText(views::Notation::DTensor, "[Shard(1)]"));
  QCOMPARE(workbench.undoStack()->count(), 1);
  QCOMPARE(QString::fromStdString(workbench.userShardings().front().sharding), QString("{devices=[1,2]<=[2]}"));
  QCOMPARE(workbench.shardingEditor()->notationText(views::Notation::Named), QString("[{}, {\"x\"}]"));
  QVERIFY(waitForPlan(workbench));
  // The same edit again is not a second step; a mesh edit is one.
  QVERIFY(workbench.shardingEditor()->applyText(views::Notation::Gspmd, "{devices=[1,2]0,1}"));
  QCOMPARE(workbench.undoStack()->count(), 1);
  workbench.meshEditor()->setFields("2", "model", "1,0");
  QVERIFY(workbench.meshEditor()->applyFields());
  QCOMPARE(workbench.undoStack()->count(), 2);
  QCOMPARE(workbench.mesh().axisNames, std::vector<std::string>{"model"});
  workbench.undoStack()->undo();
  QCOMPARE(workbench.mesh().axisNames, std::vector<std::string>{"x"});
  QCOMPARE(workbench.meshEditor()->mesh().axisNames, std::vector<std::string>{"x"});
  // Removing the annotation is a step too.
  QVERIFY(QMetaObject::invokeMethod(workbench.shardingEditor(), "annotationRemovalRequested", Q_ARG(QString, names.w1)));
  QVERIFY(workbench.userShardings().empty());
  workbench.undoStack()->undo();
  QCOMPARE(workbench.userShardings().size(), std::size_t{1});
  QVERIFY(waitForPlan(workbench));
}

void TestAnnotateWorkbench::conflictsAreShownWithTheirReason() {
  AnnotateWorkbench workbench;
  const auto module = mlpBaseline(2);
  const MlpNames names = mlpNames(*module);
  workbench.setModule(module);
  QVERIFY(waitForPlan(workbench));
  // W1 column-parallel, but its dot's output annotated row-wise: both cannot hold.
  QString gateDot;
  for (const ir::Instruction& instruction : module->entryComputation().instructions)
    if (instruction.opcode == ir::Opcode::Dot &&
        module->entryComputation().instructions[static_cast<std::size_t>(instruction.operands[1])].name == names.w1.toStdString())
      gateDot = QString::fromUtf8(instruction.name.data(), static_cast<qsizetype>(instruction.name.size()));
  workbench.applyShardings({{names.w1, columnParallel(2)}, {gateDot, rowParallel(2)}}, "conflicting annotations");
  QVERIFY(waitForPlan(workbench));
  QVERIFY(workbench.propagation()->result->conflicts > 0);
  const trace::Trace& trace = workbench.propagation()->result->trace;
  int conflict = -1;
  for (std::size_t i = 0; i < trace.size(); ++i)
    if (trace.at(i).kind == "conflict") {
      conflict = static_cast<int>(i);
      break;
    }
  QVERIFY(conflict >= 0);
  workbench.tracePlayer()->setCurrentStep(conflict);
  QVERIFY2(workbench.stepDescription().contains("Reason:"), qPrintable(workbench.stepDescription()));
  QVERIFY(workbench.traceModel()->data(workbench.traceModel()->index(conflict, 0), Qt::BackgroundRole).isValid());
  // The player's own tile view shows the tensor of the step.
  QVERIFY(workbench.stepTileView()->caption().startsWith(QString::fromStdString(trace.at(static_cast<std::size_t>(conflict)).subject)));
}

void TestAnnotateWorkbench::staleResultsAreDropped() {
  AnnotateWorkbench workbench;
  const auto module = mlpBaseline(2);
  const MlpNames names = mlpNames(*module);
  workbench.setModule(module);
  QVERIFY(waitForPlan(workbench));
  QSignalSpy shown(&workbench, &AnnotateWorkbench::propagationShown);
  // Edits faster than propagation: only the last one's answer may be shown.
  for (int i = 0; i < 6; ++i) workbench.annotate(names.w1, i % 2 ? rowParallel(2) : columnParallel(2));
  workbench.annotate(names.w2, rowParallel(2));
  QVERIFY(waitForPlan(workbench));
  QCOMPARE(shown.size(), 1);  // every earlier answer was stale when it arrived
  // The last state: W1 row-parallel (i = 5) and W2 row-parallel.
  QCOMPARE(workbench.propagatedSharding(names.w1)->tileDims(), (std::vector<int64_t>{2, 1}));
  QCOMPARE(workbench.propagatedSharding(names.w2)->tileDims(), (std::vector<int64_t>{2, 1}));
}

void TestAnnotateWorkbench::badAnnotationsAreReported() {
  AnnotateWorkbench workbench;
  const auto module = mlpBaseline(2);
  const MlpNames names = mlpNames(*module);
  workbench.setModule(module);
  QVERIFY(waitForPlan(workbench));
  workbench.annotate(names.w1, "{devices=[2]0,1}");  // rank 1 on a rank-2 weight
  workbench.annotate("no.such.instruction", "{replicated}");
  workbench.annotate(names.w2, "{devices=[2,1]0,");  // cut off
  QVERIFY(waitForPlan(workbench));
  QCOMPARE(workbench.propagation()->errors.size(), std::size_t{3});
  QVERIFY(workbench.statusText().contains("not applied"));
  QVERIFY(workbench.plan()->collectives.empty());
}

void TestAnnotateWorkbench::compareColumnRowWithRowColumn() {
  AnnotateWorkbench workbench;
  const auto module = mlpBaseline(2);
  const MlpNames names = mlpNames(*module);
  workbench.setModule(module);
  QVERIFY(waitForPlan(workbench));
  workbench.applyShardings({{names.w1, columnParallel(2)}, {names.w2, rowParallel(2)}}, "Megatron column→row");
  QVERIFY(waitForPlan(workbench));
  const double columnRow = workbench.plan()->totalBytesPerDevice;
  workbench.pinForComparison("column→row");
  workbench.applyShardings({{names.w1, rowParallel(2)}, {names.w2, columnParallel(2)}}, "row→column");
  QVERIFY(waitForPlan(workbench));
  auto* panel = workbench.costPanel();
  QCOMPARE(panel->comparisonCollectives()->rowCount(), 1);
  QCOMPARE(panel->comparisonCollectives()->plan()->totalBytesPerDevice, columnRow);
  QCOMPARE(panel->currentCollectives()->plan()->totalBytesPerDevice, workbench.plan()->totalBytesPerDevice);
  // Row→column communicates more: its first dot's partial sums and the gathers after it.
  QVERIFY(workbench.plan()->totalBytesPerDevice > columnRow);
  QVERIFY(panel->differenceText().startsWith("Current vs pinned"));
  // Another interconnect re-times both sides; the bytes stay.
  const double before = workbench.plan()->totalSeconds;
  workbench.setInterconnect("pcie4");
  QCOMPARE(panel->interconnect(), QString("pcie4"));
  QVERIFY(workbench.plan()->totalSeconds > before);
  QCOMPARE(panel->comparisonCollectives()->plan()->interconnect, std::string("pcie4"));
  QCOMPARE(panel->comparisonCollectives()->plan()->totalBytesPerDevice, columnRow);
}

void TestAnnotateWorkbench::partitionResultIsOneUndoStep() {
  AnnotateWorkbench workbench;
  const auto module = mlpBaseline(2);
  const MlpNames names = mlpNames(*module);
  workbench.setModule(module);
  QVERIFY(waitForPlan(workbench));
  workbench.applyShardings({{names.w1, columnParallel(2)}, {names.w2, rowParallel(2)}}, "EinDecomp plan");
  QCOMPARE(workbench.undoStack()->count(), 1);
  QCOMPARE(workbench.userShardings().size(), std::size_t{2});
  workbench.undoStack()->undo();
  QVERIFY(workbench.userShardings().empty());
  QVERIFY(waitForPlan(workbench));
}

void TestAnnotateWorkbench::meshChangeRewritesAnnotations() {
  AnnotateWorkbench workbench;
  const auto module = mlpBaseline(4);
  const MlpNames names = mlpNames(*module);
  workbench.setMesh(lineMesh(4));
  workbench.setModule(module);
  QVERIFY(waitForPlan(workbench));
  workbench.applyShardings({{names.w1, columnParallel(4)}, {names.w2, rowParallel(4)}}, "Megatron");
  QVERIFY(waitForPlan(workbench));
  const int steps = workbench.undoStack()->count();

  // Axis "x" shrinks to 2: both annotations follow it, in one undo step.
  QSignalSpy changed(&workbench, &AnnotateWorkbench::annotationsChanged);
  workbench.setMesh(lineMesh(2));
  QCOMPARE(workbench.undoStack()->count(), steps + 1);
  const auto after = workbench.userShardings();
  QCOMPARE(after.size(), std::size_t{2});
  for (const session::UserSharding& entry : after) {
    const auto value = std::get<sharding::HloSharding>(sharding::parseHloSharding(entry.sharding));
    const QString name = QString::fromStdString(entry.instruction);
    QCOMPARE(value.tileDims(), name == names.w1 ? (std::vector<int64_t>{1, 2}) : (std::vector<int64_t>{2, 1}));
  }
  QVERIFY2(workbench.noticeText().contains("2 annotation(s) rewritten"), qPrintable(workbench.noticeText()));
  QVERIFY(!changed.isEmpty());
  QVERIFY(waitForPlan(workbench));
  QCOMPARE(collectiveKinds(*workbench.plan()), std::vector<std::string>{"all-reduce"});

  // A rename keeps the meaning: nothing to rewrite, nothing dropped.
  session::Mesh renamed = lineMesh(2);
  renamed.axisNames = {"model"};
  workbench.setMesh(renamed);
  QCOMPARE(workbench.userShardings().size(), std::size_t{2});

  // One undo brings back the 4-device mesh and the annotations written for it.
  workbench.undoStack()->undo();
  workbench.undoStack()->undo();
  QCOMPARE(workbench.mesh().shape, std::vector<int64_t>{4});
  for (const session::UserSharding& entry : workbench.userShardings())
    QCOMPARE(QString::fromStdString(entry.sharding),
             QString::fromStdString(entry.instruction) == names.w1 ? columnParallel(4) : rowParallel(4));
  QVERIFY(waitForPlan(workbench));
}

void TestAnnotateWorkbench::meshChangeDropsWhatNoLongerFits() {
  AnnotateWorkbench workbench;
  const auto module = mlpBaseline(2);
  const MlpNames names = mlpNames(*module);
  workbench.setMesh(lineMesh(2));
  workbench.setModule(module);
  QVERIFY(waitForPlan(workbench));
  workbench.applyShardings({{names.w1, columnParallel(2)}, {names.w2Input, "{replicated}"}}, "two");
  QVERIFY(waitForPlan(workbench));
  // Three devices: W1's 64 columns do not divide into 3 tiles. It is dropped, and the
  // notice names it and why; the replicated annotation stays as it is.
  QSignalSpy notices(&workbench, &AnnotateWorkbench::noticeChanged);
  workbench.setMesh(lineMesh(3));
  QCOMPARE(workbench.userShardings().size(), std::size_t{1});
  QCOMPARE(QString::fromStdString(workbench.userShardings().front().instruction), names.w2Input);
  QCOMPARE(notices.size(), 1);
  const QString notice = workbench.noticeText();
  QVERIFY2(notice.contains("1 annotation(s) dropped") && notice.contains(names.w1) &&
               notice.contains("does not divide into 3 tiles"),
           qPrintable(notice));
  QVERIFY(workbench.findChild<QLabel*>("annotateNotice")->isVisibleTo(&workbench));
  // A 2-D mesh without the axis "x": W1 has nothing to follow.
  workbench.undoStack()->undo();
  QCOMPARE(workbench.userShardings().size(), std::size_t{2});
  session::Mesh square;
  square.shape = {2, 2};
  square.axisNames = {"data", "model"};
  workbench.setMesh(square);
  QVERIFY2(workbench.noticeText().contains("mesh axis \"x\" is not in the new mesh"), qPrintable(workbench.noticeText()));
  QCOMPARE(workbench.userShardings().size(), std::size_t{1});
  QVERIFY(waitForPlan(workbench));
}

void TestAnnotateWorkbench::einDecompPlanIsOneUndoStep() {
  AnnotateWorkbench workbench;
  const auto module = mlpBaseline(2);
  const MlpNames names = mlpNames(*module);
  workbench.setMesh(lineMesh(2));
  workbench.setModule(module);
  QVERIFY(waitForPlan(workbench));
  workbench.annotate(names.w2Input, "{replicated}");  // a hand edit the plan replaces
  QVERIFY(waitForPlan(workbench));
  const int steps = workbench.undoStack()->count();
  QSignalSpy applied(&workbench, &AnnotateWorkbench::einDecompApplied);
  QSignalSpy changed(&workbench, &AnnotateWorkbench::annotationsChanged);
  workbench.partitionWithEinDecomp();
  QVERIFY(applied.wait(30000));
  QCOMPARE(workbench.undoStack()->count(), steps + 1);
  // The same annotations the engine gives when called directly (deterministic).
  const annotate::EinDecompAnnotations direct = annotate::einDecompAnnotations(*module, 2);
  QVERIFY(!direct.annotations.empty());
  const auto saved = workbench.userShardings();  // what the session stores
  QCOMPARE(saved.size(), direct.annotations.size());
  for (std::size_t i = 0; i < saved.size(); ++i) {
    const auto found = std::find_if(direct.annotations.begin(), direct.annotations.end(),
                                    [&](const annotate::Annotation& a) { return a.instruction == saved[i].instruction; });
    QVERIFY(found != direct.annotations.end());
    QCOMPARE(saved[i].sharding, found->sharding);
  }
  QVERIFY(!changed.isEmpty());
  QVERIFY(workbench.noticeText().startsWith("EinDecomp"));
  QVERIFY(waitForPlan(workbench));
  QVERIFY(workbench.propagation()->errors.empty());  // every plan sharding fits its tensor
  // One undo restores the hand edit.
  workbench.undoStack()->undo();
  QCOMPARE(workbench.userShardings().size(), std::size_t{1});
  QCOMPARE(QString::fromStdString(workbench.userShardings().front().instruction), names.w2Input);
  QVERIFY(waitForPlan(workbench));
  // Three devices are not a power of two: the failure is shown, nothing changes.
  workbench.setMesh(lineMesh(3));
  QSignalSpy failed(&workbench, &AnnotateWorkbench::partitionFailed);
  const int before = workbench.undoStack()->count();
  workbench.partitionWithEinDecomp();
  QVERIFY(failed.wait(30000));
  QCOMPARE(workbench.undoStack()->count(), before);
  QVERIFY(workbench.noticeText().startsWith("Partitioning failed"));
}

void TestAnnotateWorkbench::pipelineStagesColourTheLayers() {
  AnnotateWorkbench workbench;
  const auto module = mlpBaseline(2, 4);  // four layers
  workbench.setModule(module);
  QVERIFY(waitForPlan(workbench));
  workbench.setPipeline(views::PipelineSchedule::OneFOneB, 2, 8);
  QSignalSpy stages(&workbench, &AnnotateWorkbench::pipelineStagesChanged);
  workbench.partitionIntoStages();
  QVERIFY(stages.wait(30000));
  const auto stageOf = stages.last().at(0).value<QHash<QString, int>>();
  QCOMPARE(stages.last().at(1).toInt(), 2);
  // Every instruction has a stage; equal layers split 2 + 2, in program order.
  QCOMPARE(stageOf.size(), static_cast<qsizetype>(module->entryComputation().instructions.size()));
  for (const ir::Instruction& instruction : module->entryComputation().instructions) {
    const QString opName = QString::fromUtf8(instruction.metadata.opName.data(), instruction.metadata.opName.size());
    const QString name = QString::fromUtf8(instruction.name.data(), instruction.name.size());
    if (opName.startsWith("layer.0") || opName.startsWith("layer.1")) QCOMPARE(stageOf.value(name, -1), 0);
    if (opName.startsWith("layer.2") || opName.startsWith("layer.3")) QCOMPARE(stageOf.value(name, -1), 1);
  }
  const auto result = workbench.pipelineStages();
  QVERIFY(result);
  QCOMPARE(result->layers.size(), std::size_t{4});
  QCOMPARE(result->plan.stageWeights.size(), std::size_t{2});
  QCOMPARE(result->plan.stageWeights[0], result->plan.stageWeights[1]);
  // The chart shows those stages with their costs and the seed's bubble (N-1)/M.
  QCOMPARE(workbench.pipelineChart()->stageCosts(), result->plan.stageWeights);
  QVERIFY(workbench.pipelineChart()->caption().contains("bottleneck"));
  QVERIFY(workbench.pipelineChart()->caption().contains("0.125"));
  QVERIFY(workbench.noticeText().contains("stage 0: layer.0..layer.1"));
  // More stages than layers: a clear failure.
  workbench.setPipeline(views::PipelineSchedule::GPipe, 5, 8);
  QSignalSpy failed(&workbench, &AnnotateWorkbench::partitionFailed);
  workbench.partitionIntoStages();
  QVERIFY(failed.wait(30000));
  QVERIFY2(failed.last().front().toString().contains("4 layer(s)"), qPrintable(failed.last().front().toString()));
  // A new module drops the stages.
  workbench.setModule(mlpBaseline(2));
  QCOMPARE(stages.last().at(1).toInt(), 0);
  QVERIFY(waitForPlan(workbench));
}

// Writes the docs' screenshots when SHARDSCOPE_SCREENSHOT_DIR is set; always checks the
// pages render.
void TestAnnotateWorkbench::screenshots() {
  AnnotateWorkbench workbench;
  workbench.resize(1280, 760);
  const auto module = mlpBaseline(4);
  const MlpNames names = mlpNames(*module);
  session::Mesh mesh;
  mesh.shape = {2, 2};
  mesh.axisNames = {"data", "model"};
  workbench.setMesh(mesh);
  workbench.setModule(module);
  QVERIFY(waitForPlan(workbench));
  // Row→column pinned on the right, Megatron's column→row as the current set.
  workbench.applyShardings({{names.w1, "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"},
                            {names.w2, "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}}, "row→column");
  QVERIFY(waitForPlan(workbench));
  workbench.pinForComparison("Pinned: row→column");
  workbench.applyShardings({{names.w1, "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"},
                            {names.w2, "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}}, "Megatron column→row");
  QVERIFY(waitForPlan(workbench));
  workbench.selectInstruction(names.w1);
  workbench.show();

  const QString directory = qEnvironmentVariable("SHARDSCOPE_SCREENSHOT_DIR");
  const auto save = [&](const QPixmap& pixmap, const QString& file) {
    QVERIFY(!pixmap.isNull());
    if (!directory.isEmpty()) QVERIFY(pixmap.save(QDir(directory).filePath(file)));
  };
  const auto shot = [&](int tab, const QString& file) {
    workbench.tabs()->setCurrentIndex(tab);
    QApplication::processEvents();
    save(workbench.grab(), file);
  };
  shot(0, "annotate-editor.png");
  shot(2, "annotate-cost.png");
  workbench.tracePlayer()->setCurrentStep(3);
  shot(1, "annotate-propagation.png");

  // A rank-3 tensor split on its leading and last dims: small multiples, one panel per
  // block of the leading dim.
  views::TileView tiles;
  tiles.resize(760, 420);
  tiles.setTensor("hidden_states", "f32[2,8,32]", {2, 8, 32},
                  std::get<sharding::HloSharding>(sharding::parseHloSharding("{devices=[2,1,2]0,2,1,3}")), 4);
  tiles.show();
  QApplication::processEvents();
  save(tiles.grab(), "annotate-tiles.png");

  // The baseline graph as the main window shows it (WorkbenchLink's wiring): W1 alone
  // column-parallel on 4 devices, the all-reduce badge on the down projection's output.
  views::GraphLayoutEngine engine;
  const auto waitForLayout = [](views::GraphView& view) {
    QSignalSpy finished(&view, &views::GraphView::layoutFinished);
    return !view.isLayoutPending() || finished.wait(60000);
  };
  {
    AnnotateWorkbench w1Only;
    w1Only.setMesh(lineMesh(4));
    w1Only.setModule(module);
    QVERIFY(waitForPlan(w1Only));
    w1Only.annotate(names.w1, columnParallel(4));
    QVERIFY(waitForPlan(w1Only));
    views::GraphView graph(&engine);
    graph.resize(1100, 760);
    graph.show();
    graph.setModule(module, "baseline (mlp-tp, W1 column-parallel)");
    QVERIFY(waitForLayout(graph));
    graph.expandAll();
    QVERIFY(waitForLayout(graph));
    graph.setEdgeBadges(annotate::collectiveBadges(*w1Only.plan()));
    QCOMPARE(graph.shownEdgeBadges().size(), 1);
    graph.selectInstruction(names.output, true);
    graph.setZoom(0.9);
    graph.selectInstruction(names.output, true);
    QApplication::processEvents();
    save(graph.grab(), "annotate-edge-badges.png");
  }

  // Pipeline stages: four layers in two stages, the graph tinted by stage next to the
  // 1F1B chart fed with the stage costs.
  {
    const auto layered = mlpBaseline(4, 4);
    QWidget pair;
    pair.resize(1500, 860);
    auto* row = new QHBoxLayout(&pair);
    auto* graph = new views::GraphView(&engine, &pair);
    auto* stagesBench = new AnnotateWorkbench(&pair);
    row->addWidget(graph, 5);
    row->addWidget(stagesBench, 6);
    pair.show();
    graph->setModule(layered, "baseline (mlp-tp, 4 layers)");
    QVERIFY(waitForLayout(*graph));
    QObject::connect(stagesBench, &AnnotateWorkbench::pipelineStagesChanged, graph,
                     [graph](const QHash<QString, int>& stageOf, int count) {
                       QHash<QString, QColor> tints;
                       for (auto it = stageOf.constBegin(); it != stageOf.constEnd(); ++it)
                         tints.insert(it.key(), views::stageColor(it.value()));
                       QList<QPair<QString, QColor>> legend;
                       for (int k = 0; k < count; ++k) legend.push_back({QStringLiteral("stage %1").arg(k), views::stageColor(k)});
                       graph->setNodeTints(tints, legend);
                     });
    stagesBench->setModule(layered);
    QVERIFY(waitForPlan(*stagesBench));
    stagesBench->setPipeline(views::PipelineSchedule::OneFOneB, 2, 8);
    QSignalSpy staged(stagesBench, &AnnotateWorkbench::pipelineStagesChanged);
    stagesBench->partitionIntoStages();
    QVERIFY(staged.wait(30000));
    graph->zoomToFit();
    graph->setZoom(graph->zoom() * 0.72);  // room for the legend in the bottom-left corner
    QApplication::processEvents();
    save(pair.grab(), "annotate-stages.png");
  }
}

QTEST_MAIN(TestAnnotateWorkbench)
#include "test_annotate_workbench.moc"
