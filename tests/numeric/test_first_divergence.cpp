// Issue 7's first acceptance bullet, localisation half: for every zoo strategy and every
// bug kind it has a site for (the toy case and the llama3-8b --small twin, default device
// count), each correct pair passes with no intermediate blamed, and each injected bug
// differs with its first divergence downstream of the bug (soundness) and, outside the
// documented gaps, at the injected instruction or one of its direct consumers. The
// figure (N of M) is printed. Also the pieces: regular tilings, layout counterparts,
// partial sums through linear ops, layout bugs.
#include "numeric_test_programs.h"
#include "numeric_test_support.h"

#include "numeric/all_to_all_counterpart.h"
#include "numeric/interpreter.h"
#include "numeric/layout_counterpart.h"
#include "numeric/layout_route.h"
#include "numeric/numeric_check.h"
#include "numeric/partial_sum_linearity.h"
#include "numeric/tiling_candidates.h"
#include "zoo/strategy.h"
#include "zoo/zoo.h"

#include "test_support/zoo_case_rows.h"
#include "zoo/mutation.h"

#include "io/hlo_file.h"
#include "ir/call_inlining.h"
#include "io/pair_directory.h"
#include "jax_corpus/jax_corpus.h"
#include "numeric/recorded_arrays.h"
#include "verify/relations_file.h"

#include <QTest>

#include <algorithm>
#include <random>
#include <set>
#include <string>

using namespace shardscope;
using numeric::testing::kPipelineBaseline;
using numeric::testing::kScaledDotBaseline;
using numeric::testing::PipelineBug;
using numeric::testing::pipelineDistributed;
using numeric::testing::scaledDotDistributed;

namespace {

// The wrong instruction and its direct users in the distributed entry computation.
std::set<std::string> acceptableDivergences(const ir::Computation& entry, const std::string& wrong) {
  std::set<std::string> names{wrong};
  const ir::InstructionId wrongId = entry.find(wrong);
  if (wrongId < 0) return names;
  const std::vector<std::vector<ir::InstructionId>> users = entry.users();
  for (ir::InstructionId user : users[wrongId]) names.insert(std::string(entry.instructions[user].name));
  return names;
}

// The wrong instruction and everything computed from it: a sound first divergence is
// one of these (anything else held a correct value).
std::set<std::string> downstreamOf(const ir::Computation& entry, const std::string& wrong) {
  std::set<std::string> names;
  const ir::InstructionId wrongId = entry.find(wrong);
  if (wrongId < 0) return names;
  const std::vector<std::vector<ir::InstructionId>> users = entry.users();
  std::vector<ir::InstructionId> stack{wrongId};
  std::vector<bool> seen(entry.instructions.size(), false);
  seen[wrongId] = true;
  while (!stack.empty()) {
    const ir::InstructionId id = stack.back();
    stack.pop_back();
    names.insert(std::string(entry.instructions[id].name));
    for (ir::InstructionId user : users[id])
      if (!seen[user]) {
        seen[user] = true;
        stack.push_back(user);
      }
  }
  return names;
}

// The wrong instructions (any of several) and their direct users.
std::set<std::string> acceptableDivergences(const ir::Computation& entry, const QStringList& wrong) {
  std::set<std::string> names;
  for (const QString& name : wrong) {
    const std::set<std::string> some = acceptableDivergences(entry, name.toStdString());
    names.insert(some.begin(), some.end());
  }
  return names;
}

const std::string kLayoutPairs = SHARDSCOPE_SOURCE_DIR "/tests/data/verify/layout/";

std::optional<ir::Module> loadModule(const std::string& path) {
  io::LoadResult loaded = io::loadModuleFile(path);
  if (!loaded.ok()) return std::nullopt;
  return std::move(*loaded.module);
}

// SHARDSCOPE_TEST_VERBOSE=1: every compared instruction, for finding why a row fails.
void logChecks(const numeric::NumericCheckResult& result) {
  if (!qEnvironmentVariableIsSet("SHARDSCOPE_TEST_VERBOSE") || result.layers.empty()) return;
  for (const numeric::InstructionCheck& check : result.layers.back().instructions)
    qInfo("  %s %s %s of %s %s", check.instruction.c_str(), check.passed ? "ok" : "FAILS", check.relation.c_str(), check.reference.c_str(),
          check.note.c_str());
}

// The first divergence of a check that differs, or "" (with what happened in `why`).
std::string firstDivergenceOf(const numeric::NumericCheckResult& result, std::string& why) {
  if (result.error) {
    why = result.error->format();
    return "";
  }
  if (result.verdict != numeric::Verdict::Differs) {
    why = "no difference found";
    return "";
  }
  const numeric::LayerReport& whole = result.layers.back();
  if (!whole.firstDivergence) {
    why = "the whole layer reports no first divergence";
    return "";
  }
  why = whole.firstDivergence->relation + " of " + whole.firstDivergence->reference + ": " + whole.firstDivergence->note;
  logChecks(result);
  return whole.firstDivergence->instruction;
}

const numeric::InstructionCheck* findCheck(const numeric::LayerReport& layer, const std::string& name) {
  for (const numeric::InstructionCheck& check : layer.instructions)
    if (check.instruction == name) return &check;
  return nullptr;
}

}  // namespace

class TestFirstDivergence : public QObject {
  Q_OBJECT

 private slots:
  void divergenceAtInjectedBug_data() { testing::addZooCaseRows(); }

  void divergenceAtInjectedBug() {
    QFETCH(QString, name);
    QFETCH(bool, small);
    QFETCH(int, bug);
    const zoo::ZooRequest request = testing::zooCaseRequest(name, small, bug);
    zoo::ZooResult generated;
    try {
      generated = zoo::generateZooCase(request);
    } catch (const zoo::ZooError& error) {
      QSKIP(qPrintable(QString("no site for this bug here: ") + error.what()));
    }
    // The numeric check pairs inputs by number; a case that pairs them by role
    // (data-parallel-mean: another order, a world size) is checked by the verifier only.
    if (!generated.zooCase.relationsJson.empty()) QSKIP("inputs pair by role, which the numeric check does not do");
    const numeric::NumericCheckResult result = numeric::runNumericCheck(generated.zooCase.baseline, generated.zooCase.distributed, {});
    QVERIFY2(!result.error, result.error ? result.error->format().c_str() : "");
    logChecks(result);
    if (request.bug == zoo::BugKind::None) {
      QString failure;
      if (result.verdict != numeric::Verdict::Pass)
        failure = "correct pair differs at " + QString::fromStdString(result.firstDivergence ? result.firstDivergence->instruction : "?");
      // Soundness: in a correct pair no compared intermediate may be blamed.
      for (const numeric::InstructionCheck& check : result.layers.back().instructions)
        if (failure.isEmpty() && !check.passed)
          failure = "correct instruction " + QString::fromStdString(check.instruction) + " blamed (" + QString::fromStdString(check.relation) +
                    " of " + QString::fromStdString(check.reference) + ")";
      expectKnownGap();
      QVERIFY2(failure.isEmpty(), qPrintable(failure));
      return;
    }
    QVERIFY(generated.zooCase.bug.has_value());
    const std::string& wrong = generated.zooCase.bug->instruction;
    QVERIFY2(result.verdict == numeric::Verdict::Differs, qPrintable("injected " + QString::fromStdString(wrong) + " was not detected"));
    const numeric::LayerReport& whole = result.layers.back();
    QCOMPARE(whole.layer, numeric::Layer::Whole);
    QVERIFY2(whole.firstDivergence, "the whole layer reports no first divergence");
    ++bugCases_;
    const ir::Computation& entry = generated.zooCase.distributed.entryComputation();
    const std::string& first = whole.firstDivergence->instruction;
    const bool localised = acceptableDivergences(entry, wrong).count(first) > 0;
    if (localised) ++localised_;
    if (whole.firstDivergence->relation.rfind("per device", 0) == 0) ++perDevice_;
    QString failure;
    if (!downstreamOf(entry, wrong).count(first))
      failure = "first divergence at " + QString::fromStdString(first) + ", which the injected " + QString::fromStdString(wrong) + " does not feed";
    else if (!localised)
      failure = "first divergence at " + QString::fromStdString(whole.firstDivergence->instruction) + " (" +
                QString::fromStdString(whole.firstDivergence->relation) + "), injected at " + QString::fromStdString(wrong);
    expectKnownGap();
    QVERIFY2(failure.isEmpty(), qPrintable(failure));
  }

  // Every even split of each dim, devices in iota order; leftover devices replicate
  // the tiles, tile-major or replica-major.
  void regularTilingsOfAShape() {
    const std::vector<sharding::HloSharding> tilings = numeric::regularTilings({8, 6}, {4, 3}, 8);
    QCOMPARE(tilings.size(), std::size_t{2});
    QCOMPARE(tilings[0].tileDims(), (std::vector<int64_t>{2, 2, 2}));
    QCOMPARE(tilings[0].devices(), (std::vector<int64_t>{0, 1, 2, 3, 4, 5, 6, 7}));
    QCOMPARE(tilings[1].devices(), (std::vector<int64_t>{0, 4, 1, 5, 2, 6, 3, 7}));
    QCOMPARE(numeric::regularTilings({8, 6}, {4, 6}, 2).size(), std::size_t{1});
    QVERIFY(numeric::regularTilings({8, 6}, {3, 6}, 2).empty());   // uneven
    QVERIFY(numeric::regularTilings({8, 6}, {2, 3}, 4).empty());   // 8 tiles on 4 devices
    QVERIFY(numeric::regularTilings({8, 6}, {8, 6}, 4).empty());   // replicated is not a tiling
    QVERIFY(numeric::regularTilings({8, 6}, {4}, 2).empty());      // ranks differ
  }

  // A row tile through a transpose is a column tile of the transposed value; through a
  // reshape that splits the sharded dim it stays a tile of the reshaped value.
  void layoutCounterpartKeepsTheTile_data() {
    QTest::addColumn<QString>("op");
    QTest::addColumn<QList<qint64>>("localResult");
    QTest::addColumn<QList<qint64>>("fullResult");
    QTest::addColumn<QString>("tiling");
    QTest::newRow("transpose") << "%t = f32[6,4] transpose(%a), dimensions={1,0}" << QList<qint64>{6, 4} << QList<qint64>{6, 8}
                               << "{devices=[1,2]<=[2]}";
    QTest::newRow("reshape split") << "%t = f32[2,2,6] reshape(%a)" << QList<qint64>{2, 2, 6} << QList<qint64>{4, 2, 6}
                                   << "{devices=[2,1,1]<=[2]}";
    QTest::newRow("reshape merge") << "%t = f32[24] reshape(%a)" << QList<qint64>{24} << QList<qint64>{48} << "{devices=[2]<=[2]}";
  }

  void layoutCounterpartKeepsTheTile() {
    QFETCH(QString, op);
    QFETCH(QList<qint64>, localResult);
    QFETCH(QList<qint64>, fullResult);
    QFETCH(QString, tiling);
    std::optional<ir::Module> module = numeric::testing::parseModule(
        "HloModule m\n\nENTRY %main (a: f32[4,6]) -> f32[] {\n  %a = f32[4,6] parameter(0)\n  " + op.toStdString() +
        "\n  ROOT %z = f32[] constant(0)\n}\n");
    QVERIFY(module);
    const ir::Computation& entry = module->entryComputation();
    const ir::Instruction& instruction = entry.instructions[entry.find("t")];
    numeric::ElementBudget budget;
    numeric::Value full = budget.makeArray(ir::ElementType::F32, {8, 6});
    for (std::size_t e = 0; e < full.data.size(); ++e) full.data[e] = static_cast<double>(e);
    const numeric::TileRelation rows{sharding::HloSharding::tiled({2, 1}, {0, 1}), {}, numeric::PartialCombine::Sum};
    const std::optional<numeric::LayoutCounterpart> counterpart = numeric::layoutCounterpart(
        instruction, full, rows, std::vector<int64_t>(localResult.begin(), localResult.end()), budget);
    QVERIFY(counterpart);
    QCOMPARE(counterpart->baseline.dims, std::vector<int64_t>(fullResult.begin(), fullResult.end()));
    QCOMPARE(QString::fromStdString(counterpart->relation.tiling.toString(false)), tiling);
    // Each device's result, computed the distributed way, is its tile of the counterpart.
    numeric::Interpreter interpreter(*module, {}, budget);
    std::vector<numeric::Value> results;
    for (int64_t device = 0; device < 2; ++device) {
      const numeric::Value tile = numeric::extractTile(full, rows.tiling, device, budget);
      results.push_back(interpreter.evaluateInstruction(entry, instruction, device, {tile}));
    }
    QVERIFY(numeric::holdsUnderRelation({&results[0], &results[1]}, counterpart->baseline, counterpart->relation,
                                        numeric::Tolerance{}, numeric::NanPolicy::EqualNan));
  }

  // The all-to-all counterpart (expert parallelism's dispatch): each device's simulated
  // result is its tile of the regrouped baseline value, for an operand tiled along the
  // split dim itself (a block transpose) or along another dim, with the group in the
  // tiles' order or reversed (a consistent other layout, flagged as reordering).
  void allToAllCounterpartIsEachDevicesResult_data() {
    QTest::addColumn<QString>("operandTiling");
    QTest::addColumn<QString>("groups");
    QTest::addColumn<QList<qint64>>("localDims");
    QTest::addColumn<bool>("reorders");
    QTest::newRow("along the split dim") << "{devices=[2,1]<=[2]}" << "{{0,1}}" << QList<qint64>{4, 2} << false;
    QTest::newRow("along the split dim, reversed group") << "{devices=[2,1]<=[2]}" << "{{1,0}}" << QList<qint64>{4, 2} << true;
    QTest::newRow("along another dim") << "{devices=[1,2]<=[2]}" << "{{0,1}}" << QList<qint64>{8, 1} << false;
    QTest::newRow("along another dim, reversed group") << "{devices=[1,2]<=[2]}" << "{{1,0}}" << QList<qint64>{8, 1} << true;
  }

  void allToAllCounterpartIsEachDevicesResult() {
    QFETCH(QString, operandTiling);
    QFETCH(QString, groups);
    QFETCH(QList<qint64>, localDims);
    QFETCH(bool, reorders);
    const std::string local = "f32[" + std::to_string(localDims[0]) + "," + std::to_string(localDims[1]) + "]";
    std::optional<ir::Module> module = numeric::testing::parseModule(
        "HloModule m, num_partitions=2\n\nENTRY %main (p: " + local + ") -> " + local + " {\n  %p = " + local +
        " parameter(0), sharding=" + operandTiling.toStdString() + "\n  ROOT %a = " + local +
        " all-to-all(%p), dimensions={0}, replica_groups=" + groups.toStdString() + "\n}\n");
    QVERIFY(module);
    const ir::Computation& entry = module->entryComputation();
    numeric::ElementBudget budget;
    numeric::Value full = budget.makeArray(ir::ElementType::F32, {8, 2});
    for (std::size_t e = 0; e < full.data.size(); ++e) full.data[e] = static_cast<double>(e);
    const sharding::HloSharding tiling = *entry.instructions[entry.find("p")].sharding;
    const numeric::TileRelation operandRelation{tiling, {}, numeric::PartialCombine::Sum};
    const std::optional<numeric::LayoutCounterpart> counterpart =
        numeric::allToAllCounterpart(entry.instructions[entry.root], full, operandRelation, 2, budget);
    QVERIFY(counterpart);
    QCOMPARE(counterpart->reordersDevices, reorders);
    numeric::InterpreterOptions options;
    options.numDevices = 2;
    options.numPartitions = 2;
    numeric::Interpreter interpreter(*module, options, budget);
    const numeric::EntryValues values = interpreter.run(
        {0, 1}, {{numeric::extractTile(full, tiling, 0, budget)}, {numeric::extractTile(full, tiling, 1, budget)}});
    const std::vector<numeric::Value>& results = values.values[entry.root];
    QVERIFY(numeric::holdsUnderRelation({&results[0], &results[1]}, counterpart->baseline, counterpart->relation, numeric::Tolerance{},
                                        numeric::NanPolicy::EqualNan));
  }

  // A strided result (a device digit below a held one) is no tile: nothing is claimed.
  void layoutCounterpartRefusesStridedResults() {
    std::optional<ir::Module> module = numeric::testing::parseModule(
        "HloModule m\n\nENTRY %main (a: f32[4,6]) -> f32[] {\n  %a = f32[4,6] parameter(0)\n"
        "  %t = f32[6,4] transpose(%a), dimensions={1,0}\n  %u = f32[24] reshape(%t)\n  ROOT %z = f32[] constant(0)\n}\n");
    QVERIFY(module);
    const ir::Computation& entry = module->entryComputation();
    numeric::ElementBudget budget;
    numeric::Value full = budget.makeArray(ir::ElementType::F32, {6, 8});
    const numeric::TileRelation columns{sharding::HloSharding::tiled({1, 2}, {0, 1}), {}, numeric::PartialCombine::Sum};
    QVERIFY(!numeric::layoutCounterpart(entry.instructions[entry.find("u")], full, columns, {24}, budget));
  }

  // A partial sum stays a partial sum through linear ops (compared as one); when the
  // all-reduce is missing, its first non-linear use (`out = scaled + r`) differs, and the
  // partial sum's origin (`dot`, whose reduction is missing) is reported first.
  void partialSumIsComparedAsPartialSum() {
    const numeric::NumericCheckResult correct = numeric::testing::checkTexts(kScaledDotBaseline, scaledDotDistributed(true));
    QVERIFY2(!correct.error, correct.error ? correct.error->format().c_str() : "");
    QCOMPARE(correct.verdict, numeric::Verdict::Pass);
    for (const numeric::InstructionCheck& check : correct.layers.back().instructions) QVERIFY2(check.passed, check.instruction.c_str());
    const numeric::InstructionCheck* partial = findCheck(correct.layers.back(), "dot.partial");
    QVERIFY(partial && partial->relation.rfind("partial sum", 0) == 0);

    const numeric::NumericCheckResult buggy = numeric::testing::checkTexts(kScaledDotBaseline, scaledDotDistributed(false));
    QVERIFY(!buggy.error);
    QCOMPARE(buggy.verdict, numeric::Verdict::Differs);
    for (const char* name : {"dot", "scaled"}) {
      const numeric::InstructionCheck* check = findCheck(buggy.layers.back(), name);
      QVERIFY2(check, name);
      QVERIFY2(check->relation.rfind("partial sum", 0) == 0, check->relation.c_str());
    }
    QVERIFY(findCheck(buggy.layers.back(), "scaled")->passed);
    QVERIFY(buggy.layers.back().firstDivergence);
    QCOMPARE(QString::fromStdString(buggy.layers.back().firstDivergence->instruction), QString("dot"));
    QVERIFY2(buggy.layers.back().firstDivergence->note.find("out") != std::string::npos,
             buggy.layers.back().firstDivergence->note.c_str());
  }

  // Which uses keep a partial sum a correct partial sum (so a missing reduction is not
  // blamed there) and which use it as a complete value.
  void partialSumLinearity_data() {
    QTest::addColumn<int>("opcode");
    QTest::addColumn<QList<bool>>("partial");
    QTest::addColumn<bool>("sameGroups");
    QTest::addColumn<bool>("passes");
    const auto row = [](const char* name, ir::Opcode opcode, QList<bool> partial, bool sameGroups, bool passes) {
      QTest::newRow(name) << static_cast<int>(opcode) << partial << sameGroups << passes;
    };
    row("reshape", ir::Opcode::Reshape, {true}, true, true);
    row("all-reduce", ir::Opcode::AllReduce, {true}, true, true);
    row("partial + partial", ir::Opcode::Add, {true, true}, true, true);
    row("partial + partial, other groups", ir::Opcode::Add, {true, true}, false, false);
    row("complete + partial", ir::Opcode::Add, {false, true}, true, false);
    row("partial - complete", ir::Opcode::Subtract, {true, false}, true, false);
    row("partial * complete", ir::Opcode::Multiply, {true, false}, true, true);
    row("partial * partial", ir::Opcode::Multiply, {true, true}, true, false);
    row("partial dot complete", ir::Opcode::Dot, {false, true}, true, true);
    row("partial / complete", ir::Opcode::Divide, {true, false}, true, true);
    row("complete / partial", ir::Opcode::Divide, {false, true}, true, false);
    row("select on complete predicate", ir::Opcode::Select, {false, true, true}, true, true);
    row("select with one partial branch", ir::Opcode::Select, {false, true, false}, true, false);
    row("exp", ir::Opcode::Exp, {true}, true, false);
    row("maximum", ir::Opcode::Maximum, {true, false}, true, false);
    row("no partial operand", ir::Opcode::Exp, {false}, true, true);
  }

  void partialSumLinearity() {
    QFETCH(int, opcode);
    QFETCH(QList<bool>, partial);
    QFETCH(bool, sameGroups);
    QFETCH(bool, passes);
    numeric::OperandSums sums;
    sums.partial.assign(partial.begin(), partial.end());
    sums.arrays = static_cast<int>(partial.size());
    sums.sameGroups = sameGroups;
    QCOMPARE(numeric::passesPartialSums(static_cast<ir::Opcode>(opcode), sums), passes);
  }

  // Where the partial sum is reduced after a linear op (all-reduce sunk past the
  // multiply), nothing is blamed: only a non-linear use of an unreduced sum is.
  void reducedAfterLinearOpIsNotBlamed() {
    std::string sunk = scaledDotDistributed(false);
    const std::string scaled = "  %scaled = f32[4,4] multiply(%dot, %twob)\n";
    const std::size_t at = sunk.find(scaled);
    QVERIFY(at != std::string::npos);
    sunk.replace(at, scaled.size(),
                 "  %scaled.partial = f32[4,4] multiply(%dot, %twob)\n"
                 "  %scaled = f32[4,4] all-reduce(%scaled.partial), replica_groups={{0,1}}, to_apply=%sum\n");
    const numeric::NumericCheckResult result = numeric::testing::checkTexts(kScaledDotBaseline, sunk);
    QVERIFY2(!result.error, result.error ? result.error->format().c_str() : "");
    QCOMPARE(result.verdict, numeric::Verdict::Pass);
    for (const numeric::InstructionCheck& check : result.layers.back().instructions) QVERIFY2(check.passed, check.instruction.c_str());
  }

  // The ROOT-only option gives the same verdict and per-rank flags without relating
  // the intermediates; the first divergence is then the ROOT.
  void rootOnlyGivesTheVerdict() {
    std::optional<ir::Module> baseline = numeric::testing::parseModule(kScaledDotBaseline, "baseline.hlo");
    std::optional<ir::Module> buggy = numeric::testing::parseModule(scaledDotDistributed(false), "distributed.hlo");
    std::optional<ir::Module> correct = numeric::testing::parseModule(scaledDotDistributed(true), "distributed.hlo");
    QVERIFY(baseline && buggy && correct);
    numeric::NumericCheckOptions options;
    options.layers = {numeric::Layer::Whole};
    options.compareIntermediates = false;
    const numeric::NumericCheckResult pass = numeric::runNumericCheck(*baseline, *correct, options);
    QVERIFY(!pass.error);
    QCOMPARE(pass.verdict, numeric::Verdict::Pass);
    const numeric::NumericCheckResult differs = numeric::runNumericCheck(*baseline, *buggy, options);
    QVERIFY(!differs.error);
    QCOMPARE(differs.verdict, numeric::Verdict::Differs);
    QCOMPARE(differs.layers.back().instructions.size(), std::size_t{1});
    QVERIFY(differs.firstDivergence);
    QCOMPARE(QString::fromStdString(differs.firstDivergence->instruction), QString("out"));
    QCOMPARE(differs.layers.back().ranks.size(), std::size_t{2});
  }

  // A transpose only the distributed program makes, feeding a paired op that then
  // differs, is reported first; one that is undone before any paired use is not.
  void layoutBugIsReportedAtTheLayoutOp() {
    const std::string baseline = "HloModule b\n\nENTRY %main (p: f32[4,4]) -> f32[4,4] {\n  %p = f32[4,4] parameter(0)\n"
                                 "  %y = f32[4,4] negate(%p)\n  ROOT %out = f32[4,4] exponential(%y)\n}\n";
    const std::string buggy = "HloModule d, num_partitions=2\n\nENTRY %main (p: f32[4,4]) -> f32[4,4] {\n"
                              "  %p = f32[4,4] parameter(0), sharding={replicated}\n  %p.t = f32[4,4] transpose(%p), dimensions={1,0}\n"
                              "  %y = f32[4,4] negate(%p.t)\n  ROOT %out = f32[4,4] exponential(%y), sharding={replicated}\n}\n";
    const numeric::NumericCheckResult result = numeric::testing::checkTexts(baseline, buggy);
    QVERIFY(!result.error);
    QCOMPARE(result.verdict, numeric::Verdict::Differs);
    QVERIFY(result.layers.back().firstDivergence);
    QCOMPARE(QString::fromStdString(result.layers.back().firstDivergence->instruction), QString("p.t"));
    QVERIFY(result.layers.back().firstDivergence->note.find("y") != std::string::npos);

    const std::string undone = "HloModule d, num_partitions=2\n\nENTRY %main (p: f32[4,4]) -> f32[4,4] {\n"
                               "  %p = f32[4,4] parameter(0), sharding={replicated}\n  %p.t = f32[4,4] transpose(%p), dimensions={1,0}\n"
                               "  %y.t = f32[4,4] negate(%p.t)\n  %y = f32[4,4] transpose(%y.t), dimensions={1,0}\n"
                               "  ROOT %out = f32[4,4] exponential(%y), sharding={replicated}\n}\n";
    const numeric::NumericCheckResult fine = numeric::testing::checkTexts(baseline, undone);
    QVERIFY(!fine.error);
    QCOMPARE(fine.verdict, numeric::Verdict::Pass);
    for (const numeric::InstructionCheck& check : fine.layers.back().instructions) QVERIFY2(check.passed, check.instruction.c_str());
  }

  // Per-device values (needed_device_values.h): a pipeline stage holds another baseline
  // value on every device, which no relation describes. A misrouted or narrowed
  // collective-permute is reported where the value a device needed was lost, with that
  // device's error against the value; a correct pipeline blames nothing.
  void pipelineLossIsReportedAtThePermute_data() {
    QTest::addColumn<int>("bug");
    QTest::addColumn<QString>("expected");
    QTest::addColumn<QList<qint64>>("lostOn");
    QTest::newRow("correct") << static_cast<int>(PipelineBug::None) << QString() << QList<qint64>{};
    // Stage 2 needs microbatch 0 after stage 1, held by device 1, but receives nothing;
    // device 1 needs microbatch 1 after stage 0, held by device 0, but gets device 2's.
    QTest::newRow("pairs run backwards") << static_cast<int>(PipelineBug::BackwardPermute) << "state.1" << QList<qint64>{1, 2};
    QTest::newRow("sent in bf16") << static_cast<int>(PipelineBug::Bf16Permute) << "p.1" << QList<qint64>{1, 2};
  }

  void pipelineLossIsReportedAtThePermute() {
    QFETCH(int, bug);
    QFETCH(QString, expected);
    QFETCH(QList<qint64>, lostOn);
    const numeric::NumericCheckResult result = numeric::testing::checkTexts(kPipelineBaseline, pipelineDistributed(static_cast<PipelineBug>(bug)));
    QVERIFY2(!result.error, result.error ? result.error->format().c_str() : "");
    const numeric::LayerReport& whole = result.layers.back();
    if (expected.isEmpty()) {
      QCOMPARE(result.verdict, numeric::Verdict::Pass);
      for (const numeric::InstructionCheck& check : whole.instructions) QVERIFY2(check.passed, check.instruction.c_str());
      return;
    }
    QCOMPARE(result.verdict, numeric::Verdict::Differs);
    QVERIFY(whole.firstDivergence);
    const numeric::InstructionCheck& first = *whole.firstDivergence;
    QCOMPARE(QString::fromStdString(first.instruction), expected);
    QVERIFY2(first.note.find("needs baseline %h.") != std::string::npos, first.note.c_str());
    // The ranks that lost a needed value carry their error against it; the others were
    // not compared at this instruction.
    QCOMPARE(first.ranks.size(), std::size_t{3});
    QCOMPARE(first.failingRanks, std::vector<int64_t>(lostOn.begin(), lostOn.end()));
    double largest = 0;
    for (const numeric::RankCheck& rank : first.ranks) {
      const bool lost = lostOn.contains(rank.rank);
      QCOMPARE(rank.compared, lost);
      QCOMPARE(rank.passed, !lost);
      if (lost) QVERIFY(rank.error.maxAbsError > 0);
      largest = std::max(largest, rank.error.maxAbsError);
    }
    QCOMPARE(first.error.maxAbsError, largest);
    // Only the ROOT and the reported permute fail: nothing before it is blamed.
    for (const numeric::InstructionCheck& check : whole.instructions)
      if (check.instruction != first.instruction && check.instruction != "out") QVERIFY2(check.passed, check.instruction.c_str());
  }

  // Issue 9: an intermediate first divergence keeps its errors rank by rank (here the
  // origin of an unreduced partial sum, with its consumer's errors).
  void intermediateDivergenceKeepsPerRankErrors() {
    const numeric::NumericCheckResult buggy = numeric::testing::checkTexts(kScaledDotBaseline, scaledDotDistributed(false));
    QVERIFY(!buggy.error && buggy.firstDivergence);
    const numeric::InstructionCheck& first = *buggy.firstDivergence;
    QCOMPARE(QString::fromStdString(first.instruction), QString("dot"));
    QCOMPARE(first.ranks.size(), std::size_t{2});
    double largestAbs = 0, largestRel = 0;
    for (std::size_t r = 0; r < first.ranks.size(); ++r) {
      const numeric::RankCheck& rank = first.ranks[r];
      QCOMPARE(rank.rank, static_cast<int64_t>(r));
      QVERIFY(rank.compared);
      QCOMPARE(rank.passed, std::find(first.failingRanks.begin(), first.failingRanks.end(), rank.rank) == first.failingRanks.end());
      QVERIFY(rank.error.compared > 0);
      largestAbs = std::max(largestAbs, rank.error.maxAbsError);
      largestRel = std::max(largestRel, rank.error.maxRelError);
    }
    QCOMPARE(first.error.maxAbsError, largestAbs);
    QCOMPARE(first.error.maxRelError, largestRel);
    QVERIFY(!first.failingRanks.empty());
    // A passing intermediate keeps its per-rank errors too.
    const numeric::NumericCheckResult correct = numeric::testing::checkTexts(kScaledDotBaseline, scaledDotDistributed(true));
    const numeric::InstructionCheck* partial = findCheck(correct.layers.back(), "dot.partial");
    QVERIFY(partial);
    QCOMPARE(partial->ranks.size(), std::size_t{2});
    for (const numeric::RankCheck& rank : partial->ranks) QVERIFY(rank.compared && rank.passed && rank.error.compared == 16);
  }

  // The verifier's layout bijection, as the numeric check uses it (layout_route.h): L(b)
  // is b's elements in the held order; a route read against a reshape of its source; the
  // route after a distributed transpose.
  void layoutRouteAlgebra() {
    numeric::ElementBudget budget;
    numeric::Value b = budget.makeArray(ir::ElementType::F32, {4, 2, 3});
    for (std::size_t e = 0; e < b.data.size(); ++e) b.data[e] = static_cast<double>(e);
    verify::LayoutBijection route = verify::LayoutBijection::identity({4, 2, 3});
    QVERIFY(route.apply(layout::LayoutOp::transpose({1, 0, 2})));
    QVERIFY(route.apply(layout::LayoutOp::reshape({8, 3})));
    const std::optional<numeric::Value> held = numeric::applyBijection(route, b, budget);
    QVERIFY(held);
    QCOMPARE(held->dims, (std::vector<int64_t>{8, 3}));
    // Row r = (j, i) of the held value is b[i][j]: rows 0..3 are j = 0.
    for (int64_t j = 0; j < 2; ++j)
      for (int64_t i = 0; i < 4; ++i)
        for (int64_t k = 0; k < 3; ++k) QCOMPARE(held->data[(j * 4 + i) * 3 + k], b.data[(i * 2 + j) * 3 + k]);
    // Against the baseline's own reshape of b to (8, 3) the same order is a permutation of rows.
    const std::optional<verify::LayoutBijection> rebased = numeric::rebased(route, {8, 3});
    QVERIFY(rebased && !rebased->isIdentity() && rebased->source == (std::vector<int64_t>{8, 3}));
    numeric::Value flat = budget.makeArray(ir::ElementType::F32, {8, 3});
    flat.data = b.data;
    const std::optional<numeric::Value> again = numeric::applyBijection(*rebased, flat, budget);
    QVERIFY(again && again->data == held->data);
    // Undone by the inverse transpose: the identity, an ordinary fact again.
    std::optional<ir::Module> module = numeric::testing::parseModule(
        "HloModule m\n\nENTRY %main (a: f32[2,4,3]) -> f32[4,2,3] {\n  %a = f32[2,4,3] parameter(0)\n"
        "  ROOT %t = f32[4,2,3] transpose(%a), dimensions={1,0,2}\n}\n");
    QVERIFY(module);
    verify::LayoutBijection transposed = verify::LayoutBijection::identity({4, 2, 3});
    QVERIFY(transposed.apply(layout::LayoutOp::transpose({1, 0, 2})));
    const ir::Computation& entry = module->entryComputation();
    const std::optional<verify::LayoutBijection> back = numeric::afterLayoutOp(transposed, entry.instructions[entry.root], {4, 2, 3});
    QVERIFY(back && back->isIdentity());
  }

  // Issue 19: values reached by another layout route than the baseline's (seed 000 §3.1's
  // transpose before a reshape, a unit dim, heads transposed, Figure 10) are compared
  // through their layout bijection: a correct pair blames nothing, and a bug is reported
  // at the instruction the verifier names or its direct consumer.
  void layoutRoutePairs_data() {
    QTest::addColumn<QString>("baseline");
    QTest::addColumn<QString>("distributed");
    QTest::addColumn<QString>("wrong");  // empty: a correct pair
    QTest::newRow("3.1 undone") << "seed31_baseline" << "seed31_undone" << "";
    QTest::newRow("3.1 not undone") << "seed31_baseline" << "seed31_not_undone" << "t";
    QTest::newRow("unit dim direct") << "unit_dim_baseline" << "unit_dim_direct" << "";
    QTest::newRow("unit dim undone") << "unit_dim_baseline" << "unit_dim_undone" << "";
    QTest::newRow("unit dim wrong") << "unit_dim_baseline" << "unit_dim_wrong" << "t";
    QTest::newRow("row sums transposed") << "rowsum_baseline" << "rowsum_transposed" << "";
    QTest::newRow("softmax transposed") << "softmax_baseline" << "softmax_transposed" << "";
    QTest::newRow("softmax wrong divisor") << "softmax_baseline" << "softmax_wrong_divisor" << "p";
    QTest::newRow("figure 10 aligned") << "figure10_baseline" << "figure10_aligned" << "";
    QTest::newRow("figure 10 misaligned") << "figure10_baseline" << "figure10_misaligned" << "sum";
    QTest::newRow("heads transposed") << "heads_baseline" << "heads_transposed" << "";
    QTest::newRow("heads and head_dim before the sequence") << "heads_baseline" << "heads_transposed_sd" << "";
    QTest::newRow("heads paired with head_dim") << "heads_baseline" << "heads_wrong_pairing" << "t";
    // The projection meets two routed operands (the context transposed, the weight reshaped):
    // it is the frontier itself, not the context's transpose, which the weight's bug does
    // not feed (heads-transposed `wrong-transpose` in the zoo).
    QTest::newRow("heads: both operands routed") << "heads_baseline" << "heads_weight_transposed" << "";
    QTest::newRow("heads: weight not transposed") << "heads_baseline" << "heads_weight_untransposed" << "wt";
  }

  void layoutRoutePairs() {
    QFETCH(QString, baseline);
    QFETCH(QString, distributed);
    QFETCH(QString, wrong);
    const std::optional<ir::Module> base = loadModule(kLayoutPairs + baseline.toStdString() + ".hlo");
    const std::optional<ir::Module> dist = loadModule(kLayoutPairs + distributed.toStdString() + ".hlo");
    QVERIFY(base && dist);
    const numeric::NumericCheckResult result = numeric::runNumericCheck(*base, *dist, {});
    QVERIFY2(!result.error, result.error ? result.error->format().c_str() : "");
    if (wrong.isEmpty()) {
      QVERIFY2(result.verdict == numeric::Verdict::Pass,
               qPrintable("correct pair differs at " + QString::fromStdString(result.firstDivergence ? result.firstDivergence->instruction : "?")));
      for (const numeric::InstructionCheck& check : result.layers.back().instructions)
        QVERIFY2(check.passed, qPrintable("correct instruction " + QString::fromStdString(check.instruction) + " blamed (" +
                                          QString::fromStdString(check.relation) + " of " + QString::fromStdString(check.reference) + ")"));
      return;
    }
    std::string why;
    const std::string first = firstDivergenceOf(result, why);
    ++routeCases_;
    const ir::Computation& entry = dist->entryComputation();
    const bool localised = acceptableDivergences(entry, wrong.toStdString()).count(first) > 0;
    if (localised) ++routeLocalised_;
    QVERIFY2(localised, qPrintable("first divergence at " + QString::fromStdString(first.empty() ? "(none)" : first) + " (" +
                                   QString::fromStdString(why) + "), wrong: " + wrong));
  }

  // Layout mutants (zoo/mutation.h: a transpose permutation changed or inserted, a
  // reshape split in the other order, a unit-dim route) of correct zoo pairs: each one
  // that differs is reported downstream of the mutation (soundness) and at it or a
  // direct consumer.
  void layoutRouteMutants_data() {
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("seed");
    for (const char* name : {"mlp-tp", "attention-tp", "llama-layer-tp", "sequence-parallel", "fsdp"})
      for (zoo::MutationKind kind : {zoo::MutationKind::TransposePermutation, zoo::MutationKind::ReshapeSplitOrder, zoo::MutationKind::UnitDimRoute})
        for (int seed = 0; seed < 3; ++seed)
          QTest::newRow(qPrintable(QString("%1 %2 %3").arg(name).arg(QString::fromUtf8(zoo::mutationKindName(kind).data())).arg(seed)))
              << QString(name) << static_cast<int>(kind) << seed;
  }

  void layoutRouteMutants() {
    QFETCH(QString, name);
    QFETCH(int, kind);
    QFETCH(int, seed);
    zoo::ZooRequest request;
    request.name = name.toStdString();
    zoo::ZooResult generated;
    try {
      generated = zoo::generateZooCase(request);
    } catch (const zoo::ZooError& error) {
      QSKIP(error.what());
    }
    std::mt19937_64 random(static_cast<uint64_t>(seed) * 7919 + 17);
    std::optional<zoo::MutatedModule> mutated = zoo::mutateModule(generated.zooCase.distributed, static_cast<zoo::MutationKind>(kind), random);
    if (!mutated) QSKIP("no site");
    const numeric::NumericCheckResult result = numeric::runNumericCheck(generated.zooCase.baseline, mutated->module, {});
    QVERIFY2(!result.error, result.error ? result.error->format().c_str() : "");
    if (result.verdict == numeric::Verdict::Pass) QSKIP(qPrintable("the mutant computes the same values: " + QString::fromStdString(mutated->mutation.description)));
    std::string why;
    const std::string first = firstDivergenceOf(result, why);
    ++mutantCases_;
    const ir::Computation& entry = mutated->module.entryComputation();
    QVERIFY2(downstreamOf(entry, mutated->mutation.instruction).count(first),
             qPrintable("first divergence at " + QString::fromStdString(first) + ", which the mutation " +
                        QString::fromStdString(mutated->mutation.description) + " does not feed"));
    const bool localised = acceptableDivergences(entry, mutated->mutation.instruction).count(first) > 0;
    if (localised) ++mutantLocalised_;
    expectKnownGap();
    QVERIFY2(localised, qPrintable("first divergence at " + QString::fromStdString(first) + " (" + QString::fromStdString(why) +
                                   "), mutation " + QString::fromStdString(mutated->mutation.description)));
  }

  // Every bug pair of the JAX corpus (tests/data/jax-corpus, or SHARDSCOPE_JAX_CORPUS_DIR)
  // on the inputs XLA ran: the first divergence is one of the bug's instructions
  // (manifest's frontier_any_of) or a direct consumer of one.
  // The correct pairs of the JAX corpus on XLA's inputs: nothing compared before the
  // ROOT is blamed (pairing by congruence and routes must not invent a divergence).
  void jaxCorpusCorrectPairs_data() {
    QTest::addColumn<int>("index");
    int rows = 0;
    for (std::size_t i = 0; i < jaxPairs_.size(); ++i)
      if (jaxPairs_[i].equivalent) QTest::newRow(qPrintable(jaxPairs_[i].id)) << static_cast<int>(i), ++rows;
    if (rows == 0) QTest::newRow("no corpus") << -1;
  }

  void jaxCorpusCorrectPairs() {
    QFETCH(int, index);
    if (index < 0) QSKIP("no JAX corpus manifest");
    const numeric::NumericCheckResult result = checkJaxPair(jaxPairs_[static_cast<std::size_t>(index)]);
    QVERIFY2(!result.error, result.error ? result.error->format().c_str() : "");
    logChecks(result);
    QString failure;
    for (const numeric::InstructionCheck& check : result.layers.back().instructions)
      if (failure.isEmpty() && !check.passed)
        failure = "correct instruction " + QString::fromStdString(check.instruction) + " blamed (" + QString::fromStdString(check.relation) +
                  " of " + QString::fromStdString(check.reference) + "): " + QString::fromStdString(check.note);
    expectKnownGap();
    QVERIFY2(failure.isEmpty(), qPrintable(failure));
  }

  void jaxCorpusBugs_data() {
    QTest::addColumn<int>("index");
    int rows = 0;
    for (std::size_t i = 0; i < jaxPairs_.size(); ++i)
      if (!jaxPairs_[i].equivalent) QTest::newRow(qPrintable(jaxPairs_[i].id)) << static_cast<int>(i), ++rows;
    if (rows == 0) QTest::newRow("no corpus") << -1;
  }

  void jaxCorpusBugs() {
    QFETCH(int, index);
    if (index < 0) QSKIP("no JAX corpus manifest");
    const testing::JaxCorpusPair& pair = jaxPairs_[static_cast<std::size_t>(index)];
    const numeric::NumericCheckResult result = checkJaxPair(pair);
    const std::optional<ir::Module> dist = loadModule((pair.directory + "/distributed.hlo").toStdString());
    QVERIFY(dist);
    std::string why;
    const std::string first = firstDivergenceOf(result, why);
    ++jaxCases_;
    // The bug's instructions lie in the shard_map body: their direct consumers are those of
    // the entry with its calls inlined, as the check compares it.
    const ir::Module inlined = ir::inlineEntryCalls(*dist);
    const bool localised = acceptableDivergences(inlined.entryComputation(), pair.frontierAnyOf).count(first) > 0;
    if (localised) ++jaxLocalised_;
    expectKnownGap();
    QVERIFY2(localised, qPrintable("first divergence at " + QString::fromStdString(first.empty() ? "(none)" : first) + " (" +
                                   QString::fromStdString(why) + "), bug at any of " + pair.frontierAnyOf.join(", ")));
  }

  // Every known gap names a row of this test.
  void knownGapsNameRows() {
    for (auto it = knownGaps_.cbegin(); it != knownGaps_.cend(); ++it)
      QVERIFY2(it.key().contains('/') && !it.value().isEmpty(), qPrintable("first_divergence_known_gaps.tsv: " + it.key() + " needs function/row and a reason"));
  }

  void cleanupTestCase() {
    qInfo("layout-route pairs: %d of %d bugs localised; layout mutants: %d of %d; JAX corpus bugs: %d of %d", routeLocalised_,
          routeCases_, mutantLocalised_, mutantCases_, jaxLocalised_, jaxCases_);
    qInfo("first divergence at the injected instruction or a direct consumer: %d of %d bug cases (%d found by following "
          "per-device needed values)",
          localised_, bugCases_, perDevice_);
  }

 private:
  int bugCases_ = 0;
  int localised_ = 0;
  int perDevice_ = 0;
  int routeCases_ = 0, routeLocalised_ = 0;
  int mutantCases_ = 0, mutantLocalised_ = 0;
  int jaxCases_ = 0, jaxLocalised_ = 0;
  std::vector<testing::JaxCorpusPair> jaxPairs_ = testing::readJaxCorpus();
  // Rows whose first divergence is not yet where it belongs, with why
  // (first_divergence_known_gaps.tsv, `function/row<TAB>reason`): such a row is an
  // expected failure, and one that starts holding is an XPASS, which fails.
  QHash<QString, QString> knownGaps_ =
      testing::readKnownFailures(QStringLiteral(SHARDSCOPE_SOURCE_DIR "/tests/numeric/first_divergence_known_gaps.tsv"));

  // The numeric check of a JAX corpus pair on the inputs XLA ran, its output relation from
  // relations.json; a pair that does not load is the result's error.
  static numeric::NumericCheckResult checkJaxPair(const testing::JaxCorpusPair& pair) {
    numeric::NumericCheckResult failed;
    failed.error = Diagnostic{Severity::Error, pair.directory.toStdString(), 0, 0, "the pair does not load"};
    const std::optional<ir::Module> base = loadModule((pair.directory + "/baseline.hlo").toStdString());
    const std::optional<ir::Module> dist = loadModule((pair.directory + "/distributed.hlo").toStdString());
    io::PairDirectoryRead directory = io::readPairDirectory(pair.directory.toStdString());
    if (!base || !dist || !directory.ok()) return failed;
    numeric::RecordedArraysRead arrays = numeric::readRecordedArrays(*directory.pair);
    if (!arrays.ok()) return failed;
    numeric::NumericCheckOptions options;
    const std::string relations = directory.pair->relationsPath();
    if (!relations.empty()) {
      options.relationsJson = testing::readPairText(QString::fromStdString(relations));
      options.outputShardings = verify::parseRelationsFile(options.relationsJson).output;
    }
    return numeric::runNumericCheckOnInputs(*base, *dist, std::move(arrays.run->inputs), options);
  }

  void expectKnownGap() {
    const QString key = QString(QTest::currentTestFunction()) + "/" + QTest::currentDataTag();
    if (knownGaps_.contains(key)) QEXPECT_FAIL("", qPrintable(knownGaps_.value(key)), Abort);
  }
};

QTEST_APPLESS_MAIN(TestFirstDivergence)
#include "test_first_divergence.moc"
