// The verification job: core/verify's verifyPair, its result turned into the window's
// plain VerificationOutcome. This is the only GUI file that includes the verifier.
#include "gui/analysis_jobs.h"

#include "verify/verifier.h"

namespace shardscope::gui {

VerificationOutcome runVerification(const ir::Module& baseline, const ir::Module& distributed, const std::string& relationsJson,
                                    const CancellationToken& cancel, const ProgressCallback& progress) {
  refuseUnexpandableTileAssignments(baseline);
  refuseUnexpandableTileAssignments(distributed);
  verify::VerifyOptions options;
  options.relationsJson = relationsJson;
  // VerifyInputError derives std::runtime_error: the job runner reports its text.
  verify::VerifyResult result = verify::verifyPair(baseline, distributed, options, cancel, progress);
  VerificationOutcome outcome;
  outcome.equivalent = result.verdict == verify::Verdict::Equivalent;
  outcome.verdict = QString::fromUtf8(verify::verdictName(result.verdict));
  for (const verify::FrontierEntry& entry : result.frontier)
    outcome.frontier.append(FrontierItem{QString::fromStdString(entry.instruction), QString::fromStdString(entry.opcode),
                                         QString::fromStdString(entry.sourceFile), entry.sourceLine,
                                         QString::fromStdString(entry.reason)});
  for (const auto& [name, status] : result.instructions)
    outcome.instructions.insert(QString::fromStdString(name),
                                InstructionVerification{status.verified, QString::fromStdString(status.relation),
                                                        QString::fromStdString(status.baselineCounterpart)});
  for (const std::string& line : result.inferredRelations) outcome.inferredRelations << QString::fromStdString(line);
  const verify::VerifyStats& stats = result.stats;
  outcome.statistics << QStringLiteral("e-nodes: %1").arg(stats.enodes) << QStringLiteral("e-classes: %1").arg(stats.eclasses)
                     << QStringLiteral("rule firings: %1").arg(stats.ruleFirings)
                     << QStringLiteral("layers reused: %1").arg(stats.layersReused);
  for (const auto& [phase, seconds] : stats.phaseSeconds)
    outcome.statistics << QStringLiteral("%1: %2 s").arg(QString::fromStdString(phase)).arg(seconds, 0, 'f', 3);
  outcome.trace = std::make_shared<const trace::Trace>(std::move(result.trace));
  outcome.result = std::make_shared<const verify::VerifyResult>(std::move(result));
  return outcome;
}

}  // namespace shardscope::gui
