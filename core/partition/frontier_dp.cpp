#include "partition/frontier_dp.h"

#include "partition/frontier_steps.h"
#include "partition/layer_transition.h"
#include "partition/repeated_layers.h"

#include <algorithm>
#include <cstdint>

namespace shardscope::partition {

using namespace frontier;


FrontierResult solveFrontier(PartitionProblem& problem, const FrontierOptions& options,
                             const CancellationToken& cancel, const ProgressCallback& progress) {
  const auto& variables = problem.variables();
  const Scope scope = scopeOf(problem, options.fixed, options.fixed.empty() ? nullptr : options.heldFlowCost);
  // The forward order's steps with nothing held may come prebuilt (they are the same
  // for every such call on the problem).
  const bool forward = options.fixed.empty() && !options.reverse;
  const std::vector<Step>* given = options.steps ? options.steps : forward ? options.forwardSteps : nullptr;
  std::vector<Step> built;
  if (!given) built = buildSteps(problem, variableOrder(problem, options.reverse, scope), options.fixed, scope);
  const std::vector<Step>& steps = given ? *given : built;

  FrontierResult result;
  double groups = 0;
  for (const Step& step : steps) groups += static_cast<double>(step.groupCandidate.size());
  result.maxStates = options.maxStates
                         ? options.maxStates
                         : static_cast<std::size_t>(std::clamp(options.workBudget / std::max(groups, 1.0), 8.0, 131072.0));
  // Least own cost of every variable from step i on (nothing later costs less), plus
  // the terms outside the scope.
  std::vector<double> suffix(steps.size() + 1, scope.constant + options.heldConstant);
  for (std::size_t i = steps.size(); i-- > 0;) {
    const auto& local = steps[i].groupLocal;
    suffix[i] = suffix[i + 1] + *std::min_element(local.begin(), local.end());
  }
  double bound = kInfinity;
  if (!options.incumbent.empty()) bound = problem.total(options.incumbent);

  // A repeated layer's copies go through its transition, computed once per state before
  // (layer_transition.h); every other step is the DP's own.
  StepRepetition repetition;
  if (options.reuseRepeatedLayers && options.fixed.empty() && !options.reverse)
    repetition = options.repetition ? *options.repetition : findStepRepetition(problem, steps, options.minRepeatedSteps, 2);
  std::size_t layerLimit = options.layerStates;
  if (repetition.copies > 1 && layerLimit == 0) {
    double perCopy = 0;
    for (int j = 0; j < repetition.length; ++j)
      perCopy += static_cast<double>(steps[repetition.first + j].groupCandidate.size());
    layerLimit = static_cast<std::size_t>(std::clamp(options.layerBudget / std::max(perCopy, 1.0), 8.0, 131072.0));
    layerLimit = std::max(layerLimit, result.maxStates);  // never narrower than the rest of the DP
  }
  LayerTransitions transitions(problem, steps, repetition, layerLimit);
  if (repetition.copies > 1) {
    result.repeatedLength = repetition.length;
    result.repeatedCopies = repetition.copies;
    result.layerStates = layerLimit;
    // The steps outside the copies (a first layer that reads a graph input, a last one
    // that closes the flows every copy reads, the head) share one copy's budget between
    // them: as many states as that allows, at most the copy's limit. (The copy's limit
    // for each of them, as before, spent 2.3 copies' work there on the 32-layer Llama
    // in the einsummable model, a third of the solve.)
    double outsideGroups = 0;
    for (std::size_t k = 0; k < steps.size(); ++k)
      if (!repetition.covers(static_cast<int>(k))) outsideGroups += static_cast<double>(steps[k].groupCandidate.size());
    const auto outsideLimit =
        static_cast<std::size_t>(std::clamp(options.layerBudget / std::max(outsideGroups, 1.0), 8.0, 131072.0));
    result.maxStates = std::max(result.maxStates, std::min(layerLimit, outsideLimit));
  }
  // Per step: the states' back pointers and chosen candidates; at a copy's last step the
  // chosen entry of the transition instead, and the copy in copyAt.
  std::vector<std::vector<int>> parents(steps.size()), chosen(steps.size());
  std::vector<int> copyAt(steps.size(), -1);
  result.layerSizes.assign(steps.size(), 0);
  StepStats stats;
  StepScratch scratch;
  Layer current(0);
  current.offer(nullptr, 0, 0, 0, -1, -1);
  std::size_t i = 0;
  while (i < steps.size()) {
    cancel.throwIfCancelled();
    reportProgress(progress, static_cast<double>(i) / static_cast<double>(steps.size()), "exact DP");
    const Step& step = steps[i];
    const int offset = static_cast<int>(i) - repetition.first;
    const bool reused = repetition.copies > 1 && repetition.covers(static_cast<int>(i)) &&
                        offset % repetition.length == 0;
    const std::size_t last = reused ? i + static_cast<std::size_t>(repetition.length) - 1 : i;
    // States are kept to the limit, and to 10^8 bytes of keys whatever the limit.
    const std::size_t stepLimit =
        std::max<std::size_t>(8, std::min(result.maxStates, std::size_t{25'000'000} / (2 * steps[last].widthAfter + 1)));
    bool truncatedHere = false;
    Layer next(0);
    if (reused) {
      const int copy = offset / repetition.length;
      const int width = steps[last].widthAfter;
      const std::size_t layerCap = 2 * stepLimit + 1024;
      double kept = kInfinity;
      // The states are gathered under copy 0's keys, found by their ids (equal ids
      // exactly for equal keys, LayerTransitions::keyId): a layer of no key width, whose
      // state s holds key id transitions.keyId(gather.chosen[s]), with slotOf[id] its
      // state when that state is still there (checked, so a cut needs no clearing). The
      // same offers, kept or not, in the same order as a Layer on the keys themselves.
      Layer gather(0);
      std::vector<int> slotOf;
      const double suffixAfter = suffix[last + 1];
      for (std::size_t s = 0; s < current.size(); ++s) {
        const auto [begin, end] = transitions.from(current.key(s), copy, cancel);
        slotOf.resize(static_cast<std::size_t>(transitions.keyCount()), -1);
        const double base = current.cost[s];
        for (int e = begin; e < end; ++e) {
          const LayerTransitions::Entry& entry = transitions.entry(e);
          const double cost = base + entry.cost;
          if (cost + entry.later > kept || cost + entry.later + suffixAfter > bound) continue;
          const int id = transitions.keyId(e);
          const int at = slotOf[id];
          if (at >= 0 && static_cast<std::size_t>(at) < gather.size() && transitions.keyId(gather.chosen[at]) == id) {
            if (cost < gather.cost[at]) {
              gather.cost[at] = cost;
              gather.parent[at] = static_cast<int>(s);
              gather.chosen[at] = e;
            }
            continue;
          }
          slotOf[id] = static_cast<int>(gather.size());
          gather.append(&id, 0, cost, entry.later, static_cast<int>(s), e);
          if (gather.size() > layerCap) {
            stats.peakStates = std::max(stats.peakStates, gather.size());
            kept = gather.truncate(stepLimit);
            truncatedHere = true;
            for (std::size_t t = 0; t < gather.size(); ++t) slotOf[transitions.keyId(gather.chosen[t])] = static_cast<int>(t);
          }
        }
      }
      stats.work += static_cast<double>(current.size());
      stats.peakStates = std::max(stats.peakStates, gather.size());
      if (gather.size() > stepLimit) {
        gather.truncate(stepLimit);
        truncatedHere = true;
      }
      // The kept states' keys in copy `copy`'s flows: the same states, in the same
      // order, as gathering them under copy `copy`'s keys.
      next = Layer(width);
      next.reserve(gather.size());
      std::vector<int> key(static_cast<std::size_t>(2 * width));
      for (std::size_t s = 0; s < gather.size(); ++s) {
        std::copy_n(transitions.firstKeyAfter(gather.chosen[s]), 2 * width, key.data());
        transitions.translateAfter(copy, key.data());
        next.append(key.data(), keyHash(key.data(), width), gather.cost[s], gather.later[s], gather.parent[s],
                    gather.chosen[s]);
      }
      next.reindex();
      copyAt[last] = copy;
    } else {
      next = Layer(step.widthAfter);
      truncatedHere = advanceStep(problem, step, current, next, {stepLimit, suffix[i + 1], bound}, stats, scratch, cancel);
    }
    result.truncatedSteps += truncatedHere;
    parents[last] = std::move(next.parent);
    chosen[last] = std::move(next.chosen);
    current = std::move(next);
    result.layerSizes[last] = current.size();
    i = last + 1;
    if (current.size() == 0) break;  // nothing beats the incumbent
  }
  result.work = stats.work + transitions.work();
  result.peakStates = std::max(stats.peakStates, transitions.peakStates());
  result.transitionRuns = transitions.runs();
  if (!transitions.exact()) ++result.truncatedSteps;
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
    if (copyAt[i] >= 0) {
      transitions.choose(chosen[i][state], copyAt[i], result.choice);
      state = parents[i][state];
      i -= static_cast<std::size_t>(repetition.length) - 1;
      continue;
    }
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
  std::vector<int> others, written, position;  // reused: one allocation per solve, not per variable
  std::vector<double> terms, termOf;
  std::vector<char> known;
  // A variable's best candidate depends only on the candidates of the variables sharing
  // a flow with it, and it already holds the best since it was last looked at: until one
  // of them changes, looking again would change nothing, so it is skipped (same passes,
  // same choices).
  std::vector<char> stale(variables.size(), 1);
  auto touch = [&](int f) {
    stale[flows[f].writer] = 1;
    for (int reader : flows[f].readers) stale[reader] = 1;
  };
  for (int pass = 0; pass < maxPasses; ++pass) {
    bool changed = false;
    for (std::size_t v = 0; v < variables.size(); ++v) {
      if (!stale[v]) continue;
      stale[v] = 0;
      cancel.throwIfCancelled();
      const auto& variable = variables[v];
      // What the other readers of each flow v reads require, and where it was written.
      others.clear();
      written.clear();
      position.clear();
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
      // Each flow's term per candidate, computed once per distinct part (a read sees only
      // its operand's indices, so many candidates share one), in the order the
      // candidates are costed below: parts are interned in the same order as before.
      const std::size_t count = variable.candidates.size();
      const std::size_t flowCount = variable.reads.size() + (variable.writes >= 0 ? 1 : 0);
      terms.resize(flowCount * count);  // [r * count + c]
      for (std::size_t r = 0; r < flowCount; ++r) {
        const bool write = r == variable.reads.size();
        const int f = write ? variable.writes : variable.reads[r];
        const std::vector<int>& parts = write ? flows[f].outPart : flows[f].readPart[position[r]];
        known.assign(static_cast<std::size_t>(*std::max_element(parts.begin(), parts.end())) + 1, 0);
        termOf.resize(known.size());
        auto term = [&](int c) {
          const int part = parts[c];
          if (!known[part]) {
            termOf[part] = write ? problem.repartition(f, part, outRequired)
                                 : problem.repartition(f, written[r], problem.refine(f, others[r], part));
            known[part] = 1;
          }
          terms[r * count + c] = termOf[part];
        };
        term(choice[v]);
        for (std::size_t c = 0; c < count; ++c) term(static_cast<int>(c));
      }
      auto around = [&](int c) {  // the same sum, in the same order, as costing each flow in turn
        double cost = variable.local[c];
        for (std::size_t r = 0; r < flowCount; ++r) cost += terms[r * count + c];
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
        for (int f : variable.reads) touch(f);
        if (variable.writes >= 0) touch(variable.writes);
        stale[v] = 0;
      }
    }
    if (!changed) break;
  }
  return changes;
}

}  // namespace shardscope::partition
