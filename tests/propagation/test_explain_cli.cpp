// `shardscope-cli propagate FILE --explain NAME --expect SHARDING [--json]` (docs/cli.md):
// the explanation of one instruction's sharding against another tool's, as text and JSON;
// a malformed --expect, an --explain without --expect and an unknown name are positioned
// errors with exit 2.
#include "test_support/cli_runner.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace shardscope;

namespace {

const QString kModel = QStringLiteral(SHARDSCOPE_SOURCE_DIR "/tests/data/jax-corpus/mlp-megatron-tp4");

}  // namespace

class TestExplainCli : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() {
    if (!QFile::exists(QStringLiteral(SHARDSCOPE_BIN_DIR "/shardscope-cli"))) QSKIP("shardscope-cli is not built");
    if (!QFile::exists(kModel + "/annotated.hlo")) QSKIP("JAX corpus pair not present");
  }

  void textNamesTheRulesBothWays() {
    const test::CliRun run =
        test::runShardscopeCli({"propagate", kModel, "--spmd", "--explain", "add.15", "--expect", "{devices=[1,4]<=[4]}"});
    QCOMPARE(run.exitCode, 0);
    const QString text = QString::fromUtf8(run.out);
    QVERIFY2(text.contains("they agree"), run.out.constData());
    QVERIFY(text.contains("by the elementwise rule (backward from `integer_pow.2`"));
    QVERIFY(text.contains("sharding_constraint.2 {devices=[1,4]<=[4]} - written by the user"));
    QVERIFY(text.contains("rules of ours that give the expected sharding"));
  }

  void jsonCarriesTheChain() {
    const test::CliRun run = test::runShardscopeCli(
        {"propagate", kModel, "--spmd", "--explain", "add.15", "--expect", "{replicated}", "--json"});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject e = QJsonDocument::fromJson(run.out).object()["explanation"].toObject();
    QCOMPARE(e["agrees"].toBool(), false);
    QCOMPARE(e["ours"].toString(), QStringLiteral("{devices=[1,4]<=[4]}"));
    const QJsonArray chain = e["ours_chain"].toArray();
    QVERIFY(chain.size() > 2);
    QCOMPARE(chain.last().toObject()["rule"].toString(), QStringLiteral("user"));
    QVERIFY(e["theirs"].toArray().isEmpty());
  }

  void badArgumentsAreErrors() {
    const test::CliRun malformed =
        test::runShardscopeCli({"propagate", kModel, "--explain", "add.15", "--expect", "{devices=[4,1"});
    QCOMPARE(malformed.exitCode, 2);
    QVERIFY2(malformed.err.contains("<--expect>:1:14: error:"), malformed.err.constData());
    const test::CliRun alone = test::runShardscopeCli({"propagate", kModel, "--explain", "add.15"});
    QCOMPARE(alone.exitCode, 2);
    QVERIFY(alone.err.contains("--explain and --expect go together"));
    const test::CliRun unknown =
        test::runShardscopeCli({"propagate", kModel, "--explain", "nope", "--expect", "{replicated}"});
    QCOMPARE(unknown.exitCode, 2);
    QVERIFY(unknown.err.contains("no instruction named `nope`"));
  }
};

QTEST_GUILESS_MAIN(TestExplainCli)
#include "test_explain_cli.moc"
