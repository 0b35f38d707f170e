#include "gui/gallery/gallery_catalog.h"

#include "zoo/strategy.h"
#include "zoo/zoo.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include <map>

namespace shardscope::gui::gallery {
namespace {

QString fromView(std::string_view text) { return QString::fromUtf8(text.data(), static_cast<int>(text.size())); }

// Collective names in first-use order with counts; `-start` forms count as their
// collective and `-done` halves not at all.
class CollectiveTally {
 public:
  void add(const QString& name) {
    if (!counts_.contains(name)) order_ << name;
    ++counts_[name];
  }
  QStringList lines() const {
    QStringList out;
    for (const QString& name : order_) out << QStringLiteral("%1 \u00d7%2").arg(name).arg(counts_.value(name));
    return out;
  }

 private:
  QStringList order_;
  QHash<QString, int> counts_;
};

QStringList collectivesOf(const ir::Module& module) {
  CollectiveTally tally;
  for (const ir::Computation& computation : module.computations)
    for (const ir::Instruction& instruction : computation.instructions) {
      if (!instruction.isCollective()) continue;
      QString name = fromView(ir::opcodeName(instruction.opcode == ir::Opcode::AsyncStart ? instruction.asyncWrapped : instruction.opcode));
      if (name.endsWith(QStringLiteral("-done"))) continue;
      if (name.endsWith(QStringLiteral("-start"))) name.chop(6);
      tally.add(name);
    }
  return tally.lines();
}

// The description's first paragraph as plain text (the zoo writes Markdown).
QString firstParagraph(const std::string& markdown) {
  QString text = QString::fromStdString(markdown).section(QStringLiteral("\n\n"), 0, 0).trimmed();
  text.remove(QLatin1Char('`'));
  return text.replace(QLatin1Char('\n'), QLatin1Char(' '));
}

QString zooTitle(std::string_view strategy) {
  static const std::map<std::string_view, const char*> titles = {
      {"mlp-tp", "Tensor-parallel MLP"},       {"attention-tp", "Tensor-parallel attention"},
      {"llama-layer-tp", "Llama decoder, TP"}, {"sequence-parallel", "Sequence parallelism"},
      {"data-parallel", "Data parallelism"},   {"fsdp", "Fully sharded data parallel"},
      {"moe-ep", "Mixture of experts, EP"},    {"pipeline", "Pipeline parallelism"},
      {"flash-decoding", "Flash decoding"}};
  const auto it = titles.find(strategy);
  return it == titles.end() ? fromView(strategy) : QString::fromLatin1(it->second);
}

void addZooEntries(QList<GalleryEntry>& entries) {
  for (const zoo::Strategy* strategy : zoo::allStrategies()) {
    // Its pairs need the case's relations file to pair their inputs, which the gallery's
    // numeric check and tour do not take (zoo/strategy.h).
    if (strategy->pairsByRole) continue;
    std::vector<zoo::BugKind> kinds{zoo::BugKind::None};
    kinds.insert(kinds.end(), strategy->bugs.begin(), strategy->bugs.end());
    for (zoo::BugKind bug : kinds) {
      zoo::ZooRequest request;
      request.name = std::string(strategy->name);
      request.bug = bug;
      GalleryEntry entry;
      entry.source = GallerySource::Zoo;
      entry.strategy = fromView(strategy->name);
      entry.bug = fromView(zoo::bugKindName(bug));
      entry.expectEquivalent = bug == zoo::BugKind::None;
      entry.id = QStringLiteral("zoo/") + entry.strategy + (entry.bug.isEmpty() ? QString() : QLatin1Char('/') + entry.bug);
      entry.title = zooTitle(strategy->name) + (entry.bug.isEmpty() ? QString() : QStringLiteral(": ") + entry.bug);
      entry.category = entry.bug.isEmpty() ? QStringLiteral("Strategies") : QStringLiteral("Strategies with a bug");
      entry.tour = entry.strategy;
      try {
        const zoo::ZooResult result = zoo::generateZooCase(request);
        entry.devices = static_cast<int>(result.zooCase.spec.devices);
        entry.mesh = {{QStringLiteral("devices"), entry.devices}};
        entry.collectives = collectivesOf(result.zooCase.distributed);
        entry.description = firstParagraph(result.zooCase.description);
        if (result.zooCase.bug)
          entry.description += QStringLiteral(" Bug (%1): %2 %3")
                                   .arg(fromView(zoo::bugClass(bug)), QString::fromStdString(result.zooCase.bug->what),
                                        QString::fromStdString(result.zooCase.bug->whySilent));
      } catch (const std::exception& error) {
        continue;  // a strategy/bug pair the toy model has no site for is not offered
      }
      entries << entry;
    }
  }
}

QString readText(const QString& path, qint64 limit = 64 << 20) {
  QFile file(path);
  if (file.size() > limit || !file.open(QIODevice::ReadOnly)) return {};
  return QString::fromUtf8(file.readAll());
}

void addJaxEntries(QList<GalleryEntry>& entries, const QString& root) {
  const QString manifest = readText(QDir(root).filePath(QStringLiteral("manifest.jsonl")));
  for (const QString& line : manifest.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
    const QJsonObject row = QJsonDocument::fromJson(line.toUtf8()).object();
    const QString id = row.value(QStringLiteral("id")).toString();
    const QString folder = QDir(root).filePath(id);
    if (id.isEmpty() || !QFileInfo(QDir(folder).filePath(QStringLiteral("manifest.json"))).isFile()) continue;
    const QJsonObject pair = QJsonDocument::fromJson(readText(QDir(folder).filePath(QStringLiteral("manifest.json"))).toUtf8()).object();
    GalleryEntry entry;
    entry.source = GallerySource::JaxCorpus;
    entry.id = QStringLiteral("jax/") + id;
    entry.title = id;
    entry.category = QStringLiteral("Captured JAX pairs");
    entry.pairDirectory = folder;
    entry.bug = row.value(QStringLiteral("bug")).toString();
    entry.expectEquivalent = row.value(QStringLiteral("equivalent")).toBool(true);
    entry.devices = row.value(QStringLiteral("devices")).toInt(1);
    for (const QJsonValue axis : row.value(QStringLiteral("mesh")).toObject().value(QStringLiteral("axes")).toArray())
      entry.mesh << qMakePair(axis.toObject().value(QStringLiteral("name")).toString(), axis.toObject().value(QStringLiteral("size")).toInt());
    entry.description = QStringLiteral("Captured from JAX %1 (%2 partitioner): %3, strategy %4.")
                            .arg(row.value(QStringLiteral("jax_version")).toString(), pair.value(QStringLiteral("partitioner")).toString(),
                                 pair.value(QStringLiteral("description")).toString(), row.value(QStringLiteral("strategy")).toString());
    if (!entry.bug.isEmpty())
      entry.description += QStringLiteral(" Bug: %1 (at %2).").arg(entry.bug, row.value(QStringLiteral("bug_source_line")).toString());
    entry.description += entry.expectEquivalent ? QStringLiteral(" XLA's outputs match the baseline's.") : QStringLiteral(" XLA's outputs differ from the baseline's.");
    const QString distributedFile = pair.value(QStringLiteral("files")).toObject().value(QStringLiteral("distributed")).toString(QStringLiteral("distributed.hlo"));
    entry.collectives = countCollectivesInHloText(readText(QDir(folder).filePath(distributedFile)));
    entries << entry;
  }
}

// The Neuron pairs the verifier's corpus tests use: a single-device graph and its TP=2 twin.
void addNeuronEntries(QList<GalleryEntry>& entries, const QString& root) {
  struct Pair {
    const char* name;
    const char* baseline;
    const char* distributed;
    bool equivalent;
    const char* description;
  };
  static const Pair pairs[] = {
      {"Neuron Llama TP=2", "neuronx_llama_tp1.hlo.txt", "neuronx_llama_tp2.hlo.txt", true,
       "A small Llama decoder dumped by AWS transformers-neuronx at TP=1 and TP=2: the attention and MLP weights are split over two "
       "NeuronCores and two all-reduces complete the row-parallel products. No shardings are written; the verifier infers the "
       "inputs' relations from shapes."},
      {"Neuron GPT-2 TP=2", "neuronx_gpt2_tp1.hlo.txt", "neuronx_gpt2_tp2.hlo.txt", true,
       "GPT-2 dumped by transformers-neuronx at TP=1 and TP=2, two all-reduces per block; relations inferred from shapes."},
      {"Neuron Llama TP=2: missing all-reduce", "neuronx_llama_tp1.hlo.txt", "neuronx_llama_tp2_bug_missing_all_reduce.hlo.txt", false,
       "The Scalify authors' injected bug: one of the two all-reduces of the TP=2 Llama graph is gone, so a partial sum is used as if "
       "complete."},
  };
  for (const Pair& pair : pairs) {
    const QString baseline = QDir(root).filePath(QString::fromLatin1(pair.baseline));
    const QString distributed = QDir(root).filePath(QString::fromLatin1(pair.distributed));
    if (!QFileInfo(baseline).isFile() || !QFileInfo(distributed).isFile()) continue;
    GalleryEntry entry;
    entry.source = GallerySource::Neuron;
    entry.id = QStringLiteral("neuron/") + QFileInfo(distributed).baseName();
    entry.title = QString::fromLatin1(pair.name);
    entry.category = QStringLiteral("Neuron dumps");
    entry.description = QString::fromLatin1(pair.description);
    entry.expectEquivalent = pair.equivalent;
    entry.bug = pair.equivalent ? QString() : QStringLiteral("missing-allreduce");
    entry.baseline = baseline;
    entry.distributed = distributed;
    entry.devices = 2;
    entry.mesh = {{QStringLiteral("tp"), 2}};
    entry.collectives = countCollectivesInHloText(readText(distributed));
    entries << entry;
  }
}

QString firstExisting(const QString& environment, const QString& relative, const QString& marker) {
  if (const QString fromEnvironment = qEnvironmentVariable(environment.toLatin1().constData()); !fromEnvironment.isEmpty()) return fromEnvironment;
  QDir dir(QCoreApplication::applicationDirPath());
  for (int level = 0; level < 5; ++level) {
    const QString candidate = dir.filePath(relative);
    if (QFileInfo(QDir(candidate).filePath(marker)).isFile()) return QDir(candidate).absolutePath();
    if (!dir.cdUp()) break;
  }
  return {};
}

}  // namespace

QString GalleryEntry::meshText() const {
  if (mesh.size() <= 1 && (mesh.isEmpty() || mesh.front().first == QStringLiteral("devices")))
    return QStringLiteral("%1 devices").arg(devices);
  QStringList axes;
  for (const auto& [name, size] : mesh) axes << QStringLiteral("%1=%2").arg(name).arg(size);
  return axes.join(QStringLiteral(" \u00d7 "));
}

GalleryRoots findGalleryRoots() {
  GalleryRoots roots;
  roots.jaxCorpus = firstExisting(QStringLiteral("SHARDSCOPE_JAX_CORPUS"), QStringLiteral("tests/data/jax-corpus"), QStringLiteral("manifest.jsonl"));
  roots.realHlo = firstExisting(QStringLiteral("SHARDSCOPE_REAL_HLO"), QStringLiteral("../shared/corpus/real-hlo"), QStringLiteral("manifest.jsonl"));
  return roots;
}

QStringList countCollectivesInHloText(const QString& text) {
  // `= f32[..] all-reduce(` or `= (..) all-gather-start(`: the opcode follows the shape.
  static const QRegularExpression collective(
      QStringLiteral(R"(\s(all-reduce|all-gather|reduce-scatter|all-to-all|collective-permute)(-start)?\()"));
  CollectiveTally tally;
  for (auto it = collective.globalMatch(text); it.hasNext();) tally.add(it.next().captured(1));
  return tally.lines();
}

QList<GalleryEntry> buildGalleryCatalog(const GalleryRoots& roots) {
  QList<GalleryEntry> entries;
  addZooEntries(entries);
  if (!roots.jaxCorpus.isEmpty()) addJaxEntries(entries, roots.jaxCorpus);
  if (!roots.realHlo.isEmpty()) addNeuronEntries(entries, roots.realHlo);
  return entries;
}

}  // namespace shardscope::gui::gallery
