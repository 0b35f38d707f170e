#pragma once
// The result of a numeric cross-check: plain value types the CLI prints and the GUI
// shows next to the verifier's frontier (per-rank pass flags, per-instruction errors,
// the first divergence with its source line).

#include "ir/element_type.h"
#include "numeric/tolerance.h"
#include "support/diagnostic.h"
#include "trace/trace.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace shardscope::numeric {

// Seed 004's three layers, run in this order.
enum class Layer { Communication, Computation, Whole };
std::string layerName(Layer layer);  // "comm", "compute", "whole"

struct RankCheck {
  int64_t rank = 0;
  bool passed = true;
  ErrorStats error;
  // false: this rank's value was not compared (its error is unknown; `passed` then
  // says only whether the check names the rank as failing).
  bool compared = true;
};

// One distributed instruction compared with its related reference value.
struct InstructionCheck {
  std::string instruction;          // distributed instruction name
  std::string reference;            // what it was compared with (baseline instruction, golden, invariant)
  std::string relation;             // e.g. "replicated", "tiled {devices=[1,2]0,1}", "partial sum ..."
  ir::ElementType type = ir::ElementType::Invalid;
  bool passed = true;
  ErrorStats error;                 // merged over ranks
  std::vector<int64_t> failingRanks;
  std::vector<RankCheck> ranks;     // per-rank errors, one per rank in rank order (empty if none was measured)
  std::string sourceFile;           // from the instruction's metadata
  int64_t sourceLine = -1;
  int hloLine = 0;                  // the instruction's own position in the distributed file
  int hloColumn = 0;
  std::string note;                 // why it failed when not a tolerance miss
};

struct LayerReport {
  Layer layer = Layer::Whole;
  bool passed = true;
  std::vector<RankCheck> ranks;
  std::vector<InstructionCheck> instructions;
  std::optional<InstructionCheck> firstDivergence;
  std::vector<std::string> notes;  // what was not checked and why
};

enum class Verdict { Pass, Differs };

struct NumericCheckResult {
  std::optional<Diagnostic> error;  // bad input: the check could not run
  Verdict verdict = Verdict::Pass;
  int64_t numDevices = 0;
  uint64_t seed = 0;
  NanPolicy nanPolicy = NanPolicy::EqualNan;
  std::vector<LayerReport> layers;
  // The first divergence of the first failing layer, for the GUI and the CLI summary.
  std::optional<InstructionCheck> firstDivergence;
  trace::Trace trace;

  bool ok() const { return !error.has_value(); }
};

}  // namespace shardscope::numeric
