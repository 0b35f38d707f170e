// The verifier on the JAX corpus (issue 18): every pair captured from JAX/XLA, its ground
// truth measured by running both programs in XLA. Per pair:
//   soundness     a pair XLA measured as diverging is never called equivalent (no
//                 expected failures here: this must hold for every pair);
//   completeness  a pair XLA measured as equivalent verifies;
//   localisation  a diverging pair's frontier names one of the instructions that carry
//                 the bug's source line (frontier_any_of) or a direct user of one
//                 (issue 19: "the wrong instruction, or its direct consumer, on the
//                 frontier"; the numeric check's first divergence is judged the same way).
// Completeness and localisation failures known today are listed, with the reason, in
// verify_known_failures.tsv; such a pair that starts passing shows as an XPASS.
#include "io/hlo_file.h"
#include "jax_corpus.h"
#include "verify/verifier.h"

#include <QSet>
#include <QTest>

#include <fstream>
#include <sstream>

using namespace shardscope;
using shardscope::testing::JaxCorpusPair;

namespace {
std::string frontierText(const verify::VerifyResult& result) {
  std::string text;
  for (const auto& entry : result.frontier)
    text += "\n  " + entry.instruction + " (" + entry.opcode + ") line " + std::to_string(entry.sourceLine) + ": " + entry.reason;
  return text.empty() ? std::string("\n  (empty)") : text;
}

// The bug's instructions and their direct users in the distributed entry computation.
QSet<QString> bugOrDirectConsumer(const ir::Computation& entry, const QStringList& bug) {
  QSet<QString> names(bug.begin(), bug.end());
  const std::vector<std::vector<ir::InstructionId>> users = entry.users();
  for (const QString& name : bug) {
    const ir::InstructionId id = entry.find(name.toStdString());
    if (id < 0) continue;
    for (ir::InstructionId user : users[static_cast<std::size_t>(id)]) names.insert(QString::fromStdString(std::string(entry.instructions[user].name)));
  }
  return names;
}
}  // namespace

class TestJaxCorpusVerify : public QObject {
  Q_OBJECT
  std::vector<JaxCorpusPair> pairs_ = testing::readJaxCorpus();
  QHash<QString, QString> known_ = testing::readKnownFailures(QStringLiteral(SHARDSCOPE_SOURCE_DIR "/tests/jax_corpus/verify_known_failures.tsv"));

 private slots:
  void initTestCase() {
    if (pairs_.empty()) QSKIP("no tests/data/jax-corpus/manifest.jsonl");
  }

  void knownFailuresNameCorpusPairs() {
    const QStringList stale = testing::idsNotInCorpus(pairs_, known_);
    QVERIFY2(stale.isEmpty(), qPrintable("verify_known_failures.tsv names no pair: " + stale.join(", ")));
  }

  void verifyPair_data() { testing::addJaxCorpusRows(pairs_); }
  void verifyPair() {
    QFETCH(int, index);
    const JaxCorpusPair& pair = pairs_[static_cast<size_t>(index)];
    const auto baseline = io::loadModuleFile((pair.directory + "/baseline.hlo").toStdString());
    const auto distributed = io::loadModuleFile((pair.directory + "/distributed.hlo").toStdString());
    const bool known = known_.contains(pair.id);
    const QString reason = known_.value(pair.id);

    std::string outcome;
    verify::VerifyResult result;
    bool ran = false;
    if (!baseline.ok()) {
      outcome = "baseline does not load: " + testing::loadError(baseline);
    } else if (!distributed.ok()) {
      outcome = "distributed program does not load: " + testing::loadError(distributed);
    } else {
      verify::VerifyOptions options;
      options.relationsJson = testing::readPairText(pair.directory + "/relations.json");
      try {
        result = verify::verifyPair(*baseline.module, *distributed.module, options, {}, {});
        ran = true;
      } catch (const verify::VerifyInputError& error) {
        outcome = std::string("cannot be paired: ") + error.what();
      }
    }
    // Soundness first, never an expected failure.
    if (ran && !pair.equivalent)
      QVERIFY2(result.verdict == verify::Verdict::NotVerified,
               qPrintable(QString("XLA measured max |err| %1, the verifier said equivalent").arg(pair.maxAbsErr)));

    bool pass = false;
    if (ran && pair.equivalent) {
      pass = result.verdict == verify::Verdict::Equivalent;
      outcome = "not verified; frontier:" + frontierText(result);
    } else if (ran) {
      const QSet<QString> acceptable = bugOrDirectConsumer(distributed.module->entryComputation(), pair.frontierAnyOf);
      for (const auto& entry : result.frontier) pass = pass || acceptable.contains(QString::fromStdString(entry.instruction));
      outcome = "the frontier misses the bug's instructions and their direct users (" + pair.frontierAnyOf.join(", ").toStdString() + " at " +
                pair.bugSourceLine.toStdString() + "); frontier:" + frontierText(result);
    }
    if (known) QEXPECT_FAIL("", qPrintable(reason), Abort);
    QVERIFY2(pass, outcome.c_str());
  }
};

QTEST_GUILESS_MAIN(TestJaxCorpusVerify)
#include "test_jax_corpus_verify.moc"
