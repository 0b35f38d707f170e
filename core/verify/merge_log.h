#pragma once
// The verifier's merge log as the GUI's step player reads it (seed 000 §2.1: every
// derived fact is an e-class merge). Each "relation-derived" event says which baseline
// e-class the distributed value joined, which baseline instructions are in that class,
// the relation, the operands whose facts the rule used (with their classes) and the
// rule's one-line meaning; each "frontier" event says why relations stop there and
// where in the source. The same file writes the details and reads them back, so the
// views and tests never spell a detail key themselves.

#include "ir/instruction.h"
#include "trace/trace.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace shardscope::verify {

// Only the verifier writes the log; the views only read it, so they need none of these.
class VerifyContext;
struct Fact;
struct FrontierEntry;
struct Relation;

inline constexpr std::string_view kRelationDerivedEvent = "relation-derived";
inline constexpr std::string_view kFrontierEvent = "frontier";

// One operand of a merge step: a distributed instruction and the fact the rule read.
struct MergeOperand {
  std::string name;
  bool related = false;   // false: no fact of its own (a uniform value or per-device scalar the rule evaluated)
  int64_t eclass = -1;    // its baseline e-class when related
  std::string relation;   // its relation text when related
  std::string baseline;   // a baseline instruction of that class
};

// The details of a "relation-derived" or "frontier" event, as plain values.
struct MergeStep {
  bool frontier = false;
  std::string subject;       // the distributed instruction
  std::string rule;          // relation-derived: the rule that derived the fact
  std::string meaning;       // the rule's one-line meaning
  std::string relation;      // relation text ("tiled {devices=[1,2]<=[2]}", "tuple")
  std::string shortRelation; // for a badge: "R", "T[1,2]", "Σ2", "Σ2·T[2,1]", "(…)"
  std::string baseline;      // the baseline instruction it relates to
  int64_t eclass = -1;       // the baseline e-class the value joined
  std::vector<std::string> classMembers;  // baseline instructions in that class
  std::vector<MergeOperand> operands;
  // frontier only
  std::string opcode, reason, sourceFile;
  int sourceLine = 0;
};

// Reads an event written by MergeLog; `subject`, `rule` and `kind` come from the event.
MergeStep readMergeStep(const trace::TraceEvent& event);

// "R", "T[1,2]", "Σ2" (a partial sum of 2 parts), "max2·T[2,1]" ... (A rule's one-line
// meaning is verify::ruleMeaning, frontier_explanation.h.)
std::string shortRelationText(const Relation& relation);

// Builds the events during one verifyPair. Built after the baseline is in the e-graph;
// keeps per-instruction relation texts so an operand's text is formatted once.
class MergeLog {
 public:
  explicit MergeLog(const VerifyContext& context);

  // `instruction` was related to its baseline class by `fact` (its leaf joined rel:relation(class)).
  trace::TraceEvent relationDerived(ir::InstructionId instruction, const Fact& fact);
  trace::TraceEvent frontierReached(const FrontierEntry& entry);

 private:
  void addOperands(trace::TraceEvent& event, const ir::Instruction& in) const;
  const std::string& classMembers(int64_t eclass);

  const VerifyContext& context_;
  std::vector<std::string> relationText_;  // by distributed instruction id, once derived
  std::unordered_map<uint32_t, std::vector<ir::InstructionId>> membersByClass_;
  std::unordered_map<uint32_t, std::string> membersText_;
  bool indexed_ = false;
};

}  // namespace shardscope::verify
