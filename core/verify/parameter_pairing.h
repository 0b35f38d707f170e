#pragma once
// Which baseline parameter each distributed entry parameter holds (issue 19 item 2).
// Programs that list the same inputs pair by number, as before. Where they do not (a
// data-parallel step from PyTorch/XLA takes a world size and an all-reduce token the
// single-device step lacks, and its parameters come in another order), parameters pair
// by name, then by source metadata, then by shape (a pair nothing else could take), and
// through a reshape that is a parameter's only use (a loader that hands each rank
// [16,1,28,28] images where the baseline takes [32,784]). Every pairing but by number is
// an assumption the report states. What no baseline parameter explains is a
// distributed-only input: named in the relations file by role or value, or reported
// with the entry to add.
//
// Between metadata and shape, parameters pair by dataflow: a parameter's consumers are
// matched with baseline instructions of the same opcode, op_name and source line, whose
// operand in the same position is the candidate (and whose other operands agree with
// parameters already paired); one candidate left pairs it. A pipeline stage's program
// (fewer inputs than the baseline: it lacks the other stages' weights) may so pair an
// input with a baseline value that is no parameter, the activation the previous stage
// sends: a stage input (stage_program.h). The relations file's "stage" names them too.

#include "ir/module.h"
#include "verify/relations_file.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace shardscope::verify {

struct PairedParameter {
  ir::InstructionId distributed = -1;  // the distributed parameter instruction
  ir::InstructionId baseline = -1;     // its baseline parameter instruction; -1: none
  // The distributed instruction whose value is the baseline parameter's: the parameter
  // itself, or the reshape that is its only use (`carriers`: every such reshape, when
  // the program reshapes it the same way more than once).
  ir::InstructionId carrier = -1;
  std::vector<ir::InstructionId> carriers;
  std::string how;                 // "number", "name", "metadata", "dataflow", "shape", "reshape", "relations file"
  // `baseline` is no baseline parameter but a value the baseline computes: this program
  // is a pipeline stage and the parameter the activation it receives.
  bool stageInput = false;
  std::optional<InputRole> role;   // a distributed-only input named in the relations file
  std::string unpaired;            // no baseline parameter and no role: why, and the entry to add
};

struct ParameterPairing {
  std::vector<PairedParameter> byNumber;  // by distributed parameter number
  bool byIndex = false;                   // every parameter paired by number
  std::vector<std::string> notes;         // assumptions, one line each, for the report
  // The device count the paired shapes imply (baseline size / local size, the one ratio
  // above 1 they share), 0 when they imply none or disagree.
  int64_t impliedDevices = 0;
  // The baseline entry's parameters by number (Computation::parameters, a scan of the
  // program the verifier then needs no second time).
  std::vector<ir::InstructionId> baselineEntryParameters;
};

// What matches an instruction with its baseline counterpart by metadata: opcode, op_name
// and source line; "" when it carries no metadata.
std::string metadataKey(const ir::Instruction& in);
// Whether a device could hold `local` as its part of `whole` over `devices` devices
// (0: any count).
bool shapeFits(const ir::Shape& whole, const ir::Shape& local, int64_t devices);

// `devices` 0: not known yet (a replica group `{}` names no count), any ratio fits.
// Throws VerifyInputError for a relations-file entry that names no parameter.
ParameterPairing pairParameters(const ir::Computation& baseline, const ir::Computation& distributed, int64_t devices, const RelationsFile& file);

}  // namespace shardscope::verify
