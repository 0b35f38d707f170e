#pragma once
// The runner: equality saturation over a rule table, within limits (egg's Runner).
// Each iteration searches every rule on the rebuilt e-graph, applies all matches,
// and rebuilds once. After the first iteration the search is incremental (unless
// RunnerLimits::incrementalSearch is off): a rule of height h is only matched at
// classes within h parent-levels of a class that changed since its last search, so
// long chains of one-step rewrites cost what they change, not the graph's size. It stops when an iteration changes nothing (saturated) or a
// limit is reached, and says which. Cancellation throws OperationCancelled after the
// e-graph has been rebuilt, so it stays consistent and usable.

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "egraph/egraph.h"
#include "egraph/egraph_trace.h"
#include "egraph/rewrite.h"
#include "egraph/run_report.h"
#include "support/cancellation.h"

namespace shardscope::egraph {

template <typename A = NoAnalysis>
class Runner {
 public:
  using Goal = std::function<bool(const EGraph<A>& graph)>;

  explicit Runner(RunnerLimits limits = {}) : limits_(limits) {}
  const RunnerLimits& limits() const { return limits_; }

  // Stops as soon as `goal` holds after a rebuild (e.g. "the two outputs are in one
  // class"): there is no need to saturate once the question is answered.
  Runner& stopWhen(Goal goal, std::string description) {
    goal_ = std::move(goal);
    goalDescription_ = std::move(description);
    return *this;
  }

  RunResult run(EGraph<A>& graph, const std::vector<Rewrite<A>>& rules,
                const CancellationToken& cancel = CancellationToken(),
                const ProgressCallback& progress = {}) const {
    using Clock = std::chrono::steady_clock;
    const auto start = Clock::now();
    auto seconds = [](Clock::time_point from) {
      return std::chrono::duration<double>(Clock::now() - from).count();
    };
    auto outOfTime = [&] { return Clock::now() - start > limits_.maxTime; };

    RunResult result;
    RunReport& report = result.report;
    auto stop = [&](StopReason reason, std::string message) {
      report.stopReason = reason;
      report.stopMessage = std::move(message);
    };
    bool stopped = false;
    bool searchedBefore = false;
    std::size_t lastSearchMark = 0;
    std::vector<bool> needsFullSearch(rules.size(), true);

    try {
      graph.rebuild();
      while (!stopped) {
        cancel.throwIfCancelled();
        if (goal_ && goal_(graph)) {
          stop(StopReason::GoalReached, "goal reached: " + goalDescription_);
          break;
        }
        if (report.iterations.size() >= limits_.maxIterations) {
          stop(StopReason::IterationLimit,
               "iteration limit " + std::to_string(limits_.maxIterations) + " reached");
          break;
        }
        if (graph.nodeCount() > limits_.maxNodes) {
          stop(StopReason::NodeLimit, nodeLimitMessage(graph));
          break;
        }
        if (outOfTime()) {
          stop(StopReason::TimeLimit, timeLimitMessage());
          break;
        }
        reportProgress(progress,
                       static_cast<double>(report.iterations.size()) / std::max<std::size_t>(1, limits_.maxIterations),
                       "saturating");

        IterationReport iteration;
        iteration.index = report.iterations.size();
        const std::size_t firstUnion = graph.unionLog().size();

        // Search everything first, so one iteration's rules all see the same graph.
        auto phase = Clock::now();
        const std::size_t mark = graph.changeCount();
        // Candidate roots by pattern height, computed only when a rule needs them.
        std::vector<std::optional<std::vector<Id>>> candidates;
        std::vector<Id> changed;
        if (limits_.incrementalSearch && searchedBefore)
          changed = graph.classesChangedSince(lastSearchMark);
        std::vector<std::vector<PatternMatch>> matches(rules.size());
        bool incomplete = false;
        for (std::size_t r = 0; r < rules.size(); ++r) {
          cancel.throwIfCancelled();
          if (outOfTime()) {
            stop(StopReason::TimeLimit, timeLimitMessage());
            stopped = incomplete = true;
            break;
          }
          // One match over the cap tells "exactly at the cap" from "some were dropped".
          const std::size_t cap = limits_.maxMatchesPerRule;
          const std::size_t wanted = cap == SIZE_MAX ? cap : cap + 1;
          if (!limits_.incrementalSearch || !searchedBefore || needsFullSearch[r]) {
            matches[r] = rules[r].lhs.search(graph, wanted, &cancel);
          } else {
            const std::size_t height = rules[r].lhs.height();
            if (candidates.size() <= height) candidates.resize(height + 1);
            if (!candidates[height]) candidates[height] = graph.withAncestors(changed, height);
            matches[r] = rules[r].lhs.searchIn(graph, *candidates[height], wanted, &cancel);
          }
          RuleIterationStats stats;
          stats.rule = rules[r].name;
          stats.truncated = matches[r].size() > cap;
          if (stats.truncated) matches[r].resize(cap);
          stats.matches = matches[r].size();
          // Dropped matches are not new next time: only a full search finds them again.
          needsFullSearch[r] = stats.truncated;
          incomplete = incomplete || stats.truncated;
          iteration.rules.push_back(stats);
        }
        searchedBefore = true;
        lastSearchMark = mark;
        iteration.searchSeconds = seconds(phase);

        phase = Clock::now();
        for (std::size_t r = 0; r < iteration.rules.size() && !stopped; ++r) {
          std::size_t applied = 0;
          for (const PatternMatch& match : matches[r]) {
            const std::size_t unions = rules[r].apply(graph, match);
            iteration.rules[r].unions += unions;
            iteration.ruleUnions += unions;
            if (++applied % 64 != 0) continue;
            cancel.throwIfCancelled();
            if (graph.nodeCount() > limits_.maxNodes) {
              stop(StopReason::NodeLimit, nodeLimitMessage(graph));
              stopped = true;
              break;
            }
            if (outOfTime()) {
              stop(StopReason::TimeLimit, timeLimitMessage());
              stopped = true;
              break;
            }
          }
        }
        iteration.applySeconds = seconds(phase);

        phase = Clock::now();
        iteration.congruenceUnions = graph.rebuild();
        iteration.rebuildSeconds = seconds(phase);
        iteration.nodes = graph.nodeCount();
        iteration.classes = graph.classCount();

        if (limits_.recordMergeTrace) {
          trace::TraceEvent event;
          event.kind = "saturation-iteration";
          event.subject = "iteration " + std::to_string(iteration.index + 1);
          event.message = "iteration " + std::to_string(iteration.index + 1) + ": " +
                          std::to_string(iteration.ruleUnions) + " rule unions, " +
                          std::to_string(iteration.congruenceUnions) + " by congruence; " +
                          std::to_string(iteration.nodes) + " e-nodes, " +
                          std::to_string(iteration.classes) + " e-classes";
          result.trace.add(std::move(event));
          appendMergeEvents(result.trace, graph, firstUnion, graph.unionLog().size());
        }
        // An applier may add nodes without a union; those can match next time.
        const bool grew = graph.changeCount() != mark;
        report.iterations.push_back(std::move(iteration));
        if (!stopped && !grew && !incomplete) {
          stop(StopReason::Saturated, "saturated: no rule changed the e-graph");
          stopped = true;
        }
      }
    } catch (const OperationCancelled&) {
      graph.rebuild();
      throw;
    }

    report.nodes = graph.nodeCount();
    report.classes = graph.classCount();
    report.seconds = seconds(start);
    trace::TraceEvent event;
    event.kind = "saturation-stopped";
    event.rule = toString(report.stopReason);
    event.message = report.stopMessage;
    result.trace.add(std::move(event));
    reportProgress(progress, 1.0, "saturating");
    return result;
  }

 private:
  std::string nodeLimitMessage(const EGraph<A>& graph) const {
    return "node limit " + std::to_string(limits_.maxNodes) + " reached (" +
           std::to_string(graph.nodeCount()) + " e-nodes)";
  }
  std::string timeLimitMessage() const {
    return "time limit " + std::to_string(limits_.maxTime.count()) + " ms reached";
  }

  RunnerLimits limits_;
  Goal goal_;
  std::string goalDescription_;
};

}  // namespace shardscope::egraph
