#pragma once
// What the rules see while relations propagate through the distributed program: both
// modules, the e-graph holding the baseline program (hash-consed, so a baseline
// counterpart is found by building the node it would be and looking it up), the facts
// derived so far, and the helpers every rule shares (device groups of a collective,
// per-device scalars, coercion of uniform values to a wanted tiling).

#include "egraph/egraph.h"
#include "ir/module.h"
#include "support/huge_pages.h"
#include "verify/device_scalars.h"
#include "verify/instruction_signature.h"
#include "verify/relation.h"

#include <cstdint>
#include <deque>
#include <limits>
#include <map>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace shardscope::verify {

// An assumption a fact rests on (relation_inference.h): entry parameter `parameter`,
// inferred replicated from its shape, is held as partial shares with the parts of
// `partial`, because its only use, `chain` (parameter first), ends in `consumer`, which
// adds it to the partial sum `partialOperand`.
struct ShareAssumption {
  int64_t parameter = -1;
  std::vector<ir::InstructionId> chain;
  ir::InstructionId consumer = -1;
  ir::InstructionId partialOperand = -1;
  Relation partial;
};

// A fact's baseline shape, referred to rather than copied: a baseline instruction's own,
// a distributed instruction's, another fact's, or one the context keeps for the rules
// that make shapes (VerifyContext::keepShape) -- all alive as long as the facts. A copy
// was a heap allocation and 96 bytes in every fact (10^6 instructions: half a million
// of each). A temporary cannot be bound: those overloads are deleted.
class ShapeRef {
 public:
  ShapeRef() = default;  // an empty shape (ElementType::Invalid)
  ShapeRef(const ir::Shape& shape) : shape_(&shape) {}  // NOLINT: stands for the shape
  ShapeRef(const ir::Shape&&) = delete;
  ShapeRef& operator=(const ir::Shape& shape) {
    shape_ = &shape;
    return *this;
  }
  ShapeRef& operator=(const ir::Shape&&) = delete;
  const ir::Shape* operator->() const { return shape_; }
  const ir::Shape& operator*() const { return *shape_; }
  operator const ir::Shape&() const { return *shape_; }  // NOLINT: read as the shape

 private:
  static const ir::Shape kNone;
  const ir::Shape* shape_ = &kNone;
};

// "Distributed instruction d relates to baseline value b by relation r."
struct Fact {
  egraph::Id baseline;                        // the baseline e-class
  ir::InstructionId baselineInstruction = -1; // a baseline instruction in that class
  ShapeRef baselineShape;                     // the baseline value's shape (an element's for tuples)
  Relation relation;                          // arrays only
  std::vector<Fact> elements;                 // tuples: one fact per element
  std::string_view rule;                      // the rule that derived it (a rule table name or a literal: static storage)
  std::vector<ShareAssumption> assumedShares; // inferred input relations it rests on (adopted by the verifier)
  // The distributed value is `scale` times the baseline's (scaled_facts.h); where that
  // factor first appeared (-1 when 1).
  double scale = 1.0;
  ir::InstructionId scaleOrigin = -1;
};

// Per-device baseline values (device_values.h): what each device holds whole, where the
// devices hold different baseline values (pipeline stages).
struct DeviceValue {
  enum class Kind : uint8_t { Unknown, Zero, Baseline };
  Kind kind = Kind::Unknown;
  egraph::Id baseline;                    // Kind::Baseline
  std::vector<ir::InstructionId> lostAt;  // Unknown/Zero: where it stopped being a baseline value (a few)
  ir::InstructionId movedBy = -1;         // the collective-permute that last brought it to this device
  int64_t movedFrom = -1;                 // ... from this device
};

struct DeviceValues {
  std::vector<DeviceValue> perDevice;
  std::string_view rule;  // a literal (static storage)
  bool uniform() const;  // every device holds the same baseline value
};

// A rule's answer: a fact, or why it could not relate the instruction.
struct RuleOutcome {
  std::optional<Fact> fact;
  std::string reason;
  bool applicable = true;  // false: the rule's premise does not hold (its reason is a poor frontier message)
  static RuleOutcome fail(std::string why) { return {std::nullopt, std::move(why), true}; }
  static RuleOutcome notApplicable(std::string why) { return {std::nullopt, std::move(why), false}; }
};

// A stack of related values (stack_rules.h): the value concatenate(L1(b1), ..., Ln(bn))
// along `dim`, member i being rows [offsets[i], offsets[i+1]) there; each member's fact
// holds its baseline value, shape and layout (its relation's tiles are the stack's).
struct StackedValue {
  int64_t dim = 0;
  std::vector<int64_t> offsets;  // n + 1 entries
  std::vector<Fact> members;
};

// A running combination over a ring's steps (online_softmax_rules.h): over the key blocks
// in sets[p] of the baseline scores `scores` (dim keyDim cut into `blocks` equal blocks),
// device p holds its tile (the fact's relation) of
//   Max:    max(floor, the max of those blocks along keyDim)      (an online softmax's running max)
//   ExpSum: the sum over those blocks of exp(scores - m)            (its running denominator)
//   ExpDot: dot(values, exp(scores - m)) over those blocks          (its running numerator)
//   Shifted, Terms: scores - m and exp(scores - m) on the one block a device holds
// with m the value of e-class `shift` (a running max) taken along keyDim. Per dim of the
// value: rowDim, the scores dim it walks (-1: a dim of `values` only), and order, its dim
// in the reduce's or the dot's own result (a transpose permutes both). A value of its own:
// an e-class made for its instruction, never a baseline value.
struct RunningValue {
  enum class Kind : uint8_t { Max, ExpSum, ExpDot, Shifted, Terms };
  Kind kind = Kind::Max;
  egraph::Id scores;
  std::vector<int64_t> scoresDims;  // the baseline scores' dims
  int64_t keyDim = 0;
  int64_t blocks = 1;
  std::vector<uint64_t> sets;       // per device; bit j: key block j
  bool complete = false;            // a view of the baseline's own full reduction (never stored)
  std::vector<int64_t> rowDim, order;
  double floor = -std::numeric_limits<double>::infinity();  // Max: also maxed with this constant
  egraph::Id shift;                 // all but Max
  egraph::Id values;                // ExpDot
  ir::InstructionId dot = -1;       // ExpDot: the distributed dot whose dimension numbers it has
  int termsSide = 1;                // ExpDot: the dot operand that is exp(scores - m)
};

// Expert buffers filled by capacity routing (moe_dispatch_rules.h): the array P(b), the
// baseline value b with its rows along `slotDim` permuted, for each index along
// `expertDim` by its own permutation, the same for every index of the other dims. The
// permutation is the one `dispatch` (a distributed dot) made: group g's local slot c of
// expert e (slot g·C + c, C the local capacity) holds the (token, choice) pair that the
// baseline's slot mask puts at its own slot of e; the slots no pair takes (zero rows in
// the dispatched buffers on both sides) are matched in order, so the permutation is one
// function of the routing. Device p's tokens are group groupOf[p]. A value of its own: an
// e-class made for its instruction, never a baseline value.
struct PermutedSlots {
  egraph::Id baseline;
  int64_t slotDim = 0, expertDim = 0;
  ir::InstructionId dispatch = -1;       // the distributed dispatch dot
  ir::InstructionId mask = -1;           // its slot mask (distributed)
  ir::InstructionId baselineMask = -1;   // the baseline's slot mask
  int64_t choiceDim = -1, tokenDim = -1;  // the masks' dims (of the one-hot of choices) of the top-k choices and of the tokens
  int64_t groups = 1;
  std::vector<int64_t> groupOf;          // per device
};

class VerifyContext {
 public:
  VerifyContext(const ir::Module& baseline, const ir::Module& distributed, int64_t devices, bool partitionsAreDevices);

  const ir::Module& baseline;
  const ir::Module& distributed;
  const ir::Computation& baselineEntry;
  const ir::Computation& distributedEntry;
  // The baseline parameter each distributed parameter pairs with, by distributed number
  // (parameter_pairing.h; -1: none), found once: the parameter rule runs for every
  // distributed parameter, and a scan per call made pairing quadratic. Set with the
  // parameters' relations (verifier.cpp), before propagation.
  std::vector<ir::InstructionId> baselineParameters;
  // A distributed parameter paired through its only use (a reshape): that use's id ->
  // the baseline parameter and the relation it holds it by.
  std::unordered_map<ir::InstructionId, std::pair<ir::InstructionId, Relation>> pairedCarriers;
  const int64_t devices;
  const bool partitionsAreDevices;
  // The baseline is itself a per-device program on the same devices: values relate rank
  // by rank, so device-dependent ops (collectives, partition-id) are congruent too.
  bool rankByRank = false;

  egraph::EGraph<> graph{egraph::NoAnalysis{}, egraph::EGraphOptions{.explanations = false, .operatorIndex = false}};
  SignatureBuilder baselineSignatures;
  SignatureBuilder distributedSignatures;
  mutable DeviceScalars scalars;  // a cache: evaluating is read-only for the proof
  // By distributed instruction id: takes a shard_map body's result out of the body
  // (the inlined call's users; the frontier names one a partial value leaves by).
  std::vector<char> bodyExit;
  std::vector<std::string> identityCustomCalls;
  std::vector<std::string> elementwiseCustomCalls;
  bool isIdentityCustomCall(const ir::Instruction& in) const;
  bool isElementwiseCustomCall(const ir::Instruction& in) const;
  std::vector<std::optional<Relation>> parameterRelations;  // by parameter number
  std::vector<std::string> parameterRelationErrors;         // why a parameter has none
  std::vector<bool> parameterRelationInferred;              // by parameter number: inferred from shapes, not given
  const ir::UserLists distributedUsers;  // by instruction id
  // The distributed entry's post order (operands first), the order propagation and the
  // frontier walk it in: computed once (distributedPostOrder).
  std::vector<ir::InstructionId> distributedOrder;
  // Sets distributedOrder: the instructions themselves when every operand precedes its
  // user (as the user lists found), else Computation::postOrder (which throws on a cycle).
  const std::vector<ir::InstructionId>& distributedPostOrder();

  std::vector<std::optional<Fact>, HugePageAllocator<std::optional<Fact>>> facts;  // by distributed instruction id (on huge pages: support/huge_pages.h)
  // Per-device baseline values (device_values.h), where no Fact relates the instruction.
  std::vector<std::optional<DeviceValues>, HugePageAllocator<std::optional<DeviceValues>>> deviceValues;  // by distributed instruction id
  // Why a device's value was lost at an instruction: (instruction, device) -> reason.
  std::map<std::pair<ir::InstructionId, int64_t>, std::string> lostReasons;
  std::vector<std::string, HugePageAllocator<std::string>> reasons;  // by distributed instruction id: why no fact
  // The stacks made so far, by their e-class (stack_rules.h); no baseline instruction is in one.
  std::unordered_map<uint32_t, StackedValue> stacks;
  // The running combinations made so far, by their e-class (online_softmax_rules.h).
  std::unordered_map<uint32_t, RunningValue> running;
  // The permuted expert buffers made so far, by their e-class (moe_dispatch_rules.h).
  std::unordered_map<uint32_t, PermutedSlots> permuted;
  int64_t ruleFirings = 0;

  // Adds the baseline entry to the e-graph. Call once before propagation.
  void loadBaseline();
  egraph::Id baselineId(ir::InstructionId instruction) const { return baselineIds_[instruction]; }
  ir::InstructionId baselineInstructionOf(egraph::Id id) const;
  const ir::Instruction& distributedInstruction(ir::InstructionId id) const { return distributedEntry.instructions[id]; }
  const ir::Instruction* baselineInstructionPtr(const Fact& fact) const;

  // The fact relating `baselineClass`'s value to a distributed value of `localShape`
  // by `relation`, after checking what every fact must satisfy: same element type,
  // and local dims == baseline dims / tiles. nullopt with `why` otherwise. The fact
  // refers to `baselineShape` (ShapeRef): an instruction's shape or a kept one.
  std::optional<Fact> makeFact(egraph::Id baselineClass, const ir::Shape& baselineShape, const ir::Shape& localShape,
                               Relation relation, std::string* why) const;
  // The baseline node `signature(children...)`, if the baseline program computes it.
  std::optional<egraph::Id> lookupBaseline(const std::string& signature, const std::vector<egraph::Id>& children) const;

  // The fact for `instruction` with exactly `wanted` as relation: its own fact when that
  // matches, else a re-derivation for values uniform along the dims that `wanted` tiles
  // (broadcasts, iotas, elementwise ops over them). nullopt when there is none.
  std::optional<Fact> factAs(ir::InstructionId instruction, const Relation& wanted);

  // The device groups of a collective as it runs on this program's devices (every
  // device in exactly one group), or nullopt with `why`.
  std::optional<std::vector<std::vector<int64_t>>> deviceGroups(const ir::Instruction& collective, std::string* why) const;

  // A shape a rule made (a whole value's, from its tiles), kept as long as the facts
  // that refer to it.
  const ir::Shape& keepShape(ir::Shape shape) { return keptShapes_.emplace_back(std::move(shape)); }

  // Depth of nested coercions (bounded: values are untrusted).
  int coercionDepth = 0;

  // The baseline's integer arrays of known value (known_integers.h), one per distinct
  // value; built on first use, when equal values are also joined in the e-graph.
  struct KnownBaselineInteger {
    ir::InstructionId instruction = -1;
    std::vector<int64_t> values;  // row-major
  };
  const std::vector<KnownBaselineInteger>& knownBaselineIntegers();

  // The baseline's chains of broadcasts, transposes and unit-dim reshapes (layout_chain.h):
  // each chain op with the deepest value its chain starts from and its result as a
  // function of that value (per dim: the source dim it walks, or -1). Built on first use,
  // indexed by the root's e-class (baseline classes do not merge during propagation), so
  // a lookup costs the ends of one root, not a scan of the whole baseline per chain.
  struct LayoutChainEnd {
    ir::InstructionId instruction = -1, root = -1;
    std::vector<int64_t> dims, source;
  };
  const std::vector<LayoutChainEnd>& layoutChainEndsFrom(egraph::Id rootClass);

 private:
  std::deque<ir::Shape> keptShapes_;  // a deque: a kept shape never moves
  bool layoutChainsBuilt_ = false;
  std::vector<std::vector<LayoutChainEnd>> layoutChainEnds_;  // by root class (class ids are dense)
  bool knownIntegersBuilt_ = false;
  std::vector<KnownBaselineInteger> knownIntegers_;
  std::vector<egraph::Id> baselineIds_;
  // By e-class id (ids are dense): the first baseline instruction indexed under it, -1
  // for none. A vector, not a hash map: at 10^6 instructions each lookup was a cache miss.
  std::vector<ir::InstructionId> baselineByClass_;
  void indexBaselineClass(uint32_t eclass, ir::InstructionId instruction);
  std::unordered_map<std::string, std::optional<Fact>> coerced_;
};

std::string groupsText(const std::vector<std::vector<int64_t>>& groups);

}  // namespace shardscope::verify
