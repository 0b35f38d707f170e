// EinDecomp against its authors' code (issue 22) on every graph of
// ../shared/corpus/eindecomp, at every P of its manifest.jsonl (read here, at test
// time): in the seed's model and exact space our plan costs no more than einsummable's
// own search run with that objective; in the authors' model our plan costs no more
// than einsummable's cost_exact in the same space, and on the matmul chains in the
// contraction space (where einsummable's tree DP is exact) exactly as much.
#include "partition/eindecomp.h"
#include "partition/einsum_parser.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>
#include <QTest>

#include <string>
#include <vector>

using namespace shardscope::partition;

namespace {
QString corpusDir() { return QStringLiteral(SHARDSCOPE_CORPUS_DIR "/eindecomp"); }

struct ManifestLine {
  QString graph, file;
  int devices = 0;
  double seedSearch = 0;          // einsummable_search_on_seed_model_exactly_P.cost
  double contractionExact = 0;    // einsummable.contraction.cost_exact
  double allRangeExact = 0;       // einsummable.all_range.cost_exact
  double shardscopeBefore = 0;    // shardscope_at_6b39d97.cost_seed_model
};

std::vector<ManifestLine> readManifest() {
  QFile file(corpusDir() + "/manifest.jsonl");
  if (!file.open(QIODevice::ReadOnly)) qFatal("cannot read %s", qPrintable(file.fileName()));
  std::vector<ManifestLine> lines;
  for (const QByteArray& raw : file.readAll().split('\n')) {
    if (raw.trimmed().isEmpty()) continue;
    const QJsonObject o = QJsonDocument::fromJson(raw).object();
    ManifestLine line;
    line.graph = o["graph"].toString();
    line.file = o["file"].toString();
    line.devices = o["P"].toInt();
    line.seedSearch = o["einsummable_search_on_seed_model_exactly_P"].toObject()["cost"].toDouble();
    const QJsonObject e = o["einsummable"].toObject();
    line.contractionExact = e["contraction"].toObject()["cost_exact"].toDouble();
    line.allRangeExact = e["all_range"].toObject()["cost_exact"].toDouble();
    line.shardscopeBefore = o["shardscope_at_6b39d97"].toObject()["cost_seed_model"].toDouble();
    lines.push_back(line);
  }
  return lines;
}

EinSumGraph readGraph(const QString& name) {
  QFile file(corpusDir() + "/" + name);
  if (!file.open(QIODevice::ReadOnly)) qFatal("cannot read %s", qPrintable(file.fileName()));
  auto result = parseEinSumGraph(file.readAll().toStdString(), name.toStdString());
  if (const auto* diagnostic = std::get_if<shardscope::Diagnostic>(&result))
    qFatal("%s", diagnostic->format().c_str());
  return std::get<EinSumGraph>(std::move(result));
}

QString row(const ManifestLine& line, const char* what, const PartitionPlan& plan, double theirs) {
  return QString("%1 P=%2 %3: ours %4 (%5) theirs %6 ratio %7")
      .arg(line.graph, -8)
      .arg(line.devices, 2)
      .arg(what, -24)
      .arg(QString::fromStdString(costText(plan.cost.total)))
      .arg(plan.optimal ? "proven optimal" : "bounded")
      .arg(QString::fromStdString(costText(theirs)))
      .arg(plan.cost.total / theirs, 0, 'f', 4);
}
}  // namespace

class TestEinDecompCorpus : public QObject {
  Q_OBJECT

 private slots:
  void manifestCoversEveryGraph() {
    const std::vector<ManifestLine> lines = readManifest();
    QVERIFY(lines.size() >= 15);
    for (const ManifestLine& line : lines) {
      QVERIFY(QFile::exists(corpusDir() + "/" + line.file));
      QVERIFY(line.seedSearch > 0 && line.contractionExact > 0 && line.allRangeExact > 0);
    }
  }

  void seedModelExactSpace() {
    QStringList failures;  // every line is run and printed before the verdict
    for (const ManifestLine& line : readManifest()) {
      const EinSumGraph graph = readGraph(line.file);
      const PartitionPlan plan = solveEinDecomp(graph, {.devices = line.devices});
      qInfo("%s", qPrintable(row(line, "seed/exact", plan, line.seedSearch)));
      if (plan.cost.total > line.seedSearch) failures << row(line, "seed/exact", plan, line.seedSearch);
      QVERIFY(plan.cost.total <= line.shardscopeBefore);
    }
    QVERIFY2(failures.isEmpty(), qPrintable(failures.join("\n")));
  }

  void einsummableModelContractionSpace() {
    QStringList failures;  // every line is run and printed before the verdict
    for (const ManifestLine& line : readManifest()) {
      const EinSumGraph graph = readGraph(line.file);
      const PartitionPlan plan = solveEinDecomp(
          graph, {.devices = line.devices, .model = CostModel::Einsummable, .space = SearchSpace::Contraction});
      qInfo("%s", qPrintable(row(line, "einsummable/contraction", plan, line.contractionExact)));
      if (plan.cost.total > line.contractionExact)
        failures << row(line, "einsummable/contraction", plan, line.contractionExact);
      if (line.graph.startsWith("chain")) QCOMPARE(plan.cost.total, line.contractionExact);
    }
    QVERIFY2(failures.isEmpty(), qPrintable(failures.join("\n")));
  }

  void einsummableModelAllRangeSpace() {
    QStringList failures;  // every line is run and printed before the verdict
    for (const ManifestLine& line : readManifest()) {
      const EinSumGraph graph = readGraph(line.file);
      const PartitionPlan plan = solveEinDecomp(
          graph, {.devices = line.devices, .model = CostModel::Einsummable, .space = SearchSpace::AllRange});
      qInfo("%s", qPrintable(row(line, "einsummable/all-range", plan, line.allRangeExact)));
      if (plan.cost.total > line.allRangeExact) failures << row(line, "einsummable/all-range", plan, line.allRangeExact);
      // einsummable's all_range search is not exact on the chains (ours is proven there
      // and lower), so only the inequality holds.
      if (line.graph.startsWith("chain")) QVERIFY(plan.optimal);
    }
    QVERIFY2(failures.isEmpty(), qPrintable(failures.join("\n")));
  }
};

QTEST_APPLESS_MAIN(TestEinDecompCorpus)
#include "test_eindecomp_corpus.moc"
