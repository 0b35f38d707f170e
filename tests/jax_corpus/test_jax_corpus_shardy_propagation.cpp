// Shardy mode on the JAX corpus (issue 20): from Shardy's input module (the user
// shardings alone, annotated.shardy.mlir) our Shardy-semantics propagation through
// sdy-propagation-pipeline against Shardy's own result (propagated.shardy.mlir) on
// every value: function arguments and results, op results, manual-computation
// in_shardings. Values are matched op by op (shardy_module_alignment.h) and compared
// by meaning: the axes of every dim and the unreduced axes; no sharding, a closed or
// open empty one and replicated={...} all mean replicated. A pair passes when every
// value agrees; the pairs that do not are listed with their reason in
// propagation_shardy_mode_known_failures.tsv (a listed pair that agrees is an XPASS).
#include "io/stablehlo_parser.h"
#include "jax_corpus.h"
#include "propagation/shardy/sdy_values.h"
#include "shardy_module_alignment.h"

#include <QTest>

#include <map>

using namespace shardscope;
using namespace shardscope::propagation::sdy;
using shardscope::testing::JaxCorpusPair;

namespace {

std::string keyText(const ValueKey& key, const std::string& place) {
  if (key.what == "arg" || key.what == "func_result") return key.func + " " + key.what + " " + std::to_string(key.index);
  return place + " " + key.what + " " + std::to_string(key.what == "op_in_sharding" ? key.operand : key.result);
}

std::string placeOf(const ValueKey& key) { return testing::opPlace(key.func, key.opIndex, key.regionPath); }

// Per dim the axes, consecutive sub-axes of one axis merged; empty when replicated.
std::vector<std::vector<AxisRef>> dimAxes(const std::optional<TensorSharding>& sharding) {
  std::vector<std::vector<AxisRef>> dims;
  if (!sharding) return dims;
  bool any = false;
  for (const DimSharding& dim : sharding->dims) {
    std::vector<AxisRef> axes;
    for (const AxisRef& axis : dim.axes) addAxisOrMerge(axes, axis);
    any = any || !axes.empty();
    dims.push_back(std::move(axes));
  }
  if (!any) dims.clear();
  return dims;
}

bool sameMeaningOnModel(const std::optional<TensorSharding>& ours, const std::optional<TensorSharding>& theirs, const MeshTable& meshes) {
  const auto a = dimAxes(ours), b = dimAxes(theirs);
  std::vector<AxisRef> ua = ours ? ours->unreduced : std::vector<AxisRef>{}, ub = theirs ? theirs->unreduced : std::vector<AxisRef>{};
  if (ours && theirs && ours->mesh == theirs->mesh)
    if (auto mesh = meshes.find(ours->mesh); mesh != meshes.end()) {
      sortByMesh(ua, mesh->second);
      sortByMesh(ub, mesh->second);
    }
  if (a.empty() && b.empty() && ua.empty() && ub.empty()) return true;
  return ours && theirs && ours->mesh == theirs->mesh && a == b && ua == ub;
}

// A rule up to the names of its factors: factors renumbered in the order they first
// appear (operands, then results, major to minor), size-1 factors left out (nothing
// can shard them), with each factor's size, kind and whether it is blocked.
std::string canonicalRule(const FactorRule& rule) {
  std::map<int, int> renamed;
  std::string text;
  auto tensors = [&](const std::vector<TensorMapping>& list) {
    for (const TensorMapping& tensor : list) {
      text += "[";
      for (const auto& dim : tensor) {
        for (int f : dim) {
          const auto size = rule.factorSizes[static_cast<std::size_t>(f)];
          if (size == 1) continue;
          const int id = renamed.emplace(f, static_cast<int>(renamed.size())).first->second;
          text += std::to_string(id) + "=" + std::to_string(size) + "k" + std::to_string(static_cast<int>(rule.kinds[static_cast<std::size_t>(f)])) +
                  (rule.blocked[static_cast<std::size_t>(f)] ? "b" : "") + " ";
        }
        text += ",";
      }
      text += "]";
    }
  };
  tensors(rule.operands);
  text += "->";
  tensors(rule.results);
  return text;
}

QString text(const std::optional<TensorSharding>& sharding) {
  return sharding ? QString::fromStdString(sharding->toString()) : QStringLiteral("(none)");
}

}  // namespace

class TestJaxCorpusShardyPropagation : public QObject {
  Q_OBJECT
  std::vector<JaxCorpusPair> pairs_ = testing::readJaxCorpus();
  QHash<QString, QString> known_ =
      testing::readKnownFailures(QStringLiteral(SHARDSCOPE_SOURCE_DIR "/tests/jax_corpus/propagation_shardy_mode_known_failures.tsv"));
  QHash<QString, QString> knownRules_ =
      testing::readKnownFailures(QStringLiteral(SHARDSCOPE_SOURCE_DIR "/tests/jax_corpus/shardy_rules_known_failures.tsv"));
  std::map<QString, std::pair<int, int>> byModel_;  // model -> agreed, compared
  int compared_ = 0, agreed_ = 0;

 private slots:
  void initTestCase() {
    if (pairs_.empty()) QSKIP("no tests/data/jax-corpus/manifest.jsonl");
  }

  void knownFailuresNameCorpusPairs() {
    const QStringList stale = testing::idsNotInCorpus(pairs_, known_);
    QVERIFY2(stale.isEmpty(), qPrintable("propagation_shardy_mode_known_failures.tsv names no pair: " + stale.join(", ")));
  }

  void agreesWithShardy_data() { testing::addJaxCorpusRows(pairs_); }
  void agreesWithShardy() {
    QFETCH(int, index);
    const JaxCorpusPair& pair = pairs_[static_cast<std::size_t>(index)];
    const std::string inputText = testing::readPairText(pair.directory + "/annotated.shardy.mlir");
    const std::string outputText = testing::readPairText(pair.directory + "/propagated.shardy.mlir");
    if (inputText.empty() || outputText.empty()) QSKIP("the capture has no Shardy module before or after propagation");

    auto run = runShardy(inputText, "sdy-propagation-pipeline");
    if (auto* error = std::get_if<ShardyRunError>(&run)) QFAIL(qPrintable(QString::fromStdString("ours: " + error->message)));
    const ShardyRun& ours = std::get<ShardyRun>(run);
    io::mlir::ParsedModule inputModule, outputModule;
    Graph theirs;
    try {
      inputModule = io::mlir::parseMlirModule(inputText);
      outputModule = io::mlir::parseMlirModule(outputText);
      theirs = buildGraph(outputModule, true, true);
    } catch (const io::mlir::SyntaxError& e) {
      QFAIL(qPrintable(QString::fromStdString("propagated.shardy.mlir: " + e.message)));
    } catch (const GraphError& e) {
      QFAIL(qPrintable(QString::fromStdString("propagated.shardy.mlir: " + e.message)));
    }
    const testing::ShardyModuleAlignment alignment(inputModule, outputModule);
    std::map<std::string, int> theirValue;
    for (const auto& [key, value] : theirs.keyed) theirValue.emplace(keyText(key, placeOf(key)), value);

    int compared = 0, agreed = 0, sharded = 0;
    QStringList disagreements;
    for (const KeyedSharding& keyed : ours.values) {
      const bool onOp = keyed.key.what != "arg" && keyed.key.what != "func_result";
      const std::string there = onOp ? alignment.counterpart(placeOf(keyed.key)) : std::string();
      const auto found = theirValue.find(keyText(keyed.key, there));
      const std::string name = keyText(keyed.key, placeOf(keyed.key)) + (keyed.key.op.empty() ? "" : " (" + keyed.key.op + ")");
      ++compared;
      if ((onOp && there.empty()) || found == theirValue.end()) {
        if (disagreements.size() < 8) disagreements << QString::fromStdString(name) + ": no counterpart in Shardy's module";
        continue;
      }
      const auto& theirSharding = theirs.values[static_cast<std::size_t>(theirs.holder(found->second))].sharding;
      sharded += !dimAxes(theirSharding).empty();
      if (sameMeaningOnModel(keyed.sharding, theirSharding, ours.graph.meshes)) {
        ++agreed;
      } else if (disagreements.size() < 8) {
        disagreements << QStringLiteral("%1: ours %2, Shardy %3").arg(QString::fromStdString(name), text(keyed.sharding), text(theirSharding));
      }
    }
    compared_ += compared;
    agreed_ += agreed;
    byModel_[pair.model].first += agreed;
    byModel_[pair.model].second += compared;
    qInfo().noquote() << QStringLiteral("%1 vs propagated.shardy.mlir: %2 of %3 values agree (%4 of them sharded by Shardy)")
                             .arg(pair.id).arg(agreed).arg(compared).arg(sharded);
    if (known_.contains(pair.id)) QEXPECT_FAIL("", qPrintable(known_.value(pair.id)), Abort);
    QVERIFY2(compared > 0 && agreed == compared,
             qPrintable(QStringLiteral("%1 of %2 agree; first disagreements:\n  %3").arg(agreed).arg(compared).arg(disagreements.join("\n  "))));
  }

  // Every op's factor rule against the one Shardy wrote on it (sdy.sharding_rule in
  // propagated.shardy.mlir), compared up to factor names.
  void rulesAsShardy_data() { testing::addJaxCorpusRows(pairs_); }
  void rulesAsShardy() {
    QFETCH(int, index);
    const JaxCorpusPair& pair = pairs_[static_cast<std::size_t>(index)];
    const std::string inputText = testing::readPairText(pair.directory + "/annotated.shardy.mlir");
    const std::string outputText = testing::readPairText(pair.directory + "/propagated.shardy.mlir");
    if (inputText.empty() || outputText.empty()) QSKIP("the capture has no Shardy module before or after propagation");
    Graph ours, theirs;
    io::mlir::ParsedModule inputModule, outputModule;
    try {
      inputModule = io::mlir::parseMlirModule(inputText);
      outputModule = io::mlir::parseMlirModule(outputText);
      ours = buildGraph(inputModule, true, true);
      theirs = buildGraph(outputModule, true, true);
    } catch (const io::mlir::SyntaxError& e) {
      QFAIL(e.message.c_str());
    } catch (const GraphError& e) {
      QFAIL(e.message.c_str());
    }
    const testing::ShardyModuleAlignment alignment(inputModule, outputModule);
    // The op (its place) that produces each value, for both graphs.
    auto places = [](const Graph& graph) {
      std::map<int, std::string> place;
      for (const auto& [key, value] : graph.keyed)
        if (key.what == "op_result") place.emplace(value, placeOf(key));
      return place;
    };
    const auto ourPlaces = places(ours), theirPlaces = places(theirs);
    std::map<std::string, const Node*> ourRules;
    for (const Node& node : ours.nodes)
      if (node.kind == NodeKind::Op && !node.results.empty())
        if (auto place = ourPlaces.find(node.results[0]); place != ourPlaces.end()) ourRules.emplace(place->second, &node);
    std::map<std::string, std::string> ourPlaceOf;  // Shardy's op -> ours
    for (const auto& [value, place] : ourPlaces)
      if (const std::string there = alignment.counterpart(place); !there.empty()) ourPlaceOf.emplace(there, place);
    int compared = 0, agreed = 0;
    QStringList differences;
    for (const Node& node : theirs.nodes) {
      if (node.kind != NodeKind::Op || node.row != "written" || node.results.empty()) continue;
      const auto place = theirPlaces.find(node.results[0]);
      if (place == theirPlaces.end()) continue;
      const auto mine = ourPlaceOf.find(place->second);
      if (mine == ourPlaceOf.end()) continue;
      ++compared;
      const auto rule = ourRules.find(mine->second);
      if (rule != ourRules.end() && canonicalRule(rule->second->rule) == canonicalRule(node.rule)) {
        ++agreed;
      } else if (differences.size() < 12) {
        differences << QString::fromStdString(mine->second + " " + node.opName + ": ours " +
                                              (rule == ourRules.end() ? std::string("(no rule)") : rule->second->rule.toString()) +
                                              ", Shardy " + node.rule.toString());
      }
    }
    qInfo().noquote() << QStringLiteral("%1: %2 of %3 op rules as Shardy's").arg(pair.id).arg(agreed).arg(compared);
    if (knownRules_.contains(pair.id)) QEXPECT_FAIL("", qPrintable(knownRules_.value(pair.id)), Abort);
    QVERIFY2(compared > 0 && agreed == compared,
             qPrintable(QStringLiteral("%1 of %2 rules agree:\n  %3").arg(agreed).arg(compared).arg(differences.join("\n  "))));
  }

  void cleanupTestCase() {
    for (const auto& [model, counts] : byModel_)
      qInfo().noquote() << QStringLiteral("model %1: %2 of %3 values agree with Shardy").arg(model).arg(counts.first).arg(counts.second);
    qInfo().noquote() << QStringLiteral("JAX corpus Shardy mode: %1 of %2 values agree with Shardy's propagation").arg(agreed_).arg(compared_);
  }
};

QTEST_GUILESS_MAIN(TestJaxCorpusShardyPropagation)
#include "test_jax_corpus_shardy_propagation.moc"
