#pragma once
// Our interpreter against XLA's own results (a pair directory's outputs/): the baseline
// run on the recorded inputs is compared with XLA's baseline outputs, and the
// distributed program, every rank simulated on its tile of the recorded inputs, with
// XLA's distributed outputs (global shapes): each rank's value against its tile of the
// recorded output under the output sharding, which is the recorded output assembled
// from the ranks' tiles, with every replica checked too. Values are emulated in their
// declared element types, as XLA computes them, and compared under the dtype tolerance
// table (tolerance.h); an element that misses the emulation passes when it is within the
// same tolerance of our double-precision golden (seed 004 §3.1: a reference computed in
// higher precision, so that one f32 implementation's rounding is not held against the
// other's). Where this disagrees, either XLA and our interpreter read the
// program differently, or the recorded files do not belong to the program.
#include "ir/module.h"
#include "numeric/numeric_check.h"
#include "numeric/numeric_report.h"
#include "numeric/value.h"
#include "sharding/hlo_sharding.h"
#include "support/cancellation.h"
#include "support/diagnostic.h"

#include <optional>
#include <string>
#include <vector>

namespace shardscope::numeric {

struct RecordedRun {
  std::vector<Value> inputs;              // the baseline's parameters, by number, global shapes
  std::vector<Value> baselineOutputs;     // XLA's baseline results, the ROOT's tuple leaves in order
  std::vector<Value> distributedOutputs;  // XLA's distributed results, global shapes, leaves in order
  // How each distributed output leaf is laid out over the ranks (one per leaf, or one for
  // all); empty: the distributed ROOT's sharding= (replicated when it has none).
  std::vector<sharding::HloSharding> outputShardings;
};

// One output leaf compared with XLA's.
struct RecordedOutputCheck {
  std::string program;  // "baseline" or "distributed"
  int64_t index = 0;    // leaf number
  ir::ElementType type = ir::ElementType::Invalid;
  std::vector<int64_t> dims;  // the recorded (global) dims
  std::string relation;       // distributed: how each rank's value relates to the recorded output
  Tolerance tolerance;
  bool passed = true;
  ErrorStats error;              // over all ranks
  std::vector<RankCheck> ranks;  // distributed: one per rank
  // The ranks whose copies make up XLA's recorded array: the lowest device holding each
  // tile (device 0 alone for a replicated output), as jax.Array's host copy takes one
  // shard per index. Other replicas are compared too; in a program whose replicas
  // disagree (a missing psum under replicated out_specs) only these match XLA.
  std::vector<int64_t> returnedRanks;
  // Elements that miss our emulated result but match our double-precision golden (the
  // whole layer's: arithmetic in double, explicit converts rounded) within the same
  // tolerance: XLA's own f32 rounding landed closer to the exact value than ours did,
  // in an element the program determines poorly in f32 (docs/numeric.md, "Against
  // XLA's recorded outputs"). They pass; 0 when every element matches the emulation.
  int64_t goldenOnly = 0;
  std::string note;  // why it failed when it is not a tolerance miss
};

struct RecordedOutputsResult {
  std::optional<Diagnostic> error;  // bad input: the runs could not be made
  bool passed = true;
  int64_t numDevices = 0;
  std::vector<RecordedOutputCheck> baseline;
  std::vector<RecordedOutputCheck> distributed;

  bool ok() const { return !error.has_value(); }
};

// Uses options' NaN policy and element caps (layers, seed and intermediates are the
// layered check's).
RecordedOutputsResult checkRecordedOutputs(const ir::Module& baseline, const ir::Module& distributed, const RecordedRun& run,
                                           const NumericCheckOptions& options, const CancellationToken& cancel = {},
                                           const ProgressCallback& progress = {});

}  // namespace shardscope::numeric
