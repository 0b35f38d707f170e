#pragma once
// The JAX corpus (tests/data/jax-corpus, issue 18) as QtTest data rows: one row per pair
// of manifest.jsonl, so a failure names the pair. Known failures live in a TSV beside
// each test (`id<TAB>reason`); a listed pair that starts passing is an XPASS, which
// QtTest reports as a failure: progress shows, and the list is kept true.

#include "io/load_result.h"

#include <QDir>
#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <QTest>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace shardscope::testing {

struct JaxCorpusPair {
  QString id, model, strategy, bug, bugSourceLine;
  QString directory;  // absolute
  int devices = 0;
  bool equivalent = true;  // as XLA measured it
  double maxAbsErr = 0;
  QStringList frontierAnyOf;
};

// SHARDSCOPE_JAX_CORPUS_DIR=DIR reads another copy (a fresh capture, scripts/corpus-report).
inline QString jaxCorpusDir() {
  const QByteArray override = qgetenv("SHARDSCOPE_JAX_CORPUS_DIR");
  return override.isEmpty() ? QStringLiteral(SHARDSCOPE_SOURCE_DIR "/tests/data/jax-corpus") : QString::fromLocal8Bit(override);
}

inline std::vector<JaxCorpusPair> readJaxCorpus() {
  std::vector<JaxCorpusPair> pairs;
  QFile file(jaxCorpusDir() + "/manifest.jsonl");
  if (!file.open(QIODevice::ReadOnly)) return pairs;
  for (const QByteArray& line : file.readAll().split('\n')) {
    if (line.trimmed().isEmpty()) continue;
    const QJsonObject o = QJsonDocument::fromJson(line).object();
    JaxCorpusPair pair;
    pair.id = o["id"].toString();
    pair.model = o["model"].toString();
    pair.strategy = o["strategy"].toString();
    pair.bug = o["bug"].toString();
    pair.bugSourceLine = o["bug_source_line"].toString();
    pair.directory = jaxCorpusDir() + "/" + pair.id;
    pair.devices = o["devices"].toInt();
    pair.equivalent = o["equivalent"].toBool();
    pair.maxAbsErr = o["max_abs_err"].toDouble();
    for (const QJsonValue& name : o["frontier_any_of"].toArray()) pair.frontierAnyOf << name.toString();
    pairs.push_back(pair);
  }
  return pairs;
}

// `id<TAB>reason` lines; '#' starts a comment line.
inline QHash<QString, QString> readKnownFailures(const QString& tsvPath) {
  QHash<QString, QString> known;
  QFile file(tsvPath);
  if (!file.open(QIODevice::ReadOnly)) return known;
  for (const QByteArray& raw : file.readAll().split('\n')) {
    const QString line = QString::fromUtf8(raw).trimmed();
    if (line.isEmpty() || line.startsWith('#')) continue;
    const qsizetype tab = line.indexOf('\t');
    known.insert(tab < 0 ? line : line.left(tab), tab < 0 ? QString("(no reason given)") : line.mid(tab + 1).trimmed());
  }
  return known;
}

// Ids a known-failure list names that are no pair of the corpus (a renamed or removed
// pair must leave the list too).
inline QStringList idsNotInCorpus(const std::vector<JaxCorpusPair>& pairs, const QHash<QString, QString>& known) {
  QStringList ids, stale;
  for (const auto& pair : pairs) ids << pair.id;
  for (auto it = known.cbegin(); it != known.cend(); ++it)
    if (!ids.contains(it.key())) stale << it.key();
  return stale;
}

// Rows: id (QString) and the pair's index into readJaxCorpus(). QSKIPs the caller when
// the corpus is absent (a checkout without tests/data).
inline void addJaxCorpusRows(const std::vector<JaxCorpusPair>& pairs) {
  QTest::addColumn<int>("index");
  for (size_t i = 0; i < pairs.size(); ++i) QTest::newRow(qPrintable(pairs[i].id)) << static_cast<int>(i);
}

// A file of a pair directory as text (relations.json); empty when unreadable.
inline std::string readPairText(const QString& path) {
  std::ifstream in(path.toStdString(), std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

inline std::string loadError(const io::LoadResult& result) {
  const Diagnostic* error = result.firstError();
  return error ? error->format() : std::string("unreadable");
}

}  // namespace shardscope::testing
