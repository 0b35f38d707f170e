// The sharding algebra propagation uses (XLA's hlo_sharding_util behaviour).
#include "propagation/tiling.h"
#include "sharding/hlo_sharding.h"

#include <QTest>

using namespace shardscope;
using sharding::HloSharding;

namespace {
HloSharding parse(const QString& text) {
  auto parsed = sharding::parseHloSharding(text.toStdString());
  if (!std::holds_alternative<HloSharding>(parsed)) qFatal("bad sharding in test: %s", qPrintable(text));
  return std::get<HloSharding>(parsed);
}
std::vector<int64_t> dims(const QString& text) {
  std::vector<int64_t> values;
  for (const QString& part : text.split(',', Qt::SkipEmptyParts)) values.push_back(part.toLongLong());
  return values;
}
}  // namespace

class TestTiling : public QObject {
  Q_OBJECT
 private slots:
  void reshape_data() {
    QTest::addColumn<QString>("source");
    QTest::addColumn<QString>("target");
    QTest::addColumn<QString>("sharding");
    QTest::addColumn<QString>("expected");
    QTest::newRow("transpose-like keeps the gcd") << "6,4" << "4,6" << "{devices=[6,1]<=[6]}"
                                                 << "{devices=[2,1,3]<=[6] last_tile_dim_replicate}";
    QTest::newRow("split a tiled dim") << "8" << "2,4" << "{devices=[4]0,1,2,3}" << "{devices=[2,2]0,1,2,3}";
    QTest::newRow("merge major tiled dim") << "2,4" << "8" << "{devices=[2,1]0,1}" << "{devices=[2]0,1}";
    QTest::newRow("minor tiled dim cannot merge") << "2,4" << "8" << "{devices=[1,2]0,1}" << "{replicated}";
    QTest::newRow("add a size-1 dim") << "8,6" << "8,1,6" << "{devices=[2,2]0,1,2,3}" << "{devices=[2,1,2]0,1,2,3}";
    QTest::newRow("replicated stays") << "8" << "2,4" << "{replicated}" << "{replicated}";
  }
  void reshape() {
    QFETCH(QString, source);
    QFETCH(QString, target);
    QFETCH(QString, sharding);
    QFETCH(QString, expected);
    const HloSharding result = propagation::reshapeSharding(dims(source), dims(target), parse(sharding));
    QVERIFY2(result == parse(expected), result.toString(false).c_str());
  }

  void mapDimsMovesAndReplicates() {
    auto t = propagation::tilingOf(parse("{devices=[2,4]0,1,2,3,4,5,6,7}"), 2);
    QVERIFY(t);
    // Transpose.
    QCOMPARE(propagation::toSharding(propagation::mapDims(*t, 2, {1, 0})), parse("{devices=[4,2]0,4,1,5,2,6,3,7}"));
    // Drop dim 1 into replication, put dim 0 at position 1 of a rank-3 result.
    QCOMPARE(propagation::toSharding(propagation::mapDims(*t, 3, {1, -1})),
             parse("{devices=[1,2,1,4]0,1,2,3,4,5,6,7 last_tile_dim_replicate}"));
  }

  void mergeCompatibleCombinesPartialShardings() {
    // XLA's DotMergeOperands3: [2,1] x4 and [1,4] x2 merge to [2,4] with this order.
    auto a = propagation::tilingOf(parse("{devices=[2,1,4]0,1,2,3,4,5,6,7 last_tile_dim_replicate}"), 2);
    auto b = propagation::tilingOf(parse("{devices=[1,4,2]0,4,2,6,3,7,1,5 last_tile_dim_replicate}"), 2);
    QVERIFY(a && b);
    auto merged = propagation::mergeCompatible(*b, *a, 5);
    QVERIFY(merged);
    QCOMPARE(propagation::toSharding(*merged), parse("{devices=[2,4]0,2,3,1,4,6,7,5}"));
    // Incompatible device placement: no merge.
    auto c = propagation::tilingOf(parse("{devices=[2,1,2]0,1,2,3 last_tile_dim_replicate}"), 2);
    auto d = propagation::tilingOf(parse("{devices=[2,1,2]0,2,1,3 last_tile_dim_replicate}"), 2);
    QVERIFY(!propagation::mergeCompatible(*d, *c, 1));
  }

  void specificity_data() {
    QTest::addColumn<QString>("lhs");
    QTest::addColumn<QString>("rhs");
    QTest::addColumn<bool>("more");
    QTest::newRow("more tiles") << "{devices=[2,2]0,1,2,3}" << "{devices=[2,1,2]0,1,2,3 last_tile_dim_replicate}" << true;
    QTest::newRow("fewer tiles") << "{devices=[2,1]0,1}" << "{devices=[2,2]0,1,2,3}" << false;
    QTest::newRow("tiled over replicated") << "{devices=[2]0,1}" << "{replicated}" << true;
    QTest::newRow("maximal over replicated") << "{maximal device=1}" << "{replicated}" << true;
    QTest::newRow("replicated not over maximal") << "{replicated}" << "{maximal device=1}" << false;
    QTest::newRow("equal tiles") << "{devices=[2,1]0,1}" << "{devices=[1,2]0,1}" << false;
  }
  void specificity() {
    QFETCH(QString, lhs);
    QFETCH(QString, rhs);
    QFETCH(bool, more);
    QCOMPARE(propagation::isMoreSpecific(parse(lhs), parse(rhs)), more);
  }

  void partiallyManualKeepsItsManualPart() {
    // XLA orders replicated before manual; the tiling keeps manual apart from the data dims.
    const HloSharding partial = parse("{devices=[2,1,2,2]0,1,2,3,4,5,6,7 last_tile_dims={replicated, manual}}");
    auto t = propagation::tilingOf(partial, 2);
    QVERIFY(t);
    QCOMPARE(t->manual, int64_t{2});
    QCOMPARE(t->replication, int64_t{2});
    QCOMPARE(propagation::toSharding(*t), partial);
    // A transpose moves the data dims only.
    QCOMPARE(propagation::toSharding(propagation::mapDims(*t, 2, {1, 0})),
             parse("{devices=[1,2,2,2]0,1,2,3,4,5,6,7 last_tile_dims={replicated, manual}}"));
    // Replicating the tiled dim leaves {replicated, manual} groups of 4 and 2.
    QCOMPARE(propagation::toSharding(propagation::replicateDims(*t, {0})),
             parse("{devices=[1,1,4,2]0,1,2,3,4,5,6,7 last_tile_dims={replicated, manual}}"));
    // Same manual groups or not.
    QVERIFY(propagation::sameManualPart(partial, parse("{devices=[1,2,2,2]0,1,2,3,4,5,6,7 last_tile_dims={replicated, manual}}")));
    QVERIFY(!propagation::sameManualPart(partial, parse("{devices=[2,1,2,2]0,2,1,3,4,6,5,7 last_tile_dims={replicated, manual}}")));
    QVERIFY(!propagation::sameManualPart(partial, parse("{devices=[2,4]0,1,2,3,4,5,6,7}")));
    QVERIFY(propagation::sameManualPart(parse("{devices=[2,1]0,1}"), parse("{devices=[1,2]0,1}")));
  }

  void subTiling_data() {
    QTest::addColumn<QString>("shape");
    QTest::addColumn<QString>("sub");
    QTest::addColumn<QString>("sharding");
    QTest::addColumn<bool>("expected");
    QTest::newRow("equal") << "8,8" << "{devices=[2,1]0,1}" << "{devices=[2,1]0,1}" << true;
    QTest::newRow("finer inside") << "8,8" << "{devices=[2,2]0,1,2,3}" << "{devices=[2,1,2]0,1,2,3 last_tile_dim_replicate}" << true;
    QTest::newRow("finer on other devices") << "8,8" << "{devices=[2,2]0,2,1,3}" << "{devices=[2,1,2]0,1,2,3 last_tile_dim_replicate}" << false;
    QTest::newRow("other dim") << "8,8" << "{devices=[2,1]0,1}" << "{devices=[1,2]0,1}" << false;
    QTest::newRow("anything inside replicated") << "8,8" << "{devices=[1,2]0,1}" << "{replicated}" << true;
    QTest::newRow("replicated not inside tiles") << "8,8" << "{replicated}" << "{devices=[1,2]0,1}" << false;
  }
  void subTiling() {
    QFETCH(QString, shape);
    QFETCH(QString, sub);
    QFETCH(QString, sharding);
    QFETCH(bool, expected);
    QCOMPARE(propagation::isSubTilingOrEqual(dims(shape), parse(sub), parse(sharding)), expected);
  }

  void evenDivision() {
    QVERIFY(propagation::dividesEvenly(parse("{devices=[4]0,1,2,3}"), {8}));
    QVERIFY(!propagation::dividesEvenly(parse("{devices=[4]0,1,2,3}"), {3}));
    QVERIFY(propagation::dividesEvenly(parse("{replicated}"), {3}));
  }
};

QTEST_APPLESS_MAIN(TestTiling)
#include "test_tiling.moc"
