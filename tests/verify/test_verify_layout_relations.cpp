// Layout relations (issue 19 item 1; seed 000 §2.2, §3.1, §4.2): hand-written pairs in
// tests/data/verify/layout where the distributed program reaches the baseline's values
// by another reshape/transpose route. A route that is undone verifies; one that is not
// is reported where it leaves the baseline's element order; two routes that meet under
// different bijections (Figure 10) are reported at the op where they meet, both inputs
// verified and both bijections in the reason. Also the bijection algebra itself
// (verify/layout_bijection.h) against index arithmetic.
#include "io/hlo_file.h"
#include "layout/index_tensor.h"
#include "verify/layout_bijection.h"
#include "verify/merge_log.h"
#include "verify/verifier.h"

#include <QTest>

#include <numeric>

using namespace shardscope;

namespace {
const std::string kDir = SHARDSCOPE_SOURCE_DIR "/tests/data/verify/layout/";

ir::Module load(const std::string& file) {
  io::LoadResult loaded = io::loadModuleFile(kDir + file);
  if (!loaded.ok()) qFatal("%s", loaded.firstError() ? loaded.firstError()->format().c_str() : "load failed");
  return std::move(*loaded.module);
}

std::string frontierText(const verify::VerifyResult& result) {
  std::string text;
  for (const auto& entry : result.frontier) text += "\n  " + entry.instruction + " (" + entry.opcode + "): " + entry.reason;
  return text;
}

// Element e of the bijection's result as a flat index of its source, from its digits.
std::vector<int64_t> sourceIndexOf(const verify::LayoutBijection& b) {
  const int64_t n = std::accumulate(b.result.begin(), b.result.end(), int64_t{1}, std::multiplies<>());
  std::vector<int64_t> strides(b.source.size(), 1);
  for (int64_t k = static_cast<int64_t>(b.source.size()) - 2; k >= 0; --k) strides[k] = strides[k + 1] * b.source[k + 1];
  std::vector<int64_t> out(static_cast<std::size_t>(n));
  for (int64_t e = 0; e < n; ++e) {
    int64_t rest = e, flat = 0;
    for (auto it = b.digits.rbegin(); it != b.digits.rend(); ++it) {
      flat += (rest % it->size) * it->stride * strides[it->axis];
      rest /= it->size;
    }
    out[e] = flat;
  }
  return out;
}

// The same, by applying the chain to an index tensor.
std::vector<int64_t> sourceIndexByChain(const layout::Shape& source, const layout::LayoutChain& chain) {
  auto t = layout::applyChain(*layout::IndexTensor::iota(source), chain);
  return t ? t->values : std::vector<int64_t>{-1};
}
}  // namespace

class TestVerifyLayoutRelations : public QObject {
  Q_OBJECT

 private slots:
  void pairs_data() {
    QTest::addColumn<QString>("baseline");
    QTest::addColumn<QString>("distributed");
    QTest::addColumn<bool>("equivalent");
    QTest::addColumn<QString>("frontier");   // the one frontier entry expected first
    QTest::addColumn<QString>("reasonHas");  // comma-separated pieces of its reason

    // Seed §3.1: transpose(1,0,2) reshape(256,4096) where the baseline reshapes directly.
    QTest::newRow("3.1 undone") << "seed31_baseline.hlo" << "seed31_undone.hlo" << true << "" << "";
    QTest::newRow("3.1 not undone") << "seed31_baseline.hlo" << "seed31_not_undone.hlo" << false << "t"
                                    << "leaves the baseline's layout,(i%64,i/64,j) of (256,4096)";
    // [4,16] -> [1,4,16] -> transpose -> [4,1,16] against a direct reshape.
    QTest::newRow("unit dim direct") << "unit_dim_baseline.hlo" << "unit_dim_direct.hlo" << true << "" << "";
    QTest::newRow("unit dim undone") << "unit_dim_baseline.hlo" << "unit_dim_undone.hlo" << true << "" << "";
    QTest::newRow("unit dim wrong") << "unit_dim_baseline.hlo" << "unit_dim_wrong.hlo" << false << "t" << "leaves the baseline's layout";
    // Seed §4.2, Figure 10.
    // A reduce over a transposed value's dim that is a whole baseline dim (reduce-layout).
    QTest::newRow("row sums of the transposed value") << "rowsum_baseline.hlo" << "rowsum_transposed.hlo" << true << "" << "";
    // A whole softmax on the transposed value: reduces, broadcasts back into the
    // transposed layout (broadcast-layout), elementwise ops under one bijection.
    QTest::newRow("softmax transposed") << "softmax_baseline.hlo" << "softmax_transposed.hlo" << true << "" << "";
    QTest::newRow("softmax transposed, wrong divisor") << "softmax_baseline.hlo" << "softmax_wrong_divisor.hlo" << false << "p"
                                                       << "the baseline computes no divide of %e, %mb";
    QTest::newRow("figure 10 aligned") << "figure10_baseline.hlo" << "figure10_aligned.hlo" << true << "" << "";
    // A broadcast into HSB: its new dims (sequence, batch) in the other order than the
    // baseline broadcast's.
    QTest::newRow("broadcast into HSB") << "bcast_baseline.hlo" << "bcast_hsb.hlo" << true << "" << "";
    // A split dim merged with the whole dim after it under a layout (heads with the batch).
    QTest::newRow("split heads merged with the batch") << "merge_split_baseline.hlo" << "merge_split_route.hlo" << true << "" << "";
    // Rotary embedding's halves cut and joined along head_dim of a transposed view
    // (slice-concat-layout); joined in the other order, the route is taken back to its
    // transpose, the reason naming the concatenate.
    QTest::newRow("rope halves on a transposed view") << "rope_baseline.hlo" << "rope_transposed.hlo" << true << "" << "";
    QTest::newRow("rope halves joined in the other order") << "rope_baseline.hlo" << "rope_transposed_wrong.hlo" << false << "t"
                                                           << "%r: the baseline computes no concatenate";
    QTest::newRow("figure 10 misaligned") << "figure10_baseline.hlo" << "figure10_misaligned.hlo" << false << "sum"
                                          << "different bijections,%ar is %c as replicated of layout (j,i) of (8,32),%dt is %d as replicated of layout (⊗(i,j/8),j%8) of (8,32)";
  }

  // Heads transposed before the output projection (dot-layout): the transposed heads
  // and head_dim are contracted as the baseline's merged dim is.
  void heads_data() {
    QTest::addColumn<QString>("distributed");
    QTest::addColumn<bool>("equivalent");
    QTest::newRow("heads transposed") << "heads_transposed.hlo" << true;
    QTest::newRow("heads and head_dim before the sequence") << "heads_transposed_sd.hlo" << true;
    QTest::newRow("heads paired with head_dim") << "heads_wrong_pairing.hlo" << false;
    // Heads and head_dim transposed on both sides (transformers-neuronx's 3-D transposed
    // o_proj weight): the contracted digits pair in one common order.
    QTest::newRow("heads and head_dim transposed on both sides") << "heads_both_transposed.hlo" << true;
    QTest::newRow("heads and head_dim transposed on one side") << "heads_one_side_transposed.hlo" << false;
  }

  void heads() {
    QFETCH(QString, distributed);
    QFETCH(bool, equivalent);
    const ir::Module d = load(distributed.toStdString());
    const verify::VerifyResult result = verify::verifyPair(load("heads_baseline.hlo"), d, {}, {}, {});
    if (equivalent) {
      QVERIFY2(result.verdict == verify::Verdict::Equivalent, ("not verified; frontier:" + frontierText(result)).c_str());
      QCOMPARE(result.instructions.at("o").rule, std::string("dot-layout"));
      QCOMPARE(result.instructions.at("o").baselineCounterpart, std::string("out"));
      return;
    }
    QVERIFY(result.verdict == verify::Verdict::NotVerified);
    // Two routes meet at the dot that refuses them: the dot is the frontier, both its
    // inputs verified, its reason naming both bijections.
    QVERIFY(!result.frontier.empty());
    QCOMPARE(result.frontier.front().instruction, std::string("o"));
    QVERIFY2(result.frontier.front().reason.find("the contracted dims are not whole dims") != std::string::npos, result.frontier.front().reason.c_str());
    QVERIFY(result.instructions.at("t").verified);
    const auto& entry = d.entryComputation();
    for (ir::InstructionId operand : entry.instructions[entry.find("o")].operands)
      QVERIFY(result.instructions.at(std::string(entry.instructions[operand].name)).verified);
  }

  // Where two routes meet under different bijections, the frontier also names where each
  // route starts (the first reshape/transpose of its run): one of them is the wrong one.
  void routeStartsOfAMeeting() {
    const verify::VerifyResult result = verify::verifyPair(load("figure10_baseline.hlo"), load("figure10_misaligned.hlo"), {}, {}, {});
    QVERIFY(result.verdict == verify::Verdict::NotVerified);
    QCOMPARE(result.frontier.size(), std::size_t{3});
    QCOMPARE(result.frontier[0].instruction, std::string("sum"));
    QCOMPARE(result.frontier[1].instruction, std::string("ct"));
    QCOMPARE(result.frontier[2].instruction, std::string("dt"));
    QVERIFY2(result.frontier[1].reason.find("starts the reshape/transpose route to %ar") != std::string::npos, result.frontier[1].reason.c_str());
    // A pair that verifies has no frontier at all.
    const verify::VerifyResult aligned = verify::verifyPair(load("figure10_baseline.hlo"), load("figure10_aligned.hlo"), {}, {}, {});
    QVERIFY(aligned.frontier.empty());
  }

  void pairs() {
    QFETCH(QString, baseline);
    QFETCH(QString, distributed);
    QFETCH(bool, equivalent);
    QFETCH(QString, frontier);
    QFETCH(QString, reasonHas);
    const ir::Module b = load(baseline.toStdString());
    const ir::Module d = load(distributed.toStdString());
    for (bool memo : {true, false}) {
      verify::VerifyOptions options;
      options.memoizeLayers = memo;
      const verify::VerifyResult result = verify::verifyPair(b, d, options, {}, {});
      if (equivalent) {
        QVERIFY2(result.verdict == verify::Verdict::Equivalent, ("not verified; frontier:" + frontierText(result)).c_str());
        continue;
      }
      QVERIFY2(result.verdict == verify::Verdict::NotVerified, "a pair whose layouts differ was verified equivalent");
      QVERIFY(!result.frontier.empty());
      QCOMPARE(QString::fromStdString(result.frontier.front().instruction), frontier);
      for (const QString& piece : reasonHas.split(',', Qt::SkipEmptyParts))
        QVERIFY2(result.frontier.front().reason.find(piece.toStdString()) != std::string::npos,
                 qPrintable("reason lacks \"" + piece + "\": " + QString::fromStdString(result.frontier.front().reason)));
      // The frontier's operands are verified (seed §4.1): for Figure 10 both add inputs.
      const auto& entry = d.entryComputation();
      const ir::InstructionId at = entry.find(result.frontier.front().instruction);
      QVERIFY(at >= 0);
      for (ir::InstructionId operand : entry.instructions[at].operands) {
        const auto it = result.instructions.find(std::string(entry.instructions[operand].name));
        QVERIFY(it != result.instructions.end());
        QVERIFY2(it->second.verified, entry.instructions[operand].name.data());
      }
    }
  }

  // The rows of the pairs above, checked where they are decided: the add's inputs carry
  // their bijections as relations, and a route's undoing step is an ordinary fact.
  void relationsOnTheRoute() {
    const verify::VerifyResult undone = verify::verifyPair(load("seed31_baseline.hlo"), load("seed31_undone.hlo"), {}, {}, {});
    QCOMPARE(undone.instructions.at("e").rule, std::string("elementwise-layout"));
    QVERIFY(undone.instructions.at("e").relationValue && undone.instructions.at("e").relationValue->hasLayout());
    QCOMPARE(undone.instructions.at("e").baselineCounterpart, std::string("e"));
    QCOMPARE(verify::shortRelationText(*undone.instructions.at("e").relationValue), std::string("T[1,2]·L"));
    QVERIFY(undone.instructions.at("out").relationValue && !undone.instructions.at("out").relationValue->hasLayout());
    QCOMPARE(undone.instructions.at("out").baselineCounterpart, std::string("out"));
  }

  // The algebra: every bijection the chains build maps elements as the chain does, and
  // the inverse and composition are exact.
  void bijectionMatchesIndexArithmetic_data() {
    QTest::addColumn<QString>("source");
    QTest::addColumn<QString>("chain");
    QTest::newRow("3.1") << "4,64,8" << "transpose(1,0,2) reshape(256,8)";
    QTest::newRow("unit dims") << "4,16" << "reshape(1,4,16) transpose(2,0,1) reshape(4,1,16)";
    QTest::newRow("split then swap") << "6,4" << "reshape(2,3,4) transpose(1,2,0) reshape(12,2) transpose(1,0)";
    QTest::newRow("identity round trip") << "8,6" << "transpose(1,0) transpose(1,0)";
  }

  void bijectionMatchesIndexArithmetic() {
    QFETCH(QString, source);
    QFETCH(QString, chain);
    layout::Shape dims;
    for (const QString& d : source.split(',')) dims.push_back(d.toLongLong());
    layout::LayoutChain ops;
    for (const QString& text : chain.split(' ')) {
      const QString inner = text.section('(', 1).chopped(1);
      std::vector<int64_t> values;
      for (const QString& v : inner.split(',')) values.push_back(v.toLongLong());
      ops.push_back(text.startsWith("reshape") ? layout::LayoutOp::reshape(values) : layout::LayoutOp::transpose(values));
    }
    verify::LayoutBijection b = verify::LayoutBijection::identity(dims);
    for (const auto& op : ops) QVERIFY(b.apply(op));
    QCOMPARE(sourceIndexOf(b), sourceIndexByChain(dims, ops));
    // Its own chain computes the same function.
    QCOMPARE(sourceIndexByChain(dims, b.chain()), sourceIndexByChain(dims, ops));
    // Inverse then forward is the identity.
    verify::LayoutBijection round;
    QVERIFY(b.inverse().then(b, round));
    QVERIFY2(round.isIdentity(), round.toString().c_str());
    if (chain == "transpose(1,0) transpose(1,0)") QVERIFY(b.isIdentity());
    else QVERIFY(!b.isIdentity());
  }

  void unevenCutIsRefused() {
    // (2,3) transposed to (3,2) and reshaped to (2,3): the axes cut the digits unevenly,
    // so no digit-wise form exists and a later transpose is refused.
    verify::LayoutBijection b = verify::LayoutBijection::identity({2, 3});
    QVERIFY(b.apply(layout::LayoutOp::transpose({1, 0})));
    QVERIFY(b.apply(layout::LayoutOp::reshape({2, 3})));
    std::string why;
    QVERIFY(!b.apply(layout::LayoutOp::transpose({1, 0}), &why));
    QVERIFY(why.find("do not divide") != std::string::npos);
  }
};

QTEST_APPLESS_MAIN(TestVerifyLayoutRelations)
#include "test_verify_layout_relations.moc"
