#pragma once
// What a saturation run did and why it stopped: per iteration, per rule.

#include <chrono>
#include <cstddef>
#include <string>
#include <vector>

#include "egraph/symbol.h"
#include "trace/trace.h"

namespace shardscope::egraph {

struct RunnerLimits {
  std::size_t maxIterations = 30;
  std::size_t maxNodes = 10000;  // distinct e-nodes
  std::chrono::milliseconds maxTime{5000};
  // Matches kept per rule per iteration; a run that dropped any is never "saturated".
  std::size_t maxMatchesPerRule = 100000;
  bool recordMergeTrace = true;  // one trace event per union (memory grows with unions)
  // Search only near classes that changed since the last search. Sound for rules whose
  // guards and appliers look no further than the classes their match binds (and those
  // classes' data); turn it off for rules that inspect classes beyond their pattern.
  bool incrementalSearch = true;
};

enum class StopReason { Saturated, GoalReached, IterationLimit, NodeLimit, TimeLimit };
const char* toString(StopReason reason);

struct RuleIterationStats {
  Symbol rule;
  std::size_t matches = 0;
  std::size_t unions = 0;      // unions that changed the e-graph
  bool truncated = false;      // maxMatchesPerRule was reached
};

struct IterationReport {
  std::size_t index = 0;  // 0-based
  std::size_t nodes = 0;  // after the iteration's rebuild
  std::size_t classes = 0;
  std::size_t ruleUnions = 0;
  std::size_t congruenceUnions = 0;
  std::vector<RuleIterationStats> rules;  // rules that were searched, in table order
  double searchSeconds = 0, applySeconds = 0, rebuildSeconds = 0;
};

struct RunReport {
  StopReason stopReason = StopReason::Saturated;
  std::string stopMessage;  // one line a user can read
  std::vector<IterationReport> iterations;
  std::size_t nodes = 0;
  std::size_t classes = 0;
  double seconds = 0;

  // Unions made by a rule over the whole run.
  std::size_t firings(Symbol rule) const;
  std::size_t totalRuleUnions() const;
  // A few lines: stop reason, sizes, time, firings per rule.
  std::string summary() const;
};

struct RunResult {
  RunReport report;
  trace::Trace trace;  // iterations, merges (see egraph_trace.h) and the stop
};

}  // namespace shardscope::egraph
