// The `shardscope-cli zoo` contract: list, write (files, JSON), exit code 2 with a
// message for bad usage, and written files that `inspect` loads.
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include "test_support/cli_runner.h"

namespace {

using Run = shardscope::test::CliRun;

Run cli(const QStringList& args) { return shardscope::test::runShardscopeCli(args); }

}  // namespace

class TestZooCli : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    if (!QFile::exists(QStringLiteral(SHARDSCOPE_BIN_DIR "/shardscope-cli"))) QSKIP("shardscope-cli is not built");
  }

  void listsStrategiesAndPresets() {
    const Run run = cli({"zoo", "list", "--json"});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject root = QJsonDocument::fromJson(run.out).object();
    // Strategies are added by several hands at once: the ones every build has, by name.
    QStringList names;
    for (const QJsonValue& strategy : root["strategies"].toArray()) names << strategy.toObject()["name"].toString();
    for (const char* name : {"mlp-tp", "llama-layer-tp", "data-parallel-mean", "pipeline", "flash-decoding", "pipeline-stage"})
      QVERIFY2(names.contains(QString(name)), name);
    QCOMPARE(root["presets"].toArray().size(), 3);
    QCOMPARE(root["strategies"].toArray().first().toObject()["name"].toString(), QString("mlp-tp"));
  }

  // The text list keeps name and summary apart for every name, the longest included
  // ("data-parallel-mean" once ran into its summary).
  void textListSeparatesNameAndSummary() {
    const Run run = cli({"zoo", "list"});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject root = QJsonDocument::fromJson(cli({"zoo", "list", "--json"}).out).object();
    const QString text = QString::fromUtf8(run.out);
    for (const QJsonValue& strategy : root["strategies"].toArray()) {
      const QString name = strategy.toObject()["name"].toString();
      QVERIFY2(QRegularExpression("\\n  " + QRegularExpression::escape(name) + " +\\S").match(text).hasMatch(), qPrintable(name));
    }
  }

  void writesACaseThatInspectLoads() {
    QTemporaryDir dir;
    const QString out = dir.filePath("case");
    const Run run = cli({"zoo", "write", "attention-tp:llama3-8b", out, "--small", "--bug", "wrong-transpose", "--seed", "1", "--json"});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject root = QJsonDocument::fromJson(run.out).object();
    QCOMPARE(root["devices"].toInt(), 8);
    QCOMPARE(root["bug"].toObject()["kind"].toString(), QString("wrong-transpose"));
    for (const char* file : {"baseline.hlo", "distributed.hlo", "model.py", "parallel_layers.py", "README.md"})
      QVERIFY2(QFile::exists(QDir(out).filePath(file)), file);
    const Run inspect = cli({"inspect", QDir(out).filePath("distributed.hlo"), "--json"});
    QCOMPARE(inspect.exitCode, 0);
    const QJsonObject summary = QJsonDocument::fromJson(inspect.out).object();
    QCOMPARE(summary["num_partitions"].toInt(), 8);
    QVERIFY(summary["warnings"].toArray().isEmpty());
  }

  // `verify FOLDER` on a `zoo write` folder reads the folder's relations.json (the
  // distributed-only inputs by role): without it the data-parallel-mean pair's world-size
  // input is unexplained and the verdict is not_verified.
  void verifyReadsAZooFoldersRelations() {
    QTemporaryDir dir;
    const QString out = dir.filePath("case");
    QCOMPARE(cli({"zoo", "write", "data-parallel-mean", out, "--small"}).exitCode, 0);
    QVERIFY(QFile::exists(QDir(out).filePath("relations.json")));
    const Run withRelations = cli({"verify", out, "--json"});
    QCOMPARE(withRelations.exitCode, 0);
    QCOMPARE(QJsonDocument::fromJson(withRelations.out).object()["verdict"].toString(), QString("equivalent"));
    QVERIFY(QFile::rename(QDir(out).filePath("relations.json"), dir.filePath("relations.json")));
    const Run without = cli({"verify", out, "--json"});
    QCOMPARE(without.exitCode, 1);
    QCOMPARE(QJsonDocument::fromJson(without.out).object()["verdict"].toString(), QString("not_verified"));
  }

  // A pipeline stage's folder: verify's JSON says where the stage begins and ends and
  // which baseline instructions it covers.
  void verifyReportsAStagesCoverage() {
    QTemporaryDir dir;
    const QString out = dir.filePath("stage");
    QCOMPARE(cli({"zoo", "write", "pipeline-stage", out}).exitCode, 0);
    const Run run = cli({"verify", out, "--json"});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject root = QJsonDocument::fromJson(run.out).object();
    QCOMPARE(root["verdict"].toString(), QString("equivalent"));
    const QJsonObject stage = root["stage"].toObject();
    QCOMPARE(stage["inputs"].toArray().first().toObject()["parameter"].toString(), QString("stage_input"));
    QCOMPARE(stage["inputs"].toArray().first().toObject()["how"].toString(), QString("relations file"));
    QCOMPARE(stage["outputs"].toArray().size(), 1);
    QVERIFY(stage["covered"].toArray().size() > 100);
    QCOMPARE(stage["scopes"].toArray().first().toString(), QString("layer.2"));
    const Run text = cli({"verify", out});
    QVERIFY2(text.out.contains("inferred: stage: covers"), text.out.constData());
  }

  void badUsageExitsTwo_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    QTest::newRow("no action") << QStringList{"zoo"} << "expected 'list' or 'write'";
    QTest::newRow("unknown action") << QStringList{"zoo", "run"} << "unknown action 'run'";
    QTest::newRow("missing dir") << QStringList{"zoo", "write", "mlp-tp"} << "expected 3 argument(s)";
    QTest::newRow("unknown strategy") << QStringList{"zoo", "write", "nope", "/tmp/x"} << "unknown strategy 'nope'";
    QTest::newRow("bad tp") << QStringList{"zoo", "write", "mlp-tp", "/tmp/x", "--tp", "0"} << "--tp expects a positive integer";
    QTest::newRow("bad bug") << QStringList{"zoo", "write", "mlp-tp", "/tmp/x", "--bug", "typo"} << "unknown bug kind 'typo'";
    QTest::newRow("bad seed") << QStringList{"zoo", "write", "mlp-tp", "/tmp/x", "--seed", "-1"} << "--seed expects";
  }

  void badUsageExitsTwo() {
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const Run run = cli(args);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(QString::fromUtf8(run.err).contains(message), run.err.constData());
  }
};

QTEST_APPLESS_MAIN(TestZooCli)
#include "test_zoo_cli.moc"
