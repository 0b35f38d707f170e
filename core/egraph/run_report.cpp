#include "egraph/run_report.h"

#include <map>
#include <sstream>

namespace shardscope::egraph {

const char* toString(StopReason reason) {
  switch (reason) {
    case StopReason::Saturated: return "saturated";
    case StopReason::GoalReached: return "goal-reached";
    case StopReason::IterationLimit: return "iteration-limit";
    case StopReason::NodeLimit: return "node-limit";
    case StopReason::TimeLimit: return "time-limit";
  }
  return "?";
}

std::size_t RunReport::firings(Symbol rule) const {
  std::size_t total = 0;
  for (const IterationReport& it : iterations)
    for (const RuleIterationStats& r : it.rules)
      if (r.rule == rule) total += r.unions;
  return total;
}

std::size_t RunReport::totalRuleUnions() const {
  std::size_t total = 0;
  for (const IterationReport& it : iterations) total += it.ruleUnions;
  return total;
}

std::string RunReport::summary() const {
  std::ostringstream out;
  out << "stopped: " << stopMessage << '\n'
      << iterations.size() << " iterations, " << nodes << " e-nodes, " << classes
      << " e-classes, " << seconds << " s\n";
  std::map<std::string, std::size_t> byRule;  // sorted by name for stable output
  for (const IterationReport& it : iterations)
    for (const RuleIterationStats& r : it.rules) byRule[r.rule.str()] += r.unions;
  for (const auto& [name, unions] : byRule) out << "  " << name << ": " << unions << " unions\n";
  return out.str();
}

}  // namespace shardscope::egraph
