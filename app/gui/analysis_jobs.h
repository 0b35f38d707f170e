#pragma once
// The work functions of the long jobs. Each runs on a worker thread, polls the token,
// reports progress and returns a plain outcome (analysis_results.h) or throws: an
// std::runtime_error whose text is the positioned diagnostic for bad input,
// OperationCancelled when cancelled. verify_job.cpp holds the verifier's, alone, so the
// window builds against core/verify through one file.
#include "gui/analysis_results.h"
#include "support/cancellation.h"

#include <QString>

namespace shardscope::gui {

// Loads and hashes both files (distributedPath may be empty). `pairDirectory`: the pair
// directory they were opened from (its manifest must read); empty: a manifest beside the
// baseline that names it is used for its source copies, if there is one.
LoadedPair loadPair(const QString& baselinePath, const QString& distributedPath, const CancellationToken& cancel,
                    const ProgressCallback& progress, const QString& pairDirectory = {});

VerificationOutcome runVerification(const ir::Module& baseline, const ir::Module& distributed, const std::string& relationsJson,
                                    const CancellationToken& cancel, const ProgressCallback& progress);

// Propagates the baseline's shardings to every instruction (XLA semantics).
PropagationOutcome runPropagation(const ir::Module& baseline, const CancellationToken& cancel, const ProgressCallback& progress);

// The inputs are cut as `relationsJson`'s parameters say (else each parameter's sharding=)
// and the distributed result is related to the baseline's as its output says (else the
// ROOT's sharding=); the first divergence's verifier reads it too. With `pairDirectory` (a pair directory with recorded
// outputs): on its recorded inputs instead of seeded ones, after comparing both programs
// with XLA's recorded outputs.
NumericOutcome runNumeric(const ir::Module& baseline, const ir::Module& distributed, quint64 seed,
                          const CancellationToken& cancel, const ProgressCallback& progress, const QString& pairDirectory = {},
                          const std::string& relationsJson = {});

// Throws the positioned refusal (`file:line:col: error: expanding the tile assignment …`)
// when expanding `module`'s symbolic tile assignments would pass one analysis's budget;
// each job below calls it on its modules before it starts.
void refuseUnexpandableTileAssignments(const ir::Module& module);

// Hex SHA-256 of a file's bytes, read in chunks; empty when unreadable.
QString sha256OfFile(const QString& path, const CancellationToken& cancel = {});

}  // namespace shardscope::gui
