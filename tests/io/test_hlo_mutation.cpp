// Mutation fuzzing over the corpus: every file is mutated thousands of times (byte
// flips, truncations, line swaps, deletions, duplications; fixed seed) and each mutant
// must either load or fail with one positioned error. A crash, hang or exception
// fails the test; the per-mutant bound only catches hangs, it is no benchmark.
#include "corpus_files.h"

#include "io/hlo_file.h"
#include "io/hlo_text_parser.h"

#include <QTest>

#include <chrono>
#include <random>

using namespace shardscope;

namespace {

std::vector<std::pair<std::size_t, std::size_t>> lineRanges(const std::string& text) {
  std::vector<std::pair<std::size_t, std::size_t>> lines;
  std::size_t start = 0;
  while (start < text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    lines.emplace_back(start, end + 1 <= text.size() ? end + 1 : end);
    start = end + 1;
  }
  return lines;
}

std::string mutate(const std::string& original, std::mt19937_64& rng) {
  std::string text = original;
  auto pick = [&](std::size_t n) { return n == 0 ? std::size_t{0} : std::uniform_int_distribution<std::size_t>(0, n - 1)(rng); };
  static const char kInteresting[] = "{}[](),=%:<>\"\\/*-0123456789 \n\x00\xff";
  const int mutations = 1 + static_cast<int>(pick(3));
  for (int m = 0; m < mutations && !text.empty(); ++m) {
    switch (pick(7)) {
      case 0: text[pick(text.size())] ^= static_cast<char>(1u << pick(8)); break;                   // bit flip
      case 1: text[pick(text.size())] = kInteresting[pick(sizeof(kInteresting) - 1)]; break;       // syntax byte
      case 2: text.resize(pick(text.size())); break;                                              // truncation
      case 3: {                                                                                   // deletion
        const std::size_t at = pick(text.size());
        text.erase(at, 1 + pick(std::min<std::size_t>(64, text.size() - at)));
        break;
      }
      case 4: {                                                                                   // line swap
        auto lines = lineRanges(text);
        if (lines.size() < 2) break;
        const auto a = lines[pick(lines.size())];
        const auto b = lines[pick(lines.size())];
        if (a.first == b.first) break;
        const auto& first = a.first < b.first ? a : b;
        const auto& second = a.first < b.first ? b : a;
        if (first.second > second.first) break;
        text = text.substr(0, first.first) + text.substr(second.first, second.second - second.first) +
               text.substr(first.second, second.first - first.second) + text.substr(first.first, first.second - first.first) +
               text.substr(second.second);
        break;
      }
      case 5: {                                                                                   // line deletion
        auto lines = lineRanges(text);
        const auto line = lines[pick(lines.size())];
        text.erase(line.first, line.second - line.first);
        break;
      }
      case 6: {                                                                                   // duplication
        const std::size_t at = pick(text.size());
        const std::size_t length = 1 + pick(std::min<std::size_t>(32, text.size() - at));
        text.insert(pick(text.size()), text.substr(at, length));
        break;
      }
    }
  }
  return text;
}

}  // namespace

class TestHloMutation : public QObject {
  Q_OBJECT

 private slots:
  void mutantsLoadOrFailWithPosition_data() {
    QTest::addColumn<QString>("path");
    for (const QString& path : test::corpusHloTextFiles()) QTest::newRow(qPrintable(QFileInfo(path).fileName())) << path;
  }

  void mutantsLoadOrFailWithPosition() {
    QFETCH(QString, path);
    std::string original;
    std::string error;
    QVERIFY(io::readFileBounded(path.toStdString(), io::kMaxInputFileBytes, original, error));
    // Large files get fewer mutants so the suite stays within its time budget.
    const int mutants = original.size() > 100000 ? 1000 : 2000;
    std::mt19937_64 rng(0x5eed + qHash(QFileInfo(path).fileName()));
    int loaded = 0;
    for (int i = 0; i < mutants; ++i) {
      const std::string mutant = mutate(original, rng);
      io::HloParseOptions options;
      options.fileName = "mutant.hlo";
      const auto start = std::chrono::steady_clock::now();
      io::LoadResult result;
      try {
        result = io::parseHloText(mutant, options);
      } catch (const std::exception& exception) {
        QFAIL(qPrintable(QString("mutant %1 threw: %2").arg(i).arg(exception.what())));
      }
      const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      QVERIFY2(seconds < 5.0, qPrintable(QString("mutant %1 took %2 s (hang?)").arg(i).arg(seconds)));
      if (result.ok()) {
        ++loaded;
        continue;
      }
      const Diagnostic* diagnostic = result.firstError();
      QVERIFY2(diagnostic, "a failed load must carry an error");
      QVERIFY2(diagnostic->line >= 1 && diagnostic->column >= 1, diagnostic->format().c_str());
      QVERIFY(!diagnostic->message.empty());
      QVERIFY(diagnostic->format().rfind("mutant.hlo:", 0) == 0);
    }
    qInfo("%s: %d mutants, %d still load, %d rejected with a positioned error", qPrintable(QFileInfo(path).fileName()),
          mutants, loaded, mutants - loaded);
  }
};

QTEST_APPLESS_MAIN(TestHloMutation)
#include "test_hlo_mutation.moc"
