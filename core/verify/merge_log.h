#pragma once
// The verifier's merge log as the GUI's step player reads it (seed 000 §2.1: every
// derived fact is an e-class merge). Each "relation-derived" event says which baseline
// e-class the distributed value joined, which baseline instructions are in that class,
// the relation, the operands whose facts the rule used (with their classes) and the
// rule's one-line meaning; each "frontier" event says why relations stop there and
// where in the source. Per-device values (pipeline stages, device_values.h) where some
// device holds a baseline value are relation-derived events too, with what each device
// holds (unknown entries claim nothing: the instruction's status is verified only when
// no entry is unknown, but the step is there so explanations pass through a pipeline's
// bubbles). A parameter chain adopted as an inferred partial share
// (relation_inference.h) is logged once, with the share relation, when the add that
// needs it is decided. Every related value has exactly one event, after those of the
// values it rests on. The same file writes the details and reads them back, so the
// views and tests never spell a detail key themselves.

#include "egraph/symbol.h"
#include "ir/instruction.h"
#include "support/huge_pages.h"
#include "trace/trace.h"

#include <cstdint>
#include <deque>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace shardscope::verify {

// Only the verifier writes the log; the views only read it, so they need none of these.
class VerifyContext;
struct DeviceValues;
struct FrontierEntry;
struct Relation;

inline constexpr std::string_view kRelationDerivedEvent = "relation-derived";
inline constexpr std::string_view kFrontierEvent = "frontier";

// One operand of a merge step: a distributed instruction and the fact the rule read.
struct MergeOperand {
  std::string name;
  // Not an operand of the subject but a related value a rule read past its unrelated
  // operands (all-to-all-exchange's run start, log-sum-exp-rescale's scores, maxima and
  // values); listed after the operands.
  bool followed = false;
  bool related = false;   // false: no step of its own (a uniform value or per-device scalar the rule evaluated)
  int64_t eclass = -1;    // its baseline e-class when related
  std::string relation;   // its relation text when related
  std::string baseline;   // a baseline instruction of that class
};

// What one device holds, in an event for per-device values.
struct MergeDeviceValue {
  int64_t device = -1;
  bool unknown = false;  // no claim (a pipeline bubble's garbage)
  bool zeros = false;    // exact zeros (eclass is set when the baseline computes them too)
  int64_t eclass = -1;   // the baseline e-class of the value it holds
  std::string baseline;  // a baseline instruction of that class
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
  // Per-device values only (relation "per-device: ..."): each device's value, in device
  // order. `baseline` and `eclass` above are then the first device's baseline value.
  std::vector<MergeDeviceValue> deviceValues;
  // frontier only
  std::string opcode, reason, sourceFile;
  int sourceLine = 0;
};

// Reads an event written by MergeLog; `subject`, `rule` and `kind` come from the event.
MergeStep readMergeStep(const trace::TraceEvent& event);

// "R", "T[1,2]", "Σ2" (a partial sum of 2 parts), "max2·T[2,1]", "T[1,2]·L" (under a
// layout bijection) ...
std::string shortRelationText(const Relation& relation);
// Per-device values: "D3" (the devices hold 3 different baseline values), "D1+0" (one
// baseline value, some devices exact zeros), "D1+?" (some devices unknown), "0" (zeros
// only).
std::string shortDeviceValuesText(const DeviceValues& values);


// The texts a fact's relation is written with, formatted once per distinct relation
// (layers repeat theirs): facts whose relation and scale are identical, field by field and
// with equal layout bijections, share one entry. A cache, never a change of text:
// `relation` is always relation.toString() + scaleText(scale).
class RelationTexts {
 public:
  struct Entry {
    std::shared_ptr<const Relation> relation;  // owned copy, compared field by field
    double scale = 1.0;
    // Shared by every event and operand that names the relation (trace/text.h).
    trace::Text text;       // relation.toString() + scaleText(scale)
    trace::Text shortText;  // shortRelationText(relation)
  };
  // The entry for `relation` scaled by `scale`; its address is stable.
  const Entry& of(const Relation& relation, double scale);
  std::size_t distinct() const { return entries_.size(); }

 private:
  static constexpr std::size_t kRecent = 32;  // a layer's few relations, most recent first
  std::deque<Entry> entries_;                 // every distinct relation seen, stable addresses
  std::vector<const Entry*> recent_;
};

// Builds the events during one verifyPair: each fact's event names the baseline e-class
// its value joined (the e-graph holds the baseline program only; per-device values,
// which relate to no one class, name their first device's). Built after the baseline
// is in the e-graph and the parameters' relations are set; keeps per-instruction
// relation texts so an operand's text is formatted once.
class MergeLog {
 public:
  // `recordEvents` false: the operand texts are kept as always, and no event is written
  // (a caller that never reads the trace: the CLI's verify).
  MergeLog(VerifyContext& context, trace::Trace& trace, bool recordEvents = true);

  // Call once per instruction, in the propagation order, after its fact or per-device
  // values are stored in the context (or it was left unrelated). Writes its event, and
  // those of the values held for it: a value that may still be adopted as an inferred
  // partial share is held until its only user is decided, so its one event carries the
  // relation it ends with.
  void decided(ir::InstructionId instruction);
  // Writes whatever is still held (nothing in a well-formed program: every held value's
  // user is decided later). Call after the propagation, before the frontier events.
  void finish();
  void frontierReached(const FrontierEntry& entry);
  // Takes back the steps of values whose facts were taken back after propagation
  // (layout_routes.h): their events leave the trace, and frontier events list them as
  // unrelated. Call before the frontier events.
  void dropSteps(const std::vector<ir::InstructionId>& instructions);
  // relation.toString() + scaleText(scale), the text a fact's event carries, formatted
  // once per distinct relation (the instruction statuses repeat it).
  const trace::Text& relationText(const Relation& relation, double scale) { return relationTexts_.of(relation, scale).text; }

 private:
  struct Logged {
    bool related = false;
    int64_t eclass = -1;
    ir::InstructionId baseline = -1;  // a baseline instruction of the class
    // A fact's text is relationTexts_'s (or the tuple's constant), shared by the events
    // of the value's users, not copied into each.
    trace::Text relation;
  };
  // Per rule, what every event of the rule repeats.
  struct RuleInfo {
    trace::Text meaning;    // ruleMeaning(rule), shared by the rule's events
    bool followsInputs = false;  // the rule reads past its operands (addFollowedInputs)
  };
  const RuleInfo& ruleInfo(std::string_view rule);
  struct ClassMembers {
    std::vector<ir::InstructionId> members;
    trace::Text shown;  // the first kMembersShown names
    trace::Text text;   // shown plus "… and N more" (when longer)
    bool formatted = false;
  };
  bool mayBecomeShare(ir::InstructionId instruction) const;
  void addFollowedInputs(trace::TraceEvent& event, const ir::Instruction& in) const;
  void record(ir::InstructionId instruction);
  void recordFact(ir::InstructionId instruction);
  void recordDeviceValues(ir::InstructionId instruction, const DeviceValues& values);
  void addOperands(trace::TraceEvent& event, const ir::Instruction& in) const;
  // The class's members as event text: at most kMembersShown names, `baseline` among them.
  trace::Text classMembers(int64_t eclass, ir::InstructionId baseline);

  VerifyContext& context_;
  trace::Trace& trace_;
  bool recordEvents_ = true;
  bool sharesPossible_ = false;  // some parameter's relation was inferred from its shape
  std::vector<Logged, HugePageAllocator<Logged>> logged_;  // by distributed instruction id, once its event is written
  std::unordered_map<ir::InstructionId, std::vector<ir::InstructionId>> heldFor_;  // user -> held values, in order
  std::unordered_map<uint32_t, ClassMembers> membersByClass_;
  bool indexed_ = false;
  RelationTexts relationTexts_;
  std::unordered_map<std::string_view, RuleInfo> rules_;  // rule names are static storage
};

}  // namespace shardscope::verify
