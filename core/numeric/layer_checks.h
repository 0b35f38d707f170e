#pragma once
// The three layers of the check (seed 004 §2.1), each a function of the same setup.
// numeric_check.cpp runs them in order and turns errors into diagnostics.

#include "ir/module.h"
#include "numeric/element_budget.h"
#include "numeric/interpret_error.h"
#include "numeric/numeric_report.h"
#include "numeric/program_inputs.h"
#include "support/cancellation.h"
#include "trace/trace.h"

namespace shardscope::numeric {

struct CheckSetup {
  const ir::Module& baseline;
  const ir::Module& distributed;
  int64_t numDevices = 1;
  NanPolicy nan = NanPolicy::EqualNan;
  ElementBudget& budget;   // values the runs keep
  ElementBudget& scratch;  // short-lived values of comparisons
  const ProgramInputs& inputs;
  const CancellationToken& cancel;
  trace::Trace& trace;
  bool compareIntermediates = true;  // NumericCheckOptions::compareIntermediates
  std::vector<sharding::HloSharding> outputShardings = {};  // NumericCheckOptions::outputShardings
  std::string relationsJson = {};                          // NumericCheckOptions::relationsJson
  std::vector<std::string> symbolicFrontier = {};          // NumericCheckOptions::symbolicFrontier
  // Per instruction of distributed's entry: true when it was inlined from a called
  // computation (a shard_map body); empty when the entry had no calls (declared_replicated.h).
  std::vector<bool> inlinedFromCall = {};
};

// The relation the distributed ROOT must have: setup.outputShardings (several: a tuple
// sharding, one per leaf), else the ROOT's sharding=, else replicated.
sharding::HloSharding outputRelation(const CheckSetup& setup);

LayerReport checkCommunication(const CheckSetup& setup);
LayerReport checkComputation(const CheckSetup& setup);
LayerReport checkWholeProgram(const CheckSetup& setup);

// An InstructionCheck naming `instruction` with its source line and HLO position.
InstructionCheck describeInstruction(const ir::Module& module, const ir::Instruction& instruction);

// An interpreter error as a positioned diagnostic in the module holding its instruction.
Diagnostic diagnosticFor(const InterpretError& error, const ir::Module& baseline, const ir::Module& distributed);

// Ranks summary: one RankCheck per device from per-device stats.
void addRankEvents(const LayerReport& report, trace::Trace& trace);

}  // namespace shardscope::numeric
