// Acceptance: Shardy's own propagation lit tests (../shared/corpus/shardy-propagation).
// Each case is one data row: its module runs through the pass list its manifest names,
// and every expectation (argument, function result, op result, manual-computation
// in_sharding) is compared by meaning with what Shardy's CHECK lines assert. An
// expectation that fails must be listed, with its reason, in
// shardy_propagation_known_failures.tsv; a listed one that passes fails the row too,
// so the list only ever shrinks.
#include "io/hlo_file.h"
#include "propagation/shardy/sdy_values.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <map>
#include <set>

using namespace shardscope;
using namespace shardscope::propagation::sdy;

namespace {

QString corpusDir() { return QStringLiteral(SHARDSCOPE_CORPUS_DIR) + "/shardy-propagation/"; }

// `id<TAB>expectation<TAB>reason` lines; '#' starts a comment.
std::map<QString, QString> knownFailures() {
  std::map<QString, QString> known;
  QFile file(QStringLiteral(SHARDSCOPE_SOURCE_DIR) + "/tests/propagation/shardy_propagation_known_failures.tsv");
  if (!file.open(QIODevice::ReadOnly)) return known;
  while (!file.atEnd()) {
    const QString line = QString::fromUtf8(file.readLine()).trimmed();
    if (line.isEmpty() || line.startsWith('#')) continue;
    const QStringList fields = line.split('\t');
    if (fields.size() >= 2) known[fields[0] + "\t" + fields[1]] = fields.value(2);
  }
  return known;
}

// How one expectation is named in the known-failures list: `op_result 3.0 [0,1]`.
QString label(const QJsonObject& e) {
  const QString what = e["what"].toString();
  QString text = e["func"].toString() + " " + what + " ";
  if (what == "arg" || what == "func_result") text += QString::number(e["index"].toInt());
  else if (what == "op_in_sharding") text += QStringLiteral("%1.%2").arg(e["op_index"].toInt()).arg(e["operand"].toInt());
  else text += QStringLiteral("%1.%2").arg(e["op_index"].toInt()).arg(e["result"].toInt());
  QStringList path;
  for (const QJsonValue& level : e["region_path"].toArray()) path << QStringLiteral("%1,%2").arg(level.toArray()[0].toInt()).arg(level.toArray()[1].toInt());
  if (!path.isEmpty()) text += " [" + path.join(' ') + "]";
  return text;
}

bool matches(const ValueKey& key, const QJsonObject& e) {
  if (key.func != e["func"].toString().toStdString() || key.what != e["what"].toString().toStdString()) return false;
  if (key.what == "arg" || key.what == "func_result") return key.index == e["index"].toInt();
  if (key.opIndex != e["op_index"].toInt()) return false;
  if (key.what == "op_in_sharding") return key.operand == e["operand"].toInt();
  if (key.result != e["result"].toInt()) return false;
  const QJsonArray path = e["region_path"].toArray();
  if (static_cast<qsizetype>(key.regionPath.size()) != path.size()) return false;
  for (qsizetype i = 0; i < path.size(); ++i)
    if (key.regionPath[static_cast<std::size_t>(i)] != std::pair{path[i].toArray()[0].toInt(), path[i].toArray()[1].toInt()}) return false;
  return true;
}

struct Totals {
  int expectations = 0, held = 0, cases = 0;
};
Totals totals;

}  // namespace

class TestShardyPropagationCorpus : public QObject {
  Q_OBJECT
 private slots:
  void everyCase_data() {
    QTest::addColumn<QByteArray>("entry");
    QFile manifest(corpusDir() + "manifest.jsonl");
    if (!manifest.open(QIODevice::ReadOnly)) QSKIP("corpus not present");
    while (!manifest.atEnd()) {
      const QByteArray line = manifest.readLine().trimmed();
      if (line.isEmpty()) continue;
      const QJsonObject entry = QJsonDocument::fromJson(line).object();
      QTest::newRow(entry["id"].toString().toUtf8().constData()) << line;
    }
  }

  void everyCase() {
    QFETCH(QByteArray, entry);
    static const std::map<QString, QString> known = knownFailures();
    const QJsonObject object = QJsonDocument::fromJson(entry).object();
    const QString id = object["id"].toString();
    QFile file(corpusDir() + object["file"].toString());
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray text = file.readAll();
    auto outcome = runShardy(std::string_view(text.constData(), static_cast<std::size_t>(text.size())), object["pass"].toString().toStdString());
    ++totals.cases;
    QStringList unexpected;
    const ShardyRun* run = std::get_if<ShardyRun>(&outcome);
    for (const QJsonValue& value : object["expect"].toArray()) {
      const QJsonObject e = value.toObject();
      ++totals.expectations;
      const QString name = label(e);
      const QString expected = e["sharding"].isNull() ? QString() : e["sharding"].toString();
      bool held = false;
      QString got = run ? QStringLiteral("(value not found)") : QString::fromStdString(std::get<ShardyRunError>(outcome).message);
      if (run)
        for (const KeyedSharding& keyed : run->values)
          if (matches(keyed.key, e)) {
            held = sameMeaning(expected.toStdString(), keyed.sharding, run->graph.meshes);
            got = keyed.sharding ? QString::fromStdString(keyed.sharding->toString()) : QStringLiteral("null");
            break;
          }
      if (held) ++totals.held;
      const bool listed = known.count(id + "\t" + name) > 0;
      if (held && listed) unexpected << QStringLiteral("now holds (remove it from the list): %1").arg(name);
      if (!held && !listed)
        unexpected << QStringLiteral("%1\t%2\texpected %3, got %4").arg(id, name, expected.isEmpty() ? "null" : expected, got);
    }
    QVERIFY2(unexpected.isEmpty(), qPrintable(unexpected.join('\n')));
  }

  // The reader (StableHLO/Shardy MLIR to the HLO model) loads every input module.
  void everyModuleLoads() {
    QFile manifest(corpusDir() + "manifest.jsonl");
    if (!manifest.open(QIODevice::ReadOnly)) QSKIP("corpus not present");
    int loaded = 0;
    QStringList failures;
    while (!manifest.atEnd()) {
      const QByteArray line = manifest.readLine().trimmed();
      if (line.isEmpty()) continue;
      const QString file = QJsonDocument::fromJson(line).object()["file"].toString();
      io::LoadResult result = io::loadModuleFile((corpusDir() + file).toStdString());
      if (result.ok()) ++loaded;
      else failures << file;
    }
    qInfo("shardy-propagation: %d modules load", loaded);
    QVERIFY2(failures.isEmpty(), qPrintable(failures.join('\n')));
  }

  void cleanupTestCase() {
    if (totals.expectations == 0) return;
    qInfo("shardy-propagation: %d of %d expectations hold (%.1f%%) over %d cases", totals.held, totals.expectations,
          100.0 * totals.held / totals.expectations, totals.cases);
  }
};

QTEST_GUILESS_MAIN(TestShardyPropagationCorpus)
#include "test_shardy_propagation_corpus.moc"
