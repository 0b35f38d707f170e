// Running combinations across ring steps (online_softmax_rules.h): the running max over a
// set of key blocks on small hand-written pairs (every block in verifies as the baseline's
// reduce-max; a block twice, a missing block or a floor does not), a two-device ring
// attention with its online softmax and the ways of getting it wrong, and the JAX corpus's
// ring attention (attention-shmap-sp4-ring) verified, with its online softmax taken apart
// wrongly: each such mutant differs numerically on XLA's recorded inputs and none may be
// called equivalent.
#include "io/hlo_file.h"
#include "io/pair_directory.h"
#include "numeric/numeric_check.h"
#include "numeric/recorded_arrays.h"
#include "test_support/corpus_mutant_check.h"
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

// Attention over 8 keys in two blocks: the baseline's softmax(q k^T) v, and a two-device
// ring (rows and key blocks split, k and v passed on) with an online softmax.
// The reducers both programs apply.
const std::string kMaxAndAdd =
"%max (a: f32[], b: f32[]) -> f32[] {\n"
"  %a = f32[] parameter(0)\n"
"  %b = f32[] parameter(1)\n"
"  ROOT %m = f32[] maximum(%a, %b)\n"
"}\n"
"\n"
"%add (a: f32[], b: f32[]) -> f32[] {\n"
"  %a = f32[] parameter(0)\n"
"  %b = f32[] parameter(1)\n"
"  ROOT %s = f32[] add(%a, %b)\n"
"}\n"
"\n";

const std::string kAttentionBaseline = "HloModule base\n\n" + kMaxAndAdd +
"ENTRY %main (q: f32[4,3], k: f32[8,3], v: f32[8,2]) -> f32[4,2] {\n"
"  %q = f32[4,3] parameter(0)\n"
"  %k = f32[8,3] parameter(1)\n"
"  %v = f32[8,2] parameter(2)\n"
"  %s = f32[4,8] dot(%q, %k), lhs_contracting_dims={1}, rhs_contracting_dims={1}\n"
"  %ninf = f32[] constant(-inf)\n"
"  %zero = f32[] constant(0)\n"
"  %m = f32[4] reduce(%s, %ninf), dimensions={1}, to_apply=%max\n"
"  %mb = f32[4,8] broadcast(%m), dimensions={0}\n"
"  %d = f32[4,8] subtract(%s, %mb)\n"
"  %e = f32[4,8] exponential(%d)\n"
"  %l = f32[4] reduce(%e, %zero), dimensions={1}, to_apply=%add\n"
"  %lb = f32[4,8] broadcast(%l), dimensions={0}\n"
"  %p = f32[4,8] divide(%e, %lb)\n"
"  ROOT %o = f32[4,2] dot(%p, %v), lhs_contracting_dims={1}, rhs_contracting_dims={0}\n"
"}\n";

const std::string kAttentionRing = "HloModule dist, num_partitions=2\n\n" + kMaxAndAdd +
"ENTRY %main (q: f32[2,3], k: f32[4,3], v: f32[4,2]) -> f32[2,2] {\n"
"  %q = f32[2,3] parameter(0), sharding={devices=[2,1]<=[2]}\n"
"  %k = f32[4,3] parameter(1), sharding={devices=[2,1]<=[2]}\n"
"  %v0 = f32[4,2] parameter(2), sharding={devices=[2,1]<=[2]}\n"
"  %s0 = f32[2,4] dot(%q, %k), lhs_contracting_dims={1}, rhs_contracting_dims={1}\n"
"  %k1 = f32[4,3] collective-permute(%k), channel_id=1, source_target_pairs={{0,1},{1,0}}\n"
"  %v1 = f32[4,2] collective-permute(%v0), channel_id=2, source_target_pairs={{0,1},{1,0}}\n"
"  %s1 = f32[2,4] dot(%q, %k1), lhs_contracting_dims={1}, rhs_contracting_dims={1}\n"
"  %ninf = f32[] constant(-inf)\n"
"  %zero = f32[] constant(0)\n"
"  %floor = f32[] constant(-1e+30)\n"
"  %fb = f32[2] broadcast(%floor), dimensions={}\n"
"  %b0 = f32[2] reduce(%s0, %ninf), dimensions={1}, to_apply=%max\n"
"  %m0 = f32[2] maximum(%b0, %fb)\n"
"  %m0b = f32[2,4] broadcast(%m0), dimensions={0}\n"
"  %d0 = f32[2,4] subtract(%s0, %m0b)\n"
"  %e0 = f32[2,4] exponential(%d0)\n"
"  %l0 = f32[2] reduce(%e0, %zero), dimensions={1}, to_apply=%add\n"
"  %o0 = f32[2,2] dot(%e0, %v0), lhs_contracting_dims={1}, rhs_contracting_dims={0}\n"
"  %b1 = f32[2] reduce(%s1, %ninf), dimensions={1}, to_apply=%max\n"
"  %m1 = f32[2] maximum(%m0, %b1)\n"
"  %d01 = f32[2] subtract(%m0, %m1)\n"
"  %f = f32[2] exponential(%d01)\n"
"  %m1b = f32[2,4] broadcast(%m1), dimensions={0}\n"
"  %d1 = f32[2,4] subtract(%s1, %m1b)\n"
"  %e1 = f32[2,4] exponential(%d1)\n"
"  %t1 = f32[2] reduce(%e1, %zero), dimensions={1}, to_apply=%add\n"
"  %l0f = f32[2] multiply(%l0, %f)\n"
"  %l = f32[2] add(%l0f, %t1)\n"
"  %fo = f32[2,2] broadcast(%f), dimensions={0}\n"
"  %o0f = f32[2,2] multiply(%o0, %fo)\n"
"  %u1 = f32[2,2] dot(%e1, %v1), lhs_contracting_dims={1}, rhs_contracting_dims={0}\n"
"  %o = f32[2,2] add(%o0f, %u1)\n"
"  %lo = f32[2,2] broadcast(%l), dimensions={0}\n"
"  ROOT %out = f32[2,2] divide(%o, %lo), sharding={devices=[2,1]<=[2]}\n"
"}\n";

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
    if (equivalent) QCOMPARE(QString::fromStdString(std::string(result.instructions.at("m").rule)), QString("running-max"));
  }

  void twoDeviceRing_data() {
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::addColumn<bool>("equivalent");
    QTest::addColumn<QString>("at");         // a frontier entry
    QTest::addColumn<QString>("reasonHas");  // in the online-softmax rule's answer there (operands related)
    QTest::newRow("online softmax") << "" << "" << true << "" << "";
    // Step 1 takes the device's own k and v again: the sums add one block twice.
    QTest::newRow("a block twice") << "dot(%q, %k1)|dot(%e1, %v1)" << "dot(%q, %k)|dot(%e1, %v0)" << false << "l" << "twice";
    QTest::newRow("denominator not rescaled") << "add(%l0f, %t1)" << "add(%l0, %t1)" << false << "l" << "same scores, rows and running max";
    QTest::newRow("numerator not rescaled") << "add(%o0f, %u1)" << "add(%o0, %u1)" << false << "o" << "same scores, rows and running max";
    QTest::newRow("values of the other block") << "dot(%e1, %v1)" << "dot(%e1, %v0)" << false << "u1" << "not the key block of its scores";
    QTest::newRow("divided by one block's sum") << "broadcast(%l), dimensions={0}" << "broadcast(%l0), dimensions={0}" << false << "out" << "";
    QTest::newRow("step 1 shifted by step 0's max") << "subtract(%s1, %m1b)" << "subtract(%s1, %m0b)" << false << "d1" << "";
    // Right in real arithmetic (the shift cancels) but refused: a shift that is no running
    // max over the summed blocks could overflow the exps.
    QTest::newRow("shift that is no max") << "maximum(%m0, %b1)" << "add(%m0, %b1)" << false << "m1" << "";
  }
  void twoDeviceRing() {
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(bool, equivalent);
    QFETCH(QString, at);
    QFETCH(QString, reasonHas);
    std::string text = kAttentionRing;
    const QStringList froms = from.split('|', Qt::SkipEmptyParts), tos = to.split('|', Qt::SkipEmptyParts);
    QCOMPARE(froms.size(), tos.size());
    for (qsizetype i = 0; i < froms.size(); ++i) {
      const auto at = text.find(froms[i].toStdString());
      QVERIFY(at != std::string::npos);
      text.replace(at, froms[i].size(), tos[i].toStdString());
    }
    const ir::Module b = test::parseHloOrDie(kAttentionBaseline);
    const ir::Module d = test::parseHloOrDie(text);
    const verify::VerifyResult result = verify::verifyPair(b, d, {}, {}, {});
    QCOMPARE(result.verdict == verify::Verdict::Equivalent, equivalent);
    std::string frontier;
    bool named = at.isEmpty();
    for (const auto& entry : result.frontier) {
      frontier += "\n  " + entry.instruction + ": " + entry.reason;
      named = named || entry.instruction == at.toStdString();
    }
    QVERIFY2(named, frontier.c_str());
    if (!reasonHas.isEmpty()) {
      std::string answers;
      for (const verify::RuleAttempt& attempt : result.instructions.at(at.toStdString()).attempts) answers += "\n  " + attempt.rule + ": " + attempt.reason;
      QVERIFY2(answers.find(reasonHas.toStdString()) != std::string::npos, answers.c_str());
    }
    if (equivalent) {
      QCOMPARE(QString::fromStdString(std::string(result.instructions.at("m1").rule)), QString("running-max"));
      QCOMPARE(QString::fromStdString(std::string(result.instructions.at("out").rule)), QString("online-softmax-normalize"));
    }
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
    for (const auto& [instruction, rule] : rules) QCOMPARE(QString::fromStdString(std::string(result.instructions.at(instruction).rule)), QString(rule));
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
    test_support::checkCorpusMutantNeverEquivalent(kRing, from, to);
  }
};

QTEST_GUILESS_MAIN(TestVerifyOnlineSoftmax)
#include "test_verify_online_softmax.moc"
