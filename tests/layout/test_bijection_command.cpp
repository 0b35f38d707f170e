// `shardscope-cli bijection` end to end: output forms, exit codes and positioned errors.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

namespace {

struct Run {
  int exitCode = -1;
  QString out;
  QString err;
};

Run runCli(const QStringList& args) {
  QProcess process;
  process.start(QStringLiteral(SHARDSCOPE_BIN_DIR "/shardscope-cli"),
                QStringList{"bijection"} + args);
  Run run;
  if (!process.waitForFinished(20000)) return run;
  run.exitCode = process.exitCode();
  run.out = QString::fromUtf8(process.readAllStandardOutput());
  run.err = QString::fromUtf8(process.readAllStandardError());
  return run;
}

}  // namespace

class BijectionCommandTest : public QObject {
  Q_OBJECT

 private slots:
  void seedExampleAsJson() {
    const Run run = runCli({"--shape", "4,64,4096", "--baseline", "reshape(256,4096)",
                            "--distributed", "transpose(1,0,2) reshape(256,4096)", "--json"});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject json = QJsonDocument::fromJson(run.out.toUtf8()).object();
    const QJsonObject expected{
        {"found", true},
        {"ops", QJsonArray{"reshape(64,4,4096)", "transpose(1,0,2)", "reshape(256,4096)"}}};
    QCOMPARE(json, expected);
  }

  void seedExampleAsText() {
    const Run run = runCli({"--shape", "4,64,4096", "--baseline", "reshape(256,4096)",
                            "--distributed", "transpose(1,0,2) reshape(256,4096)"});
    QCOMPARE(run.exitCode, 0);
    const QStringList lines = run.out.split('\n');
    QCOMPARE(lines.value(0), QString("reshape(64,4,4096) transpose(1,0,2) reshape(256,4096)"));
    QVERIFY(run.out.contains(QString::fromUtf8("(⊗(j,i),k)")));
  }

  void verboseJsonCarriesTheRelation() {
    const Run run = runCli({"--shape", "8,6", "--shard", "0:2", "--baseline",
                            "transpose(1,0) reshape(48)", "--distributed",
                            "transpose(1,0) reshape(24)", "--json", "--verbose"});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject json = QJsonDocument::fromJson(run.out.toUtf8()).object();
    QCOMPARE(json["relation"].toString(), QString("strided"));
    QCOMPARE(json["baseline"].toString(), QString::fromUtf8("(⊗(j,dev(i/4),i%4))"));
  }

  void exitCodes_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("stderrStart");
    QTest::newRow("unsupported") << QStringList{"--shape", "4,6", "--shard", "0:2", "--baseline",
                                                "transpose(1,0) reshape(4,6)", "--distributed",
                                                "transpose(1,0) reshape(4,3)", "--json"}
                                 << 1 << "";
    QTest::newRow("bad count") << QStringList{"--shape", "4,6", "--distributed",
                                              "transpose(1,0) reshape(5,5)"}
                               << 2 << "--distributed:1:16: error: ";
    QTest::newRow("bad op") << QStringList{"--shape", "4,6", "--baseline", "reshape(24) flip(0)"}
                            << 2 << "--baseline:1:13: error: ";
    QTest::newRow("bad shape") << QStringList{"--shape", "4,,6"} << 2 << "--shape:1:3: error: ";
    QTest::newRow("no shape") << QStringList{"--baseline", "reshape(4)"} << 2 << "";
    QTest::newRow("bad shard") << QStringList{"--shape", "4,6", "--shard", "1:4"} << 2
                               << "--shard:1:3: error: ";
  }

  void exitCodes() {
    QFETCH(QStringList, args);
    QFETCH(int, exitCode);
    QFETCH(QString, stderrStart);
    const Run run = runCli(args);
    QCOMPARE(run.exitCode, exitCode);
    QVERIFY2(stderrStart.isEmpty() || run.err.startsWith(stderrStart), qPrintable(run.err));
    if (exitCode == 2) QVERIFY(!run.err.isEmpty());
    if (exitCode == 1) {
      const QJsonObject json = QJsonDocument::fromJson(run.out.toUtf8()).object();
      QCOMPARE(json["found"].toBool(true), false);
      QVERIFY(!json["reason"].toString().isEmpty());
    }
  }
};

QTEST_APPLESS_MAIN(BijectionCommandTest)
#include "test_bijection_command.moc"
