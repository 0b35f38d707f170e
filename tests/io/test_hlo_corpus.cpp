// Every HLO text file in the shared corpus loads, and printing it parses back to the
// same IR (also with operands written without shapes).
#include "corpus_files.h"

#include "io/hlo_file.h"
#include "io/hlo_text_parser.h"
#include "io/hlo_text_printer.h"
#include "ir/module_equality.h"

#include <QTest>

using namespace shardscope;

class TestHloCorpus : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    QVERIFY2(QDir(test::corpusDir()).exists(), qPrintable("corpus not found at " + test::corpusDir()));
  }

  void loadsAndRoundTrips_data() {
    QTest::addColumn<QString>("path");
    for (const QString& path : test::corpusHloTextFiles()) QTest::newRow(qPrintable(QFileInfo(path).fileName())) << path;
  }

  void loadsAndRoundTrips() {
    QFETCH(QString, path);
    io::LoadResult loaded = io::loadModuleFile(path.toStdString());
    QVERIFY2(loaded.ok(), loaded.firstError() ? loaded.firstError()->format().c_str() : "no module");
    const ir::Module& module = *loaded.module;
    QVERIFY(module.instructionCount() > 0);

    for (bool operandShapes : {true, false}) {
      io::HloPrintOptions options;
      options.operandShapes = operandShapes;
      const std::string printed = io::printHloText(module, options);
      io::HloParseOptions parseOptions;
      parseOptions.fileName = "<printed>";
      io::LoadResult reparsed = io::parseHloText(printed, parseOptions);
      QVERIFY2(reparsed.ok(), reparsed.firstError() ? reparsed.firstError()->format().c_str() : "no module");
      const std::optional<std::string> difference = ir::firstDifference(module, *reparsed.module);
      QVERIFY2(!difference, difference ? difference->c_str() : "");
      // Printing is a fixpoint after one round.
      QCOMPARE(io::printHloText(*reparsed.module, options), printed);
    }
    ++loadedFiles_;
  }

  void cleanupTestCase() {
    qInfo("corpus: %d of %d HLO text files load and round-trip", loadedFiles_,
          static_cast<int>(test::corpusHloTextFiles().size()));
    QCOMPARE(loadedFiles_, static_cast<int>(test::corpusHloTextFiles().size()));
  }

  void realHloFilesAreAllPresent() {
    // The acceptance figure counts every real-hlo text file; make sure none is skipped.
    const QStringList real = QDir(test::corpusDir() + "/real-hlo").entryList({"*.hlo.txt"}, QDir::Files);
    QVERIFY(real.size() >= 10);
  }

  void facts_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("partitions");
    QTest::addColumn<int>("collectives");
    QTest::newRow("fft3d after spmd") << "real-hlo/jax_shardmap_fft3d_8dev_after_spmd.hlo.txt" << 8 << 2;
    QTest::newRow("megatron linear") << "real-hlo/ptxla_spmd_linear_megatron.hlo.txt" << 2 << 2;
  }

  void facts() {
    QFETCH(QString, file);
    QFETCH(int, partitions);
    QFETCH(int, collectives);
    io::LoadResult loaded = io::loadModuleFile((test::corpusDir() + "/" + file).toStdString());
    QVERIFY(loaded.ok());
    QCOMPARE(loaded.module->numPartitions(), partitions);
    int count = 0;
    for (const auto& computation : loaded.module->computations)
      for (const auto& instruction : computation.instructions) count += instruction.isCollective() ? 1 : 0;
    QCOMPARE(count, collectives);
  }

  void asyncSugarIsRecognised() {
    io::LoadResult loaded = io::loadModuleFile((test::corpusDir() + "/real-hlo/jax_shardmap_fft3d_8dev_after_spmd.hlo.txt").toStdString());
    QVERIFY(loaded.ok());
    for (const Diagnostic& d : loaded.diagnostics) QVERIFY2(d.severity != Severity::Warning, d.format().c_str());
    const ir::Computation& entry = loaded.module->entryComputation();
    const ir::Instruction& start = entry.instructions[entry.find("all-to-all-start")];
    QCOMPARE(start.opcode, ir::Opcode::AsyncStart);
    QCOMPARE(start.asyncWrapped, ir::Opcode::AllToAll);
    QCOMPARE(start.replicaGroups()->groups, (std::vector<std::vector<int64_t>>{{0, 1}, {2, 3}, {4, 5}, {6, 7}}));
  }

 private:
  int loadedFiles_ = 0;
};

QTEST_APPLESS_MAIN(TestHloCorpus)
#include "test_hlo_corpus.moc"
