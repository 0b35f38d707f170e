// The GUI side of issue 21's regression inputs: the gui-session rows of
// tests/data/bad/cases.tsv open their session in the main window (the session loader)
// and match the row's regex in the log. Every row also checks that the log pane stays
// bounded (finding 5: long lines elided) and shows nothing raw (a NUL in a path cut the
// message, finding 9; control bytes and bidi controls are escaped, finding 7).
#include "gui/display_text.h"
#include "gui/main_window.h"
#include "views/graph/graph_layout_engine.h"

#include "test_support/bad_input_cases.h"
#include "test_support/test_window.h"

#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace shardscope;

class TestBadInputsGui : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() { engine_ = std::make_unique<views::GraphLayoutEngine>(); }

  void sessions_data() {
    QTest::addColumn<int>("row");
    const std::vector<test::BadInputCase> cases = test::readBadInputCases();
    int gui = 0;
    for (std::size_t i = 0; i < cases.size(); ++i)
      if (cases[i].isGui()) {
        QTest::newRow(qPrintable(cases[i].name)) << static_cast<int>(i);
        ++gui;
      }
    QVERIFY(gui >= 3);
  }

  void sessions() {
    QFETCH(int, row);
    const test::BadInputCase c = test::readBadInputCases()[static_cast<std::size_t>(row)];
    QCOMPARE(c.arguments_.section(QLatin1Char(' '), 0, 0), QStringLiteral("gui-session"));
    QTemporaryDir recovery;
    auto window = testing::shownTestWindow(engine_.get(), testing::testWindowOptions(recovery.path()));
    QString error;
    // A session that reads is opened (exit code 0 in the row); one naming a bad file
    // reads, then refuses the file (exit code 2: the error is in the log).
    window->openSession(c.inputPath(), &error);
    QTRY_VERIFY_WITH_TIMEOUT(!window->isBusy(), 20000);
    const QString log = window->logText();
    if (c.exitCode == 2) {
      const QRegularExpression shape(QRegularExpression::escape(c.inputPath()) + QStringLiteral(":\\d+:\\d+: error: "));
      QVERIFY2(shape.match(log).hasMatch(), qPrintable(log.left(2000)));
    }
    const QRegularExpression expected(QRegularExpression::escape(c.inputPath()) + c.regex);
    QVERIFY2(expected.match(log).hasMatch(), qPrintable("no match for /" + c.regex.left(300) + "/ in\n" + log.left(2000)));
    QVERIFY(!window->hasPair());
    const QString pane = window->logPaneText();
    for (const QString& line : pane.split(QLatin1Char('\n'))) QVERIFY2(line.size() < 2100, "the log pane shows a line whole");
    for (QChar ch : pane) QVERIFY2(ch.unicode() >= 0x20 || ch == QLatin1Char('\n') || ch == QLatin1Char('\t'), "a raw control character in the log pane");
  }

  // A module whose 200 symbolic 2^20-device tile assignments one analysis cannot expand
  // (the CLI refuses it at load for these commands) opens for viewing; verify, propagate
  // and numeric each refuse it at the first assignment past the budget, positioned.
  void analysesRefuseUnexpandableTileAssignments() {
    const QString file = QStringLiteral(SHARDSCOPE_SOURCE_DIR "/tests/data/bad/f3_200_iota_tile_assignments.hlo");
    QTemporaryDir recovery;
    auto window = testing::shownTestWindow(engine_.get(), testing::testWindowOptions(recovery.path()));
    window->openPair(file, file);
    QTRY_VERIFY_WITH_TIMEOUT(!window->isBusy(), 20000);
    QVERIFY2(window->hasPair(), qPrintable(window->logText().left(2000)));
    const QString refusal = file + QStringLiteral(":21:3: error: expanding the tile assignment {devices=[65536,16]<=[1048576]}: ");
    int expected = 0;
    for (void (gui::MainWindow::*run)() :
         {&gui::MainWindow::runVerification, &gui::MainWindow::runPropagation, &gui::MainWindow::runNumericCheck}) {
      (window.get()->*run)();
      QTRY_VERIFY_WITH_TIMEOUT(!window->isBusy(), 20000);
      ++expected;
      QVERIFY2(window->logText().count(refusal) == expected, qPrintable(window->logText().right(2000)));
    }
  }

  void displaySafeEscapes() {
    QCOMPARE(gui::displaySafe(QString::fromUtf8("a\x1b[2J\x07", 6) + QChar(0) + QChar(0x202e) + QStringLiteral("b\nc\td")),
             QStringLiteral("a\\033[2J\\007\\000\\u202eb\nc\td"));
  }

 private:
  std::unique_ptr<views::GraphLayoutEngine> engine_;
};

QTEST_MAIN(TestBadInputsGui)
#include "test_bad_inputs_gui.moc"
