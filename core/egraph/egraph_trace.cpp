#include "egraph/egraph_trace.h"

#include <string>

namespace shardscope::egraph {
namespace {

constexpr std::size_t kTermChars = 160;

std::string classLabel(Id id) { return "e-class " + std::to_string(id.value); }

std::string reasonText(JustificationKind kind, Symbol name, bool forward) {
  switch (kind) {
    case JustificationKind::Congruence: return "congruence";
    case JustificationKind::Rule:
      return "rule " + name.str() + (forward ? "" : " (right to left)");
    case JustificationKind::Given: return "given: " + name.str();
  }
  return "?";
}

std::string substText(const Subst& subst) {
  std::string text;
  for (const auto& [var, id] : subst.bindings()) {
    if (!text.empty()) text += ", ";
    text += var.str() + "=" + classLabel(id);
  }
  return text;
}

}  // namespace

void appendMergeEvents(trace::Trace& trace, const EGraphCore& graph, std::size_t first,
                       std::size_t last) {
  const auto& log = graph.unionLog();
  for (std::size_t i = first; i < last && i < log.size(); ++i) {
    const UnionRecord& u = log[i];
    trace::TraceEvent event;
    event.kind = "eclass-merged";
    event.subject = classLabel(u.absorbed);
    event.rule = u.why.kind == JustificationKind::Congruence ? "congruence" : u.why.name.str();
    event.message = classLabel(u.absorbed) + " merged into " + classLabel(u.kept) + " by " +
                    reasonText(u.why.kind, u.why.name, true);
    event.details = {{"kept", std::to_string(u.kept.value)},
                     {"absorbed", std::to_string(u.absorbed.value)},
                     {"justification", toString(u.why.kind)},
                     {"left", graph.termString(u.left, kTermChars)},
                     {"right", graph.termString(u.right, kTermChars)}};
    if (u.why.kind == JustificationKind::Rule) {
      const RuleMatch& match = graph.ruleMatch(u.why.match);
      event.details.emplace_back("matched", classLabel(match.eclass));
      event.details.emplace_back("bindings", substText(match.subst));
    }
    trace.add(std::move(event));
  }
}

trace::Trace mergeTrace(const EGraphCore& graph) {
  trace::Trace trace;
  appendMergeEvents(trace, graph, 0, graph.unionLog().size());
  return trace;
}

std::string describeStep(const EGraphCore& graph, const ExplanationStep& step,
                         std::size_t maxTermChars) {
  return graph.termString(step.from, maxTermChars) + " = " +
         graph.termString(step.to, maxTermChars) + "  [" +
         reasonText(step.kind, step.name, step.forward) + "]";
}

trace::Trace explanationTrace(const EGraphCore& graph, const Explanation& explanation,
                              std::size_t maxSteps) {
  trace::Trace trace;
  const FlattenedExplanation flat = flatten(explanation, maxSteps);
  for (const FlatExplanationStep& f : flat.steps) {
    const ExplanationStep& step = *f.step;
    trace::TraceEvent event;
    event.kind = "explanation-step";
    event.subject = graph.termString(step.from, kTermChars);
    event.rule = step.kind == JustificationKind::Congruence ? "congruence" : step.name.str();
    event.message = describeStep(graph, step, kTermChars);
    event.details = {{"depth", std::to_string(f.depth)},
                     {"from", graph.termString(step.from, kTermChars)},
                     {"to", graph.termString(step.to, kTermChars)},
                     {"justification", toString(step.kind)}};
    if (step.kind == JustificationKind::Rule)
      event.details.emplace_back("bindings", substText(step.substitution));
    trace.add(std::move(event));
  }
  if (flat.truncated) {
    trace::TraceEvent event;
    event.kind = "explanation-truncated";
    event.message = "explanation cut after " + std::to_string(maxSteps) + " steps";
    trace.add(std::move(event));
  }
  return trace;
}

}  // namespace shardscope::egraph
