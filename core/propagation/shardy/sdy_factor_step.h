#pragma once
// The one core step every Shardy strategy shares: project the tensors' shardings onto
// a rule's factors, compute per factor the axes to propagate (basic or aggressive
// conflict removal), expand each tensor whose factor sharding is a strict prefix of
// them, and turn the factors back into dim shardings.

#include "propagation/shardy/sdy_rules.h"
#include "propagation/shardy/sdy_sharding.h"

#include <functional>
#include <optional>
#include <vector>

namespace shardscope::propagation::sdy {

enum Direction : unsigned { kNone = 0, kForward = 1, kBackward = 2, kBoth = 3 };

struct StepInput {
  const FactorRule* rule = nullptr;
  // Operands then results; nullopt: no sharding yet. Tensors without dims (tokens)
  // are left out by the caller.
  std::vector<const std::optional<TensorSharding>*> tensors;
  std::size_t operandCount = 0;
  std::function<Direction(int factor)> direction;
  bool aggressive = false;
  bool conservative = false;
};

// The new sharding of each tensor (nullopt where it does not change), or an empty
// vector when the tensors share no mesh.
std::vector<std::optional<TensorSharding>> factorStep(const StepInput& input, const MeshTable& meshes);

}  // namespace shardscope::propagation::sdy
