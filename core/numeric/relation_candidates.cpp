#include "numeric/relation_candidates.h"

#include "numeric/collective_simulation.h"
#include "numeric/interpret_error.h"

#include <set>

namespace shardscope::numeric {
namespace {

void addTilings(const sharding::HloSharding& sharding, int64_t numDevices, std::vector<sharding::HloSharding>& tilings, std::set<std::string>& seen) {
  if (sharding.isTuple()) {
    for (const auto& element : sharding.tupleElements()) addTilings(element, numDevices, tilings, seen);
    return;
  }
  if (!sharding.isTiled() || sharding.isReplicated() || sharding.isManual() || sharding.numDevices() != numDevices) return;
  if (seen.insert(sharding.toString(false)).second) tilings.push_back(sharding);
}

}  // namespace

std::vector<TileRelation> relationCandidates(const ir::Module& distributed, int64_t numDevices) {
  std::vector<sharding::HloSharding> tilings{sharding::HloSharding::replicated()};
  std::set<std::string> seenTilings;
  std::vector<std::vector<std::vector<int64_t>>> groupSets;
  std::set<std::vector<std::vector<int64_t>>> seenGroups;
  std::vector<std::vector<int64_t>> everyone(1);
  for (int64_t d = 0; d < numDevices; ++d) everyone[0].push_back(d);
  if (numDevices > 1) {
    groupSets.push_back(everyone);
    seenGroups.insert(everyone);
  }
  for (const ir::Computation& computation : distributed.computations)
    for (const ir::Instruction& instruction : computation.instructions) {
      if (instruction.sharding) addTilings(*instruction.sharding, numDevices, tilings, seenTilings);
      if (instruction.replicaGroups() && (instruction.opcode == ir::Opcode::AllReduce || instruction.opcode == ir::Opcode::AllReduceStart ||
                                          instruction.opcode == ir::Opcode::ReduceScatter)) {
        try {
          std::vector<std::vector<int64_t>> groups = resolveReplicaGroups(instruction, numDevices);
          if (seenGroups.insert(groups).second) groupSets.push_back(std::move(groups));
        } catch (const InterpretError&) {
          // Invalid groups fail the collective itself; they relate nothing.
        }
      }
    }
  std::vector<TileRelation> candidates;
  for (const auto& tiling : tilings) candidates.push_back(TileRelation{tiling, {}});
  for (const auto& groups : groupSets)
    for (const auto& tiling : tilings) candidates.push_back(TileRelation{tiling, groups});
  return candidates;
}

}  // namespace shardscope::numeric
