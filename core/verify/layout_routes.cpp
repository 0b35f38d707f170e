// GCC 12 reports -Wrestrict inside libstdc++ for `"literal" + std::string` (GCC bug
// 105329, a false positive); the messages here are built that way throughout.
#if defined(__GNUC__) && !defined(__clang__) && __GNUC__ == 12
#pragma GCC diagnostic ignored "-Wrestrict"
#endif
#include "verify/layout_routes.h"

#include "verify/elementwise_rules.h"
#include "verify/layout_rules.h"

#include "verify/merge_log.h"

#include <algorithm>
#include <unordered_set>

namespace shardscope::verify {

namespace {
bool hasLayout(const Fact& f) {
  if (f.relation.layout) return true;
  return std::any_of(f.elements.begin(), f.elements.end(), [](const Fact& e) { return hasLayout(e); });
}

// A layout that puts the elements in another order than the baseline value's. One that
// keeps the order is a reshape of a baseline value: never where a route goes wrong.
bool permutes(const Fact& f) {
  if (f.relation.layout && !f.relation.layout->keepsOrder()) return true;
  return std::any_of(f.elements.begin(), f.elements.end(), [](const Fact& e) { return permutes(e); });
}

// Two or more operands under layout bijections that differ, at an elementwise op that
// is not related: the conflict of Figure 10, reported at the op itself.
// A dot of two operands under layout bijections that it does not relate is where two
// routes meet too (heads and head_dim paired differently on its two sides): the dot is
// the frontier, both inputs verified, its reason naming both bijections.
bool isDotMeeting(const VerifyContext& c, const ir::Instruction& in) {
  if (in.opcode != ir::Opcode::Dot || in.operands.size() != 2) return false;
  for (ir::InstructionId operand : in.operands) {
    const auto& f = c.facts[operand];
    if (!f || !f->elements.empty() || !f->relation.layout) return false;
  }
  return true;
}

bool isConflict(const VerifyContext& c, ir::InstructionId user) {
  const ir::Instruction& in = c.distributedInstruction(user);
  if (c.facts[user]) return false;
  if (isDotMeeting(c, in)) return true;
  if (!rules::isElementwiseOp(in)) return false;
  const Relation* first = nullptr;
  int laidOut = 0;
  bool differ = false;
  for (ir::InstructionId operand : in.operands) {
    const auto& f = c.facts[operand];
    if (!f) return false;
    if (!f->elements.empty() || !f->relation.layout) continue;
    ++laidOut;
    if (!first) first = &f->relation;
    else differ = differ || !first->sameAs(f->relation);
  }
  return laidOut >= 2 && differ;
}

std::string nameOf(const VerifyContext& c, ir::InstructionId id) { return "%" + std::string(c.distributedInstruction(id).name); }
}  // namespace

std::string laidOutOperand(const VerifyContext& c, const ir::Instruction& in) {
  for (ir::InstructionId operand : in.operands)
    if (const auto& f = c.facts[operand]; f && hasLayout(*f)) return std::string(c.distributedInstruction(operand).name);
  return {};
}

void settleLayoutRoutes(VerifyContext& c, const std::vector<ir::InstructionId>& order, MergeLog& log) {
  // The fast path: no layout fact anywhere, one pass of tests.
  if (std::none_of(c.facts.begin(), c.facts.end(), [](const std::optional<Fact>& f) { return f && hasLayout(*f); })) return;
  const std::size_t n = c.facts.size();
  std::vector<char> laidOut(n, 0), kept(n, 0);
  for (ir::InstructionId id : order) laidOut[id] = c.facts[id] && permutes(*c.facts[id]);
  // Consumers first: a route stays where something downstream of it stays.
  for (auto it = order.rbegin(); it != order.rend(); ++it) {
    const ir::InstructionId id = *it;
    if (!laidOut[id]) continue;
    for (ir::InstructionId user : c.distributedUsers[id]) {
      if ((c.facts[user] && (!laidOut[user] || kept[user])) || isConflict(c, user)) {
        kept[id] = 1;
        break;
      }
    }
  }
  // Where each taken-back route ends: the first consumer along it that is not related
  // (or the output), found before any fact is reset.
  std::vector<std::string> ends(n);
  for (auto it = order.rbegin(); it != order.rend(); ++it) {
    const ir::InstructionId id = *it;
    if (!laidOut[id] || kept[id]) continue;
    for (ir::InstructionId user : c.distributedUsers[id]) {
      if (laidOut[user] && !kept[user]) {
        if (!ends[user].empty()) ends[id] = ends[user];
      } else if (!c.facts[user]) {
        ends[id] = nameOf(c, user) + ": " + c.reasons[user];
      }
      if (!ends[id].empty()) break;
    }
    if (ends[id].empty() && id == c.distributedEntry.root) ends[id] = nameOf(c, id) + " is the output, which must hold the baseline's output itself";
  }
  std::vector<ir::InstructionId> retracted;
  for (ir::InstructionId id : order) {
    if (!laidOut[id] || kept[id]) continue;
    const Fact& f = *c.facts[id];
    const ir::Instruction* b = c.baselineInstructionPtr(f);
    bool starts = true;  // its operands hold baseline values in the baseline's layout
    for (ir::InstructionId operand : c.distributedInstruction(id).operands) starts = starts && !laidOut[operand];
    // Where the route starts, what the op-for-op layout rule found first (the layout
    // engine's differing ops), then the bijection the value was carried under.
    std::string first;
    const ir::Instruction& in = c.distributedInstruction(id);
    if (starts && rules::isLayoutOp(in))
      if (RuleOutcome earlier = rules::layoutBijection(c, id); !earlier.fact && !earlier.reason.empty()) first = earlier.reason + "; it ";
    std::string reason = first + std::string(starts ? "leaves the baseline's layout: " : "") + "the value is " +
                         (b ? "%" + std::string(b->name) : std::string("a baseline value")) + " as " + f.relation.toString() +
                         ", and no later step returns to a value the baseline computes";
    if (!ends[id].empty()) reason += " (" + ends[id] + ")";
    c.reasons[id] = std::move(reason);
    c.facts[id].reset();
    retracted.push_back(id);
  }
  // Their steps leave the merge log, which has one step per related value. No step that
  // stays names them: their users are unrelated or taken back too, and rules that read
  // past their operands refuse layout relations.
  log.dropSteps(retracted);
}

std::vector<FrontierEntry> layoutRouteStarts(const VerifyContext& c, const std::vector<FrontierEntry>& frontier) {
  std::vector<FrontierEntry> out;
  auto listed = [&](std::string_view name) {
    auto same = [&](const FrontierEntry& e) { return e.instruction == name; };
    return std::any_of(frontier.begin(), frontier.end(), same) || std::any_of(out.begin(), out.end(), same);
  };
  for (const FrontierEntry& entry : frontier) {
    const ir::InstructionId at = c.distributedEntry.find(entry.instruction);
    if (at < 0 || c.facts[at] || !rules::isElementwiseOp(c.distributedInstruction(at))) continue;
    const ir::Instruction& meeting = c.distributedInstruction(at);
    const LayoutBijection* first = nullptr;
    bool differ = false;
    for (ir::InstructionId operand : meeting.operands) {
      const auto& f = c.facts[operand];
      if (!f || !f->elements.empty() || !f->relation.layout) continue;
      if (!first) first = &*f->relation.layout;
      else differ = differ || !(*first == *f->relation.layout);
    }
    if (!differ) continue;
    for (ir::InstructionId operand : meeting.operands) {
      // Back along reshapes, transposes and collectives while the value is held under a
      // bijection: the earliest reshape/transpose is where this route starts.
      ir::InstructionId start = -1;
      for (ir::InstructionId cur = operand, steps = 0; steps < 64; ++steps) {
        const auto& f = c.facts[cur];
        if (!f || !f->elements.empty() || !f->relation.layout || f->relation.layout->isIdentity()) break;
        const ir::Instruction& in = c.distributedInstruction(cur);
        if (in.operands.size() != 1) break;
        const bool layoutStep = in.opcode == ir::Opcode::Reshape || in.opcode == ir::Opcode::Transpose;
        const bool collective = in.opcode == ir::Opcode::AllReduce || in.opcode == ir::Opcode::AllGather || in.opcode == ir::Opcode::ReduceScatter ||
                                in.opcode == ir::Opcode::CollectivePermute || in.opcode == ir::Opcode::AllToAll;
        if (!layoutStep && !collective) break;
        if (layoutStep) start = cur;
        cur = in.operands[0];
      }
      if (start < 0) continue;
      const ir::Instruction& s = c.distributedInstruction(start);
      if (listed(s.name)) continue;
      FrontierEntry e;
      e.instruction = std::string(s.name);
      e.opcode = std::string(s.opcodeText);
      e.sourceFile = std::string(s.metadata.sourceFile);
      e.sourceLine = s.metadata.sourceLine > 0 ? static_cast<int>(s.metadata.sourceLine) : 0;
      e.reason = "starts the reshape/transpose route to " + nameOf(c, operand) + ", which reaches " + nameOf(c, at) + " as " +
                 c.facts[operand]->relation.toString() + " where another operand has another bijection: one of the routes puts the elements in another order";
      out.push_back(std::move(e));
    }
  }
  return out;
}

}  // namespace shardscope::verify
