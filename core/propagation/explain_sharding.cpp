#include "propagation/explain_sharding.h"

#include "propagation/rule_table.h"
#include "propagation/sharding_acceptance.h"

#include <algorithm>
#include <set>
#include <sstream>

namespace shardscope::propagation {

namespace {

using ir::InstructionId;
using sharding::HloSharding;

// Events name computations other than the entry in a `computation` detail.
bool inComputation(const trace::TraceEvent& event, const std::string& computation) {
  const std::string* detail = event.detail("computation");
  return detail ? *detail == computation : computation.empty();
}

std::string meaningOf(std::string_view ruleName) {
  for (const PropagationRule& row : propagationRules())
    if (row.name == ruleName) return std::string(row.meaning);
  return {};
}

std::string detailOr(const trace::TraceEvent& event, const char* key) {
  const std::string* value = event.detail(key);
  return value ? *value : std::string();
}

class Explainer {
 public:
  Explainer(const ir::Module& module, const PropagationResult& result, const PropagationOptions& options)
      : module_(module), result_(result), options_(options) {}

  ShardingExplanation explain(ir::ComputationId c, InstructionId id, const HloSharding& expected) {
    ShardingExplanation out;
    const ir::Computation& computation = module_.computations[c];
    out.instruction = std::string(computation.instructions[id].name);
    out.computation = c == module_.entry ? std::string() : std::string(computation.name);
    out.expected = expected.toString(false);
    const ShardingPtr& ours = result_.computations[c].shardings[id];
    if (ours) out.ours = ours->toString(false);
    out.agrees = ours && *ours == expected;
    out.userAnnotated = result_.computations[c].userAnnotated[id];
    const PropagationRule& own = rule(ruleIdFor(computation.instructions[id]));
    out.rule = std::string(own.name);
    out.meaning = std::string(own.meaning);
    chainOfOurs(c, id, out);
    refusedInTheRun(out, expected);
    proposedFromFinal(c, id, expected, out);
    return out;
  }

 private:
  // The last change of (computation, name) before trace event `before`.
  std::optional<std::size_t> lastChange(const std::string& computation, const std::string& name, std::size_t before) const {
    const auto& events = result_.trace.events();
    for (std::size_t i = std::min(before, events.size()); i-- > 0;) {
      const trace::TraceEvent& e = events[i];
      if (e.kind == "sharding-changed" && e.subject == name && inComputation(e, computation)) return i;
    }
    return std::nullopt;
  }

  // Linked sources may sit in another computation: the event names only the instruction.
  std::optional<std::pair<ir::ComputationId, InstructionId>> locate(const std::string& name,
                                                                    ir::ComputationId preferred) const {
    const InstructionId here = module_.computations[preferred].find(name);
    if (here >= 0) return std::pair{preferred, here};
    for (std::size_t c = 0; c < module_.computations.size(); ++c) {
      const InstructionId at = module_.computations[c].find(name);
      if (at >= 0) return std::pair{static_cast<ir::ComputationId>(c), at};
    }
    return std::nullopt;
  }

  std::string computationName(ir::ComputationId c) const {
    return c == module_.entry ? std::string() : std::string(module_.computations[c].name);
  }

  void chainOfOurs(ir::ComputationId c, InstructionId id, ShardingExplanation& out) const {
    std::set<std::pair<ir::ComputationId, InstructionId>> seen;
    std::size_t before = result_.trace.size();
    for (int depth = 0; depth < 64; ++depth) {
      if (!seen.insert({c, id}).second) break;
      const std::string name(module_.computations[c].instructions[id].name);
      const std::string computation = computationName(c);
      const ShardingPtr& now = result_.computations[c].shardings[id];
      const std::optional<std::size_t> event = lastChange(computation, name, before);
      if (!event) {
        if (now && result_.computations[c].userAnnotated[id])
          out.ours_chain.push_back({name, computation, "user", "a sharding the user wrote; propagation never overwrites it",
                                    "user", "", now->toString(false), -1, 0});
        break;
      }
      const trace::TraceEvent& e = result_.trace.at(*event);
      ExplanationStep step{name, computation, e.rule, meaningOf(e.rule), detailOr(e, "direction"),
                           detailOr(e, "source"), detailOr(e, "new"), -1, *event};
      const std::string level = detailOr(e, "level");
      if (!level.empty()) step.level = std::stoi(level);
      out.ours_chain.push_back(step);
      const auto next = locate(step.source, c);
      if (!next || step.source.empty()) break;
      c = next->first;
      id = next->second;
      before = *event;
    }
  }

  void add(ShardingExplanation& out, ExplanationCandidate candidate) const {
    for (const ExplanationCandidate& have : out.theirs)
      if (have.rule == candidate.rule && have.source == candidate.source && have.direction == candidate.direction) return;
    out.theirs.push_back(std::move(candidate));
  }

  void refusedInTheRun(ShardingExplanation& out, const HloSharding& expected) const {
    for (const trace::TraceEvent& e : result_.trace.events()) {
      if (e.kind != "conflict" || e.subject != out.instruction || !inComputation(e, out.computation)) continue;
      const auto proposed = sharding::parseHloSharding(detailOr(e, "proposed"));
      const auto* value = std::get_if<HloSharding>(&proposed);
      if (!value || !(*value == expected)) continue;
      add(out, {e.rule, meaningOf(e.rule), detailOr(e, "direction"), detailOr(e, "source"),
                "refused during the run: " + detailOr(e, "reason")});
    }
  }

  // Every rule evaluated on the final shardings, at every level: which of them proposes
  // the expected sharding, and whether our acceptance rule would have taken it.
  void proposedFromFinal(ir::ComputationId c, InstructionId id, const HloSharding& expected, ShardingExplanation& out) const {
    const ir::Computation& computation = module_.computations[c];
    std::vector<RuleId> rules;
    rules.reserve(computation.instructions.size());
    for (const ir::Instruction& instruction : computation.instructions) rules.push_back(ruleIdFor(instruction));
    std::vector<InstructionId> users;
    for (std::size_t u = 0; u < computation.instructions.size(); ++u)
      for (InstructionId operand : computation.instructions[u].operands)
        if (operand == id) users.push_back(static_cast<InstructionId>(u));
    const std::vector<ShardingPtr>& shardings = result_.computations[c].shardings;
    const ShardingPtr& ours = shardings[id];
    for (int level = 0; level <= options_.maxAggressiveness; ++level) {
      const RuleContext context{computation, shardings, rules, options_.isSpmd, level};
      auto verdict = [&](const HloSharding& proposal, bool fromUser) {
        std::string text = "proposed from the final shardings at level " + std::to_string(level);
        if (out.userAnnotated) return text + "; the user's sharding is kept";
        if (ours && *ours == proposal) return text + "; it is ours";
        const auto next = improvedShardingValue(proposal, ours.get(), context.mayCombine());
        if (next && fromUser && refusedAsResharding(*next, ours.get(), proposal, computation.instructions[id].shape))
          return text + "; refused: from a user a tiled dim is not resharded";
        return text + (next ? "; it would replace ours" : "; ours is kept (as or more specific)");
      };
      for (const Proposal& p : proposeFromOperands(context, id))
        if (p.sharding && *p.sharding == expected) {
          const std::string ruleName(rule(rules[id]).name);
          add(out, {ruleName, meaningOf(ruleName), "forward",
                    p.source >= 0 ? std::string(computation.instructions[p.source].name) : std::string(),
                    verdict(*p.sharding, false)});
        }
      for (InstructionId user : users) {
        if (!shardings[user]) continue;
        const ShardingPtr p = proposeFromUser(context, id, user);
        if (!p || !(*p == expected)) continue;
        const std::string ruleName(rule(rules[user]).name);
        add(out, {ruleName, meaningOf(ruleName), "backward", std::string(computation.instructions[user].name), verdict(*p, true)});
      }
    }
  }

  const ir::Module& module_;
  const PropagationResult& result_;
  const PropagationOptions& options_;
};

std::string qualified(const std::string& computation, const std::string& name) {
  return computation.empty() ? name : computation + "/" + name;
}

}  // namespace

ShardingExplanation explainSharding(const ir::Module& module, const PropagationResult& result,
                                    const PropagationOptions& options, ir::ComputationId computation,
                                    ir::InstructionId instruction, const sharding::HloSharding& expected) {
  return Explainer(module, result, options).explain(computation, instruction, expected);
}

std::string formatExplanation(const ShardingExplanation& e) {
  std::ostringstream o;
  const std::string subject = qualified(e.computation, e.instruction);
  o << subject << ": ours " << (e.ours ? *e.ours : std::string("(none)")) << ", expected " << e.expected << " - "
    << (e.agrees ? "they agree" : "they differ") << "\n";
  o << "  its rule: " << e.rule << " (" << e.meaning << ")\n";
  if (e.ours_chain.empty()) {
    o << "  ours: no rule gave " << subject << " a sharding\n";
  } else {
    o << "  ours came from:\n";
    for (const ExplanationStep& s : e.ours_chain) {
      o << "    " << qualified(s.computation, s.instruction) << " " << s.sharding;
      if (s.rule == "user") {
        o << " - written by the user\n";
        continue;
      }
      o << " by the " << s.rule << " rule (" << s.direction << " from `" << s.source << "`";
      if (s.level >= 0) o << ", level " << s.level;
      o << ", trace event " << s.event + 1 << "): " << s.meaning << "\n";
    }
  }
  if (e.theirs.empty()) {
    o << "  expected: no rule of ours gives " << e.expected << " from the final shardings of " << subject
      << "'s operands and users, and no refused proposal was it\n";
  } else {
    o << "  rules of ours that give the expected sharding:\n";
    for (const ExplanationCandidate& c : e.theirs)
      o << "    the " << c.rule << " rule, " << c.direction << " from `" << c.source << "`: " << c.how << " ("
        << c.meaning << ")\n";
  }
  return o.str();
}

}  // namespace shardscope::propagation
