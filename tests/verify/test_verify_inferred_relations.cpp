// Relations inferred for programs without sharding annotations (issue 6, item 4), on
// small hand-written pairs: padded tiles (a vocabulary that does not split evenly) and
// partial shares (a row-parallel bias added on every device before the all-reduce).
// Each inference is reported as an assumption, made only where it is the one reading
// under which the program is right, and every way of misusing it stays not verified.
#include "io/hlo_text_parser.h"
#include "verify/relation_inference.h"
#include "verify/verifier.h"
#include "test_support/hlo_text.h"

#include <QTest>

using namespace shardscope;

namespace {

const char* kAdd = test::kScalarAddComputation;

std::string module(const std::string& header, const std::string& entry) { return "HloModule " + header + "\n" + kAdd + entry; }

// y = x @ w + b, then (optionally) y + b once more.
std::string biasBaseline(bool addAgain) {
  return module("base", std::string("\n"
"ENTRY %main (x: f32[4,8], w: f32[8,6], b: f32[6]) -> f32[4,6] {\n"
"  %x = f32[4,8] parameter(0)\n"
"  %w = f32[8,6] parameter(1)\n"
"  %b = f32[6] parameter(2)\n"
"  %dot = f32[4,6] dot(%x, %w), lhs_contracting_dims={1}, rhs_contracting_dims={0}\n"
"  %bb = f32[4,6] broadcast(%b), dimensions={1}\n") + (addAgain ? "  %y = f32[4,6] add(%dot, %bb)\n  ROOT %z = f32[4,6] add(%y, %bb)\n"
                                                               : "  ROOT %y = f32[4,6] add(%dot, %bb)\n") + "}");
}

// The row-parallel version per device (2 devices): x and w split along the contraction,
// the bias added before the all-reduce. `shardings` annotates the parameters.
std::string rowParallelBias(bool shardings, bool addAgain) {
  const std::string xs = shardings ? ", sharding={devices=[1,2]<=[2]}" : "";
  const std::string ws = shardings ? ", sharding={devices=[2,1]<=[2]}" : "";
  const std::string bs = shardings ? ", sharding={replicated}" : "";
  std::string text = "\n"
"ENTRY %main (x: f32[4,4], w: f32[4,6], b: f32[6]) -> f32[4,6] {\n"
"  %x = f32[4,4] parameter(0)" + xs + "\n"
"  %w = f32[4,6] parameter(1)" + ws + "\n"
"  %b = f32[6] parameter(2)" + bs + "\n"
"  %dot = f32[4,6] dot(%x, %w), lhs_contracting_dims={1}, rhs_contracting_dims={0}\n"
"  %bb = f32[4,6] broadcast(%b), dimensions={1}\n"
"  %y = f32[4,6] add(%dot, %bb)\n";
  if (addAgain)
    text += "  %ar = f32[4,6] all-reduce(%y), replica_groups={{0,1}}, to_apply=%add\n"
            "  %bb2 = f32[4,6] broadcast(%b), dimensions={1}\n"
            "  ROOT %z = f32[4,6] add(%ar, %bb2)\n";
  else
    text += "  ROOT %ar = f32[4,6] all-reduce(%y), replica_groups={{0,1}}, to_apply=%add\n";
  return module(shardings ? "dist, num_partitions=2" : "dist", text + "}");
}

// An LM head: logits = h @ w over a vocabulary of 5, split over 2 devices as 2 x 3 rows
// (one padding row). `after` maps %logits to the ROOT; empty: %logits is the ROOT.
std::string headBaseline(const std::string& after, const std::string& rootShape) {
  return module("base", "\n"
"ENTRY %main (h: f32[4,8], w: f32[8,5]) -> " + rootShape + " {\n"
"  %h = f32[4,8] parameter(0)\n"
"  %w = f32[8,5] parameter(1)\n"
"  " + std::string(after.empty() ? "ROOT " : "") + "%logits = f32[4,5] dot(%h, %w), lhs_contracting_dims={1}, rhs_contracting_dims={0}\n" + after + "\n}");
}

std::string paddedHead(const std::string& after, const std::string& rootShape) {
  return module("dist, num_partitions=2", "\n"
"ENTRY %main (h: f32[4,8], w: f32[8,3]) -> " + rootShape + " {\n"
"  %h = f32[4,8] parameter(0)\n"
"  %w = f32[8,3] parameter(1)\n"
"  " + std::string(after.empty() ? "ROOT " : "") + "%logits = f32[4,3] dot(%h, %w), lhs_contracting_dims={1}, rhs_contracting_dims={0}\n" + after + "\n}");
}

// A head whose padded vocabulary is contracted: y = p @ v with p [4,5], v [5,8].
std::string contractBaseline() {
  return module("base", "\n"
"ENTRY %main (p: f32[4,5], v: f32[5,8]) -> f32[4,8] {\n"
"  %p = f32[4,5] parameter(0)\n"
"  %v = f32[5,8] parameter(1)\n"
"  ROOT %y = f32[4,8] dot(%p, %v), lhs_contracting_dims={1}, rhs_contracting_dims={0}\n}");
}

std::string contractPadded() {
  return module("dist", "\n"
"ENTRY %main (p: f32[4,3], v: f32[3,8]) -> f32[4,8] {\n"
"  %p = f32[4,3] parameter(0)\n"
"  %v = f32[3,8] parameter(1)\n"
"  %y = f32[4,8] dot(%p, %v), lhs_contracting_dims={1}, rhs_contracting_dims={0}\n"
"  ROOT %ar = f32[4,8] all-reduce(%y), replica_groups={{0,1}}, to_apply=%add\n}");
}

std::string inferredText(const verify::VerifyResult& result) {
  std::string text;
  for (const auto& line : result.inferredRelations) text += "\n  " + line;
  return text;
}

std::string frontierText(const verify::VerifyResult& result) {
  std::string text;
  for (const auto& f : result.frontier) text += " [" + f.instruction + ": " + f.reason + "]";
  return text;
}

}  // namespace

class TestVerifyInferredRelations : public QObject {
  Q_OBJECT

 private slots:
  void fromShapes_data() {
    QTest::addColumn<QList<qlonglong>>("baseline");
    QTest::addColumn<QList<qlonglong>>("local");
    QTest::addColumn<int>("devices");
    QTest::addColumn<QString>("relation");  // empty: ambiguous
    QTest::newRow("same shape") << QList<qlonglong>{8, 6} << QList<qlonglong>{8, 6} << 2 << "replicated";
    QTest::newRow("even split") << QList<qlonglong>{8, 6} << QList<qlonglong>{8, 3} << 2 << "tiled {devices=[1,2]<=[2]}";
    QTest::newRow("gpt2 vocabulary") << QList<qlonglong>{768, 50257} << QList<qlonglong>{768, 25129} << 2
                                     << "tiled {devices=[1,2]<=[2]} padded dim 1 +1";
    QTest::newRow("7 over 4 devices") << QList<qlonglong>{7} << QList<qlonglong>{2} << 4 << "tiled {devices=[4]<=[4]} padded dim 0 +1";
    QTest::newRow("6 over 4 devices") << QList<qlonglong>{6} << QList<qlonglong>{2} << 4 << "tiled {devices=[4]<=[4]} padded dim 0 +2";
    QTest::newRow("not ceil") << QList<qlonglong>{5} << QList<qlonglong>{4} << 2 << "";
    QTest::newRow("too small") << QList<qlonglong>{5} << QList<qlonglong>{2} << 2 << "";
    QTest::newRow("two dims differ") << QList<qlonglong>{5, 4} << QList<qlonglong>{3, 2} << 2 << "";
    QTest::newRow("one device") << QList<qlonglong>{5} << QList<qlonglong>{3} << 1 << "";
  }

  void fromShapes() {
    QFETCH(QList<qlonglong>, baseline);
    QFETCH(QList<qlonglong>, local);
    QFETCH(int, devices);
    QFETCH(QString, relation);
    const std::vector<int64_t> b(baseline.begin(), baseline.end()), l(local.begin(), local.end());
    std::string why;
    const auto inferred = verify::inferRelationFromShapes(b, l, devices, &why);
    if (relation.isEmpty()) {
      QVERIFY(!inferred);
      QVERIFY(!why.empty());
      return;
    }
    QVERIFY2(inferred, why.c_str());
    QCOMPARE(QString::fromStdString(inferred->toString()), relation);
    QCOMPARE(inferred->localDims(b), std::optional<std::vector<int64_t>>(l));
    QCOMPARE(inferred->baselineDims(l), b);
  }

  void pairs_data() {
    QTest::addColumn<QString>("baseline");
    QTest::addColumn<QString>("distributed");
    QTest::addColumn<bool>("equivalent");
    QTest::addColumn<QString>("expected");  // equivalent: in an inferred line; else: frontier instruction
    QTest::addColumn<QString>("reasonHas");

    QTest::newRow("bias share inferred") << QString::fromStdString(biasBaseline(false)) << QString::fromStdString(rowParallelBias(false, false)) << true
                                         << "parameter 2 (b): partial-sum {{0,1}} (assumed: each device holds a share" << "";
    // The bias also feeds an add after the all-reduce, where it must be whole: no share.
    QTest::newRow("bias with another use") << QString::fromStdString(biasBaseline(true)) << QString::fromStdString(rowParallelBias(false, true)) << false
                                           << "y" << "partial sum";
    // Annotated programs say what each parameter is: a replicated bias added on every
    // device before the all-reduce is counted twice.
    QTest::newRow("annotated replicated bias") << QString::fromStdString(biasBaseline(false)) << QString::fromStdString(rowParallelBias(true, false))
                                               << false << "y" << "";
    QTest::newRow("padded head") << QString::fromStdString(headBaseline("", "f32[4,5]"))
                                 << QString::fromStdString(paddedHead("", "f32[4,3]")) << true
                                 << "output: tiled {devices=[1,2]<=[2]} padded dim 1 +1" << "";
    QTest::newRow("padded head, unit reshape and transpose")
        << QString::fromStdString(headBaseline("  %t = f32[5,4] transpose(%logits), dimensions={1,0}\n  ROOT %r = f32[5,1,4] reshape(%t)", "f32[5,1,4]"))
        << QString::fromStdString(paddedHead("  %t = f32[3,4] transpose(%logits), dimensions={1,0}\n  ROOT %r = f32[3,1,4] reshape(%t)", "f32[3,1,4]"))
        << true << "parameter 1 (w): tiled {devices=[1,2]<=[2]} padded dim 1 +1" << "";
    // Summing over the vocabulary would add the padding rows' unspecified values.
    QTest::newRow("padded head summed over the vocabulary")
        << QString::fromStdString(headBaseline("  %zero = f32[] constant(0)\n  ROOT %s = f32[4] reduce(%logits, %zero), dimensions={1}, to_apply=%add", "f32[4]"))
        << QString::fromStdString(paddedHead("  %zero = f32[] constant(0)\n  %s = f32[4] reduce(%logits, %zero), dimensions={1}, to_apply=%add\n"
                                             "  ROOT %ar = f32[4] all-reduce(%s), replica_groups={{0,1}}, to_apply=%add", "f32[4]"))
        << false << "s" << "padding";
    QTest::newRow("padded dim contracted") << QString::fromStdString(contractBaseline()) << QString::fromStdString(contractPadded()) << false << "y"
                                           << "padded";
    // A reshape that merges the padded dim with another interleaves padding rows.
    QTest::newRow("padded dim merged by a reshape")
        << QString::fromStdString(headBaseline("  ROOT %r = f32[20] reshape(%logits)", "f32[20]"))
        << QString::fromStdString(paddedHead("  ROOT %r = f32[12] reshape(%logits)", "f32[12]")) << false << "r" << "padding";
  }

  void pairs() {
    QFETCH(QString, baseline);
    QFETCH(QString, distributed);
    QFETCH(bool, equivalent);
    QFETCH(QString, expected);
    QFETCH(QString, reasonHas);
    const ir::Module b = test::parseHloOrDie(baseline.toStdString());
    const ir::Module d = test::parseHloOrDie(distributed.toStdString());
    const verify::VerifyResult result = verify::verifyPair(b, d, {}, {}, {});
    const std::string shown = frontierText(result) + inferredText(result);
    QVERIFY2(verify::verdictName(result.verdict) == std::string(equivalent ? "equivalent" : "not_verified"), shown.c_str());
    if (equivalent) {
      QVERIFY(result.frontier.empty());
      bool found = false;
      for (const auto& line : result.inferredRelations) found = found || line.find(expected.toStdString()) != std::string::npos;
      QVERIFY2(found, shown.c_str());
      return;
    }
    bool found = false;
    for (const auto& f : result.frontier)
      if (f.instruction == expected.toStdString()) {
        found = true;
        QVERIFY2(f.reason.find(reasonHas.toStdString()) != std::string::npos, shown.c_str());
      }
    QVERIFY2(found, shown.c_str());
    // Nothing was assumed about a parameter to reach a verdict that did not hold.
    for (const auto& line : result.inferredRelations) QVERIFY2(line.find("assumed") == std::string::npos, shown.c_str());
  }

  // The share's relation is the parameter's: the status of the bias and its broadcast
  // says partial, as the assumption does.
  void shareShowsOnTheChain() {
    const ir::Module b = test::parseHloOrDie(biasBaseline(false));
    const ir::Module d = test::parseHloOrDie(rowParallelBias(false, false));
    const verify::VerifyResult result = verify::verifyPair(b, d, {}, {}, {});
    QCOMPARE(result.verdict, verify::Verdict::Equivalent);
    QVERIFY(result.instructions.at("b").relationValue && result.instructions.at("b").relationValue->isPartial());
    QVERIFY(result.instructions.at("bb").relationValue && result.instructions.at("bb").relationValue->isPartial());
    QCOMPARE(result.instructions.at("y").rule, std::string("add-inferred-share"));
  }
};

QTEST_APPLESS_MAIN(TestVerifyInferredRelations)
#include "test_verify_inferred_relations.moc"
