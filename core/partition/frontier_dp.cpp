#include "partition/frontier_dp.h"

#include <algorithm>
#include <cstdint>
#include <map>
#include <unordered_map>
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
};

void indexDistinctReads(Step& step) {
  const std::size_t reads = step.reads.size();
  step.distinctRead.assign(reads, {});
  step.groupReadSlot.assign(step.groupRead.size(), 0);
  for (std::size_t r = 0; r < reads; ++r) {
    std::map<int, int> slot;
    for (std::size_t g = 0; g < step.groupCandidate.size(); ++g) {
      const int part = step.groupRead[g * reads + r];
      const auto [it, inserted] = slot.emplace(part, static_cast<int>(step.distinctRead[r].size()));
      if (inserted) step.distinctRead[r].push_back(part);
      step.groupReadSlot[g * reads + r] = it->second;
    }
  }
}

std::vector<int> variableOrder(const PartitionProblem& problem, bool reverse) {
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
  if (reverse) std::reverse(order.begin(), order.end());
  return order;
}

int partOf(const PartitionProblem::Flow& flow, const StepFlow& entry, int candidate) {
  return entry.write ? flow.outPart[candidate] : flow.readPart[entry.reader][candidate];
}

std::vector<Step> buildSteps(const PartitionProblem& problem, const std::vector<int>& order,
                             const std::vector<int>& fixed) {
  const auto& variables = problem.variables();
  const auto& flows = problem.flows();
  std::vector<int> position(variables.size(), 0);
  for (std::size_t i = 0; i < order.size(); ++i) position[order[i]] = static_cast<int>(i);
  std::vector<int> lastOf(flows.size());
  for (std::size_t f = 0; f < flows.size(); ++f) {
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
    std::vector<int> touched = variable.reads;
    if (variable.writes >= 0) touched.push_back(variable.writes);
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
    // Candidates that read and write the same parts differ only by their own cost; a
    // held variable has its one candidate.
    // Signatures of up to four parts below 2^16 pack into one word (the usual case).
    std::unordered_map<uint64_t, int> packedGroups;
    std::map<std::vector<int>, int> groups;
    const bool held = !fixed.empty() && fixed[v] >= 0;
    std::vector<int> signature;
    for (std::size_t c = held ? static_cast<std::size_t>(fixed[v]) : 0; c < variable.candidates.size(); ++c) {
      signature.clear();
      bool packs = step.reads.size() <= 4;
      uint64_t packed = 0;
      for (const StepFlow& entry : step.reads) {
        const int part = partOf(flows[entry.flow], entry, static_cast<int>(c));
        signature.push_back(part);
        packs = packs && part >= 0 && part < 0xffff;
        packed = (packed << 16) | static_cast<uint64_t>(part & 0xffff);
      }
      const int next = static_cast<int>(step.groupCandidate.size());
      int group = next;
      if (!held) {
        if (packs)
          group = packedGroups.emplace(packed, next).first->second;
        else
          group = groups.emplace(signature, next).first->second;
      }
      if (group == next) {
        step.groupCandidate.push_back(static_cast<int>(c));
        step.groupLocal.push_back(variable.local[c]);
        step.groupRead.insert(step.groupRead.end(), signature.begin(), signature.end());
      } else if (variable.local[c] < step.groupLocal[group]) {
        step.groupLocal[group] = variable.local[c];
        step.groupCandidate[group] = static_cast<int>(c);
      }
      if (held) break;
    }
    indexDistinctReads(step);
    steps.push_back(std::move(step));
    open = std::move(after);
  }
  return steps;
}

// The states of one layer: keys (two ints per open flow: the written part and the
// refinement read so far, -1 for none yet), costs and back pointers, found by key
// through an open-addressing table.
class Layer {
 public:
  explicit Layer(int width) : width_(2 * width) {}

  std::size_t size() const { return cost.size(); }
  const int* key(std::size_t s) const { return keys.data() + s * width_; }

  // Keeps the cheaper of the state and any equal-keyed one; returns nothing.
  void offer(const int* key, double value, int parentState, int candidate) {
    if (table_.empty() || 2 * (size() + 1) > table_.size()) rehash();
    const uint64_t mask = table_.size() - 1;
    for (uint64_t h = hashOf(key) & mask;; h = (h + 1) & mask) {
      const int s = table_[h];
      if (s < 0) {
        table_[h] = static_cast<int>(size());
        keys.insert(keys.end(), key, key + width_);
        cost.push_back(value);
        parent.push_back(parentState);
        chosen.push_back(candidate);
        return;
      }
      if (std::equal(key, key + width_, keys.data() + static_cast<std::size_t>(s) * width_)) {
        if (value < cost[s]) {
          cost[s] = value;
          parent[s] = parentState;
          chosen[s] = candidate;
        }
        return;
      }
    }
  }

  // Keeps the `limit` cheapest states (the key table is not needed afterwards).
  void truncate(std::size_t limit) {
    std::vector<int> order(size());
    std::iota(order.begin(), order.end(), 0);
    std::nth_element(order.begin(), order.begin() + static_cast<std::ptrdiff_t>(limit), order.end(),
                     [&](int a, int b) { return cost[a] < cost[b] || (cost[a] == cost[b] && a < b); });
    order.resize(limit);
    std::sort(order.begin(), order.end());
    std::vector<int> newKeys;
    std::vector<double> newCost;
    std::vector<int> newParent, newChosen;
    for (int s : order) {
      newKeys.insert(newKeys.end(), key(s), key(s) + width_);
      newCost.push_back(cost[s]);
      newParent.push_back(parent[s]);
      newChosen.push_back(chosen[s]);
    }
    keys.swap(newKeys);
    cost.swap(newCost);
    parent.swap(newParent);
    chosen.swap(newChosen);
    table_.clear();
  }

  std::vector<int> keys;
  std::vector<double> cost;
  std::vector<int> parent, chosen;

 private:
  uint64_t hashOf(const int* key) const {
    uint64_t h = 0x9e3779b97f4a7c15ULL;
    for (int i = 0; i < width_; ++i) {
      h ^= static_cast<uint32_t>(key[i]) + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2);
      h *= 0xff51afd7ed558ccdULL;
    }
    return h ^ (h >> 33);
  }
  void rehash() {
    std::size_t capacity = 64;
    while (capacity < 4 * (size() + 1)) capacity *= 2;
    table_.assign(capacity, -1);
    const uint64_t mask = capacity - 1;
    for (std::size_t s = 0; s < size(); ++s) {
      uint64_t h = hashOf(key(s)) & mask;
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
  const std::vector<int> order = variableOrder(problem, options.reverse);
  const std::vector<Step> steps = buildSteps(problem, order, options.fixed);

  FrontierResult result;
  double groups = 0;
  for (const Step& step : steps) groups += static_cast<double>(step.groupCandidate.size());
  result.maxStates = options.maxStates
                         ? options.maxStates
                         : static_cast<std::size_t>(std::clamp(options.workBudget / std::max(groups, 1.0), 8.0, 131072.0));
  // Least own cost of every variable from step i on: nothing later costs less.
  std::vector<double> suffix(steps.size() + 1, 0);
  for (std::size_t i = steps.size(); i-- > 0;) {
    const auto& local = steps[i].groupLocal;
    suffix[i] = suffix[i + 1] + *std::min_element(local.begin(), local.end());
  }
  double bound = kInfinity;
  if (!options.incumbent.empty()) bound = problem.total(options.incumbent);

  std::vector<std::vector<int>> parents(steps.size()), chosen(steps.size());
  Layer current(0);
  current.offer(nullptr, 0, -1, -1);
  std::vector<int> key;
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
    const std::size_t layerCap = 8 * stepLimit + 1024;
    bool truncatedHere = false;
    const std::size_t readCount = step.reads.size();
    std::vector<std::vector<int>> refined(readCount), newWritten(readCount);
    std::vector<std::vector<double>> closing(readCount);
    result.work += static_cast<double>(current.size()) * static_cast<double>(step.groupCandidate.size());
    for (std::size_t s = 0; s < current.size(); ++s) {
      if ((s & 4095) == 4095) cancel.throwIfCancelled();
      const int* before = current.key(s);
      for (int j = 0; j < f0; ++j) {
        const int source = step.afterSource[j];
        if (source < 0) continue;
        key[2 * j] = before[2 * source];
        key[2 * j + 1] = before[2 * source + 1];
      }
      // Per flow touched and distinct part: the flow's state after, or its closing cost.
      for (std::size_t r = 0; r < readCount; ++r) {
        const StepFlow& entry = step.reads[r];
        const std::vector<int>& parts = step.distinctRead[r];
        const int written = entry.slot >= 0 ? before[2 * entry.slot] : -1;
        const int read = entry.slot >= 0 ? before[2 * entry.slot + 1] : -1;
        newWritten[r].resize(parts.size());
        refined[r].resize(parts.size());
        closing[r].resize(parts.size());
        for (std::size_t p = 0; p < parts.size(); ++p) {
          newWritten[r][p] = entry.write ? parts[p] : written;
          refined[r][p] = entry.write ? read : problem.refine(entry.flow, read, parts[p]);
          closing[r][p] = entry.closes ? problem.repartition(entry.flow, newWritten[r][p], refined[r][p]) : 0;
        }
      }
      for (std::size_t g = 0; g < step.groupCandidate.size(); ++g) {
        double cost = current.cost[s] + step.groupLocal[g];
        for (std::size_t r = 0; r < readCount; ++r) {
          const int p = step.groupReadSlot[g * readCount + r];
          cost += closing[r][p];
          if (!step.reads[r].closes) {
            key[2 * step.reads[r].afterSlot] = newWritten[r][p];
            key[2 * step.reads[r].afterSlot + 1] = refined[r][p];
          }
        }
        if (cost + suffix[i + 1] > bound) continue;
        next.offer(key.data(), cost, static_cast<int>(s), step.groupCandidate[g]);
        if (next.size() > layerCap) {  // bound memory within the layer too
          result.peakStates = std::max(result.peakStates, next.size());
          next.truncate(stepLimit);
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
    parents[i] = next.parent;
    chosen[i] = next.chosen;
    current = std::move(next);
    if (current.size() == 0) break;  // nothing beats the incumbent
  }
  result.provenOptimal = result.truncatedSteps == 0;
  if (current.size() == 0) {
    result.choice = options.incumbent;
    result.cost = bound;
    return result;
  }
  // One state is left: every flow is closed.
  result.choice.assign(variables.size(), 0);
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
