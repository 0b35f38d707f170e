// Mutation fuzzing of the non-text-HLO readers (fixed seed): every corpus .mlir file
// and the binary protos of several corpus modules are mutated thousands of times (byte
// flips, syntax bytes, truncations, deletions, duplications; for protos also varint
// and length corruption). Each mutant must load or fail with one error; a crash, hang
// or exception fails the test.
#include "../io/corpus_files.h"

#include "io/hlo_file.h"
#include "io/hlo_proto_reader.h"
#include "io/hlo_proto_writer.h"
#include "io/stablehlo_reader.h"

#include <QTest>

#include <random>

using namespace shardscope;

namespace {

std::size_t pick(std::mt19937_64& rng, std::size_t n) {
  return n == 0 ? 0 : std::uniform_int_distribution<std::size_t>(0, n - 1)(rng);
}

std::string mutateText(const std::string& original, std::mt19937_64& rng) {
  std::string text = original;
  static const char kInteresting[] = "{}[]()<>,=%@#^:\"\\x?-0123456789 \n\x00\xff";
  const int mutations = 1 + static_cast<int>(pick(rng, 3));
  for (int m = 0; m < mutations && !text.empty(); ++m) {
    switch (pick(rng, 5)) {
      case 0: text[pick(rng, text.size())] ^= static_cast<char>(1u << pick(rng, 8)); break;
      case 1: text[pick(rng, text.size())] = kInteresting[pick(rng, sizeof(kInteresting) - 1)]; break;
      case 2: text.resize(pick(rng, text.size())); break;
      case 3: {
        const std::size_t at = pick(rng, text.size());
        text.erase(at, 1 + pick(rng, std::min<std::size_t>(64, text.size() - at)));
        break;
      }
      default: {
        const std::size_t at = pick(rng, text.size());
        const std::size_t length = 1 + pick(rng, std::min<std::size_t>(128, text.size() - at));
        text.insert(pick(rng, text.size()), text.substr(at, length));
        break;
      }
    }
  }
  return text;
}

std::string mutateBytes(const std::string& original, std::mt19937_64& rng) {
  std::string bytes = original;
  const int mutations = 1 + static_cast<int>(pick(rng, 4));
  for (int m = 0; m < mutations && !bytes.empty(); ++m) {
    switch (pick(rng, 5)) {
      case 0: bytes[pick(rng, bytes.size())] ^= static_cast<char>(1u << pick(rng, 8)); break;
      case 1: bytes[pick(rng, bytes.size())] = static_cast<char>(0xff); break;  // varints that never end
      case 2: bytes.resize(pick(rng, bytes.size())); break;
      case 3: bytes[pick(rng, bytes.size())] = static_cast<char>(pick(rng, 256)); break;
      default: {
        const std::size_t at = pick(rng, bytes.size());
        bytes.erase(at, 1 + pick(rng, std::min<std::size_t>(16, bytes.size() - at)));
        break;
      }
    }
  }
  return bytes;
}

std::string readFile(const QString& path) {
  std::string contents, error;
  if (!io::readFileBounded(path.toStdString(), io::kMaxInputFileBytes, contents, error)) return {};
  return contents;
}

// One load: either a module, or exactly one error first.
bool wellBehaved(const io::LoadResult& result) {
  if (result.ok()) return result.firstError() == nullptr;
  return result.firstError() != nullptr && !result.firstError()->message.empty();
}

}  // namespace

class TestFormatsMutation : public QObject {
  Q_OBJECT

 private slots:
  void mlirMutants_data() {
    QTest::addColumn<QString>("path");
    const QDir real(test::corpusDir() + "/real-hlo");
    for (const QString& name : real.entryList({"*.mlir"}, QDir::Files, QDir::Name)) QTest::newRow(qPrintable(name)) << real.filePath(name);
  }

  void mlirMutants() {
    QFETCH(QString, path);
    const std::string original = readFile(path);
    QVERIFY(!original.empty());
    std::mt19937_64 rng(20261129);
    io::HloParseOptions options;
    options.fileName = "mutant.mlir";
    int loaded = 0;
    for (int i = 0; i < 1500; ++i) {
      const std::string mutant = mutateText(original, rng);
      io::LoadResult result = io::parseStableHloText(mutant, options);
      QVERIFY2(wellBehaved(result), qPrintable(QString("mutant %1").arg(i)));
      if (!result.ok()) QVERIFY2(result.firstError()->line >= 1, result.firstError()->format().c_str());  // positioned
      loaded += result.ok() ? 1 : 0;
    }
    qInfo("%s: %d of 1500 mutants still load", qPrintable(QFileInfo(path).fileName()), loaded);
  }

  void protoMutants_data() {
    QTest::addColumn<QString>("path");
    for (const char* name : {"real-hlo/jax_shardmap_fft3d_8dev_after_spmd.hlo.txt", "real-hlo/ptxla_spmd_linear_megatron.hlo.txt",
                             "real-hlo/neuronx_gpt2_tp2.hlo.txt"})
      QTest::newRow(name) << test::corpusDir() + "/" + name;
  }

  void protoMutants() {
    QFETCH(QString, path);
    io::LoadResult text = io::loadModuleFile(path.toStdString());
    QVERIFY(text.ok());
    const std::string original = io::writeHloModuleProto(*text.module);
    std::mt19937_64 rng(42);
    io::HloParseOptions options;
    options.fileName = "mutant.pb";
    int loaded = 0;
    for (int i = 0; i < 2000; ++i) {
      const std::string mutant = mutateBytes(original, rng);
      io::LoadResult result = io::parseHloModuleProto(mutant, options);
      QVERIFY2(wellBehaved(result), qPrintable(QString("mutant %1").arg(i)));
      loaded += result.ok() ? 1 : 0;
      // Through the detecting loader too: binary garbage is never taken for text.
      io::LoadResult detected = io::loadModuleFromContents(mutant, "mutant.pb");
      QVERIFY(wellBehaved(detected));
    }
    qInfo("%s: %d of 2000 mutants still load", qPrintable(QFileInfo(path).fileName()), loaded);
  }
};

QTEST_APPLESS_MAIN(TestFormatsMutation)
#include "test_formats_mutation.moc"
