#pragma once
// Sharding propagation with XLA's semantics (ShardingPropagation pass): shardings written
// by the user are kept; every other instruction gets the sharding its operands or users
// imply, level by level (aggressiveness 0 -> 3), each level to a fixpoint of a forward
// pass in post-order and a backward pass in reverse post-order over every computation.
// A new sharding is taken only when it merges compatibly or is more specific. While,
// call and conditional bodies are entered through computation links (XLA's
// GetRelatedInstructions); manual regions are never entered by automatic shardings.
// Work is incremental: only instructions whose operands (forward) or users (backward)
// changed are looked at again. Every accepted change and every refused conflict is a
// trace event.
#include "ir/module.h"
#include "propagation/op_rules.h"
#include "support/cancellation.h"
#include "trace/trace.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace shardscope::propagation {

struct PropagationOptions {
  // XLA's is_spmd: allows merging partial shardings and SPMD-only rules.
  bool isSpmd = false;
  // XLA's allow_spmd_sharding_propagation_to_output / _to_parameters, one flag per leaf
  // of the entry root / of the flattened entry parameters; one flag applies to all.
  std::vector<bool> propagateToOutput{false};
  std::vector<bool> propagateToParameters{false};
  // User shardings by instruction name, on top of the `sharding=` written in the module
  // (the module is not rewritten): a value replaces what is written, nullopt removes
  // it. This is how an editor re-runs propagation after each edit. Names the module
  // does not have are listed in PropagationResult::unknownNames.
  std::unordered_map<std::string, std::optional<sharding::HloSharding>> userShardings;
  // User priorities (Shardy's p0, p1, ...): annotations with priority k propagate only
  // after every annotation with a smaller priority has reached its fixpoint; until then
  // their instruction is treated as unannotated. Missing names are p0.
  std::unordered_map<std::string, int> userPriorities;
  int maxAggressiveness = kMaxAggressiveness;
  // Record one `sharding-changed` event per accepted change (conflicts are always
  // recorded). Off only for callers that need the shardings alone, e.g. a search loop.
  bool recordChanges = true;
  // Called with each event as soon as it is recorded (on the engine's thread); return
  // false to stop propagation there. A GUI shows the first step without waiting.
  std::function<bool(const trace::TraceEvent&)> onEvent;
  // Stop after this many trace events (0: no limit).
  std::size_t eventLimit = 0;
};

struct ComputationShardings {
  std::vector<ShardingPtr> shardings;  // by instruction id; null: no sharding
  std::vector<bool> userAnnotated;     // the sharding was written by the user and kept
};

struct PropagationResult {
  std::vector<ComputationShardings> computations;  // by computation id
  trace::Trace trace;
  int64_t changes = 0;    // accepted sharding changes
  int64_t conflicts = 0;  // proposals refused because they contradict what is there
  int64_t evaluations = 0;  // rule evaluations (the incremental worklist keeps this ~linear)
  // True when onEvent or eventLimit stopped the run: the shardings are those reached
  // by then (user shardings always included), not the fixpoint.
  bool stoppedEarly = false;
  // Names in PropagationOptions::userShardings / userPriorities the module lacks.
  std::vector<std::string> unknownNames;

  // The sharding of an instruction of the entry computation by name; null when none.
  const sharding::HloSharding* find(const ir::Module& module, std::string_view name) const;
  // The same for an instruction of any computation.
  const sharding::HloSharding* find(const ir::Module& module, ir::ComputationId computation,
                                    std::string_view name) const;
};

PropagationResult propagateShardings(const ir::Module& module, const PropagationOptions& options = {},
                                     const CancellationToken& cancel = {}, const ProgressCallback& progress = {});

}  // namespace shardscope::propagation
