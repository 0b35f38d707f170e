#include "ir/attribute.h"

#include <array>

namespace shardscope::ir {

bool isComputationAttributeKey(std::string_view key) {
  static constexpr std::array<std::string_view, 10> kKeys = {
      "to_apply", "calls", "body", "condition", "branch_computations", "true_computation",
      "false_computation", "select", "scatter", "called_computations"};
  for (std::string_view k : kKeys)
    if (k == key) return true;
  return false;
}

}  // namespace shardscope::ir
