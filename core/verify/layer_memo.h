#pragma once
// Layer memoization (seed 000 §5.2): repeated layers are recognised by their op_name
// scope (`layer.3/...`) and a structural key (every instruction's signature and where
// its operands come from, inside the layer by position or from outside by first use).
// The first layer with a key is verified by the rules; for every later layer with the
// same key, each instruction reuses the relation derived for its counterpart in the
// first one, provided its operands have the same relations. Only the baseline
// counterpart is looked up again (one hash lookup: the model's baseline operator over
// this layer's baseline operands), so a reused fact is exactly what the rule would
// have derived. Any mismatch falls back to the rules for that instruction.

#include "verify/verify_context.h"

#include <optional>
#include <string>
#include <vector>

namespace shardscope::verify {

class LayerMemo {
 public:
  LayerMemo(VerifyContext& context, bool enabled);

  // True when `instruction`'s outcome was taken from its model layer: `fact` is then
  // the reused fact, or empty when the model has none either (a value whose relation
  // its consumers choose). False: run the rules.
  bool reuse(ir::InstructionId instruction, std::optional<Fact>& fact);
  // Layers whose every instruction was taken from an earlier identical layer.
  int64_t layersReused() const;
  int64_t layerCount() const { return static_cast<int64_t>(layers_.size()); }

 private:
  std::optional<Fact> tryReuse(ir::InstructionId instruction, ir::InstructionId model);

  VerifyContext& context_;
  bool enabled_;
  std::vector<int> layerOf_;     // by instruction; -1 outside any layer
  std::vector<int> positionOf_;  // by instruction
  std::vector<std::vector<ir::InstructionId>> layers_;
  std::vector<int> modelOf_;     // by layer; -1 for a layer verified by the rules
  std::vector<int64_t> fallbacks_;
};

}  // namespace shardscope::verify
