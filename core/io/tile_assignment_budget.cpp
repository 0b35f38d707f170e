#include "io/tile_assignment_budget.h"

#include "sharding/hlo_sharding.h"

#include <unordered_set>

namespace shardscope::io {
namespace {

// Device ids that expanding `sharding` (its tuple elements too) would make.
int64_t symbolicDeviceIds(const sharding::HloSharding& sharding) {
  int64_t total = sharding.devicesSymbolic() ? sharding.numDevices() : 0;
  for (const sharding::HloSharding& element : sharding.tupleElements()) total += symbolicDeviceIds(element);
  return total;
}

}  // namespace

std::optional<Diagnostic> checkTileAssignmentExpansion(const ir::Module& module, const std::string& fileName,
                                                       BudgetLimits limits) {
  InputBudget budget(limits);
  // The loaders share one value per spelling, and a value's copies share one expansion.
  std::unordered_set<const sharding::HloSharding*> counted;
  for (const ir::Computation& computation : module.computations)
    for (const ir::Instruction& instruction : computation.instructions) {
      if (!instruction.sharding || !counted.insert(instruction.sharding.get()).second) continue;
      const int64_t ids = symbolicDeviceIds(*instruction.sharding);
      std::string error;
      if (ids == 0 || budget.charge(BudgetItem::DeviceIds, ids, &error)) continue;
      const auto [line, column] = module.position(instruction.fileOffset);
      return Diagnostic{Severity::Error, fileName, line, column,
                        "expanding the tile assignment " + instruction.sharding->toString(false) + ": " + error};
    }
  return std::nullopt;
}

}  // namespace shardscope::io
