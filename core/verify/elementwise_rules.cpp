// GCC 12 reports -Wrestrict inside libstdc++ for `"literal" + std::string` (GCC bug
// 105329, a false positive); the messages here are built that way throughout.
#if defined(__GNUC__) && !defined(__clang__) && __GNUC__ == 12
#pragma GCC diagnostic ignored "-Wrestrict"
#endif
#include "verify/elementwise_rules.h"

#include "egraph/small_vector.h"

#include "verify/relation_inference.h"
#include "verify/rule_support.h"
#include "verify/data_movement_rules.h"

#include <algorithm>
#include <map>

namespace shardscope::verify::rules {

using ir::Instruction;
using ir::InstructionId;
using ir::Opcode;

// ---------------------------------------------------------------- elementwise

bool isElementwiseOp(const Instruction& in) {
  return (ir::isElementwise(in.opcode) || in.opcode == Opcode::CustomCall) && in.shape.isArray();
}

// A convert to a type the baseline never converts this value to: name the precision
// change rather than whatever else is wrong with the operand.
static std::optional<std::string> precisionChange(VerifyContext& c, const Instruction& in) {
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
         " in " + std::string(ir::elementTypeName(f->baselineShape->type)) + " (precision differs)";
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
  // Reached by coercion too, past the gate for layout relations (rule_table.h).
  if (own->relation.hasLayout()) return RuleOutcome::fail("operand " + name(operand) + " is held under a layout bijection");
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
static RuleOutcome broadcastSplitNewDims(VerifyContext& c, const Instruction& in, const Fact& operand, const std::vector<int64_t>& dims,
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
    // operand tile -> next new-dim tile; the tile inline (one allocation per device here
    // was a twelfth of a 10^6-instruction verification's allocations)
    using Tile = boost::container::small_vector<int64_t, 6>;
    std::map<Tile, int64_t> nextInGroup;
    for (int64_t d = 0; d < c.devices && fits; ++d) {
      const Tile key(operand.relation.tileIndex.begin() + d * operand.relation.rank(),
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

}  // namespace shardscope::verify::rules
