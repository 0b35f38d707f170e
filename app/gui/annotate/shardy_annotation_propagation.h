#pragma once
// The workbench's Shardy semantics (issue 20 item 2's chooser): Shardy's propagation
// (core/propagation/shardy, as `shardscope-cli propagate --semantics shardy` runs it) on
// the MLIR text the module was read from, its result put where the GSPMD run's goes:
// every value of the entry function whose name is an entry instruction gets the final
// sharding as a GSPMD value, and every accepted Shardy step becomes a trace event, so the
// player, the tile views and the resharding plan work on either engine's answer.
// Plain C++ (no Qt), like annotation_propagation.h.
#include "gui/annotate/annotation_propagation.h"

#include <string>
#include <vector>

namespace shardscope::annotate {

// Shardy's pass list the workbench runs: the whole pipeline, as JAX does.
inline constexpr const char* kWorkbenchShardyPasses = "sdy-propagation-pipeline";

// Throws std::runtime_error (`file:line:col: error: ...`) when the module was not read
// from a StableHLO/Shardy file or Shardy cannot run on it, OperationCancelled when
// cancelled. The workbench's own annotations are GSPMD values on HLO instructions; the
// Shardy engine reads the module's sdy shardings, so annotations are reported in
// `errors` (left out of the run), never dropped silently.
AnnotatedPropagation propagateWithShardy(const ir::Module& module, const std::vector<Annotation>& annotations,
                                         const CancellationToken& cancel = {}, const ProgressCallback& progress = {});

}  // namespace shardscope::annotate
