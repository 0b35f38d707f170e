// GCC 12 reports -Wrestrict inside libstdc++ for `"literal" + std::string` (GCC bug
// 105329, a false positive); the messages here are built that way throughout.
#if defined(__GNUC__) && !defined(__clang__) && __GNUC__ == 12
#pragma GCC diagnostic ignored "-Wrestrict"
#endif
#include "verify/online_softmax_rules.h"

#include "ir/literal.h"
#include "verify/contraction_rules.h"
#include "verify/rule_support.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <optional>

namespace shardscope::verify::rules {

using ir::Instruction;
using ir::InstructionId;
using ir::Opcode;
using Kind = RunningValue::Kind;

namespace {

constexpr int64_t kMaxBlocks = 64;  // sets are bit masks

// ---------------------------------------------------------------- constants

std::optional<double> constantScalar(const ir::Computation& computation, InstructionId id) {
  const Instruction* in = &computation.instructions[id];
  if (in->opcode == Opcode::Broadcast && in->operands.size() == 1) in = &computation.instructions[in->operands[0]];
  if (in->opcode != Opcode::Constant || !in->shape.isArray() || in->shape.rank() != 0 || !ir::isFloatingPoint(in->shape.type)) return std::nullopt;
  auto literal = ir::decodeLiteral(in->literal, in->shape, 1);
  if (!literal.ok || literal.real.size() != 1 || std::isnan(literal.real[0])) return std::nullopt;
  return literal.real[0];
}

// 0, a broadcast of it, or a product with it (0·x = 0: real arithmetic).
bool isZero(const ir::Computation& computation, InstructionId id, int depth = 0) {
  if (auto v = constantScalar(computation, id)) return *v == 0.0;
  const Instruction& in = computation.instructions[id];
  if (depth < 4 && in.opcode == Opcode::Multiply && in.operands.size() == 2)
    return isZero(computation, in.operands[0], depth + 1) || isZero(computation, in.operands[1], depth + 1);
  return false;
}

// ---------------------------------------------------------------- running values

const RunningValue* runningOf(const VerifyContext& c, const Fact& f) {
  const auto at = c.running.find(c.graph.find(f.baseline).value);
  return at == c.running.end() ? nullptr : &at->second;
}

uint64_t allBlocks(int64_t blocks) { return blocks >= 64 ? ~uint64_t{0} : (uint64_t{1} << blocks) - 1; }

bool isComplete(const RunningValue& r, int64_t device) { return r.complete || r.sets[device] == allBlocks(r.blocks); }

// Whether the max `m` covers `set` on `device`: every block summed there is in m's max,
// so no term exp(s - m) exceeds 1.
bool covers(const RunningValue& m, int64_t device, uint64_t set, int64_t blocks) {
  if (m.complete) return true;
  return m.blocks == blocks && (m.sets[device] & set) == set;
}

std::string setText(uint64_t set) {
  std::string text = "{";
  for (int j = 0; j < 64; ++j)
    if (set >> j & 1) text += (text.size() > 1 ? "," : "") + std::to_string(j);
  return text + "}";
}

// The running max an instruction holds: its own running value, or (all blocks in) the
// baseline's reduce-max of some scores over one dim from -inf.
std::optional<RunningValue> maxView(VerifyContext& c, InstructionId id) {
  const auto& f = c.facts[id];
  if (!plainTiles(f)) return std::nullopt;
  if (const RunningValue* r = runningOf(c, *f)) {
    if (r->kind != Kind::Max) return std::nullopt;
    return *r;
  }
  const InstructionId b = c.baselineInstructionOf(f->baseline);
  if (b < 0) return std::nullopt;
  const Instruction& reduce = c.baselineEntry.instructions[b];
  const auto dims = intList(reduce, "dimensions");
  if (reduce.opcode != Opcode::Reduce || reduce.operands.size() != 2 || dims.size() != 1 ||
      c.baselineSignatures.reducerOf(reduce.calledComputation("to_apply")) != ReduceOp::Max ||
      !isIdentityOf(ReduceOp::Max, c.baselineEntry.instructions[reduce.operands[1]]))
    return std::nullopt;
  const Instruction& scores = c.baselineEntry.instructions[reduce.operands[0]];
  RunningValue view;
  view.kind = Kind::Max;
  view.scores = c.baselineId(reduce.operands[0]);
  view.scoresDims = scores.shape.dims;
  view.keyDim = dims[0];
  view.complete = true;
  for (int64_t k = 0; k < static_cast<int64_t>(scores.shape.dims.size()); ++k)
    if (k != view.keyDim) view.rowDim.push_back(k);
  view.order = view.rowDim;
  return view;
}

// Dim i of `a` and dim j of `b` are cut alike and every device holds the same block of each.
bool sameDimTiling(const Relation& a, int64_t i, const Relation& b, int64_t j) {
  if (a.tiles[i] != b.tiles[j]) return false;
  for (int64_t p = 0; p < a.devices; ++p)
    if (a.index(p, i) != b.index(p, j)) return false;
  return true;
}

// A per-row value (rows `rowRows`, relation `R`) broadcast by dims `from` onto a value of
// `shape` whose rows are `valueRows` (relation `V`): every broadcast dim is a value dim
// without a row, every other dim the same row cut alike. nullopt when it is; else the
// failure: `varies` (it changes along a values dim) or `otherRows`.
std::optional<std::string> broadcastOntoRows(const std::vector<int64_t>& from, const ir::Shape& shape, const std::vector<int64_t>& valueRows,
                                             const Relation& V, const std::vector<int64_t>& rowRows, const Relation& R, const char* varies,
                                             const char* otherRows) {
  for (int64_t i = 0; i < V.rank(); ++i) {
    if (shape.dims[i] == 1 && V.tiles[i] == 1) continue;
    const int64_t j = from[i];
    if (valueRows[i] < 0) {
      if (j != -1) return std::string(varies);
      continue;
    }
    if (j < 0 || j >= static_cast<int64_t>(rowRows.size()) || rowRows[j] != valueRows[i] || !sameDimTiling(V, i, R, j))
      return std::string(otherRows);
  }
  return std::nullopt;
}

// `relation` without dim `k` (a reduce over it).
Relation withoutDim(const Relation& relation, int64_t k) {
  Relation out = Relation::replicated(relation.devices, relation.rank() - 1);
  for (int64_t i = 0, j = 0; i < relation.rank(); ++i) {
    if (i == k) continue;
    out.tiles[j] = relation.tiles[i];
    for (int64_t p = 0; p < relation.devices; ++p) out.index(p, j) = relation.index(p, i);
    ++j;
  }
  return out;
}

// A reduce-max from -inf over one key block of related scores: S = {the device's block}.
std::optional<std::pair<RunningValue, Relation>> blockMax(VerifyContext& c, InstructionId id) {
  const Instruction& in = c.distributedInstruction(id);
  const auto dims = intList(in, "dimensions");
  if (in.opcode != Opcode::Reduce || in.operands.size() != 2 || dims.size() != 1 ||
      c.distributedSignatures.reducerOf(in.calledComputation("to_apply")) != ReduceOp::Max ||
      !isIdentityOf(ReduceOp::Max, c.distributedInstruction(in.operands[1])))
    return std::nullopt;
  const auto& s = c.facts[in.operands[0]];
  if (!plainTiles(s) || runningOf(c, *s) || dims[0] < 0 || dims[0] >= s->relation.rank()) return std::nullopt;
  const Relation& S = s->relation;
  const int64_t k = dims[0];
  if (S.tiles[k] > kMaxBlocks) return std::nullopt;
  RunningValue r;
  r.kind = Kind::Max;
  r.scores = s->baseline;
  r.scoresDims = s->baselineShape->dims;
  r.keyDim = k;
  r.blocks = S.tiles[k];
  for (int64_t p = 0; p < S.devices; ++p) r.sets.push_back(uint64_t{1} << S.index(p, k));
  for (int64_t i = 0; i < S.rank(); ++i)
    if (i != k) r.rowDim.push_back(i);
  r.order = r.rowDim;
  return std::pair{std::move(r), withoutDim(S, k)};
}

// The baseline's reduce-max of `scores` over `keyDim` from -inf, when it computes one
// (the running max once every block is in and nothing else was maxed in).
std::optional<egraph::Id> baselineFullMax(VerifyContext& c, const RunningValue& r) {
  for (egraph::Id parent : c.graph.eclass(r.scores).parents) {
    const InstructionId g = c.baselineInstructionOf(parent);
    if (g < 0) continue;
    const Instruction& reduce = c.baselineEntry.instructions[g];
    if (reduce.opcode != Opcode::Reduce || reduce.operands.size() != 2 || !c.graph.equivalent(c.baselineId(reduce.operands[0]), r.scores)) continue;
    if (intList(reduce, "dimensions") != std::vector<int64_t>{r.keyDim}) continue;
    if (c.baselineSignatures.reducerOf(reduce.calledComputation("to_apply")) != ReduceOp::Max ||
        !isIdentityOf(ReduceOp::Max, c.baselineEntry.instructions[reduce.operands[1]]))
      continue;
    return c.graph.find(c.baselineId(g));
  }
  return std::nullopt;
}

const char* kindName(Kind kind) {
  switch (kind) {
    case Kind::Max: return "running-max";
    case Kind::ExpSum: return "running-exp-sum";
    case Kind::ExpDot: return "running-exp-dot";
    case Kind::Shifted: return "shifted-scores";
    case Kind::Terms: return "exp-terms";
  }
  return "running";
}

// The fact for `in` holding `r` under `relation`: checked (devices that share a tile hold
// the same blocks, so the value is one array), the baseline's reduce-max when a max has
// every block and no floor, else a value of its own.
RuleOutcome makeRunning(VerifyContext& c, const Instruction& in, RunningValue r, Relation relation) {
  if (relation.isPartial() || static_cast<int64_t>(r.sets.size()) != c.devices || relation.devices != c.devices ||
      static_cast<int64_t>(r.rowDim.size()) != relation.rank() || static_cast<int64_t>(r.order.size()) != relation.rank())
    return RuleOutcome::fail("a running value needs one block set per device and a record per dim");
  std::map<std::vector<int64_t>, uint64_t> setOfTile;
  for (int64_t p = 0; p < c.devices; ++p) {
    std::vector<int64_t> tile(relation.tileIndex.begin() + p * relation.rank(), relation.tileIndex.begin() + (p + 1) * relation.rank());
    const auto [at, inserted] = setOfTile.emplace(tile, r.sets[p]);
    if (!inserted && at->second != r.sets[p])
      return RuleOutcome::fail("devices holding one tile have combined different key blocks (" + setText(at->second) + " and " + setText(r.sets[p]) + ")");
  }
  bool all = true;
  for (int64_t p = 0; p < c.devices; ++p) all = all && isComplete(r, p);
  const bool rowsInOrder = r.rowDim == r.order && std::is_sorted(r.rowDim.begin(), r.rowDim.end());
  if (r.kind == Kind::Max && all && std::isinf(r.floor) && r.floor < 0 && rowsInOrder)
    if (auto full = baselineFullMax(c, r)) return factOrFail(c, full, in, std::move(relation), "");
  ir::Shape whole = in.shape;
  if (relation.rank() != in.shape.rank()) return RuleOutcome::fail("a running value of another rank than its instruction");
  for (int64_t i = 0; i < whole.rank(); ++i) whole.dims[i] = in.shape.dims[i] * relation.tiles[i];
  // Unique per instruction, like a stack: never taken for another value by hash-consing.
  egraph::Children children;
  children.push_back(r.scores);
  const egraph::Id made = c.graph.add(egraph::ENode(egraph::Symbol(std::string(kindName(r.kind)) + " #" + std::string(in.name)), std::move(children)));
  std::string why;
  auto fact = c.makeFact(made, c.keepShape(std::move(whole)), in.shape, std::move(relation), &why);
  if (!fact) return RuleOutcome::fail(why);
  c.running[c.graph.find(made).value] = std::move(r);
  return {std::move(fact), {}};
}

// Two running values over the same scores and key blocks, dims alike.
bool sameFrame(const VerifyContext& c, const RunningValue& a, const RunningValue& b) {
  return a.kind == b.kind && c.graph.equivalent(a.scores, b.scores) && a.keyDim == b.keyDim && a.blocks == b.blocks && a.rowDim == b.rowDim &&
         a.order == b.order;
}

bool isRunningSum(const RunningValue* r) { return r && (r->kind == Kind::ExpSum || r->kind == Kind::ExpDot); }

// s - chain(m) over one key block, s a tile of the scores and m a running max over them
// that covers the device's block, taken at the device's own rows: the record and relation
// of a Shifted value (every dim walks the scores dim of its own number).
std::optional<std::pair<RunningValue, Relation>> shiftedScores(VerifyContext& c, const Instruction& sub, std::string& why) {
  if (sub.opcode != Opcode::Subtract || sub.operands.size() != 2 || !sub.shape.isArray()) return std::nullopt;
  const auto& s = c.facts[sub.operands[0]];
  if (!plainTiles(s) || runningOf(c, *s)) {
    why = "the scores " + name(c.distributedInstruction(sub.operands[0])) + " are not tiles of a baseline value";
    return std::nullopt;
  }
  auto chain = chainTo(c.distributedEntry, sub.operands[1]);
  if (!chain) return std::nullopt;
  auto m = maxView(c, chain->source);
  if (!m || !c.graph.equivalent(m->scores, s->baseline)) {
    why = name(sub) + " shifts the scores by " + name(c.distributedInstruction(chain->source)) + ", which is no running max of them";
    return std::nullopt;
  }
  const Relation& S = s->relation;
  const Relation& M = c.facts[chain->source]->relation;
  const int64_t k = m->keyDim;
  if (static_cast<int64_t>(chain->from.size()) != S.rank() || sub.shape.rank() != S.rank() || static_cast<int64_t>(m->rowDim.size()) != M.rank()) return std::nullopt;
  if (k >= S.rank() || S.tiles[k] > kMaxBlocks || (!m->complete && m->blocks != S.tiles[k])) {
    why = "the running max " + name(c.distributedInstruction(chain->source)) + " is over other key blocks than the scores";
    return std::nullopt;
  }
  for (int64_t r = 0; r < S.rank(); ++r) {
    if (sub.shape.dims[r] == 1 && S.tiles[r] == 1) continue;
    if (r == k) {
      if (chain->from[r] != -1) {
        why = "the shift varies along the key dim";
        return std::nullopt;
      }
      continue;
    }
    const int64_t j = chain->from[r];
    if (j < 0 || j >= static_cast<int64_t>(m->rowDim.size()) || m->rowDim[j] != r || !sameDimTiling(S, r, M, j)) {
      why = name(sub) + " shifts the scores by " + name(c.distributedInstruction(chain->source)) + " at other rows than their own";
      return std::nullopt;
    }
  }
  RunningValue r;
  r.kind = Kind::Shifted;
  r.scores = s->baseline;
  r.scoresDims = s->baselineShape->dims;
  r.keyDim = k;
  r.blocks = S.tiles[k];
  r.shift = c.facts[chain->source]->baseline;
  for (int64_t p = 0; p < S.devices; ++p) {
    const uint64_t block = uint64_t{1} << S.index(p, k);
    if (!covers(*m, p, block, r.blocks)) {
      why = "the running max " + name(c.distributedInstruction(chain->source)) + " does not cover device " + std::to_string(p) + "'s key block " +
            std::to_string(S.index(p, k));
      return std::nullopt;
    }
    r.sets.push_back(block);
  }
  for (int64_t i = 0; i < S.rank(); ++i) r.rowDim.push_back(i);
  r.order = r.rowDim;
  return std::pair{std::move(r), S};
}

// Terms exp(s - m) over one key block (a Terms value, dims in the scores' order).
struct Terms {
  const RunningValue* record = nullptr;
  const Relation* relation = nullptr;
};

std::optional<Terms> termsOf(VerifyContext& c, InstructionId e, std::string& why) {
  const auto& f = c.facts[e];
  const RunningValue* r = plainTiles(f) ? runningOf(c, *f) : nullptr;
  if (!r || r->kind != Kind::Terms || r->rowDim != r->order) {
    why = "operand " + name(c.distributedInstruction(e)) + " is not exp(scores - a running max)";
    return std::nullopt;
  }
  for (std::size_t i = 0; i < r->rowDim.size(); ++i)
    if (r->rowDim[i] != static_cast<int64_t>(i)) return std::nullopt;
  return Terms{r, &f->relation};
}

}  // namespace

// ---------------------------------------------------------------- online-softmax-shift

bool isSoftmaxShiftCandidate(const Instruction& in) {
  return (in.opcode == Opcode::Subtract && in.operands.size() == 2 && in.shape.isArray()) ||
         (in.opcode == Opcode::Exp && in.operands.size() == 1 && in.shape.isArray());
}

// s - chain(m) over the device's key block (checked by shiftedScores), and exp of it.
RuleOutcome softmaxShift(VerifyContext& c, InstructionId id) {
  const Instruction& in = c.distributedInstruction(id);
  if (in.opcode == Opcode::Exp) {
    const auto& f = c.facts[in.operands[0]];
    const RunningValue* r = plainTiles(f) ? runningOf(c, *f) : nullptr;
    if (!r || r->kind != Kind::Shifted) return RuleOutcome::notApplicable("the operand is not scores shifted by a running max");
    RunningValue terms = *r;
    terms.kind = Kind::Terms;
    return makeRunning(c, in, std::move(terms), f->relation);
  }
  const auto& s = c.facts[in.operands[0]];
  if (!plainTiles(s) || runningOf(c, *s)) return RuleOutcome::notApplicable("the minuend is not a tile of a baseline value");
  const auto chain = chainTo(c.distributedEntry, in.operands[1]);
  if (!chain || !maxView(c, chain->source)) return RuleOutcome::notApplicable("the subtrahend is no running max taken along a dim");
  std::string why = "the subtrahend is no running max taken along a key dim";
  auto shifted = shiftedScores(c, in, why);
  if (!shifted) return RuleOutcome::fail(why);
  return makeRunning(c, in, std::move(shifted->first), std::move(shifted->second));
}

// ---------------------------------------------------------------- running-max

bool isRunningMaxCandidate(const Instruction& in) {
  return in.opcode == Opcode::Maximum && in.operands.size() == 2 && in.shape.isArray() && ir::isFloatingPoint(in.shape.type);
}

// max(a, b): max over S_a ∪ S_b (a block counted twice changes no max); a constant maxed
// in becomes the floor. Blocks come from a reduce-max over one key block.
RuleOutcome runningMax(VerifyContext& c, InstructionId id) {
  const Instruction& in = c.distributedInstruction(id);
  std::optional<RunningValue> acc;
  std::optional<Relation> relation;
  double floor = -std::numeric_limits<double>::infinity();
  bool sawConstant = false;
  for (InstructionId operand : in.operands) {
    std::optional<std::pair<RunningValue, Relation>> part;
    const auto& f = c.facts[operand];
    if (plainTiles(f))
      if (const RunningValue* r = runningOf(c, *f); r && r->kind == Kind::Max) part = std::pair{*r, f->relation};
    if (!part) part = blockMax(c, operand);
    if (!part) {
      if (auto v = constantScalar(c.distributedEntry, operand)) {
        floor = std::max(floor, *v);
        sawConstant = true;
        continue;
      }
      return RuleOutcome::notApplicable("operand " + name(c.distributedInstruction(operand)) + " is no running max nor a max over one key block");
    }
    if (!acc) {
      acc = std::move(part->first);
      relation = std::move(part->second);
      continue;
    }
    if (!sameFrame(c, *acc, part->first) || !sameTileIndices(*relation, part->second))
      return RuleOutcome::fail("the two running maxes are over other scores, key blocks or rows");
    for (int64_t p = 0; p < c.devices; ++p) acc->sets[p] |= part->first.sets[p];
    acc->floor = std::max(acc->floor, part->first.floor);
  }
  if (!acc) return RuleOutcome::notApplicable("no operand is a running max");
  if (sawConstant) acc->floor = std::max(acc->floor, floor);
  return makeRunning(c, in, std::move(*acc), std::move(*relation));
}

// ---------------------------------------------------------------- online-softmax-terms

bool isSoftmaxTermsCandidate(const Instruction& in) {
  return (in.opcode == Opcode::Reduce || in.opcode == Opcode::Dot) && in.operands.size() == 2 && in.shape.isArray();
}

// reduce-sum(exp(s - m)) over the key dim, or dot(v, exp(s - m)) contracting it with v's
// rows of the same key block: the sum over S = {block}, relative to m.
RuleOutcome softmaxTerms(VerifyContext& c, InstructionId id) {
  const Instruction& in = c.distributedInstruction(id);
  std::string why = "no operand is exp(scores - a running max)";
  if (in.opcode == Opcode::Reduce) {
    auto t = termsOf(c, in.operands[0], why);
    if (!t) return RuleOutcome::notApplicable(why);
    if (intList(in, "dimensions") != std::vector<int64_t>{t->record->keyDim}) return RuleOutcome::fail("the reduce is not over the key dim alone");
    if (c.distributedSignatures.reducerOf(in.calledComputation("to_apply")) != ReduceOp::Sum || !isIdentityOf(ReduceOp::Sum, c.distributedInstruction(in.operands[1])))
      return RuleOutcome::fail("the terms are not summed from 0");
    RunningValue r;
    r.kind = Kind::ExpSum;
    r.scores = t->record->scores;
    r.scoresDims = t->record->scoresDims;
    r.keyDim = t->record->keyDim;
    r.blocks = t->record->blocks;
    r.sets = t->record->sets;
    r.shift = t->record->shift;
    for (int64_t i = 0; i < (*t->relation).rank(); ++i)
      if (i != t->record->keyDim) r.rowDim.push_back(i);
    r.order = r.rowDim;
    return makeRunning(c, in, std::move(r), withoutDim((*t->relation), t->record->keyDim));
  }
  for (int side = 0; side < 2; ++side) {
    auto t = termsOf(c, in.operands[side], why);
    if (!t) continue;
    const InstructionId vId = in.operands[1 - side];
    const auto& v = c.facts[vId];
    if (!plainTiles(v) || runningOf(c, *v)) return RuleOutcome::fail("the values " + name(c.distributedInstruction(vId)) + " are not tiles of a baseline value");
    const Relation& S = (*t->relation);
    const Relation& V = v->relation;
    const auto lb = intList(in, "lhs_batch_dims"), rb = intList(in, "rhs_batch_dims");
    const auto lc = intList(in, "lhs_contracting_dims"), rc = intList(in, "rhs_contracting_dims");
    const auto& eBatch = side == 0 ? lb : rb;
    const auto& vBatch = side == 0 ? rb : lb;
    const auto& eContract = side == 0 ? lc : rc;
    const auto& vContract = side == 0 ? rc : lc;
    if (eContract != std::vector<int64_t>{t->record->keyDim} || vContract.size() != 1 || eBatch.size() != vBatch.size() || !validAxes(eBatch, S.rank()) ||
        !validAxes(vBatch, V.rank()) || !validAxes(vContract, V.rank()))
      return RuleOutcome::fail("the dot does not contract the key dim alone with one dim of the values");
    const int64_t cv = vContract[0];
    // Key block j of the scores meets rows block j of the values on every device.
    if (v->baselineShape->dims[cv] != t->record->scoresDims[t->record->keyDim] || !sameDimTiling(S, t->record->keyDim, V, cv))
      return RuleOutcome::fail("the values' rows on each device are not the key block of its scores");
    for (std::size_t i = 0; i < eBatch.size(); ++i)
      if (!sameDimTiling(S, eBatch[i], V, vBatch[i])) return RuleOutcome::fail("the dot's batch dims are tiled differently");
    // Result dims: batch, lhs free, rhs free (XLA's order).
    struct Source { int operand; int64_t dim; };
    std::vector<Source> sources;
    for (int64_t d : eBatch) sources.push_back({side, d});
    for (int operand = 0; operand < 2; ++operand) {
      const auto& batch = operand == side ? eBatch : vBatch;
      const auto& contract = operand == side ? eContract : vContract;
      const int64_t rank = operand == side ? S.rank() : V.rank();
      for (int64_t d = 0; d < rank; ++d)
        if (std::find(batch.begin(), batch.end(), d) == batch.end() && std::find(contract.begin(), contract.end(), d) == contract.end()) sources.push_back({operand, d});
    }
    if (static_cast<int64_t>(sources.size()) != in.shape.rank()) return RuleOutcome::fail("dot result rank does not match");
    Relation out = Relation::replicated(c.devices, in.shape.rank());
    RunningValue r;
    r.kind = Kind::ExpDot;
    r.scores = t->record->scores;
    r.scoresDims = t->record->scoresDims;
    r.keyDim = t->record->keyDim;
    r.blocks = t->record->blocks;
    r.sets = t->record->sets;
    r.shift = t->record->shift;
    r.values = v->baseline;
    r.dot = id;
    r.termsSide = side;
    for (std::size_t i = 0; i < sources.size(); ++i) {
      const Relation& from = sources[i].operand == side ? S : V;
      out.tiles[i] = from.tiles[sources[i].dim];
      for (int64_t p = 0; p < c.devices; ++p) out.index(p, static_cast<int64_t>(i)) = from.index(p, sources[i].dim);
      r.rowDim.push_back(sources[i].operand == side ? sources[i].dim : -1);
      r.order.push_back(static_cast<int64_t>(i));
    }
    return makeRunning(c, in, std::move(r), std::move(out));
  }
  return RuleOutcome::notApplicable(why);
}

// ---------------------------------------------------------------- online-softmax-rescale

bool isRunningRescaleCandidate(const Instruction& in) { return in.opcode == Opcode::Multiply && in.operands.size() == 2 && in.shape.isArray(); }

// x * chain(exp(m - m')), x = sum of exp(s - m) over S: the sum of exp(s - m') over S,
// the factor taken at each element's own rows; m' must cover S.
RuleOutcome runningRescale(VerifyContext& c, InstructionId id) {
  const Instruction& in = c.distributedInstruction(id);
  std::string last = "no operand is a running sum";
  for (int side = 0; side < 2; ++side) {
    const auto& xf = c.facts[in.operands[side]];
    if (!plainTiles(xf)) continue;
    const RunningValue* x = runningOf(c, *xf);
    if (!isRunningSum(x)) continue;
    auto chain = chainTo(c.distributedEntry, in.operands[1 - side]);
    if (!chain) return RuleOutcome::fail("the factor is not exp(m - m') broadcast onto the sum");
    const Instruction& exp = c.distributedInstruction(chain->source);
    if (exp.opcode != Opcode::Exp || exp.operands.size() != 1) return RuleOutcome::fail("the factor is not exp(m - m') broadcast onto the sum");
    const Instruction& sub = c.distributedInstruction(exp.operands[0]);
    if (sub.opcode != Opcode::Subtract || sub.operands.size() != 2) return RuleOutcome::fail("the factor is not exp(m - m') broadcast onto the sum");
    const auto& af = c.facts[sub.operands[0]];
    if (!af || !c.graph.equivalent(af->baseline, x->shift))
      return RuleOutcome::fail("the factor exp(m - m') subtracts " + name(c.distributedInstruction(sub.operands[0])) + ", not the running max the sum is relative to");
    auto a = maxView(c, sub.operands[0]);
    auto b = maxView(c, sub.operands[1]);
    if (!a || !b) return RuleOutcome::fail("the new shift " + name(c.distributedInstruction(sub.operands[1])) + " is no running max");
    const Relation& A = af->relation;
    const Relation& B = c.facts[sub.operands[1]]->relation;
    if (!c.graph.equivalent(b->scores, x->scores) || b->keyDim != x->keyDim || a->rowDim != b->rowDim || !sameTileIndices(A, B) ||
        c.distributedInstruction(sub.operands[0]).shape.dims != c.distributedInstruction(sub.operands[1]).shape.dims)
      return RuleOutcome::fail("the old and new running maxes are not over the same scores and rows");
    const Relation& X = xf->relation;
    if (static_cast<int64_t>(chain->from.size()) != X.rank() || in.shape.rank() != X.rank() || static_cast<int64_t>(a->rowDim.size()) != A.rank())
      return RuleOutcome::fail("the factor is not exp(m - m') broadcast onto the sum");
    if (auto why = broadcastOntoRows(chain->from, in.shape, x->rowDim, X, a->rowDim, A, "the factor varies along a dim of the values",
                                     "the factor exp(m - m') is taken at other rows than the sum's"))
      return RuleOutcome::fail(*why);
    for (int64_t p = 0; p < c.devices; ++p)
      if (!covers(*b, p, x->sets[p], x->blocks))
        return RuleOutcome::fail("the new running max " + name(c.distributedInstruction(sub.operands[1])) + " does not cover the blocks " + setText(x->sets[p]) +
                                 " device " + std::to_string(p) + " has summed");
    RunningValue r = *x;
    r.shift = c.facts[sub.operands[1]]->baseline;
    return makeRunning(c, in, std::move(r), X);
  }
  return RuleOutcome::notApplicable(last);
}

// ---------------------------------------------------------------- online-softmax-combine

bool isRunningCombineCandidate(const Instruction& in) { return in.opcode == Opcode::Add && in.operands.size() == 2 && in.shape.isArray(); }

// x + y over disjoint block sets, relative to one running max: the sum over the union.
// 0 + x (the ring's first step adds to zeros) is x.
RuleOutcome runningCombine(VerifyContext& c, InstructionId id) {
  const Instruction& in = c.distributedInstruction(id);
  const auto& xf = c.facts[in.operands[0]];
  const auto& yf = c.facts[in.operands[1]];
  const RunningValue* x = plainTiles(xf) ? runningOf(c, *xf) : nullptr;
  const RunningValue* y = plainTiles(yf) ? runningOf(c, *yf) : nullptr;
  if (!isRunningSum(x) && !isRunningSum(y)) return RuleOutcome::notApplicable("no operand is a running sum");
  for (int side = 0; side < 2; ++side) {
    const RunningValue* kept = side == 0 ? x : y;
    if (isRunningSum(kept) && isZero(c.distributedEntry, in.operands[1 - side]))
      return sameValue(c, side == 0 ? *xf : *yf, in, (side == 0 ? xf : yf)->relation);
  }
  if (!isRunningSum(x) || !isRunningSum(y)) return RuleOutcome::fail("a running sum plus a value that is not one");
  if (!sameFrame(c, *x, *y) || !c.graph.equivalent(x->shift, y->shift) || !sameTileIndices(xf->relation, yf->relation))
    return RuleOutcome::fail("the two running sums are not over the same scores, rows and running max");
  if (x->kind == Kind::ExpDot &&
      (!c.graph.equivalent(x->values, y->values) || x->termsSide != y->termsSide ||
       c.distributedSignatures.signature(c.distributedInstruction(x->dot)) != c.distributedSignatures.signature(c.distributedInstruction(y->dot))))
    return RuleOutcome::fail("the two running sums dot other values, or dot them otherwise");
  RunningValue r = *x;
  for (int64_t p = 0; p < c.devices; ++p) {
    if (x->sets[p] & y->sets[p])
      return RuleOutcome::fail("device " + std::to_string(p) + " adds key blocks " + setText(x->sets[p] & y->sets[p]) + " twice (" + setText(x->sets[p]) + " and " +
                               setText(y->sets[p]) + ")");
    r.sets[p] = x->sets[p] | y->sets[p];
  }
  return makeRunning(c, in, std::move(r), xf->relation);
}

// ---------------------------------------------------------------- running-transpose

bool isRunningTransposeCandidate(const Instruction& in) { return in.opcode == Opcode::Transpose && in.operands.size() == 1 && in.shape.isArray(); }

RuleOutcome runningTranspose(VerifyContext& c, InstructionId id) {
  const Instruction& in = c.distributedInstruction(id);
  const auto& xf = c.facts[in.operands[0]];
  const RunningValue* x = plainTiles(xf) ? runningOf(c, *xf) : nullptr;
  if (!x) return RuleOutcome::notApplicable("the operand is no running value");
  const auto perm = intList(in, "dimensions");
  const Relation& X = xf->relation;
  if (static_cast<int64_t>(perm.size()) != X.rank() || !validAxes(perm, X.rank())) return RuleOutcome::fail("transpose dimensions are invalid");
  RunningValue r = *x;
  Relation out = Relation::replicated(c.devices, X.rank());
  for (int64_t i = 0; i < X.rank(); ++i) {
    r.rowDim[i] = x->rowDim[perm[i]];
    r.order[i] = x->order[perm[i]];
    out.tiles[i] = X.tiles[perm[i]];
    for (int64_t p = 0; p < c.devices; ++p) out.index(p, i) = X.index(p, perm[i]);
  }
  return makeRunning(c, in, std::move(r), std::move(out));
}

// ---------------------------------------------------------------- online-softmax-normalize

bool isSoftmaxNormalizeCandidate(const Instruction& in) { return in.opcode == Opcode::Divide && in.operands.size() == 2 && in.shape.isArray(); }

namespace {
// The baseline's dot(values, E / chain(reduce-sum(E))) with E = exp(scores - chain(M)),
// M uniform along the key dim, the dot as `x`'s first dot and its dims in x's order.
std::optional<egraph::Id> baselineSoftmaxDot(VerifyContext& c, const RunningValue& x, const std::vector<int64_t>& xWholeDims) {
  const ir::Computation& b = c.baselineEntry;
  std::vector<int64_t> rows;
  for (int64_t k = 0; k < static_cast<int64_t>(x.scoresDims.size()); ++k)
    if (k != x.keyDim) rows.push_back(k);
  auto childOf = [&](egraph::Id cls, auto&& accept) -> std::vector<InstructionId> {
    std::vector<InstructionId> found;
    for (egraph::Id parent : c.graph.eclass(cls).parents) {
      const InstructionId g = c.baselineInstructionOf(parent);
      if (g >= 0 && accept(b.instructions[g])) found.push_back(g);
    }
    return found;
  };
  auto is = [&](InstructionId operand, egraph::Id cls) { return c.graph.equivalent(c.baselineId(operand), cls); };
  std::vector<int64_t> dotDims(xWholeDims.size());
  for (std::size_t i = 0; i < xWholeDims.size(); ++i) dotDims[x.order[i]] = xWholeDims[i];
  for (InstructionId shifted : childOf(x.scores, [&](const Instruction& g) {
         if (g.opcode != Opcode::Subtract || g.operands.size() != 2 || !is(g.operands[0], x.scores)) return false;
         auto chain = chainTo(b, g.operands[1]);
         return chain && static_cast<int64_t>(chain->from.size()) == static_cast<int64_t>(x.scoresDims.size()) && chain->from[x.keyDim] == -1;
       })) {
    for (InstructionId e : childOf(c.baselineId(shifted), [&](const Instruction& g) { return g.opcode == Opcode::Exp && g.operands.size() == 1; })) {
      const egraph::Id eClass = c.baselineId(e);
      for (InstructionId sum : childOf(eClass, [&](const Instruction& g) {
             return g.opcode == Opcode::Reduce && g.operands.size() == 2 && is(g.operands[0], eClass) &&
                    intList(g, "dimensions") == std::vector<int64_t>{x.keyDim} && c.baselineSignatures.reducerOf(g.calledComputation("to_apply")) == ReduceOp::Sum &&
                    isIdentityOf(ReduceOp::Sum, b.instructions[g.operands[1]]);
           })) {
        for (InstructionId normalized : childOf(eClass, [&](const Instruction& g) {
               if (g.opcode != Opcode::Divide || g.operands.size() != 2 || !is(g.operands[0], eClass)) return false;
               auto chain = chainTo(b, g.operands[1]);
               if (!chain || chain->from.size() != x.scoresDims.size() || !is(chain->source, c.baselineId(sum)) || chain->from[x.keyDim] != -1) return false;
               for (std::size_t j = 0; j < rows.size(); ++j)
                 if (x.scoresDims[rows[j]] != 1 && chain->from[rows[j]] != static_cast<int64_t>(j)) return false;
               return true;
             })) {
          std::vector<egraph::Id> children(2);
          children[x.termsSide] = c.baselineId(normalized);
          children[1 - x.termsSide] = x.values;
          auto dot = c.lookupBaseline(c.distributedSignatures.signature(c.distributedInstruction(x.dot), dotDims), children);
          if (!dot) continue;
          bool identity = true;
          for (std::size_t i = 0; i < x.order.size(); ++i) identity = identity && x.order[i] == static_cast<int64_t>(i);
          if (identity) return dot;
          for (InstructionId t : childOf(*dot, [&](const Instruction& g) {
                 return g.opcode == Opcode::Transpose && g.operands.size() == 1 && intList(g, "dimensions") == x.order;
               }))
            return c.graph.find(c.baselineId(t));
        }
      }
    }
  }
  return std::nullopt;
}
}  // namespace

// numerator / chain(denominator), both over every key block relative to one running max m:
// sum exp(s - m)·v / sum exp(s - m) = sum softmax(s)·v, whatever m is (constant along the
// key dim): the baseline's dot of the values with its normalised exp(s - M).
RuleOutcome softmaxNormalize(VerifyContext& c, InstructionId id) {
  const Instruction& in = c.distributedInstruction(id);
  const auto& xf = c.facts[in.operands[0]];
  const RunningValue* x = plainTiles(xf) ? runningOf(c, *xf) : nullptr;
  if (!x || x->kind != Kind::ExpDot) return RuleOutcome::notApplicable("the dividend is no running numerator");
  auto chain = chainTo(c.distributedEntry, in.operands[1]);
  const auto& yf = chain ? c.facts[chain->source] : c.facts[in.operands[1]];
  const RunningValue* y = chain && plainTiles(yf) ? runningOf(c, *yf) : nullptr;
  if (!y || y->kind != Kind::ExpSum) return RuleOutcome::fail("the divisor is not a running denominator broadcast onto the numerator");
  if (!c.graph.equivalent(x->scores, y->scores) || x->keyDim != y->keyDim || x->blocks != y->blocks || !c.graph.equivalent(x->shift, y->shift))
    return RuleOutcome::fail("numerator and denominator are not over the same scores relative to the same running max");
  for (int64_t p = 0; p < c.devices; ++p)
    if (!isComplete(*x, p) || !isComplete(*y, p))
      return RuleOutcome::fail("device " + std::to_string(p) + " has combined key blocks " + setText(x->sets[p]) + " of " + std::to_string(x->blocks) +
                               " (denominator " + setText(y->sets[p]) + ")");
  const Relation& X = xf->relation;
  const Relation& Y = yf->relation;
  if (static_cast<int64_t>(chain->from.size()) != X.rank() || in.shape.rank() != X.rank() || static_cast<int64_t>(y->rowDim.size()) != Y.rank())
    return RuleOutcome::fail("the divisor is not a running denominator broadcast onto the numerator");
  if (auto why = broadcastOntoRows(chain->from, in.shape, x->rowDim, X, y->rowDim, Y, "the denominator varies along a dim of the values",
                                   "the denominator is taken at other rows than the numerator's"))
    return RuleOutcome::fail(*why);
  auto found = baselineSoftmaxDot(c, *x, xf->baselineShape->dims);
  return factOrFail(c, found, in, X, "the baseline computes no dot of the values with the normalised exp of the scores that the running sums are over");
}

}  // namespace shardscope::verify::rules
