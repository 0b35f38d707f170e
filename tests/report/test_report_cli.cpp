// `shardscope-cli verify --html FILE`: the report is written for a not-verified and an
// equivalent pair without changing the exit codes (1 and 0); --numeric-seed adds the
// numeric evidence; an unwritable path or a bad seed is exit 2 with a clear message.
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include "test_support/cli_runner.h"

namespace {

using Run = shardscope::test::CliRun;

Run cli(const QStringList& args) { return shardscope::test::runShardscopeCli(args); }

QByteArray readAll(const QString& path) {
  QFile file(path);
  return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

}  // namespace

class TestReportCli : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    if (!QFile::exists(QStringLiteral(SHARDSCOPE_BIN_DIR "/shardscope-cli"))) QSKIP("shardscope-cli is not built");
    QVERIFY(dir_.isValid());
    QCOMPARE(cli({"zoo", "write", "mlp-tp", dir_.filePath("ok")}).exitCode, 0);
    QCOMPARE(cli({"zoo", "write", "mlp-tp", dir_.filePath("bug"), "--bug", "wrong-replica-groups", "--tp", "4"}).exitCode, 0);
  }

  void notVerifiedPairWritesTheReport() {
    const QString report = dir_.filePath("bug.html");
    const Run run = cli({"verify", dir_.filePath("bug/baseline.hlo"), dir_.filePath("bug/distributed.hlo"), "--html", report});
    QCOMPARE(run.exitCode, 1);
    QVERIFY(run.out.contains("verdict: not_verified"));  // the text output is unchanged
    const QByteArray html = readAll(report);
    QVERIFY(html.startsWith("<!DOCTYPE html>"));
    QVERIFY(html.contains("data-verdict=\"not_verified\">Not verified</div>"));
    QVERIFY(html.contains("<article class=\"frontier-entry\""));
    QVERIFY(html.contains("<svg"));
    QVERIFY(html.contains("<span class=\"source-line current\">"));
    QVERIFY(html.contains("parallel_layers.py:"));
    QVERIFY(!html.contains("http"));
    QVERIFY(!html.contains("<script"));
  }

  void equivalentPairWritesTheReportWithJson() {
    const QString report = dir_.filePath("ok.html");
    const Run run = cli({"verify", dir_.filePath("ok/baseline.hlo"), dir_.filePath("ok/distributed.hlo"), "--json", "--html", report});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.out.contains("\"verdict\": \"equivalent\""));
    const QByteArray html = readAll(report);
    QVERIFY(html.contains("data-verdict=\"equivalent\">Equivalent</div>"));
    QVERIFY(!html.contains("id=\"frontier\""));
  }

  void numericSeedAddsEvidence() {
    const QString report = dir_.filePath("numeric.html");
    const Run run = cli({"verify", dir_.filePath("bug/baseline.hlo"), dir_.filePath("bug/distributed.hlo"), "--html", report, "--numeric-seed", "3"});
    QCOMPARE(run.exitCode, 1);
    const QByteArray html = readAll(report);
    QVERIFY(html.contains("<section id=\"numeric\">"));
    QVERIFY(html.contains("(seed 3,"));
  }

  void badUsageExitsWithTwo() {
    const QString oldReport = dir_.filePath("keep.html");
    QFile keep(oldReport);
    QVERIFY(keep.open(QIODevice::WriteOnly));
    keep.write("old");
    keep.close();
    // A folder that does not exist.
    const QString unwritable = dir_.filePath("no/such/folder/report.html");
    Run run = cli({"verify", dir_.filePath("bug/baseline.hlo"), dir_.filePath("bug/distributed.hlo"), "--html", unwritable});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains("error: cannot write " + unwritable.toUtf8() + ": "), run.err.constData());
    // The target is a folder: the rename fails, nothing is replaced.
    QVERIFY(QDir(dir_.path()).mkdir("taken"));
    run = cli({"verify", dir_.filePath("ok/baseline.hlo"), dir_.filePath("ok/distributed.hlo"), "--html", dir_.filePath("taken")});
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.err.contains("error: cannot replace"));
    QVERIFY(QFileInfo(dir_.filePath("taken")).isDir());
    QCOMPARE(readAll(oldReport), QByteArray("old"));
    // --numeric-seed needs a number and --html.
    run = cli({"verify", dir_.filePath("ok/baseline.hlo"), dir_.filePath("ok/distributed.hlo"), "--html", oldReport, "--numeric-seed", "x"});
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.err.contains("not an unsigned integer"));
    QCOMPARE(readAll(oldReport), QByteArray("old"));
    run = cli({"verify", dir_.filePath("ok/baseline.hlo"), dir_.filePath("ok/distributed.hlo"), "--numeric-seed", "1"});
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.err.contains("needs --html"));
    QCOMPARE(cli({"verify", dir_.filePath("ok/baseline.hlo"), dir_.filePath("ok/distributed.hlo"), "--html"}).exitCode, 2);
  }

 private:
  QTemporaryDir dir_;
};

QTEST_APPLESS_MAIN(TestReportCli)
#include "test_report_cli.moc"
