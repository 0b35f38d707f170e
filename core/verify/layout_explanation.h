#pragma once
// Why a distributed reshape/transpose relates (or not) to the baseline's, in the
// notation of seed 000 §3: the symbolic axes of the operand and of the result on both
// sides, e.g. baseline (⊗(i,j),k) against distributed (⊗(j,i),k), and the op sequence
// that takes the device's result to its part of the baseline result. The verifier's
// layout-bijection rule keeps only the relation it derived; this recomputes the same
// bijection query with core/layout for the relation inspector and the frontier view.

#include "ir/module.h"
#include "verify/verifier.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace shardscope::verify {

// One side's layout op: what it is applied to, and the symbolic axes before and after.
struct LayoutSide {
  std::string instruction;        // the reshape/transpose
  std::string operand;            // its operand
  std::vector<int64_t> inputDims;  // the operand's dims (the distributed side: one device's)
  std::string op;                 // "reshape(2,8,2,4)", "transpose(0,2,1,3)"
  std::string axesBefore;         // "(i,j,k)"; the distributed operand as one device holds it: "(i,j,k%8)"
  std::string axesAfter;          // Eb / Ed, e.g. "(i,j,⊗(dev(k/8),k/4%2),k%4)"
};

struct LayoutExplanation {
  LayoutSide baseline;
  LayoutSide distributed;
  std::string operandRelation;  // how the distributed operand relates to the baseline operand
  std::string deviceDigits;     // "dev(k/8)": the digits of the baseline operand a device's tile is fixed on; empty when none
  bool found = false;           // the layout engine related the two results
  // The ops that take the device's result to its part of the baseline result, space
  // separated; empty when none are needed.
  std::string ops;
  std::string relationKind;  // "whole", "tiled" or "strided" when found
  // True when the verifier's layout-bijection rule relates the pair: found, no ops, and
  // the device's part is a tile (not strided).
  bool related = false;
  std::string summary;  // one sentence for the inspector
};

// Explains distributed instruction `instruction` (a reshape or transpose of the entry
// computation) against the baseline layout op the verifier paired it with or, when it
// is unrelated, against the baseline's layout ops of its operand's counterpart (the
// first the engine relates, else the first tried). nullopt with `why` when there is
// nothing to explain: not a layout op, an unrelated operand, no baseline layout op of
// the operand's counterpart.
std::optional<LayoutExplanation> explainLayout(const ir::Module& baseline, const ir::Module& distributed, const VerifyResult& result,
                                               std::string_view instruction, std::string* why = nullptr);

}  // namespace shardscope::verify
