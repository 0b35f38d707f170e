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

#include <map>
#include <optional>
#include <unordered_map>
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
  // makeFact for a reuse of `model`'s relation. makeFact's checks read only the two
  // shapes' types and dims, the relation and the device count: once they passed for one
  // reuse of a model instruction, later reuses with the same shapes build the fact
  // without checking again (the same fact makeFact builds).
  std::optional<Fact> reusedFact(ir::InstructionId model, egraph::Id baselineClass, const ir::Shape& baselineShape, const ir::Shape& localShape,
                                 const Relation& relation);
  struct CheckedShapes {
    ir::ElementType baselineType, localType;
    std::vector<int64_t> baselineDims, localDims;
  };

  VerifyContext& context_;
  bool enabled_;
  std::vector<int> layerOf_;     // by instruction; -1 outside any layer
  std::vector<int> positionOf_;  // by instruction
  std::vector<std::vector<ir::InstructionId>> layers_;
  // A layer's model, found when propagation first reaches the layer: its key is built
  // from its instructions just before they are verified, while they are in the cache
  // (a pass over the whole program up front read every distributed instruction from
  // memory once more at 10^6 instructions).
  int modelOf(int layer) const;
  mutable std::vector<int> modelOf_;  // by layer; -1 for a layer verified by the rules (valid below keyed_)
  mutable std::size_t keyed_ = 0;     // layers whose key has been built
  mutable std::map<std::string, int> modelByKey_;
  mutable std::vector<int> numberedIn_, externalNumber_;  // by instruction: the layer that numbered it as an external operand, and its number
  mutable std::string key_;
  std::vector<int64_t> fallbacks_;
  std::unordered_map<ir::InstructionId, CheckedShapes> checked_;  // by model instruction
};

}  // namespace shardscope::verify
