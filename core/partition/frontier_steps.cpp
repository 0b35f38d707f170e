#include "partition/frontier_steps.h"

#include "partition/flat_memo.h"

#include <map>
#include <type_traits>
#include <unordered_map>

namespace shardscope::partition::frontier {

std::vector<double> flowCosts(PartitionProblem& problem, const std::vector<int>& choice) {
  const auto& flows = problem.flows();
  std::vector<double> cost(flows.size());
  for (std::size_t f = 0; f < flows.size(); ++f)
    cost[f] = problem.repartition(static_cast<int>(f), flows[f].outPart[choice[flows[f].writer]],
                                  problem.requiredPart(static_cast<int>(f), choice));
  return cost;
}

Scope scopeOf(PartitionProblem& problem, const std::vector<int>& fixed, const std::vector<double>* heldFlowCost) {
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
  // The tracked flows are those of a free variable (its reads and its write): marked from
  // the free variables, not by scanning every flow's readers.
  auto track = [&](int f) {
    if (scope.tracked[f]) return;
    scope.tracked[f] = 1;
    scope.included[flows[f].writer] = 1;
    for (int reader : flows[f].readers) scope.included[reader] = 1;
  };
  for (std::size_t v = 0; v < variables.size(); ++v) {
    if (fixed[v] >= 0) continue;
    for (int f : variables[v].reads) track(f);
    if (variables[v].writes >= 0) track(variables[v].writes);
  }
  for (std::size_t v = 0; v < variables.size(); ++v) {
    if (fixed[v] < 0) scope.included[v] = 1;
    if (!scope.included[v]) scope.constant += variables[v].local[fixed[v]];
  }
  for (std::size_t f = 0; f < flows.size(); ++f)
    if (!scope.tracked[f])
      scope.constant += heldFlowCost ? (*heldFlowCost)[f]
                                     : problem.repartition(static_cast<int>(f), flows[f].outPart[fixed[flows[f].writer]],
                                                           problem.requiredPart(static_cast<int>(f), fixed));
  return scope;
}

namespace {

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

}  // namespace

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

namespace {
int partOf(const PartitionProblem::Flow& flow, const StepFlow& entry, int candidate) {
  return entry.write ? flow.outPart[candidate] : flow.readPart[entry.reader][candidate];
}

}  // namespace

void indexSteps(std::vector<Step>& steps) {
  // A step's distinct parts and classes depend only on its groups' parts and which of its
  // flows close: a step with both equal to an earlier step's (a repeated layer's copies,
  // held steps of equal parts) copies them (found by a hash of the two, compared whole).
  std::unordered_map<uint64_t, std::vector<std::size_t>> indexedLike;
  for (std::size_t s = 0; s < steps.size(); ++s) {
    Step& step = steps[s];
    uint64_t hash = step.groupCandidate.size() * 0x9e3779b97f4a7c15ULL + step.reads.size();
    auto add = [&hash](uint64_t value) { hash = (hash ^ value) * 0x100000001b3ULL; };
    for (const StepFlow& entry : step.reads) add(entry.closes);
    for (int part : step.groupRead) add(static_cast<uint32_t>(part));
    std::vector<std::size_t>& alike = indexedLike[hash];
    bool copied = false;
    for (std::size_t i : alike) {
      const Step& other = steps[i];
      bool same = other.groupCandidate.size() == step.groupCandidate.size() && other.reads.size() == step.reads.size() &&
                  other.groupRead == step.groupRead;
      for (std::size_t r = 0; r < step.reads.size() && same; ++r) same = other.reads[r].closes == step.reads[r].closes;
      if (!same) continue;
      step.distinctRead = other.distinctRead;
      step.groupReadSlot = other.groupReadSlot;
      step.closingReads = other.closingReads;
      step.openReads = other.openReads;
      step.groupClass = other.groupClass;
      step.classGroup = other.classGroup;
      copied = true;
      break;
    }
    if (copied) continue;
    alike.push_back(s);
    indexDistinctReads(step);
    indexClasses(step);
  }
}

namespace {
// A step for buildSteps: one of `reuse`'s, emptied (its arrays keep their room), or new.
Step takeStep(std::vector<Step>* reuse) {
  if (!reuse || reuse->empty()) return Step{};
  Step step = std::move(reuse->back());
  reuse->pop_back();
  step.afterSource.clear();
  step.reads.clear();
  step.groupCandidate.clear();
  step.groupLocal.clear();
  step.groupRead.clear();
  step.distinctRead.clear();
  step.groupReadSlot.clear();
  step.closingReads.clear();
  step.openReads.clear();
  step.groupClass.clear();
  step.classGroup.clear();
  step.flowsBefore.clear();
  step.flowsAfter.clear();
  return step;
}
}  // namespace

std::vector<Step> buildSteps(PartitionProblem& problem, const std::vector<int>& order,
                             const std::vector<int>& fixed, const Scope& scope, bool indexed,
                             std::vector<Step>* reuse) {
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
  steps.reserve(order.size());
  std::vector<int> open;  // flows, in slot order
  std::vector<int> touched, after;  // per step (reused: one allocation per solve, not per step)
  for (int v : order) {
    const auto& variable = variables[v];
    Step step = takeStep(reuse);
    step.variable = v;
    step.widthBefore = static_cast<int>(open.size());
    touched.clear();
    for (int f : variable.reads)
      if (scope.tracked[f]) touched.push_back(f);
    if (variable.writes >= 0 && scope.tracked[variable.writes]) touched.push_back(variable.writes);
    after.clear();
    step.afterSource.reserve(open.size() + touched.size());
    step.reads.reserve(touched.size());
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
    step.flowsBefore = open;
    step.flowsAfter = after;
    // A held variable has its one candidate; a free one touches all its flows, so its
    // groups are the problem's (memoised across the windows' solves).
    if (!fixed.empty() && fixed[v] >= 0) {
      const int c = fixed[v];
      step.groupCandidate.push_back(c);
      step.groupLocal.push_back(variable.local[c]);
      step.groupRead.reserve(step.reads.size());
      for (const StepFlow& entry : step.reads) step.groupRead.push_back(partOf(flows[entry.flow], entry, c));
    } else {
      const PartitionProblem::CandidateGroups& groups = problem.candidateGroups(v);
      step.groupCandidate = groups.candidate;
      step.groupLocal = groups.local;
      step.groupRead = groups.parts;
    }
    steps.push_back(std::move(step));
    open.swap(after);
  }
  if (indexed) indexSteps(steps);
  return steps;
}

std::vector<Step> dropHeldNoOps(PartitionProblem& problem, std::vector<Step> steps, const std::vector<int>& fixed,
                                HeldNoOps& dropped, std::vector<Step>* spare) {
  dropped = HeldNoOps{};
  if (fixed.empty()) return steps;
  std::map<int, std::vector<uint32_t>> heldReads;  // per flow: the refinement of its held reads so far
  std::vector<Step> kept;
  kept.reserve(steps.size());
  for (Step& step : steps) {
    const bool held = fixed[step.variable] >= 0;
    bool noOp = held && !kept.empty() && step.widthBefore == step.widthAfter && !step.reads.empty();
    for (std::size_t r = 0; r < step.reads.size() && noOp; ++r) {
      const StepFlow& entry = step.reads[r];
      noOp = !entry.write && entry.slot >= 0 && !entry.closes && entry.afterSlot == entry.slot;
    }
    for (int j = 0; j < step.widthAfter && noOp; ++j)  // every other slot carried where it was
      noOp = step.afterSource[j] == j ||
             (step.afterSource[j] < 0 &&
              std::any_of(step.reads.begin(), step.reads.end(), [&](const StepFlow& e) { return e.afterSlot == j; }));
    if (held) {
      // The held reads join the refinements (a held step has its one group).
      bool within = true;
      for (std::size_t r = 0; r < step.reads.size(); ++r) {
        const StepFlow& entry = step.reads[r];
        if (entry.write) continue;
        within = problem.refineWords(entry.flow, heldReads[entry.flow], step.groupRead[r]) && within;
      }
      noOp = noOp && within;
    }
    if (noOp) {
      ++dropped.after.back();
      dropped.local += step.groupLocal[0];
      if (spare) spare->push_back(std::move(step));
      continue;
    }
    kept.push_back(std::move(step));
    dropped.after.push_back(0);
  }
  return kept;
}

std::vector<Step> deferClosing(std::vector<Step> steps, const std::vector<int>& flows, std::vector<int>& kept) {
  kept.clear();
  for (Step& step : steps) {
    const int extrasBefore = static_cast<int>(kept.size());
    // The flows kept open so far ride at the end of the state, in `kept` order.
    for (int e = 0; e < extrasBefore; ++e) {
      step.afterSource.push_back(step.widthBefore + e);
      step.flowsBefore.push_back(kept[e]);
      step.flowsAfter.push_back(kept[e]);
    }
    bool changed = false;
    for (StepFlow& entry : step.reads) {
      if (!entry.closes || std::find(flows.begin(), flows.end(), entry.flow) == flows.end()) continue;
      entry.closes = false;
      entry.afterSlot = static_cast<int>(step.flowsAfter.size());
      step.afterSource.push_back(-1);
      step.flowsAfter.push_back(entry.flow);
      kept.push_back(entry.flow);
      changed = true;
    }
    // (A deferred flow closed here in the original order, so no later step touches it.)
    step.widthBefore += extrasBefore;
    step.widthAfter = static_cast<int>(step.flowsAfter.size());
    if (changed) {
      step.closingReads.clear();
      step.openReads.clear();
      step.groupClass.clear();
      step.classGroup.clear();
      indexClasses(step);
    }
  }
  return steps;
}

uint64_t keyHash(const int* key, int width) {
  uint64_t hash = 0;
  for (int j = 0; j < width; ++j) hash += slotHash(j, key[2 * j], key[2 * j + 1]);
  return hash;
}

double keyBound(PartitionProblem& problem, const std::vector<int>& flows, const int* key) {
  double bound = 0;
  for (std::size_t j = 0; j < flows.size(); ++j) bound += problem.closingBound(flows[j], key[2 * j], key[2 * j + 1]);
  return bound;
}

namespace {

// Per flow a step touches: what each distinct (written part, read so far) pair before
// the step gives, computed the first time a state brings it. A layer of hundreds of
// states holds only a few such pairs per flow, and every value is a pure function of
// the pair, so the states share them (same values, same order of sums).
class PairTable {
 public:
  // For the flow `entry` of a step, whose distinct parts are `parts`; reset keeps the
  // arrays' room for the next step's table.
  void reset(const StepFlow& entry, const std::vector<int>& parts) {
    entry_ = &entry;
    parts_ = &parts;
    own.clear();
    slotPairs.clear();
    closing.clear();
    deferred.clear();
    hashes.clear();
    index_.clear();
  }

  // The pair's entry, computed when new.
  int of(PartitionProblem& problem, int written, int read) {
    const uint64_t key = (static_cast<uint64_t>(static_cast<uint32_t>(written + 2)) << 31) |
                         static_cast<uint32_t>(read + 2);  // parts are >= -2 and far below 2^31
    if (const int* found = index_.find(key)) return *found;
    const int e = static_cast<int>(own.size());
    index_.insert(key, e);
    if (e == 0) {  // room for a few pairs at once (growing six arrays one pair at a time allocates often)
      const std::size_t room = 8 * parts_->size();
      slotPairs.reserve(2 * room);
      closing.reserve(room);
      deferred.reserve(room);
      hashes.reserve(room);
    }
    own.push_back(entry_->slot >= 0 ? problem.closingBound(entry_->flow, written, read) : 0);
    for (const int part : *parts_) {
      const int w = entry_->write ? part : written;
      const int r = entry_->write ? read : problem.refine(entry_->flow, read, part);
      slotPairs.push_back(w);
      slotPairs.push_back(r);
      closing.push_back(entry_->closes ? problem.repartition(entry_->flow, w, r) : 0);
      deferred.push_back(entry_->closes ? 0 : problem.closingBound(entry_->flow, w, r));
      hashes.push_back(entry_->closes ? 0 : slotHash(entry_->afterSlot, w, r));
    }
    return e;
  }

  // Per pair: its own flow bound; per pair and distinct part ([e * parts + p]): the
  // flow's state after with its slot's hash, and its repartition (closing here) or flow
  // bound (staying open).
  std::vector<double> own;
  std::vector<int> slotPairs;  // [2 * (e * parts + p)]: written, [+ 1]: refined, as in a key's slot
  std::vector<double> closing, deferred;
  std::vector<uint64_t> hashes;

 private:
  const StepFlow* entry_ = nullptr;
  const std::vector<int>* parts_ = nullptr;
  FlatMemo<int> index_;
};

}  // namespace

// advanceStep's arrays, kept from one step to the next: cleared, not allocated again.
struct StepScratch::Buffers {
  std::vector<int> key;
  std::vector<PairTable> tables;
  std::vector<int> pairOf;
  FlatMemo<int> combinations;
  std::vector<double> classCosts;
  std::vector<int> classBests;
  std::vector<double> classLeasts;
  std::vector<double> scratchCost;
  std::vector<int> scratchBest;
  std::vector<int> classPart;
  std::vector<const double*> deferredRow;
  std::vector<const int*> pairRow;
  std::vector<const uint64_t*> hashRow;
  std::vector<int> openSlot;
};
StepScratch::StepScratch() : buffers(std::make_unique<Buffers>()) {}
StepScratch::~StepScratch() = default;
StepScratch::StepScratch(StepScratch&&) noexcept = default;
StepScratch& StepScratch::operator=(StepScratch&&) noexcept = default;

bool advanceStep(PartitionProblem& problem, const Step& step, const Layer& current, Layer& next,
                 const StepLimits& limits, StepStats& stats, StepScratch& scratch, const CancellationToken& cancel) {
  StepScratch::Buffers& buffers = *scratch.buffers;
  const int f0 = step.widthAfter;
  std::vector<int>& key = buffers.key;
  key.assign(static_cast<std::size_t>(2 * f0), -1);
  const std::size_t stepLimit = limits.stepLimit;
  const std::size_t layerCap = 2 * stepLimit + 1024;
  bool truncatedHere = false;
  // Once the layer was cut to the limit, a state whose cost plus deferred bound exceeds
  // that of every state kept can never be among the `stepLimit` kept at the end (costs
  // only fall, states only join), so it is not offered: the same states survive.
  double kept = kInfinity;
  const std::size_t readCount = step.reads.size();
  const std::size_t classCount = step.classGroup.size();
  const std::size_t groupCount = step.groupCandidate.size();
  std::vector<PairTable>& tables = buffers.tables;
  if (tables.size() < readCount) tables.resize(readCount);
  for (std::size_t r = 0; r < readCount; ++r) tables[r].reset(step.reads[r], step.distinctRead[r]);
  std::vector<int>& pairOf = buffers.pairOf;  // per flow touched: the state's pair entry
  pairOf.assign(readCount, 0);
  // The cheapest group of each class (own cost plus the repartitions of the flows
  // closing here) depends only on the closing flows' pairs: computed once per
  // combination of them (packed when it fits, else per state).
  FlatMemo<int>& combinations = buffers.combinations;
  combinations.clear();
  std::vector<double>& classCosts = buffers.classCosts;  // [combination * classes + c]
  std::vector<int>& classBests = buffers.classBests;
  std::vector<double>& classLeasts = buffers.classLeasts;  // per combination: its least class cost
  classCosts.clear();
  classBests.clear();
  classLeasts.clear();
  std::vector<double>& scratchCost = buffers.scratchCost;
  std::vector<int>& scratchBest = buffers.scratchBest;
  scratchCost.assign(classCount, 0);
  scratchBest.assign(classCount, 0);
  const bool packs = step.closingReads.size() <= 3;
  // Returns the least class cost.
  auto fillClasses = [&](double* classCost, int* classBest) {
    std::fill(classCost, classCost + classCount, kInfinity);
    double least = kInfinity;
    for (std::size_t g = 0; g < groupCount; ++g) {
      double cost = step.groupLocal[g];
      for (int r : step.closingReads) {
        const std::size_t parts = step.distinctRead[r].size();
        cost += tables[r].closing[static_cast<std::size_t>(pairOf[r]) * parts + step.groupReadSlot[g * readCount + r]];
      }
      const int c = step.groupClass[g];
      if (cost < classCost[c]) {
        classCost[c] = cost;
        classBest[c] = static_cast<int>(g);
      }
      least = std::min(least, cost);
    }
    return least;
  };
  // Per class and flow staying open: the position of its group's part among the flow's
  // distinct parts; per state, each such flow's row of its pair.
  const std::size_t openCount = step.openReads.size();
  std::vector<int>& classPart = buffers.classPart;
  classPart.resize(classCount * openCount);
  for (std::size_t c = 0; c < classCount; ++c)
    for (std::size_t i = 0; i < openCount; ++i)
      classPart[c * openCount + i] =
          step.groupReadSlot[static_cast<std::size_t>(step.classGroup[c]) * readCount + step.openReads[i]];
  std::vector<const double*>& deferredRow = buffers.deferredRow;
  std::vector<const int*>& pairRow = buffers.pairRow;
  std::vector<const uint64_t*>& hashRow = buffers.hashRow;
  std::vector<int>& openSlot = buffers.openSlot;
  deferredRow.resize(openCount);
  pairRow.resize(openCount);
  hashRow.resize(openCount);
  openSlot.resize(openCount);
  for (std::size_t i = 0; i < openCount; ++i) openSlot[i] = step.reads[step.openReads[i]].afterSlot;
  stats.work += static_cast<double>(current.size()) * static_cast<double>(groupCount);
  next.reserve(std::min(layerCap + 1, current.size() * classCount));
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
    for (std::size_t r = 0; r < readCount; ++r) {
      const StepFlow& entry = step.reads[r];
      const int written = entry.slot >= 0 ? before[2 * entry.slot] : -1;
      const int read = entry.slot >= 0 ? before[2 * entry.slot + 1] : -1;
      pairOf[r] = tables[r].of(problem, written, read);
      if (entry.slot >= 0) carriedBound -= tables[r].own[pairOf[r]];
    }
    const double* classCost = scratchCost.data();
    const int* classBest = scratchBest.data();
    double leastClass;
    uint64_t combination = 0;
    for (int r : step.closingReads) combination = (combination << 20) | static_cast<uint64_t>(pairOf[r]);
    bool cached = packs;
    for (int r : step.closingReads) cached = cached && pairOf[r] < (1 << 20);
    if (cached) {
      const int* found = combinations.find(combination);
      int at = found ? *found : static_cast<int>(classCosts.size() / std::max<std::size_t>(classCount, 1));
      if (!found) {
        combinations.insert(combination, at);
        classCosts.resize(classCosts.size() + classCount);
        classBests.resize(classBests.size() + classCount);
        classLeasts.push_back(fillClasses(classCosts.data() + static_cast<std::size_t>(at) * classCount,
                                          classBests.data() + static_cast<std::size_t>(at) * classCount));
      }
      leastClass = classLeasts[static_cast<std::size_t>(at)];
      classCost = classCosts.data() + static_cast<std::size_t>(at) * classCount;
      classBest = classBests.data() + static_cast<std::size_t>(at) * classCount;
    } else {
      leastClass = fillClasses(scratchCost.data(), scratchBest.data());
    }
    // Rounding is monotone and every class costs at least the least one: when that one
    // fails the class loop's first test, every class does, and the state offers nothing.
    const double least = current.cost[s] + leastClass;
    if (least + carriedBound > kept || least + carriedBound + limits.suffixAfter > limits.bound) continue;
    for (std::size_t i = 0; i < openCount; ++i) {
      const int r = step.openReads[i];
      const std::size_t row = static_cast<std::size_t>(pairOf[r]) * step.distinctRead[r].size();
      deferredRow[i] = tables[r].deferred.data() + row;
      pairRow[i] = tables[r].slotPairs.data() + 2 * row;
      hashRow[i] = tables[r].hashes.data() + row;
    }
    // (The class loop for one, two or any number of flows staying open: a known count
    // lets the compiler keep the rows in registers. The same sums in the same order.)
    const double base = current.cost[s];
    const double suffixAfter = limits.suffixAfter, bound = limits.bound;
    auto classes = [&](auto fixedOpen) {
      constexpr int known = decltype(fixedOpen)::value;
      const std::size_t opens = known >= 0 ? static_cast<std::size_t>(known) : openCount;
      const double* deferred[known > 0 ? known : 1];
      const int* pairAt[known > 0 ? known : 1];
      const uint64_t* hashAt[known > 0 ? known : 1];
      int slotAt[known > 0 ? known : 1];
      if constexpr (known > 0) {
        for (int i = 0; i < known; ++i) {
          deferred[i] = deferredRow[i];
          pairAt[i] = pairRow[i];
          hashAt[i] = hashRow[i];
          slotAt[i] = openSlot[i];
        }
      }
      int* const keyData = key.data();
      for (std::size_t c = 0; c < classCount; ++c) {
        const double cost = base + classCost[c];
        // The deferred bounds only add (each is 0 or a repartition's floor, and a rounded
        // sum of non-negative terms never falls), so a class that fails the tests below
        // with none of them fails with all: skipped before summing them, the same states
        // are offered.
        if (cost + carriedBound > kept || cost + carriedBound + suffixAfter > bound) continue;
        const int* part = classPart.data() + c * opens;
        double later = carriedBound;
        uint64_t hash = carried;
        if constexpr (known > 0) {
          for (int i = 0; i < known; ++i) later += deferred[i][part[i]];
          if (cost + later > kept || cost + later + suffixAfter > bound) continue;
          for (int i = 0; i < known; ++i) {
            std::memcpy(keyData + 2 * slotAt[i], pairAt[i] + 2 * part[i], 2 * sizeof(int));
            hash += hashAt[i][part[i]];
          }
        } else {
          for (std::size_t i = 0; i < opens; ++i) later += deferredRow[i][part[i]];
          if (cost + later > kept || cost + later + suffixAfter > bound) continue;
          for (std::size_t i = 0; i < opens; ++i) {
            std::memcpy(keyData + 2 * openSlot[i], pairRow[i] + 2 * part[i], 2 * sizeof(int));
            hash += hashRow[i][part[i]];
          }
        }
        if (next.offer(keyData, hash, cost, later, static_cast<int>(s), step.groupCandidate[classBest[c]]) &&
            next.size() > layerCap) {  // bound memory within the layer too
          stats.peakStates = std::max(stats.peakStates, next.size());
          kept = next.truncate(stepLimit);
          truncatedHere = true;
        }
      }
    };
    if (openCount == 1)
      classes(std::integral_constant<int, 1>{});
    else if (openCount == 2)
      classes(std::integral_constant<int, 2>{});
    else
      classes(std::integral_constant<int, -1>{});
  }
  stats.peakStates = std::max(stats.peakStates, next.size());
  if (next.size() > stepLimit) {
    next.truncate(stepLimit);
    truncatedHere = true;
  }
  return truncatedHere;
}

}  // namespace shardscope::partition::frontier
