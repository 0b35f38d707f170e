// shardscope-cli partition: the JSON contract, exit codes and positioned errors, by
// running the real binary on the example files.
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {
struct Run {
  int exitCode = -1;
  QByteArray out;
  QByteArray err;
};

Run runCli(const QStringList& args) {
  QProcess process;
  process.start(QStringLiteral(SHARDSCOPE_BIN_DIR "/shardscope-cli"), args);
  if (!process.waitForFinished(60000)) qFatal("shardscope-cli did not finish");
  return {process.exitCode(), process.readAllStandardOutput(), process.readAllStandardError()};
}

QString example(const char* name) {
  return QStringLiteral(SHARDSCOPE_SOURCE_DIR "/resources/examples/einsum/") + name;
}

QJsonObject json(const Run& run) {
  QJsonParseError error;
  const QJsonDocument document = QJsonDocument::fromJson(run.out, &error);
  if (error.error != QJsonParseError::NoError) qFatal("bad JSON: %s", run.out.constData());
  return document.object();
}
}  // namespace

class TestPartitionCli : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    if (!QFile::exists(QStringLiteral(SHARDSCOPE_BIN_DIR "/shardscope-cli")))
      QFAIL("shardscope-cli is not built; build it before this test");
  }

  void einsumJson() {
    const Run run = runCli({"partition", "einsum", example("matmul.einsum"), "--devices", "4", "--json"});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject object = json(run);
    QCOMPARE(object["cost"].toDouble(), 1048576.0);
    QCOMPARE(object["devices"].toInt(), 4);
    QCOMPARE(object["optimal"].toBool(), true);
    // [2,2,1] and [4,1,1] tie at 1048576; the first in candidate order wins.
    QCOMPARE(object["nodes"].toObject()["C"].toArray(), (QJsonArray{2, 2, 1}));
    QCOMPARE(object["indices"].toObject()["C"].toArray(), (QJsonArray{"i", "j", "k"}));
    const QJsonObject costs = object["costs"].toObject()["C"].toObject();
    QCOMPARE(costs["broadcast"].toDouble(), 524288.0 + 2 * 131072.0);
    QCOMPARE(costs["aggregation"].toDouble(), 262144.0);
    const QJsonObject shardings = object["shardings"].toObject();
    QCOMPARE(shardings["C"].toString(), QString("{devices=[2,1,2]<=[4] last_tile_dim_replicate}"));
    QCOMPARE(shardings["A"].toString(), QString("{devices=[2,2]<=[4]}"));
    QCOMPARE(shardings["B"].toString(), QString("{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"));
    const QJsonObject partial = object["partialSums"].toObject()["C"].toObject();
    QCOMPARE(partial["sharding"].toString(), QString("{devices=[2,1,2]<=[4] last_tile_dims={unreduced}}"));
    QCOMPARE(partial["aggregation"].toString(), QString("sum"));
  }

  void exhaustiveAgreesOnATree() {
    const Run dp = runCli({"partition", "einsum", example("mlp.einsum"), "--devices", "8", "--json"});
    const Run all = runCli({"partition", "einsum", example("mlp.einsum"), "--devices", "8", "--exhaustive", "--json"});
    QCOMPARE(dp.exitCode, 0);
    QCOMPARE(all.exitCode, 0);
    QCOMPARE(json(dp)["cost"].toDouble(), json(all)["cost"].toDouble());
    QCOMPARE(json(all)["method"].toString(), QString("exhaustive"));
  }

  void partialSumsAreReported() {
    const Run run = runCli({"partition", "einsum", example("transformer_block.einsum"), "--devices", "16", "--json"});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject object = json(run);
    // A DAG (the residual stream fans out), yet the exact DP keeps every state here.
    QCOMPARE(object["proven_optimal"].toBool(), true);
    QCOMPARE(object["optimal"].toBool(), object["proven_optimal"].toBool());
    QCOMPARE(object["nodes"].toObject().size(), 18);
    for (const QJsonValue& partial : object["partialSums"].toObject())
      QVERIFY(partial.toObject()["sharding"].toString().contains("last_tile_dims={unreduced}"));
  }

  void einsumTextOutput() {
    const Run run = runCli({"partition", "einsum", example("matmul.einsum"), "--devices", "4"});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.out.contains("cost 1048576"));
    QVERIFY(run.out.contains("C[i=2 j=2 k=1]"));
  }

  // Issue 22: --cost-model and --space, and proven_optimal in the JSON.
  void costModelAndSpace() {
    const QString chain = QStringLiteral(SHARDSCOPE_CORPUS_DIR "/eindecomp/chain.ein");
    const Run run = runCli({"partition", "einsum", chain, "--devices", "8", "--cost-model", "einsummable", "--space",
                            "contraction", "--json"});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject object = json(run);
    QCOMPARE(object["costModel"].toString(), QString("einsummable"));
    QCOMPARE(object["space"].toString(), QString("contraction"));
    QCOMPARE(object["proven_optimal"].toBool(), true);
    QCOMPARE(object["cost"].toDouble(), 289406976.0);  // einsummable's own cost_exact (manifest)
    QCOMPARE(object["inputs"].toObject().size(), 5);   // every input has a partition and pays
    QVERIFY(object["shardings"].toObject().isEmpty());  // not the exact space: no shardings
    const Run exhaustive = runCli({"partition", "einsum", example("mlp.einsum"), "--devices", "4", "--cost-model",
                                   "einsummable", "--space", "all-range", "--exhaustive", "--json"});
    const Run dp = runCli({"partition", "einsum", example("mlp.einsum"), "--devices", "4", "--cost-model", "einsummable",
                           "--space", "all-range", "--json"});
    QCOMPARE(dp.exitCode, 0);
    if (exhaustive.exitCode == 0) QCOMPARE(json(dp)["cost"].toDouble(), json(exhaustive)["cost"].toDouble());
    const Run text = runCli({"partition", "einsum", chain, "--devices", "8", "--space", "all-range"});
    QCOMPARE(text.exitCode, 0);
    QVERIFY(text.out.contains("seed model, all-range space, proven optimal"));
    QCOMPARE(runCli({"partition", "einsum", chain, "--devices", "8", "--cost-model", "mine"}).exitCode, 2);
    QCOMPARE(runCli({"partition", "einsum", chain, "--devices", "8", "--space", "some"}).exitCode, 2);
    QCOMPARE(runCli({"partition", "stages", "--weights", "1,2", "--stages", "2", "--space", "exact"}).exitCode, 2);
  }

  void badEinsumInputs() {
    QTemporaryDir dir;
    const QString path = dir.filePath("bad.einsum");
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("bounds i=4\ninput A[i]\nB[i] = relu(X[i])\n");
    file.close();
    const Run parse = runCli({"partition", "einsum", path, "--devices", "4"});
    QCOMPARE(parse.exitCode, 2);
    QVERIFY2(parse.err.contains((path + ":3:13: error: unknown tensor 'X'").toUtf8()), parse.err.constData());

    QCOMPARE(runCli({"partition", "einsum", example("matmul.einsum"), "--devices", "6"}).exitCode, 2);
    QCOMPARE(runCli({"partition", "einsum", example("matmul.einsum")}).exitCode, 2);
    QCOMPARE(runCli({"partition", "einsum", dir.filePath("missing.einsum"), "--devices", "2"}).exitCode, 2);
    QCOMPARE(runCli({"partition", "einsum", example("matmul.einsum"), "--devices", "2", "--stages", "2"}).exitCode, 2);
    QCOMPARE(runCli({"partition", "sideways"}).exitCode, 2);
    // The matmul's join space has 2^27 elements but 2^30 devices are refused up front.
    QCOMPARE(runCli({"partition", "einsum", example("matmul.einsum"), "--devices", "1073741824"}).exitCode, 2);
    // Too many assignments for --exhaustive is a clear refusal, not a hang.
    const Run huge = runCli({"partition", "einsum", example("transformer_block.einsum"), "--devices", "64", "--exhaustive"});
    QCOMPARE(huge.exitCode, 2);
    QVERIFY(huge.err.contains("exhaustive search would try more than"));
  }

  void hloModuleInput() {
    // The same file format detection as every loader: content, not extension.
    QTemporaryDir dir;
    const QString path = dir.filePath("mlp.txt");
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(R"(HloModule mlp
add_f32 {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}
ENTRY main {
  x = f32[8,16] parameter(0)
  w1 = f32[16,32] parameter(1)
  b1 = f32[32] parameter(2)
  h = f32[8,32] dot(x, w1), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  bias = f32[8,32] broadcast(b1), dimensions={1}
  hb = f32[8,32] add(h, bias)
  s = f32[4,32] slice(hb), slice={[0:4], [0:32]}
  zero = f32[] constant(0)
  ROOT total = f32[4] reduce(s, zero), dimensions={1}, to_apply=add_f32
}
)");
    file.close();
    const QString annotated = dir.filePath("annotated.hlo");
    const Run run = runCli({"partition", "einsum", path, "--devices", "4", "--json", "--write-hlo", annotated});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject object = json(run);
    const QJsonObject lowering = object["lowering"].toObject();
    QCOMPARE(lowering["nodes"].toInt(), 4);
    const QJsonArray cuts = lowering["cuts"].toArray();
    QCOMPARE(cuts.size(), 1);
    QCOMPARE(cuts[0].toObject()["instruction"].toString(), QString("s"));
    QCOMPARE(object["indices"].toObject()["h"].toArray(), (QJsonArray{"i_8", "k_16", "j_32"}));
    QCOMPARE(object["annotated"].toObject()["instructions"].toInt(), 7);
    const Run exhaustive = runCli({"partition", "einsum", path, "--devices", "4", "--exhaustive", "--json"});
    QCOMPARE(exhaustive.exitCode, 0);
    QCOMPARE(json(exhaustive)["cost"].toDouble(), object["cost"].toDouble());

    // The annotated module loads and propagates; the dot keeps the plan's sharding.
    const Run propagate = runCli({"propagate", annotated, "--json"});
    QVERIFY2(propagate.exitCode == 0, propagate.err.constData());
    QFile written(annotated);
    QVERIFY(written.open(QIODevice::ReadOnly));
    const QByteArray text = written.readAll();
    QVERIFY(text.contains("num_partitions=4"));
    QVERIFY(text.contains("dot(") && text.contains("sharding={devices="));

    const Run textRun = runCli({"partition", "einsum", path, "--devices", "4"});
    QCOMPARE(textRun.exitCode, 0);
    QVERIFY2(textRun.out.contains("cut s (slice): slice is not an EinSum operation"), textRun.out.constData());

    // --write-hlo needs a module; a broken module is a positioned error.
    QCOMPARE(runCli({"partition", "einsum", example("matmul.einsum"), "--devices", "2", "--write-hlo", annotated}).exitCode, 2);
    const QString broken = dir.filePath("broken.hlo");
    QFile brokenFile(broken);
    QVERIFY(brokenFile.open(QIODevice::WriteOnly));
    brokenFile.write("HloModule b\nENTRY e {\n  ROOT x = f32[4] negate(y)\n}\n");
    brokenFile.close();
    const Run bad = runCli({"partition", "einsum", broken, "--devices", "2"});
    QCOMPARE(bad.exitCode, 2);
    QVERIFY2(bad.err.contains((broken + ":3:").toUtf8()), bad.err.constData());
  }

  void stagesJson() {
    const Run run = runCli({"partition", "stages", "--weights", "3,1,4,1,5", "--stages", "2",
                            "--microbatches", "4", "--json"});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject object = json(run);
    QCOMPARE(object["bottleneck"].toDouble(), 8.0);
    QCOMPARE(object["stages"].toArray(), (QJsonArray{QJsonArray{0, 2}, QJsonArray{3, 4}}));
    QCOMPARE(object["bubbleFraction"].toObject()["gpipe"].toDouble(), 0.25);
    QCOMPARE(object["alpaObjective"].toDouble(), 14.0 + 3 * 8.0);
  }

  void stagesSearchAndMemory() {
    const Run search = runCli({"partition", "stages", "--weights", "3,1,4,1,5", "--stages", "3",
                               "--memory", "1,1,1,1,1", "--memory-cap", "2", "--method", "search", "--json"});
    QCOMPARE(search.exitCode, 0);
    QCOMPARE(json(search)["bottleneck"].toDouble(), 5.0);
    QCOMPARE(json(search)["method"].toString(), QString("search"));
    const Run infeasible = runCli({"partition", "stages", "--weights", "3,1,4,1,5", "--stages", "3",
                                   "--memory", "1,1,1,1,1", "--memory-cap", "1"});
    QCOMPARE(infeasible.exitCode, 1);
    QVERIFY(infeasible.err.contains("fits the memory caps"));
  }

  void badStageInputs_data() {
    QTest::addColumn<QStringList>("args");
    QTest::newRow("no weights") << QStringList{"partition", "stages", "--stages", "2"};
    QTest::newRow("bad weight") << QStringList{"partition", "stages", "--weights", "3,x", "--stages", "1"};
    QTest::newRow("negative weight") << QStringList{"partition", "stages", "--weights", "3,-1", "--stages", "1"};
    QTest::newRow("too many stages") << QStringList{"partition", "stages", "--weights", "3,1", "--stages", "3"};
    QTest::newRow("memory alone") << QStringList{"partition", "stages", "--weights", "3,1", "--stages", "1", "--memory", "1,1"};
    QTest::newRow("zero microbatches") << QStringList{"partition", "stages", "--weights", "3,1", "--stages", "1", "--microbatches", "0"};
    QTest::newRow("unknown method") << QStringList{"partition", "stages", "--weights", "3,1", "--stages", "1", "--method", "ilp"};
    QTest::newRow("devices for stages") << QStringList{"partition", "stages", "--weights", "3,1", "--stages", "1", "--devices", "2"};
  }

  void badStageInputs() {
    QFETCH(QStringList, args);
    const Run run = runCli(args);
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.err.contains("error:"));
  }
};

QTEST_APPLESS_MAIN(TestPartitionCli)
#include "test_partition_cli.moc"
