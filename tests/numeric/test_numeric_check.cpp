// The numeric cross-check engine end to end: the example pair passes every layer;
// injected bugs differ with the first divergence at the bug or its direct consumer;
// the layers tell communication bugs from computation bugs; bad input is a positioned
// error; the element cap refuses big programs.
#include "numeric_test_support.h"

#include <QFile>
#include <QTest>

#include <algorithm>

using namespace shardscope;
using namespace shardscope::numeric;

namespace {

const std::string kExampleDir = std::string(SHARDSCOPE_SOURCE_DIR) + "/resources/examples/mlp-tp2/";

std::string readFile(const std::string& path) {
  QFile file(QString::fromStdString(path));
  if (!file.open(QIODevice::ReadOnly)) return {};
  return file.readAll().toStdString();
}

std::string replaced(std::string text, const std::string& from, const std::string& to) {
  const std::size_t at = text.find(from);
  if (at != std::string::npos) text.replace(at, from.size(), to);
  return text;
}

NumericCheckResult check(const std::string& baselineText, const std::string& distributedText, NumericCheckOptions options = {}) {
  std::optional<ir::Module> baseline = testing::parseModule(baselineText, "baseline.hlo");
  std::optional<ir::Module> distributed = testing::parseModule(distributedText, "distributed.hlo");
  if (!baseline || !distributed) {
    NumericCheckResult failed;
    failed.error = Diagnostic{Severity::Error, "test", 0, 0, "did not parse"};
    return failed;
  }
  return runNumericCheck(*baseline, *distributed, options);
}

const LayerReport* layer(const NumericCheckResult& result, Layer which) {
  for (const LayerReport& report : result.layers)
    if (report.layer == which) return &report;
  return nullptr;
}

// A Megatron MLP at TP=4 whose output stays tiled by rows: reduce-scatter instead of
// all-reduce, the ROOT sharding says how the result is split.
const char* kTp4Baseline = R"(HloModule mlp4
ENTRY %main (x: f32[4,8], w1: f32[8,16], w2: f32[16,8]) -> f32[4,8] {
  %x = f32[4,8] parameter(0)
  %w1 = f32[8,16] parameter(1)
  %w2 = f32[16,8] parameter(2)
  %h = f32[4,16] dot(%x, %w1), lhs_contracting_dims={1}, rhs_contracting_dims={0}, metadata={source_file="mlp.py" source_line=3}
  %t = f32[4,16] tanh(%h), metadata={source_file="mlp.py" source_line=4}
  ROOT %y = f32[4,8] dot(%t, %w2), lhs_contracting_dims={1}, rhs_contracting_dims={0}, metadata={source_file="mlp.py" source_line=5}
}
)";

const char* kTp4Distributed = R"(HloModule mlp4_tp4, num_partitions=4
%sum (a: f32[], b: f32[]) -> f32[] {
  %a = f32[] parameter(0)
  %b = f32[] parameter(1)
  ROOT %s = f32[] add(%a, %b)
}
ENTRY %main (x: f32[4,8], w1: f32[8,4], w2: f32[4,8]) -> f32[1,8] {
  %x = f32[4,8] parameter(0), sharding={replicated}
  %w1 = f32[8,4] parameter(1), sharding={devices=[1,4]0,1,2,3}
  %w2 = f32[4,8] parameter(2), sharding={devices=[4,1]0,1,2,3}
  %h = f32[4,4] dot(%x, %w1), lhs_contracting_dims={1}, rhs_contracting_dims={0}, metadata={source_file="mlp.py" source_line=3}
  %t = f32[4,4] tanh(%h), metadata={source_file="mlp.py" source_line=4}
  %partial = f32[4,8] dot(%t, %w2), lhs_contracting_dims={1}, rhs_contracting_dims={0}, metadata={source_file="mlp.py" source_line=5}
  ROOT %y = f32[1,8] reduce-scatter(%partial), channel_id=1, replica_groups={{0,1,2,3}}, use_global_device_ids=true, dimensions={0}, to_apply=%sum, sharding={devices=[4,1]0,1,2,3}, metadata={source_file="mlp.py" source_line=5}
}
)";

}  // namespace

class TestNumericCheck : public QObject {
  Q_OBJECT

 private slots:
  void exampleMlpPassesThroughTheZooSlot() {
    const QString message = testing::checkTwinPair(kExampleDir + "baseline.hlo", kExampleDir + "distributed.hlo", {});
    QVERIFY2(message.isEmpty(), qPrintable(message));
  }

  void exampleMlpPassesEveryLayerOnEveryRank() {
    const NumericCheckResult result = check(readFile(kExampleDir + "baseline.hlo"), readFile(kExampleDir + "distributed.hlo"));
    QVERIFY(result.ok());
    QCOMPARE(result.verdict, Verdict::Pass);
    QCOMPARE(result.numDevices, int64_t{2});
    QCOMPARE(result.layers.size(), std::size_t{3});
    for (const LayerReport& report : result.layers) {
      QVERIFY(report.passed);
      QCOMPARE(report.ranks.size(), std::size_t{2});
      for (const RankCheck& rank : report.ranks) QVERIFY(rank.passed);
    }
    // The intermediates were related to the baseline, not skipped.
    const LayerReport* whole = layer(result, Layer::Whole);
    QVERIFY(std::any_of(whole->instructions.begin(), whole->instructions.end(),
                        [](const InstructionCheck& c) { return c.instruction == "a" && c.relation.starts_with("tiled"); }));
    QVERIFY(!result.firstDivergence);
  }

  void injectedBugsDifferAtTheBug_data() {
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::addColumn<QStringList>("divergenceAt");
    QTest::addColumn<bool>("commLayerPasses");
    QTest::newRow("all-reduce over singleton groups") << "replica_groups={{0,1}}" << "replica_groups={{0},{1}}" << QStringList{"y"} << true;
    QTest::newRow("relu became min") << "%a = f32[8,16]{1,0} maximum" << "%a = f32[8,16]{1,0} minimum" << QStringList{"a", "partial"} << true;
    QTest::newRow("all-reduce dropped") << "ROOT %y = f32[8,16]{1,0} all-reduce(f32[8,16]{1,0} %partial), channel_id=1, replica_groups={{0,1}}, use_global_device_ids=true, to_apply=%sum"
                                        << "ROOT %y = f32[8,16]{1,0} copy(f32[8,16]{1,0} %partial)" << QStringList{"y"} << true;
    QTest::newRow("fc1 contracts the wrong operand order") << "%h = f32[8,16]{1,0} dot(f32[8,16]{1,0} %x, f32[16,16]{1,0} %w1), lhs_contracting_dims={1}, rhs_contracting_dims={0}"
                                                           << "%h = f32[8,16]{1,0} dot(f32[8,16]{1,0} %x, f32[16,16]{1,0} %w1), lhs_contracting_dims={1}, rhs_contracting_dims={1}"
                                                           << QStringList{"h", "a"} << true;
  }

  void injectedBugsDifferAtTheBug() {
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(QStringList, divergenceAt);
    QFETCH(bool, commLayerPasses);
    const std::string original = readFile(kExampleDir + "distributed.hlo");
    const std::string buggy = replaced(original, from.toStdString(), to.toStdString());
    QVERIFY2(buggy != original, "the bug was not injected");
    const NumericCheckResult result = check(readFile(kExampleDir + "baseline.hlo"), buggy);
    QVERIFY2(result.ok(), result.error ? result.error->format().c_str() : "");
    QCOMPARE(result.verdict, Verdict::Differs);
    const LayerReport* whole = layer(result, Layer::Whole);
    QVERIFY(whole && !whole->passed && whole->firstDivergence);
    QVERIFY2(divergenceAt.contains(QString::fromStdString(whole->firstDivergence->instruction)),
             qPrintable("first divergence at " + QString::fromStdString(whole->firstDivergence->instruction)));
    QCOMPARE(whole->firstDivergence->sourceFile, std::string("model.py"));
    QVERIFY(whole->firstDivergence->sourceLine > 0);
    QVERIFY(whole->firstDivergence->error.maxAbsError > 0);
    QCOMPARE(layer(result, Layer::Communication)->passed, commLayerPasses);
    QVERIFY(std::any_of(result.trace.events().begin(), result.trace.events().end(),
                        [](const trace::TraceEvent& e) { return e.kind == "first-divergence"; }));
  }

  void tensorParallelFourWithReduceScatterPasses() {
    const NumericCheckResult result = check(kTp4Baseline, kTp4Distributed);
    QVERIFY2(result.ok(), result.error ? result.error->format().c_str() : "");
    QCOMPARE(result.verdict, Verdict::Pass);
    QCOMPARE(layer(result, Layer::Whole)->ranks.size(), std::size_t{4});
  }

  void reorderedReduceScatterGroupMisplacesTiles() {
    // Valid groups, wrong order: rank 1 receives block 2. The collective itself obeys
    // its invariant (comm passes); the program's output relation does not.
    const std::string buggy = replaced(kTp4Distributed, "replica_groups={{0,1,2,3}}", "replica_groups={{0,2,1,3}}");
    const NumericCheckResult result = check(kTp4Baseline, buggy);
    QVERIFY(result.ok());
    QCOMPARE(result.verdict, Verdict::Differs);
    const LayerReport* whole = layer(result, Layer::Whole);
    QCOMPARE(whole->firstDivergence->instruction, std::string("y"));
    QVERIFY(whole->ranks[0].passed && whole->ranks[3].passed);
    QVERIFY(!whole->ranks[1].passed && !whole->ranks[2].passed);
    QVERIFY(layer(result, Layer::Communication)->passed);
  }

  void computationLayerCatchesNarrowAccumulation() {
    // A sum of 4096 values of 0.1 accumulated in f16 stalls near 256; the golden
    // (double) reaches 409.5. Communication is not involved.
    const std::string program = R"(HloModule acc
%sum (a: f16[], b: f16[]) -> f16[] {
  %a = f16[] parameter(0)
  %b = f16[] parameter(1)
  ROOT %s = f16[] add(%a, %b)
}
ENTRY %main (x: f16[2]) -> f16[] {
  %x = f16[2] parameter(0)
  %c = f16[] constant(0.1)
  %v = f16[4096] broadcast(%c), dimensions={}
  %z = f16[] constant(0)
  ROOT %r = f16[] reduce(%v, %z), dimensions={0}, to_apply=%sum
}
)";
    NumericCheckOptions options;
    options.layers = {Layer::Computation};
    const NumericCheckResult result = check(program, program, options);
    QVERIFY(result.ok());
    QCOMPARE(result.verdict, Verdict::Differs);
    QCOMPARE(result.firstDivergence->instruction, std::string("r"));
    QVERIFY(result.firstDivergence->error.maxAbsError > 100);
  }

  void sameSeedSameNumbers() {
    NumericCheckOptions options;
    options.seed = 42;
    options.layers = {Layer::Whole};
    const std::string buggy = replaced(readFile(kExampleDir + "distributed.hlo"), "replica_groups={{0,1}}", "replica_groups={{0},{1}}");
    const NumericCheckResult first = check(readFile(kExampleDir + "baseline.hlo"), buggy, options);
    const NumericCheckResult second = check(readFile(kExampleDir + "baseline.hlo"), buggy, options);
    QVERIFY(first.firstDivergence && second.firstDivergence);
    QCOMPARE(first.firstDivergence->error.maxAbsError, second.firstDivergence->error.maxAbsError);
    options.seed = 43;
    const NumericCheckResult other = check(readFile(kExampleDir + "baseline.hlo"), buggy, options);
    QVERIFY(other.firstDivergence->error.maxAbsError != first.firstDivergence->error.maxAbsError);
  }

  void nanPolicyIsExplicit() {
    const std::string program = R"(HloModule n
ENTRY %main (x: f32[2]) -> f32[2] {
  %x = f32[2] parameter(0)
  %z = f32[2] constant({0, 0})
  ROOT %d = f32[2] divide(%z, %z)
}
)";
    NumericCheckOptions options;
    options.layers = {Layer::Whole};
    QCOMPARE(check(program, program, options).verdict, Verdict::Pass);
    options.nanPolicy = NanPolicy::NanFails;
    QCOMPARE(check(program, program, options).verdict, Verdict::Differs);
  }

  void parameterMismatchIsPositionedError() {
    const std::string distributed = replaced(readFile(kExampleDir + "distributed.hlo"), "sharding={devices=[1,2]0,1}", "sharding={devices=[2,1]0,1}");
    const NumericCheckResult result = check(readFile(kExampleDir + "baseline.hlo"), distributed);
    QVERIFY(!result.ok());
    QCOMPARE(result.error->file, std::string("distributed.hlo"));
    QVERIFY(result.error->line > 0);
    QVERIFY(QString::fromStdString(result.error->message).contains("per-device shape"));
  }

  void elementCapSuggestsSmallTwin() {
    NumericCheckOptions options;
    options.maxElementsPerTensor = 64;
    const NumericCheckResult result = check(readFile(kExampleDir + "baseline.hlo"), readFile(kExampleDir + "distributed.hlo"), options);
    QVERIFY(!result.ok());
    QVERIFY(QString::fromStdString(result.error->message).contains("--small"));
  }

  // A pair whose whole layer would keep more than the run cap is refused from the
  // declared shapes before anything is interpreted (empty trace), with the figures.
  void runCapRefusesBeforeInterpreting() {
    NumericCheckOptions options;
    options.maxElementsTotal = 100;
    const NumericCheckResult result = check(readFile(kExampleDir + "baseline.hlo"), readFile(kExampleDir + "distributed.hlo"), options);
    QVERIFY(!result.ok());
    QVERIFY(QString::fromStdString(result.error->message).contains("would keep at least"));
    QVERIFY(QString::fromStdString(result.error->message).contains("--small"));
    QVERIFY(result.trace.events().empty());
    options.layers = {Layer::Communication};  // no whole layer, no refusal by the footprint
    const NumericCheckResult commOnly = check(readFile(kExampleDir + "baseline.hlo"), readFile(kExampleDir + "distributed.hlo"), options);
    QVERIFY(commOnly.layers.size() == 1 || !commOnly.ok());
    if (!commOnly.ok()) QVERIFY(!QString::fromStdString(commOnly.error->message).contains("would keep at least"));
  }

  void mutatedProgramsNeverCrash() {
    // Untrusted input: every mutation that still loads must give a verdict or a
    // positioned error, never a crash or a hang. Fixed positions and replacements.
    const std::string baselineText = readFile(kExampleDir + "baseline.hlo");
    const std::string original = readFile(kExampleDir + "distributed.hlo");
    std::optional<ir::Module> baseline = testing::parseModule(baselineText);
    QVERIFY(baseline);
    int loaded = 0;
    for (std::size_t at = 0; at < original.size(); at += 7)
      for (const char* replacement : {"", "9", "0", "-1", "{}"}) {
        std::string mutated = original;
        mutated.replace(at, 1, replacement);
        io::HloParseOptions options;
        options.fileName = "mutated.hlo";
        io::LoadResult distributed = io::parseHloText(mutated, options);
        if (!distributed.ok()) continue;
        ++loaded;
        const NumericCheckResult result = runNumericCheck(*baseline, *distributed.module, {});
        QVERIFY(result.ok() || !result.error->message.empty());
      }
    QVERIFY(loaded > 50);
  }

  void cancellationStopsTheEngine() {
    CancellationToken token;
    token.cancel();
    std::optional<ir::Module> baseline = testing::parseModule(readFile(kExampleDir + "baseline.hlo"));
    std::optional<ir::Module> distributed = testing::parseModule(readFile(kExampleDir + "distributed.hlo"));
    QVERIFY(baseline && distributed);
    QVERIFY_THROWS_EXCEPTION(OperationCancelled, runNumericCheck(*baseline, *distributed, {}, token));
  }
};

QTEST_APPLESS_MAIN(TestNumericCheck)
#include "test_numeric_check.moc"
