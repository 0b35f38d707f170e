// `shardscope-cli numeric` contract: exit 0 pass / 1 differs / 2 bad input, and the JSON's
// first_divergence with its per-rank errors ("ranks": rank, max_abs_err, max_rel_err,
// pass; errors null where that rank was not compared), and --relations: its parameters
// cut the inputs, its errors positioned as verify's. Runs build/bin/shardscope-cli.
#include "numeric_test_programs.h"
#include "test_support/cli_runner.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
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

  // A distributed program written without sharding= on its parameters: the relations
  // file gives them (numeric/parameter_shardings.h), as it does for verify. Without it
  // the inputs do not pair (exit 2, at the parameter); with it the check runs, and a
  // missing all-reduce is found at the dot.
  void relationsFileCutsTheInputs_data() {
    QTest::addColumn<bool>("withAllReduce");
    QTest::addColumn<bool>("withRelations");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("instruction");
    QTest::newRow("no relations file") << true << false << 2 << QString();
    QTest::newRow("correct, relations file") << true << true << 0 << QString();
    QTest::newRow("missing all-reduce, relations file") << false << true << 1 << "dot";
  }

  void relationsFileCutsTheInputs() {
    QFETCH(bool, withAllReduce);
    QFETCH(bool, withRelations);
    QFETCH(int, exitCode);
    QFETCH(QString, instruction);
    const QString baselinePath = write("baseline.hlo", QString::fromStdString(numeric::testing::kScaledDotBaseline));
    const QString distributedPath = write("unannotated.hlo", unannotated(withAllReduce));
    QStringList args{"numeric", baselinePath, distributedPath, "--json"};
    if (withRelations) args << "--relations" << write("relations.json", kParameterRelations);
    const test::CliRun run = test::runShardscopeCli(args);
    QCOMPARE(run.exitCode, exitCode);
    if (exitCode == 2) {
      // At %x (line 10): replicated, f32[4,8] is no f32[4,4]; the message says what would help.
      QVERIFY2(run.err.contains("unannotated.hlo:10:3: error: sharding {replicated} of baseline f32[4,8] does not give the declared per-device shape f32[4,4]"),
               run.err.constData());
      QVERIFY2(run.err.contains("a relations file (--relations) can give it"), run.err.constData());
      return;
    }
    const QJsonObject root = QJsonDocument::fromJson(run.out).object();
    QCOMPARE(root["verdict"].toString(), exitCode == 0 ? QString("pass") : QString("differs"));
    QCOMPARE(root["first_divergence"].toObject()["instruction"].toString(), instruction);
  }

  // A relations file that does not read, or names a parameter the program lacks: exit 2
  // with the file's position, the very line verify prints for it.
  void malformedRelationsFileExitsTwo_data() {
    QTest::addColumn<QString>("relations");
    QTest::addColumn<QString>("error");
    QTest::newRow("not a sharding") << QStringLiteral("{\n  \"parameters\": {\"x\": 5}\n}\n")
                                    << QStringLiteral(":2:23: error: parameter \"x\" needs a sharding string, found a number");
    QTest::newRow("no such parameter") << QStringLiteral("{\n  \"parameters\": {\n    \"99\": \"{replicated}\"\n  }\n}\n")
                                       << QStringLiteral(":3:11: error: parameter \"99\" names no parameter of the distributed program");
    QTest::newRow("not JSON") << QStringLiteral("{\n  \"output\": \"{replicated}\",\n") << QString();
  }

  void malformedRelationsFileExitsTwo() {
    QFETCH(QString, relations);
    QFETCH(QString, error);
    const QString baselinePath = write("baseline.hlo", QString::fromStdString(numeric::testing::kScaledDotBaseline));
    const QString distributedPath = write("unannotated.hlo", unannotated(true));
    const QString relationsPath = write("malformed-relations.json", relations);
    const test::CliRun numeric = test::runShardscopeCli({"numeric", baselinePath, distributedPath, "--relations", relationsPath});
    QCOMPARE(numeric.exitCode, 2);
    QVERIFY2(QRegularExpression("^" + QRegularExpression::escape(relationsPath) + ":\\d+:\\d+: error: ").match(QString::fromUtf8(numeric.err)).hasMatch(),
             numeric.err.constData());
    if (!error.isEmpty()) QVERIFY2(numeric.err.contains((relationsPath + error).toUtf8()), numeric.err.constData());
    const test::CliRun verify = test::runShardscopeCli({"verify", baselinePath, distributedPath, "--relations", relationsPath});
    QCOMPARE(verify.exitCode, 2);
    QCOMPARE(numeric.err, verify.err);
  }

  void badInputExitsTwo() {
    const QString broken = write("broken.hlo", QStringLiteral("HloModule m\n\nENTRY %main {\n"));
    const test::CliRun run = test::runShardscopeCli({"numeric", broken, broken, "--json"});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains("broken.hlo:"), run.err.constData());
  }

 private:
  // The parameters' shardings of scaledDotDistributed, given by name and by number.
  static constexpr const char* kParameterRelations = "{\n  \"parameters\": {\"x\": \"{devices=[1,2]0,1}\", \"1\": \"{devices=[2,1]0,1}\"}\n}\n";

  // scaledDotDistributed with no sharding= on its parameters (the ROOT keeps its own).
  static QString unannotated(bool withAllReduce) {
    QString text = QString::fromStdString(numeric::testing::scaledDotDistributed(withAllReduce));
    text.replace(QRegularExpression("(parameter\\(\\d\\)), sharding=\\{[^}]*\\}"), "\\1");
    return text;
  }

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
