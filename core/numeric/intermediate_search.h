#pragma once
// The whole layer's relation search (intermediate_relations.h), declared for the two
// files that define it: intermediate_relations.cpp relates each distributed instruction
// to a baseline value and compares it; divergence_attribution.cpp decides, once a
// comparison fails, which instruction is the cause rather than the first symptom (the
// origin of an unreduced partial sum, the step where a layout route left the baseline's
// order, a layout op the baseline lacks, a device value lost on its way to the ROOT, a
// per-device value a called computation hands on as replicated).
// Internal to core/numeric.

#include "numeric/congruent_twins.h"
#include "numeric/instruction_pairing.h"
#include "numeric/interpreter.h"
#include "numeric/layer_checks.h"
#include "numeric/layout_route.h"
#include "numeric/needed_device_values.h"
#include "numeric/relation_candidates.h"
#include "numeric/tolerance.h"

#include <deque>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace shardscope::numeric::intermediate {

inline constexpr int64_t kMaxCounterpartSearches = 20000;

// Where an instruction's counterpart comes from, which decides whether a value that
// fits no relation is its own fault.
enum class Source {
  Paired,   // the baseline instruction of the same name or op_name
  Carried,  // a collective or convert that moves or sums its operand's data
  Regrouped,  // an all-to-all whose result is a modelled regrouping of its operand's
  Layout,   // a reshape / transpose only the distributed program has
  Sliced,   // a slice only the distributed program has (a chunk of its operand)
  Found,    // none of these: the baseline value it was found to equal (never blamed)
};

// A distributed value's related baseline value (an entry value of the baseline run,
// or one derived from it by a layout op) and how the per-device values relate to it.
struct Counterpart {
  const Value* baseline = nullptr;
  std::string name;
  TileRelation relation;
  Source source = Source::Paired;
  // Known but not comparable on its own (chunks of the summands of a partial sum):
  // never compared, but an input its consumers must handle correctly.
  bool unverifiable = false;
  // For a partial sum: the instruction that left it unreduced (the last reducing
  // collective on its way, else the op that made it from complete values). Linear ops
  // pass it on; it is blamed when a consumer uses the sum as if it were complete.
  ir::InstructionId partialOrigin = -1;
  bool reordersDevices = false;  // a regrouping against the operand's tile order
  // The layout route (layout_route.h): `baseline` is L(routeBase), L the verifier's layout
  // bijection; null when the value is in its baseline value's own order.
  std::shared_ptr<const verify::LayoutBijection> route;
  const Value* routeBase = nullptr;
  std::string routeBaseName;
  // The step where the route left the baseline's element order (a transpose, a reshape
  // that splits in another order): blamed when a consumer finds the order wrong.
  ir::InstructionId routeOrigin = -1;
};

// Ops that move or sum data without changing what it means: their result relates to
// their operand's counterpart.
inline bool carriesOperandCounterpart(ir::Opcode opcode) {
  switch (opcode) {
    case ir::Opcode::AllReduce: case ir::Opcode::AllReduceStart: case ir::Opcode::AllReduceDone:
    case ir::Opcode::AllGather: case ir::Opcode::ReduceScatter: case ir::Opcode::AllToAll:
    case ir::Opcode::CollectivePermute: case ir::Opcode::CollectivePermuteDone:
    case ir::Opcode::Convert:
      return true;
    default:
      return false;
  }
}

inline bool isLayoutOp(ir::Opcode opcode) {
  return opcode == ir::Opcode::Reshape || opcode == ir::Opcode::Transpose || opcode == ir::Opcode::Bitcast || opcode == ir::Opcode::Copy;
}

// Ops whose meaning depends on the per-device shape (static offsets, sizes, local
// indices): on a tile they legitimately compute something else than on the whole value
// (a pipeline stage slicing "its" layer), so their misfit is not blamed.
inline bool isShapeLocal(ir::Opcode opcode) {
  switch (opcode) {
    case ir::Opcode::Slice: case ir::Opcode::DynamicSlice: case ir::Opcode::DynamicUpdateSlice: case ir::Opcode::Pad:
    case ir::Opcode::Concatenate: case ir::Opcode::Reverse: case ir::Opcode::Gather: case ir::Opcode::Scatter:
    case ir::Opcode::Iota:
      return true;
    default:
      return false;
  }
}

inline bool isArray(const Value& value) { return !value.isTuple() && value.type != ir::ElementType::Token; }

inline bool isPartialSum(const TileRelation& relation) { return relation.isPartial() && relation.combine == PartialCombine::Sum; }

inline bool isReducingCollective(ir::Opcode opcode) {
  return opcode == ir::Opcode::AllReduce || opcode == ir::Opcode::AllReduceStart || opcode == ir::Opcode::AllReduceDone ||
         opcode == ir::Opcode::ReduceScatter;
}

// A convert to a type with a looser tolerance only rounds; whether that rounding is
// acceptable is the computation layer's question, and the collective done in the
// narrow type (or the convert back) is where the whole layer sees it.
inline bool isNarrowingConvert(const ir::Instruction& instruction, const Value& operand, const Value& result) {
  return instruction.opcode == ir::Opcode::Convert && numeric::isNarrowingConvert(operand.type, result.type);
}

inline std::vector<RankCheck> rankChecks(const std::vector<ErrorStats>& perDevice) {
  std::vector<RankCheck> ranks;
  for (std::size_t d = 0; d < perDevice.size(); ++d) ranks.push_back(RankCheck{static_cast<int64_t>(d), perDevice[d].passed(), perDevice[d], true});
  return ranks;
}

class IntermediateSearch {
 public:
  IntermediateSearch(const CheckSetup& setup, const EntryValues& baseline, const EntryValues& distributed)
      : setup_(setup), base_(baseline), dist_(distributed), entry_(setup.distributed.entryComputation()),
        baseEntry_(setup.baseline.entryComputation()), pairs_(pairEntryInstructions(setup.baseline, setup.distributed)),
        vocabulary_(relationVocabulary(setup.distributed, setup.numDevices)), related_(entry_.instructions.size()),
        checkIndex_(entry_.instructions.size(), -1), congruentTwins_(entry_, baseEntry_, baseline) {}
  std::vector<InstructionCheck> run(const InstructionCheck& rootCheck);

 private:
  // Relating and comparing (intermediate_relations.cpp).
  std::vector<const Value*> valuesOf(ir::InstructionId id) const;
  bool hasArrayValue(ir::InstructionId id) const;
  bool operandsRelate(const ir::Instruction& instruction) const;
  bool operandsReplicated(const ir::Instruction& instruction) const;
  bool blamable(const ir::Instruction& instruction, Source source) const;
  ir::InstructionId twinOf(ir::InstructionId id);
  std::optional<InstructionCheck> checkInstruction(ir::InstructionId id);
  void extendRoute(ir::InstructionId id, const Counterpart& operand, Counterpart& target) const;
  static void clearRoute(Counterpart& target);
  static void setRoute(Counterpart& target, verify::LayoutBijection bijection, const Value* base, std::string baseName,
                       ir::InstructionId inheritedOrigin, ir::InstructionId here);
  std::optional<InstructionCheck> relateThroughRoute(ir::InstructionId id, const Counterpart& twin);
  std::optional<InstructionCheck> relateAsReshapeOfTwin(ir::InstructionId id, const Counterpart& twin);
  static int64_t elementsOf(const std::vector<int64_t>& dims);
  std::optional<InstructionCheck> relateBroadcastThroughRoute(ir::InstructionId id, const Counterpart& twin);
  std::optional<InstructionCheck> findCounterpart(ir::InstructionId id);
  static bool isConstant(const std::vector<const Value*>& values);
  static bool shapesMayRelate(const std::vector<int64_t>& full, const std::vector<int64_t>& local);
  std::vector<TileRelation> candidatesFor(const std::vector<int64_t>& full, const std::vector<int64_t>& local,
                                          const std::vector<TileRelation>& derived);
  std::optional<InstructionCheck> relate(ir::InstructionId id, Counterpart target, const std::vector<TileRelation>& derived, bool blame = true);
  InstructionCheck shapeMisfit(InstructionCheck check, const Counterpart& target) const;
  std::optional<InstructionCheck> misfitCheck(const ir::Instruction& instruction, InstructionCheck check, const Counterpart& target,
                                              const std::vector<TileRelation>& candidates);
  void addEvent(const InstructionCheck& check);

  // Attribution (divergence_attribution.cpp).
  bool blameRouteOrigin(const ir::Instruction& consumer, const InstructionCheck& consumerCheck, bool root = false);
  bool dotMeetsTwoRoutes(const ir::Instruction& dot, InstructionCheck& check) const;
  bool anyOperandRouted(const ir::Instruction& consumer) const;
  bool isScalarLike(ir::InstructionId id) const;
  void markRouteOrigin(ir::InstructionId origin, const Counterpart& routed, const InstructionCheck& consumerCheck);
  bool blameRouteBehind(const ir::Instruction& root, const InstructionCheck& rootCheck);
  void blameRouteMisfit(ir::InstructionId id, const Counterpart& target, const std::vector<TileRelation>& derived);
  ir::InstructionId partialOriginOf(ir::InstructionId id) const;
  std::optional<ir::InstructionId> unreducedOperand(const ir::Instruction& consumer) const;
  bool blameUnreducedPartial(const ir::Instruction& consumer, const InstructionCheck& consumerCheck, bool root = false);
  bool inLayoutRun(ir::InstructionId id) const;
  void blameLayoutOperand(const ir::Instruction& consumer, const InstructionCheck& consumerCheck);
  bool runReachesLayoutOp(ir::InstructionId id) const;
  bool anyCheckFailed() const;
  void blameLostDeviceValue(const ir::Instruction& root, const InstructionCheck& rootCheck);
  bool blameDeclaredReplicated(const InstructionCheck& rootCheck);
  void insertInProgramOrder(ir::InstructionId id, InstructionCheck check);

  const CheckSetup& setup_;
  const EntryValues& base_;
  const EntryValues& dist_;
  const ir::Computation& entry_;
  const ir::Computation& baseEntry_;
  const std::vector<ir::InstructionId> pairs_;
  const RelationVocabulary vocabulary_;
  std::vector<std::optional<Counterpart>> related_;
  std::vector<int64_t> checkIndex_;  // position of each instruction's check in checks_, or -1
  std::vector<InstructionCheck> checks_;
  std::vector<ir::InstructionId> checkIds_;  // the instruction of each check in checks_
  std::deque<Value> derived_;  // layout counterparts; a deque keeps their addresses
  std::map<std::pair<std::vector<int64_t>, std::vector<int64_t>>, std::vector<TileRelation>> candidateCache_;
  CongruentTwins congruentTwins_;
  // The first route a paired instruction was compared under (relateThroughRoute).
  std::optional<Counterpart> routeTried_;
  std::vector<TileRelation> routeTriedRelations_;
  // Baseline values the counterpart search may still try in this run: it is quadratic
  // in the program size, and a large program with many unrelated values must not stall.
  int64_t searchesLeft_ = kMaxCounterpartSearches;
};

}  // namespace shardscope::numeric::intermediate
