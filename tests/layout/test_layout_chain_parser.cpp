// The text forms of chains and shapes: round trips, and positioned errors for
// malformed or hostile input.
#include "layout/chain_parser.h"

#include <QTest>

#include <random>

using namespace shardscope;
using namespace shardscope::layout;

class LayoutChainParserTest : public QObject {
  Q_OBJECT

 private slots:
  void roundTrip_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("printed");
    QTest::newRow("empty") << "" << "";
    QTest::newRow("seed") << "transpose(1,0,2) reshape(256,4096)"
                          << "transpose(1,0,2) reshape(256,4096)";
    QTest::newRow("spaces") << "  reshape( 2 , 3 )\ttranspose (1,0) "
                            << "reshape(2,3) transpose(1,0)";
    QTest::newRow("scalar") << "reshape()" << "reshape()";
    QTest::newRow("adjacent") << "reshape(6)reshape(2,3)" << "reshape(6) reshape(2,3)";
  }

  void roundTrip() {
    QFETCH(QString, text);
    QFETCH(QString, printed);
    const ParsedChain parsed = parseLayoutChain(text.toStdString(), "t");
    QVERIFY2(parsed.ok(), parsed.ok() ? "" : parsed.error->format().c_str());
    QCOMPARE(QString::fromStdString(chainToString(parsed.chain)), printed);
    QCOMPARE(parsed.opColumns.size(), parsed.chain.size());
  }

  void opColumnsPointAtEachOp() {
    const ParsedChain parsed = parseLayoutChain("reshape(4) transpose(0)", "t");
    QCOMPARE(parsed.opColumns, (std::vector<int>{1, 12}));
  }

  void errors_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("fragment");
    QTest::newRow("unknown op") << "reshape(4) slice(1)" << 12 << "unknown layout op 'slice'";
    QTest::newRow("no paren") << "reshape 4" << 9 << "expected '('";
    QTest::newRow("unclosed") << "reshape(4,2" << 12 << "expected ',' or ')'";
    QTest::newRow("negative") << "reshape(-4)" << 9 << "non-negative integer";
    QTest::newRow("trailing comma") << "reshape(4,)" << 11 << "non-negative integer";
    QTest::newRow("huge") << "reshape(99999999999999999999)" << 9 << "too large";
    QTest::newRow("junk") << "reshape(4) ," << 12 << "expected 'reshape(...)'";
  }

  void errors() {
    QFETCH(QString, text);
    QFETCH(int, column);
    QFETCH(QString, fragment);
    const ParsedChain parsed = parseLayoutChain(text.toStdString(), "--baseline");
    QVERIFY(!parsed.ok());
    QCOMPARE(parsed.error->column, column);
    const QString formatted = QString::fromStdString(parsed.error->format());
    QVERIFY2(formatted.startsWith("--baseline:1:" + QString::number(column) + ": error: "),
             qPrintable(formatted));
    QVERIFY2(formatted.contains(fragment), qPrintable(formatted));
  }

  void rankIsCapped() {
    std::string text = "reshape(";
    for (int k = 0; k < 100; ++k) text += k ? ",1" : "1";
    text += ")";
    const ParsedChain parsed = parseLayoutChain(text, "t");
    QVERIFY(!parsed.ok());
    QVERIFY(parsed.error->message.find("dimensions") != std::string::npos);
  }

  void arbitraryBytesNeverCrash() {
    // Fixed-seed fuzzing: any text either parses or gives an error inside the text.
    std::mt19937 random(7);
    const std::string alphabet = "reshapetranspose(),0123456789 -x\t";
    for (int n = 0; n < 20000; ++n) {
      std::string text(std::uniform_int_distribution<int>(0, 40)(random), ' ');
      for (char& c : text)
        c = n % 2 ? alphabet[random() % alphabet.size()] : static_cast<char>(random() % 256);
      const ParsedChain parsed = parseLayoutChain(text, "f");
      if (parsed.ok()) {
        QCOMPARE(parseLayoutChain(chainToString(parsed.chain), "f").chain, parsed.chain);
        continue;
      }
      QVERIFY(parsed.error->column >= 1);
      QVERIFY(parsed.error->column <= static_cast<int>(text.size()) + 1);
    }
  }

  void shapes_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<QString>("printed");
    QTest::newRow("plain") << "4,64,4096" << true << "(4,64,4096)";
    QTest::newRow("parens") << "(2, 3)" << true << "(2,3)";
    QTest::newRow("scalar") << "" << true << "()";
    QTest::newRow("letters") << "4,x" << false << "";
    QTest::newRow("after parens") << "(2,3) 4" << false << "";
    QTest::newRow("overflow") << "1048576,1048576,1048576,1048576" << false << "";
  }

  void shapes() {
    QFETCH(QString, text);
    QFETCH(bool, ok);
    QFETCH(QString, printed);
    const ParsedShape parsed = parseShape(text.toStdString(), "--shape");
    QCOMPARE(parsed.ok(), ok);
    if (ok) QCOMPARE(QString::fromStdString(shapeToString(parsed.shape)), printed);
  }
};

QTEST_APPLESS_MAIN(LayoutChainParserTest)
#include "test_layout_chain_parser.moc"
