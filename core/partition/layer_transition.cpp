#include "partition/layer_transition.h"

#include <algorithm>
#include <bit>

namespace shardscope::partition {

using frontier::Layer;
using frontier::Step;

namespace {
constexpr int kMasked = -2;  // a written part left out of a run's state

// The two id tables below are open-addressing, linear probing, -1 for empty, at most half
// full: before adding the id `count`, regrow `table` (a power of two, at least `minimum`)
// and place the ids 0..count-1 again by `hashOf(id)`.
template <typename HashOf>
void growIdTable(std::vector<int>& table, std::size_t count, std::size_t minimum, HashOf hashOf) {
  if (2 * (count + 1) <= table.size()) return;
  table.assign(std::max(minimum, std::bit_ceil(4 * (count + 1))), -1);
  const uint64_t mask = table.size() - 1;
  for (std::size_t id = 0; id < count; ++id) {
    uint64_t h = hashOf(id) & mask;
    while (table[h] >= 0) h = (h + 1) & mask;
    table[h] = static_cast<int>(id);
  }
}
}  // namespace

LayerTransitions::LayerTransitions(PartitionProblem& problem, const std::vector<Step>& steps,
                                   StepRepetition repetition, std::size_t stateLimit)
    : problem_(problem), steps_(steps), repetition_(repetition), stateLimit_(stateLimit) {
  if (repetition_.copies < 1) return;
  const Step& first = step(0, 0);
  const Step& last = step(0, repetition_.length - 1);
  layer_ = frontier::deferClosing(std::vector<Step>(steps_.begin() + repetition_.first,
                                                    steps_.begin() + repetition_.first + repetition_.length),
                                  first.flowsBefore, kept_);
  auto slotBefore = [&](int flow) {
    const auto at = std::find(first.flowsBefore.begin(), first.flowsBefore.end(), flow);
    return at == first.flowsBefore.end() ? -1 : static_cast<int>(at - first.flowsBefore.begin());
  };
  for (int flow : kept_) keptSlot_.push_back(slotBefore(flow));
  for (int flow : last.flowsAfter) afterIncoming_.push_back(slotBefore(flow));
}

int LayerTransitions::runFor(const std::vector<int>& masked, const CancellationToken& cancel) {
  if (const auto found = runOf_.find(masked); found != runOf_.end()) return found->second;
  // The layer's DP from this state alone, without a bound (the transition serves every
  // copy, whatever came before), its states cut only by the limit.
  const Step& first = layer_.front();
  Run run;
  Layer current(first.widthBefore);
  current.offer(masked.data(), frontier::keyHash(masked.data(), first.widthBefore), 0,
                frontier::keyBound(problem_, first.flowsBefore, masked.data()), -1, -1);
  frontier::StepLimits limits;
  limits.stepLimit = stateLimit_;
  for (const Step& s : layer_) {
    cancel.throwIfCancelled();
    Layer next(s.widthAfter);
    if (frontier::advanceStep(problem_, s, current, next, limits, stats_, scratch_, cancel)) exact_ = false;
    run.parents.push_back(std::move(next.parent));
    run.chosen.push_back(std::move(next.chosen));
    current = std::move(next);
  }
  run.keys = std::move(current.keys);
  run.cost = std::move(current.cost);
  runs_.push_back(std::move(run));
  runOf_.emplace(masked, static_cast<int>(runs_.size()) - 1);
  return static_cast<int>(runs_.size()) - 1;
}

std::pair<int, int> LayerTransitions::from(const int* key, int copy, const CancellationToken& cancel) {
  const Step& first = step(0, 0);
  const Step& mine = step(copy, 0);
  const int width = first.widthBefore;
  std::vector<int>& canonical = canonical_;
  canonical.resize(static_cast<std::size_t>(2 * width));
  for (int j = 0; j < width; ++j) {
    canonical[2 * j] = problem_.translatePart(mine.flowsBefore[j], key[2 * j], first.flowsBefore[j]);
    canonical[2 * j + 1] = problem_.translatePart(mine.flowsBefore[j], key[2 * j + 1], first.flowsBefore[j]);
  }
  // Met before? (By hash, then the whole key.)
  const uint64_t canonicalHash = frontier::keyHash(canonical.data(), width);
  growIdTable(knownTable_, knownRange_.size(), 64, [&](std::size_t k) { return knownHash_[k]; });
  const uint64_t knownMask = knownTable_.size() - 1;
  uint64_t slot = canonicalHash & knownMask;
  for (; knownTable_[slot] >= 0; slot = (slot + 1) & knownMask) {
    const int k = knownTable_[slot];
    if (knownHash_[k] == canonicalHash &&
        std::equal(canonical.begin(), canonical.end(), knownKeys_.begin() + static_cast<std::ptrdiff_t>(k) * 2 * width))
      return knownRange_[k];
  }
  // Written parts masked, refinements read so far left out (the run's own reads are
  // refined with them afterwards: a refinement is a union of cuts, in any order).
  std::vector<int> masked = canonical;
  for (int j = 0; j < width; ++j) {
    if (masked[2 * j] >= 0) masked[2 * j] = kMasked;
    masked[2 * j + 1] = -1;
  }
  const int r = runFor(masked, cancel);
  const Run& run = runs_[r];

  // Per state after the run: the kept flows' repartitions from this state's written
  // parts, and the key after with its written parts put back; equal keys keep the least.
  const Step& last = step(0, repetition_.length - 1);
  const int runWidth = layer_.back().widthAfter;
  const int outWidth = last.widthAfter;
  const int begin = static_cast<int>(entries_.size());
  std::vector<int> out(static_cast<std::size_t>(2 * outWidth));
  auto written = [&](int part, int slotBefore) { return part == kMasked ? canonical[2 * slotBefore] : part; };
  auto read = [&](int flow, int part, int slotBefore) { return problem_.refine(flow, canonical[2 * slotBefore + 1], part); };
  for (std::size_t s = 0; s < run.cost.size(); ++s) {
    const int* k = run.keys.data() + s * static_cast<std::size_t>(2 * runWidth);
    double cost = run.cost[s];
    for (std::size_t e = 0; e < kept_.size(); ++e) {
      const int slot = outWidth + static_cast<int>(e);
      cost += problem_.repartition(kept_[e], written(k[2 * slot], keptSlot_[e]), read(kept_[e], k[2 * slot + 1], keptSlot_[e]));
    }
    for (int j = 0; j < outWidth; ++j) {
      const int incoming = afterIncoming_[j];
      out[2 * j] = incoming >= 0 ? written(k[2 * j], incoming) : k[2 * j];
      out[2 * j + 1] = incoming >= 0 ? read(last.flowsAfter[j], k[2 * j + 1], incoming) : k[2 * j + 1];
    }
    const uint64_t hash = frontier::keyHash(out.data(), outWidth);
    // This state's entries by key after: the key's latest entry, when this call made it.
    const int id = internKey(out.data(), hash, outWidth);
    if (keyLatest_[id] >= begin) {
      Entry& known = entries_[keyLatest_[id]];
      if (cost < known.cost) {
        known.cost = cost;
        known.state = static_cast<int>(s);
      }
      continue;
    }
    keyLatest_[id] = static_cast<int>(entries_.size());
    if (keyEntry_[id] < 0) keyEntry_[id] = static_cast<int>(entries_.size());
    entries_.push_back({r, static_cast<int>(s), cost, frontier::keyBound(problem_, last.flowsAfter, out.data())});
    after_.insert(after_.end(), out.begin(), out.end());
    afterHash_.push_back(hash);
    keyId_.push_back(id);
  }
  const std::pair<int, int> range{begin, static_cast<int>(entries_.size())};
  // (The table was sized for one more key above, and runFor does not touch it.)
  knownTable_[slot] = static_cast<int>(knownRange_.size());
  knownKeys_.insert(knownKeys_.end(), canonical.begin(), canonical.end());
  knownHash_.push_back(canonicalHash);
  knownRange_.push_back(range);
  return range;
}

int LayerTransitions::internKey(const int* key, uint64_t hash, int width) {
  growIdTable(keyTable_, keyEntry_.size(), 1024, [&](std::size_t id) { return afterHash_[keyEntry_[id]]; });
  const uint64_t mask = keyTable_.size() - 1;
  uint64_t h = hash & mask;
  for (; keyTable_[h] >= 0; h = (h + 1) & mask) {
    const int id = keyTable_[h];
    const int e = keyEntry_[id];
    if (afterHash_[e] == hash && std::equal(key, key + 2 * width, firstKeyAfter(e))) return id;
  }
  // A new key: its first entry is the one about to be made (keyEntry_ set by the caller).
  keyTable_[h] = static_cast<int>(keyEntry_.size());
  keyEntry_.push_back(-1);
  keyLatest_.push_back(-1);
  return keyTable_[h];
}

int LayerTransitions::translated(int copy, int slot, int id) {
  std::vector<int>& ids = translated_[copy][slot];
  if (ids.size() <= static_cast<std::size_t>(id)) ids.resize(static_cast<std::size_t>(id) + 1, -1);
  ids[id] = problem_.translatePart(step(0, repetition_.length - 1).flowsAfter[slot], id,
                                   step(copy, repetition_.length - 1).flowsAfter[slot]);
  return ids[id];
}

void LayerTransitions::keyAfter(int id, int copy, int* key) {
  const int width = step(0, repetition_.length - 1).widthAfter;
  std::copy_n(firstKeyAfter(id), 2 * width, key);
  translateAfter(copy, key);
}

void LayerTransitions::translateAfter(int copy, int* key) {
  const int width = step(0, repetition_.length - 1).widthAfter;
  if (translated_.size() <= static_cast<std::size_t>(copy)) translated_.resize(static_cast<std::size_t>(copy) + 1);
  if (translated_[copy].empty()) translated_[copy].resize(static_cast<std::size_t>(width));
  const std::vector<std::vector<int>>& slots = translated_[copy];
  auto lookup = [&](int j, int part) {
    if (part < 0) return part;
    const std::vector<int>& ids = slots[j];
    return static_cast<std::size_t>(part) < ids.size() && ids[part] >= 0 ? ids[part] : translated(copy, j, part);
  };
  for (int j = 0; j < width; ++j) {
    key[2 * j] = lookup(j, key[2 * j]);
    key[2 * j + 1] = lookup(j, key[2 * j + 1]);
  }
}

void LayerTransitions::choose(int id, int copy, std::vector<int>& choice) const {
  const Entry& e = entries_[id];
  const Run& run = runs_[e.run];
  int state = e.state;
  for (int j = repetition_.length; j-- > 0;) {
    choice[step(copy, j).variable] = run.chosen[j][state];
    state = run.parents[j][state];
  }
}

}  // namespace shardscope::partition
