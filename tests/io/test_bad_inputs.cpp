// Issue 21's regression inputs (tests/data/bad/cases.tsv): every finding of the outside
// fuzzing run, replayed through the built shardscope-cli. Each row asserts the exact exit
// code, that an exit-2 message has the `file[:line:col]: error: ...` shape and names the
// right file, the row's own regex, and that nothing raw from the file reaches the
// terminal (control bytes, bidi controls). The gui-session rows are replayed by
// tests/gui/test_bad_inputs_gui.cpp.
#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

#include "test_support/bad_input_cases.h"
#include "test_support/cli_runner.h"

namespace {

using shardscope::test::BadInputCase;

// Bytes the CLI must never write raw: controls other than newline and tab, DEL, and the
// UTF-8 of U+202A-U+202E and U+2066-U+2069.
QString rawControlIn(const QByteArray& bytes) {
  for (qsizetype i = 0; i < bytes.size(); ++i) {
    const auto c = static_cast<unsigned char>(bytes[i]);
    if ((c < 0x20 && c != '\n' && c != '\t') || c == 0x7f) return QStringLiteral("control byte %1 at %2").arg(c).arg(i);
  }
  const QString text = QString::fromUtf8(bytes);
  for (QChar ch : text)
    if ((ch.unicode() >= 0x202a && ch.unicode() <= 0x202e) || (ch.unicode() >= 0x2066 && ch.unicode() <= 0x2069))
      return QStringLiteral("bidi control U+%1").arg(ch.unicode(), 4, 16, QLatin1Char('0'));
  return QString();
}

}  // namespace

class TestBadInputs : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    if (!QFile::exists(QStringLiteral(SHARDSCOPE_BIN_DIR "/shardscope-cli"))) QSKIP("shardscope-cli is not built");
    QVERIFY(tmp_.isValid());
    fifo_ = tmp_.filePath(QStringLiteral("input.fifo"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo_).constData(), 0600), 0);
    QDir().mkpath(tmp_.filePath(QStringLiteral("work")));
  }

  // Every finding has a row: 4 (memory on large inputs) is measured in bench/memory.
  void everyFindingHasARow() {
    const std::vector<BadInputCase> cases = shardscope::test::readBadInputCases();
    QVERIFY(cases.size() >= 20);
    for (int finding : {1, 2, 3, 5, 6, 7, 8, 9}) {
      bool found = false;
      for (const BadInputCase& c : cases) found = found || c.name.startsWith(QStringLiteral("f%1-").arg(finding));
      QVERIFY2(found, qPrintable(QStringLiteral("no row for finding %1").arg(finding)));
    }
    for (const BadInputCase& c : cases) {
      QVERIFY2(!c.name.isEmpty(), "a row of cases.tsv does not have 7 tab-separated columns");
      if (!c.input.isEmpty()) QVERIFY2(QFile::exists(c.inputPath()), qPrintable(c.inputPath()));
    }
  }

  void replay_data() {
    QTest::addColumn<int>("row");
    const std::vector<BadInputCase> cases = shardscope::test::readBadInputCases();
    for (std::size_t i = 0; i < cases.size(); ++i)
      if (!cases[i].isGui()) QTest::newRow(qPrintable(cases[i].name)) << static_cast<int>(i);
  }

  // Rows run in file order, so a row may read what an earlier one wrote under {tmp}.
  void replay() {
    QFETCH(int, row);
    const BadInputCase c = shardscope::test::readBadInputCases()[static_cast<std::size_t>(row)];
    const QString work = tmp_.filePath(QStringLiteral("work"));
    const QStringList args = c.arguments(work, fifo_);
    const shardscope::test::CliRun run = shardscope::test::runShardscopeCli(args, 120000);
    const QByteArray context = "shardscope-cli " + args.join(' ').left(300).toUtf8() + "\nstdout: " + run.out.left(2000) + "\nstderr: " + run.err.left(2000);
    QVERIFY2(run.exitCode == c.exitCode, ("exit " + QByteArray::number(run.exitCode) + ", expected " + QByteArray::number(c.exitCode) + "\n" + context).constData());
    const QString outRaw = rawControlIn(run.out), errRaw = rawControlIn(run.err);
    QVERIFY2(outRaw.isEmpty(), qPrintable(outRaw + "\n" + context));
    QVERIFY2(errRaw.isEmpty(), qPrintable(errRaw + "\n" + context));
    const QString err = QString::fromUtf8(run.err);
    if (c.exitCode == 2) {
      // The contract's shape, naming the file the message is about.
      const QString named = c.namedFile(work, fifo_);
      const QRegularExpression shape(QStringLiteral("^%1(:\\d+:\\d+)?: error: ").arg(QRegularExpression::escape(named)));
      QVERIFY2(shape.match(err).hasMatch(), qPrintable("not `" + named + "[:line:col]: error: ...`\n" + context));
      QVERIFY2(err.count(QLatin1Char('\n')) == 1, qPrintable("one line expected\n" + context));
    }
    const QString stream = c.stream == QLatin1String("out") ? QString::fromUtf8(run.out) : err;
    const QRegularExpression expected(c.regex, QRegularExpression::MultilineOption);
    QVERIFY2(expected.isValid(), qPrintable(expected.errorString()));
    QVERIFY2(expected.match(stream).hasMatch(), qPrintable("no match for /" + c.regex + "/\n" + context));
  }

 private:
  QTemporaryDir tmp_;
  QString fifo_;
};

QTEST_GUILESS_MAIN(TestBadInputs)
#include "test_bad_inputs.moc"
