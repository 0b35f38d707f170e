#pragma once
// Expert parallelism with capacity routing (issue 19: the JAX corpus's moe-shmap-ep4).
// Each group of tokens routes its own tokens: a (token, choice) pair gets a slot of its
// expert from a cumsum over the group's pairs (moe_slot_mask.h), the dispatch dot packs
// the tokens' rows into [experts, slots] buffers, all-to-alls bring each expert's slots
// from every group to its device, the experts run row by row, and the combine dot with
// the same slot mask times the gates brings every row back to its token. The baseline
// routes all tokens at once, so the slots differ and no buffer is a tile of the
// baseline's: they are its buffers with the slots permuted (PermutedSlots in
// verify_context.h), values of their own until the combine undoes the permutation.
//   moe-dispatch    dot(reduce-sum over the choices of S, x) contracting the tokens, S a
//                   slot mask of top-k choices related to the baseline's, each group's
//                   capacity >= its tokens, the baseline's too, and the groups' slots
//                   together as many as the baseline's: the baseline's dispatch dot with
//                   its slots permuted, each device holding its group's slots
//   moe-slot-rowwise an elementwise op or a dot on permuted buffers that works on each
//                   slot's row alone (the slot dim never contracted, the expert dim kept,
//                   other operands uniform along the slots): the baseline's op on the
//                   baseline's buffers, permuted alike
//   moe-combine     dot(reduce-sum over the choices of S * h, Y) contracting experts and
//                   slots, S the mask that made Y's permutation, h uniform along the
//                   slots, Y held as the dispatch left it (each group its slots): the
//                   baseline's combine dot, tiled along the tokens as the groups are
// The exchange between them is all-to-all-exchange's (collective_rules.h), which moves a
// value's tiles whatever the value is. Each applier's meaning is its row in rule_table.cpp.

#include "verify/verify_context.h"

namespace shardscope::verify::rules {

bool isMoeDot(const ir::Instruction& in);
RuleOutcome moeDispatch(VerifyContext& c, ir::InstructionId id);
bool isSlotRowwiseCandidate(const ir::Instruction& in);
RuleOutcome slotRowwise(VerifyContext& c, ir::InstructionId id);
RuleOutcome moeCombine(VerifyContext& c, ir::InstructionId id);

}  // namespace shardscope::verify::rules
