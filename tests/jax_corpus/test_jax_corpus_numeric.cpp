// The numeric cross-check on the JAX corpus (issue 18): every pair captured from JAX/XLA
// on CPU, with the inputs XLA ran and the outputs XLA computed. Per pair, two rows:
//   againstXla      our interpreter on the recorded inputs reproduces XLA's outputs
//                   within the dtype tolerance table (numeric/tolerance.h): the baseline
//                   always; the distributed program on every rank where XLA measured the
//                   pair equivalent, and for a bug pair on the ranks whose copies XLA
//                   returned (the lowest device holding each tile: other replicas of a
//                   program whose replicas disagree may differ);
//   layeredVerdict  seed 004's layered check on the recorded inputs passes exactly when
//                   XLA measured the pair equivalent (a bug pair must differ).
// Known failures are listed in numeric_known_failures.tsv (`id<TAB>reason`, the reason
// starting with `against-xla:` or `layered:` for the row it excuses); such a row that
// starts passing shows as an XPASS. The layered check runs with compareIntermediates =
// false (the ROOT decides the whole layer's verdict either way; relating every
// intermediate is the first divergence's job and most of the time).
//
// SHARDSCOPE_JAX_CORPUS_DIR=DIR reads the corpus from DIR instead (a fresh capture
// before it is committed).
#include "io/hlo_file.h"
#include "io/pair_directory.h"
#include "jax_corpus.h"
#include "numeric/numeric_check.h"
#include "numeric/recorded_arrays.h"
#include "numeric/recorded_outputs_check.h"
#include "verify/relations_file.h"

#include <QTest>

#include <algorithm>
#include <fstream>
#include <sstream>

using namespace shardscope;
using shardscope::testing::JaxCorpusPair;

namespace {

// SHARDSCOPE_JAX_CORPUS_DIR is honoured by testing::jaxCorpusDir().
std::vector<JaxCorpusPair> readCorpus() { return testing::readJaxCorpus(); }

std::string number(double value) {
  std::ostringstream text;
  text.precision(3);
  text << value;
  return text.str();
}

// Everything both rows need: the two programs, the recorded arrays, the output relation.
struct LoadedPair {
  io::LoadResult baseline, distributed;
  std::optional<numeric::RecordedRun> run;
  numeric::NumericCheckOptions options;
  std::string error;  // why the pair could not be set up
};

LoadedPair loadPair(const JaxCorpusPair& pair) {
  LoadedPair loaded;
  loaded.baseline = io::loadModuleFile((pair.directory + "/baseline.hlo").toStdString());
  loaded.distributed = io::loadModuleFile((pair.directory + "/distributed.hlo").toStdString());
  if (!loaded.baseline.ok()) {
    loaded.error = "baseline does not load: " + testing::loadError(loaded.baseline);
    return loaded;
  }
  if (!loaded.distributed.ok()) {
    loaded.error = "distributed program does not load: " + testing::loadError(loaded.distributed);
    return loaded;
  }
  io::PairDirectoryRead directory = io::readPairDirectory(pair.directory.toStdString());
  if (!directory.ok()) {
    loaded.error = "the pair directory does not read: " + directory.error->format();
    return loaded;
  }
  numeric::RecordedArraysRead arrays = numeric::readRecordedArrays(*directory.pair);
  if (!arrays.ok()) {
    loaded.error = "the recorded arrays do not read: " + arrays.error->format();
    return loaded;
  }
  try {
    const std::string relations = directory.pair->relationsPath();
    if (!relations.empty()) loaded.options.outputShardings = verify::parseRelationsFile(testing::readPairText(QString::fromStdString(relations))).output;
  } catch (const std::exception& error) {
    {
    loaded.error = std::string("relations.json: ") + error.what();
    return loaded;
  }
  }
  loaded.options.compareIntermediates = false;
  arrays.run->outputShardings = loaded.options.outputShardings;
  loaded.run = std::move(arrays.run);
  return loaded;
}

std::string describeCheck(const numeric::RecordedOutputCheck& check) {
  std::string text = "\n  " + check.program + " out" + std::to_string(check.index) + " (" + check.relation + "): max abs err " +
                     number(check.error.maxAbsError) + ", max rel err " + number(check.error.maxRelError) + ", rtol " + number(check.tolerance.rtol) +
                     ", atol " + number(check.tolerance.atol);
  std::string failing;
  for (const numeric::RankCheck& rank : check.ranks)
    if (!rank.passed) failing += (failing.empty() ? "" : ",") + std::to_string(rank.rank);
  if (!failing.empty() && check.program == "distributed") text += "; ranks failing: " + failing;
  if (!check.note.empty()) text += "; " + check.note;
  return text;
}

}  // namespace

class TestJaxCorpusNumeric : public QObject {
  Q_OBJECT
  std::vector<JaxCorpusPair> pairs_ = readCorpus();
  QHash<QString, QString> known_ = testing::readKnownFailures(QStringLiteral(SHARDSCOPE_SOURCE_DIR "/tests/jax_corpus/numeric_known_failures.tsv"));

  // The known failure of `row` ("against-xla" or "layered") for this pair, if listed.
  std::optional<QString> knownFailure(const JaxCorpusPair& pair, const QString& row) const {
    if (!known_.contains(pair.id)) return std::nullopt;
    const QString reason = known_.value(pair.id);
    if (!reason.startsWith(row + ":")) return std::nullopt;
    return reason;
  }

 private slots:
  void initTestCase() {
    if (pairs_.empty()) QSKIP("no tests/data/jax-corpus/manifest.jsonl");
  }

  void knownFailuresNameCorpusPairs() {
    const QStringList stale = testing::idsNotInCorpus(pairs_, known_);
    QVERIFY2(stale.isEmpty(), qPrintable("numeric_known_failures.tsv names no pair: " + stale.join(", ")));
    for (auto it = known_.cbegin(); it != known_.cend(); ++it) {
      QVERIFY2(it.value().startsWith("against-xla:") || it.value().startsWith("layered:"),
               qPrintable("numeric_known_failures.tsv: the reason for " + it.key() + " names no row (against-xla: or layered:)"));
    }
  }

  void againstXla_data() { testing::addJaxCorpusRows(pairs_); }
  void againstXla() {
    QFETCH(int, index);
    const JaxCorpusPair& pair = pairs_[static_cast<size_t>(index)];
    const LoadedPair loaded = loadPair(pair);
    QVERIFY2(loaded.error.empty(), loaded.error.c_str());
    const numeric::RecordedOutputsResult result =
        numeric::checkRecordedOutputs(*loaded.baseline.module, *loaded.distributed.module, *loaded.run, loaded.options);
    QVERIFY2(result.ok(), result.ok() ? "" : result.error->format().c_str());

    bool pass = true;
    std::string outcome = pair.equivalent ? "XLA measured the pair equivalent;" : "a bug pair (XLA measured it diverging);";
    for (const numeric::RecordedOutputCheck& check : result.baseline)
      if (!check.passed) pass = false, outcome += describeCheck(check);
    for (const numeric::RecordedOutputCheck& check : result.distributed) {
      bool ok = check.passed;
      if (!pair.equivalent && !ok && check.note.find("not compared") == std::string::npos && !check.returnedRanks.empty()) {
        ok = true;  // only the copies XLA returned must match
        for (int64_t rank : check.returnedRanks) ok = ok && check.ranks.at(static_cast<size_t>(rank)).passed;
      }
      if (!ok) pass = false, outcome += describeCheck(check);
    }
    if (const std::optional<QString> reason = knownFailure(pair, "against-xla")) QEXPECT_FAIL("", qPrintable(*reason), Abort);
    QVERIFY2(pass, outcome.c_str());
  }

  void layeredVerdict_data() { testing::addJaxCorpusRows(pairs_); }
  void layeredVerdict() {
    QFETCH(int, index);
    const JaxCorpusPair& pair = pairs_[static_cast<size_t>(index)];
    LoadedPair loaded = loadPair(pair);
    QVERIFY2(loaded.error.empty(), loaded.error.c_str());
    const numeric::NumericCheckResult result = numeric::runNumericCheckOnInputs(*loaded.baseline.module, *loaded.distributed.module,
                                                                                std::move(loaded.run->inputs), loaded.options);
    QVERIFY2(result.ok(), result.ok() ? "" : result.error->format().c_str());
    const bool passed = result.verdict == numeric::Verdict::Pass;
    std::string outcome = pair.equivalent ? "XLA measured the pair equivalent (max |err| " + number(pair.maxAbsErr) + "), the layered check differs"
                                          : "XLA measured the pair diverging (max |err| " + number(pair.maxAbsErr) + "), the layered check passes";
    for (const numeric::LayerReport& layer : result.layers)
      if (layer.firstDivergence)
        outcome += "\n  " + numeric::layerName(layer.layer) + ": " + layer.firstDivergence->instruction + ", max abs err " +
                   number(layer.firstDivergence->error.maxAbsError);
    if (const std::optional<QString> reason = knownFailure(pair, "layered")) QEXPECT_FAIL("", qPrintable(*reason), Abort);
    QVERIFY2(passed == pair.equivalent, outcome.c_str());
  }
};

QTEST_GUILESS_MAIN(TestJaxCorpusNumeric)
#include "test_jax_corpus_numeric.moc"
