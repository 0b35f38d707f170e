#pragma once
// The pieces of the exact DP (frontier_dp.h) that its solve and the reuse of a repeated
// layer's transition (layer_transition.h) share: the steps (one decided variable each,
// with its candidates grouped by what the state sees of them), the layers of states,
// and one step of the DP from a layer to the next. Internal to core/partition.

#include "partition/partition_problem.h"
#include "support/cancellation.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <limits>
#include <memory>
#include <numeric>
#include <vector>

namespace shardscope::partition::frontier {

constexpr double kInfinity = std::numeric_limits<double>::infinity();

// A flow the step's variable writes or reads. Flows are open from the first of their
// variables (writer and readers) in the order to the last, so any order works.
struct StepFlow {
  int flow = -1;
  bool write = false;   // the variable writes it (else it reads it)
  int reader = -1;      // position of the variable among the flow's readers
  int slot = -1;        // in the state before the step, -1 when the flow opens here
  bool closes = false;  // the variable is the flow's last one in the order
  int afterSlot = -1;   // in the state after the step, when it stays open
};

// One decided variable: how the state before maps to the state after, and the
// variable's candidates grouped by everything the state sees of them.
struct Step {
  int variable = -1;
  int widthBefore = 0, widthAfter = 0;  // open flows
  std::vector<int> afterSource;         // per slot after: slot before, or -1 (touched here)
  std::vector<StepFlow> reads;          // every flow the variable touches
  std::vector<int> groupCandidate;
  std::vector<double> groupLocal;
  std::vector<int> groupRead;  // [group * reads + r]: the part the candidate reads or writes
  // Per flow touched: its distinct parts, and per group the position of its part among
  // them ([group * reads + r]); refinements and repartitions are computed once per state
  // and distinct part, not per group.
  std::vector<std::vector<int>> distinctRead;
  std::vector<int> groupReadSlot;
  // Groups that differ only in the parts of flows closing here lead to the same state
  // after, so per state only the cheapest of each class is offered.
  std::vector<int> closingReads, openReads;  // positions in `reads`
  std::vector<int> groupClass;                // per group
  std::vector<int> classGroup;                // per class: a group of it (its open slots)
  // The flow in every slot of the state before and after the step (what a repeated
  // layer's transition translates between copies).
  std::vector<int> flowsBefore, flowsAfter;
};

// Which variables a solve must decide and which flows it tracks. With no variable held
// that is all of them; with some held (the fallback's windows), only the free variables
// and the variables sharing a flow with one: every other term of the cost is constant.
struct Scope {
  std::vector<char> included;  // per variable
  std::vector<char> tracked;   // per flow
  double constant = 0;         // the cost of the terms left out
};

// The scope of a solve with the variables `fixed` held (empty: none). `heldFlowCost`,
// when given, holds per flow its repartition with every variable at fixed's candidate
// (the windows hold the same plan again and again): read instead of computed, the same
// terms summed in the same order.
Scope scopeOf(PartitionProblem& problem, const std::vector<int>& fixed,
              const std::vector<double>* heldFlowCost = nullptr);
// Per flow, its repartition under `choice` (a candidate per variable), as scopeOf sums it.
std::vector<double> flowCosts(PartitionProblem& problem, const std::vector<int>& choice);
// The order variables are decided in: graph order, each input just before its first
// reader (or the reverse), without the variables outside the scope.
std::vector<int> variableOrder(const PartitionProblem& problem, bool reverse, const Scope& scope);
// With `indexed` false the steps lack their distinct parts and classes (distinctRead,
// groupReadSlot, closingReads, openReads, groupClass, classGroup) until indexSteps: a
// window met before needs only its steps' structure for its key (window_memo.h).
// `reuse`, when given, holds spent steps whose arrays the new steps take (and keep their
// room): the windows build steps again and again.
std::vector<Step> buildSteps(PartitionProblem& problem, const std::vector<int>& order,
                             const std::vector<int>& fixed, const Scope& scope, bool indexed = true,
                             std::vector<Step>* reuse = nullptr);
void indexSteps(std::vector<Step>& steps);

// A window's solve (eindecomp.cpp) holds most of the graph; a free graph input (the
// einsummable model's RoPE table and mask, read by every layer) brings all its readers
// into the scope, held. A held step whose every flow is a read of an open flow that stays
// open, of a part already within the refinement of the held reads of that flow before it,
// changes no state: every state's read so far holds those reads (refinement is a join:
// associative, commutative, idempotent), so its key, flow bound and order stay as they
// are, and each state's cost only gains the step's own cost. (No state is cut there
// either: the layer before is within the same limit, and the bound test is the one it
// passed at the step before, as the own cost moves from the suffix into the cost.) The
// DP without such steps therefore keeps the same states, with every cost less the own
// costs of the steps left out before it, and chooses the same candidates, given
//  - `local`: their own costs summed, added to the constant terms of the bound
//    (FrontierOptions::heldConstant), so that every bound test adds up the same;
//  - `after`: per step kept, the steps left out right after it; each would have tried
//    every state of the layer after it once (the work the windows' budget counts).
// Costs are whole numbers of elements, so these sums are exact in any order.
struct HeldNoOps {
  std::vector<int> after;
  double local = 0;
};
// The steps left out go to `spare` when given (for buildSteps' reuse).
std::vector<Step> dropHeldNoOps(PartitionProblem& problem, std::vector<Step> steps, const std::vector<int>& fixed,
                                HeldNoOps& dropped, std::vector<Step>* spare = nullptr);

// The hash of a key is the sum of one mixed word per slot, so the part of it a step
// carries over is summed once per state and only the slots it touches are added per
// class.
inline uint64_t slotHash(int slot, int written, int read) {
  uint64_t x = ((static_cast<uint64_t>(static_cast<uint32_t>(written)) << 32) | static_cast<uint32_t>(read)) +
               static_cast<uint64_t>(slot + 1) * 0x9e3779b97f4a7c15ULL;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
  return x ^ (x >> 31);
}

// The states of one layer: keys (two ints per open flow: the written part and the
// refinement read so far, -1 for none yet), their hashes, costs and back pointers,
// found by key through an open-addressing table.
class Layer {
 public:
  explicit Layer(int width) : width_(2 * width) {}

  std::size_t size() const { return cost.size(); }
  // Room for `states` states, so that a step's offers do not grow the arrays again and
  // again.
  void reserve(std::size_t states) {
    keys.reserve(states * static_cast<std::size_t>(width_));
    hashes.reserve(states);
    cost.reserve(states);
    later.reserve(states);
    parent.reserve(states);
    chosen.reserve(states);
  }
  const int* key(std::size_t s) const { return keys.data() + s * width_; }
  // After the keys and hashes were rewritten in place: finds states by the new ones.
  void reindex() {
    table_.clear();
    if (size() > 0) rehash();
  }

  // Keeps the cheaper of the state and any equal-keyed one. `deferred` is the state's
  // closingBound sum (a function of the key). Returns whether the state is new (the
  // layer grew). The table is grown after a new state, not checked before every offer:
  // it stays at most half full, and where states sit in it changes nothing found.
  [[gnu::always_inline]] bool offer(const int* key, uint64_t hash, double value, double deferred, int parentState,
                                    int candidate) {
    if (table_.empty()) rehash();
    const uint64_t mask = table_.size() - 1;
    for (uint64_t h = hash & mask;; h = (h + 1) & mask) {
      const int s = table_[h];
      if (s < 0) {
        table_[h] = static_cast<int>(size());
        append(key, hash, value, deferred, parentState, candidate);
        if (2 * size() > table_.size()) rehash();
        return true;
      }
      if (hashes[s] == hash && sameKey(key, keys.data() + static_cast<std::size_t>(s) * width_)) {
        if (value < cost[s]) {
          cost[s] = value;
          parent[s] = parentState;
          chosen[s] = candidate;
        }
        return false;
      }
    }
  }

  // Keeps the `limit` states of least cost plus deferred bound; returns the largest
  // such sum kept.
  double truncate(std::size_t limit) {
    auto rank = [&](int s) { return cost[s] + later[s]; };
    // The states ranked by (rank, index), a total order, so the `limit` first are the
    // same whatever the selection; each rank computed once, beside its index.
    ranked_.resize(size());
    for (std::size_t s = 0; s < size(); ++s) ranked_[s] = {rank(static_cast<int>(s)), static_cast<int>(s)};
    std::nth_element(ranked_.begin(), ranked_.begin() + static_cast<std::ptrdiff_t>(limit), ranked_.end(),
                     [](const Ranked& a, const Ranked& b) {
                       return a.rank < b.rank || (a.rank == b.rank && a.index < b.index);
                     });
    order_.resize(limit);
    for (std::size_t i = 0; i < limit; ++i) order_[i] = ranked_[i].index;
    std::sort(order_.begin(), order_.end());
    // Compacted in place, in ascending order: order_[i] >= i, so a state is moved
    // before its place is written.
    const std::size_t width = static_cast<std::size_t>(width_);
    for (std::size_t i = 0; i < limit; ++i) {
      const std::size_t s = static_cast<std::size_t>(order_[i]);
      if (s == i) continue;
      std::copy_n(keys.data() + s * width, width, keys.data() + i * width);
      hashes[i] = hashes[s];
      cost[i] = cost[s];
      later[i] = later[s];
      parent[i] = parent[s];
      chosen[i] = chosen[s];
    }
    keys.resize(limit * width);
    hashes.resize(limit);
    cost.resize(limit);
    later.resize(limit);
    parent.resize(limit);
    chosen.resize(limit);
    table_.clear();
    double largest = -kInfinity;
    for (std::size_t s = 0; s < size(); ++s) largest = std::max(largest, rank(static_cast<int>(s)));
    return cost.empty() ? kInfinity : largest;
  }

  std::vector<int> keys;
  std::vector<uint64_t> hashes;
  std::vector<double> cost, later;
  std::vector<int> parent, chosen;

  // A new state at the end, not indexed by key: for a caller that finds states by its own
  // ids (a reused copy's states by key id, layer_transition.h) and never offers to this
  // layer. (Flattened: the compiler left the push_backs out of line in the DP's step, a
  // call each for a few stores into reserved room.)
  [[gnu::flatten]] void append(const int* key, uint64_t hash, double value, double deferred, int parentState,
                               int candidate) {
    keys.insert(keys.end(), key, key + width_);
    hashes.push_back(hash);
    cost.push_back(value);
    later.push_back(deferred);
    parent.push_back(parentState);
    chosen.push_back(candidate);
  }

  // Two keys of this layer's width equal? (Two ints per slot: compared two slots, 16
  // bytes, at a time, then the odd slot.)
  bool sameKey(const int* a, const int* b) const {
    int j = 0;
    for (; j + 4 <= width_; j += 4) {
      uint64_t x0, x1, y0, y1;
      std::memcpy(&x0, a + j, sizeof x0);
      std::memcpy(&x1, a + j + 2, sizeof x1);
      std::memcpy(&y0, b + j, sizeof y0);
      std::memcpy(&y1, b + j + 2, sizeof y1);
      if ((x0 ^ y0) | (x1 ^ y1)) return false;
    }
    if (j < width_) {
      uint64_t x, y;
      std::memcpy(&x, a + j, sizeof x);
      std::memcpy(&y, b + j, sizeof y);
      return x == y;
    }
    return true;
  }

 private:
  void rehash() {
    std::size_t capacity = 64;
    while (capacity < 4 * (size() + 1)) capacity *= 2;
    table_.assign(capacity, -1);
    const uint64_t mask = capacity - 1;
    for (std::size_t s = 0; s < size(); ++s) {
      uint64_t h = hashes[s] & mask;
      while (table_[h] >= 0) h = (h + 1) & mask;
      table_[h] = static_cast<int>(s);
    }
  }

  int width_;
  std::vector<int> table_;
  struct Ranked {
    double rank;
    int index;
  };
  std::vector<Ranked> ranked_;  // truncate's scratch
  std::vector<int> order_;      // truncate's scratch
};


// A stretch of steps in which the given flows, open before it, never close: each stays
// open to the end, riding at the end of the state once its last step inside is done
// (`kept` gets them in that order). A repeated layer's transition is run this way so
// that the parts its incoming tensors were written in need not be in the state: their
// repartitions are charged after the run, per state before (layer_transition.h).
std::vector<Step> deferClosing(std::vector<Step> steps, const std::vector<int>& flows, std::vector<int>& kept);

// The states of every slot's key hashed as Layer expects, and the flow bound of a key.
uint64_t keyHash(const int* key, int width);
double keyBound(PartitionProblem& problem, const std::vector<int>& flows, const int* key);

// What one step of the DP needs besides the step and the layers.
struct StepLimits {
  std::size_t stepLimit = 0;  // states kept after the step
  double suffixAfter = 0;     // least cost of everything after the step
  double bound = kInfinity;   // a known plan's cost (infinity: none)
};
struct StepStats {
  double work = 0;            // transitions tried
  std::size_t peakStates = 0;
};

// advanceStep's working arrays, kept by its caller from one step to the next so that a
// step clears them instead of allocating them again (some 90 allocations a step).
struct StepScratch {
  StepScratch();
  ~StepScratch();
  StepScratch(StepScratch&&) noexcept;
  StepScratch& operator=(StepScratch&&) noexcept;
  struct Buffers;
  std::unique_ptr<Buffers> buffers;
};

// Every state of `current` through every class of the step's candidates into `next`
// (a Layer of the step's widthAfter); returns whether states were dropped by the limit.
bool advanceStep(PartitionProblem& problem, const Step& step, const Layer& current, Layer& next,
                 const StepLimits& limits, StepStats& stats, StepScratch& scratch, const CancellationToken& cancel);

}  // namespace shardscope::partition::frontier
