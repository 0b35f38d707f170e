// The `shardscope-cli verify` contract: exit 0 equivalent, 1 not verified (frontier
// printed with file:line), 2 bad input or usage; the JSON fields of issue 6.
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

#include "test_support/cli_runner.h"

namespace {

using Run = shardscope::test::CliRun;

Run cli(const QStringList& args) { return shardscope::test::runShardscopeCli(args); }

}  // namespace

class TestVerifyCli : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    if (!QFile::exists(QStringLiteral(SHARDSCOPE_BIN_DIR "/shardscope-cli"))) QSKIP("shardscope-cli is not built");
    QVERIFY(dir_.isValid());
    QCOMPARE(cli({"zoo", "write", "mlp-tp", dir_.filePath("ok")}).exitCode, 0);
    QCOMPARE(cli({"zoo", "write", "mlp-tp", dir_.filePath("bug"), "--bug", "wrong-replica-groups", "--tp", "4"}).exitCode, 0);
  }

  // The programs run on tcmalloc where it was found at configure time (a verification's
  // millions of small blocks: docs/verify.md), and --version names the allocator in use.
  void versionNamesTheAllocator() {
    const Run version = cli({"--version"});
    QCOMPARE(version.exitCode, 0);
    QVERIFY2(version.out.startsWith("shardscope-cli "), version.out.constData());
#if SHARDSCOPE_PROGRAMS_USE_TCMALLOC
    QVERIFY2(version.out.contains("\nallocator: tcmalloc 2."), version.out.constData());
#else
    QVERIFY2(version.out.contains("\nallocator: the C library's malloc"), version.out.constData());
#endif
  }

  // Issue 21 finding 6: a FIFO blocked the open forever, /dev/zero read as empty. Inputs
  // that are not regular files are refused at once, as programs and as relations files.
  void notRegularFilesAreRefusedAtOnce() {
    const QString fifo = dir_.filePath("fifo");
    QVERIFY(::mkfifo(fifo.toLocal8Bit().constData(), 0600) == 0);
    const QString ok = dir_.filePath("ok");
    const Run program = shardscope::test::runShardscopeCli({"verify", fifo, ok + "/distributed.hlo"}, 10000);
    QCOMPARE(program.exitCode, 2);
    QVERIFY2(program.err.contains("is a FIFO, not a regular file"), program.err.constData());
    const Run relations = shardscope::test::runShardscopeCli({"verify", ok + "/baseline.hlo", ok + "/distributed.hlo", "--relations", fifo}, 10000);
    QCOMPARE(relations.exitCode, 2);
    QVERIFY2(relations.err.contains("is a FIFO, not a regular file"), relations.err.constData());
    const Run device = shardscope::test::runShardscopeCli({"inspect", "/dev/zero"}, 10000);
    QCOMPARE(device.exitCode, 2);
    QVERIFY2(device.err.contains("not a regular file"), device.err.constData());
  }

  // Issue 21 finding 3: a 400-negate chain claiming 2^20 partitions made verify abort
  // with bad_alloc (exit 134). It is now refused by the analysis budget before any
  // relation is made; with 2^18 partitions (within the budget) and 29 distinct relations
  // under a 500 MB address-space cap, memory still runs out, and that is a clear error,
  // exit 2. (The 2^18-partition chain of one relation needs 28 MB since relations are
  // kept once per distinct value; before, about 850 MB.)
  void outOfMemoryIsAnErrorNotAnAbort() {
#if defined(SHARDSCOPE_SANITIZED)
    QSKIP("AddressSanitizer reserves more address space than the cap this test sets");
#endif
    for (const char* name : {"chain_b.hlo", "chain_d.hlo"}) {
      QFile file(dir_.filePath(name));
      QVERIFY(file.open(QIODevice::WriteOnly));
      file.write(name[6] == 'd' ? "HloModule chain, num_partitions=1048576\n\n" : "HloModule chain\n\n");
      file.write("ENTRY %e (p: f32[4]) -> f32[4] {\n  %p = f32[4] parameter(0)\n");
      QByteArray previous = "p";
      for (int i = 0; i < 400; ++i) {
        file.write("  %n" + QByteArray::number(i) + " = f32[4] negate(%" + previous + ")\n");
        previous = "n" + QByteArray::number(i);
      }
      file.write("  ROOT %r = f32[4] copy(%" + previous + ")\n}\n");
    }
    // Within the budget but not within a 500 MB cap: relations are kept once per distinct
    // value (device_ints.h), so a chain of one relation over 2^18 devices needs 28 MB now;
    // reshapes to ranks 2..30 give 29 distinct replicated relations of 2^18 x rank
    // numbers, about 1 GB.
    for (const char* name : {"ranks_b.hlo", "ranks_e.hlo"}) {
      QFile file(dir_.filePath(name));
      QVERIFY(file.open(QIODevice::WriteOnly));
      file.write(name[6] == 'e' ? "HloModule ranks, num_partitions=262144\n\n" : "HloModule ranks\n\n");
      file.write("ENTRY %e (p: f32[4]) -> f32[4] {\n  %p = f32[4] parameter(0)\n");
      QByteArray previous = "p", shape = "4";
      for (int rank = 2; rank <= 30; ++rank) {
        shape += ",1";
        file.write("  %r" + QByteArray::number(rank) + " = f32[" + shape + "] reshape(%" + previous + ")\n");
        previous = "r" + QByteArray::number(rank);
      }
      file.write("  ROOT %out = f32[4] reshape(%" + previous + ")\n}\n");
    }
    const Run refused = cli({"verify", dir_.filePath("chain_b.hlo"), dir_.filePath("chain_d.hlo")});
    QCOMPARE(refused.exitCode, 2);
    QVERIFY2(refused.err.startsWith(dir_.filePath("chain_d.hlo").toUtf8() + ":3:1: error: num_partitions=1048576 over 402 instructions: "),
             refused.err.constData());
    QVERIFY2(refused.err.contains("over the memory budget of one load or analysis"), refused.err.constData());
    QProcess process;
    process.start("/bin/sh", {"-c", "ulimit -v 500000 && exec \"$0\" verify \"$1\" \"$2\"", QStringLiteral(SHARDSCOPE_BIN_DIR "/shardscope-cli"),
                              dir_.filePath("ranks_b.hlo"), dir_.filePath("ranks_e.hlo")});
    QVERIFY(process.waitForFinished(120000));
    const QByteArray err = process.readAllStandardError();
    QCOMPARE(process.exitStatus(), QProcess::NormalExit);
    QCOMPARE(process.exitCode(), 2);
    QVERIFY2(err.contains("error: out of memory"), err.constData());
  }

  // Issue 21 finding 7: names from the file drove the terminal (ESC sequences) and bidi
  // overrides reordered the text. Printed, they are escapes; in JSON the same string.
  void printedTextIsTerminalSafe() {
    QFile file(dir_.filePath("escapes.hlo"));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("HloModule m\n\nENTRY %e (p: f32[4]) -> f32[4] {\n  ROOT %p = f32[4] parameter(0), metadata={op_name=\"a\" "
               "source_file=\"x\\033[31mred\xe2\x80\xae.py\" source_line=3}\n}\n");
    file.close();
    const Run text = cli({"inspect", file.fileName()});
    QCOMPARE(text.exitCode, 0);
    QVERIFY(!text.out.contains('\x1b'));
    QVERIFY(!text.out.contains("\xe2\x80\xae"));
    QVERIFY2(text.out.contains("x\\033[31mred\\u202e.py"), text.out.constData());
    const Run json = cli({"inspect", file.fileName(), "--json"});
    QCOMPARE(json.exitCode, 0);
    const QJsonObject sources = QJsonDocument::fromJson(json.out).object()["source_files"].toObject();
    QVERIFY2(sources.contains(QString::fromUtf8("x\x1b[31mred\xe2\x80\xae.py")), json.out.constData());
  }

  // A folder without a manifest holding baseline.hlo and distributed.hlo (zoo write's
  // output, the bundled examples) is taken as those two files.
  void zooFolderIsAPair() {
    const Run ok = cli({"verify", dir_.filePath("ok")});
    QCOMPARE(ok.exitCode, 0);
    const Run bug = cli({"verify", dir_.filePath("bug")});
    QCOMPARE(bug.exitCode, 1);
    const Run empty = cli({"verify", QDir::tempPath() + "/" + QString::number(qHash(dir_.path())) + "-none"});
    QCOMPARE(empty.exitCode, 2);
  }

  void correctPairIsEquivalent() {
    const Run run = cli({"verify", dir_.filePath("ok/baseline.hlo"), dir_.filePath("ok/distributed.hlo"), "--json"});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject root = QJsonDocument::fromJson(run.out).object();
    QCOMPARE(root["verdict"].toString(), QString("equivalent"));
    QVERIFY(root["frontier"].toArray().isEmpty());
    QVERIFY(root["instructions"].toObject()["dot.26"].toObject()["verified"].toBool());
    QVERIFY(root["stats"].toObject()["enodes"].toInt() > 0);
    QCOMPARE(cli({"verify", dir_.filePath("ok/baseline.hlo"), dir_.filePath("ok/distributed.hlo"), "--no-memo"}).exitCode, 0);
  }

  void bugIsNotVerifiedWithItsSourceLine() {
    const Run json = cli({"verify", dir_.filePath("bug/baseline.hlo"), dir_.filePath("bug/distributed.hlo"), "--json"});
    QCOMPARE(json.exitCode, 1);
    const QJsonObject root = QJsonDocument::fromJson(json.out).object();
    QCOMPARE(root["verdict"].toString(), QString("not_verified"));
    const QJsonArray frontier = root["frontier"].toArray();
    QVERIFY(!frontier.isEmpty());
    const QJsonObject first = frontier.first().toObject();
    for (const char* key : {"instruction", "opcode", "source_file", "source_line", "reason"}) QVERIFY2(first.contains(key), key);
    QCOMPARE(first["opcode"].toString(), QString("all-reduce"));
    QVERIFY(first["reason"].toString().contains("{0,1},{2,3}"));
    const Run text = cli({"verify", dir_.filePath("bug/baseline.hlo"), dir_.filePath("bug/distributed.hlo")});
    QCOMPARE(text.exitCode, 1);
    QVERIFY(text.out.contains("verdict: not_verified"));
    QVERIFY(text.out.contains(QByteArray("parallel_layers.py:") + QByteArray::number(first["source_line"].toInt()) + ": " +
                              first["instruction"].toString().toUtf8() + " (all-reduce): "));
  }

  void badInputExitsWithTwo() {
    QFile relations(dir_.filePath("bad.json"));
    QVERIFY(relations.open(QIODevice::WriteOnly));
    relations.write("{\"parameters\": {\"0\": \"{devices=[2\"}}");
    relations.close();
    const Run bad = cli({"verify", dir_.filePath("ok/baseline.hlo"), dir_.filePath("ok/distributed.hlo"), "--relations", relations.fileName()});
    QCOMPARE(bad.exitCode, 2);
    // At the sharding string (column 22), not 1:1 as before positions were kept.
    QVERIFY2(bad.err.contains(relations.fileName().toUtf8() + ":1:22: error:"), bad.err.constData());
    QCOMPARE(cli({"verify", dir_.filePath("ok/baseline.hlo")}).exitCode, 2);
    QCOMPARE(cli({"verify", dir_.filePath("ok/baseline.hlo"), dir_.filePath("missing.hlo")}).exitCode, 2);
    // Issue 21 finding 9: pairing errors name the file and a position, like every error.
    QFile lone(dir_.filePath("lone.hlo"));
    QVERIFY(lone.open(QIODevice::WriteOnly));
    lone.write("HloModule lone\n\nENTRY %e () -> f32[] {\n  ROOT %c = f32[] constant(1)\n}\n");
    lone.close();
    const Run unpaired = cli({"verify", dir_.filePath("ok/baseline.hlo"), lone.fileName()});
    QCOMPARE(unpaired.exitCode, 2);
    QVERIFY2(unpaired.err.startsWith(lone.fileName().toUtf8() + ":3:1: error: cannot pair the programs"), unpaired.err.constData());
  }

 private:
  QTemporaryDir dir_;
};

QTEST_APPLESS_MAIN(TestVerifyCli)
#include "test_verify_cli.moc"
