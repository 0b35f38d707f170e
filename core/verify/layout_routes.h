#pragma once
// Where layout routes end (layout_relation_rules.h). A value held as a bijection of a
// baseline value is a true fact, but a route the program never leaves again is where
// it departs from the baseline, not a verified step: after propagation, a layout fact
// stays only if some consumer turns it into a fact (an ordinary one, or a layout fact
// that itself stays), or if it meets another layout route with a different bijection
// at an elementwise op (seed 000 §4.2, Figure 10: that op is the frontier, its inputs
// verified), or if it keeps the baseline value's element order (a reshape of it, never
// where a route goes wrong). Every other layout fact is taken back, so the frontier
// lands on the first step that puts the elements in another order (a wrong transpose
// itself), its reason naming the bijection and where the route ends. Their status is
// not verified and their merge-log steps are removed (one step per related value).

#include "verify/merge_log.h"
#include "verify/verifier.h"
#include "verify/verify_context.h"

#include <string>
#include <vector>

namespace shardscope::verify {

// The name of an operand whose fact (or a tuple element of it) carries a layout
// bijection, or "": the verifier tries only rules that carry layouts on such an
// instruction (ruleHandlesLayout, rule_table.h).
std::string laidOutOperand(const VerifyContext& context, const ir::Instruction& instruction);

// `order`: the propagation order (post-order). One pass over the facts when no layout
// fact was derived.
// The merge log `log` loses the steps of the values taken back.
void settleLayoutRoutes(VerifyContext& context, const std::vector<ir::InstructionId>& order, MergeLog& log);

// For each frontier entry where operands under different bijections meet (Figure 10):
// where each operand's run of reshapes and transposes (through collectives) starts, when
// it is not listed yet. Which route is wrong the meeting cannot tell; the run that starts
// at a wrong reshape is named with its first step.
std::vector<FrontierEntry> layoutRouteStarts(const VerifyContext& context, const std::vector<FrontierEntry>& frontier);

}  // namespace shardscope::verify
