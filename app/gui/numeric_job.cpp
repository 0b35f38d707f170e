// The numeric cross-check job: core/numeric, as `shardscope-cli numeric` runs it.
#include "gui/analysis_jobs.h"

#include "numeric/numeric_check.h"

#include <stdexcept>

namespace shardscope::gui {

NumericOutcome runNumeric(const ir::Module& baseline, const ir::Module& distributed, quint64 seed,
                          const CancellationToken& cancel, const ProgressCallback& progress) {
  numeric::NumericCheckOptions options;
  options.seed = seed;
  numeric::NumericCheckResult result = numeric::runNumericCheck(baseline, distributed, options, cancel, progress);
  if (result.error) throw std::runtime_error(result.error->format());
  NumericOutcome outcome;
  outcome.passed = result.verdict == numeric::Verdict::Pass;
  outcome.summary = QStringLiteral("numeric check: %1 on %2 rank(s), seed %3")
                        .arg(outcome.passed ? "pass" : "differs")
                        .arg(result.numDevices)
                        .arg(result.seed);
  for (const numeric::LayerReport& layer : result.layers) {
    int passedRanks = 0;
    for (const numeric::RankCheck& rank : layer.ranks) passedRanks += rank.passed ? 1 : 0;
    outcome.details << QStringLiteral("%1: %2 (%3/%4 ranks pass, %5 instructions compared)")
                           .arg(QString::fromStdString(numeric::layerName(layer.layer)), layer.passed ? "pass" : "differs")
                           .arg(passedRanks)
                           .arg(layer.ranks.size())
                           .arg(layer.instructions.size());
    for (const std::string& note : layer.notes) outcome.details << QStringLiteral("  note: ") + QString::fromStdString(note);
  }
  if (const auto& divergence = result.firstDivergence) {
    outcome.firstDivergence = QString::fromStdString(divergence->instruction);
    outcome.divergenceSourceFile = QString::fromStdString(divergence->sourceFile);
    outcome.divergenceSourceLine = divergence->sourceLine > 0 ? static_cast<int>(divergence->sourceLine) : 0;
    outcome.divergenceNote = QString::fromStdString(divergence->note);
    outcome.details << QStringLiteral("first divergence: %1 (max abs err %2, max rel err %3%4)")
                           .arg(outcome.firstDivergence)
                           .arg(divergence->error.maxAbsError)
                           .arg(divergence->error.maxRelError)
                           .arg(divergence->relation.empty() ? QString() : ", compared as " + QString::fromStdString(divergence->relation));
  }
  outcome.trace = std::make_shared<const trace::Trace>(std::move(result.trace));
  outcome.result = std::make_shared<const numeric::NumericCheckResult>(std::move(result));
  return outcome;
}

}  // namespace shardscope::gui
