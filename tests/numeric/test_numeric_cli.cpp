// `shardscope-cli numeric` contract: exit 0 pass / 1 differs / 2 bad input, and the JSON's
// first_divergence with its per-rank errors ("ranks": rank, max_abs_err, max_rel_err,
// pass; errors null where that rank was not compared). Runs build/bin/shardscope-cli.
#include "numeric_test_programs.h"
#include "test_support/cli_runner.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace shardscope;

class TestNumericCli : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    if (!QFile::exists(QStringLiteral(SHARDSCOPE_BIN_DIR "/shardscope-cli"))) QSKIP("shardscope-cli is not built");
    QVERIFY(dir_.isValid());
  }

  void firstDivergenceRanks_data() {
    QTest::addColumn<QString>("baseline");
    QTest::addColumn<QString>("distributed");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("instruction");
    QTest::addColumn<QList<int>>("comparedRanks");
    using namespace numeric::testing;
    QTest::newRow("correct") << QString::fromStdString(kScaledDotBaseline) << QString::fromStdString(scaledDotDistributed(true)) << 0
                             << QString() << QList<int>{};
    QTest::newRow("missing all-reduce") << QString::fromStdString(kScaledDotBaseline) << QString::fromStdString(scaledDotDistributed(false))
                                        << 1 << "dot" << QList<int>{0, 1};
    QTest::newRow("pipeline sent in bf16") << QString::fromStdString(kPipelineBaseline)
                                           << QString::fromStdString(pipelineDistributed(PipelineBug::Bf16Permute)) << 1 << "p.1"
                                           << QList<int>{1, 2};
  }

  void firstDivergenceRanks() {
    QFETCH(QString, baseline);
    QFETCH(QString, distributed);
    QFETCH(int, exitCode);
    QFETCH(QString, instruction);
    QFETCH(QList<int>, comparedRanks);
    const QString baselinePath = write("baseline.hlo", baseline), distributedPath = write("distributed.hlo", distributed);
    const test::CliRun run = test::runShardscopeCli({"numeric", baselinePath, distributedPath, "--json"});
    QCOMPARE(run.exitCode, exitCode);
    const QJsonObject root = QJsonDocument::fromJson(run.out).object();
    QCOMPARE(root["verdict"].toString(), exitCode == 0 ? QString("pass") : QString("differs"));
    if (instruction.isEmpty()) {
      QVERIFY(root["first_divergence"].isNull());
      return;
    }
    const QJsonObject first = root["first_divergence"].toObject();
    QCOMPARE(first["instruction"].toString(), instruction);
    const QJsonArray ranks = first["ranks"].toArray();
    QCOMPARE(ranks.size(), root["devices"].toInt());
    double largest = 0;
    bool anyFailing = false;
    for (int r = 0; r < ranks.size(); ++r) {
      const QJsonObject rank = ranks[r].toObject();
      QCOMPARE(rank["rank"].toInt(), r);
      const bool compared = comparedRanks.contains(r);
      QCOMPARE(rank["compared"].toBool(), compared);
      QCOMPARE(rank["max_abs_err"].isDouble(), compared);
      QCOMPARE(rank["max_rel_err"].isDouble(), compared);
      QVERIFY(rank["pass"].isBool());
      anyFailing |= !rank["pass"].toBool();
      largest = std::max(largest, rank["max_abs_err"].toDouble());
    }
    QVERIFY(anyFailing);
    QCOMPARE(first["max_abs_err"].toDouble(), largest);
    // The per-layer first divergence carries the same ranks.
    const QJsonArray layers = root["layers"].toArray();
    QCOMPARE(layers.last().toObject()["first_divergence"].toObject()["ranks"].toArray(), ranks);
  }

  void badInputExitsTwo() {
    const QString broken = write("broken.hlo", QStringLiteral("HloModule m\n\nENTRY %main {\n"));
    const test::CliRun run = test::runShardscopeCli({"numeric", broken, broken, "--json"});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains("broken.hlo:"), run.err.constData());
  }

 private:
  QString write(const QString& name, const QString& text) {
    const QString path = dir_.filePath(name);
    QFile file(path);
    if (file.open(QIODevice::WriteOnly)) file.write(text.toUtf8());
    return path;
  }

  QTemporaryDir dir_;
};

QTEST_APPLESS_MAIN(TestNumericCli)
#include "test_numeric_cli.moc"
