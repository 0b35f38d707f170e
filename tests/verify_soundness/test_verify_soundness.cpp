// Soundness under mutation (issue 6, acceptance; issue 19: 1,000 with layout mutations): at least 1,000 single-instruction
// mutations of correct zoo pairs (every strategy, small twins, fixed seeds), and 40 of
// each of five JAX corpus pairs that the rules for real programs prove, and the stacked k and v
// of attention-shmap-sp4-all-gather taken apart wrongly. Whenever
// the numeric oracle says a mutant's output differs from the baseline, the verifier must
// not call the pair equivalent. A mutant the oracle finds equal may be proved
// equivalent or not: the verifier is sound, not complete. The counts are printed.
#include "../zoo/mutation_cases.h"
#include "../zoo/mutation_oracle.h"
#include "io/hlo_file.h"
#include "io/pair_directory.h"
#include "numeric/recorded_arrays.h"
#include "verify/relations_file.h"
#include "verify/verifier.h"
#include "zoo/mutation.h"
#include "zoo/strategy.h"
#include "zoo/zoo.h"

#include <QTest>

#include <fstream>
#include <map>
#include <sstream>

using namespace shardscope;
using zoo_testing::OracleVerdict;
using zoo_testing::PairCase;

namespace {

// Per mutation kind: how the oracle and the verifier saw the mutants.
struct KindCounts {
  int mutants = 0;
  int differ = 0;             // the oracle: the output changed
  int rejected = 0;           // the verifier: not_verified, or the pair refused as input
  int equivalentSame = 0;     // proved equivalent, and numerically equal: fine
  int unevaluable = 0;        // the oracle could not run the mutant
};

constexpr int kMutantsPerCase = 56;  // 9 strategies x 2 models x 56 = 1,008 mutants
constexpr uint64_t kMaxSeedsPerCase = 400;

}  // namespace

class TestVerifySoundness : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() { cases_ = zoo_testing::mutationCases(); }

  void differingMutantsAreNeverEquivalent() {
    std::map<zoo::MutationKind, KindCounts> counts;
    std::vector<std::string> violations;
    int total = 0;
    std::string correctNotVerified;  // where the verifier is incomplete, every mutant is trivially not equivalent
    std::map<std::string, std::pair<int, int>> perCase;  // case -> (mutants that differ, mutants proved equivalent)
    const verify::VerifyOptions options;
    for (const PairCase& pair : cases_) {
      if (verifyPair(pair.baseline, pair.distributed, options) != verify::Verdict::Equivalent)
        correctNotVerified.append(correctNotVerified.empty() ? "" : ", ").append(pair.name);
      int made = 0;
      // Kinds in turn; a kind without a site in this program passes to the next seed.
      for (uint64_t seed = 0; seed < kMaxSeedsPerCase && made < kMutantsPerCase; ++seed) {
        const zoo::MutationKind kind = zoo::allMutationKinds()[seed % zoo::allMutationKinds().size()];
        std::mt19937_64 random(seed);
        std::optional<zoo::MutatedModule> mutant = zoo::mutateModule(pair.distributed, kind, random);
        if (!mutant) continue;
        ++made;
        ++total;
        KindCounts& count = counts[kind];
        ++count.mutants;
        const zoo_testing::OracleResult oracle = zoo_testing::numericOracle(pair.baseline, mutant->module);
        const verify::Verdict verdict = verifyPair(pair.baseline, mutant->module, options);
        if (oracle.verdict == OracleVerdict::Unevaluable) {
          ++count.unevaluable;
          qWarning("oracle could not run %s seed %llu (%s): %s", pair.name.c_str(), static_cast<unsigned long long>(seed),
                   mutant->mutation.description.c_str(), oracle.detail.c_str());
        }
        if (oracle.verdict == OracleVerdict::Differs) ++count.differ, ++perCase[pair.name].first;
        if (verdict == verify::Verdict::Equivalent) ++perCase[pair.name].second;
        if (verdict != verify::Verdict::Equivalent) ++count.rejected;
        if (verdict == verify::Verdict::Equivalent && oracle.verdict == OracleVerdict::Same) ++count.equivalentSame;
        if (verdict == verify::Verdict::Equivalent && oracle.verdict == OracleVerdict::Differs)
          violations.push_back(pair.name + ", seed " + std::to_string(seed) + ", " + std::string(zoo::mutationKindName(kind)) + ": " +
                               mutant->mutation.description + " (output differs at " + oracle.detail + ")");
      }
      QVERIFY2(made == kMutantsPerCase, qPrintable(QString::fromStdString(pair.name) + ": only " + QString::number(made) + " mutants"));
    }
    qInfo("correct pairs not verified equivalent (the verifier is incomplete there): %s", correctNotVerified.empty() ? "none" : correctNotVerified.c_str());
    qInfo("%-22s %7s %7s %9s %15s %11s", "kind", "mutants", "differ", "rejected", "equiv-and-same", "unevaluable");
    KindCounts sum;
    for (const auto& [kind, c] : counts) {
      qInfo("%-22s %7d %7d %9d %15d %11d", zoo::mutationKindName(kind).data(), c.mutants, c.differ, c.rejected, c.equivalentSame, c.unevaluable);
      sum.differ += c.differ;
      sum.rejected += c.rejected;
      sum.equivalentSame += c.equivalentSame;
      sum.unevaluable += c.unevaluable;
    }
    qInfo("%-22s %7d %7d %9d %15d %11d", "total", total, sum.differ, sum.rejected, sum.equivalentSame, sum.unevaluable);
    for (const auto& [name, c] : perCase) qInfo("%-40s differ %3d  proved equivalent %3d", name.c_str(), c.first, c.second);
    for (const std::string& violation : violations) qWarning("UNSOUND: equivalent, but %s", violation.c_str());

    // Every correct pair verifies, so every rejected mutant was rejected for its change.
    QVERIFY2(correctNotVerified.empty(), correctNotVerified.c_str());
    QVERIFY(total >= 500);
    QCOMPARE(counts.size(), zoo::allMutationKinds().size());
    // The oracle must have run the mutants, or the assertion below would be empty.
    QCOMPARE(sum.unevaluable, 0);
    QVERIFY2(violations.empty(), qPrintable(QString("%1 differing mutant(s) verified equivalent; first: %2")
                                                 .arg(violations.size())
                                                 .arg(violations.empty() ? QString() : QString::fromStdString(violations.front()))));
  }

  // JAX corpus pairs that verify through the rules for real programs (a partial sum
  // scaled by the local count, unit-dim reduces, an inlined call's tuple, the
  // vocabulary-parallel gather and scatters, the embedding's scatter-add of parts, k and v
  // stacked for one all-gather, the ring attention's online softmax, the expert-parallel
  // MoE's permuted slots):
  // mutants of their distributed programs, the oracle run on XLA's recorded inputs.
  void jaxCorpusMutantsAreNeverEquivalent_data() {
    QTest::addColumn<QString>("id");
    for (const char* id : {"mlp-train-shmap-dp4", "mlp-shmap-dp4-loss", "llama-gqa-train-adam-dp2-tp2", "attention-shmap-sp4-all-gather",
                         "attention-shmap-sp4-ring", "moe-shmap-ep4"}) QTest::newRow(id) << QString(id);
  }
  void jaxCorpusMutantsAreNeverEquivalent() {
    QFETCH(QString, id);
    const std::string directory = SHARDSCOPE_SOURCE_DIR "/tests/data/jax-corpus/" + id.toStdString();
    const auto baseline = io::loadModuleFile(directory + "/baseline.hlo");
    const auto distributed = io::loadModuleFile(directory + "/distributed.hlo");
    const io::PairDirectoryRead pair = io::readPairDirectory(directory);
    if (!baseline.ok() || !distributed.ok() || !pair.ok()) QSKIP("the pair is not in tests/data/jax-corpus");
    const numeric::RecordedArraysRead arrays = numeric::readRecordedArrays(*pair.pair);
    QVERIFY(arrays.ok());
    const auto [options, numericOptions] = corpusPairOptions(directory);
    QCOMPARE(verifyPair(*baseline.module, *distributed.module, options), verify::Verdict::Equivalent);
    int made = 0, differ = 0, unevaluable = 0;
    std::vector<std::string> violations;
    for (uint64_t seed = 0; seed < kMaxSeedsPerCase && made < kJaxMutantsPerPair; ++seed) {
      const zoo::MutationKind kind = zoo::allMutationKinds()[seed % zoo::allMutationKinds().size()];
      std::mt19937_64 random(seed);
      std::optional<zoo::MutatedModule> mutant = zoo::mutateModule(*distributed.module, kind, random);
      if (!mutant) continue;
      ++made;
      const numeric::NumericCheckResult oracle = numeric::runNumericCheckOnInputs(*baseline.module, mutant->module, arrays.run->inputs, numericOptions);
      if (oracle.error) {  // the mutant does not run (a shape the interpreter refuses): nothing to compare
        ++unevaluable;
        continue;
      }
      const bool differs = oracle.verdict != numeric::Verdict::Pass;
      differ += differs;
      if (differs && verifyPair(*baseline.module, mutant->module, options) == verify::Verdict::Equivalent)
        violations.push_back("seed " + std::to_string(seed) + ", " + std::string(zoo::mutationKindName(kind)) + ": " + mutant->mutation.description);
    }
    qInfo("%s: %d mutants, %d differ, %d the oracle cannot run", qPrintable(id), made, differ, unevaluable);
    QCOMPARE(made, kJaxMutantsPerPair);
    QVERIFY(differ > 0);
    QVERIFY(unevaluable * 4 < made);
    QVERIFY2(violations.empty(), violations.empty() ? "" : violations.front().c_str());
  }

  // The stack of k and v in attention-shmap-sp4-all-gather (stack-of-related,
  // slice-of-stack) taken apart wrongly: members swapped, the wrong member sliced out.
  // Each differs numerically; none may be called equivalent.
  void stackMutantsAreNeverEquivalent_data() {
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::newRow("members swapped") << "concatenate(%stack.4, %stack_reshape.2)" << "concatenate(%stack_reshape.2, %stack.4)";
    QTest::newRow("v taken as k") << "slice={[0:1], [0:2], [0:16], [0:8], [0:4]}" << "slice={[1:2], [0:2], [0:16], [0:8], [0:4]}";
    QTest::newRow("k taken as v") << "slice={[1:2], [0:2], [0:16], [0:8], [0:4]}" << "slice={[0:1], [0:2], [0:16], [0:8], [0:4]}";
    QTest::newRow("k stacked twice") << "concatenate(%stack.4, %stack_reshape.2)" << "concatenate(%stack.4, %stack.4)";
  }
  void stackMutantsAreNeverEquivalent() {
    QFETCH(QString, from);
    QFETCH(QString, to);
    const std::string directory = SHARDSCOPE_SOURCE_DIR "/tests/data/jax-corpus/attention-shmap-sp4-all-gather";
    const auto baseline = io::loadModuleFile(directory + "/baseline.hlo");
    const io::PairDirectoryRead pair = io::readPairDirectory(directory);
    std::ifstream in(directory + "/distributed.hlo");
    std::stringstream hlo;
    hlo << in.rdbuf();
    std::string text = hlo.str();
    if (!baseline.ok() || !pair.ok() || text.empty()) QSKIP("the pair is not in tests/data/jax-corpus");
    const auto at = text.find(from.toStdString());
    QVERIFY(at != std::string::npos);
    text.replace(at, from.size(), to.toStdString());
    const auto mutant = io::loadModuleFromContents(text, "distributed.hlo");
    QVERIFY(mutant.ok());
    const numeric::RecordedArraysRead arrays = numeric::readRecordedArrays(*pair.pair);
    QVERIFY(arrays.ok());
    const auto [options, numericOptions] = corpusPairOptions(directory);
    const numeric::NumericCheckResult oracle = numeric::runNumericCheckOnInputs(*baseline.module, *mutant.module, arrays.run->inputs, numericOptions);
    QVERIFY(!oracle.error);
    QVERIFY(oracle.verdict != numeric::Verdict::Pass);
    QCOMPARE(verifyPair(*baseline.module, *mutant.module, options), verify::Verdict::NotVerified);
  }

 private:
  // The verifier's options (the pair's relations.json) and the numeric oracle's (the whole
  // program's outputs under the file's output relations) for a JAX corpus pair.
  static std::pair<verify::VerifyOptions, numeric::NumericCheckOptions> corpusPairOptions(const std::string& directory) {
    std::ifstream file(directory + "/relations.json");
    std::stringstream relations;
    relations << file.rdbuf();
    verify::VerifyOptions options;
    options.relationsJson = relations.str();
    numeric::NumericCheckOptions numericOptions;
    numericOptions.layers = {numeric::Layer::Whole};
    numericOptions.compareIntermediates = false;
    numericOptions.outputShardings = verify::parseRelationsFile(options.relationsJson).output;
    return {options, numericOptions};
  }

  static constexpr int kJaxMutantsPerPair = 40;
  // A pair the verifier refuses as input is not equivalent either.
  static verify::Verdict verifyPair(const ir::Module& baseline, const ir::Module& distributed, const verify::VerifyOptions& options) {
    try {
      return verify::verifyPair(baseline, distributed, options, CancellationToken{}, ProgressCallback{}).verdict;
    } catch (const verify::VerifyInputError&) {
      return verify::Verdict::NotVerified;
    }
  }

  std::vector<PairCase> cases_;
};

QTEST_APPLESS_MAIN(TestVerifySoundness)
#include "test_verify_soundness.moc"
