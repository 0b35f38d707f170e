#pragma once
// Running combinations across a ring's steps (issue 19: ring attention's online softmax).
// Each ring step reduces one key block of the scores; the running max, denominator and
// numerator combine those steps' parts, and no baseline value equals them until every
// block is in. A RunningValue (verify_context.h) is "the reduction over the set S of key
// blocks": a partial over a set of parts, where today's partial facts hold one part each.
//   running-max            a reduce-max over one block gives S = {block}; maximum(running,
//                          step) unions the sets (max is idempotent), a constant maxed in
//                          is kept as a floor; at S = all blocks without a floor it is the
//                          baseline's reduce-max
//   online-softmax-shift   s - m and exp(s - m) over the device's key block, m a running
//                          max covering that block, taken at the device's rows
//   online-softmax-terms   reduce-sum or dot of those terms over the key dim: S = {block},
//                          relative to m
//   online-softmax-rescale x * exp(m - m'), x relative to m: the same sum relative to m'
//                          (exp(s - m)·exp(m - m') = exp(s - m')), m' covering S
//   online-softmax-combine x + y relative to one m over disjoint sets: the union (a zero,
//                          0·anything, adds nothing)
//   running-transpose      a transpose permutes a running value's dims
//   online-softmax-normalize  numerator / denominator over all blocks, one m: the
//                          baseline's dot(values, exp(s - M) / sum exp(s - M)), for any M
//                          constant along the key dim (real arithmetic)
// Each applier's meaning is its row in rule_table.cpp.

#include "verify/verify_context.h"

namespace shardscope::verify::rules {

bool isRunningMaxCandidate(const ir::Instruction& in);
RuleOutcome runningMax(VerifyContext& c, ir::InstructionId id);
bool isSoftmaxShiftCandidate(const ir::Instruction& in);
RuleOutcome softmaxShift(VerifyContext& c, ir::InstructionId id);
bool isSoftmaxTermsCandidate(const ir::Instruction& in);
RuleOutcome softmaxTerms(VerifyContext& c, ir::InstructionId id);
bool isRunningRescaleCandidate(const ir::Instruction& in);
RuleOutcome runningRescale(VerifyContext& c, ir::InstructionId id);
bool isRunningCombineCandidate(const ir::Instruction& in);
RuleOutcome runningCombine(VerifyContext& c, ir::InstructionId id);
bool isRunningTransposeCandidate(const ir::Instruction& in);
RuleOutcome runningTranspose(VerifyContext& c, ir::InstructionId id);
bool isSoftmaxNormalizeCandidate(const ir::Instruction& in);
RuleOutcome softmaxNormalize(VerifyContext& c, ir::InstructionId id);

}  // namespace shardscope::verify::rules
