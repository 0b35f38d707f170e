// GCC 12 reports -Wrestrict inside libstdc++ for `"literal" + std::string` (GCC bug
// 105329, a false positive); the messages here are built that way throughout.
#if defined(__GNUC__) && !defined(__clang__) && __GNUC__ == 12
#pragma GCC diagnostic ignored "-Wrestrict"
#endif
#include "verify/structural_rules.h"

#include "verify/relation_inference.h"
#include "verify/rule_support.h"
#include "verify/data_movement_rules.h"

#include <algorithm>

namespace shardscope::verify::rules {

using ir::Instruction;
using ir::InstructionId;
using ir::Opcode;

static bool isSideEffecting(Opcode op) {
  switch (op) {
    case Opcode::PartitionId: case Opcode::ReplicaId: case Opcode::Rng: case Opcode::RngBitGenerator:
    case Opcode::RngGetAndUpdateState: case Opcode::CustomCall: case Opcode::Infeed: case Opcode::Outfeed:
    case Opcode::Send: case Opcode::SendDone: case Opcode::Recv: case Opcode::RecvDone: case Opcode::Parameter:
    case Opcode::AfterAll: case Opcode::Opaque:
      return true;
    default:
      return ir::isCollective(op);
  }
}

static bool isCollectiveLike(const Instruction& in) {
  return ir::isCollective(in.opcode) || in.isCollective() || in.opcode == Opcode::AllReduceDone || in.opcode == Opcode::AllGatherDone ||
         in.opcode == Opcode::CollectivePermuteDone || in.opcode == Opcode::AsyncStart || in.opcode == Opcode::AsyncDone ||
         in.opcode == Opcode::AsyncUpdate;
}

// ---------------------------------------------------------------- parameters

bool isParameter(const Instruction& in) { return in.opcode == Opcode::Parameter; }

RuleOutcome parameterPairing(VerifyContext& c, InstructionId id) {
  const Instruction& in = c.distributedInstruction(id);
  const auto number = in.parameterNumber;
  const auto& params = c.baselineParameters;
  if (number < 0 || number >= static_cast<int64_t>(params.size())) return RuleOutcome::fail("the baseline has no parameter " + std::to_string(number));
  if (number >= static_cast<int64_t>(c.parameterRelations.size()) || !c.parameterRelations[number])
    return RuleOutcome::fail(number < static_cast<int64_t>(c.parameterRelationErrors.size()) && !c.parameterRelationErrors[number].empty()
                                 ? c.parameterRelationErrors[number]
                                 : "no relation is known for this parameter");
  const InstructionId b = params[number];
  std::string why;
  auto fact = c.makeFact(c.baselineId(b), c.baselineEntry.instructions[b].shape, in.shape, *c.parameterRelations[number], &why);
  if (!fact) return RuleOutcome::fail("parameter " + std::to_string(number) + ": " + why);
  return {std::move(fact), {}};
}

// ---------------------------------------------------------------- identities

bool isIdentityCandidate(const Instruction& in) {
  return in.opcode == Opcode::CustomCall || in.opcode == Opcode::Copy || in.opcode == Opcode::Reshape;
}

RuleOutcome identityOp(VerifyContext& c, InstructionId id) {
  const Instruction& in = c.distributedInstruction(id);
  // A reshape to the same dims only changes the physical layout ({1,0} to {0,1}): its
  // logical value, which is what HLO's ops read, is the operand's.
  if (in.opcode == Opcode::Reshape &&
      (in.operands.size() != 1 || c.distributedInstruction(in.operands[0]).shape.dims != in.shape.dims))
    return RuleOutcome::notApplicable("a reshape that changes the dims");
  if (in.opcode == Opcode::CustomCall) {
    auto target = in.stringAttribute("custom_call_target");
    if (c.isElementwiseCustomCall(in)) return RuleOutcome::notApplicable("an elementwise custom-call");
    if (!c.isIdentityCustomCall(in)) return RuleOutcome::fail("custom-call target \"" + (target ? std::string(*target) : std::string()) + "\" has no rule (it can be declared an identity)");
  }
  if (in.operands.size() != 1) return RuleOutcome::fail("an identity takes one operand");
  const auto& fact = c.facts[in.operands[0]];
  if (!fact) return RuleOutcome::fail("operand is not related to the baseline");
  if (!fact->elements.empty()) return RuleOutcome::fail("identity of a tuple");
  if (c.distributedInstruction(in.operands[0]).shape.dims != in.shape.dims) return RuleOutcome::fail("the identity changes the shape");
  return sameValue(c, *fact, in, fact->relation);
}

// ---------------------------------------------------------------- congruence

bool anyInstruction(const Instruction&) { return true; }

// A tuple-valued op (batch-norm-training, variadic reduce, ...) on replicated operands:
// each element is the baseline's get-tuple-element of the same op.
static RuleOutcome tupleResultCongruence(VerifyContext& c, const Instruction& in, const std::vector<const Fact*>& operands) {
  auto found = c.lookupBaseline(c.distributedSignatures.signature(in), baselineChildren(operands));
  if (!found) return RuleOutcome::fail(noCounterpart(c, in, operands, Relation::replicated(c.devices, 0)));
  const InstructionId b = c.baselineInstructionOf(*found);
  Fact fact;
  fact.baseline = *found;
  fact.baselineInstruction = b;
  fact.baselineShape = c.baselineEntry.instructions[b].shape;
  fact.relation = Relation::replicated(c.devices, 0);
  if (!fact.baselineShape->isTuple() || fact.baselineShape->tupleShapes.size() != in.shape.tupleShapes.size())
    return RuleOutcome::fail("the baseline counterpart is not a tuple of the same arity");
  for (std::size_t i = 0; i < in.shape.tupleShapes.size(); ++i) {
    Fact element;  // baseline stays invalid when the baseline never extracts element i
    element.baselineShape = fact.baselineShape->tupleShapes[i];
    element.relation = Relation::replicated(c.devices, element.baselineShape->rank());
    for (egraph::Id parent : c.graph.eclass(*found).parents) {
      const InstructionId g = c.baselineInstructionOf(parent);
      if (g < 0) continue;
      const Instruction& gte = c.baselineEntry.instructions[g];
      if (gte.opcode == Opcode::GetTupleElement && gte.intAttribute("index") == static_cast<int64_t>(i) &&
          c.graph.equivalent(c.baselineId(gte.operands[0]), *found)) {
        element.baseline = c.graph.find(c.baselineId(g));
        element.baselineInstruction = g;
        break;
      }
    }
    fact.elements.push_back(std::move(element));
  }
  return {std::move(fact), {}};
}

RuleOutcome replicatedCongruence(VerifyContext& c, InstructionId id) {
  const Instruction& in = c.distributedInstruction(id);
  const bool deviceDependent = (isSideEffecting(in.opcode) && !c.isElementwiseCustomCall(in)) || isCollectiveLike(in);
  if (in.opcode == Opcode::Parameter) return RuleOutcome::notApplicable("parameters pair by number");
  if (deviceDependent && !(c.rankByRank && in.opcode != Opcode::CustomCall && in.opcode != Opcode::Rng &&
                           in.opcode != Opcode::RngBitGenerator && in.opcode != Opcode::RngGetAndUpdateState))
    return RuleOutcome::notApplicable("the op depends on the device or has side effects");
  if (in.opcode == Opcode::Constant && in.literal.find("...") != std::string_view::npos)
    return RuleOutcome::fail("the constant's values are elided from the file");
  if (in.opcode == Opcode::Tuple || in.opcode == Opcode::GetTupleElement) return RuleOutcome::notApplicable("tuples are related element by element");
  // A dynamic-slice whose start indices are unrelated (distributed-only integers) is
  // dynamic-slice-by-device's to decide, and its answer ("the slices cover 4 of 8 tiles":
  // a rank reading another group's slice) is the one to report.
  if (in.opcode == Opcode::DynamicSlice && !in.operands.empty() && c.facts[in.operands[0]] &&
      std::any_of(in.operands.begin() + 1, in.operands.end(), [&](InstructionId start) { return !c.facts[start]; }))
    return RuleOutcome::notApplicable("the start indices are read per device");
  std::vector<const Fact*> operands;
  std::string why;
  if (!operandFacts(c, in, operands, why)) return RuleOutcome::fail(why);
  for (const Fact* f : operands)
    if (!f->elements.empty() || !f->relation.isReplicated()) return RuleOutcome::notApplicable("an operand is not replicated");
  if (in.shape.isTuple()) return tupleResultCongruence(c, in, operands);
  auto found = c.lookupBaseline(c.distributedSignatures.signature(in), baselineChildren(operands));
  Relation relation = Relation::replicated(c.devices, in.shape.rank());
  return factOrFail(c, found, in, relation, noCounterpart(c, in, operands, relation));
}

// ---------------------------------------------------------------- tuples

bool isTupleOp(const Instruction& in) { return in.opcode == Opcode::Tuple || in.opcode == Opcode::GetTupleElement; }

RuleOutcome tupleOp(VerifyContext& c, InstructionId id) {
  const Instruction& in = c.distributedInstruction(id);
  // get-tuple-element(tuple(x0, ..., xn), i) is x_i: an inlined call's results are
  // picked from the body's ROOT tuple, which need not be related as a whole (the
  // baseline builds no such tuple, and an unrelated element is not this one's problem).
  if (in.opcode == Opcode::GetTupleElement && in.operands.size() == 1) {
    const Instruction& tuple = c.distributedInstruction(in.operands[0]);
    const auto index = in.intAttribute("index");
    if (tuple.opcode == Opcode::Tuple && !c.facts[in.operands[0]] && index && *index >= 0 && *index < static_cast<int64_t>(tuple.operands.size())) {
      const InstructionId element = tuple.operands[*index];
      const auto& f = c.facts[element];
      if (!f) return RuleOutcome::fail("element " + std::to_string(*index) + " of " + name(tuple) + ", " + name(c.distributedInstruction(element)) + ", is not related to the baseline");
      const ir::Shape& shape = c.distributedInstruction(element).shape;
      if (f->elements.empty() && (!shape.isArray() || !in.shape.isArray() || shape.dims != in.shape.dims || shape.type != in.shape.type))
        return RuleOutcome::fail("element shape does not match the tuple's");
      return {*f, {}};
    }
  }
  std::vector<const Fact*> operands;
  std::string why;
  if (!operandFacts(c, in, operands, why)) return RuleOutcome::fail(why);
  if (in.opcode == Opcode::GetTupleElement) {
    auto index = in.intAttribute("index");
    if (!index || operands.size() != 1) return RuleOutcome::fail("get-tuple-element needs an index and a tuple");
    const Fact& tuple = *operands[0];
    if (*index < 0 || *index >= static_cast<int64_t>(tuple.elements.size())) return RuleOutcome::fail("the operand is not a related tuple");
    Fact fact = tuple.elements[*index];
    if (!fact.baseline.valid()) return RuleOutcome::fail("the baseline never uses element " + std::to_string(*index) + " of its counterpart");
    if (fact.elements.empty() && (fact.baselineShape->type != in.shape.type || fact.relation.localDims(fact.baselineShape->dims) != in.shape.dims))
      return RuleOutcome::fail("element shape does not match the baseline element");
    return {std::move(fact), {}};
  }
  Fact fact;
  std::vector<egraph::Id> children = baselineChildren(operands);
  std::string signature = std::string(in.opcodeText) + " (";
  for (const Fact* f : operands) signature += f->baselineShape->toString(false) + ",";
  signature += ")";
  auto found = c.lookupBaseline(signature, children);
  // A tuple's baseline class is the baseline tuple of the same elements when there is
  // one; the elements are what later rules use.
  fact.baseline = found ? *found : (operands.empty() ? egraph::Id() : operands[0]->baseline);
  fact.baselineInstruction = found ? c.baselineInstructionOf(*found) : -1;
  fact.baselineShape = in.shape;
  fact.relation = Relation::replicated(c.devices, 0);
  for (const Fact* f : operands) fact.elements.push_back(*f);
  if (!found) return RuleOutcome::fail("the baseline has no tuple of the related elements");
  return {std::move(fact), {}};
}

}  // namespace shardscope::verify::rules
