// The window attribute of reduce-window (ir/window_attribute.h), read once for the
// numeric interpreter and the verifier.
#include "ir/window_attribute.h"

#include <QTest>

using namespace shardscope::ir;

class TestWindowAttribute : public QObject {
  Q_OBJECT

 private slots:
  void entriesAndDefaults() {
    const auto parsed = parseWindowAttribute("{size=1x3 stride=1x2 pad=0_0x2_1 rhs_dilate=1x2}", 2);
    const auto* dims = std::get_if<std::vector<WindowDim>>(&parsed);
    QVERIFY(dims);
    QVERIFY((*dims)[0].trivial());
    QCOMPARE((*dims)[1].size, int64_t{3});
    QCOMPARE((*dims)[1].stride, int64_t{2});
    QCOMPARE((*dims)[1].padLow, int64_t{2});
    QCOMPARE((*dims)[1].padHigh, int64_t{1});
    QCOMPARE((*dims)[1].windowDilation, int64_t{2});
    QCOMPARE((*dims)[1].baseDilation, int64_t{1});
    QVERIFY(!(*dims)[1].trivial());
    const auto reversed = parseWindowAttribute("size=1 rhs_reversal=1", 1);
    QVERIFY(!std::get<std::vector<WindowDim>>(reversed)[0].trivial());
  }

  void malformedEntries_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("error");
    QTest::newRow("wrong count") << "size=2x2x2" << "malformed window entry 'size=2x2x2'";
    QTest::newRow("pad without pairs") << "pad=1x1" << "malformed window entry 'pad=1x1'";
    QTest::newRow("unknown key") << "size=1x1 tilt=1x1" << "unknown window entry 'tilt'";
    QTest::newRow("zero stride") << "size=1x1 stride=0x1" << "window sizes, strides and dilations must be positive";
    QTest::newRow("not a number") << "size=ax1" << "malformed window entry 'size=ax1'";
  }
  void malformedEntries() {
    QFETCH(QString, text);
    QFETCH(QString, error);
    const std::string input = text.toStdString();
    const auto parsed = parseWindowAttribute(input, 2);
    QVERIFY(std::holds_alternative<std::string>(parsed));
    QCOMPARE(QString::fromStdString(std::get<std::string>(parsed)), error);
  }
};

QTEST_APPLESS_MAIN(TestWindowAttribute)
#include "test_window_attribute.moc"
