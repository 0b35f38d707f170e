// Every sharding written in the shared corpus of real HLO and of XLA's propagation tests
// parses, prints, and parses back to an equal value.
#include <QTest>

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>

#include "sharding/hlo_sharding.h"
#include "sharding/mesh.h"
#include "sharding/named_sharding.h"

using namespace shardscope::sharding;

namespace {

QString corpusDir() { return QStringLiteral(SHARDSCOPE_CORPUS_DIR); }

std::string readFile(const QString& path) {
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly)) qFatal("cannot read %s", qPrintable(path));
  return file.readAll().toStdString();
}

// The balanced `{...}` starting at `open`, skipping braces inside "..." strings;
// empty when the braces never balance.
std::string balancedBraces(const std::string& text, std::size_t open) {
  int depth = 0;
  for (std::size_t p = open; p < text.size(); ++p) {
    const char c = text[p];
    if (c == '"') {
      for (++p; p < text.size() && text[p] != '"'; ++p) {
        if (text[p] == '\\') ++p;
      }
    } else if (c == '{') {
      ++depth;
    } else if (c == '}' && --depth == 0) {
      return text.substr(open, p - open + 1);
    }
  }
  return {};
}

std::vector<std::string> extractHloShardings(const std::string& text) {
  std::vector<std::string> found;
  const std::string key = "sharding={";
  for (std::size_t at = text.find(key); at != std::string::npos; at = text.find(key, at + 1)) {
    // Skip names that merely end in "sharding", e.g. a custom attribute foo_sharding={.
    if (at > 0 && (std::isalnum(static_cast<unsigned char>(text[at - 1])) || text[at - 1] == '_')) continue;
    found.push_back(balancedBraces(text, at + key.size() - 1));
  }
  return found;
}

// `mhlo.sharding = "{...}"` in StableHLO; MLIR escapes a quote as \22.
std::vector<std::string> extractMhloShardings(const std::string& text) {
  std::vector<std::string> found;
  const std::string key = "mhlo.sharding = \"";
  for (std::size_t at = text.find(key); at != std::string::npos; at = text.find(key, at + 1)) {
    const std::size_t start = at + key.size();
    const std::size_t end = text.find('"', start);
    std::string value;
    for (std::size_t p = start; p < end; ++p) {
      const bool escapedQuote = text.compare(p, 3, "\\22") == 0;
      value += escapedQuote ? '"' : text[p];
      if (escapedQuote) p += 2;
    }
    found.push_back(value);
  }
  return found;
}

// `#sdy.sharding<...>` and the `<...>` of `sdy.mesh @name = <...>`.
std::vector<std::string> extractBetween(const std::string& text, const std::string& key) {
  std::vector<std::string> found;
  for (std::size_t at = text.find(key); at != std::string::npos; at = text.find(key, at + 1)) {
    const std::size_t open = text.find('<', at);
    const std::size_t close = text.find('>', open);
    found.push_back(text.substr(key.back() == '<' ? at : open,
                                close + 1 - (key.back() == '<' ? at : open)));
  }
  return found;
}

QStringList filesIn(const QString& dir, const QStringList& patterns) {
  QStringList paths;
  for (const QString& name : QDir(dir).entryList(patterns, QDir::Files, QDir::Name)) {
    paths << dir + "/" + name;
  }
  return paths;
}

}  // namespace

class TestShardingCorpus : public QObject {
  Q_OBJECT

 private slots:
  void hloShardingsRoundTrip();
  void manifestExpectationsRoundTrip();
  void stablehloShardingsRoundTrip();

 private:
  void checkRoundTrip(const std::string& text, const QString& where);
};

void TestShardingCorpus::checkRoundTrip(const std::string& text, const QString& where) {
  QVERIFY2(!text.empty(), qPrintable(where + ": unbalanced sharding"));
  auto parsed = parseHloSharding(text);
  if (const auto* error = std::get_if<ShardingParseError>(&parsed)) {
    QFAIL(qPrintable(QString("%1: %2 at %3 in %4").arg(where, QString::fromStdString(error->message))
                         .arg(error->offset).arg(QString::fromStdString(text))));
  }
  const HloSharding& sharding = std::get<HloSharding>(parsed);
  const std::string printed = sharding.toString();
  auto reparsed = parseHloSharding(printed);
  QVERIFY2(std::holds_alternative<HloSharding>(reparsed), qPrintable(where + ": " + QString::fromStdString(printed)));
  QVERIFY2(std::get<HloSharding>(reparsed) == sharding, qPrintable(where + ": " + QString::fromStdString(printed)));
  QCOMPARE(std::get<HloSharding>(reparsed).toString(), printed);
  QCOMPARE(std::get<HloSharding>(reparsed).metadata().size(), sharding.metadata().size());
}

void TestShardingCorpus::hloShardingsRoundTrip() {
  const QStringList files = filesIn(corpusDir() + "/real-hlo", {"*.hlo.txt"}) +
                            filesIn(corpusDir() + "/xla-propagation", {"*.hlo"});
  QVERIFY2(files.size() > 50, qPrintable("corpus not found under " + corpusDir()));
  int count = 0;
  int withMetadata = 0;
  for (const QString& path : files) {
    const std::string text = readFile(path);
    for (const std::string& sharding : extractHloShardings(text)) {
      checkRoundTrip(sharding, path);
      if (QTest::currentTestFailed()) return;
      withMetadata += sharding.find("metadata=") != std::string::npos;
      ++count;
    }
  }
  qInfo("%d sharding={...} attributes in %lld files parse and round-trip (%d with metadata)",
        count, static_cast<long long>(files.size()), withMetadata);
  QVERIFY(count >= 150);
}

void TestShardingCorpus::manifestExpectationsRoundTrip() {
  QFile file(corpusDir() + "/xla-propagation/manifest.jsonl");
  QVERIFY(file.open(QIODevice::ReadOnly));
  int count = 0;
  int line = 0;
  while (!file.atEnd()) {
    const QByteArray bytes = file.readLine().trimmed();
    ++line;
    if (bytes.isEmpty()) continue;
    QJsonParseError jsonError;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &jsonError);
    QVERIFY2(doc.isObject(), qPrintable(QString("manifest line %1: %2").arg(line).arg(jsonError.errorString())));
    const QJsonObject expect = doc.object().value("expect").toObject();
    for (auto it = expect.begin(); it != expect.end(); ++it) {
      checkRoundTrip(it.value().toString().toStdString(),
                     QString("manifest line %1, %2").arg(line).arg(it.key()));
      if (QTest::currentTestFailed()) return;
      ++count;
    }
  }
  qInfo("%d expected shardings in manifest.jsonl parse and round-trip", count);
  QVERIFY(count >= 50);
}

// The StableHLO dumps carry GSPMD strings (mhlo.sharding) and Shardy's named-axis form.
void TestShardingCorpus::stablehloShardingsRoundTrip() {
  int gspmd = 0;
  int named = 0;
  int meshes = 0;
  for (const QString& path : filesIn(corpusDir() + "/real-hlo", {"*.mlir"})) {
    const std::string text = readFile(path);
    for (const std::string& sharding : extractMhloShardings(text)) {
      checkRoundTrip(sharding, path);
      if (QTest::currentTestFailed()) return;
      ++gspmd;
    }
    for (const std::string& attr : extractBetween(text, "#sdy.sharding<")) {
      auto parsed = parseNamedSharding(attr);
      QVERIFY2(std::holds_alternative<NamedSharding>(parsed), attr.c_str());
      const NamedSharding& value = std::get<NamedSharding>(parsed);
      QCOMPARE(QString::fromStdString(value.meshName), QString("mesh"));
      auto again = parseNamedSharding(value.toString());
      QVERIFY2(std::holds_alternative<NamedSharding>(again), attr.c_str());
      NamedSharding expected = value;
      expected.meshName.clear();
      QVERIFY(std::get<NamedSharding>(again) == expected);
      ++named;
    }
    for (const std::string& mesh : extractBetween(text, "sdy.mesh @")) {
      auto parsed = parseMesh(mesh);
      QVERIFY2(std::holds_alternative<Mesh>(parsed), mesh.c_str());
      QCOMPARE(std::get<Mesh>(parsed).toString(), mesh);
      ++meshes;
    }
  }
  qInfo("StableHLO: %d mhlo.sharding strings, %d sdy.sharding attributes, %d meshes", gspmd,
        named, meshes);
  QVERIFY(gspmd > 0);
  QVERIFY(named > 0);
  QVERIFY(meshes > 0);
}

QTEST_APPLESS_MAIN(TestShardingCorpus)
#include "test_sharding_corpus.moc"
