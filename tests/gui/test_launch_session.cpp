// `shardscope --session FILE` from the command line, as a user runs it. QGuiApplication
// claims `--session` for X11 session management, so this checks that the option still
// reaches the application: a good session opens its pair, a malformed one is refused
// with a positioned error and exit code 2.
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

namespace {

const QString kShardscope = QStringLiteral(SHARDSCOPE_BIN_DIR "/shardscope");
const QString kExample = QStringLiteral(SHARDSCOPE_SOURCE_DIR "/resources/examples/mlp-tp2-missing-allreduce/");

struct Run {
  int exitCode = -1;
  QString err;
};

Run shardscope(const QStringList& args) {
  QProcess process;
  process.start(kShardscope, args);
  if (!process.waitForFinished(60000)) return {};
  return {process.exitCode(), QString::fromUtf8(process.readAllStandardError())};
}

bool writeFile(const QString& path, const QByteArray& text) {
  QFile file(path);
  return file.open(QIODevice::WriteOnly) && file.write(text) == text.size();
}

}  // namespace

class TestLaunchSession : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    if (!QFile::exists(kShardscope)) QSKIP("shardscope is not built");
    QVERIFY(dir_.isValid());
  }

  // Issue 23: `shardscope --help` aborted without a display; options need none, and a
  // --screenshot run draws offscreen by itself.
  void helpAndScreenshotNeedNoDisplay() {
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    for (const char* name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"}) environment.remove(name);
    process.setProcessEnvironment(environment);
    process.start(kShardscope, {"--help"});
    QVERIFY(process.waitForFinished(60000));
    QCOMPARE(process.exitStatus(), QProcess::NormalExit);
    QCOMPARE(process.exitCode(), 0);
    QVERIFY(process.readAllStandardOutput().startsWith("Usage: shardscope [options]"));
    const QString png = dir_.filePath("no-display.png");
    process.start(kShardscope, {kExample + "baseline.hlo", kExample + "distributed.hlo", "--screenshot", png});
    QVERIFY(process.waitForFinished(60000));
    QCOMPARE(process.exitCode(), 0);
    QVERIFY(QFile::exists(png));
  }

  // Issue 23: `--version` too, without a display.
  void versionNeedsNoDisplay() {
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    for (const char* name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"}) environment.remove(name);
    process.setProcessEnvironment(environment);
    process.start(kShardscope, {"--version"});
    QVERIFY(process.waitForFinished(60000));
    QCOMPARE(process.exitStatus(), QProcess::NormalExit);
    QCOMPARE(process.exitCode(), 0);
    const QString out = QString::fromUtf8(process.readAllStandardOutput());
    QVERIFY2(QRegularExpression(QStringLiteral("^shardscope \\d+\\.\\d+\\.\\d+\n$")).match(out).hasMatch(), qPrintable(out));
  }

  void goodSessionOpensItsPair() {
    const QString session = dir_.filePath("good.shardscope");
    QVERIFY(writeFile(session, QStringLiteral("format_version: 1\nbaseline { path: \"%1baseline.hlo\" }\n"
                                              "distributed { path: \"%1distributed.hlo\" }\n")
                                   .arg(kExample)
                                   .toUtf8()));
    const QString png = dir_.filePath("good.png");
    const Run run = shardscope({"--session", session, "--screenshot", png});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(QFile::exists(png));
  }

  void malformedSessionIsRefusedWithItsPosition() {
    const QString session = dir_.filePath("bad.shardscope");
    QVERIFY(writeFile(session, "format_version: 1\ngarbage { }\n"));
    const QString png = dir_.filePath("bad.png");
    const Run run = shardscope({"--session", session, "--screenshot", png});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(session + ":2:"), qPrintable(run.err));
    QVERIFY(!QFile::exists(png));
  }

 private:
  QTemporaryDir dir_;
};

QTEST_APPLESS_MAIN(TestLaunchSession)
#include "test_launch_session.moc"
