#pragma once
// The rule-table rows that carry layout relations (relation.h, layout_bijection.h):
// where the distributed program reaches a baseline value by another reshape/transpose
// route than the baseline's, the value is related as a bijection of a baseline value,
// and the bijection follows it until a later reshape/transpose returns to a value the
// baseline computes (the identity again: an ordinary fact).
//   layout-relation: reshape/transpose compose with the operand's bijection; the result
//     is anchored at the baseline value its route is closest to (the one it equals, else
//     one of the same dims, else one the baseline computes with).
//   elementwise-layout: an elementwise op on operands under one bijection is that
//     bijection of the baseline op's result; operands under different bijections are
//     the frontier (seed 000 §4.2, Figure 10), both bijections in the reason.
// dot-layout and reduce-layout, the contractions under a bijection, are
// layout_contraction_rules.h; the baseline values a held value is read against,
// layout_anchors.h. Each applier's meaning is its row in rule_table.cpp.

#include "verify/verify_context.h"

namespace shardscope::verify::rules {

bool isLayoutRelationOp(const ir::Instruction& in);  // reshape, transpose, reduce (over dims of size 1)
RuleOutcome layoutRelation(VerifyContext& c, ir::InstructionId id);
bool isElementwiseLayoutOp(const ir::Instruction& in);
RuleOutcome elementwiseLayout(VerifyContext& c, ir::InstructionId id);
//   broadcast-layout: a broadcast whose result is a bijection of a baseline broadcast of
//     its operand's baseline value (mapped dims carry the operand's digits).
bool isBroadcastLayoutOp(const ir::Instruction& in);
RuleOutcome broadcastLayout(VerifyContext& c, ir::InstructionId id);

//   slice-concat-layout: a slice or concatenate of values held under one bijection, on
//     held dims that are each one whole dim of the baseline value, is the baseline's
//     slice or concatenate of that dim; the other digits pass through (rotary halves of
//     [S,B,heads,D] where the baseline slices [B,heads,S,D]).
bool isSliceOrConcatLayoutOp(const ir::Instruction& in);
RuleOutcome sliceOrConcatLayout(VerifyContext& c, ir::InstructionId id);

}  // namespace shardscope::verify::rules
