// The layout algebra underneath bijection inference: symbolic reshape/transpose with
// factor splitting, irregular reshapes, the chain simplifier, the index-tensor
// evaluator and axis maps.
#include "layout/axis_map.h"
#include "layout/chain_parser.h"
#include "layout/chain_simplifier.h"
#include "layout/index_tensor.h"
#include "layout/symbolic_layout.h"

#include <QTest>

using namespace shardscope;
using namespace shardscope::layout;

namespace {

LayoutChain chain(const char* text) { return parseLayoutChain(text, "test").chain; }

struct Symbolic {
  AtomTable table;
  SymbolicLayout layout;
  explicit Symbolic(const Shape& shape) {
    for (std::size_t k = 0; k < shape.size(); ++k) {
      const int atom = table.add({static_cast<int>(k), 1, shape[k]});
      layout.appendAxis(std::span<const int>(&atom, 1));
    }
  }
};

}  // namespace

class SymbolicLayoutTest : public QObject {
  Q_OBJECT

 private slots:
  void expressions_data() {
    QTest::addColumn<QString>("shape");
    QTest::addColumn<QString>("ops");
    QTest::addColumn<QString>("expression");
    QTest::newRow("seed baseline") << "4,64,4096" << "reshape(256,4096)" << "(⊗(i,j),k)";
    QTest::newRow("seed distributed") << "4,64,4096" << "transpose(1,0,2) reshape(256,4096)"
                                      << "(⊗(j,i),k)";
    QTest::newRow("split") << "64" << "reshape(4,16)" << "(i/16,i%16)";
    QTest::newRow("middle digit") << "64" << "reshape(4,4,4) transpose(1,0,2)"
                                  << "(i/4%4,i/16,i%4)";
    QTest::newRow("split and merge back") << "8,6" << "reshape(2,4,6) reshape(48)" << "(⊗(i,j))";
    QTest::newRow("unit axes") << "4,1,3" << "reshape(1,12,1)" << "(1,⊗(i,k),1)";
    QTest::newRow("split across a merge") << "2,6" << "reshape(4,3)" << "(⊗(i,j/3),j%3)";
    QTest::newRow("many axes") << "1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,2" << ""
                               << "(1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,a19)";
  }

  void expressions() {
    QFETCH(QString, shape);
    QFETCH(QString, ops);
    QFETCH(QString, expression);
    const Shape input = parseShape(shape.toStdString(), "t").shape;
    Symbolic s(input);
    for (const LayoutOp& op : chain(ops.toUtf8().constData()))
      QVERIFY(applySymbolic(s.layout, op, s.table));
    QCOMPARE(QString::fromStdString(AtomNamer(input).toString(s.layout, s.table)), expression);
  }

  void irregularReshapeIsReported() {
    Symbolic s({2, 3});
    symbolicTranspose(s.layout, {1, 0});
    const SymbolicLayout before = s.layout;
    std::string why;
    QVERIFY(!symbolicReshape(s.layout, {2, 3}, s.table, &why));
    QVERIFY(s.layout == before);
    QVERIFY2(why.find("does not divide") != std::string::npos, why.c_str());
  }

  void splitsAreSharedByEveryLayout() {
    // Splitting an atom for one layout refines every layout that holds it.
    Symbolic s({12});
    const SymbolicLayout original = s.layout;
    QVERIFY(symbolicReshape(s.layout, {3, 4}, s.table));
    QCOMPARE(original.leaves(s.table).size(), std::size_t(2));
    QCOMPARE(original.expanded(s.table).rank(), 1);
    QCOMPARE(original.expanded(s.table).axis(0).size(), std::size_t(2));
  }

  void simplifier_data() {
    QTest::addColumn<QString>("shape");
    QTest::addColumn<QString>("ops");
    QTest::addColumn<QString>("simplified");
    QTest::newRow("reshapes merge") << "4,6" << "reshape(24) reshape(2,12)" << "reshape(2,12)";
    QTest::newRow("reshape back") << "4,6" << "reshape(24) reshape(4,6)" << "";
    QTest::newRow("transposes compose") << "2,3,5" << "transpose(1,2,0) transpose(1,2,0)"
                                        << "transpose(2,0,1)";
    QTest::newRow("inverse cancels") << "2,3,5"
                                     << "transpose(1,0,2) reshape(30) reshape(3,2,5) "
                                        "transpose(1,0,2)"
                                     << "";
    QTest::newRow("unit-only transpose") << "1,4,1" << "transpose(2,1,0)" << "";
    QTest::newRow("unit-only becomes reshape") << "1,4,3" << "transpose(1,0,2)"
                                               << "reshape(4,1,3)";
  }

  void simplifier() {
    QFETCH(QString, shape);
    QFETCH(QString, ops);
    QFETCH(QString, simplified);
    const Shape input = parseShape(shape.toStdString(), "t").shape;
    const LayoutChain original = chain(ops.toUtf8().constData());
    const LayoutChain result = simplifyChain(input, original);
    QCOMPARE(QString::fromStdString(chainToString(result)), simplified);
    const IndexTensor start = *IndexTensor::iota(input);
    QCOMPARE(*applyChain(start, result), *applyChain(start, original));
  }

  void inverseChainUndoes() {
    const Shape input{2, 3, 4};
    const LayoutChain forward = chain("transpose(2,0,1) reshape(8,3) transpose(1,0)");
    const LayoutChain back = invertChain(input, forward);
    const IndexTensor start = *IndexTensor::iota(input);
    QCOMPARE(*applyChain(*applyChain(start, forward), back), start);
  }

  void indexTensorTranspose() {
    const IndexTensor t = *applyOp(*IndexTensor::iota({2, 3}), LayoutOp::transpose({1, 0}));
    QCOMPARE(t.shape, (Shape{3, 2}));
    QCOMPARE(t.values, (std::vector<int64_t>{0, 3, 1, 4, 2, 5}));
    QVERIFY(!applyOp(t, LayoutOp::reshape({5})));
    QVERIFY(!IndexTensor::iota({1 << 20, 1 << 20}));
  }

  void axisMapDigits() {
    // Rows of (8,6) in 2 blocks: the device digit is the major one of axis 0.
    const AxisMap map = *AxisMap::blockSharded({8, 6}, {2, 1});
    QCOMPARE(map.distributedShape(), (Shape{4, 6}));
    const AxisMapCheck check = checkAxisMap({8, 6}, map);
    QVERIFY(check.ok());
    QCOMPARE(check.digits[0].size(), std::size_t(2));
    QCOMPARE(check.digits[0][0].factor, (AxisFactor{0, 4, 2}));
    QVERIFY(!check.digits[0][0].held);
    QVERIFY(check.digits[0][1].held);
    QVERIFY(!AxisMap::blockSharded({8, 6}, {3, 1}));
  }

  void axisMapRejects_data() {
    QTest::addColumn<int>("axis");
    QTest::addColumn<qlonglong>("stride");
    QTest::addColumn<qlonglong>("size");
    QTest::newRow("no such axis") << 2 << 1LL << 8LL;
    QTest::newRow("does not divide") << 0 << 1LL << 3LL;
    QTest::newRow("beyond the axis") << 0 << 4LL << 4LL;
    QTest::newRow("zero size") << 0 << 1LL << 0LL;
    QTest::newRow("huge stride") << 0 << (1LL << 62) << 4LL;
  }

  void axisMapRejects() {
    QFETCH(int, axis);
    QFETCH(qlonglong, stride);
    QFETCH(qlonglong, size);
    AxisMap map;
    map.axes = {{{axis, stride, size}}, {{1, 1, 6}}};
    QVERIFY(!checkAxisMap({8, 6}, map).ok());
  }
};

QTEST_APPLESS_MAIN(SymbolicLayoutTest)
#include "test_symbolic_layout.moc"
