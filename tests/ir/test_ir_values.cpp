// Value types of the IR: shapes, replica groups (iota expansion), literal decoding.
#include "ir/literal.h"
#include "ir/replica_groups.h"
#include "ir/shape.h"

#include <QTest>

#include <cmath>

using namespace shardscope::ir;

class TestIrValues : public QObject {
  Q_OBJECT

 private slots:
  void shapeText() {
    Shape shape = Shape::array(ElementType::BF16, {8, 16});
    QCOMPARE(shape.toString(), std::string("bf16[8,16]"));
    QCOMPARE(*shape.byteSize(), int64_t{256});
    Shape tuple = Shape::tuple({shape, Shape::array(ElementType::Pred, {})});
    QCOMPARE(tuple.toString(), std::string("(bf16[8,16], pred[])"));
    QCOMPARE(*tuple.byteSize(), int64_t{257});
    QVERIFY(!Shape::array(ElementType::F32, {int64_t{1} << 40, int64_t{1} << 40}).elementCount());
    QCOMPARE(*Shape::array(ElementType::S4, {3}).byteSize(), int64_t{2});  // 12 bits round up
  }

  void elementTypes() {
    for (std::string_view name : {"pred", "s4", "u4", "s8", "u64", "f16", "bf16", "f32", "f64", "f8e5m2", "f8e4m3fn",
                                  "f8e4m3b11fnuz", "f8e5m2fnuz", "f8e4m3fnuz", "c64", "c128", "token"}) {
      const std::optional<ElementType> type = elementTypeFromName(name);
      QVERIFY2(type.has_value(), std::string(name).c_str());
      QCOMPARE(elementTypeName(*type), name);
      QCOMPARE(elementTypeFromProtoNumber(elementTypeProtoNumber(*type)), type);
    }
    QVERIFY(!elementTypeFromName("f33"));
    QVERIFY(!elementTypeFromName("tuple"));
  }

  void iotaReplicaGroups_data() {
    QTest::addColumn<int>("groups");
    QTest::addColumn<int>("size");
    QTest::addColumn<QList<int>>("reshape");
    QTest::addColumn<QList<int>>("perm");
    QTest::addColumn<QList<QList<int>>>("expected");
    QTest::newRow("[2,2]<=[4]") << 2 << 2 << QList<int>{4} << QList<int>{} << QList<QList<int>>{{0, 1}, {2, 3}};
    QTest::newRow("[2,2]<=[2,2]T(1,0)") << 2 << 2 << QList<int>{2, 2} << QList<int>{1, 0} << QList<QList<int>>{{0, 2}, {1, 3}};
    QTest::newRow("[4,2]<=[2,4]T(1,0)") << 4 << 2 << QList<int>{2, 4} << QList<int>{1, 0}
                                       << QList<QList<int>>{{0, 4}, {1, 5}, {2, 6}, {3, 7}};
    QTest::newRow("[2,4]<=[2,2,2]T(0,2,1)") << 2 << 4 << QList<int>{2, 2, 2} << QList<int>{0, 2, 1}
                                           << QList<QList<int>>{{0, 2, 1, 3}, {4, 6, 5, 7}};
  }

  void iotaReplicaGroups() {
    QFETCH(int, groups);
    QFETCH(int, size);
    QFETCH(QList<int>, reshape);
    QFETCH(QList<int>, perm);
    QFETCH(QList<QList<int>>, expected);
    IotaReplicaGroups iota;
    iota.numGroups = groups;
    iota.groupSize = size;
    for (int d : reshape) iota.reshapeDims.push_back(d);
    for (int p : perm) iota.transposePerm.push_back(p);
    std::string error;
    auto expanded = expandIotaReplicaGroups(iota, 1 << 20, &error);
    QVERIFY2(expanded.has_value(), error.c_str());
    QCOMPARE(static_cast<int>(expanded->size()), expected.size());
    for (int g = 0; g < expected.size(); ++g)
      for (int i = 0; i < expected[g].size(); ++i) QCOMPARE(static_cast<int>((*expanded)[g][i]), expected[g][i]);
  }

  void iotaReplicaGroupsRejectBadForms() {
    std::string error;
    QVERIFY(!expandIotaReplicaGroups({2, 2, {5}, {}}, 1 << 20, &error));
    QVERIFY(!expandIotaReplicaGroups({2, 2, {2, 2}, {0, 0}}, 1 << 20, &error));
    QVERIFY(!expandIotaReplicaGroups({int64_t{1} << 30, int64_t{1} << 30, {int64_t{1} << 60}, {}}, 1 << 20, &error));
    QVERIFY(QString::fromStdString(error).contains("more than"));
  }

  void literals() {
    LiteralValues scalar = decodeLiteral("-1.5", Shape::array(ElementType::F32, {}));
    QVERIFY(scalar.ok);
    QCOMPARE(scalar.real, std::vector<double>{-1.5});
    LiteralValues matrix = decodeLiteral("{ {1, 2}, {3, -inf} }", Shape::array(ElementType::F32, {2, 2}));
    QVERIFY2(matrix.ok, matrix.error.c_str());
    QCOMPARE(matrix.real[2], 3.0);
    QVERIFY(std::isinf(matrix.real[3]) && matrix.real[3] < 0);
    LiteralValues predicates = decodeLiteral("{true, false}", Shape::array(ElementType::Pred, {2}));
    QCOMPARE(predicates.real, (std::vector<double>{1, 0}));
    LiteralValues complex = decodeLiteral("{(1, 0), (0, -2)}", Shape::array(ElementType::C64, {2}));
    QVERIFY2(complex.ok, complex.error.c_str());
    QCOMPARE(complex.imag, (std::vector<double>{0, -2}));
    QVERIFY(std::isnan(decodeLiteral("nan", Shape::array(ElementType::F32, {})).real[0]));
  }

  void literalErrors() {
    QVERIFY(!decodeLiteral("{1, 2, 3}", Shape::array(ElementType::F32, {2})).ok);
    QVERIFY(!decodeLiteral("{1}", Shape::array(ElementType::F32, {2})).ok);
    QVERIFY(!decodeLiteral("{1, x}", Shape::array(ElementType::F32, {2})).ok);
    const LiteralValues elided = decodeLiteral("{...}", Shape::array(ElementType::F32, {1024}));
    QVERIFY(!elided.ok);
    QVERIFY(QString::fromStdString(elided.error).contains("elided"));
    // No allocation by declared shape: a huge constant is refused up front.
    QVERIFY(!decodeLiteral("{1}", Shape::array(ElementType::F32, {int64_t{1} << 40})).ok);
  }
};

QTEST_APPLESS_MAIN(TestIrValues)
#include "test_ir_values.moc"
