// `shardscope-cli verify|numeric|inspect|propagate PAIR_DIR` (docs/cli.md, "Pair
// directories"): verify reads the directory's relations.json unless --relations is given
// and points frontier lines at the directory's source copies; numeric compares with
// XLA's recorded outputs on the recorded inputs; inspect shows the distributed program,
// propagate the annotated one; a malformed directory or array is a positioned error and
// exit 2 from every command. Runs build/bin/shardscope-cli on tests/data/pair-dirs.
#include "test_support/cli_runner.h"
#include "test_support/pair_dirs.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <cstring>

using namespace shardscope;
using shardscope::testing::kPairDirs;

namespace {

const QByteArray kAllReduce =
    "all-reduce(f32[8,16]{1,0} %partial), channel_id=1, replica_groups={{0,1}}, use_global_device_ids=true, to_apply=%sum";

bool replaceIn(const QString& path, const QByteArray& from, const QByteArray& to) {
  QByteArray text = testing::readAll(path);
  if (!text.contains(from)) return false;
  text.replace(from, to);
  return testing::writeAll(path, text);
}

QString text(const QByteArray& bytes) { return QString::fromUtf8(bytes); }

}  // namespace

class TestPairDirectoryCli : public QObject {
  Q_OBJECT

 private:
  QTemporaryDir dir_;

  QString copy(const QString& name, const QString& as) {
    const QString target = dir_.filePath(as);
    return testing::copyPairDirectory(kPairDirs + name, target) ? target : QString();
  }

 private slots:
  void initTestCase() {
    if (!QFile::exists(QStringLiteral(SHARDSCOPE_BIN_DIR "/shardscope-cli"))) QSKIP("shardscope-cli is not built");
    QVERIFY(dir_.isValid());
  }

  void verifyUsesTheDirectoryRelations() {
    const test::CliRun good = test::runShardscopeCli({"verify", kPairDirs + "mlp-tp2", "--json"});
    QCOMPARE(good.exitCode, 0);
    const QJsonObject root = QJsonDocument::fromJson(good.out).object();
    QCOMPARE(root["verdict"].toString(), QString("equivalent"));
    QCOMPARE(root["pair_directory"].toString(), kPairDirs + "mlp-tp2");
    // A relations.json that says the output is tiled: the verifier must be using it.
    const QString pair = copy("mlp-tp2", "tiled-relations");
    QVERIFY(replaceIn(pair + "/relations.json", "\"output\": \"{replicated}\"", "\"output\": \"{devices=[1,2]0,1}\""));
    const test::CliRun tiled = test::runShardscopeCli({"verify", pair});
    QCOMPARE(tiled.exitCode, 1);
    // ... unless --relations names another file.
    const test::CliRun overridden = test::runShardscopeCli({"verify", pair, "--relations", kPairDirs + "mlp-tp2/relations.json"});
    QCOMPARE(overridden.exitCode, 0);
    // A malformed relations.json is positioned in that file.
    QVERIFY(testing::writeAll(pair + "/relations.json", "{\"parameters\": {\"0\": \"{devices=[\"}}"));
    const test::CliRun bad = test::runShardscopeCli({"verify", pair});
    QCOMPARE(bad.exitCode, 2);
    QVERIFY2(text(bad.err).startsWith(pair + "/relations.json:"), bad.err.constData());
  }

  void frontierLinesPointAtTheSourceCopies() {
    const QString pair = copy("mlp-tp2", "missing-all-reduce");
    QVERIFY(replaceIn(pair + "/distributed.hlo", kAllReduce, "copy(f32[8,16]{1,0} %partial)"));
    const test::CliRun plain = test::runShardscopeCli({"verify", pair});
    QCOMPARE(plain.exitCode, 1);
    QVERIFY2(text(plain.out).contains(pair + "/source/ci/project/model.py:11: "), plain.out.constData());
    const test::CliRun json = test::runShardscopeCli({"verify", pair, "--json"});
    QCOMPARE(json.exitCode, 1);
    const QJsonArray frontier = QJsonDocument::fromJson(json.out).object()["frontier"].toArray();
    QVERIFY(!frontier.isEmpty());
    const QJsonObject first = frontier[0].toObject();
    QCOMPARE(first["source_file"].toString(), QString("/ci/project/model.py"));
    QCOMPARE(first["source_path"].toString(), pair + "/source/ci/project/model.py");
    // The report's snippets come from the copy too (the recorded path does not exist here).
    const QString html = dir_.filePath("report.html");
    QCOMPARE(test::runShardscopeCli({"verify", pair, "--html", html}).exitCode, 1);
    QVERIFY(text(testing::readAll(html)).contains("y = jnp.dot(a, w2)"));
  }

  void numericComparesWithXla() {
    for (const QString& name : {QString("mlp-tp2"), QString("column-bf16")}) {
      const test::CliRun run = test::runShardscopeCli({"numeric", kPairDirs + name, "--json"});
      QVERIFY2(run.exitCode == 0, run.err.constData());
      const QJsonObject root = QJsonDocument::fromJson(run.out).object();
      QCOMPARE(root["verdict"].toString(), QString("pass"));
      QCOMPARE(root["inputs"].toString(), QString("recorded"));
      QVERIFY(root["seed"].isNull());
      const QJsonObject xla = root["against_xla"].toObject();
      QVERIFY(xla["passed"].toBool());
      const QJsonObject out = xla["distributed"].toArray()[0].toObject();
      QCOMPARE(out["file"].toString(), QString("outputs/distributed/out0.npy"));
      QCOMPARE(out["max_abs_err"].toDouble(), 0.0);
      QCOMPARE(out["ranks"].toArray().size(), 2);
      QCOMPARE(root["layers"].toArray().size(), 3);
    }
    const test::CliRun plain = test::runShardscopeCli({"numeric", kPairDirs + "mlp-tp2"});
    QCOMPARE(plain.exitCode, 0);
    QVERIFY2(text(plain.out).contains("distributed out0 f32[8,16] (outputs/distributed/out0.npy): pass"), plain.out.constData());
    // Seeded inputs are the two-file form's.
    QCOMPARE(test::runShardscopeCli({"numeric", kPairDirs + "mlp-tp2", "--seed", "3"}).exitCode, 2);
    QCOMPARE(test::runShardscopeCli({"numeric", kPairDirs + "mlp-tp2/baseline.hlo", kPairDirs + "mlp-tp2/distributed.hlo", "--json"}).exitCode, 0);
  }

  void numericFailsOnAnAlteredRecordedOutput() {
    const QString pair = copy("mlp-tp2", "altered-output");
    const QString file = pair + "/outputs/distributed/out0.npy";
    QByteArray bytes = testing::readAll(file);
    float value = 0;
    std::memcpy(&value, bytes.constData() + bytes.size() - 4, 4);
    value += 1.0f;
    std::memcpy(bytes.data() + bytes.size() - 4, &value, 4);
    QVERIFY(testing::writeAll(file, bytes));
    const test::CliRun run = test::runShardscopeCli({"numeric", pair, "--json"});
    QCOMPARE(run.exitCode, 1);
    const QJsonObject root = QJsonDocument::fromJson(run.out).object();
    QCOMPARE(root["verdict"].toString(), QString("differs"));
    QCOMPARE(root["layered_verdict"].toString(), QString("pass"));
    const QJsonObject xla = root["against_xla"].toObject();
    QVERIFY(!xla["passed"].toBool());
    QVERIFY(xla["baseline"].toArray()[0].toObject()["passed"].toBool());
    const QJsonObject out = xla["distributed"].toArray()[0].toObject();
    QVERIFY(!out["passed"].toBool());
    QCOMPARE(out["max_abs_err"].toDouble(), 1.0);
    QCOMPARE(out["mismatched"].toInt(), 2);  // replicated: the last element on both ranks
  }

  void inspectAndPropagate() {
    const test::CliRun inspect = test::runShardscopeCli({"inspect", kPairDirs + "mlp-tp2", "--json"});
    QCOMPARE(inspect.exitCode, 0);
    const QJsonObject root = QJsonDocument::fromJson(inspect.out).object();
    QCOMPARE(root["file"].toString(), kPairDirs + "mlp-tp2/distributed.hlo");
    QCOMPARE(root["module"].toString(), QString("mlp_tp2"));
    QCOMPARE(root["num_partitions"].toInt(), 2);
    const test::CliRun propagate = test::runShardscopeCli({"propagate", kPairDirs + "mlp-tp2"});
    QCOMPARE(propagate.exitCode, 0);
    QVERIFY(text(propagate.out).contains("HloModule mlp_annotated"));
    const test::CliRun none = test::runShardscopeCli({"propagate", kPairDirs + "column-bf16"});
    QCOMPARE(none.exitCode, 2);
    QVERIFY2(text(none.err).contains("manifest.json: error: the pair directory has no annotated program"), none.err.constData());
    // Files still work as before.
    QCOMPARE(test::runShardscopeCli({"inspect", kPairDirs + "mlp-tp2/baseline.hlo"}).exitCode, 0);
  }

  void malformedDirectoriesExitTwo_data() {
    QTest::addColumn<QString>("file");  // in the copy; empty: remove the manifest
    QTest::addColumn<QByteArray>("from");
    QTest::addColumn<QByteArray>("to");
    QTest::addColumn<QString>("error");  // regular expression for stderr
    QTest::addColumn<bool>("numericOnly");
    QTest::newRow("bad JSON") << "manifest.json" << QByteArray("\"devices\": 2,") << QByteArray("\"devices\": 2,,")
                              << "manifest\\.json:14:16: error: expected a member name" << false;
    QTest::newRow("path escaping the directory") << "manifest.json" << QByteArray("\"distributed\": \"distributed.hlo\"")
                                                 << QByteArray("\"distributed\": \"../../etc/passwd\"")
                                                 << "manifest\\.json:\\d+:\\d+: error: files\\.distributed: a path that leaves the directory" << false;
    QTest::newRow("no manifest") << QString() << QByteArray() << QByteArray() << "manifest\\.json: error: cannot open file" << false;
    QTest::newRow("npy header lies about its size") << "inputs/arg1.npy" << QByteArray("(16, 32)") << QByteArray("(16, 33)")
                                                    << "arg1\\.npy:1:\\d+: error: the header declares 528 elements" << true;
    QTest::newRow("huge npy shape") << "inputs/arg0.npy" << QByteArray("(8, 16)") << QByteArray("(8000000000000000,)")
                                    << "arg0\\.npy:1:\\d+: error: the shape declares" << true;
    QTest::newRow("huge manifest shape") << "manifest.json" << QByteArray("\"shape\": [\n        8,") << QByteArray("\"shape\": [\n        8000000000000,")
                                         << "manifest\\.json:32:5: error: inputs\\[0\\]: shape \\[8000000000000,16\\] is over" << true;
  }

  void malformedDirectoriesExitTwo() {
    QFETCH(QString, file);
    QFETCH(QByteArray, from);
    QFETCH(QByteArray, to);
    QFETCH(QString, error);
    QFETCH(bool, numericOnly);
    const QString pair = copy("mlp-tp2", QString("malformed-%1").arg(QTest::currentDataTag()).replace(' ', '-'));
    QVERIFY(!pair.isEmpty());
    // Without a manifest a folder holding baseline.hlo and distributed.hlo is a plain pair
    // (zoo write's output): the row removes the distributed program too.
    if (file.isEmpty()) QVERIFY(QFile::remove(pair + "/manifest.json") && QFile::remove(pair + "/distributed.hlo"));
    else QVERIFY2(replaceIn(pair + "/" + file, from, to), from.constData());
    const QRegularExpression pattern(error);
    const QList<QStringList> commands = numericOnly ? QList<QStringList>{{"numeric", pair}}
                                                    : QList<QStringList>{{"verify", pair}, {"numeric", pair}, {"inspect", pair}, {"propagate", pair}};
    for (const QStringList& command : commands) {
      const test::CliRun run = test::runShardscopeCli(command);
      QVERIFY2(run.exitCode == 2, qPrintable(command.front() + ": exit " + QString::number(run.exitCode) + " " + text(run.err)));
      QVERIFY2(pattern.match(text(run.err)).hasMatch(), qPrintable(command.front() + ": " + text(run.err)));
    }
  }

  void usageErrors() {
    const test::CliRun one = test::runShardscopeCli({"verify", kPairDirs + "mlp-tp2/baseline.hlo"});
    QCOMPARE(one.exitCode, 2);
    QVERIFY(text(one.err).contains("is not a pair directory"));
    QCOMPARE(test::runShardscopeCli({"numeric", kPairDirs + "mlp-tp2", kPairDirs + "mlp-tp2", kPairDirs}).exitCode, 2);
    QCOMPARE(test::runShardscopeCli({"inspect"}).exitCode, 2);
  }
};

QTEST_GUILESS_MAIN(TestPairDirectoryCli)
#include "test_pair_directory_cli.moc"
