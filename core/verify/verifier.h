#pragma once
// The equivalence verifier (seed 000, Scalify): proves a distributed (SPMD) program
// equivalent to its single-device baseline, or reports the divergence frontier with
// source lines. Sound, not complete: "equivalent" is only said when every step of the
// proof was justified by a rule that checked everything it assumed.

#include "ir/module.h"
#include "support/cancellation.h"
#include "trace/trace.h"
#include "verify/instruction_statuses.h"
#include "verify/relation.h"

#include <cstdint>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace shardscope::verify {

enum class Verdict { Equivalent, NotVerified };
const char* verdictName(Verdict);  // "equivalent" / "not_verified"

struct VerifyOptions {
  bool memoizeLayers = true;
  // The merge log (VerifyResult::trace), one event per related value, which the GUI's step
  // player reads: about half the memory and a third of the time at 10^6 instructions.
  // False leaves the trace empty and changes nothing else.
  bool recordTrace = true;
  std::string relationsJson;  // contents of a --relations file, empty when none
  std::vector<std::string> identityCustomCalls = {"AwsNeuronTransferWithStaticRing"};
  // Custom-calls that compute an elementwise function of their operands, the same on
  // every device (vendor activation kernels); any other custom-call is never related.
  std::vector<std::string> elementwiseCustomCalls = {"AwsNeuronGelu"};
};

struct FrontierEntry {
  std::string instruction, opcode, sourceFile;
  int sourceLine = 0;
  std::string reason;
};

// One rule tried on an unrelated instruction, and its answer (the frontier explainer).
struct RuleAttempt {
  std::string rule;
  bool applicable = true;  // false: the rule's premise did not hold (e.g. "an operand is not replicated")
  std::string reason;
};

struct InstructionStatus {
  bool verified = false;
  trace::Text relation;  // shared by the statuses with one relation (trace/text.h); e.g. "tiled {devices=[1,2]0,1}", "partial {0,1}", "replicated"
  std::string baselineCounterpart;
  // The same relation as a value (arrays only; nullopt for tuples and unrelated values),
  // and the rule that derived it, for the relation inspector.
  std::optional<Relation> relationValue;
  std::string_view rule;  // a rule table name or a literal (static storage): one per status, never owned
  std::string reason;  // unrelated: why no rule related it
  // Unrelated instructions whose operands are all related: each rule whose opcode
  // matches, in table order, with its answer.
  std::vector<RuleAttempt> attempts;
};

struct VerifyStats {
  int64_t enodes = 0, eclasses = 0, ruleFirings = 0, layersReused = 0;
  std::vector<std::pair<std::string, double>> phaseSeconds;
};

// A pipeline stage's own program (stage_program.h): the baseline values its inputs hold,
// the ones its ROOT must be, and the baseline instructions in between.
struct StageInput {
  std::string parameter;  // the distributed parameter
  std::string baseline;   // the baseline instruction whose value it holds
  std::string how;        // "dataflow", "relations file"
};
struct StageReport {
  std::vector<StageInput> inputs;
  std::vector<std::string> outputs;  // one baseline instruction per ROOT value
  std::string outputsHow;            // "relations file", "metadata", "the baseline ROOT"
  std::vector<std::string> covered;  // baseline instructions the stage computes, in program order
  std::vector<std::string> scopes;   // their op_names' first scopes ("layers.2"), in order
};

struct VerifyResult {
  Verdict verdict = Verdict::NotVerified;
  std::vector<FrontierEntry> frontier;
  StatusesByName<InstructionStatus> instructions;  // distributed instruction name -> status (entry computation)
  std::vector<std::string> inferredRelations;             // one line each, what was inferred for unannotated programs
  std::optional<StageReport> stage;                       // set when the distributed program is one pipeline stage
  VerifyStats stats;
  trace::Trace trace;  // the merge log
};

// A malformed relations file, or programs that cannot be paired (parameter counts differ, ...).
struct VerifyInputError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Throws VerifyInputError for a malformed relations file or unpairable programs, and
// OperationCancelled when `cancel` is triggered.
VerifyResult verifyPair(const ir::Module& baseline, const ir::Module& distributed, const VerifyOptions& options,
                        const CancellationToken& cancel, const ProgressCallback& progress);

}  // namespace shardscope::verify
