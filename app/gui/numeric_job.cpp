// The numeric cross-check job: core/numeric, as `shardscope-cli numeric` runs it (on a
// pair directory: against XLA's recorded outputs first, then on the recorded inputs).
#include "gui/analysis_jobs.h"

#include "io/pair_directory.h"
#include "numeric/numeric_check.h"
#include "numeric/recorded_arrays.h"
#include "numeric/recorded_outputs_check.h"
#include "verify/relations_file.h"

#include <stdexcept>

namespace shardscope::gui {
namespace {

// The output shardings a relations file names; none when it names none or does not read
// (the engine, given the same file, reports a malformed one).
std::vector<sharding::HloSharding> outputShardings(const std::string& relationsJson) {
  if (relationsJson.empty()) return {};
  try {
    return verify::parseRelationsFile(relationsJson).output;
  } catch (const std::exception&) {
    return {};
  }
}

QStringList recordedLines(const numeric::RecordedOutputsResult& recorded) {
  QStringList lines;
  for (const auto* list : {&recorded.baseline, &recorded.distributed})
    for (const numeric::RecordedOutputCheck& check : *list)
      lines << QStringLiteral("XLA %1 out%2 %3: %4 (max abs err %5, max rel err %6%7)%8")
                   .arg(QString::fromStdString(check.program))
                   .arg(check.index)
                   .arg(QString::fromUtf8(ir::elementTypeName(check.type).data()))
                   .arg(check.passed ? "pass" : "differs")
                   .arg(check.error.maxAbsError)
                   .arg(check.error.maxRelError)
                   .arg(check.program == "distributed" ? ", ranks as " + QString::fromStdString(check.relation) : QString())
                   .arg(check.note.empty() ? QString() : " — " + QString::fromStdString(check.note));
  return lines;
}

}  // namespace

NumericOutcome runNumeric(const ir::Module& baseline, const ir::Module& distributed, quint64 seed,
                          const CancellationToken& cancel, const ProgressCallback& progress, const QString& pairDirectory,
                          const std::string& relationsJson) {
  refuseUnexpandableTileAssignments(baseline);
  refuseUnexpandableTileAssignments(distributed);
  numeric::NumericCheckOptions options;
  options.seed = seed;
  options.outputShardings = outputShardings(relationsJson);
  // All of it: the parameters' relations cut the inputs, and the verifier the first
  // divergence consults reads it, as the verify job's does.
  options.relationsJson = relationsJson;
  std::optional<numeric::RecordedOutputsResult> recorded;
  numeric::NumericCheckResult result;
  std::optional<io::PairDirectory> pair;
  if (!pairDirectory.isEmpty()) {
    io::PairDirectoryRead read = io::readPairDirectory(pairDirectory.toStdString());
    if (!read.ok()) throw std::runtime_error(read.error->format());
    if (read.pair->hasOutputs) pair = std::move(read.pair);
  }
  if (pair) {
    numeric::RecordedArraysRead arrays = numeric::readRecordedArrays(*pair, options.maxElementsPerTensor, options.maxElementsTotal);
    if (!arrays.ok()) throw std::runtime_error(arrays.error->format());
    arrays.run->outputShardings = options.outputShardings;
    recorded = numeric::checkRecordedOutputs(baseline, distributed, *arrays.run, options, cancel, progress);
    if (recorded->error) throw std::runtime_error(recorded->error->format());
    result = numeric::runNumericCheckOnInputs(baseline, distributed, std::move(arrays.run->inputs), options, cancel, progress);
  } else {
    result = numeric::runNumericCheck(baseline, distributed, options, cancel, progress);
  }
  if (result.error) throw std::runtime_error(result.error->format());
  NumericOutcome outcome;
  outcome.passed = result.verdict == numeric::Verdict::Pass && (!recorded || recorded->passed);
  outcome.summary = recorded ? QStringLiteral("numeric check: %1 on %2 rank(s), recorded inputs; XLA's outputs %3")
                                   .arg(outcome.passed ? "pass" : "differs")
                                   .arg(result.numDevices)
                                   .arg(recorded->passed ? "match" : "differ")
                             : QStringLiteral("numeric check: %1 on %2 rank(s), seed %3")
                                   .arg(outcome.passed ? "pass" : "differs")
                                   .arg(result.numDevices)
                                   .arg(result.seed);
  if (recorded) outcome.details << recordedLines(*recorded);
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
