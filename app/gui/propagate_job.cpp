// The propagation job: core/propagation on the baseline, as `shardscope-cli propagate` runs it.
#include "gui/analysis_jobs.h"

#include "propagation/sharding_propagation.h"

namespace shardscope::gui {

PropagationOutcome runPropagation(const ir::Module& baseline, const CancellationToken& cancel, const ProgressCallback& progress) {
  refuseUnexpandableTileAssignments(baseline);
  propagation::PropagationResult result = propagation::propagateShardings(baseline, {}, cancel, progress);
  PropagationOutcome outcome;
  const ir::Computation& entry = baseline.entryComputation();
  const auto& computed = result.computations.at(static_cast<std::size_t>(baseline.entry));
  for (std::size_t i = 0; i < entry.instructions.size() && i < computed.shardings.size(); ++i) {
    if (!computed.shardings[i]) continue;
    const QString name = QString::fromUtf8(entry.instructions[i].name.data(), static_cast<qsizetype>(entry.instructions[i].name.size()));
    outcome.shardings.insert(name, QString::fromStdString(computed.shardings[i]->toString(false)));
    if (i < computed.userAnnotated.size() && computed.userAnnotated[i]) outcome.userAnnotated.insert(name);
  }
  outcome.changes = result.changes;
  outcome.conflicts = result.conflicts;
  outcome.trace = std::make_shared<const trace::Trace>(std::move(result.trace));
  return outcome;
}

}  // namespace shardscope::gui
