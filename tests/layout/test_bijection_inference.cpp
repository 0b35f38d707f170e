// Bijection inference on hand-built cases: the seed's example, the shapes of the
// answers, sharded inputs (tiled and strided), and the refusals.
#include "layout/bijection_inference.h"
#include "layout/chain_parser.h"
#include "layout/index_tensor.h"

#include <QTest>

using namespace shardscope;
using namespace shardscope::layout;

namespace {

LayoutChain chain(const char* text) {
  ParsedChain parsed = parseLayoutChain(text, "test");
  if (!parsed.ok()) qFatal("bad chain in test: %s", parsed.error->format().c_str());
  return parsed.chain;
}

BijectionResult infer(const Shape& input, const char* baseline, const char* distributed) {
  BijectionQuery query;
  query.baselineInput = input;
  query.baselineChain = chain(baseline);
  query.distributedChain = chain(distributed);
  return inferBijection(query, CancellationToken(), {});
}

// ops(Sd(iota)) == Sb(iota): the returned ops are checked by evaluation.
bool relatesOnIota(const Shape& input, const char* baseline, const char* distributed,
                   const LayoutChain& ops) {
  const auto start = IndexTensor::iota(input);
  const auto b = applyChain(*start, chain(baseline));
  const auto d = applyChain(*start, chain(distributed));
  const auto mapped = applyChain(*d, ops);
  return b && mapped && *b == *mapped;
}

}  // namespace

class BijectionInferenceTest : public QObject {
  Q_OBJECT

 private slots:
  void seedExample() {
    const BijectionResult r =
        infer({4, 64, 4096}, "reshape(256,4096)", "transpose(1,0,2) reshape(256,4096)");
    QVERIFY(r.found());
    QCOMPARE(chainToString(r.ops),
             std::string("reshape(64,4,4096) transpose(1,0,2) reshape(256,4096)"));
    QCOMPARE(r.baselineExpression(), std::string("(⊗(i,j),k)"));
    QCOMPARE(r.distributedExpression(), std::string("(⊗(j,i),k)"));
    QCOMPARE(r.method, BijectionMethod::Symbolic);
    QCOMPARE(r.relation, RelationKind::Whole);
    QVERIFY(!r.trace.empty());
  }

  void expectedOps_data() {
    QTest::addColumn<QString>("shape");
    QTest::addColumn<QString>("baseline");
    QTest::addColumn<QString>("distributed");
    QTest::addColumn<QString>("ops");
    QTest::newRow("same chain") << "4,6" << "transpose(1,0)" << "transpose(1,0)" << "";
    QTest::newRow("both empty") << "4,6" << "" << "" << "";
    QTest::newRow("pure transpose") << "2,3,5" << "" << "transpose(2,0,1)"
                                    << "transpose(1,2,0)";
    QTest::newRow("merge equals reshape") << "4,6" << "reshape(24)" << "reshape(2,2,6)"
                                          << "reshape(24)";
    QTest::newRow("split merged axis back") << "6,4" << "transpose(1,0)"
                                            << "reshape(24)" << "reshape(6,4) transpose(1,0)";
    QTest::newRow("coalesced factors") << "2,3,4,5" << "reshape(6,20)"
                                       << "transpose(2,3,0,1) reshape(20,6)"
                                       << "transpose(1,0)";
    QTest::newRow("unit axes") << "1,4,1,3" << "reshape(3,4)" << "transpose(2,3,0,1)"
                               << "transpose(0,3,2,1) reshape(3,4)";
  }

  void expectedOps() {
    QFETCH(QString, shape);
    QFETCH(QString, baseline);
    QFETCH(QString, distributed);
    QFETCH(QString, ops);
    const Shape input = parseShape(shape.toStdString(), "test").shape;
    const BijectionResult r =
        infer(input, baseline.toUtf8().constData(), distributed.toUtf8().constData());
    QVERIFY2(r.found(), r.reason.c_str());
    QCOMPARE(QString::fromStdString(chainToString(r.ops)), ops);
    QVERIFY(relatesOnIota(input, baseline.toUtf8().constData(), distributed.toUtf8().constData(),
                          r.ops));
  }

  void irregularChainsStillGetAnExactAnswer() {
    // (2,3)^T reshaped to (2,3): the reshape cuts the factor 3 into 2 and 1.5.
    const BijectionResult r = infer({2, 3}, "", "transpose(1,0) reshape(2,3)");
    QVERIFY(r.found());
    QCOMPARE(r.method, BijectionMethod::Composed);
    QVERIFY(relatesOnIota({2, 3}, "", "transpose(1,0) reshape(2,3)", r.ops));
    QVERIFY(!r.reason.empty());
    QVERIFY(r.baselineExpression().empty());
  }

  void irregularButEqualChainsNeedNoOps() {
    const BijectionResult r = infer({6, 4}, "transpose(1,0) reshape(3,8) transpose(1,0)",
                                    "transpose(1,0) reshape(3,8) transpose(1,0)");
    QVERIFY(r.found());
    QVERIFY(r.ops.empty());
  }

  void differentElementCountsAreNotABijection() {
    BijectionQuery query;
    query.baselineInput = {4, 6};
    query.distributedInput = Shape{4, 5};
    const BijectionResult r = inferBijection(query, CancellationToken(), {});
    QCOMPARE(r.outcome, BijectionOutcome::NotBijective);
    QVERIFY(r.reason.find("24") != std::string::npos);
    QVERIFY(r.reason.find("20") != std::string::npos);
  }

  void distributedInputReshapedFromBaseline() {
    BijectionQuery query;
    query.baselineInput = {4, 6};
    query.distributedInput = Shape{24};
    query.distributedChain = chain("reshape(6,4) transpose(1,0)");
    const BijectionResult r = inferBijection(query, CancellationToken(), {});
    QVERIFY(r.found());
    // d is b flattened; Sd(d) is (6,4)^T; the answer must take that back to (4,6).
    const auto b = IndexTensor::iota({4, 6});
    const auto d = applyChain(*IndexTensor::iota({24}), query.distributedChain);
    QCOMPARE(*applyChain(*d, r.ops), *b);
  }

  void invalidChainsNameTheOp_data() {
    QTest::addColumn<QString>("baseline");
    QTest::addColumn<QString>("distributed");
    QTest::addColumn<int>("part");
    QTest::addColumn<int>("op");
    QTest::newRow("count") << "reshape(5,5)" << "" << int(QueryPart::BaselineChain) << 0;
    QTest::newRow("perm rank") << "" << "transpose(1,0,2)" << int(QueryPart::DistributedChain)
                               << 0;
    QTest::newRow("perm repeat") << "" << "reshape(24) reshape(2,12) transpose(0,0)"
                                 << int(QueryPart::DistributedChain) << 2;
  }

  void invalidChainsNameTheOp() {
    QFETCH(QString, baseline);
    QFETCH(QString, distributed);
    QFETCH(int, part);
    QFETCH(int, op);
    const BijectionResult r =
        infer({4, 6}, baseline.toUtf8().constData(), distributed.toUtf8().constData());
    QCOMPARE(r.outcome, BijectionOutcome::InvalidInput);
    QCOMPARE(int(r.invalidPart), part);
    QCOMPARE(r.invalidOp, op);
    QVERIFY(r.ops.empty());
  }

  void shardedRowsStayTiled() {
    // b (8,6) cut into 2 row blocks; both sides transpose: device d holds columns
    // [4d, 4d+4) of B = b^T.
    BijectionQuery query;
    query.baselineInput = {8, 6};
    query.axisMap = AxisMap::blockSharded({8, 6}, {2, 1});
    query.baselineChain = chain("transpose(1,0)");
    query.distributedChain = chain("transpose(1,0)");
    const BijectionResult r = inferBijection(query, CancellationToken(), {});
    QVERIFY(r.found());
    QVERIFY(r.ops.empty());
    QCOMPARE(r.relation, RelationKind::Tiled);
    QCOMPARE(r.localResultShape, (Shape{6, 4}));
    QCOMPARE(r.baselineExpression(), std::string("(j,⊗(dev(i/4),i%4))"));
    QCOMPARE(r.distributedExpression(), std::string("(j,i%4)"));
    QCOMPARE(r.resultAxes[1].size(), std::size_t(2));
    QVERIFY(!r.resultAxes[1][0].held);
    QCOMPARE(r.resultAxes[1][0].deviceDigit, (AxisFactor{0, 4, 2}));
  }

  void shardedAxisMergedBelowAnotherIsStrided() {
    // b (4,6) with rows cut in 2; baseline merges (j,i) after a transpose, so a
    // device's rows interleave with the columns: a strided relation.
    BijectionQuery query;
    query.baselineInput = {4, 6};
    query.axisMap = AxisMap::blockSharded({4, 6}, {2, 1});
    query.baselineChain = chain("transpose(1,0) reshape(24)");
    query.distributedChain = chain("transpose(1,0) reshape(12)");
    const BijectionResult r = inferBijection(query, CancellationToken(), {});
    QVERIFY(r.found());
    QCOMPARE(r.relation, RelationKind::Strided);
    QCOMPARE(r.localResultShape, (Shape{12}));
    QVERIFY(r.reason.find("strided") != std::string::npos);
    // The map to carry forward: the device holds digits j (stride 4) and i%2 (stride 1).
    const AxisMap next = r.resultMap();
    QCOMPARE(next.axes.size(), std::size_t(1));
    QCOMPARE(next.axes[0], (std::vector<AxisFactor>{{0, 4, 6}, {0, 1, 2}}));
    QVERIFY(checkAxisMap(r.baselineResultShape, next).ok());
  }

  void resultMapStartsTheNextQuery() {
    // A strided relation carried through a second chain that undoes the merge becomes
    // tiled again: rows of b (4,6) in 2 blocks, merged below the columns, then split back.
    BijectionQuery first;
    first.baselineInput = {4, 6};
    first.axisMap = AxisMap::blockSharded({4, 6}, {2, 1});
    first.baselineChain = chain("transpose(1,0) reshape(24)");
    first.distributedChain = chain("transpose(1,0) reshape(12)");
    const BijectionResult r1 = inferBijection(first, CancellationToken(), {});
    QCOMPARE(r1.relation, RelationKind::Strided);

    BijectionQuery second;
    second.baselineInput = r1.baselineResultShape;
    second.axisMap = r1.resultMap();
    second.baselineChain = chain("reshape(6,4) transpose(1,0)");
    second.distributedChain = chain("reshape(6,2) transpose(1,0)");
    const BijectionResult r2 = inferBijection(second, CancellationToken(), {});
    QVERIFY2(r2.found(), r2.reason.c_str());
    QVERIFY(r2.ops.empty());
    QCOMPARE(r2.relation, RelationKind::Tiled);
    QCOMPARE(r2.localResultShape, (Shape{2, 6}));
  }

  void shardedMajorMergeIsTiled() {
    BijectionQuery query;
    query.baselineInput = {4, 64, 4096};
    query.axisMap = AxisMap::blockSharded({4, 64, 4096}, {2, 1, 1});
    query.baselineChain = chain("reshape(256,4096)");
    query.distributedChain = chain("reshape(128,4096)");
    const BijectionResult r = inferBijection(query, CancellationToken(), {});
    QVERIFY(r.found());
    QVERIFY(r.ops.empty());
    QCOMPARE(r.relation, RelationKind::Tiled);
  }

  void shardedThroughIrregularReshapeIsUnsupported() {
    BijectionQuery query;
    query.baselineInput = {4, 6};
    query.axisMap = AxisMap::blockSharded({4, 6}, {2, 1});
    query.baselineChain = chain("transpose(1,0) reshape(4,6)");
    query.distributedChain = chain("transpose(1,0) reshape(4,3)");
    const BijectionResult r = inferBijection(query, CancellationToken(), {});
    QCOMPARE(r.outcome, BijectionOutcome::Unsupported);
    QVERIFY(r.reason.find("irregular") != std::string::npos);
    QVERIFY(r.ops.empty());
  }

  void inconsistentAxisMapIsInvalid() {
    BijectionQuery query;
    query.baselineInput = {8};
    query.axisMap = AxisMap{{{{0, 1, 4}, {0, 2, 2}}}};  // overlapping digits
    const BijectionResult r = inferBijection(query, CancellationToken(), {});
    QCOMPARE(r.outcome, BijectionOutcome::InvalidInput);
    QCOMPARE(r.invalidPart, QueryPart::AxisMap);
  }

  void hostileQueriesAreRefused_data() {
    QTest::addColumn<int>("which");
    QTest::newRow("overflowing shape") << 0;
    QTest::newRow("negative reshape") << 1;
    QTest::newRow("huge transpose axis") << 2;
    QTest::newRow("rank beyond the cap") << 3;
    QTest::newRow("map axis out of range") << 4;
  }

  void hostileQueriesAreRefused() {
    QFETCH(int, which);
    BijectionQuery q;
    q.baselineInput = {4, 6};
    switch (which) {
      case 0: q.baselineInput = {int64_t{1} << 40, int64_t{1} << 40}; break;
      case 1: q.baselineChain = {LayoutOp::reshape({-4, -6})}; break;
      case 2: q.distributedChain = {LayoutOp::transpose({int64_t{1} << 60, 0})}; break;
      case 3: q.baselineChain = {LayoutOp::reshape(Shape(100, 1))}; break;
      case 4: q.axisMap = AxisMap{{{{7, 1, 4}}, {{1, 1, 6}}}}; break;
    }
    const BijectionResult r = inferBijection(q, CancellationToken(), {});
    QCOMPARE(r.outcome, BijectionOutcome::InvalidInput);
    QVERIFY(!r.reason.empty());
  }

  void longChainsStayCheap() {
    // 4,000 ops that undo each other: linear work, and nothing is left to do.
    BijectionQuery q;
    q.baselineInput = {2, 3, 4, 5, 6};
    for (int n = 0; n < 2000; ++n) {
      q.distributedChain.push_back(LayoutOp::transpose({4, 0, 1, 2, 3}));
      q.distributedChain.push_back(
          LayoutOp::reshape(n % 2 ? Shape{3, 4, 5, 6, 2} : Shape{6, 2, 3, 4, 5}));
    }
    q.distributedChain.push_back(LayoutOp::reshape({2, 3, 4, 5, 6}));
    const BijectionResult r = inferBijection(q, CancellationToken(), {});
    QVERIFY(r.found());
    const auto start = IndexTensor::iota(q.baselineInput);
    QCOMPARE(*applyChain(*applyChain(*start, q.distributedChain), r.ops), *start);
  }

  void cancellationIsHonoured() {
    CancellationToken token;
    token.cancel();
    BijectionQuery query;
    query.baselineInput = {2, 2};
    QVERIFY_THROWS_EXCEPTION(OperationCancelled, inferBijection(query, token, {}));
  }
};

QTEST_APPLESS_MAIN(BijectionInferenceTest)
#include "test_bijection_inference.moc"
