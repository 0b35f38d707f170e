#pragma once
// Stage programs (issue 19 item 4): what neuronx-distributed and PyTorch/XLA dump per
// pipeline stage is a program whose inputs are the activations the previous stage sends
// and whose ROOT is what it sends on. It verifies against the part of the baseline it
// corresponds to: each stage input holds a baseline value that is no parameter (paired
// by dataflow or named in the relations file, parameter_pairing.h), and the ROOT must be
// the baseline value where the stage ends: named in the relations file ("stage":
// "output"), else the baseline instruction of the ROOT's own opcode, op_name and source
// line, else the baseline ROOT. Where the stage ends is what makes a stage one layer
// short a bug; found from metadata, it is what the report states.

#include "ir/module.h"
#include "verify/parameter_pairing.h"
#include "verify/relations_file.h"
#include "verify/verifier.h"

#include <optional>
#include <string>
#include <vector>

namespace shardscope::verify {

struct StagePlan {
  std::vector<ir::InstructionId> outputs;  // baseline instructions, one per ROOT value
  StageReport report;
};

// nullopt: the programs are whole programs (no input holds a non-parameter baseline
// value and the relations file names no stage). Throws VerifyInputError for a
// relations-file output that names no baseline instruction.
std::optional<StagePlan> planStage(const ir::Computation& baseline, const ir::Computation& distributed, const ParameterPairing& pairing,
                                   const RelationsFile& file, int64_t devices);

// The report's lines ("stage: ..."), for the inferred relations.
std::vector<std::string> stageLines(const StageReport& report);

}  // namespace shardscope::verify
