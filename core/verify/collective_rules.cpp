// GCC 12 reports -Wrestrict inside libstdc++ for `"literal" + std::string` (GCC bug
// 105329, a false positive); the messages here are built that way throughout.
#if defined(__GNUC__) && !defined(__clang__) && __GNUC__ == 12
#pragma GCC diagnostic ignored "-Wrestrict"
#endif
#include "verify/collective_rules.h"

#include "verify/exchange_simulation.h"
#include "verify/relation_inference.h"
#include "verify/rule_support.h"
#include "verify/data_movement_rules.h"
#include "verify/layout_rules.h"

#include <algorithm>
#include <set>

namespace shardscope::verify::rules {

using ir::Instruction;
using ir::InstructionId;
using ir::Opcode;

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

static std::optional<ExchangeStep> exchangeStepOf(VerifyContext& c, const Instruction& in, std::string& why) {
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
static int64_t sharedTrailingDims(VerifyContext& c, const Fact& from, InstructionId source, const std::vector<InstructionId>& run) {
  const auto& b = from.baselineShape->dims;
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

static std::vector<int64_t> withTrailingOnes(std::vector<int64_t> dims, int64_t len) {
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
  // The run reads past its operands: a source held under a layout bijection (relation.h)
  // is refused here as the gate refuses it for direct operands.
  if (from.relation.hasLayout()) return RuleOutcome::notApplicable("the run starts from a value held under a layout bijection");
  std::string why;
  const int64_t suffix = sharedTrailingDims(c, from, source, run);
  const auto fromDims = withTrailingOnes(from.baselineShape->dims, suffix);
  auto labels = labelTiles(from.relation, fromDims, withTrailingOnes(c.distributedInstruction(source).shape.dims, suffix), &why);
  if (!labels) return RuleOutcome::fail(why);
  for (auto it = run.rbegin(); it != run.rend(); ++it) {
    const Instruction& step = c.distributedInstruction(*it);
    if (step.shape.type != from.baselineShape->type) return RuleOutcome::fail(name(step) + " changes the element type");
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
    if (!isLayoutOp(candidate) || candidate.operands.size() != 1 || candidate.shape.type != from.baselineShape->type) continue;
    if (!c.graph.equivalent(c.baselineId(candidate.operands[0]), from.baseline)) continue;
    // The candidate must move the shared trailing dims as whole rows too.
    const int64_t rank = candidate.shape.rank();
    if (rank < suffix || !std::equal(candidate.shape.dims.end() - suffix, candidate.shape.dims.end(), from.baselineShape->dims.end() - suffix)) continue;
    ExchangeStep op;
    op.dims = withTrailingOnes(candidate.shape.dims, suffix);
    if (candidate.opcode == Opcode::Transpose) {
      op.kind = ExchangeStep::Kind::Transpose;
      op.permutation = intList(candidate, "dimensions");
      bool fixed = static_cast<int64_t>(op.permutation.size()) == rank;
      for (int64_t k = rank - suffix; fixed && k < rank; ++k) fixed = op.permutation[k] == k;
      if (!fixed) continue;
    }
    auto identity = labelTiles(Relation::replicated(1, from.baselineShape->rank()), fromDims, fromDims, &why);
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

}  // namespace shardscope::verify::rules
