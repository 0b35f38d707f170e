// The verifier against the model zoo (issue 6, acceptance): every correct pair of every
// strategy verifies, and every injected bug is not verified with the wrong instruction,
// or a direct consumer of it, on the frontier. Toy size, the llama3-8b small twin and
// two full-size llama3-8b layers of every strategy, with and without layer memoization.
#include "verify/verifier.h"
#include "zoo/strategy.h"
#include "zoo/zoo.h"

#include <QTest>

#include <algorithm>

#include <set>

using namespace shardscope;

namespace {
QString qs(std::string_view text) { return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size())); }

std::string frontierText(const verify::VerifyResult& result) {
  std::string text;
  for (const auto& entry : result.frontier) text += "\n  " + entry.instruction + " (" + entry.opcode + "): " + entry.reason;
  return text;
}
}  // namespace

class TestVerifyZoo : public QObject {
  Q_OBJECT

 private slots:
  void zooCases_data() {
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("small");
    QTest::addColumn<int>("bug");
    QTest::addColumn<bool>("memo");
    QTest::addColumn<bool>("fullSize");
    for (const zoo::Strategy* strategy : zoo::allStrategies()) {
      const QString toy = qs(strategy->name);
      for (const QString& name : {toy, toy + ":llama3-8b"}) {
        const bool small = name != toy;
        for (bool memo : {true, false}) {
          const QString base = name + (small ? " --small" : "") + (memo ? "" : " --no-memo");
          QTest::newRow(qPrintable(base)) << name << small << static_cast<int>(zoo::BugKind::None) << memo << false;
          for (zoo::BugKind bug : strategy->bugs)
            QTest::newRow(qPrintable(base + " --bug " + qs(zoo::bugKindName(bug)))) << name << small << static_cast<int>(bug) << memo << false;
        }
      }
      // The full llama3-8b sizes at TP=8 (two layers, so the suite stays fast; the
      // benchmark runs every layer and llama3.1-405b at TP=32).
      const QString full = toy + ":llama3-8b";
      QTest::newRow(qPrintable(full + " full")) << full << false << static_cast<int>(zoo::BugKind::None) << true << true;
      for (zoo::BugKind bug : strategy->bugs)
        QTest::newRow(qPrintable(full + " full --bug " + qs(zoo::bugKindName(bug)))) << full << false << static_cast<int>(bug) << true << true;
    }
  }

  void zooCases() {
    QFETCH(QString, name);
    QFETCH(bool, small);
    QFETCH(int, bug);
    QFETCH(bool, memo);
    QFETCH(bool, fullSize);
    zoo::ZooRequest request;
    request.name = name.toStdString();
    request.small = small;
    if (fullSize) {
      const zoo::Strategy* strategy = zoo::findStrategy(name.section(':', 0, 0).toStdString());
      request.layers = strategy && strategy->layersPerDevice ? 8 : 2;  // pipeline: one layer per stage
    }
    request.bug = static_cast<zoo::BugKind>(bug);
    zoo::ZooResult generated;
    try {
      generated = zoo::generateZooCase(request);
    } catch (const zoo::ZooError& error) {
      QSKIP(qPrintable(QString("not generated: ") + error.what()));
    }
    verify::VerifyOptions options;
    options.memoizeLayers = memo;
    options.relationsJson = generated.zooCase.relationsJson;  // data-parallel-mean names its world size
    const verify::VerifyResult result = verify::verifyPair(generated.zooCase.baseline, generated.zooCase.distributed, options, {}, {});
    // Without the merge log (the CLI's verify): the same verdict, frontier and statuses,
    // and no event. Toy sizes only, to keep the suite's time.
    if (!small && !fullSize) {
      QVERIFY(!result.trace.empty());
      verify::VerifyOptions untracedOptions = options;
      untracedOptions.recordTrace = false;
      const verify::VerifyResult untraced =
          verify::verifyPair(generated.zooCase.baseline, generated.zooCase.distributed, untracedOptions, {}, {});
      QVERIFY(untraced.trace.empty());
      QCOMPARE(untraced.verdict, result.verdict);
      QCOMPARE(frontierText(untraced), frontierText(result));
      QCOMPARE(untraced.instructions.size(), result.instructions.size());
      for (const auto& [instructionName, status] : result.instructions) {
        const auto it = untraced.instructions.find(instructionName);
        QVERIFY2(it != untraced.instructions.end(), instructionName.c_str());
        QCOMPARE(it->second.verified, status.verified);
        QCOMPARE(it->second.relation, status.relation);
        QCOMPARE(it->second.baselineCounterpart, status.baselineCounterpart);
        QCOMPARE(it->second.rule, status.rule);
      }
    }
    if (request.bug == zoo::BugKind::None) {
      QVERIFY2(result.verdict == verify::Verdict::Equivalent, ("correct pair not verified; frontier:" + frontierText(result)).c_str());
      QVERIFY(result.frontier.empty());
      return;
    }
    // Soundness: an injected bug is never "equivalent", whatever the strategy.
    QVERIFY2(result.verdict == verify::Verdict::NotVerified, "an injected bug was verified equivalent");
    QVERIFY(!result.frontier.empty());
    QVERIFY(generated.zooCase.bug.has_value());
    const std::string wrong = generated.zooCase.bug->instruction;
    const ir::Computation& entry = generated.zooCase.distributed.entryComputation();
    const ir::InstructionId wrongId = entry.find(wrong);
    QVERIFY2(wrongId >= 0, wrong.c_str());
    std::set<std::string> expected{wrong};
    const auto users = entry.users();
    for (ir::InstructionId user : users[wrongId]) expected.insert(std::string(entry.instructions[user].name));
    // wrong-dtype injects a run (convert to bf16, the collective, convert back) and
    // records the collective; the divergence starts at the injected convert before it,
    // which may sit before the layout ops that feed the collective (moe-ep's dispatch).
    if (request.bug == zoo::BugKind::WrongDtype) {
      std::vector<ir::InstructionId> work(entry.instructions[wrongId].operands.begin(), entry.instructions[wrongId].operands.end());
      for (int steps = 0; !work.empty() && steps < 8; ++steps) {
        const ir::Instruction& operand = entry.instructions[work.back()];
        work.pop_back();
        if (operand.opcode == ir::Opcode::Convert && operand.name.find(".spmd.") != std::string_view::npos) expected.insert(std::string(operand.name));
        else if (operand.opcode == ir::Opcode::Reshape || operand.opcode == ir::Opcode::Transpose) work.push_back(operand.operands[0]);
      }
    }
    bool located = false;
    for (const auto& f : result.frontier) located = located || expected.count(f.instruction) > 0;
    QVERIFY2(located, ("injected at " + wrong + ", frontier:" + frontierText(result)).c_str());
    for (const auto& f : result.frontier) {
      QVERIFY(!f.reason.empty());
      QVERIFY(!f.sourceFile.empty());
      QVERIFY(f.sourceLine > 0);
    }
  }

  // The statuses (StatusesByName): one per distributed entry instruction, in name order,
  // each found by name, an unknown name absent and at() throwing for it.
  void statusesAreByName() {
    zoo::ZooRequest request;
    request.name = "llama-layer-tp:llama3-8b";
    request.small = true;
    const zoo::ZooResult generated = zoo::generateZooCase(request);
    const auto result = verify::verifyPair(generated.zooCase.baseline, generated.zooCase.distributed, {}, {}, {});
    const ir::Computation& entry = generated.zooCase.distributed.entryComputation();
    QCOMPARE(result.instructions.size(), entry.instructions.size());
    QVERIFY(std::is_sorted(result.instructions.begin(), result.instructions.end(),
                           [](const auto& a, const auto& b) { return a.first < b.first; }));
    for (const ir::Instruction& in : entry.instructions) {
      const auto it = result.instructions.find(in.name);
      QVERIFY(it != result.instructions.end());
      QCOMPARE(it->first, std::string(in.name));
      QCOMPARE(&result.instructions.at(in.name), &it->second);
      QVERIFY(it->second.verified);
    }
    QCOMPARE(result.instructions.count("no-such-instruction"), std::size_t{0});
    QVERIFY_THROWS_EXCEPTION(std::out_of_range, result.instructions.at("no-such-instruction"));
  }

  void cancellationStops() {
    zoo::ZooRequest request;
    request.name = "llama-layer-tp:llama3-8b";
    request.small = true;
    const zoo::ZooResult generated = zoo::generateZooCase(request);
    CancellationToken token;
    token.cancel();
    QVERIFY_THROWS_EXCEPTION(OperationCancelled, verify::verifyPair(generated.zooCase.baseline, generated.zooCase.distributed, {}, token, {}));
  }

  void memoizationReusesLayers() {
    zoo::ZooRequest request;
    request.name = "llama-layer-tp:llama3-8b";
    request.layers = 6;
    const zoo::ZooResult generated = zoo::generateZooCase(request);
    verify::VerifyOptions memo;
    const auto withMemo = verify::verifyPair(generated.zooCase.baseline, generated.zooCase.distributed, memo, {}, {});
    verify::VerifyOptions plain;
    plain.memoizeLayers = false;
    const auto without = verify::verifyPair(generated.zooCase.baseline, generated.zooCase.distributed, plain, {}, {});
    QCOMPARE(withMemo.verdict, verify::Verdict::Equivalent);
    QCOMPARE(without.verdict, verify::Verdict::Equivalent);
    QVERIFY(withMemo.stats.layersReused >= 4);  // layer 0 differs (its input is a parameter); 2..5 reuse 1
    QCOMPARE(without.stats.layersReused, int64_t{0});
    // Reuse changes how facts are found, never what they are.
    QCOMPARE(withMemo.instructions.size(), without.instructions.size());
    for (const auto& [name, status] : without.instructions) {
      const auto& other = withMemo.instructions.at(name);
      QCOMPARE(other.verified, status.verified);
      QCOMPARE(other.relation, status.relation);
      QCOMPARE(other.baselineCounterpart, status.baselineCounterpart);
    }
  }

};

QTEST_APPLESS_MAIN(TestVerifyZoo)
#include "test_verify_zoo.moc"
