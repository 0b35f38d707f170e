// Running combinations across ring steps (online_softmax_rules.h): the running max over a
// set of key blocks on small hand-written pairs (every block in verifies as the baseline's
// reduce-max; a block twice, a missing block or a floor does not), and the JAX corpus's
// ring attention (attention-shmap-sp4-ring) verified, with its online softmax taken apart
// wrongly: each such mutant differs numerically on XLA's recorded inputs and none may be
// called equivalent.
#include "io/hlo_file.h"
#include "io/pair_directory.h"
#include "numeric/numeric_check.h"
#include "numeric/recorded_arrays.h"
#include "test_support/hlo_text.h"
#include "verify/relations_file.h"
#include "verify/verifier.h"

#include <QTest>

#include <fstream>
#include <sstream>

using namespace shardscope;

namespace {

const char* kMax = "\n"
"%max (a: f32[], b: f32[]) -> f32[] {\n"
"  %a = f32[] parameter(0)\n"
"  %b = f32[] parameter(1)\n"
"  ROOT %m = f32[] maximum(%a, %b)\n"
"}\n";

// Row maxes of s[4,8]: the baseline whole, the distributed program over two devices that
// each hold one key block of 4 columns and receive the other's by a ring step.
const std::string kBaseline = std::string("HloModule base\n") + kMax + "\n"
"ENTRY %main (s: f32[4,8]) -> f32[4] {\n"
"  %s = f32[4,8] parameter(0)\n"
"  %ninf = f32[] constant(-inf)\n"
"  ROOT %m = f32[4] reduce(%s, %ninf), dimensions={1}, to_apply=%max\n"
"}";

std::string ring(const std::string& steps) {
  return std::string("HloModule dist, num_partitions=2\n") + kMax + "\n"
"ENTRY %main (s: f32[4,4]) -> f32[4] {\n"
"  %s = f32[4,4] parameter(0), sharding={devices=[1,2]<=[2]}\n"
"  %ninf = f32[] constant(-inf)\n"
"  %m0 = f32[4] reduce(%s, %ninf), dimensions={1}, to_apply=%max\n"
"  %next = f32[4,4] collective-permute(%s), channel_id=1, source_target_pairs={{0,1},{1,0}}\n"
"  %m1 = f32[4] reduce(%next, %ninf), dimensions={1}, to_apply=%max\n" + steps + "\n"
"}";
}

std::string readText(const std::string& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

const std::string kRing = SHARDSCOPE_SOURCE_DIR "/tests/data/jax-corpus/attention-shmap-sp4-ring";

}  // namespace

class TestVerifyOnlineSoftmax : public QObject {
  Q_OBJECT

 private slots:
  void runningMax_data() {
    QTest::addColumn<QString>("steps");
    QTest::addColumn<bool>("equivalent");
    QTest::newRow("both blocks") << "  ROOT %m = f32[4] maximum(%m0, %m1), sharding={replicated}" << true;
    QTest::newRow("both blocks, other order") << "  ROOT %m = f32[4] maximum(%m1, %m0), sharding={replicated}" << true;
    // max(block, block) holds one block: the other device's columns are missing.
    QTest::newRow("own block twice") << "  ROOT %m = f32[4] maximum(%m0, %m0), sharding={replicated}" << false;
    QTest::newRow("received block twice") << "  ROOT %m = f32[4] maximum(%m1, %m1), sharding={replicated}" << false;
    // A constant maxed in stays a floor: max(-1e30, B) is not B for every B.
    QTest::newRow("floor") << "  %floor = f32[] constant(-1e+30)\n"
                              "  %f = f32[4] broadcast(%floor), dimensions={}\n"
                              "  %m0f = f32[4] maximum(%m0, %f)\n"
                              "  ROOT %m = f32[4] maximum(%m0f, %m1), sharding={replicated}"
                           << false;
    // The running max is a max: a sum of the blocks is no max over them.
    QTest::newRow("added, not maxed") << "  ROOT %m = f32[4] add(%m0, %m1), sharding={replicated}" << false;
  }
  void runningMax() {
    QFETCH(QString, steps);
    QFETCH(bool, equivalent);
    const ir::Module b = test::parseHloOrDie(kBaseline);
    const ir::Module d = test::parseHloOrDie(ring(steps.toStdString()));
    const verify::VerifyResult result = verify::verifyPair(b, d, {}, {}, {});
    QCOMPARE(result.verdict == verify::Verdict::Equivalent, equivalent);
    if (equivalent) QCOMPARE(QString::fromStdString(result.instructions.at("m").rule), QString("running-max"));
  }

  // The corpus pair: the running max, sums and outputs are running values, and the
  // division of the two after the last step is the baseline's attention output.
  void ringAttentionVerifies() {
    const auto baseline = io::loadModuleFile(kRing + "/baseline.hlo");
    const auto distributed = io::loadModuleFile(kRing + "/distributed.hlo");
    if (!baseline.ok() || !distributed.ok()) QSKIP("the pair is not in tests/data/jax-corpus");
    verify::VerifyOptions options;
    options.relationsJson = readText(kRing + "/relations.json");
    const verify::VerifyResult result = verify::verifyPair(*baseline.module, *distributed.module, options, {}, {});
    QCOMPARE(result.verdict, verify::Verdict::Equivalent);
    const std::pair<const char*, const char*> rules[] = {
        {"max.8", "running-max"},          {"reduce_sum.32", "online-softmax-terms"}, {"dot_general.28", "online-softmax-terms"},
        {"mul.204", "online-softmax-rescale"}, {"add.75", "online-softmax-combine"}, {"transpose.19", "running-transpose"},
        {"div.35", "online-softmax-normalize"}};
    for (const auto& [instruction, rule] : rules) QCOMPARE(QString::fromStdString(result.instructions.at(instruction).rule), QString(rule));
  }

  void ringMutantsAreNeverEquivalent_data() {
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    // The denominator rescaled by the wrong factor (exp(m0 - m0'), 0), or by exp(m' - m).
    QTest::newRow("wrong rescale: another step's factor") << "multiply(%add.72, %exp.18)" << "multiply(%add.72, %exp.16)";
    QTest::newRow("wrong rescale: exp(m' - m)") << "subtract(%max_broadcast_in_dim.2, %max.6)" << "subtract(%max.6, %max_broadcast_in_dim.2)";
    // Step 1's terms relative to step 0's max, rescaled as if relative to step 1's.
    QTest::newRow("wrong shift") << "subtract(%select_n.45, %sub.61)" << "subtract(%select_n.45, %sub.55)";
    // The last step's block left out of the numerator, of the denominator.
    QTest::newRow("missing step: numerator") << "add(%mul.203, %transpose.25)" << "add(%mul.203, %mul_broadcast_in_dim.4)";
    QTest::newRow("missing step: denominator") << "add(%mul.206, %reduce_sum.35)" << "add(%mul.206, %mul_broadcast_in_dim.5)";
    QTest::newRow("missing step: both") << "divide(%add.71, %div.34)" << "divide(%add.67, %div.34)";
    // Step 1 masked with step 0's (diagonal) mask.
    QTest::newRow("wrong mask") << "select(%broadcast_in_dim.133, %div.29, %broadcast_in_dim.124)" << "select(%broadcast_in_dim.115, %div.29, %broadcast_in_dim.124)";
    // Step 1's scores dotted with the device's own values, not the received block's.
    QTest::newRow("values of another block") << "dot(%squeeze.13, %exp.19)" << "dot(%squeeze_stack_reshape.2, %exp.19)";
  }
  void ringMutantsAreNeverEquivalent() {
    QFETCH(QString, from);
    QFETCH(QString, to);
    const auto baseline = io::loadModuleFile(kRing + "/baseline.hlo");
    const io::PairDirectoryRead pair = io::readPairDirectory(kRing);
    std::string text = readText(kRing + "/distributed.hlo");
    if (!baseline.ok() || !pair.ok() || text.empty()) QSKIP("the pair is not in tests/data/jax-corpus");
    const auto at = text.find(from.toStdString());
    QVERIFY(at != std::string::npos);
    QVERIFY(text.find(from.toStdString(), at + 1) == std::string::npos);
    text.replace(at, from.size(), to.toStdString());
    const auto mutant = io::loadModuleFromContents(text, "distributed.hlo");
    QVERIFY(mutant.ok());
    verify::VerifyOptions options;
    options.relationsJson = readText(kRing + "/relations.json");
    numeric::NumericCheckOptions numericOptions;
    numericOptions.layers = {numeric::Layer::Whole};
    numericOptions.compareIntermediates = false;
    numericOptions.outputShardings = verify::parseRelationsFile(options.relationsJson).output;
    const numeric::RecordedArraysRead arrays = numeric::readRecordedArrays(*pair.pair);
    QVERIFY(arrays.ok());
    const numeric::NumericCheckResult oracle = numeric::runNumericCheckOnInputs(*baseline.module, *mutant.module, arrays.run->inputs, numericOptions);
    QVERIFY(!oracle.error);
    QVERIFY2(oracle.verdict != numeric::Verdict::Pass, "the mutant does not differ numerically: it tests nothing");
    QCOMPARE(verify::verifyPair(*baseline.module, *mutant.module, options, {}, {}).verdict, verify::Verdict::NotVerified);
  }
};

QTEST_GUILESS_MAIN(TestVerifyOnlineSoftmax)
#include "test_verify_online_softmax.moc"
