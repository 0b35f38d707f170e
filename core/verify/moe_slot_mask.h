#pragma once
// The slot mask of capacity-routed experts (GShard top-k routing), read from a program's
// instructions alone; moe_dispatch_rules.h reads it in both programs. The mask S is
//   M  = convert(chain(indices) == chain(iota))   one-hot of each (token, choice)'s expert,
//                                                 `indices` a top-k's indices (readTopKOneHot)
//   F  = layout(M)                                reshapes/transposes to [rows, experts]
//   Q  = cumsum(F along rows) * F - 1             a chosen pair's position in its expert's column
//   P  = layout(Q)                                back to M's dims
//   W  = select(P < C, P, n)                      n outside [0, D): a pair at C or beyond is dropped
//   S  = convert(chain(W) == chain(iota))         one_hot(W, D) along a new slot dim
// and what is checked, element by element (the layouts are followed index by index):
// each column of F holds exactly one expert's entries of M, P holds at every index the
// position Q computed for M's entry at that index, the cumsum is an inclusive prefix sum
// over all rows (a reduce-window add from 0 of the full height, padded below), and S's
// other dims walk W's dims one to one. Then for each expert e the chosen pairs get
// distinct slots 0, 1, ..., n_e - 1 (in the order of F's rows), and no pair is dropped
// when n_e <= min(C, D): a pair that chose no expert gets -1, a row of zeros in S.

#include "ir/module.h"
#include "verify/instruction_signature.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace shardscope::verify {

struct SlotMask {
  ir::InstructionId mask = -1;     // S
  ir::InstructionId choices = -1;  // M
  int64_t slotDim = -1;            // S's dim of the slots
  int64_t depth = 0;               // D: S's slot count
  int64_t threshold = 0;           // C: the positions kept
  int64_t expertDim = -1;          // M's dim of the experts (F's columns)
  std::vector<int64_t> choicesDim; // per S dim: the M dim it walks (-1: the slot dim)
  int64_t capacity() const { return threshold < depth ? threshold : depth; }
};

// The slot mask that `id` computes, or nullopt with `why` (what did not match).
std::optional<SlotMask> readSlotMask(const ir::Computation& computation, const SignatureBuilder& signatures, ir::InstructionId id,
                                     std::string* why);

// M = convert(chain(gte(topk, 1)) == chain(iota)) to an integer or float type: 1 where
// the expert along `expertDim` is one of the k (distinct) experts top-k chose for that
// row, the choices along `choiceDim` (the top-k's last dim).
struct TopKOneHot {
  ir::InstructionId topk = -1;
  int64_t expertDim = -1, choiceDim = -1;
};
std::optional<TopKOneHot> readTopKOneHot(const ir::Computation& computation, ir::InstructionId id, std::string* why);

}  // namespace shardscope::verify
