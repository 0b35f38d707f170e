#include "verify/rule_table.h"

#include "verify/broadcast_meet_rules.h"
#include "verify/collective_rules.h"
#include "verify/contraction_rules.h"
#include "verify/data_movement_rules.h"
#include "verify/elementwise_rules.h"
#include "verify/known_integers.h"
#include "verify/layout_chain.h"
#include "verify/layout_contraction_rules.h"
#include "verify/layout_relation_rules.h"
#include "verify/layout_rules.h"
#include "verify/moe_dispatch_rules.h"
#include "verify/online_softmax_rules.h"
#include "verify/scaled_sum_rules.h"
#include "verify/scaled_facts.h"
#include "verify/scatter_rules.h"
#include "verify/stack_rules.h"
#include "verify/structural_rules.h"

#include <algorithm>

namespace shardscope::verify {

using ir::Instruction;
using ir::InstructionId;
using ir::Opcode;
using namespace rules;

const std::vector<Rule>& ruleTable() {
  static const std::vector<Rule> table = {
      {"parameter-pairing", "entry parameter N relates to baseline parameter N as its sharding (or the relations file) says", isParameter,
       parameterPairing},
      {"identity", "copy, a reshape to the same dims (a layout change), or a custom-call declared an identity, relates like its operand", isIdentityCandidate, identityOp},
      {"moe-dispatch", "dot(sum over the choices of S, x) contracting the tokens, S a slot mask (one_hot(where(position < C, position, -1)), position from a cumsum of a one-hot of top-k choices) related to the baseline's, x split along its tokens as S: with every group's capacity at least its tokens, the baseline's too, and the groups' slots as many as the baseline's, no token is dropped and each device holds its group's slots of the baseline's dispatch dot with the slots of each expert permuted (a value of its own)",
       isMoeDot, moeDispatch},
      {"moe-combine", "dot(sum over the choices of S * h, Y) contracting experts and slots, S the slot mask that permuted Y's slots, h uniform along the slots and split along the tokens as S, Y held as the dispatch left it: each token's rows come back from the slots it was dispatched to, so the result is the baseline's combine dot of its buffers, split along the tokens (real arithmetic: zero weights on the empty slots)",
       isMoeDot, moeCombine},
      {"replicated-congruence", "the same deterministic op on replicated (identical) operands gives the same value on every device",
       anyInstruction, replicatedCongruence},
      {"tuple-elements", "a tuple relates element by element; get-tuple-element picks the element's relation (of a tuple instruction, that element's own: an inlined call's result)", isTupleOp, tupleOp},
      {"elementwise-tiled", "an elementwise op on operands tiled alike is the same tile of the baseline op's result", isElementwiseOp,
       elementwiseTiled},
      {"add-inferred-share", "a partial sum plus an unannotated parameter used only there (a bias each device adds before the reduction) is a partial sum if each device holds a share of the parameter: inferred and reported as an assumption",
       isAddOrSubtract, addInferredShare},
      {"broadcast-tiled", "a broadcast keeps its operand's tiling on the dims it maps; new dims are whole, or split over the devices sharing the operand's tile when the baseline's are larger", isBroadcast, broadcastTiled},
      {"layout-bijection", "reshape/transpose: the layout engine proves the device's tile maps onto a tile of the baseline result", isLayoutOp,
       layoutBijection},
      {"layout-chain", "a chain of broadcasts, transposes and unit-dim reshapes from a related value places every element where a baseline chain from its counterpart does: the same value, the tiles following their dims",
       isLayoutChainOp, layoutChain},
      {"dot-sharded", "dot: batch and free dims keep their tiles; split contracting dims give a partial sum", isDot, dotSharded},
      {"dot-of-repeated", "dot pairing one row per device of a value (tile i of t) with a finer split (tile j of t·r, j / r = i) pairs it as tile j of the baseline's r-fold repeat of that value (KV heads shared by groups of ranks)",
       isDot, dotOfRepeated},
      {"reduce-sharded", "reduce keeps tiles of kept dims; reducing a split dim from the identity gives a partial of the combiner; a partial of the reduce's own combiner, reduced from its identity over dims that are not split, stays that partial", isReduce,
       reduceSharded},
      {"slice-concat-untiled", "slice/concatenate on dims that are not split act on every tile alike", isSliceOrConcat, sliceOrConcatUntiled},
      {"pad-untiled", "pad that leaves every split dim alone (no low, high or interior padding there) pads every tile alike", isPad,
       padUntiled},
      {"gather-tiled", "gather: indices split along their batch dims gather each device's rows; a table split only along dims taken whole gives each device those columns", isGather,
       gatherTiled},
      {"masked-gather-by-shard", "select(index outside the device's rows, 0, gather(table rows, index - first row)) from a table split along the indexed dim is a part of the sum that is the baseline's gather (vocabulary-parallel lookup)",
       isSelect, maskedGatherByShard},
      {"top-k-untiled", "top-k along a dim that is not split (the last) picks the same values and indices in every tile's rows", isTopK,
       topKUntiled},
      {"dynamic-update-slice-fill", "a chain of dynamic-update-slices that writes, on every device, every block of its tile of one baseline value where that block belongs holds the tile (a ring's accumulator)",
       isDynamicUpdateSlice, dynamicUpdateSliceFill},
      {"scatter-window-tiled", "scatter at replicated indices into an operand split only along window dims acts on every tile alike",
       isScatter, scatterWindowTiled},
      {"scatter-by-shard", "scatter into an operand split along the indexed dim, each device at index - its first row: an update outside the device's rows is skipped (XLA's scatter), so each device holds its rows of the baseline's scatter (the vocabulary-parallel take_along_axis backward)",
       isScatter, scatterByShard},
      {"scatter-add-of-parts", "scatter-add into zeros of indices and updates split alike along their scatter dims: each device adds its own updates, so the results are the parts of a sum, the baseline's scatter-add of all of them (an embedding gradient; real arithmetic)",
       isScatter, scatterAddOfParts},
      {"reduce-window-tiled", "reduce-window whose window leaves every split dim alone (size 1, stride 1, no padding) acts on every tile alike",
       isReduceWindow, reduceWindowTiled},
      {"dynamic-slice-by-device", "dynamic-slice at device-dependent offsets (partition-id idiom) selects a finer tile per device",
       isDynamicSlice, dynamicSliceByDevice},
      {"all-reduce-of-partial", "all-reduce over exactly the devices holding the parts of a partial value completes it", isAllReduce,
       allReduce},
      {"all-gather-tiles", "all-gather joins the tiles of a group held in group order into the next coarser tile", isAllGather, allGather},
      {"reduce-scatter-of-partial", "reduce-scatter over the parts of a partial sum gives each device its chunk of the sum", isReduceScatter,
       reduceScatter},
      {"all-to-all", "all-to-all over singleton groups is the identity", isAllToAll, allToAll},
      {"collective-permute-tiles", "collective-permute moves each source device's tile to its target; every device must receive",
       isCollectivePermute, collectivePermute},
      {"divide-around-sum", "x / c1 summed over the parts of a partial sum and then divided by c2 is the baseline's sum divided by c1·c2 (a mean split around the all-reduce; real arithmetic)",
       isDivide, divideAroundSum},
      {"log-sum-exp-rescale", "exp(s - m) summed (or dotted) and rescaled by exp(m - M) is the sum of the baseline's exp(s - M): split-K softmax (real arithmetic, finite m and M)",
       isMultiply, logSumExpRescale},
      {"constant-scaling", "x times (or divided by) a constant k is the baseline's x times its own constant c, scaled by k/c, or x itself scaled by k once x carries a factor: a mean over the local batch is the full-batch mean times the device count until the division by the world size takes the factor out; x may be the parts of a partial sum scaled by another constant than the baseline's (a local count where the baseline has the global one): their sum is scaled alike (real arithmetic; only linear ops carry a factor)",
       isConstantScaling, constantScaling},
      {"running-max", "maximum of running maxes (a reduce-max from -inf over one key block of related scores is the max over that block) is the max over the union of their key blocks; a constant maxed in is kept as a floor; with every block in and no floor, the baseline's reduce-max (a ring's online softmax)",
       isRunningMaxCandidate, runningMax},
      {"online-softmax-shift", "s - m, s a tile of the scores and m a running max (broadcast along the key dim) covering the device's key block at its rows, and exp of it: that block's terms exp(s - m), relative to m",
       isSoftmaxShiftCandidate, softmaxShift},
      {"online-softmax-terms", "reduce-sum over the key dim, or dot with the values' rows of the same key block, of the terms exp(s - m) of one block is the sum over that block, relative to m",
       isSoftmaxTermsCandidate, softmaxTerms},
      {"online-softmax-rescale", "a running sum of exp(s - m) times exp(m - m'), taken at each element's rows, is the same sum of exp(s - m'), when m' is a running max covering its blocks (real arithmetic)",
       isRunningRescaleCandidate, runningRescale},
      {"online-softmax-combine", "two running sums relative to one running max over disjoint key blocks add to the sum over their union; zero (0·x) adds nothing (real arithmetic)",
       isRunningCombineCandidate, runningCombine},
      {"running-transpose", "a transpose of a running value permutes its dims and tiles", isRunningTransposeCandidate, runningTranspose},
      {"online-softmax-normalize", "the running dot over every key block divided by the running sum over every key block, relative to the same running max m and at the same rows, is the baseline's dot of the values with exp(s - M) / sum exp(s - M), whatever M is (real arithmetic)",
       isSoftmaxNormalizeCandidate, softmaxNormalize},
      {"moe-slot-rowwise", "an elementwise op or a dot on expert buffers with permuted slots that works on each slot's row alone (slots never contracted or paired, experts not summed, other operands uniform along the slots) is the baseline's op on the baseline's buffers, its slots permuted alike",
       isSlotRowwiseCandidate, slotRowwise},
      {"all-to-all-exchange", "a run of reshapes, transposes and all-to-alls, followed element by element on every device, leaves each device a tile of the baseline value (or of its reshape/transpose)",
       isExchangeStep, allToAllExchange},
      {"layout-relation", "reshape/transpose that the baseline does not take op for op (or a reduce over dims of size 1 from its combiner's identity, a reshape): the value is a bijection (core/layout's symbolic form) of a baseline value, composed with its operand's; a route that returns to a value the baseline computes is that value again",
       isLayoutRelationOp, layoutRelation},
      {"elementwise-layout", "an elementwise op on operands held under one layout bijection is that bijection of the baseline op's result; operands under different bijections stop here",
       isElementwiseLayoutOp, elementwiseLayout},
      {"dot-layout", "dot of operands held under layout bijections: contracted dims that are, together and in order, whole dims of the baseline values make it the baseline's dot over them, the free dims' digits passing through (a permutation of batch or free dims passes a dot); a split contracting dim gives a partial sum",
       isDotLayoutOp, dotLayout},
      {"reduce-layout", "reduce of a value held under a layout bijection: reduced dims that hold whole dims of the baseline value make it the baseline's reduce over them (a known combiner: the order differs), the kept dims' digits passing through; a split reduced dim gives a partial",
       isReduceLayoutOp, reduceLayout},
      {"broadcast-layout", "a broadcast whose result is a layout bijection of a baseline broadcast of its operand's baseline value: the dims it maps carry the operand's digits, its new dims are the baseline's new dims in order",
       isBroadcastLayoutOp, broadcastLayout},
      {"slice-concat-layout", "slice or concatenate of values held under one layout bijection, on held dims that are each one whole dim of the baseline value (not split over the devices): the baseline's slice or concatenate of that dim, the other digits passing through",
       isSliceOrConcatLayoutOp, sliceOrConcatLayout},
      {"stack-of-related", "concatenate along a dim where every operand has one element (jnp.stack), of operands tiled alike with that dim not split, each under its own layout: the device holds its tile of the stack of their baseline values, a value of its own (no baseline value is the stack)",
       isStackCandidate, stackOfRelated},
      {"slice-of-stack", "a slice of a stack that takes exactly one member along the stacking dim (not split) and every other dim whole is that member, tiled as the stack was",
       isSliceOfStackCandidate, sliceOfStack},
      {"known-integer-tiles", "integers every device computes from constants and its id (iota + offset·partition-id) are, device by device, tiles of a baseline integer value of the same known values",
       isIntegerArray, knownIntegerTiles},
      {"elementwise-of-broadcasts", "an elementwise op on broadcasts tiled along different dims (a causal mask comparing a device's rows with a block of columns): each dim takes the tiling of the one operand that maps it from a related value, then elementwise-tiled under that tiling",
       isElementwiseOp, elementwiseOfBroadcasts},
  };
  return table;
}

bool ruleHandlesPadding(std::string_view rule) {
  // Rules checked to keep padding rows apart from specified values; every other rule
  // refuses padded operands (the verifier does not call it).
  static const char* const kRules[] = {"parameter-pairing", "identity", "tuple-elements", "layout-bijection", "dot-sharded"};
  return std::any_of(std::begin(kRules), std::end(kRules), [&](const char* r) { return rule == r; });
}

bool ruleHandlesLayout(std::string_view rule) {
  // The collectives act on the tiles and parts only (their appliers copy the operand's
  // relation, bijection included); identity keeps the relation whole.
  static const char* const kRules[] = {"identity",          "layout-relation",           "elementwise-layout", "dot-layout", "reduce-layout", "broadcast-layout", "slice-concat-layout", "stack-of-related",
                                       "all-reduce-of-partial", "all-gather-tiles", "reduce-scatter-of-partial",
                                       "all-to-all",        "collective-permute-tiles"};
  return std::any_of(std::begin(kRules), std::end(kRules), [&](const char* r) { return rule == r; });
}

std::optional<Fact> coerceToRelation(VerifyContext& c, InstructionId id, const Relation& wanted) {
  const Instruction& in = c.distributedInstruction(id);
  if (!in.shape.isArray() || in.shape.rank() != wanted.rank()) return std::nullopt;
  RuleOutcome outcome;
  if (wanted.isReplicated()) {
    const auto& own = c.facts[id];
    if (own && own->elements.empty() && own->relation.isReplicated()) return own;
  }
  switch (in.opcode) {
    case Opcode::Broadcast: outcome = broadcastAs(c, id, &wanted); break;
    case Opcode::Iota: outcome = iotaAs(c, id, wanted); break;
    case Opcode::Scatter: outcome = scatterAs(c, id, wanted); break;
    default:
      if (isElementwiseOp(in)) outcome = elementwiseAs(c, id, &wanted);
      break;
  }
  if (!outcome.fact && isLayoutChainOp(in)) outcome = layoutChainAs(c, id, &wanted);
  if (outcome.fact) {
    outcome.fact->rule = "coerce-uniform";
    ++c.ruleFirings;
  }
  return outcome.fact;
}

}  // namespace shardscope::verify