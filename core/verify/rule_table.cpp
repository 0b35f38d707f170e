// GCC 12 reports -Wrestrict inside libstdc++ for `"literal" + std::string` (GCC bug
// 105329, a false positive); the messages here are built that way throughout.
#if defined(__GNUC__) && !defined(__clang__) && __GNUC__ == 12
#pragma GCC diagnostic ignored "-Wrestrict"
#endif
#include "verify/rule_table.h"

#include "ir/literal.h"
#include "ir/window_attribute.h"
#include "layout/bijection_inference.h"
#include "verify/exchange_simulation.h"
#include "verify/known_integers.h"
#include "verify/layout_chain.h"
#include "verify/relation_inference.h"
#include "verify/rule_support.h"
#include "verify/data_movement_rules.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

namespace shardscope::verify {

namespace {

using ir::Instruction;
using ir::InstructionId;
using ir::Opcode;
using namespace rules;

bool isSideEffecting(Opcode op) {
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

bool isCollectiveLike(const Instruction& in) {
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
RuleOutcome tupleResultCongruence(VerifyContext& c, const Instruction& in, const std::vector<const Fact*>& operands) {
  auto found = c.lookupBaseline(c.distributedSignatures.signature(in), baselineChildren(operands));
  if (!found) return RuleOutcome::fail(noCounterpart(c, in, operands, Relation::replicated(c.devices, 0)));
  const InstructionId b = c.baselineInstructionOf(*found);
  Fact fact;
  fact.baseline = *found;
  fact.baselineInstruction = b;
  fact.baselineShape = c.baselineEntry.instructions[b].shape;
  fact.relation = Relation::replicated(c.devices, 0);
  if (!fact.baselineShape.isTuple() || fact.baselineShape.tupleShapes.size() != in.shape.tupleShapes.size())
    return RuleOutcome::fail("the baseline counterpart is not a tuple of the same arity");
  for (std::size_t i = 0; i < in.shape.tupleShapes.size(); ++i) {
    Fact element;  // baseline stays invalid when the baseline never extracts element i
    element.baselineShape = fact.baselineShape.tupleShapes[i];
    element.relation = Relation::replicated(c.devices, element.baselineShape.rank());
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
    if (fact.elements.empty() && (fact.baselineShape.type != in.shape.type || fact.relation.localDims(fact.baselineShape.dims) != in.shape.dims))
      return RuleOutcome::fail("element shape does not match the baseline element");
    return {std::move(fact), {}};
  }
  Fact fact;
  std::vector<egraph::Id> children = baselineChildren(operands);
  std::string signature = std::string(in.opcodeText) + " (";
  for (const Fact* f : operands) signature += f->baselineShape.toString(false) + ",";
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

// ---------------------------------------------------------------- elementwise

bool isElementwiseOp(const Instruction& in) {
  return (ir::isElementwise(in.opcode) || in.opcode == Opcode::CustomCall) && in.shape.isArray();
}

// A convert to a type the baseline never converts this value to: name the precision
// change rather than whatever else is wrong with the operand.
std::optional<std::string> precisionChange(VerifyContext& c, const Instruction& in) {
  if (in.opcode != Opcode::Convert || in.operands.size() != 1) return std::nullopt;
  const auto& f = c.facts[in.operands[0]];
  if (!f || !f->elements.empty()) return std::nullopt;
  for (egraph::Id parent : c.graph.eclass(f->baseline).parents) {
    const InstructionId b = c.baselineInstructionOf(parent);
    if (b >= 0 && c.baselineEntry.instructions[b].opcode == Opcode::Convert && c.baselineEntry.instructions[b].shape.type == in.shape.type)
      return std::nullopt;
  }
  const Instruction* b = c.baselineInstructionPtr(*f);
  return "converts to " + std::string(ir::elementTypeName(in.shape.type)) + " where the baseline keeps " + (b ? name(*b) : std::string("the value")) +
         " in " + std::string(ir::elementTypeName(f->baselineShape.type)) + " (precision differs)";
}

RuleOutcome elementwiseAs(VerifyContext& c, InstructionId id, const Relation* wantedIn) {
  const Instruction& in = c.distributedInstruction(id);
  if (in.opcode == Opcode::CustomCall && !c.isElementwiseCustomCall(in)) return RuleOutcome::notApplicable("not an elementwise custom-call");
  for (InstructionId operand : in.operands)
    if (c.distributedInstruction(operand).shape.dims != in.shape.dims && c.distributedInstruction(operand).shape.rank() != 0)
      return RuleOutcome::notApplicable("operands and result differ in shape");
  if (!wantedIn)
    if (auto change = precisionChange(c, in)) return RuleOutcome::fail(*change);
  Relation wanted;
  if (wantedIn) {
    wanted = *wantedIn;
  } else {
    bool chosen = false;
    for (InstructionId operand : in.operands) {
      const auto& f = c.facts[operand];
      if (f && f->elements.empty() && !f->relation.isReplicated() && c.distributedInstruction(operand).shape.rank() == in.shape.rank()) {
        wanted = f->relation;
        chosen = true;
        break;
      }
    }
    if (!chosen) {
      for (InstructionId operand : in.operands)
        if (!c.facts[operand]) return RuleOutcome::fail("operand " + name(c.distributedInstruction(operand)) + " is not related to the baseline");
      return RuleOutcome::notApplicable("no operand is tiled");
    }
  }
  // Sums and differences of partial sums over the same parts are partial sums (linear).
  const bool linear = in.opcode == Opcode::Add || in.opcode == Opcode::Subtract || in.opcode == Opcode::Negate;
  if (wanted.isPartial() && linear && wanted.partial == ReduceOp::Sum) {
    std::vector<const Fact*> partials;
    for (InstructionId operand : in.operands) {
      const auto& f = c.facts[operand];
      if (!f || !f->elements.empty() || !f->relation.sameAs(wanted))
        return RuleOutcome::fail(std::string(in.opcodeText) + " of a partial sum and a value that is not the same partial sum (" +
                                 (f ? f->relation.toString() : std::string("unrelated")) + "): each device adds it once");
      partials.push_back(&*f);
    }
    auto found = c.lookupBaseline(c.distributedSignatures.signature(in, wanted.baselineDims(in.shape.dims)), baselineChildren(partials));
    return factOrFail(c, found, in, wanted, noCounterpart(c, in, partials, wanted));
  }
  if (wanted.isPartial())
    return RuleOutcome::fail(std::string("an elementwise ") + std::string(in.opcodeText) + " of a partial " + reduceOpName(wanted.partial) +
                             " is not the " + std::string(in.opcodeText) + " of the complete value (a reduction over the devices is missing)");
  std::vector<Fact> operandFacts;
  for (InstructionId operand : in.operands) {
    const Instruction& o = c.distributedInstruction(operand);
    std::optional<Fact> f;
    if (o.shape.rank() == 0 && in.shape.rank() > 0) {
      f = c.facts[operand];
      if (f && (!f->elements.empty() || !f->relation.isReplicated())) f.reset();
    } else {
      f = c.factAs(operand, wanted);
    }
    if (!f) {
      const auto& own = c.facts[operand];
      if (!own) return RuleOutcome::fail("operand " + name(o) + " is not related to the baseline");
      return RuleOutcome::fail("operand " + name(o) + " is " + own->relation.toString() + " but the other operands are " + wanted.toString());
    }
    operandFacts.push_back(std::move(*f));
  }
  std::vector<const Fact*> pointers;
  for (const Fact& f : operandFacts) pointers.push_back(&f);
  const auto dims = wanted.baselineDims(in.shape.dims);
  auto found = c.lookupBaseline(c.distributedSignatures.signature(in, dims), baselineChildren(pointers));
  return factOrFail(c, found, in, wanted, noCounterpart(c, in, pointers, wanted));
}

RuleOutcome elementwiseTiled(VerifyContext& c, InstructionId id) { return elementwiseAs(c, id, nullptr); }

bool isAddOrSubtract(const Instruction& in) {
  return (in.opcode == Opcode::Add || in.opcode == Opcode::Subtract) && in.operands.size() == 2 && in.shape.isArray();
}

// x_p + b on every device, then a sum over the devices: right only if each device's b is
// a share of the baseline's b. For an unannotated parameter whose only use leads here
// (relation_inference.h) that is inferred, and the fact records it as an assumption
// that the verifier adopts and reports.
RuleOutcome addInferredShare(VerifyContext& c, InstructionId id) {
  const Instruction& in = c.distributedInstruction(id);
  std::vector<const Fact*> operands;
  std::string why;
  if (!operandFacts(c, in, operands, why)) return RuleOutcome::fail(why);
  if (!operands[0]->elements.empty() || !operands[1]->elements.empty()) return RuleOutcome::notApplicable("an operand is a tuple");
  const int partialSide = operands[0]->relation.isPartial() ? 0 : 1;
  const Relation& partial = operands[partialSide]->relation;
  const Relation& other = operands[1 - partialSide]->relation;
  if (partial.partial != ReduceOp::Sum || !other.isReplicated() ||
      std::any_of(partial.tiles.begin(), partial.tiles.end(), [](int64_t t) { return t != 1; }) || partial.isPadded())
    return RuleOutcome::notApplicable("not an untiled partial sum and a replicated value");
  const InstructionId shareOperand = in.operands[1 - partialSide];
  auto chain = partialShareChain(c, shareOperand, id);
  if (!chain)
    return RuleOutcome::fail(std::string(in.opcodeText) + " of a partial sum and a replicated value: each device adds it once (" +
                             name(c.distributedInstruction(shareOperand)) + " is not an unannotated parameter used only here, so it is not inferred to be a share)");
  Fact share = *operands[1 - partialSide];
  share.relation = partial;
  std::vector<const Fact*> pointers = {partialSide == 0 ? operands[0] : &share, partialSide == 0 ? &share : operands[1]};
  auto found = c.lookupBaseline(c.distributedSignatures.signature(in, partial.baselineDims(in.shape.dims)), baselineChildren(pointers));
  RuleOutcome outcome = factOrFail(c, found, in, partial, noCounterpart(c, in, pointers, partial));
  if (outcome.fact) {
    ShareAssumption assumption;
    assumption.parameter = c.distributedInstruction(chain->front()).parameterNumber;
    assumption.chain = std::move(*chain);
    assumption.consumer = id;
    assumption.partialOperand = in.operands[partialSide];
    assumption.partial = partial;
    outcome.fact->assumedShares.push_back(std::move(assumption));
  }
  return outcome;
}

// ---------------------------------------------------------------- broadcast / iota

bool isBroadcast(const Instruction& in) { return in.opcode == Opcode::Broadcast; }

RuleOutcome broadcastAs(VerifyContext& c, InstructionId id, const Relation* wanted) {
  const Instruction& in = c.distributedInstruction(id);
  if (in.operands.size() != 1) return RuleOutcome::fail("broadcast takes one operand");
  const Instruction& operand = c.distributedInstruction(in.operands[0]);
  const auto dims = intList(in, "dimensions");
  if (!operand.shape.isArray() || static_cast<int64_t>(dims.size()) != operand.shape.rank() || !validAxes(dims, in.shape.rank()))
    return RuleOutcome::fail("broadcast dimensions do not match its operand");
  const auto& own = c.facts[in.operands[0]];
  if (!own) return RuleOutcome::fail("operand " + name(operand) + " is not related to the baseline");
  if (!own->elements.empty()) return RuleOutcome::fail("operand is a tuple");
  std::optional<Fact> operandFact;
  Relation relation;
  if (wanted) {
    if (wanted->isPartial()) return RuleOutcome::fail("a broadcast is never a partial value");
    // The operand must be the projection of the wanted tiling onto the dims it feeds.
    Relation projected = Relation::replicated(c.devices, operand.shape.rank());
    for (std::size_t i = 0; i < dims.size(); ++i) {
      projected.tiles[i] = wanted->tiles[dims[i]];
      for (int64_t d = 0; d < c.devices; ++d) projected.index(d, static_cast<int64_t>(i)) = wanted->index(d, dims[i]);
    }
    operandFact = c.factAs(in.operands[0], projected);
    if (!operandFact) return RuleOutcome::fail("operand " + name(operand) + " is not " + projected.toString());
    relation = *wanted;
  } else {
    operandFact = own;
    relation = Relation::replicated(c.devices, in.shape.rank());
    // Broadcast is linear: a partial value broadcast is a partial value.
    relation.partial = own->relation.partial;
    relation.partCount = own->relation.partCount;
    relation.part = own->relation.part;
    for (std::size_t i = 0; i < dims.size(); ++i) {
      relation.tiles[dims[i]] = own->relation.tiles[i];
      for (int64_t d = 0; d < c.devices; ++d) relation.index(d, dims[i]) = own->relation.index(d, static_cast<int64_t>(i));
    }
  }
  const auto baselineDims = relation.baselineDims(in.shape.dims);
  std::vector<const Fact*> pointers{&*operandFact};
  auto found = c.lookupBaseline(c.distributedSignatures.signature(in, baselineDims), baselineChildren(pointers));
  return factOrFail(c, found, in, relation, noCounterpart(c, in, pointers, relation));
}

// A broadcast whose new dims the baseline makes larger than the device holds (GQA: a KV
// head replicated over the devices of its query-head group, each device expanding it
// to its own query heads). The value is uniform along new dims, so any assignment of
// their tiles to devices is a true relation; the canonical one gives the devices that
// share the operand's tile consecutive tiles of the new dims, in device order, which is
// how tensor parallelism lays out heads. Consumers check the choice like any other.
RuleOutcome broadcastSplitNewDims(VerifyContext& c, const Instruction& in, const Fact& operand, const std::vector<int64_t>& dims,
                                  const std::string& failure) {
  for (egraph::Id parent : c.graph.eclass(operand.baseline).parents) {
    const InstructionId b = c.baselineInstructionOf(parent);
    if (b < 0) continue;
    const Instruction& candidate = c.baselineEntry.instructions[b];
    if (candidate.opcode != Opcode::Broadcast || intList(candidate, "dimensions") != dims || candidate.shape.type != in.shape.type ||
        candidate.shape.rank() != in.shape.rank() || !c.graph.equivalent(c.baselineId(candidate.operands[0]), operand.baseline))
      continue;
    Relation relation = Relation::replicated(c.devices, in.shape.rank());
    std::vector<int64_t> newDims;
    bool fits = true;
    for (int64_t j = 0; j < in.shape.rank() && fits; ++j) {
      auto mapped = std::find(dims.begin(), dims.end(), j);
      if (mapped != dims.end()) {
        const int64_t i = mapped - dims.begin();
        relation.tiles[j] = operand.relation.tiles[i];
        for (int64_t d = 0; d < c.devices; ++d) relation.index(d, j) = operand.relation.index(d, i);
      } else {
        fits = in.shape.dims[j] > 0 && candidate.shape.dims[j] % in.shape.dims[j] == 0;
        if (fits) relation.tiles[j] = candidate.shape.dims[j] / in.shape.dims[j];
        if (relation.tiles[j] > 1) newDims.push_back(j);
      }
    }
    if (!fits || newDims.empty()) continue;
    int64_t newTiles = 1;
    for (int64_t j : newDims) newTiles *= relation.tiles[j];
    std::map<std::vector<int64_t>, int64_t> nextInGroup;  // operand tile -> next new-dim tile
    for (int64_t d = 0; d < c.devices && fits; ++d) {
      std::vector<int64_t> key(operand.relation.tileIndex.begin() + d * operand.relation.rank(),
                               operand.relation.tileIndex.begin() + (d + 1) * operand.relation.rank());
      int64_t linear = nextInGroup[key]++;
      fits = linear < newTiles;
      for (auto j = newDims.rbegin(); j != newDims.rend() && fits; ++j) {
        relation.index(d, *j) = linear % relation.tiles[*j];
        linear /= relation.tiles[*j];
      }
    }
    for (const auto& [key, count] : nextInGroup) fits = fits && count == newTiles;
    if (!fits) continue;
    std::string why;
    auto fact = c.makeFact(c.baselineId(b), candidate.shape, in.shape, relation, &why);
    if (fact) return {std::move(fact), {}};
  }
  return RuleOutcome::fail(failure);
}

RuleOutcome broadcastTiled(VerifyContext& c, InstructionId id) {
  RuleOutcome outcome = broadcastAs(c, id, nullptr);
  if (outcome.fact) return outcome;
  const Instruction& in = c.distributedInstruction(id);
  const auto& operand = c.facts[in.operands.empty() ? 0 : in.operands[0]];
  if (in.operands.size() != 1 || !operand || !operand->elements.empty() || operand->relation.isPartial()) return outcome;
  return broadcastSplitNewDims(c, in, *operand, intList(in, "dimensions"), outcome.reason);
}

RuleOutcome iotaAs(VerifyContext& c, InstructionId id, const Relation& wanted) {
  const Instruction& in = c.distributedInstruction(id);
  auto dim = in.intAttribute("iota_dimension");
  if (!dim || *dim < 0 || *dim >= in.shape.rank()) return RuleOutcome::fail("iota without a valid iota_dimension");
  if (wanted.isPartial() || wanted.tiles[*dim] != 1)
    return RuleOutcome::fail("an iota split along its counting dimension restarts at 0 on every device");
  auto found = c.lookupBaseline(c.distributedSignatures.signature(in, wanted.baselineDims(in.shape.dims)), {});
  return factOrFail(c, found, in, wanted, "the baseline has no such iota");
}

// ---------------------------------------------------------------- reshape / transpose

bool isLayoutOp(const Instruction& in) { return in.opcode == Opcode::Reshape || in.opcode == Opcode::Transpose; }

std::optional<layout::LayoutOp> layoutOpOf(const Instruction& in) {
  if (in.opcode == Opcode::Reshape) return layout::LayoutOp::reshape(in.shape.dims);
  if (in.opcode == Opcode::Transpose) return layout::LayoutOp::transpose(intList(in, "dimensions"));
  return std::nullopt;
}

// The relation of the baseline result B when the distributed op maps the operand's tile
// exactly onto a tile of B (the layout engine's resultAxes give the device digits).
std::optional<Relation> relationThroughLayout(const layout::BijectionResult& r, const Fact& operand, int64_t devices) {
  if (!r.found() || !r.ops.empty() || r.relation == layout::RelationKind::Strided) return std::nullopt;
  const Relation& in = operand.relation;
  const auto& bDims = operand.baselineShape.dims;
  Relation out = Relation::replicated(devices, static_cast<int64_t>(r.baselineResultShape.size()));
  // Reshape and transpose are linear: a partial value stays partial over the same parts.
  out.partial = in.partial;
  out.partCount = in.partCount;
  out.part = in.part;
  const bool tiled = std::any_of(in.tiles.begin(), in.tiles.end(), [](int64_t t) { return t != 1; });
  if (tiled && r.resultAxes.size() != r.baselineResultShape.size()) return std::nullopt;
  for (std::size_t j = 0; j < r.resultAxes.size() && tiled; ++j) {
    int64_t tiles = 1;
    for (const auto& f : r.resultAxes[j])
      if (!f.held) tiles *= f.size;
    out.tiles[j] = tiles;
    for (int64_t d = 0; d < devices; ++d) {
      int64_t index = 0;
      for (const auto& f : r.resultAxes[j]) {
        if (f.held) continue;
        const int axis = f.deviceDigit.axis;
        if (axis < 0 || axis >= static_cast<int>(bDims.size())) return std::nullopt;
        const int64_t offset = in.index(d, axis) * (bDims[axis] / in.tiles[axis]);
        index = index * f.size + (offset / f.deviceDigit.stride) % f.deviceDigit.size;
      }
      out.index(d, static_cast<int64_t>(j)) = index;
    }
  }
  return out;
}

// A padded operand (whose padded baseline the layout engine cannot reshape): transposes,
// and reshapes that only insert or remove dims of size 1, keep every dim's tiles and
// padding rows apart; anything else is refused.
RuleOutcome layoutOfPadded(VerifyContext& c, const Instruction& in, const Fact& operandFact) {
  const Instruction& operand = c.distributedInstruction(in.operands[0]);
  const Relation& X = operandFact.relation;
  Relation out = Relation::replicated(c.devices, in.shape.rank());
  out.padding.assign(static_cast<std::size_t>(in.shape.rank()), 0);
  out.partial = X.partial;
  out.partCount = X.partCount;
  out.part = X.part;
  std::vector<std::pair<int64_t, int64_t>> mapped;  // (result dim, operand dim)
  if (in.opcode == Opcode::Transpose) {
    const auto perm = intList(in, "dimensions");
    if (!validAxes(perm, X.rank()) || static_cast<int64_t>(perm.size()) != in.shape.rank()) return RuleOutcome::fail("invalid transpose");
    for (std::size_t j = 0; j < perm.size(); ++j) mapped.push_back({static_cast<int64_t>(j), perm[j]});
  } else {
    std::vector<int64_t> kept, resultKept;
    for (int64_t k = 0; k < X.rank(); ++k)
      if (operand.shape.dims[k] != 1 || X.tiles[k] != 1 || X.paddingOf(k) != 0) kept.push_back(k);
    for (int64_t j = 0; j < in.shape.rank(); ++j)
      if (in.shape.dims[j] != 1) resultKept.push_back(j);
    bool unitOnly = kept.size() == resultKept.size();
    for (std::size_t i = 0; unitOnly && i < kept.size(); ++i) unitOnly = operand.shape.dims[kept[i]] == in.shape.dims[resultKept[i]];
    if (!unitOnly)
      return RuleOutcome::fail("reshape of a value tiled with padding (" + X.toString() +
                               ") that does more than insert or remove dims of size 1: the padding rows would mix with the others");
    for (std::size_t i = 0; i < kept.size(); ++i) mapped.push_back({resultKept[i], kept[i]});
  }
  for (const auto& [j, k] : mapped) {
    out.tiles[j] = X.tiles[k];
    out.padding[j] = X.paddingOf(k);
    for (int64_t d = 0; d < c.devices; ++d) out.index(d, j) = X.index(d, k);
  }
  std::vector<const Fact*> pointers{&operandFact};
  auto found = c.lookupBaseline(c.distributedSignatures.signature(in, out.baselineDims(in.shape.dims)), baselineChildren(pointers));
  return factOrFail(c, found, in, out, noCounterpart(c, in, pointers, out));
}

RuleOutcome layoutBijection(VerifyContext& c, InstructionId id) {
  const Instruction& in = c.distributedInstruction(id);
  if (in.operands.size() != 1) return RuleOutcome::fail("takes one operand");
  const auto& operandFact = c.facts[in.operands[0]];
  const Instruction& operand = c.distributedInstruction(in.operands[0]);
  if (!operandFact) return RuleOutcome::fail("operand " + name(operand) + " is not related to the baseline");
  if (!operandFact->elements.empty()) return RuleOutcome::fail("operand is a tuple");
  if (operandFact->relation.isPadded()) return layoutOfPadded(c, in, *operandFact);
  auto dOp = layoutOpOf(in);
  if (!dOp) return RuleOutcome::fail("not a layout op");
  std::string lastReason = "the baseline applies no " + std::string(in.opcodeText) + " to " +
                           (c.baselineInstructionPtr(*operandFact) ? name(*c.baselineInstructionPtr(*operandFact)) : std::string("its counterpart"));
  const auto& parents = c.graph.eclass(operandFact->baseline).parents;
  std::set<InstructionId> tried;
  for (egraph::Id parent : parents) {
    const InstructionId b = c.baselineInstructionOf(parent);
    if (b < 0 || !tried.insert(b).second) continue;
    const Instruction& candidate = c.baselineEntry.instructions[b];
    if (!isLayoutOp(candidate) || candidate.operands.size() != 1 || candidate.shape.type != in.shape.type) continue;
    if (!c.graph.equivalent(c.baselineId(candidate.operands[0]), operandFact->baseline)) continue;
    layout::BijectionQuery query;
    query.baselineInput = operandFact->baselineShape.dims;
    query.baselineChain = {*layoutOpOf(candidate)};
    query.distributedInput = operand.shape.dims;
    query.distributedChain = {*dOp};
    if (std::any_of(operandFact->relation.tiles.begin(), operandFact->relation.tiles.end(), [](int64_t t) { return t != 1; })) {
      auto map = layout::AxisMap::blockSharded(query.baselineInput, operandFact->relation.tiles);
      if (!map) continue;
      query.axisMap = *map;
    }
    layout::BijectionOptions options;
    options.recordTrace = false;
    const auto result = layout::inferBijection(query, {}, {}, options);
    auto relation = relationThroughLayout(result, *operandFact, c.devices);
    if (!relation) {
      lastReason = "against baseline " + name(candidate) + ": " +
                   (result.found() ? (result.ops.empty() ? std::string("the device's part is strided, not a tile")
                                                         : "the layouts differ by " + [&] {
                                                             std::string s;
                                                             for (const auto& op : result.ops) s += op.toString() + " ";
                                                             return s;
                                                           }())
                                   : result.reason);
      continue;
    }
    std::string why;
    auto fact = c.makeFact(c.baselineId(b), candidate.shape, in.shape, *relation, &why);
    if (fact) return {std::move(fact), {}};
    lastReason = "against baseline " + name(candidate) + ": " + why;
  }
  return RuleOutcome::fail(lastReason);
}

// ---------------------------------------------------------------- dot

bool isDot(const Instruction& in) { return in.opcode == Opcode::Dot; }

// The dot rule over given operand facts (the operands' own, or facts another rule
// proved for values it rewrote).
RuleOutcome dotFromFacts(VerifyContext& c, const Instruction& in, const std::vector<const Fact*>& operands) {
  if (operands.size() != 2 || !operands[0]->elements.empty() || !operands[1]->elements.empty()) return RuleOutcome::fail("dot takes two arrays");
  const Relation& L = operands[0]->relation;
  const Relation& R = operands[1]->relation;
  if (L.isPartial() || R.isPartial()) return RuleOutcome::fail("dot of a partial value (its reduction over the devices is missing)");
  const auto lb = intList(in, "lhs_batch_dims"), rb = intList(in, "rhs_batch_dims");
  const auto lc = intList(in, "lhs_contracting_dims"), rc = intList(in, "rhs_contracting_dims");
  if (lb.size() != rb.size() || lc.size() != rc.size() || !validAxes(lb, L.rank()) || !validAxes(lc, L.rank()) || !validAxes(rb, R.rank()) ||
      !validAxes(rc, R.rank()))
    return RuleOutcome::fail("dot dimension numbers do not match the operands");
  auto pairedDims = [&](const std::vector<int64_t>& a, const std::vector<int64_t>& b, const char* what) -> std::string {
    for (std::size_t i = 0; i < a.size(); ++i) {
      if (L.tiles[a[i]] != R.tiles[b[i]])
        return std::string(what) + " dims lhs " + std::to_string(a[i]) + " and rhs " + std::to_string(b[i]) + " are split into " +
               std::to_string(L.tiles[a[i]]) + " and " + std::to_string(R.tiles[b[i]]) + " tiles";
      for (int64_t d = 0; d < c.devices; ++d)
        if (L.index(d, a[i]) != R.index(d, b[i]))
          return std::string(what) + " dim: device " + std::to_string(d) + " holds tile " + std::to_string(L.index(d, a[i])) + " of lhs dim " +
                 std::to_string(a[i]) + " but tile " + std::to_string(R.index(d, b[i])) + " of rhs dim " + std::to_string(b[i]);
    }
    return {};
  };
  if (auto e = pairedDims(lb, rb, "batch"); !e.empty()) return RuleOutcome::fail(e);
  if (auto e = pairedDims(lc, rc, "contracting"); !e.empty()) return RuleOutcome::fail(e);
  // Padding rows are unspecified: a free dim keeps them apart in the result's padding
  // rows; summed or paired (contracting, batch) they would mix into specified values.
  auto paddedDim = [](const std::vector<int64_t>& dims, const Relation& r) {
    for (int64_t k : dims)
      if (r.paddingOf(k) != 0) return k;
    return int64_t{-1};
  };
  for (const auto* dims : {&lb, &lc})
    if (const int64_t k = paddedDim(*dims, L); k >= 0)
      return RuleOutcome::fail("lhs dim " + std::to_string(k) + " is padded and contracted or batched: its unspecified rows would enter the result");
  for (const auto* dims : {&rb, &rc})
    if (const int64_t k = paddedDim(*dims, R); k >= 0)
      return RuleOutcome::fail("rhs dim " + std::to_string(k) + " is padded and contracted or batched: its unspecified rows would enter the result");
  // Result dims: batch, lhs free, rhs free.
  std::vector<std::pair<int, int64_t>> resultDims;  // (operand, dim)
  for (int64_t d : lb) resultDims.push_back({0, d});
  for (int64_t d = 0; d < L.rank(); ++d)
    if (std::find(lb.begin(), lb.end(), d) == lb.end() && std::find(lc.begin(), lc.end(), d) == lc.end()) resultDims.push_back({0, d});
  for (int64_t d = 0; d < R.rank(); ++d)
    if (std::find(rb.begin(), rb.end(), d) == rb.end() && std::find(rc.begin(), rc.end(), d) == rc.end()) resultDims.push_back({1, d});
  if (static_cast<int64_t>(resultDims.size()) != in.shape.rank()) return RuleOutcome::fail("dot result rank does not match");
  Relation out = Relation::replicated(c.devices, in.shape.rank());
  for (std::size_t j = 0; j < resultDims.size(); ++j) {
    const Relation& src = resultDims[j].first == 0 ? L : R;
    out.tiles[j] = src.tiles[resultDims[j].second];
    for (int64_t d = 0; d < c.devices; ++d) out.index(d, static_cast<int64_t>(j)) = src.index(d, resultDims[j].second);
    if (const int64_t pad = src.paddingOf(resultDims[j].second); pad != 0) {
      out.padding.resize(resultDims.size(), 0);
      out.padding[j] = pad;
    }
  }
  int64_t parts = 1;
  for (int64_t d : lc) parts *= L.tiles[d];
  if (parts > 1) {
    // Row parallel: each device sums over its slice of the contraction only.
    out.partial = ReduceOp::Sum;
    out.partCount = parts;
    out.part.assign(static_cast<std::size_t>(c.devices), 0);
    for (int64_t d = 0; d < c.devices; ++d) {
      int64_t p = 0;
      for (int64_t k : lc) p = p * L.tiles[k] + L.index(d, k);
      out.part[d] = p;
    }
  }
  auto found = c.lookupBaseline(c.distributedSignatures.signature(in, out.baselineDims(in.shape.dims)), baselineChildren(operands));
  return factOrFail(c, found, in, out, noCounterpart(c, in, operands, out));
}

RuleOutcome dotSharded(VerifyContext& c, InstructionId id) {
  const Instruction& in = c.distributedInstruction(id);
  std::vector<const Fact*> operands;
  std::string why;
  if (!operandFacts(c, in, operands, why)) return RuleOutcome::fail(why);
  return dotFromFacts(c, in, operands);
}

// ---------------------------------------------------------------- dot-of-repeated

// The baseline value that repeats x's dim k r times (jnp.repeat: broadcast a new dim of
// size r right after k, then merge the two), if the baseline computes it.
std::optional<egraph::Id> baselineRepeat(const VerifyContext& c, egraph::Id x, const ir::Shape& xShape, int64_t k, int64_t r) {
  const int64_t rank = xShape.rank();
  std::vector<int64_t> broadcastDims, mapped, merged = xShape.dims;
  for (int64_t j = 0; j < rank; ++j) mapped.push_back(j <= k ? j : j + 1);
  broadcastDims = xShape.dims;
  broadcastDims.insert(broadcastDims.begin() + k + 1, r);
  merged[k] *= r;
  for (egraph::Id parent : c.graph.eclass(x).parents) {
    const InstructionId b = c.baselineInstructionOf(parent);
    if (b < 0) continue;
    const Instruction& bcast = c.baselineEntry.instructions[b];
    if (bcast.opcode != Opcode::Broadcast || bcast.operands.size() != 1 || !c.graph.equivalent(c.baselineId(bcast.operands[0]), x) ||
        bcast.shape.dims != broadcastDims || bcast.shape.type != xShape.type || intList(bcast, "dimensions") != mapped)
      continue;
    for (egraph::Id grand : c.graph.eclass(c.baselineId(b)).parents) {
      const InstructionId g = c.baselineInstructionOf(grand);
      if (g < 0) continue;
      const Instruction& reshape = c.baselineEntry.instructions[g];
      if (reshape.opcode == Opcode::Reshape && c.graph.equivalent(c.baselineId(reshape.operands[0]), c.baselineId(b)) && reshape.shape.dims == merged &&
          reshape.shape.type == xShape.type)
        return c.graph.find(c.baselineId(g));
    }
  }
  return std::nullopt;
}

// Grouped-query attention with more ranks than KV heads: each rank holds one KV head
// (tile i of t along dim k, one row) and a query head split into T = t·r tiles whose
// index j has j / r = i. Row j of the baseline's repeat of the KV heads (each repeated r
// times) is KV head j / r: the rank's one row is tile j of that repeat, which the dot
// then pairs with tile j of the queries.
RuleOutcome dotOfRepeated(VerifyContext& c, InstructionId id) {
  const Instruction& in = c.distributedInstruction(id);
  std::vector<const Fact*> operands;
  std::string why;
  if (!operandFacts(c, in, operands, why)) return RuleOutcome::fail(why);
  if (operands.size() != 2 || !operands[0]->elements.empty() || !operands[1]->elements.empty()) return RuleOutcome::fail("dot takes two arrays");
  const auto lb = intList(in, "lhs_batch_dims"), rb = intList(in, "rhs_batch_dims");
  if (lb.size() != rb.size() || !validAxes(lb, operands[0]->relation.rank()) || !validAxes(rb, operands[1]->relation.rank()))
    return RuleOutcome::fail("dot dimension numbers do not match the operands");
  std::string last = "no batch dim pairs a repeated operand with a finer split";
  for (int side = 0; side < 2; ++side) {
    const Fact& few = *operands[side];
    const Fact& many = *operands[1 - side];
    const auto& fewDims = side == 0 ? lb : rb;
    const auto& manyDims = side == 0 ? rb : lb;
    for (std::size_t i = 0; i < fewDims.size(); ++i) {
      const int64_t k = fewDims[i], m = manyDims[i];
      const int64_t t = few.relation.tiles[k], T = many.relation.tiles[m];
      if (few.relation.isPartial() || few.relation.isPadded() || T <= t || T % t != 0 || few.baselineShape.dims[k] != t) continue;
      const int64_t r = T / t;
      bool grouped = true;
      for (int64_t d = 0; d < c.devices && grouped; ++d) grouped = many.relation.index(d, m) / r == few.relation.index(d, k);
      if (!grouped) {
        last = "batch dims: the finer split of one operand is not the repeat of the other's tiles";
        continue;
      }
      auto repeated = baselineRepeat(c, few.baseline, few.baselineShape, k, r);
      if (!repeated) {
        last = "the baseline does not repeat the operand's dim " + std::to_string(k) + " " + std::to_string(r) + " times";
        continue;
      }
      Relation relation = few.relation;
      relation.tiles[k] = T;
      for (int64_t d = 0; d < c.devices; ++d) relation.index(d, k) = many.relation.index(d, m);
      const InstructionId b = c.baselineInstructionOf(*repeated);
      auto substitute = c.makeFact(*repeated, c.baselineEntry.instructions[b].shape, c.distributedInstruction(in.operands[side]).shape, relation, &why);
      if (!substitute) {
        last = why;
        continue;
      }
      std::vector<const Fact*> paired = operands;
      paired[side] = &*substitute;
      RuleOutcome outcome = dotFromFacts(c, in, paired);
      if (outcome.fact) return outcome;
      last = outcome.reason;
    }
  }
  return RuleOutcome::fail(last);
}

// ---------------------------------------------------------------- reduce

bool isReduce(const Instruction& in) { return in.opcode == Opcode::Reduce && in.operands.size() == 2 && in.shape.isArray(); }

bool isIdentityOf(ReduceOp op, const Instruction& init) {
  if (init.opcode != Opcode::Constant || !init.shape.isArray() || init.shape.rank() != 0) return false;
  auto literal = ir::decodeLiteral(init.literal, init.shape, 1);
  if (!literal.ok || literal.real.size() != 1) return false;
  const double v = literal.real[0];
  switch (op) {
    case ReduceOp::Sum: return v == 0.0;
    case ReduceOp::Product: return v == 1.0;
    case ReduceOp::Max: return std::isinf(v) && v < 0;
    case ReduceOp::Min: return std::isinf(v) && v > 0;
    default: return false;
  }
}

RuleOutcome reduceFromFacts(VerifyContext& c, const Instruction& in, const std::vector<const Fact*>& operands) {
  if (operands.size() != 2) return RuleOutcome::fail("reduce needs one array and one initial value");
  const Relation& X = operands[0]->relation;
  if (!operands[0]->elements.empty() || !operands[1]->elements.empty() || !operands[1]->relation.isReplicated())
    return RuleOutcome::fail("reduce needs an array and a replicated initial value");
  if (X.isPartial()) return RuleOutcome::fail("reduce of a partial value");
  const auto dims = intList(in, "dimensions");
  if (!validAxes(dims, X.rank())) return RuleOutcome::fail("reduce dimensions are invalid");
  const ReduceOp op = c.distributedSignatures.reducerOf(in.calledComputation("to_apply"));
  Relation out = Relation::replicated(c.devices, in.shape.rank());
  int64_t j = 0;
  int64_t parts = 1;
  for (int64_t k = 0; k < X.rank(); ++k) {
    if (std::find(dims.begin(), dims.end(), k) != dims.end()) {
      parts *= X.tiles[k];
      continue;
    }
    if (j >= out.rank()) return RuleOutcome::fail("reduce result rank does not match");
    out.tiles[j] = X.tiles[k];
    for (int64_t d = 0; d < c.devices; ++d) out.index(d, j) = X.index(d, k);
    ++j;
  }
  if (j != out.rank()) return RuleOutcome::fail("reduce result rank does not match");
  if (parts > 1) {
    if (op == ReduceOp::None) return RuleOutcome::fail("reduce over a split dimension with a combiner the verifier does not know");
    if (!isIdentityOf(op, c.distributedInstruction(in.operands[1])))
      return RuleOutcome::fail(std::string("reduce over a split dimension starts from a value that is not the identity of ") + reduceOpName(op) +
                               ", so every device adds it once");
    out.partial = op;
    out.partCount = parts;
    out.part.assign(static_cast<std::size_t>(c.devices), 0);
    for (int64_t d = 0; d < c.devices; ++d) {
      int64_t p = 0;
      for (int64_t k : dims) p = p * X.tiles[k] + X.index(d, k);
      out.part[d] = p;
    }
  }
  auto found = c.lookupBaseline(c.distributedSignatures.signature(in, out.baselineDims(in.shape.dims)), baselineChildren(operands));
  return factOrFail(c, found, in, out, noCounterpart(c, in, operands, out));
}

RuleOutcome reduceSharded(VerifyContext& c, InstructionId id) {
  const Instruction& in = c.distributedInstruction(id);
  std::vector<const Fact*> operands;
  std::string why;
  if (!operandFacts(c, in, operands, why)) return RuleOutcome::fail(why);
  return reduceFromFacts(c, in, operands);
}

// ---------------------------------------------------------------- slice / concatenate

bool isSliceOrConcat(const Instruction& in) { return in.opcode == Opcode::Slice || in.opcode == Opcode::Concatenate; }

RuleOutcome sliceOrConcatUntiled(VerifyContext& c, InstructionId id) {
  const Instruction& in = c.distributedInstruction(id);
  std::vector<const Fact*> operands;
  std::string why;
  if (!operandFacts(c, in, operands, why)) return RuleOutcome::fail(why);
  if (operands.empty() || !operands[0]->elements.empty()) return RuleOutcome::fail("needs arrays");
  const Relation wanted = operands[0]->relation;
  if (wanted.isPartial()) return RuleOutcome::fail("slicing a partial value");
  std::vector<Fact> coerced;
  for (InstructionId operand : in.operands) {
    auto f = c.factAs(operand, wanted);
    if (!f) return RuleOutcome::fail("operands are related differently (" + wanted.toString() + " expected)");
    coerced.push_back(std::move(*f));
  }
  std::vector<const Fact*> pointers;
  for (const Fact& f : coerced) pointers.push_back(&f);
  AttributeOverrides overrides;
  if (in.opcode == Opcode::Slice) {
    const auto* config = in.sliceConfig();
    const auto& operandDims = c.distributedInstruction(in.operands[0]).shape.dims;
    if (!config || config->dims.size() != operandDims.size()) return RuleOutcome::fail("slice without a valid config");
    ir::SliceConfig baselineConfig = *config;
    for (std::size_t k = 0; k < config->dims.size(); ++k) {
      if (wanted.tiles[k] == 1) continue;
      const auto& s = config->dims[k];
      if (s.start != 0 || s.limit != operandDims[k] || s.stride != 1)
        return RuleOutcome::fail("slice cuts dim " + std::to_string(k) + ", which is split over the devices");
      baselineConfig.dims[k].limit = operandDims[k] * wanted.tiles[k];
    }
    overrides.push_back({"slice", c.distributedSignatures.attributeText(baselineConfig, 0)});
  } else {
    const auto dims = intList(in, "dimensions");
    if (dims.size() != 1 || dims[0] < 0 || dims[0] >= wanted.rank()) return RuleOutcome::fail("concatenate needs one dimension");
    if (wanted.tiles[dims[0]] != 1) return RuleOutcome::fail("concatenate along a dimension split over the devices");
  }
  auto found = c.lookupBaseline(c.distributedSignatures.signature(in, wanted.baselineDims(in.shape.dims), overrides), baselineChildren(pointers));
  return factOrFail(c, found, in, wanted, noCounterpart(c, in, pointers, wanted));
}

// ---------------------------------------------------------------- collectives

bool isAllReduce(const Instruction& in) { return in.opcode == Opcode::AllReduce && in.operands.size() == 1 && in.shape.isArray(); }

// all-reduce `in` over an operand related by `xFact` (its own operand's fact, or, for
// divide-around-sum, the fact of the value its operand is a constant multiple of).
RuleOutcome allReduceOf(VerifyContext& c, const Instruction& in, const std::optional<Fact>& xFact) {
  if (!xFact) return RuleOutcome::fail("operand is not related to the baseline");
  if (!xFact->elements.empty()) return RuleOutcome::fail("operand is a tuple");
  std::string why;
  auto groups = c.deviceGroups(in, &why);
  if (!groups) return RuleOutcome::fail(why);
  const ReduceOp op = c.distributedSignatures.reducerOf(in.calledComputation("to_apply"));
  if (op == ReduceOp::None) return RuleOutcome::fail("all-reduce with a combiner the verifier does not know");
  const Relation& X = xFact->relation;
  const bool trivial = std::all_of(groups->begin(), groups->end(), [](const auto& g) { return g.size() == 1; });
  if (trivial) return sameValue(c, *xFact, in, X);
  auto sameTile = [&](const std::vector<int64_t>& g) {
    for (int64_t d : g)
      for (int64_t k = 0; k < X.rank(); ++k)
        if (X.index(d, k) != X.index(g[0], k)) return false;
    return true;
  };
  const std::string spans = X.isPartial() ? " but the partial " + std::string(reduceOpName(X.partial)) + " spans " + groupsText(X.devicesByTile()) : "";
  if (!X.isPartial()) {
    const bool idempotent = op == ReduceOp::Max || op == ReduceOp::Min;
    if (idempotent && std::all_of(groups->begin(), groups->end(), sameTile)) return sameValue(c, *xFact, in, X);
    return RuleOutcome::fail(std::string("all-reduce(") + reduceOpName(op) + ") over " + groupsText(*groups) + " of a value that is already complete (" +
                             X.toString() + ")" + (op == ReduceOp::Sum ? ": it is counted once per device" : ""));
  }
  if (op != X.partial)
    return RuleOutcome::fail(std::string("all-reduce(") + reduceOpName(op) + ") of a partial " + reduceOpName(X.partial));
  for (const auto& g : *groups) {
    if (!sameTile(g)) return RuleOutcome::fail("all-reduce over " + groupsText(*groups) + " combines different tiles" + spans);
    std::vector<int64_t> parts;
    for (int64_t d : g) parts.push_back(X.partOf(d));
    std::sort(parts.begin(), parts.end());
    bool complete = static_cast<int64_t>(parts.size()) == X.partCount;
    for (std::size_t i = 0; complete && i < parts.size(); ++i) complete = parts[i] == static_cast<int64_t>(i);
    if (!complete) return RuleOutcome::fail("all-reduce over " + groupsText(*groups) + spans);
  }
  Relation out = X;
  out.partial = ReduceOp::None;
  out.partCount = 1;
  out.part.clear();
  return sameValue(c, *xFact, in, out);
}

RuleOutcome allReduce(VerifyContext& c, InstructionId id) {
  const Instruction& in = c.distributedInstruction(id);
  return allReduceOf(c, in, c.facts[in.operands[0]]);
}

// ---------------------------------------------------------------- divide-around-sum

// The value of a constant scalar, or of a broadcast of one (the same on every device).
std::optional<double> constantScalar(const ir::Computation& computation, InstructionId id) {
  const Instruction* in = &computation.instructions[id];
  if (in->opcode == Opcode::Broadcast && in->operands.size() == 1) in = &computation.instructions[in->operands[0]];
  if (in->opcode != Opcode::Constant || !in->shape.isArray() || in->shape.rank() != 0 || !ir::isFloatingPoint(in->shape.type)) return std::nullopt;
  auto literal = ir::decodeLiteral(in->literal, in->shape, 1);
  if (!literal.ok || literal.real.size() != 1 || !std::isfinite(literal.real[0]) || literal.real[0] == 0.0) return std::nullopt;
  return literal.real[0];
}

bool isDivide(const Instruction& in) { return in.opcode == Opcode::Divide && in.operands.size() == 2 && in.shape.isArray(); }

// A mean split around a sum over the devices: each device divides its part P_p by c1,
// the parts are summed by an all-reduce (through copies, reshapes, an inlined call's
// tuple elements and reduces over unit dims, which keep every element where it is), and the sum is divided by c2:
// sum_p(P_p / c1) / c2 = (sum_p P_p) / (c1 * c2). The baseline divides the sum by c1 * c2.
RuleOutcome divideAroundSum(VerifyContext& c, InstructionId id) {
  const Instruction& in = c.distributedInstruction(id);
  const ir::Computation& entry = c.distributedEntry;
  const auto c2 = constantScalar(entry, in.operands[1]);
  if (!c2) return RuleOutcome::notApplicable("the divisor is not a constant");
  const Instruction& sum = c.distributedInstruction(in.operands[0]);
  if (sum.opcode != Opcode::AllReduce || sum.operands.size() != 1 || !sum.shape.isArray() ||
      c.distributedSignatures.reducerOf(sum.calledComputation("to_apply")) != ReduceOp::Sum)
    return RuleOutcome::notApplicable("the dividend is not an all-reduce(sum)");
  // Back from the all-reduce's operand to the per-device division.
  InstructionId at = sum.operands[0];
  for (int steps = 0; steps < 16; ++steps) {
    const Instruction& step = c.distributedInstruction(at);
    if (step.opcode == Opcode::Copy || (step.opcode == Opcode::Reshape && step.operands.size() == 1)) {
      at = step.operands[0];
      continue;
    }
    if (step.opcode == Opcode::GetTupleElement && step.operands.size() == 1) {  // an inlined call's result
      const Instruction& tuple = c.distributedInstruction(step.operands[0]);
      const auto index = step.intAttribute("index");
      if (tuple.opcode != Opcode::Tuple || !index || *index < 0 || *index >= static_cast<int64_t>(tuple.operands.size())) break;
      at = tuple.operands[*index];
      continue;
    }
    if (step.opcode == Opcode::Reduce && step.operands.size() == 2 && c.distributedSignatures.reducerOf(step.calledComputation("to_apply")) == ReduceOp::Sum &&
        isIdentityOf(ReduceOp::Sum, c.distributedInstruction(step.operands[1]))) {
      const auto& operandDims = c.distributedInstruction(step.operands[0]).shape.dims;
      const auto dims = intList(step, "dimensions");
      const bool unitDims = std::all_of(dims.begin(), dims.end(), [&](int64_t k) {
        return k >= 0 && k < static_cast<int64_t>(operandDims.size()) && operandDims[k] == 1;
      });
      if (!unitDims) return RuleOutcome::fail("the all-reduce's operand sums " + name(step) + " over dims that are not of size 1");
      at = step.operands[0];
      continue;
    }
    break;
  }
  const Instruction& perDevice = c.distributedInstruction(at);
  if (!isDivide(perDevice)) return RuleOutcome::notApplicable("no division by a constant before the all-reduce");
  const auto c1 = constantScalar(entry, perDevice.operands[1]);
  if (!c1) return RuleOutcome::fail(name(perDevice) + " divides by a value that is not a constant");
  const auto& partFact = c.facts[perDevice.operands[0]];
  if (!partFact || !partFact->elements.empty() || partFact->relation.isPadded())
    return RuleOutcome::fail("the dividend of " + name(perDevice) + " is not related to the baseline");
  if (partFact->relation.partial != ReduceOp::Sum) return RuleOutcome::fail("the dividend of " + name(perDevice) + " is not a partial sum");
  const ir::Shape& partShape = c.distributedInstruction(perDevice.operands[0]).shape;
  // Copies, reshapes and unit-dim reduces keep row-major order: with the same dims at
  // both ends, every element is where it was.
  if (partShape.dims != sum.shape.dims || partShape.type != sum.shape.type || in.shape.dims != sum.shape.dims || in.shape.type != sum.shape.type)
    return RuleOutcome::fail("the values between " + name(perDevice) + " and " + name(sum) + " change shape");
  // The all-reduce completes the parts (its groups checked as for all-reduce-of-partial).
  RuleOutcome complete = allReduceOf(c, sum, partFact);
  if (!complete.fact) return complete;
  const Relation out = complete.fact->relation;
  const egraph::Id b = partFact->baseline;
  const double divisor = *c1 * *c2;
  for (egraph::Id parent : c.graph.eclass(b).parents) {
    const InstructionId g = c.baselineInstructionOf(parent);
    if (g < 0) continue;
    const Instruction& candidate = c.baselineEntry.instructions[g];
    if (!isDivide(candidate) || !c.graph.equivalent(c.baselineId(candidate.operands[0]), b)) continue;
    const auto v = constantScalar(c.baselineEntry, candidate.operands[1]);
    if (!v || *v != divisor) continue;
    if (candidate.shape.type != in.shape.type || candidate.shape.dims != out.baselineDims(in.shape.dims)) continue;
    return factOrFail(c, c.graph.find(c.baselineId(g)), in, out, "");
  }
  return RuleOutcome::fail("the baseline does not divide " + (c.baselineInstructionPtr(*partFact) ? name(*c.baselineInstructionPtr(*partFact)) : std::string("?")) +
                           " by " + std::to_string(divisor) + " (" + name(perDevice) + "'s divisor times " + name(in) + "'s)");
}

bool isAllGather(const Instruction& in) { return in.opcode == Opcode::AllGather && in.operands.size() == 1 && in.shape.isArray(); }

RuleOutcome allGather(VerifyContext& c, InstructionId id) {
  const Instruction& in = c.distributedInstruction(id);
  const auto& xFact = c.facts[in.operands[0]];
  if (!xFact) return RuleOutcome::fail("operand is not related to the baseline");
  if (!xFact->elements.empty()) return RuleOutcome::fail("operand is a tuple");
  const Relation& X = xFact->relation;
  if (X.isPartial())
    return RuleOutcome::fail(std::string("all-gather of a partial ") + reduceOpName(X.partial) + " over " + groupsText(X.devicesByTile()) +
                             ": the chunks are gathered, never summed");
  std::string why;
  auto groups = c.deviceGroups(in, &why);
  if (!groups) return RuleOutcome::fail(why);
  const auto dims = intList(in, "dimensions");
  if (dims.size() != 1 || dims[0] < 0 || dims[0] >= X.rank()) return RuleOutcome::fail("all-gather needs one dimension");
  const int64_t k = dims[0];
  Relation out = X;
  for (const auto& g : *groups) {
    const int64_t m = static_cast<int64_t>(g.size());
    if (X.tiles[k] % m != 0)
      return RuleOutcome::fail("all-gather over groups of " + std::to_string(m) + " but dim " + std::to_string(k) + " has " + std::to_string(X.tiles[k]) + " tiles");
    const int64_t base = X.index(g[0], k) / m;
    for (int64_t i = 0; i < m; ++i) {
      const int64_t d = g[i];
      if (X.index(d, k) != base * m + i)
        return RuleOutcome::fail("all-gather over " + groupsText(*groups) + " puts device " + std::to_string(d) + "'s tile " + std::to_string(X.index(d, k)) +
                                 " of dim " + std::to_string(k) + " at position " + std::to_string(i));
      for (int64_t other = 0; other < X.rank(); ++other)
        if (other != k && X.index(d, other) != X.index(g[0], other))
          return RuleOutcome::fail("all-gather over " + groupsText(*groups) + " joins tiles from different positions of dim " + std::to_string(other));
    }
    for (int64_t d : g) out.index(d, k) = base;
  }
  out.tiles[k] = X.tiles[k] / static_cast<int64_t>((*groups)[0].size());
  for (const auto& g : *groups)
    if (g.size() != (*groups)[0].size()) return RuleOutcome::fail("replica groups of different sizes");
  return sameValue(c, *xFact, in, out);
}

bool isReduceScatter(const Instruction& in) { return in.opcode == Opcode::ReduceScatter && in.operands.size() == 1 && in.shape.isArray(); }

RuleOutcome reduceScatter(VerifyContext& c, InstructionId id) {
  const Instruction& in = c.distributedInstruction(id);
  const auto& xFact = c.facts[in.operands[0]];
  if (!xFact) return RuleOutcome::fail("operand is not related to the baseline");
  if (!xFact->elements.empty()) return RuleOutcome::fail("operand is a tuple");
  const Relation& X = xFact->relation;
  std::string why;
  auto groups = c.deviceGroups(in, &why);
  if (!groups) return RuleOutcome::fail(why);
  const ReduceOp op = c.distributedSignatures.reducerOf(in.calledComputation("to_apply"));
  const auto dims = intList(in, "dimensions");
  if (dims.size() != 1 || dims[0] < 0 || dims[0] >= X.rank()) return RuleOutcome::fail("reduce-scatter needs one dimension");
  if (!X.isPartial() || X.partial != op)
    return RuleOutcome::fail(std::string("reduce-scatter(") + reduceOpName(op) + ") over " + groupsText(*groups) + " of a value that is " + X.toString());
  const int64_t k = dims[0];
  const int64_t m = static_cast<int64_t>((*groups)[0].size());
  Relation out = X;
  out.partial = ReduceOp::None;
  out.partCount = 1;
  out.part.clear();
  out.tiles[k] = X.tiles[k] * m;
  for (const auto& g : *groups) {
    if (static_cast<int64_t>(g.size()) != m) return RuleOutcome::fail("replica groups of different sizes");
    std::vector<int64_t> parts;
    for (int64_t i = 0; i < m; ++i) {
      const int64_t d = g[i];
      for (int64_t other = 0; other < X.rank(); ++other)
        if (X.index(d, other) != X.index(g[0], other))
          return RuleOutcome::fail("reduce-scatter over " + groupsText(*groups) + " combines different tiles but the partial sum spans " +
                                   groupsText(X.devicesByTile()));
      parts.push_back(X.partOf(d));
      out.index(d, k) = X.index(d, k) * m + i;
    }
    std::sort(parts.begin(), parts.end());
    for (std::size_t i = 0; i < parts.size(); ++i)
      if (parts[i] != static_cast<int64_t>(i) || static_cast<int64_t>(parts.size()) != X.partCount)
        return RuleOutcome::fail("reduce-scatter over " + groupsText(*groups) + " but the partial sum spans " + groupsText(X.devicesByTile()));
  }
  return sameValue(c, *xFact, in, out);
}

bool isAllToAll(const Instruction& in) { return in.opcode == Opcode::AllToAll && in.operands.size() == 1 && in.shape.isArray(); }

// An all-to-all that moves nothing: every group a single device. A real exchange is
// no tile by itself; allToAllExchange relates the run of layout ops around it.
RuleOutcome allToAll(VerifyContext& c, InstructionId id) {
  const Instruction& in = c.distributedInstruction(id);
  const auto& xFact = c.facts[in.operands[0]];
  // Inside an exchange run the operand has no fact of its own: all-to-all-exchange's case.
  if (!xFact) return RuleOutcome::notApplicable("operand is not related to the baseline");
  if (!xFact->elements.empty()) return RuleOutcome::fail("operand is a tuple");
  std::string why;
  auto groups = c.deviceGroups(in, &why);
  if (!groups) return RuleOutcome::fail(why);
  for (const auto& g : *groups)
    if (g.size() != 1)
      return RuleOutcome::notApplicable("all-to-all over " + groupsText(*groups) + " of " + xFact->relation.toString() +
                                        " data: an exchange between devices (all-to-all-exchange relates the run around it)");
  return sameValue(c, *xFact, in, xFact->relation);
}

bool isCollectivePermute(const Instruction& in) { return in.opcode == Opcode::CollectivePermute && in.operands.size() == 1 && in.shape.isArray(); }

RuleOutcome collectivePermute(VerifyContext& c, InstructionId id) {
  const Instruction& in = c.distributedInstruction(id);
  const auto& xFact = c.facts[in.operands[0]];
  if (!xFact) return RuleOutcome::fail("operand is not related to the baseline");
  if (!xFact->elements.empty()) return RuleOutcome::fail("operand is a tuple");
  const auto* attribute = in.attribute("source_target_pairs");
  const auto* pairs = attribute ? std::get_if<ir::SourceTargetPairs>(&attribute->value) : nullptr;
  if (!pairs) return RuleOutcome::fail("collective-permute without source_target_pairs");
  const Relation& X = xFact->relation;
  Relation out = X;
  std::vector<int> received(static_cast<std::size_t>(c.devices), 0);
  for (const auto& [source, target] : pairs->pairs) {
    if (source < 0 || source >= c.devices || target < 0 || target >= c.devices) return RuleOutcome::fail("pair names a device out of range");
    if (received[target]++) return RuleOutcome::fail("device " + std::to_string(target) + " receives twice");
    for (int64_t k = 0; k < X.rank(); ++k) out.index(target, k) = X.index(source, k);
    if (X.isPartial()) out.part[target] = X.partOf(source);
  }
  for (int64_t d = 0; d < c.devices; ++d)
    if (!received[d]) return RuleOutcome::fail("device " + std::to_string(d) + " receives nothing (zeros) from the collective-permute");
  return sameValue(c, *xFact, in, out);
}


// ---------------------------------------------------------------- all-to-all exchanges

bool isExchangeStep(const Instruction& in) {
  return (in.opcode == Opcode::Reshape || in.opcode == Opcode::Transpose || in.opcode == Opcode::AllToAll) && in.operands.size() == 1 &&
         in.shape.isArray();
}

std::optional<ExchangeStep> exchangeStepOf(VerifyContext& c, const Instruction& in, std::string& why) {
  ExchangeStep step;
  step.dims = in.shape.dims;
  if (in.opcode == Opcode::Reshape) return step;
  if (in.opcode == Opcode::Transpose) {
    step.kind = ExchangeStep::Kind::Transpose;
    step.permutation = intList(in, "dimensions");
    return step;
  }
  step.kind = ExchangeStep::Kind::AllToAll;
  const auto dims = intList(in, "dimensions");
  if (dims.size() != 1) {
    why = name(in) + ": all-to-all needs one split dimension";
    return std::nullopt;
  }
  step.splitDimension = dims[0];
  auto groups = c.deviceGroups(in, &why);
  if (!groups) return std::nullopt;
  step.groups = std::move(*groups);
  return step;
}

// How many trailing dims every shape of the run shares (same sizes), that the relation
// leaves whole, no transpose moves and no all-to-all splits: each device's elements then
// move in whole rows of those dims, so the run is followed with them at size 1 (a
// reshape keeps row-major order, so rows of the shared suffix stay rows). This keeps the
// labels of full-size runs (hidden 4096 and more) within the simulation's bound.
int64_t sharedTrailingDims(VerifyContext& c, const Fact& from, InstructionId source, const std::vector<InstructionId>& run) {
  const auto& b = from.baselineShape.dims;
  auto suffixOf = [](const std::vector<int64_t>& dims, int64_t len) { return std::vector<int64_t>(dims.end() - len, dims.end()); };
  auto fits = [&](int64_t len) {
    if (len > static_cast<int64_t>(b.size())) return false;
    const auto ref = suffixOf(b, len);
    for (int64_t k = static_cast<int64_t>(b.size()) - len; k < static_cast<int64_t>(b.size()); ++k)
      if (from.relation.tiles[k] != 1) return false;
    auto sameSuffix = [&](const std::vector<int64_t>& dims) { return static_cast<int64_t>(dims.size()) >= len && suffixOf(dims, len) == ref; };
    if (!sameSuffix(c.distributedInstruction(source).shape.dims)) return false;
    for (InstructionId id : run) {
      const Instruction& step = c.distributedInstruction(id);
      const int64_t rank = step.shape.rank();
      if (!sameSuffix(step.shape.dims)) return false;
      if (step.opcode == Opcode::Transpose) {
        const auto perm = intList(step, "dimensions");
        if (static_cast<int64_t>(perm.size()) != rank) return false;
        for (int64_t k = rank - len; k < rank; ++k)
          if (perm[k] != k) return false;
      }
      if (step.opcode == Opcode::AllToAll) {
        const auto dims = intList(step, "dimensions");
        if (dims.size() != 1 || dims[0] >= rank - len) return false;
      }
    }
    return true;
  };
  int64_t len = 0;
  while (len < 8 && fits(len + 1)) ++len;
  return len;
}

std::vector<int64_t> withTrailingOnes(std::vector<int64_t> dims, int64_t len) {
  for (int64_t k = static_cast<int64_t>(dims.size()) - len; k < static_cast<int64_t>(dims.size()); ++k) dims[k] = 1;
  return dims;
}

// A run of reshapes, transposes and all-to-alls from a related value to this
// instruction, taken as one: the run is simulated element by element on every device
// (exchange_simulation.h) and must leave each device exactly a tile of the baseline
// value itself or of a baseline reshape/transpose of it. No step of the run is trusted
// by itself; the labels prove where every element went.
RuleOutcome allToAllExchange(VerifyContext& c, InstructionId id) {
  constexpr int kMaxRun = 16;
  std::vector<InstructionId> run{id};
  InstructionId source = c.distributedInstruction(id).operands[0];
  bool exchanges = c.distributedInstruction(id).opcode == Opcode::AllToAll;
  while (!c.facts[source]) {
    const Instruction& step = c.distributedInstruction(source);
    if (!isExchangeStep(step) || static_cast<int>(run.size()) >= kMaxRun)
      return RuleOutcome::notApplicable("not a run of reshapes, transposes and all-to-alls from a related value");
    exchanges = exchanges || step.opcode == Opcode::AllToAll;
    run.push_back(source);
    source = step.operands[0];
  }
  if (!exchanges) return RuleOutcome::notApplicable("no all-to-all in the run");
  const Fact& from = *c.facts[source];
  if (!from.elements.empty()) return RuleOutcome::fail("the exchanged value is a tuple");
  std::string why;
  const int64_t suffix = sharedTrailingDims(c, from, source, run);
  const auto fromDims = withTrailingOnes(from.baselineShape.dims, suffix);
  auto labels = labelTiles(from.relation, fromDims, withTrailingOnes(c.distributedInstruction(source).shape.dims, suffix), &why);
  if (!labels) return RuleOutcome::fail(why);
  for (auto it = run.rbegin(); it != run.rend(); ++it) {
    const Instruction& step = c.distributedInstruction(*it);
    if (step.shape.type != from.baselineShape.type) return RuleOutcome::fail(name(step) + " changes the element type");
    auto op = exchangeStepOf(c, step, why);
    if (!op) return RuleOutcome::fail(why);
    op->dims = withTrailingOnes(op->dims, suffix);
    labels = applyStep(*labels, *op, &why);
    if (!labels) return RuleOutcome::fail(name(step) + ": " + why);
  }
  const Instruction& in = c.distributedInstruction(id);
  // The baseline value itself, held in a new tiling.
  std::string reason;
  if (auto relation = tileRelationOf(*labels, fromDims, {}, &reason)) {
    auto fact = c.makeFact(from.baseline, from.baselineShape, in.shape, *relation, &why);
    if (fact) return {std::move(fact), {}};
    reason = why;
  }
  // A baseline reshape/transpose of it: compare against where that op puts each element.
  std::set<InstructionId> tried;
  for (egraph::Id parent : c.graph.eclass(from.baseline).parents) {
    const InstructionId b = c.baselineInstructionOf(parent);
    if (b < 0 || !tried.insert(b).second) continue;
    const Instruction& candidate = c.baselineEntry.instructions[b];
    if (!isLayoutOp(candidate) || candidate.operands.size() != 1 || candidate.shape.type != from.baselineShape.type) continue;
    if (!c.graph.equivalent(c.baselineId(candidate.operands[0]), from.baseline)) continue;
    // The candidate must move the shared trailing dims as whole rows too.
    const int64_t rank = candidate.shape.rank();
    if (rank < suffix || !std::equal(candidate.shape.dims.end() - suffix, candidate.shape.dims.end(), from.baselineShape.dims.end() - suffix)) continue;
    ExchangeStep op;
    op.dims = withTrailingOnes(candidate.shape.dims, suffix);
    if (candidate.opcode == Opcode::Transpose) {
      op.kind = ExchangeStep::Kind::Transpose;
      op.permutation = intList(candidate, "dimensions");
      bool fixed = static_cast<int64_t>(op.permutation.size()) == rank;
      for (int64_t k = rank - suffix; fixed && k < rank; ++k) fixed = op.permutation[k] == k;
      if (!fixed) continue;
    }
    auto identity = labelTiles(Relation::replicated(1, from.baselineShape.rank()), fromDims, fromDims, &why);
    if (!identity) continue;
    auto placed = applyStep(*identity, op, &why);
    if (!placed) continue;
    std::vector<int64_t> position(placed->labels[0].size());
    for (std::size_t e = 0; e < position.size(); ++e) position[placed->labels[0][e]] = static_cast<int64_t>(e);
    auto relation = tileRelationOf(*labels, op.dims, position, &why);
    if (!relation) continue;
    auto fact = c.makeFact(c.baselineId(b), candidate.shape, in.shape, *relation, &why);
    if (fact) return {std::move(fact), {}};
  }
  return RuleOutcome::fail("the exchange from " + name(c.distributedInstruction(source)) + " (" + from.relation.toString() +
                           ") does not leave a tile of the baseline: " + reason);
}

// ---------------------------------------------------------------- log-sum-exp rescaling

// `exp(subtract(a, b))`: the subtract's two operands, or nullopt.
std::optional<std::pair<InstructionId, InstructionId>> expOfDifference(VerifyContext& c, InstructionId id) {
  const Instruction& e = c.distributedInstruction(id);
  if (e.opcode != Opcode::Exp || e.operands.size() != 1) return std::nullopt;
  const Instruction& sub = c.distributedInstruction(e.operands[0]);
  if (sub.opcode != Opcode::Subtract || sub.operands.size() != 2 || sub.shape.dims != e.shape.dims) return std::nullopt;
  return std::pair{sub.operands[0], sub.operands[1]};
}

// For each dim of operand `operand` of the dot or reduce `x`, the result dim it becomes
// (-1 when it is contracted or reduced).
std::vector<int64_t> resultDimsOf(const Instruction& x, int operand, int64_t operandRank) {
  std::vector<int64_t> at(static_cast<std::size_t>(operandRank), -1);
  if (x.opcode == Opcode::Reduce) {
    const auto reduced = intList(x, "dimensions");
    int64_t j = 0;
    for (int64_t k = 0; k < operandRank; ++k)
      if (std::find(reduced.begin(), reduced.end(), k) == reduced.end()) at[k] = j++;
    return at;
  }
  const auto lb = intList(x, "lhs_batch_dims"), rb = intList(x, "rhs_batch_dims");
  const auto lc = intList(x, "lhs_contracting_dims"), rc = intList(x, "rhs_contracting_dims");
  const auto& batch = operand == 0 ? lb : rb;
  const auto& contracting = operand == 0 ? lc : rc;
  for (std::size_t i = 0; i < batch.size(); ++i)
    if (batch[i] >= 0 && batch[i] < operandRank) at[batch[i]] = static_cast<int64_t>(i);
  int64_t j = static_cast<int64_t>(lb.size());
  if (operand == 1) {  // result dims: batch, lhs free, rhs free
    const int64_t freeDims = x.shape.rank() - static_cast<int64_t>(lb.size());
    int64_t rhsFree = 0;
    for (int64_t k = 0; k < operandRank; ++k)
      if (std::find(rb.begin(), rb.end(), k) == rb.end() && std::find(rc.begin(), rc.end(), k) == rc.end()) ++rhsFree;
    j = static_cast<int64_t>(lb.size()) + freeDims - rhsFree;
  }
  for (int64_t k = 0; k < operandRank; ++k)
    if (std::find(batch.begin(), batch.end(), k) == batch.end() && std::find(contracting.begin(), contracting.end(), k) == contracting.end()) at[k] = j++;
  return at;
}

bool isMultiply(const Instruction& in) { return in.opcode == Opcode::Multiply && in.operands.size() == 2 && in.shape.isArray(); }

// The split-K softmax (flash-decoding): each device exponentiates its scores against
// its own max m, sums (or dots with V), and rescales by exp(m - M) with M the combined
// max. exp(s - m) * exp(m - M) = exp(s - M) for every finite m and M, so the rescaled
// local sum is the local sum of the baseline's exp(s - M): whatever m is, as long as the
// same m is used in both places. The rule proves the rescaled value is what the dot or
// reduce rule derives for exp(s - M) in place of exp(s - m); the all-reduce that
// follows is then checked by all-reduce-of-partial like any other partial sum.
RuleOutcome logSumExpRescale(VerifyContext& c, InstructionId id) {
  const Instruction& in = c.distributedInstruction(id);
  std::string last = "not a log-sum-exp rescaling";
  for (int side = 0; side < 2; ++side) {
    const InstructionId xId = in.operands[side], scaleSite = in.operands[1 - side];
    const Instruction& x = c.distributedInstruction(xId);
    if ((x.opcode != Opcode::Dot && x.opcode != Opcode::Reduce) || !x.shape.isArray() || x.shape.dims != in.shape.dims ||
        c.distributedInstruction(scaleSite).shape.dims != in.shape.dims)
      continue;
    // The scale exp(m - G), broadcast onto x's dims (or already of x's shape).
    InstructionId scale = scaleSite;
    std::vector<int64_t> scaleToX;
    const Instruction& site = c.distributedInstruction(scaleSite);
    if (site.opcode == Opcode::Broadcast && site.operands.size() == 1) {
      scale = site.operands[0];
      scaleToX = intList(site, "dimensions");
    } else {
      for (int64_t k = 0; k < x.shape.rank(); ++k) scaleToX.push_back(k);
    }
    auto scaleTerms = expOfDifference(c, scale);
    if (!scaleTerms) continue;
    const auto [m, combined] = *scaleTerms;
    const Instruction& mIn = c.distributedInstruction(m);
    if (static_cast<int64_t>(scaleToX.size()) != mIn.shape.rank() || !validAxes(scaleToX, x.shape.rank()) ||
        c.distributedInstruction(combined).shape.dims != mIn.shape.dims)
      continue;
    const auto& gFact = c.facts[combined];
    if (!gFact || !gFact->elements.empty() || !gFact->relation.isReplicated()) {
      last = "the combined max " + name(c.distributedInstruction(combined)) + " is not replicated on every device";
      continue;
    }
    // x = dot(P, V) / dot(V, P) / reduce-sum(P, 0) with P = exp(s - broadcast(m)).
    const int pSide = x.opcode == Opcode::Reduce ? 0 : (expOfDifference(c, x.operands[0]) ? 0 : 1);
    // A sum from 0 only: a nonzero init would be rescaled along with the terms.
    if (x.opcode == Opcode::Reduce && (x.operands.size() != 2 || c.distributedSignatures.reducerOf(x.calledComputation("to_apply")) != ReduceOp::Sum ||
                                       !isIdentityOf(ReduceOp::Sum, c.distributedInstruction(x.operands[1]))))
      continue;
    if (x.opcode == Opcode::Dot && x.operands.size() != 2) continue;
    const InstructionId p = x.operands[pSide];
    auto pTerms = expOfDifference(c, p);
    if (!pTerms) continue;
    const auto [s, shiftSite] = *pTerms;
    const Instruction& shift = c.distributedInstruction(shiftSite);
    if (shift.opcode != Opcode::Broadcast || shift.operands.size() != 1 || shift.operands[0] != m) {
      last = "the scores are not shifted by the same per-device value the result is rescaled with";
      continue;
    }
    const auto mToP = intList(shift, "dimensions");
    const Instruction& pIn = c.distributedInstruction(p);
    if (shift.shape.dims != pIn.shape.dims || c.distributedInstruction(s).shape.dims != pIn.shape.dims) continue;
    if (static_cast<int64_t>(mToP.size()) != mIn.shape.rank() || !validAxes(mToP, pIn.shape.rank())) continue;
    const auto& sFact = c.facts[s];
    if (!sFact || !sFact->elements.empty() || sFact->relation.isPartial()) {
      last = "the scores " + name(c.distributedInstruction(s)) + " are not related to the baseline";
      continue;
    }
    const Relation& S = sFact->relation;
    // Element i of x is rescaled with the m that shifted every term summed into it:
    // each dim of m reaches x through P at the position the scale broadcast puts it,
    // and is whole on every device (m and the combined max are per-device values of M's shape).
    const auto pToX = resultDimsOf(x, pSide, pIn.shape.rank());
    bool aligned = true;
    for (std::size_t k = 0; k < mToP.size() && aligned; ++k)
      aligned = pToX[mToP[k]] == scaleToX[k] && S.tiles[mToP[k]] == 1;
    if (!aligned) {
      last = "the rescaling exp(m - M) does not line up with the terms each element sums";
      continue;
    }
    // The baseline's exp(s - broadcast(M)), by lookup over the related classes.
    const auto pDims = S.baselineDims(pIn.shape.dims);
    auto bShift = c.lookupBaseline(c.distributedSignatures.signature(shift, pDims), {gFact->baseline});
    auto bSub = bShift ? c.lookupBaseline(c.distributedSignatures.signature(c.distributedInstruction(pIn.operands[0]), pDims), {sFact->baseline, *bShift})
                       : std::nullopt;
    auto bExp = bSub ? c.lookupBaseline(c.distributedSignatures.signature(pIn, pDims), {*bSub}) : std::nullopt;
    if (!bExp) {
      last = "the baseline computes no exp(" + (c.baselineInstructionPtr(*sFact) ? name(*c.baselineInstructionPtr(*sFact)) : std::string("s")) +
             " - M) with M the combined max";
      continue;
    }
    const InstructionId bp = c.baselineInstructionOf(*bExp);
    std::string why;
    auto pFact = c.makeFact(*bExp, c.baselineEntry.instructions[bp].shape, pIn.shape, S, &why);
    if (!pFact) {
      last = why;
      continue;
    }
    std::vector<const Fact*> operands(2, nullptr);
    operands[pSide] = &*pFact;
    const auto& other = c.facts[x.operands[1 - pSide]];
    if (!other) {
      last = "operand " + name(c.distributedInstruction(x.operands[1 - pSide])) + " is not related to the baseline";
      continue;
    }
    operands[1 - pSide] = &*other;
    RuleOutcome rescaled = x.opcode == Opcode::Dot ? dotFromFacts(c, x, operands) : reduceFromFacts(c, x, operands);
    if (!rescaled.fact) {
      last = rescaled.reason;
      continue;
    }
    return sameValue(c, *rescaled.fact, in, rescaled.fact->relation);
  }
  return RuleOutcome::notApplicable(last);
}
}  // namespace

const std::vector<Rule>& ruleTable() {
  static const std::vector<Rule> table = {
      {"parameter-pairing", "entry parameter N relates to baseline parameter N as its sharding (or the relations file) says", isParameter,
       parameterPairing},
      {"identity", "copy, a reshape to the same dims (a layout change), or a custom-call declared an identity, relates like its operand", isIdentityCandidate, identityOp},
      {"replicated-congruence", "the same deterministic op on replicated (identical) operands gives the same value on every device",
       anyInstruction, replicatedCongruence},
      {"tuple-elements", "a tuple relates element by element; get-tuple-element picks the element's relation", isTupleOp, tupleOp},
      {"elementwise-tiled", "an elementwise op on operands tiled alike is the same tile of the baseline op's result", isElementwiseOp,
       elementwiseTiled},
      {"add-inferred-share", "a partial sum plus an unannotated parameter used only there (a bias each device adds before the reduction) is a partial sum if each device holds a share of the parameter: inferred and reported as an assumption",
       isAddOrSubtract, addInferredShare},
      {"broadcast-tiled", "a broadcast keeps its operand's tiling on the dims it maps; new dims are whole, or split over the devices sharing the operand's tile when the baseline's are larger", isBroadcast, broadcastTiled},
      {"layout-bijection", "reshape/transpose: the layout engine proves the device's tile maps onto a tile of the baseline result", isLayoutOp,
       layoutBijection},
      {"layout-chain", "a chain of broadcasts, transposes and unit-dim reshapes from a related value places every element where a baseline chain from its counterpart does: the same value, the tiles following their dims",
       isLayoutChainOp, layoutChain},
      {"dot-sharded", "dot: batch and free dims keep their tiles; split contracting dims give a partial sum", isDot, dotSharded},
      {"dot-of-repeated", "dot pairing one row per device of a value (tile i of t) with a finer split (tile j of t·r, j / r = i) pairs it as tile j of the baseline's r-fold repeat of that value (KV heads shared by groups of ranks)",
       isDot, dotOfRepeated},
      {"reduce-sharded", "reduce keeps tiles of kept dims; reducing a split dim from the identity gives a partial of the combiner", isReduce,
       reduceSharded},
      {"slice-concat-untiled", "slice/concatenate on dims that are not split act on every tile alike", isSliceOrConcat, sliceOrConcatUntiled},
      {"pad-untiled", "pad that leaves every split dim alone (no low, high or interior padding there) pads every tile alike", isPad,
       padUntiled},
      {"gather-tiled", "gather: indices split along their batch dims gather each device's rows; a table split only along dims taken whole gives each device those columns", isGather,
       gatherTiled},
      {"masked-gather-by-shard", "select(index outside the device's rows, 0, gather(table rows, index - first row)) from a table split along the indexed dim is a part of the sum that is the baseline's gather (vocabulary-parallel lookup)",
       isSelect, maskedGatherByShard},
      {"top-k-untiled", "top-k along a dim that is not split (the last) picks the same values and indices in every tile's rows", isTopK,
       topKUntiled},
      {"dynamic-update-slice-fill", "a chain of dynamic-update-slices that writes, on every device, every block of its tile of one baseline value where that block belongs holds the tile (a ring's accumulator)",
       isDynamicUpdateSlice, dynamicUpdateSliceFill},
      {"scatter-window-tiled", "scatter at replicated indices into an operand split only along window dims acts on every tile alike",
       isScatter, scatterWindowTiled},
      {"reduce-window-tiled", "reduce-window whose window leaves every split dim alone (size 1, stride 1, no padding) acts on every tile alike",
       isReduceWindow, reduceWindowTiled},
      {"dynamic-slice-by-device", "dynamic-slice at device-dependent offsets (partition-id idiom) selects a finer tile per device",
       isDynamicSlice, dynamicSliceByDevice},
      {"all-reduce-of-partial", "all-reduce over exactly the devices holding the parts of a partial value completes it", isAllReduce,
       allReduce},
      {"all-gather-tiles", "all-gather joins the tiles of a group held in group order into the next coarser tile", isAllGather, allGather},
      {"reduce-scatter-of-partial", "reduce-scatter over the parts of a partial sum gives each device its chunk of the sum", isReduceScatter,
       reduceScatter},
      {"all-to-all", "all-to-all over singleton groups is the identity", isAllToAll, allToAll},
      {"collective-permute-tiles", "collective-permute moves each source device's tile to its target; every device must receive",
       isCollectivePermute, collectivePermute},
      {"divide-around-sum", "x / c1 summed over the parts of a partial sum and then divided by c2 is the baseline's sum divided by c1·c2 (a mean split around the all-reduce; real arithmetic)",
       isDivide, divideAroundSum},
      {"log-sum-exp-rescale", "exp(s - m) summed (or dotted) and rescaled by exp(m - M) is the sum of the baseline's exp(s - M): split-K softmax (real arithmetic, finite m and M)",
       isMultiply, logSumExpRescale},
      {"all-to-all-exchange", "a run of reshapes, transposes and all-to-alls, followed element by element on every device, leaves each device a tile of the baseline value (or of its reshape/transpose)",
       isExchangeStep, allToAllExchange},
      {"known-integer-tiles", "integers every device computes from constants and its id (iota + offset·partition-id) are, device by device, tiles of a baseline integer value of the same known values",
       isIntegerArray, knownIntegerTiles},
  };
  return table;
}

bool ruleHandlesPadding(std::string_view rule) {
  // Rules checked to keep padding rows apart from specified values; every other rule
  // refuses padded operands (the verifier does not call it).
  static const char* const kRules[] = {"parameter-pairing", "identity", "tuple-elements", "layout-bijection", "dot-sharded"};
  return std::any_of(std::begin(kRules), std::end(kRules), [&](const char* r) { return rule == r; });
}

std::optional<Fact> coerceToRelation(VerifyContext& c, InstructionId id, const Relation& wanted) {
  const Instruction& in = c.distributedInstruction(id);
  if (!in.shape.isArray() || in.shape.rank() != wanted.rank()) return std::nullopt;
  RuleOutcome outcome;
  if (wanted.isReplicated()) {
    const auto& own = c.facts[id];
    if (own && own->elements.empty() && own->relation.isReplicated()) return own;
  }
  switch (in.opcode) {
    case Opcode::Broadcast: outcome = broadcastAs(c, id, &wanted); break;
    case Opcode::Iota: outcome = iotaAs(c, id, wanted); break;
    default:
      if (isElementwiseOp(in)) outcome = elementwiseAs(c, id, &wanted);
      break;
  }
  if (!outcome.fact && isLayoutChainOp(in)) outcome = layoutChainAs(c, id, &wanted);
  if (outcome.fact) {
    outcome.fact->rule = "coerce-uniform";
    ++c.ruleFirings;
  }
  return outcome.fact;
}

}  // namespace shardscope::verify
