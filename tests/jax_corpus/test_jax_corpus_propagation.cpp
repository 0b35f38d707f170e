// Sharding propagation on the JAX corpus (issue 18): from the user shardings alone (the
// module JAX hands XLA, annotated.hlo) our propagation against XLA's own decisions on
// every instruction: GSPMD's (propagated.gspmd.hlo, the same compile with Shardy off)
// and Shardy's (propagated.shardy.hlo, its result exported as HLO shardings). Every
// entry instruction matched between the input and XLA's module (matchInstructions) is
// compared by meaning; no sharding after propagation means replicated (the partitioner
// replicates what carries none). A pair passes when all agree;
// today's disagreements are listed with their reason in the *_known_failures.tsv files.
#include "io/hlo_file.h"
#include "jax_corpus.h"
#include "propagation/sharding_propagation.h"
#include "sharding/hlo_sharding.h"

#include <QFile>

#include <map>
#include <QTest>

using namespace shardscope;
using shardscope::testing::JaxCorpusPair;

namespace {

// XLA's per-leaf flags from the module header, e.g. allow_spmd_sharding_propagation_to_output={true}.
std::vector<bool> headerFlags(const ir::Module& module, std::string_view key) {
  const std::string* value = module.headerValue(key);
  if (!value) return {false};
  std::vector<bool> flags;
  for (const QString& flag : QString::fromStdString(*value).remove('{').remove('}').split(',', Qt::SkipEmptyParts))
    flags.push_back(flag.trimmed() == "true");
  return flags.empty() ? std::vector<bool>{false} : flags;
}

struct Agreement {
  int compared = 0, agreed = 0;
  QStringList disagreements;  // the first few
};

// XLA renames on the way through its passes (Shardy's round trip through MLIR turns
// %dot_general.2 into %dot_general.0). Instructions are matched by name where both
// modules have it; the rest by name without the numeric suffix, the k-th unmatched of a
// base name in one module with the k-th in the other, where both have as many of that
// base name left with the same shapes.
std::string_view baseName(std::string_view name) {
  const size_t dot = name.rfind('.');
  if (dot == std::string_view::npos || dot + 1 == name.size()) return name;
  for (size_t i = dot + 1; i < name.size(); ++i)
    if (name[i] < '0' || name[i] > '9') return name;
  return name.substr(0, dot);
}

std::vector<std::pair<ir::InstructionId, ir::InstructionId>> matchInstructions(const ir::Computation& input, const ir::Computation& xla) {
  std::vector<std::pair<ir::InstructionId, ir::InstructionId>> matched;
  std::vector<bool> xlaTaken(xla.instructions.size(), false);
  std::map<std::string_view, std::vector<ir::InstructionId>> inputByBase, xlaByBase;
  std::map<std::string_view, ir::InstructionId> xlaByName;
  for (ir::InstructionId i = 0; i < static_cast<ir::InstructionId>(xla.instructions.size()); ++i) xlaByName.emplace(xla.instructions[i].name, i);
  for (ir::InstructionId i = 0; i < static_cast<ir::InstructionId>(input.instructions.size()); ++i) {
    const auto same = xlaByName.find(input.instructions[i].name);
    if (same != xlaByName.end() && input.instructions[i].shape == xla.instructions[same->second].shape) {
      matched.emplace_back(i, same->second);
      xlaTaken[same->second] = true;
    } else {
      inputByBase[baseName(input.instructions[i].name)].push_back(i);
    }
  }
  for (ir::InstructionId i = 0; i < static_cast<ir::InstructionId>(xla.instructions.size()); ++i)
    if (!xlaTaken[i]) xlaByBase[baseName(xla.instructions[i].name)].push_back(i);
  for (const auto& [base, ours] : inputByBase) {
    const auto theirs = xlaByBase.find(base);
    if (theirs == xlaByBase.end() || theirs->second.size() != ours.size()) continue;
    bool sameShapes = true;
    for (size_t k = 0; k < ours.size(); ++k)
      sameShapes = sameShapes && input.instructions[ours[k]].shape == xla.instructions[theirs->second[k]].shape;
    if (!sameShapes) continue;
    for (size_t k = 0; k < ours.size(); ++k) matched.emplace_back(ours[k], theirs->second[k]);
  }
  return matched;
}

// After propagation an instruction without a sharding is replicated by the partitioner
// (Shardy's export leaves fully replicated values unannotated), so the two compare equal.
bool sameMeaning(const sharding::HloSharding* ours, const sharding::HloSharding* theirs) {
  const auto replicatedOrNone = [](const sharding::HloSharding* s) { return !s || s->isReplicated(); };
  if (replicatedOrNone(ours) && replicatedOrNone(theirs)) return true;
  return ours && theirs && *ours == *theirs;
}

Agreement compareWith(const ir::Module& input, const propagation::PropagationResult& ours, const ir::Module& xla) {
  Agreement agreement;
  for (const auto& [inputId, xlaId] : matchInstructions(input.entryComputation(), xla.entryComputation())) {
    const ir::Instruction& instruction = xla.entryComputation().instructions[xlaId];
    const std::string name(input.entryComputation().instructions[inputId].name);
    ++agreement.compared;
    const sharding::HloSharding* mine = ours.find(input, name);
    const auto& theirs = instruction.sharding;
    const bool same = sameMeaning(mine, theirs.get());
    if (same) {
      ++agreement.agreed;
    } else if (agreement.disagreements.size() < 8) {
      agreement.disagreements << QStringLiteral("%1 (%2): ours %3, XLA %4")
                                     .arg(QString::fromStdString(name), QString::fromUtf8(instruction.opcodeText.data(), static_cast<qsizetype>(instruction.opcodeText.size())),
                                          mine ? QString::fromStdString(mine->toString(false)) : "(none)",
                                          theirs ? QString::fromStdString(theirs->toString(false)) : "(none)");
    }
  }
  return agreement;
}

}  // namespace

class TestJaxCorpusPropagation : public QObject {
  Q_OBJECT
  std::vector<JaxCorpusPair> pairs_ = testing::readJaxCorpus();
  QHash<QString, QString> knownGspmd_ =
      testing::readKnownFailures(QStringLiteral(SHARDSCOPE_SOURCE_DIR "/tests/jax_corpus/propagation_gspmd_known_failures.tsv"));
  QHash<QString, QString> knownShardy_ =
      testing::readKnownFailures(QStringLiteral(SHARDSCOPE_SOURCE_DIR "/tests/jax_corpus/propagation_shardy_known_failures.tsv"));
  int compared_ = 0, agreed_ = 0;

  void agreeWith(const QString& xlaFile, const QHash<QString, QString>& known) {
    QFETCH(int, index);
    const JaxCorpusPair& pair = pairs_[static_cast<size_t>(index)];
    const QString inputPath = pair.directory + "/annotated.hlo";
    if (!QFile::exists(inputPath) || !QFile::exists(pair.directory + "/" + xlaFile))
      QSKIP("the capture has no annotated module or no XLA propagation result for this pair");
    const auto input = io::loadModuleFile(inputPath.toStdString());
    const auto xla = io::loadModuleFile((pair.directory + "/" + xlaFile).toStdString());
    QString failure;
    bool pass = false;
    if (!input.ok() || !xla.ok()) {
      failure = QString::fromStdString((input.ok() ? xla : input).firstError()->format());
    } else {
      propagation::PropagationOptions options;
      options.isSpmd = true;
      options.propagateToOutput = headerFlags(*input.module, "allow_spmd_sharding_propagation_to_output");
      options.propagateToParameters = headerFlags(*input.module, "allow_spmd_sharding_propagation_to_parameters");
      const auto ours = propagation::propagateShardings(*input.module, options);
      const Agreement agreement = compareWith(*input.module, ours, *xla.module);
      compared_ += agreement.compared;
      agreed_ += agreement.agreed;
      qInfo().noquote() << QStringLiteral("%1 vs %2: %3 of %4 instructions agree").arg(pair.id, xlaFile).arg(agreement.agreed).arg(agreement.compared);
      pass = agreement.compared > 0 && agreement.agreed == agreement.compared;
      failure = QStringLiteral("%1 of %2 agree; first disagreements:\n  %3")
                    .arg(agreement.agreed).arg(agreement.compared).arg(agreement.disagreements.join("\n  "));
    }
    if (known.contains(pair.id)) QEXPECT_FAIL("", qPrintable(known.value(pair.id)), Abort);
    QVERIFY2(pass, qPrintable(failure));
  }

 private slots:
  void initTestCase() {
    if (pairs_.empty()) QSKIP("no tests/data/jax-corpus/manifest.jsonl");
  }

  void knownFailuresNameCorpusPairs() {
    for (const auto* known : {&knownGspmd_, &knownShardy_}) {
      const QStringList stale = testing::idsNotInCorpus(pairs_, *known);
      QVERIFY2(stale.isEmpty(), qPrintable("a propagation known-failure list names no pair: " + stale.join(", ")));
    }
  }

  void gspmd_data() { testing::addJaxCorpusRows(pairs_); }
  void gspmd() { agreeWith("propagated.gspmd.hlo", knownGspmd_); }

  void shardy_data() { testing::addJaxCorpusRows(pairs_); }
  void shardy() { agreeWith("propagated.shardy.hlo", knownShardy_); }

  void cleanupTestCase() {
    qInfo().noquote() << QStringLiteral("JAX corpus propagation: %1 of %2 instruction shardings agree with XLA (GSPMD and Shardy together)")
                             .arg(agreed_).arg(compared_);
  }
};

QTEST_GUILESS_MAIN(TestJaxCorpusPropagation)
#include "test_jax_corpus_propagation.moc"
