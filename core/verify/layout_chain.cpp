// The layout-chain rule (layout_chain.h).
#if defined(__GNUC__) && !defined(__clang__) && __GNUC__ == 12
#pragma GCC diagnostic ignored "-Wrestrict"
#endif
#include "verify/layout_chain.h"

#include <algorithm>
#include <tuple>
#include <unordered_map>

#include "egraph/small_vector.h"

namespace shardscope::verify {

namespace {
constexpr int kMaxChain = 16;

// Per-dim numbers of one value and the chain's instructions, inline up to a common rank
// and the longest chain: the rule builds several states for every chain op of both
// programs, and three heap vectors per state were a quarter of a verification's
// allocations (each one a cache miss once 10^6 instructions' worth of them cycles
// through the allocator).
using DimNumbers = boost::container::small_vector<int64_t, 6>;
using Chain = boost::container::small_vector<ir::InstructionId, kMaxChain + 1>;

// A value as a function of a chain's source: per dim, its local size, its tile count
// and the source dim it walks (-1: the value is uniform along it; a source dim of size 1
// is never walked, since every index of it is 0).
struct ChainState {
  DimNumbers local, tiles, source;
  std::vector<int64_t> wholeDims() const {
    std::vector<int64_t> dims(local.size());
    for (std::size_t i = 0; i < local.size(); ++i) dims[i] = local[i] * tiles[i];
    return dims;
  }
};

// The state of a chain's source value of `local` dims: every dim whole (no tiles) or
// split `tiles[k]` ways.
ChainState sourceState(const std::vector<int64_t>& local, const DimNumbers* tiles = nullptr) {
  ChainState s{DimNumbers(local.begin(), local.end()), tiles ? *tiles : DimNumbers(local.size(), 1), DimNumbers(local.size(), -1)};
  for (std::size_t k = 0; k < local.size(); ++k)
    if (local[k] * s.tiles[k] > 1) s.source[k] = static_cast<int64_t>(k);
  return s;
}

bool sameNumbers(const std::vector<int64_t>& a, const DimNumbers& b) { return std::equal(a.begin(), a.end(), b.begin(), b.end()); }

// The state after `op` (whose operand's state is `in`, acting on local values), or
// nullopt where the op is not such a step.
std::optional<ChainState> step(const ChainState& in, const ir::Instruction& op) {
  const auto& result = op.shape.dims;
  const std::size_t rank = result.size();
  ChainState out{DimNumbers(result.begin(), result.end()), DimNumbers(rank, 1), DimNumbers(rank, -1)};
  switch (op.opcode) {
    case ir::Opcode::Transpose: {
      const auto* perm = op.intListAttribute("dimensions");
      if (!perm || perm->size() != rank || in.local.size() != rank) return std::nullopt;
      boost::container::small_vector<char, 8> seen(rank, 0);
      for (std::size_t i = 0; i < rank; ++i) {
        const int64_t from = (*perm)[i];
        if (from < 0 || from >= static_cast<int64_t>(rank) || seen[from]++ || in.local[from] != result[i]) return std::nullopt;
        out.tiles[i] = in.tiles[from];
        out.source[i] = in.source[from];
      }
      return out;
    }
    case ir::Opcode::Broadcast: {
      const auto* mapped = op.intListAttribute("dimensions");
      if (!mapped || mapped->size() != in.local.size()) return std::nullopt;
      boost::container::small_vector<char, 8> seen(rank, 0);
      for (std::size_t j = 0; j < mapped->size(); ++j) {
        const int64_t to = (*mapped)[j];
        if (to < 0 || to >= static_cast<int64_t>(rank) || seen[to]++ || result[to] != in.local[j]) return std::nullopt;
        out.tiles[to] = in.tiles[j];
        out.source[to] = in.source[j];
      }
      return out;  // the other dims: whole on every device, uniform
    }
    case ir::Opcode::Reshape: {
      // Only inserting or removing dims of size 1: the other dims keep their order.
      boost::container::small_vector<std::size_t, 6> from, to;
      for (std::size_t i = 0; i < in.local.size(); ++i) {
        if (in.local[i] != 1) from.push_back(i);
        else if (in.tiles[i] != 1) return std::nullopt;  // a split dim of one row per device: not a unit dim of the whole
      }
      for (std::size_t i = 0; i < rank; ++i)
        if (result[i] != 1) to.push_back(i);
      if (from.size() != to.size()) return std::nullopt;
      for (std::size_t i = 0; i < from.size(); ++i) {
        if (in.local[from[i]] != result[to[i]]) return std::nullopt;
        out.tiles[to[i]] = in.tiles[from[i]];
        out.source[to[i]] = in.source[from[i]];
      }
      return out;
    }
    default:
      return std::nullopt;
  }
}

bool arrayOperand(const ir::Computation& computation, const ir::Instruction& in) {
  return in.operands.size() == 1 && computation.instructions[in.operands[0]].shape.isArray() && in.shape.isArray() &&
         computation.instructions[in.operands[0]].shape.type == in.shape.type;
}

// The deepest value a baseline chain reaches back to from `id`, and `id`'s state as a
// function of it.
std::pair<ir::InstructionId, ChainState> baselineRoot(const ir::Computation& baseline, ir::InstructionId id) {
  Chain chain{id};
  while (static_cast<int>(chain.size()) <= kMaxChain) {
    const ir::Instruction& in = baseline.instructions[chain.back()];
    if (!isLayoutChainOp(in) || !arrayOperand(baseline, in)) break;
    chain.push_back(in.operands[0]);
  }
  // From the deepest start that every step accepts.
  for (std::size_t start = chain.size() - 1;; --start) {
    const ir::Instruction& root = baseline.instructions[chain[start]];
    std::optional<ChainState> state = sourceState(root.shape.dims);
    for (std::size_t i = start; i-- > 0 && state;) state = step(*state, baseline.instructions[chain[i]]);
    if (state) return {chain[start], std::move(*state)};
    if (start == 0) break;
  }
  return {id, sourceState(baseline.instructions[id].shape.dims)};
}
}  // namespace

bool isLayoutChainOp(const ir::Instruction& in) {
  return in.opcode == ir::Opcode::Broadcast || in.opcode == ir::Opcode::Transpose || in.opcode == ir::Opcode::Reshape;
}

namespace {
// A key for one function (dims, source) of one root class; equal keys are then compared
// in full, so a collision costs at most a duplicate end (harmless: consumers take the
// first match), never a lost one.
template <typename Numbers>
uint64_t chainEndKey(uint32_t rootClass, const std::vector<int64_t>& dims, const Numbers& source) {
  uint64_t h = 0x9e3779b97f4a7c15ull ^ rootClass;
  auto mix = [&](uint64_t v) { h = (h ^ v) * 0xff51afd7ed558ccdull; h ^= h >> 32; };
  mix(dims.size());
  for (int64_t d : dims) mix(static_cast<uint64_t>(d));
  for (int64_t s : source) mix(static_cast<uint64_t>(s) + 0x100000000ull);
  return h;
}
}  // namespace

const std::vector<VerifyContext::LayoutChainEnd>& VerifyContext::layoutChainEndsFrom(egraph::Id rootClass) {
  if (!layoutChainsBuilt_) {
    layoutChainsBuilt_ = true;
    // Only the first end of each function (dims, source) of a root class: a consumer takes
    // the first match, and a class that many layers broadcast the same way (a shared
    // constant in a 10^6-instruction model) would otherwise be scanned end by end at every
    // chain the distributed program has. A class's few ends are compared in place; past
    // kCompared its functions are found by key, so a class of many ends is not scanned
    // per chain op (a std::set of the (class, dims, source) tuples was an ordered insert
    // of two vectors per chain op: a tenth of a verification).
    constexpr std::size_t kCompared = 8;
    std::unordered_map<uint64_t, uint32_t> seen;  // key -> index of that end in its class (classes past kCompared)
    for (ir::InstructionId id = 0; id < static_cast<ir::InstructionId>(baselineEntry.instructions.size()); ++id) {
      const ir::Instruction& in = baselineEntry.instructions[id];
      if (!in.shape.isArray() || !isLayoutChainOp(in)) continue;
      // Not a structured binding: clang 14 cannot capture one in the lambda below.
      const auto found = baselineRoot(baselineEntry, id);
      const ir::InstructionId root = found.first;
      const auto& state = found.second;
      if (root == id || !baselineId(root).valid()) continue;
      const uint32_t rootClass = graph.find(baselineId(root)).value;
      if (rootClass >= layoutChainEnds_.size()) layoutChainEnds_.resize(rootClass + 1);
      std::vector<LayoutChainEnd>& ends = layoutChainEnds_[rootClass];
      auto same = [&](const LayoutChainEnd& end) { return end.dims == in.shape.dims && sameNumbers(end.source, state.source); };
      if (ends.size() < kCompared) {
        if (std::any_of(ends.begin(), ends.end(), same)) continue;
      } else {
        if (ends.size() == kCompared)
          for (uint32_t k = 0; k < kCompared; ++k) seen.try_emplace(chainEndKey(rootClass, ends[k].dims, ends[k].source), k);
        const auto [it, added] = seen.try_emplace(chainEndKey(rootClass, in.shape.dims, state.source), static_cast<uint32_t>(ends.size()));
        // A key of another class's end (a collision) may index past this class's ends.
        if (!added && it->second < ends.size() && same(ends[it->second])) continue;
      }
      ends.push_back({id, root, in.shape.dims, std::vector<int64_t>(state.source.begin(), state.source.end())});
    }
  }
  static const std::vector<LayoutChainEnd> none;
  return rootClass.value < layoutChainEnds_.size() ? layoutChainEnds_[rootClass.value] : none;
}

RuleOutcome layoutChain(VerifyContext& c, ir::InstructionId id) { return layoutChainAs(c, id, nullptr); }

RuleOutcome layoutChainAs(VerifyContext& c, ir::InstructionId id, const Relation* wanted) {
  const ir::Computation& entry = c.distributedEntry;
  const ir::Instruction& in = entry.instructions[id];
  if (!arrayOperand(entry, in)) return RuleOutcome::notApplicable("not a chain step of one array");
  // The chain back from this instruction: chain[0] is it, chain[i+1] the operand of chain[i].
  Chain chain{id};
  while (static_cast<int>(chain.size()) <= kMaxChain) {
    const ir::Instruction& at = entry.instructions[chain.back()];
    if (chain.size() > 1 && (!isLayoutChainOp(at) || !arrayOperand(entry, at))) break;
    chain.push_back(at.operands[0]);
  }
  std::string reason = "no related value starts a chain of broadcasts, transposes and unit-dim reshapes to it";
  for (std::size_t start = chain.size() - 1; start >= 1; --start) {
    const auto& from = c.facts[chain[start]];
    if (!from || !from->elements.empty() || from->relation.isPadded() || from->relation.hasLayout()) continue;
    const Relation& X = from->relation;
    const ir::Instruction& x = entry.instructions[chain[start]];
    const DimNumbers tiles(X.tiles.begin(), X.tiles.end());
    std::optional<ChainState> state = sourceState(x.shape.dims, &tiles);
    for (std::size_t i = start; i-- > 0 && state;) state = step(*state, entry.instructions[chain[i]]);
    if (!state) {
      reason = "the chain from " + std::string("%") + std::string(x.name) + " has a reshape that does more than insert or remove unit dims";
      continue;
    }
    // A consumer asking for a tiling: the value is uniform along the dims the chain made,
    // so any tiling of them holds (device p's block of a uniform value is the value).
    if (wanted) {
      if (wanted->rank() != static_cast<int64_t>(state->local.size())) return RuleOutcome::fail("the wanted relation has another rank");
      for (std::size_t i = 0; i < state->local.size(); ++i)
        if (state->source[i] < 0 && state->tiles[i] == 1) state->tiles[i] = wanted->tiles[i];
    }
    // The result as a function of the baseline chain's root below x's counterpart.
    const ir::InstructionId bx = from->baselineInstruction;
    if (bx < 0) continue;
    auto [root, below] = baselineRoot(c.baselineEntry, bx);
    std::vector<int64_t> source(state->source.size(), -1);
    for (std::size_t i = 0; i < source.size(); ++i)
      if (state->source[i] >= 0) source[i] = below.source[static_cast<std::size_t>(state->source[i])];
    const std::vector<int64_t> dims = state->wholeDims();
    // The relation: each result dim has the tiles (and every device the tile index) of
    // the source dim it walks; the others are whole.
    Relation relation = X;
    relation.tiles.assign(state->tiles.begin(), state->tiles.end());
    relation.padding.clear();
    relation.tileIndex.assign(static_cast<std::size_t>(c.devices * static_cast<int64_t>(dims.size())), 0);
    for (std::size_t i = 0; i < dims.size(); ++i) {
      if (state->tiles[i] == 1) continue;
      for (int64_t p = 0; p < c.devices; ++p)
        relation.index(p, static_cast<int64_t>(i)) =
            state->source[i] >= 0 ? X.index(p, state->source[i]) : wanted->index(p, static_cast<int64_t>(i));
    }
    if (wanted && !relation.sameAs(*wanted)) return RuleOutcome::fail("the chain gives " + relation.toString() + ", not " + wanted->toString());
    // The baseline value: the root itself (the chain undoes itself) or a chain end of the
    // same function from the same root class.
    const egraph::Id rootClass = c.graph.find(c.baselineId(root));
    std::optional<ir::InstructionId> match;
    const ir::Instruction& r = c.baselineEntry.instructions[root];
    if (r.shape.dims == dims && sameNumbers(source, sourceState(r.shape.dims).source)) match = root;
    for (const auto& end : c.layoutChainEndsFrom(rootClass)) {
      if (match) break;
      if (end.dims == dims && end.source == source && c.graph.find(c.baselineId(end.root)) == rootClass) match = end.instruction;
    }
    if (!match) {
      reason = "the baseline computes no broadcast/transpose/reshape of %" + std::string(r.name) + " that places its elements as this chain from %" +
               std::string(x.name) + " does";
      continue;
    }
    std::string why;
    const ir::Instruction& b = c.baselineEntry.instructions[*match];
    auto fact = c.makeFact(c.baselineId(*match), b.shape, in.shape, relation, &why);
    if (fact) return {std::move(fact), {}};
    reason = why;
  }
  return RuleOutcome::fail(reason);
}

}  // namespace shardscope::verify
