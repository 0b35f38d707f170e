#pragma once
// What the annotation workbench's worker does after each edit, as plain C++ (no Qt) so
// the benchmark times exactly the worker's code: check the user's shardings against the
// module, propagate them (core/propagation, as overrides: the module is never written)
// and, as a second step, plan the collectives they imply with their cost.
#include "ir/module.h"
#include "propagation/resharding_plan.h"
#include "propagation/sharding_propagation.h"
#include "support/cancellation.h"

#include <memory>
#include <string>
#include <vector>

namespace shardscope::annotate {

// One sharding a user set by hand on an instruction of the entry computation.
struct Annotation {
  std::string instruction;
  std::string sharding;  // GSPMD text, e.g. "{devices=[1,2]0,1}"
  int priority = 0;      // p0 propagates before p1 (Shardy's user priorities)
  friend bool operator==(const Annotation&, const Annotation&) = default;
};

// An annotation the engine cannot take, with the reason (shown in the status line).
struct AnnotationError {
  std::string instruction;
  std::string message;
};

// Checks one sharding against an instruction's shape; returns the problem or "".
std::string checkAnnotation(const ir::Instruction& instruction, const sharding::HloSharding& sharding);

struct AnnotatedPropagation {
  std::string engine = "gspmd";         // which semantics ran: gspmd or shardy
  std::vector<AnnotationError> errors;  // annotations left out of the run, with why
  std::shared_ptr<const propagation::PropagationResult> result;
  // Final sharding of every entry instruction, by instruction id (null: none).
  std::vector<propagation::ShardingPtr> entryShardings;
};

// Propagates `module`'s own shardings plus `annotations` (which replace what the file
// says for their instructions). Annotations that name no entry instruction, do not parse
// or do not fit the shape are left out and reported. Throws OperationCancelled.
AnnotatedPropagation propagateAnnotations(const ir::Module& module, const std::vector<Annotation>& annotations,
                                          const propagation::PropagationOptions& options,
                                          const CancellationToken& cancel = {}, const ProgressCallback& progress = {});

// The same plan with every collective's time recomputed for another interconnect (the
// bytes do not depend on it).
propagation::ReshardingPlan retimePlan(const propagation::ReshardingPlan& plan,
                                       const propagation::Interconnect& interconnect);

}  // namespace shardscope::annotate
