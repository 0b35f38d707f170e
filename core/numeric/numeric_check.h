#pragma once
// The numeric cross-check engine (issue 7, seed 004): runs a baseline program and its
// distributed twin on small random inputs with a fixed seed and checks, in layers,
//   comm     every collective alone, on distinctive per-rank inputs, against the
//            collective invariants of seed 004 §4.2 (exact);
//   compute  every rank's local computation with identity communication, emulated
//            element types against a double-precision golden (dtype tolerance);
//   whole    the N-rank simulation against the baseline: the ROOT under its output
//            relation per rank, every paired instruction under the relation that fits,
//            and the first divergence with its source line.
// The verdict is Pass only when every layer that ran passed.

#include "ir/module.h"
#include "numeric/element_budget.h"
#include "numeric/numeric_report.h"
#include "numeric/value.h"
#include "sharding/hlo_sharding.h"
#include "support/cancellation.h"

#include <cstdint>
#include <vector>

namespace shardscope::numeric {

struct NumericCheckOptions {
  uint64_t seed = 0;
  std::vector<Layer> layers{Layer::Communication, Layer::Computation, Layer::Whole};
  NanPolicy nanPolicy = NanPolicy::EqualNan;
  int64_t maxElementsPerTensor = kDefaultMaxElementsPerTensor;
  int64_t maxElementsTotal = kDefaultMaxElementsTotal;
  // false: the whole layer compares the ROOT only (its verdict, per-rank flags and
  // errors), skipping the search that relates every intermediate to a baseline value,
  // which dominates the time of large programs. For callers that need a verdict, not a
  // location (a mutation oracle); the first divergence is then the ROOT.
  bool compareIntermediates = true;
  // The relation the distributed ROOT must have in the whole layer: one sharding per
  // tuple leaf, or one for all. Empty: the ROOT's sharding= (replicated when it has
  // none). XLA's partitioned programs carry no ROOT sharding; a relations file's
  // "output" (a pair directory's relations.json) says how the result lies.
  std::vector<sharding::HloSharding> outputShardings;
  // A relations file's text (verify/relations_file.h), for the verifier the first
  // divergence consults where values alone cannot decide (symbolic_guide.h); empty: none.
  std::string relationsJson;
  // The verifier's frontier on this pair when the caller already has it (instruction
  // names, verify::VerifyResult::frontier): the guide uses it instead of running the
  // verifier. Empty: the verifier runs when it is needed.
  std::vector<std::string> symbolicFrontier;
};

NumericCheckResult runNumericCheck(const ir::Module& baseline, const ir::Module& distributed, const NumericCheckOptions& options,
                                   const CancellationToken& cancel = {}, const ProgressCallback& progress = {});

// The same check on given baseline inputs (by parameter number, global shapes, already in
// their element types: a pair directory's recorded inputs) instead of seeded ones;
// `options.seed` is unused. Inputs that do not fit the parameters are the result's error.
NumericCheckResult runNumericCheckOnInputs(const ir::Module& baseline, const ir::Module& distributed, std::vector<Value> baselineInputs,
                                           const NumericCheckOptions& options, const CancellationToken& cancel = {},
                                           const ProgressCallback& progress = {});

}  // namespace shardscope::numeric
