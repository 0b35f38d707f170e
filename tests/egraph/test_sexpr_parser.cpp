// The s-expression reader: what it accepts, and positioned errors for what it rejects.
#include <QTest>

#include <string>

#include "egraph/sexpr_parser.h"

using namespace shardscope::egraph;

class TestSExprParser : public QObject {
  Q_OBJECT

 private slots:
  void roundTrips_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("printed");
    QTest::addColumn<int>("nodes");
    QTest::newRow("atom") << "x" << "x" << 1;
    QTest::newRow("call") << "(+ 1 2)" << "(+ 1 2)" << 3;
    QTest::newRow("nullary call") << "(f)" << "f" << 1;
    QTest::newRow("nested") << "(+ 1 (+ 2 (+ 3 4)))" << "(+ 1 (+ 2 (+ 3 4)))" << 7;
    QTest::newRow("whitespace and comments")
        << "  ; a comment\n(*\n\t x ; operand\n  y)  \n" << "(* x y)" << 3;
    QTest::newRow("symbols with punctuation") << "(dot.general ?a f32[4,8])"
                                              << "(dot.general ?a f32[4,8])" << 3;
  }
  void roundTrips() {
    QFETCH(QString, text);
    QFETCH(QString, printed);
    QFETCH(int, nodes);
    const Term term = parseTerm(text.toStdString());
    QCOMPARE(QString::fromStdString(term.toString()), printed);
    QCOMPARE(static_cast<int>(term.size()), nodes);
  }

  void rejectsWithPosition_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("message");
    QTest::newRow("empty") << "" << 1 << 1 << "expected a term";
    QTest::newRow("only comment") << "; nothing\n" << 2 << 1 << "expected a term";
    QTest::newRow("unclosed") << "(+ 1\n (f 2)" << 1 << 1 << "missing ')'";
    QTest::newRow("stray close") << "(+ 1 2))" << 1 << 8 << "unexpected text after the term";
    QTest::newRow("leading close") << ")" << 1 << 1 << "unexpected ')'";
    QTest::newRow("empty list") << "(+ ()\n)" << 1 << 5 << "empty list";
    QTest::newRow("list as operator") << "((f x) y)" << 1 << 2 << "expected an operator name";
    QTest::newRow("two terms") << "a\n  b" << 2 << 3 << "unexpected text after the term";
  }
  void rejectsWithPosition() {
    QFETCH(QString, text);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(QString, message);
    try {
      parseTerm(text.toStdString(), "rules.sexpr");
      QFAIL("no error");
    } catch (const ParseError& e) {
      QCOMPARE(e.diagnostic().line, line);
      QCOMPARE(e.diagnostic().column, column);
      QVERIFY2(QString::fromStdString(e.diagnostic().message).contains(message), e.what());
      QVERIFY(QString::fromStdString(e.diagnostic().format())
                  .startsWith(QStringLiteral("rules.sexpr:%1:%2: error: ").arg(line).arg(column)));
    }
  }

  void boundsNesting() {
    // Deep nesting is refused with a position instead of exhausting the stack.
    std::string deep;
    for (int i = 0; i < 200000; ++i) deep += "(f ";
    try {
      parseTerm(deep);
      QFAIL("no error");
    } catch (const ParseError& e) {
      QVERIFY(QString::fromStdString(e.diagnostic().message).contains("nested deeper"));
      QCOMPARE(e.diagnostic().column, 10000 * 3 + 1);
    }
    // Within the limit, a deep term parses and prints iteratively.
    std::string ok;
    for (int i = 0; i < 5000; ++i) ok += "(f ";
    ok += "x" + std::string(5000, ')');
    const Term term = parseTerm(ok);
    QCOMPARE(term.size(), std::size_t(5001));
    QCOMPARE(term.toString(20), std::string("(f (f (f (f (f (f (f..."));
  }

  void sameTreeComparesStructure() {
    const Term a = parseTerm("(+ x (* y z))");
    const Term b = parseTerm("(+ x (* y z))");
    const Term c = parseTerm("(+ x (* z y))");
    QVERIFY(a.sameTree(a.root(), b, b.root()));
    QVERIFY(!a.sameTree(a.root(), c, c.root()));
  }
};

QTEST_APPLESS_MAIN(TestSExprParser)
#include "test_sexpr_parser.moc"
