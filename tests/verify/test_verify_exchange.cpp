// The element-by-element simulation behind the all-to-all-exchange rule: XLA's
// all-to-all (member j receives chunk j of member i at position i), transposes, the
// tile check, and refusals for untrusted sizes and groups.
#include "verify/exchange_simulation.h"

#include <QTest>

using namespace shardscope::verify;

namespace {
// Four devices each holding a distinct value of four elements: device p's element e is
// labelled 10*p + e (a value tiled [4] over the devices, i.e. a baseline of 16).
DeviceLabels fourDevices() {
  DeviceLabels value;
  value.dims = {4};
  for (int64_t p = 0; p < 4; ++p) value.labels.push_back({10 * p, 10 * p + 1, 10 * p + 2, 10 * p + 3});
  return value;
}

ExchangeStep allToAll(std::vector<std::vector<int64_t>> groups, int64_t dim = 0) {
  ExchangeStep step;
  step.kind = ExchangeStep::Kind::AllToAll;
  step.dims = {4};
  step.splitDimension = dim;
  step.groups = std::move(groups);
  return step;
}
}  // namespace

class TestVerifyExchange : public QObject {
  Q_OBJECT

 private slots:
  void allToAllFollowsXla() {
    std::string why;
    // Groups {0,1},{2,3}: chunks of 2; member j gets chunk j of member 0 then of member 1.
    auto out = applyStep(fourDevices(), allToAll({{0, 1}, {2, 3}}), &why);
    QVERIFY2(out.has_value(), why.c_str());
    QCOMPARE(out->labels[0], (std::vector<int64_t>{0, 1, 10, 11}));
    QCOMPARE(out->labels[1], (std::vector<int64_t>{2, 3, 12, 13}));
    QCOMPARE(out->labels[2], (std::vector<int64_t>{20, 21, 30, 31}));
    QCOMPARE(out->labels[3], (std::vector<int64_t>{22, 23, 32, 33}));
    // Group order matters: {1,0} puts member 1's chunk first.
    auto reversed = applyStep(fourDevices(), allToAll({{1, 0}, {2, 3}}), &why);
    QVERIFY(reversed.has_value());
    QCOMPARE(reversed->labels[1], (std::vector<int64_t>{10, 11, 0, 1}));
    QCOMPARE(reversed->labels[0], (std::vector<int64_t>{12, 13, 2, 3}));
  }

  void transposeMovesLabels() {
    DeviceLabels value;
    value.dims = {2, 3};
    value.labels = {{0, 1, 2, 3, 4, 5}};
    ExchangeStep step;
    step.kind = ExchangeStep::Kind::Transpose;
    step.permutation = {1, 0};
    step.dims = {3, 2};
    std::string why;
    auto out = applyStep(value, step, &why);
    QVERIFY2(out.has_value(), why.c_str());
    QCOMPARE(out->labels[0], (std::vector<int64_t>{0, 3, 1, 4, 2, 5}));
  }

  void tilesAreRecognised() {
    Relation tiled = Relation::replicated(2, 2);
    tiled.tiles = {1, 2};
    tiled.index(1, 1) = 1;
    std::string why;
    auto labels = labelTiles(tiled, {2, 4}, {2, 2}, &why);
    QVERIFY2(labels.has_value(), why.c_str());
    QCOMPARE(labels->labels[1], (std::vector<int64_t>{2, 3, 6, 7}));
    auto back = tileRelationOf(*labels, {2, 4}, {}, &why);
    QVERIFY2(back.has_value(), why.c_str());
    QVERIFY(back->sameAs(tiled));
    // Swapping two elements on one device is no tile.
    std::swap(labels->labels[0][1], labels->labels[0][2]);
    QVERIFY(!tileRelationOf(*labels, {2, 4}, {}, &why).has_value());
    QVERIFY(!why.empty());
  }

  void badInputIsRefused_data() {
    QTest::addColumn<int>("kind");
    QTest::newRow("device missing from the groups") << 0;
    QTest::newRow("device out of range") << 1;
    QTest::newRow("dim not divisible by the group") << 2;
    QTest::newRow("split dim out of range") << 3;
    QTest::newRow("empty group") << 4;
  }

  void badInputIsRefused() {
    QFETCH(int, kind);
    const std::vector<ExchangeStep> steps = {allToAll({{0, 1}, {2}}), allToAll({{0, 1}, {2, 7}}), allToAll({{0, 1, 2}, {3}}),
                                             allToAll({{0, 1}, {2, 3}}, 5), allToAll({{0, 1, 2, 3}, {}})};
    std::string why;
    QVERIFY(!applyStep(fourDevices(), steps[static_cast<std::size_t>(kind)], &why).has_value());
    QVERIFY(!why.empty());
  }

  void hugeValuesAreRefused() {
    Relation replicated = Relation::replicated(4, 2);
    std::string why;
    QVERIFY(!labelTiles(replicated, {int64_t{1} << 20, int64_t{1} << 20}, {int64_t{1} << 20, int64_t{1} << 20}, &why).has_value());
    QVERIFY(why.find("too many") != std::string::npos);
  }
};

QTEST_APPLESS_MAIN(TestVerifyExchange)
#include "test_verify_exchange.moc"
