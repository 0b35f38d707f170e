// The relation inspector, the frontier view and the rank heat map on zoo pairs verified
// in memory: what each shows for replicated, tiled (rank 3), partial and layout values,
// for a missing all-reduce and wrong replica groups, and the per-rank errors of a
// numeric check of a bug case. Every item model runs under QAbstractItemModelTester.
#include "gui/verify_inspection_link.h"
#include "numeric/numeric_check.h"
#include "verify/frontier_explanation.h"
#include "verify/layout_explanation.h"
#include "verify/verifier.h"
#include "views/sharding/tile_view.h"
#include "views/verify/frontier_explainer.h"
#include "views/verify/frontier_tables.h"
#include "views/verify/rank_heatmap.h"
#include "views/verify/relation_device_model.h"
#include "views/verify/relation_groups_view.h"
#include "views/verify/relation_inspector.h"
#include "views/verify/relation_layout_panel.h"
#include "zoo/zoo.h"

#include <QAbstractItemModelTester>
#include <QTableView>
#include <QTest>

#include <functional>
#include <limits>

using namespace shardscope;
using namespace shardscope::views;

namespace {

struct VerifiedCase {
  zoo::ZooCase zooCase;
  verify::VerifyResult result;
};

VerifiedCase verifyZoo(const std::string& name, int64_t devices, zoo::BugKind bug) {
  zoo::ZooRequest request;
  request.name = name;
  request.devices = devices;
  request.bug = bug;
  VerifiedCase c{zoo::generateZooCase(request).zooCase, {}};
  c.result = verify::verifyPair(c.zooCase.baseline, c.zooCase.distributed, {}, {}, {});
  return c;
}

const ir::Instruction& instruction(const ir::Module& module, const std::string& name) {
  const ir::Computation& entry = module.entryComputation();
  const ir::InstructionId id = entry.find(name);
  if (id < 0) qFatal("no instruction %s", name.c_str());
  return entry.instructions[id];
}

// What the link computes for a selection, without a window.
RelationSummary summaryOf(const VerifiedCase& c, const std::string& name) {
  const verify::InstructionStatus& status = c.result.instructions.at(name);
  const ir::Instruction& in = instruction(c.zooCase.distributed, name);
  const ir::Instruction* b = status.baselineCounterpart.empty() ? nullptr : &instruction(c.zooCase.baseline, status.baselineCounterpart);
  std::optional<verify::LayoutExplanation> layout;
  if (status.rule == "layout-bijection") layout = verify::explainLayout(c.zooCase.baseline, c.zooCase.distributed, c.result, name);
  return summarizeRelation(QString::fromStdString(name), QString::fromStdString(in.shape.toString(false)), status,
                           b ? QString::fromStdString(b->shape.toString(false)) : QString(), b ? b->shape.dims : std::vector<int64_t>{}, layout,
                           QString::fromStdString(verify::ruleMeaning(status.rule)));
}

std::string firstWith(const VerifiedCase& c, ir::Opcode opcode, const std::function<bool(const verify::InstructionStatus&)>& accept) {
  for (const ir::Instruction& in : c.zooCase.distributed.entryComputation().instructions)
    if (in.opcode == opcode && accept(c.result.instructions.at(std::string(in.name)))) return std::string(in.name);
  return {};
}

QList<FrontierDetails> frontierOf(const VerifiedCase& c) {
  QList<FrontierDetails> entries;
  for (const verify::FrontierEntry& entry : c.result.frontier)
    entries.append(frontierDetailsFrom(verify::explainFrontierEntry(c.zooCase.baseline, c.zooCase.distributed, c.result, entry)));
  return entries;
}

}  // namespace

class TestVerifyInspectViews : public QObject {
  Q_OBJECT

 private slots:
  void replicatedValue() {
    const VerifiedCase c = verifyZoo("attention-tp", 4, zoo::BugKind::None);
    RelationInspector inspector;
    QAbstractItemModelTester tester(inspector.deviceModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    inspector.setSummary(summaryOf(c, "hidden_states"));
    QCOMPARE(inspector.summary()->kind, RelationKind::Replicated);
    QVERIFY2(inspector.words().startsWith("Replicated: each of the 4 devices holds all of baseline %hidden_states"), qPrintable(inspector.words()));
    QVERIFY(inspector.headline().contains("[replicated]"));
    QVERIFY(inspector.tileView()->tileLayout().has_value());
    QCOMPARE(inspector.tileView()->tileLayout()->blocks.size(), std::size_t{1});
    QCOMPARE(inspector.tileView()->tileLayout()->blocks[0].devices, (std::vector<int64_t>{0, 1, 2, 3}));
    QCOMPARE(inspector.deviceModel()->rowCount(), 4);
    QVERIFY(inspector.groupsView()->isHidden());
    QVERIFY(inspector.layoutPanel()->isHidden());
  }

  void tiledRank3ValueShowsEachDevicesSlice() {
    const VerifiedCase c = verifyZoo("attention-tp", 4, zoo::BugKind::None);
    // The query projection: f32[2,8,32] in the baseline, columns split over 4 devices.
    const std::string name = firstWith(c, ir::Opcode::Dot, [](const verify::InstructionStatus& s) {
      return s.relationValue && s.relationValue->tiles == std::vector<int64_t>{1, 1, 4};
    });
    QVERIFY(!name.empty());
    RelationInspector inspector;
    QAbstractItemModelTester tester(inspector.deviceModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    inspector.setSummary(summaryOf(c, name));
    QCOMPARE(inspector.summary()->kind, RelationKind::Tiled);
    QVERIFY2(inspector.words().contains("cut along dim 2 (32) in 4 blocks of 8"), qPrintable(inspector.words()));
    QVERIFY(inspector.words().contains("Rule dot-sharded: dot: batch and free dims keep their tiles"));
    const auto& tiles = inspector.tileView()->tileLayout();
    QVERIFY(tiles.has_value());
    QCOMPARE(tiles->shape, (std::vector<int64_t>{2, 8, 32}));
    QCOMPARE(tiles->blocks.size(), std::size_t{4});
    for (int64_t d = 0; d < 4; ++d) {
      const TileBlock& block = tiles->blocks[static_cast<std::size_t>(d)];
      QCOMPARE(block.devices, std::vector<int64_t>{d});
      QCOMPARE(block.ranges, (std::vector<std::pair<int64_t, int64_t>>{{0, 2}, {0, 8}, {8 * d, 8 * d + 8}}));
      const QModelIndex slice = inspector.deviceModel()->index(static_cast<int>(d), RelationDeviceModel::SliceColumn);
      QCOMPARE(slice.data().toString(), QStringLiteral("[0:2, 0:8, %1:%2]").arg(8 * d).arg(8 * d + 8));
    }
    QVERIFY(inspector.groupsView()->isHidden());
  }

  void partialInputOfAnAllReduceShowsItsGroup() {
    const VerifiedCase c = verifyZoo("mlp-tp", 4, zoo::BugKind::None);
    const std::string reduced = firstWith(c, ir::Opcode::AllReduce, [](const verify::InstructionStatus& s) { return s.verified; });
    QVERIFY(!reduced.empty());
    const ir::Instruction& allReduce = instruction(c.zooCase.distributed, reduced);
    const std::string input(c.zooCase.distributed.entryComputation().instructions[allReduce.operands[0]].name);
    RelationInspector inspector;
    QAbstractItemModelTester tester(inspector.deviceModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    inspector.setSummary(summaryOf(c, input));
    QCOMPARE(inspector.summary()->kind, RelationKind::Partial);
    QVERIFY2(inspector.words().contains("device 0 + device 1 + device 2 + device 3"), qPrintable(inspector.words()));
    QVERIFY(inspector.words().contains("An all-reduce(sum) over {0,1,2,3} completes it."));
    QCOMPARE(inspector.groupsView()->groups().size(), 1);
    QCOMPARE(inspector.groupsView()->groups()[0].devices, (QList<int64_t>{0, 1, 2, 3}));
    QCOMPARE(inspector.groupsView()->groups()[0].parts.size(), 4);
    QCOMPARE(combinerSign(inspector.groupsView()->combiner()), QStringLiteral("Σ"));
    QVERIFY(!inspector.groupsView()->isHidden());
    // The tile grid: one block, every device a summand of it.
    QVERIFY(inspector.tileView()->tileLayout().has_value());
    QCOMPARE(inspector.tileView()->tileLayout()->partial, int64_t{4});
    QCOMPARE(inspector.deviceModel()->index(2, RelationDeviceModel::GroupColumn).data().toString(), QStringLiteral("{0,1,2,3}"));
  }

  void partialOfTiledAsAnUnreducedSubgroup() {
    // Two tiles along dim 1, each the sum of two parts: groups {0,1} and {2,3}.
    verify::Relation r = verify::Relation::replicated(4, 2);
    r.tiles = {1, 2};
    for (int64_t d = 0; d < 4; ++d) r.index(d, 1) = d / 2;
    r.partial = verify::ReduceOp::Max;
    r.partCount = 2;
    r.part = {0, 1, 0, 1};
    verify::InstructionStatus status;
    status.verified = true;
    status.relation = r.toString();
    status.relationValue = r;
    status.rule = "dot-sharded";
    status.baselineCounterpart.assign(1, 'b');  // (a one-char literal assignment trips GCC 12 bug 105329)
    const RelationSummary s = summarizeRelation("d", "f32[4,3]", status, "f32[4,6]", {4, 6}, std::nullopt);
    QCOMPARE(s.kind, RelationKind::Partial);
    QCOMPARE(s.groups.size(), 2);
    QCOMPARE(s.groups[0].devices, (QList<int64_t>{0, 1}));
    QCOMPARE(s.groups[0].slice, QStringLiteral("[0:4, 0:3]"));
    QCOMPARE(s.groups[1].devices, (QList<int64_t>{2, 3}));
    QCOMPARE(s.groups[1].slice, QStringLiteral("[0:4, 3:6]"));
    QVERIFY(s.words.contains("Partial max"));
    QVERIFY(s.tiling.has_value());
    auto layout = computeTileLayout(*s.tiling, {4, 6}, 4);
    QVERIFY(std::holds_alternative<TileLayout>(layout));
    QCOMPARE(std::get<TileLayout>(layout).partial, int64_t{2});
    QCOMPARE(std::get<TileLayout>(layout).blocks[1].devices, (std::vector<int64_t>{2, 3}));
    // Uneven copies of the parts cannot be drawn as a GSPMD grid: no picture, no guess.
    r.part = {0, 0, 0, 1};
    r.partCount = 2;
    QVERIFY(!tilingOf(r).has_value());
  }

  void layoutValueShowsTheBijection() {
    const VerifiedCase c = verifyZoo("attention-tp", 4, zoo::BugKind::None);
    const std::string name = firstWith(c, ir::Opcode::Reshape, [](const verify::InstructionStatus& s) {
      return s.rule == "layout-bijection" && s.relationValue && s.relationValue->tiles == std::vector<int64_t>{1, 1, 4, 1};
    });
    QVERIFY(!name.empty());
    RelationInspector inspector;
    inspector.setSummary(summaryOf(c, name));
    QCOMPARE(inspector.summary()->kind, RelationKind::Layout);
    QVERIFY2(inspector.words().startsWith("Layout: the reshape(2,8,2,4) of the device's tile"), qPrintable(inspector.words()));
    QVERIFY(!inspector.layoutPanel()->isHidden());
    const QString text = inspector.layoutPanel()->plainText();
    QVERIFY2(text.contains("(i,j,k) --reshape(2,8,8,4)--> (i,j,⊗(dev(k/8),k/4%2),k%4)"), qPrintable(text));
    QVERIFY2(text.contains("(i,j,k%8) --reshape(2,8,2,4)--> (i,j,k/4%2,k%4)"), qPrintable(text));
    QVERIFY(text.contains("ops: none"));
    QVERIFY(text.contains("relation: tiled"));
    // The result's tiling is drawn too: heads split in 4.
    QVERIFY(inspector.tileView()->tileLayout().has_value());
    QCOMPARE(inspector.tileView()->tileLayout()->tilesPerDim, (std::vector<int64_t>{1, 1, 4, 1}));
  }

  void unrelatedValueSaysWhy() {
    const VerifiedCase c = verifyZoo("mlp-tp", 4, zoo::BugKind::WrongReplicaGroups);
    RelationInspector inspector;
    inspector.setSummary(summaryOf(c, c.result.frontier.front().instruction));
    QCOMPARE(inspector.summary()->kind, RelationKind::Unrelated);
    QVERIFY2(inspector.words().contains("all-reduce over {0,1},{2,3} but the partial sum spans {0,1,2,3}"), qPrintable(inspector.words()));
    QVERIFY(inspector.tileView()->isHidden());
    QVERIFY(inspector.deviceTable()->isHidden());
  }

  void frontierOfAMissingAllReduce() {
    const VerifiedCase c = verifyZoo("mlp-tp", 4, zoo::BugKind::MissingAllReduce);
    FrontierExplainer explainer;
    QAbstractItemModelTester inputs(explainer.inputsModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester rules(explainer.rulesModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QList<FrontierDetails> entries = frontierOf(c);
    QCOMPARE(entries.size(), 1);
    entries[0].sourceText = QStringLiteral("h = x + b");  // the window reads the file; here the text is given
    explainer.setEntries(entries);
    QVERIFY(explainer.reasonText().contains("the all-reduce that completes them is missing"));
    QCOMPARE(explainer.sourceText(), QStringLiteral("model.py:%1:  h = x + b").arg(entries[0].sourceLine));
    QCOMPARE(explainer.inputsModel()->rowCount(), 1);
    QCOMPARE(explainer.inputsModel()->index(0, FrontierInputsModel::RelationColumn).data().toString(), QStringLiteral("partial-sum {{0,1,2,3}}"));
    QCOMPARE(explainer.inputsModel()->index(0, FrontierInputsModel::RuleColumn).data().toString(), QStringLiteral("dot-sharded"));
    QVERIFY(explainer.rulesTitle().startsWith("What the rules expected for %add"));
    bool elementwise = false;
    for (int row = 0; row < explainer.rulesModel()->rowCount(); ++row)
      if (explainer.rulesModel()->index(row, FrontierRulesModel::RuleColumn).data().toString() == "elementwise-tiled") {
        elementwise = true;
        QVERIFY(explainer.rulesModel()->index(row, FrontierRulesModel::AnswerColumn).data().toString().contains("partial"));
      }
    QVERIFY(elementwise);
    QVERIFY(!explainer.layoutPanel()->isHidden());  // the carrier is a reshape
  }

  void frontierOfWrongReplicaGroups() {
    const VerifiedCase c = verifyZoo("mlp-tp", 4, zoo::BugKind::WrongReplicaGroups);
    FrontierExplainer explainer;
    QAbstractItemModelTester rules(explainer.rulesModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QList<FrontierDetails> entries = frontierOf(c);
    entries[0].sourceNote = QStringLiteral("parallel_layers.py not found");
    explainer.setEntries(entries);
    QVERIFY(explainer.reasonText().contains("all-reduce over {0,1},{2,3} but the partial sum spans {0,1,2,3}"));
    QVERIFY(explainer.sourceText().startsWith("parallel_layers.py:"));
    QVERIFY(explainer.sourceText().endsWith("(parallel_layers.py not found)"));
    QCOMPARE(explainer.inputsModel()->index(0, FrontierInputsModel::RelationColumn).data().toString(), QStringLiteral("partial-sum {{0,1,2,3}}"));
    QStringList names;
    for (int row = 0; row < explainer.rulesModel()->rowCount(); ++row) {
      names << explainer.rulesModel()->index(row, FrontierRulesModel::RuleColumn).data().toString();
      QVERIFY(!explainer.rulesModel()->index(row, FrontierRulesModel::MeaningColumn).data().toString().isEmpty());
    }
    QVERIFY(names.contains("all-reduce-of-partial"));
    QVERIFY(explainer.layoutPanel()->isHidden());
    QVERIFY(!explainer.showEntry("no-such-instruction"));
    QVERIFY(explainer.showEntry(entries[0].instruction));
  }

  void heatmapOfANumericCheck() {
    zoo::ZooRequest request;
    request.name = "mlp-tp";
    request.devices = 4;
    request.bug = zoo::BugKind::WrongReplicaGroups;
    const zoo::ZooCase zooCase = zoo::generateZooCase(request).zooCase;
    numeric::NumericCheckOptions options;
    options.seed = 7;
    const numeric::NumericCheckResult result = numeric::runNumericCheck(zooCase.baseline, zooCase.distributed, options);
    QVERIFY(result.ok());
    QCOMPARE(result.verdict, numeric::Verdict::Differs);
    QVERIFY(result.firstDivergence.has_value());
    const QList<RankErrorRow> rows = gui::VerifyInspectionLink::rankErrorRows(result);
    QVERIFY(rows.size() >= 2);
    QVERIFY(rows[0].label.startsWith("first divergence %" + QString::fromStdString(result.firstDivergence->instruction)));
    QCOMPARE(rows[0].ranks.size(), 4);
    // Each layer row holds that layer's per-rank errors exactly.
    int layerRow = 1;
    for (const numeric::LayerReport& layer : result.layers) {
      if (layer.ranks.empty()) continue;
      QCOMPARE(rows[layerRow].label, QString::fromStdString(numeric::layerName(layer.layer)) + " layer");
      for (std::size_t r = 0; r < layer.ranks.size(); ++r) {
        QVERIFY(rows[layerRow].ranks[static_cast<int>(r)].known);
        QCOMPARE(rows[layerRow].ranks[static_cast<int>(r)].maxAbsError, layer.ranks[r].error.maxAbsError);
        QCOMPARE(rows[layerRow].ranks[static_cast<int>(r)].passed, layer.ranks[r].passed);
      }
      ++layerRow;
    }
    // The first divergence fails on the ranks the checker names, and only there.
    for (int r = 0; r < 4; ++r) {
      const bool failing = std::find(result.firstDivergence->failingRanks.begin(), result.firstDivergence->failingRanks.end(), r) !=
                           result.firstDivergence->failingRanks.end();
      QCOMPARE(rows[0].ranks[r].passed, !failing);
    }
    QVERIFY(!result.firstDivergence->failingRanks.empty());

    RankHeatmap heatmap;
    QAbstractItemModelTester tester(heatmap.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    heatmap.setEvidence(QStringLiteral("numeric check"), rows);
    QCOMPARE(heatmap.model()->rowCount(), rows.size());
    QCOMPARE(heatmap.model()->columnCount(), 4);
    // A whole-layer cell shows its max abs error, then its max rel error.
    const numeric::LayerReport* whole = nullptr;
    for (const auto& layer : result.layers)
      if (layer.layer == numeric::Layer::Whole) whole = &layer;
    QVERIFY(whole);
    const int wholeRow = static_cast<int>(rows.size()) - 1;
    QCOMPARE(heatmap.model()->index(wholeRow, 1).data(RankHeatmapModel::ValueRole).toDouble(), whole->ranks[1].error.maxAbsError);
    heatmap.setMeasure(RankHeatmapModel::Measure::MaxRel);
    QCOMPARE(heatmap.model()->index(wholeRow, 1).data(RankHeatmapModel::ValueRole).toDouble(), whole->ranks[1].error.maxRelError);
    QCOMPARE(heatmap.model()->index(wholeRow, 1).data(RankHeatmapModel::PassedRole).toBool(), whole->ranks[1].passed);
  }

  void heatColoursOrderByError() {
    // Failing cells get more saturated as the error grows; passing ones stay green.
    QVERIFY(heatColor(1.0, 1.0, false).saturationF() > heatColor(1e-6, 1.0, false).saturationF());
    QVERIFY(heatColor(1e-3, 1.0, true).hueF() > 0.3);
    QVERIFY(heatColor(std::numeric_limits<double>::infinity(), 1.0, false).isValid());
  }
};

QTEST_MAIN(TestVerifyInspectViews)
#include "test_verify_inspect_views.moc"
