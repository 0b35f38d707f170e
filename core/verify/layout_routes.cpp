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
bool isConflict(const VerifyContext& c, ir::InstructionId user) {
  const ir::Instruction& in = c.distributedInstruction(user);
  if (c.facts[user] || !rules::isElementwiseOp(in)) return false;
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

}  // namespace shardscope::verify
