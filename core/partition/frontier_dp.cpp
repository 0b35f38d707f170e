#include "partition/frontier_dp.h"

#include "partition/flat_memo.h"

#include <algorithm>
#include <cstdint>
#include <map>
#include <numeric>

namespace shardscope::partition {

namespace {

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
};

// Which variables a solve must decide and which flows it tracks. With no variable held
// that is all of them; with some held (the fallback's windows), only the free variables
// and the variables sharing a flow with one: every other term of the cost is constant.
struct Scope {
  std::vector<char> included;  // per variable
  std::vector<char> tracked;   // per flow
  double constant = 0;         // the cost of the terms left out
};

Scope scopeOf(PartitionProblem& problem, const std::vector<int>& fixed) {
  const auto& variables = problem.variables();
  const auto& flows = problem.flows();
  Scope scope;
  if (fixed.empty()) {
    scope.included.assign(variables.size(), 1);
    scope.tracked.assign(flows.size(), 1);
    return scope;
  }
  scope.included.assign(variables.size(), 0);
  scope.tracked.assign(flows.size(), 0);
  for (std::size_t f = 0; f < flows.size(); ++f) {
    bool free = fixed[flows[f].writer] < 0;
    for (int reader : flows[f].readers) free = free || fixed[reader] < 0;
    if (!free) continue;
    scope.tracked[f] = 1;
    scope.included[flows[f].writer] = 1;
    for (int reader : flows[f].readers) scope.included[reader] = 1;
  }
  for (std::size_t v = 0; v < variables.size(); ++v) {
    if (fixed[v] < 0) scope.included[v] = 1;
    if (!scope.included[v]) scope.constant += variables[v].local[fixed[v]];
  }
  for (std::size_t f = 0; f < flows.size(); ++f)
    if (!scope.tracked[f])
      scope.constant += problem.repartition(static_cast<int>(f), flows[f].outPart[fixed[flows[f].writer]],
                                            problem.requiredPart(static_cast<int>(f), fixed));
  return scope;
}

void indexClasses(Step& step) {
  const std::size_t reads = step.reads.size();
  for (std::size_t r = 0; r < reads; ++r)
    (step.reads[r].closes ? step.closingReads : step.openReads).push_back(static_cast<int>(r));
  FlatMemo<int> packed;
  std::map<std::vector<int>, int> classes;
  std::vector<int> signature;
  const bool packs = step.openReads.size() <= 4;
  for (std::size_t g = 0; g < step.groupCandidate.size(); ++g) {
    signature.clear();
    uint64_t key = 0;
    bool fits = packs;
    for (int r : step.openReads) {
      const int slot = step.groupReadSlot[g * reads + r];
      signature.push_back(slot);
      fits = fits && slot < 0x7fff;  // keeps the key below 2^63
      key = (key << 16) | static_cast<uint64_t>(slot & 0xffff);
    }
    const int next = static_cast<int>(step.classGroup.size());
    int c = next;
    if (!fits) {
      c = classes.emplace(signature, next).first->second;
    } else if (const int* found = packed.find(key)) {
      c = *found;
    } else {
      packed.insert(key, next);
    }
    if (c == next) step.classGroup.push_back(static_cast<int>(g));
    step.groupClass.push_back(c);
  }
}

void indexDistinctReads(Step& step) {
  const std::size_t reads = step.reads.size();
  step.distinctRead.assign(reads, {});
  step.groupReadSlot.assign(step.groupRead.size(), 0);
  std::vector<int> slotOf;  // per part id (small dense ints per flow)
  for (std::size_t r = 0; r < reads; ++r) {
    int largest = 0;
    for (std::size_t g = 0; g < step.groupCandidate.size(); ++g) largest = std::max(largest, step.groupRead[g * reads + r]);
    slotOf.assign(static_cast<std::size_t>(largest) + 1, -1);
    for (std::size_t g = 0; g < step.groupCandidate.size(); ++g) {
      const int part = step.groupRead[g * reads + r];
      if (slotOf[part] < 0) {
        slotOf[part] = static_cast<int>(step.distinctRead[r].size());
        step.distinctRead[r].push_back(part);
      }
      step.groupReadSlot[g * reads + r] = slotOf[part];
    }
  }
}

std::vector<int> variableOrder(const PartitionProblem& problem, bool reverse, const Scope& scope) {
  const auto& variables = problem.variables();
  std::vector<int> order;
  std::vector<bool> placed(variables.size(), false);
  for (std::size_t n = 0; n < problem.graph().nodes().size(); ++n) {
    // An input is decided just before its first reader.
    for (int f : variables[n].reads) {
      const int w = problem.flows()[f].writer;
      if (variables[w].node < 0 && !placed[w]) {
        placed[w] = true;
        order.push_back(w);
      }
    }
    placed[n] = true;
    order.push_back(static_cast<int>(n));
  }
  order.erase(std::remove_if(order.begin(), order.end(), [&](int v) { return !scope.included[v]; }), order.end());
  if (reverse) std::reverse(order.begin(), order.end());
  return order;
}

int partOf(const PartitionProblem::Flow& flow, const StepFlow& entry, int candidate) {
  return entry.write ? flow.outPart[candidate] : flow.readPart[entry.reader][candidate];
}

std::vector<Step> buildSteps(PartitionProblem& problem, const std::vector<int>& order,
                             const std::vector<int>& fixed, const Scope& scope) {
  const auto& variables = problem.variables();
  const auto& flows = problem.flows();
  std::vector<int> position(variables.size(), 0);
  for (std::size_t i = 0; i < order.size(); ++i) position[order[i]] = static_cast<int>(i);
  std::vector<int> lastOf(flows.size());
  for (std::size_t f = 0; f < flows.size(); ++f) {
    if (!scope.tracked[f]) continue;
    int last = flows[f].writer;
    for (int reader : flows[f].readers)
      if (position[reader] > position[last]) last = reader;
    lastOf[f] = last;
  }
  std::vector<Step> steps;
  std::vector<int> open;  // flows, in slot order
  for (int v : order) {
    const auto& variable = variables[v];
    Step step;
    step.variable = v;
    step.widthBefore = static_cast<int>(open.size());
    std::vector<int> touched;
    for (int f : variable.reads)
      if (scope.tracked[f]) touched.push_back(f);
    if (variable.writes >= 0 && scope.tracked[variable.writes]) touched.push_back(variable.writes);
    std::vector<int> after;
    for (std::size_t s = 0; s < open.size(); ++s) {
      const int f = open[s];
      if (lastOf[f] == v) continue;
      after.push_back(f);
      step.afterSource.push_back(static_cast<int>(s));
    }
    for (int f : touched) {
      StepFlow entry;
      entry.flow = f;
      entry.write = f == variable.writes;
      if (!entry.write)
        entry.reader = static_cast<int>(std::find(flows[f].readers.begin(), flows[f].readers.end(), v) -
                                        flows[f].readers.begin());
      const auto at = std::find(open.begin(), open.end(), f);
      entry.slot = at == open.end() ? -1 : static_cast<int>(at - open.begin());
      entry.closes = lastOf[f] == v;
      if (!entry.closes) {
        const auto there = std::find(after.begin(), after.end(), f);
        if (there == after.end()) {
          after.push_back(f);
          step.afterSource.push_back(-1);
        }
        entry.afterSlot = static_cast<int>(std::find(after.begin(), after.end(), f) - after.begin());
      }
      step.reads.push_back(entry);
    }
    for (const StepFlow& entry : step.reads)
      if (!entry.closes) step.afterSource[entry.afterSlot] = -1;
    step.widthAfter = static_cast<int>(after.size());
    // A held variable has its one candidate; a free one touches all its flows, so its
    // groups are the problem's (memoised across the windows' solves).
    if (!fixed.empty() && fixed[v] >= 0) {
      const int c = fixed[v];
      step.groupCandidate.push_back(c);
      step.groupLocal.push_back(variable.local[c]);
      for (const StepFlow& entry : step.reads) step.groupRead.push_back(partOf(flows[entry.flow], entry, c));
    } else {
      const PartitionProblem::CandidateGroups& groups = problem.candidateGroups(v);
      step.groupCandidate = groups.candidate;
      step.groupLocal = groups.local;
      step.groupRead = groups.parts;
    }
    indexDistinctReads(step);
    indexClasses(step);
    steps.push_back(std::move(step));
    open = std::move(after);
  }
  return steps;
}
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
  const int* key(std::size_t s) const { return keys.data() + s * width_; }

  // Keeps the cheaper of the state and any equal-keyed one. `deferred` is the state's
  // closingBound sum (a function of the key).
  void offer(const int* key, uint64_t hash, double value, double deferred, int parentState, int candidate) {
    if (2 * (size() + 1) > table_.size()) rehash();
    const uint64_t mask = table_.size() - 1;
    for (uint64_t h = hash & mask;; h = (h + 1) & mask) {
      const int s = table_[h];
      if (s < 0) {
        table_[h] = static_cast<int>(size());
        keys.insert(keys.end(), key, key + width_);
        hashes.push_back(hash);
        cost.push_back(value);
        later.push_back(deferred);
        parent.push_back(parentState);
        chosen.push_back(candidate);
        return;
      }
      if (hashes[s] == hash && std::equal(key, key + width_, keys.data() + static_cast<std::size_t>(s) * width_)) {
        if (value < cost[s]) {
          cost[s] = value;
          parent[s] = parentState;
          chosen[s] = candidate;
        }
        return;
      }
    }
  }

  // Keeps the `limit` states of least cost plus deferred bound; returns the largest
  // such sum kept.
  double truncate(std::size_t limit) {
    std::vector<int> order(size());
    std::iota(order.begin(), order.end(), 0);
    auto rank = [&](int s) { return cost[s] + later[s]; };
    std::nth_element(order.begin(), order.begin() + static_cast<std::ptrdiff_t>(limit), order.end(),
                     [&](int a, int b) { return rank(a) < rank(b) || (rank(a) == rank(b) && a < b); });
    order.resize(limit);
    std::sort(order.begin(), order.end());
    std::vector<int> newKeys;
    std::vector<uint64_t> newHashes;
    std::vector<double> newCost, newLater;
    std::vector<int> newParent, newChosen;
    newKeys.reserve(limit * static_cast<std::size_t>(width_));
    for (int s : order) {
      newKeys.insert(newKeys.end(), key(s), key(s) + width_);
      newHashes.push_back(hashes[s]);
      newCost.push_back(cost[s]);
      newLater.push_back(later[s]);
      newParent.push_back(parent[s]);
      newChosen.push_back(chosen[s]);
    }
    keys.swap(newKeys);
    hashes.swap(newHashes);
    cost.swap(newCost);
    later.swap(newLater);
    parent.swap(newParent);
    chosen.swap(newChosen);
    table_.clear();
    double largest = -kInfinity;
    for (std::size_t s = 0; s < size(); ++s) largest = std::max(largest, rank(static_cast<int>(s)));
    return cost.empty() ? kInfinity : largest;
  }

  std::vector<int> keys;
  std::vector<uint64_t> hashes;
  std::vector<double> cost, later;
  std::vector<int> parent, chosen;

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
};

}  // namespace

FrontierResult solveFrontier(PartitionProblem& problem, const FrontierOptions& options,
                             const CancellationToken& cancel, const ProgressCallback& progress) {
  const auto& variables = problem.variables();
  const Scope scope = scopeOf(problem, options.fixed);
  const std::vector<int> order = variableOrder(problem, options.reverse, scope);
  const std::vector<Step> steps = buildSteps(problem, order, options.fixed, scope);

  FrontierResult result;
  double groups = 0;
  for (const Step& step : steps) groups += static_cast<double>(step.groupCandidate.size());
  result.maxStates = options.maxStates
                         ? options.maxStates
                         : static_cast<std::size_t>(std::clamp(options.workBudget / std::max(groups, 1.0), 8.0, 131072.0));
  // Least own cost of every variable from step i on (nothing later costs less), plus
  // the terms outside the scope.
  std::vector<double> suffix(steps.size() + 1, scope.constant);
  for (std::size_t i = steps.size(); i-- > 0;) {
    const auto& local = steps[i].groupLocal;
    suffix[i] = suffix[i + 1] + *std::min_element(local.begin(), local.end());
  }
  double bound = kInfinity;
  if (!options.incumbent.empty()) bound = problem.total(options.incumbent);

  std::vector<std::vector<int>> parents(steps.size()), chosen(steps.size());
  Layer current(0);
  current.offer(nullptr, 0, 0, 0, -1, -1);
  std::vector<int> key;
  std::vector<double> classCost;
  std::vector<int> classBest;
  for (std::size_t i = 0; i < steps.size(); ++i) {
    cancel.throwIfCancelled();
    reportProgress(progress, static_cast<double>(i) / static_cast<double>(steps.size()), "exact DP");
    const Step& step = steps[i];
    const int f0 = step.widthAfter;
    Layer next(f0);
    key.assign(static_cast<std::size_t>(2 * f0), -1);
    // States are kept to the limit, and to 10^8 bytes of keys whatever the limit.
    const std::size_t stepLimit =
        std::max<std::size_t>(8, std::min(result.maxStates, std::size_t{25'000'000} / (2 * f0 + 1)));
    const std::size_t layerCap = 2 * stepLimit + 1024;
    bool truncatedHere = false;
    // Once the layer was cut to the limit, a state whose cost plus deferred bound exceeds
    // that of every state kept can never be among the `stepLimit` kept at the end (costs
    // only fall, states only join), so it is not offered: the same states survive.
    double kept = kInfinity;
    const std::size_t readCount = step.reads.size();
    const std::size_t classCount = step.classGroup.size();
    classCost.resize(classCount);
    classBest.resize(classCount);
    std::vector<std::vector<int>> refined(readCount), newWritten(readCount);
    std::vector<std::vector<double>> closing(readCount), deferred(readCount);
    for (std::size_t r = 0; r < readCount; ++r) {
      refined[r].resize(step.distinctRead[r].size());
      newWritten[r].resize(step.distinctRead[r].size());
      closing[r].assign(step.distinctRead[r].size(), 0);
      deferred[r].assign(step.distinctRead[r].size(), 0);
    }
    result.work += static_cast<double>(current.size()) * static_cast<double>(step.groupCandidate.size());
    for (std::size_t s = 0; s < current.size(); ++s) {
      if ((s & 4095) == 4095) cancel.throwIfCancelled();
      const int* before = current.key(s);
      uint64_t carried = 0;
      for (int j = 0; j < f0; ++j) {
        const int source = step.afterSource[j];
        if (source < 0) continue;
        key[2 * j] = before[2 * source];
        key[2 * j + 1] = before[2 * source + 1];
        carried += slotHash(j, key[2 * j], key[2 * j + 1]);
      }
      // The flow bound of the flows that stay open untouched: the state's, less that of
      // the flows this step touches (whole multiples of elements, so exact).
      double carriedBound = current.later[s];
      for (const StepFlow& entry : step.reads)
        if (entry.slot >= 0)
          carriedBound -= problem.closingBound(entry.flow, before[2 * entry.slot], before[2 * entry.slot + 1]);
      // Per flow touched and distinct part: the flow's state after, or its closing cost.
      for (std::size_t r = 0; r < readCount; ++r) {
        const StepFlow& entry = step.reads[r];
        const std::vector<int>& parts = step.distinctRead[r];
        const int written = entry.slot >= 0 ? before[2 * entry.slot] : -1;
        const int read = entry.slot >= 0 ? before[2 * entry.slot + 1] : -1;
        for (std::size_t p = 0; p < parts.size(); ++p) {
          newWritten[r][p] = entry.write ? parts[p] : written;
          refined[r][p] = entry.write ? read : problem.refine(entry.flow, read, parts[p]);
          if (entry.closes)
            closing[r][p] = problem.repartition(entry.flow, newWritten[r][p], refined[r][p]);
          else
            deferred[r][p] = problem.closingBound(entry.flow, newWritten[r][p], refined[r][p]);
        }
      }
      // The cheapest group of each class: its own cost and what the flows closing here cost.
      std::fill(classCost.begin(), classCost.end(), kInfinity);
      for (std::size_t g = 0; g < step.groupCandidate.size(); ++g) {
        double cost = step.groupLocal[g];
        for (int r : step.closingReads) cost += closing[r][step.groupReadSlot[g * readCount + r]];
        const int c = step.groupClass[g];
        if (cost < classCost[c]) {
          classCost[c] = cost;
          classBest[c] = static_cast<int>(g);
        }
      }
      for (std::size_t c = 0; c < classCount; ++c) {
        const double cost = current.cost[s] + classCost[c];
        const std::size_t g = static_cast<std::size_t>(step.classGroup[c]);
        double later = carriedBound;
        for (int r : step.openReads) later += deferred[r][step.groupReadSlot[g * readCount + r]];
        if (cost + later > kept || cost + later + suffix[i + 1] > bound) continue;
        uint64_t hash = carried;
        for (int r : step.openReads) {
          const int p = step.groupReadSlot[g * readCount + r];
          const int slot = step.reads[r].afterSlot;
          key[2 * slot] = newWritten[r][p];
          key[2 * slot + 1] = refined[r][p];
          hash += slotHash(slot, newWritten[r][p], refined[r][p]);
        }
        next.offer(key.data(), hash, cost, later, static_cast<int>(s), step.groupCandidate[classBest[c]]);
        if (next.size() > layerCap) {  // bound memory within the layer too
          result.peakStates = std::max(result.peakStates, next.size());
          kept = next.truncate(stepLimit);
          truncatedHere = true;
        }
      }
    }
    result.peakStates = std::max(result.peakStates, next.size());
    if (next.size() > stepLimit) {
      next.truncate(stepLimit);
      truncatedHere = true;
    }
    result.truncatedSteps += truncatedHere;
    parents[i] = std::move(next.parent);
    chosen[i] = std::move(next.chosen);
    current = std::move(next);
    if (current.size() == 0) break;  // nothing beats the incumbent
  }
  result.provenOptimal = result.truncatedSteps == 0;
  if (current.size() == 0) {
    result.choice = options.incumbent;
    result.cost = bound;
    return result;
  }
  // One state is left: every flow is closed. Variables outside the scope keep their
  // held candidate.
  result.choice.assign(variables.size(), 0);
  for (std::size_t v = 0; v < options.fixed.size(); ++v) result.choice[v] = std::max(0, options.fixed[v]);
  int state = 0;
  for (std::size_t i = steps.size(); i-- > 0;) {
    result.choice[steps[i].variable] = chosen[i][state];
    state = parents[i][state];
  }
  result.cost = problem.total(result.choice);
  if (!options.incumbent.empty() && bound < result.cost) {
    result.choice = options.incumbent;
    result.cost = bound;
  }
  reportProgress(progress, 1.0, "exact DP");
  return result;
}

int improveLocally(PartitionProblem& problem, std::vector<int>& choice, int maxPasses,
                   const CancellationToken& cancel) {
  const auto& variables = problem.variables();
  const auto& flows = problem.flows();
  int changes = 0;
  for (int pass = 0; pass < maxPasses; ++pass) {
    bool changed = false;
    for (std::size_t v = 0; v < variables.size(); ++v) {
      cancel.throwIfCancelled();
      const auto& variable = variables[v];
      // What the other readers of each flow v reads require, and where it was written.
      std::vector<int> others, written, position;
      for (int f : variable.reads) {
        const auto& flow = flows[f];
        int required = -1;
        int mine = 0;
        for (std::size_t k = 0; k < flow.readers.size(); ++k) {
          if (flow.readers[k] == static_cast<int>(v)) {
            mine = static_cast<int>(k);
            continue;
          }
          required = problem.refine(f, required, flow.readPart[k][choice[flow.readers[k]]]);
        }
        others.push_back(required);
        written.push_back(flow.outPart[choice[flow.writer]]);
        position.push_back(mine);
      }
      const int outRequired = variable.writes >= 0 ? problem.requiredPart(variable.writes, choice) : -1;
      auto around = [&](int c) {
        double cost = variable.local[c];
        for (std::size_t r = 0; r < variable.reads.size(); ++r) {
          const int f = variable.reads[r];
          cost += problem.repartition(f, written[r], problem.refine(f, others[r], flows[f].readPart[position[r]][c]));
        }
        if (variable.writes >= 0) cost += problem.repartition(variable.writes, flows[variable.writes].outPart[c], outRequired);
        return cost;
      };
      int best = choice[v];
      double bestCost = around(best);
      for (std::size_t c = 0; c < variable.candidates.size(); ++c) {
        const double cost = around(static_cast<int>(c));
        if (cost < bestCost) {
          bestCost = cost;
          best = static_cast<int>(c);
        }
      }
      if (best != choice[v]) {
        choice[v] = best;
        changed = true;
        ++changes;
      }
    }
    if (!changed) break;
  }
  return changes;
}

}  // namespace shardscope::partition
