// Every HLO text file of the JAX corpus (tests/data/jax-corpus/<pair>/*.hlo: what JAX
// 0.10 and current XLA dump) loads, with the module verifier's shape inference, and
// prints back to the same IR, as text and as HloModuleProto. One data row per file; skipped where the corpus is absent.
// SHARDSCOPE_JAX_CORPUS_DIR points the test at another folder of pair directories.
#include "io/hlo_file.h"
#include "io/hlo_proto_reader.h"
#include "io/hlo_proto_writer.h"
#include "io/hlo_text_parser.h"
#include "io/hlo_text_printer.h"
#include "ir/module_equality.h"

#include <QDir>
#include <QFileInfo>
#include <QTest>

using namespace shardscope;

namespace {

QString corpusDir() {
  const QByteArray overridden = qgetenv("SHARDSCOPE_JAX_CORPUS_DIR");
  return overridden.isEmpty() ? QStringLiteral(SHARDSCOPE_SOURCE_DIR "/tests/data/jax-corpus") : QString::fromLocal8Bit(overridden);
}

QStringList hloFiles() {
  QStringList files;
  const QDir root(corpusDir());
  for (const QString& pair : root.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
    const QDir directory(root.filePath(pair));
    for (const QString& name : directory.entryList({"*.hlo"}, QDir::Files, QDir::Name)) files << directory.filePath(name);
  }
  return files;
}

}  // namespace

class TestJaxCorpusFiles : public QObject {
  Q_OBJECT

 private slots:
  void loadsAndRoundTrips_data() {
    QTest::addColumn<QString>("path");
    const QDir root(corpusDir());
    for (const QString& path : hloFiles()) QTest::newRow(qPrintable(root.relativeFilePath(path))) << path;
  }

  void loadsAndRoundTrips() {
    if (!QDir(corpusDir()).exists()) QSKIP(qPrintable("no JAX corpus at " + corpusDir()));
    QFETCH(QString, path);
    io::LoadResult loaded = io::loadModuleFile(path.toStdString());
    QVERIFY2(loaded.ok(), loaded.firstError() ? loaded.firstError()->format().c_str() : "no module");
    for (const Diagnostic& diagnostic : loaded.diagnostics) qWarning("%s", diagnostic.format().c_str());
    const ir::Module& module = *loaded.module;
    QVERIFY(module.instructionCount() > 0);

    const std::string printed = io::printHloText(module);
    io::HloParseOptions options;
    options.fileName = "<printed>";
    io::LoadResult reparsed = io::parseHloText(printed, options);
    QVERIFY2(reparsed.ok(), reparsed.firstError() ? reparsed.firstError()->format().c_str() : "no module");
    const std::optional<std::string> difference = ir::firstDifference(module, *reparsed.module);
    QVERIFY2(!difference, difference ? difference->c_str() : "");
    QCOMPARE(io::printHloText(*reparsed.module), printed);

    options.fileName = "<written>.pb";
    io::LoadResult read = io::parseHloModuleProto(io::writeHloModuleProto(module), options);
    QVERIFY2(read.ok(), read.firstError() ? read.firstError()->format().c_str() : "no module");
    const std::optional<std::string> protoDifference = ir::firstDifference(module, *read.module);
    QVERIFY2(!protoDifference, protoDifference ? protoDifference->c_str() : "");
  }

  void corpusHasFiles() {
    if (!QDir(corpusDir()).exists()) QSKIP(qPrintable("no JAX corpus at " + corpusDir()));
    QVERIFY2(!hloFiles().isEmpty(), qPrintable("no <pair>/*.hlo under " + corpusDir()));
  }
};

QTEST_GUILESS_MAIN(TestJaxCorpusFiles)
#include "test_jax_corpus_files.moc"
