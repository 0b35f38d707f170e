#include "numeric/relation_candidates.h"

#include "numeric/collective_simulation.h"
#include "numeric/interpret_error.h"
#include "numeric/tiling_candidates.h"

#include <set>
#include <string>

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

bool isReduction(ir::Opcode opcode) {
  return opcode == ir::Opcode::AllReduce || opcode == ir::Opcode::AllReduceStart || opcode == ir::Opcode::ReduceScatter;
}

// A tiling under which some device's tile lies wholly past the end of the value would
// compare nothing on that device, and so "fit" whatever it holds there.
bool leavesNoEmptyTile(const sharding::HloSharding& tiling, const std::vector<int64_t>& fullDims) {
  if (!tiling.isTiled() || tiling.isReplicated()) return true;
  if (tiling.dataRank() != static_cast<int64_t>(fullDims.size())) return false;
  for (std::size_t d = 0; d < fullDims.size(); ++d) {
    const int64_t tiles = tiling.tileDims()[d];
    const int64_t tile = (fullDims[d] + tiles - 1) / tiles;
    if ((tiles - 1) * tile >= fullDims[d] && fullDims[d] > 0) return false;
  }
  return true;
}

// Candidates are deduplicated by their printed form.
struct CandidateList {
  std::vector<TileRelation> relations;
  std::set<std::string> seen;

  void add(TileRelation relation) {
    if (seen.insert(relation.toString()).second) relations.push_back(std::move(relation));
  }
};

}  // namespace

RelationVocabulary relationVocabulary(const ir::Module& distributed, int64_t numDevices) {
  RelationVocabulary vocabulary;
  vocabulary.numDevices = numDevices;
  std::set<std::string> seenTilings;
  std::set<std::vector<std::vector<int64_t>>> seenGroups;
  if (numDevices > 1) {
    std::vector<std::vector<int64_t>> everyone(1);
    for (int64_t d = 0; d < numDevices; ++d) everyone[0].push_back(d);
    seenGroups.insert(everyone);
    vocabulary.groupSets.push_back(std::move(everyone));
  }
  for (const ir::Computation& computation : distributed.computations)
    for (const ir::Instruction& instruction : computation.instructions) {
      if (instruction.sharding) addTilings(*instruction.sharding, numDevices, vocabulary.namedTilings, seenTilings);
      if (instruction.replicaGroups() && isReduction(instruction.opcode)) {
        try {
          std::vector<std::vector<int64_t>> groups = resolveReplicaGroups(instruction, numDevices);
          if (seenGroups.insert(groups).second) vocabulary.groupSets.push_back(std::move(groups));
        } catch (const InterpretError&) {
          // Invalid groups fail the collective itself; they relate nothing.
        }
      }
    }
  return vocabulary;
}

std::vector<TileRelation> relationCandidates(const RelationVocabulary& vocabulary, const std::vector<int64_t>& fullDims,
                                             const std::vector<int64_t>& localDims, const std::vector<TileRelation>& derived) {
  CandidateList list;
  // Complete relations first: a value that also fits a partial one by accident (zeros)
  // is complete.
  std::vector<sharding::HloSharding> tilings;
  for (const TileRelation& relation : derived)
    if (!relation.isPartial()) tilings.push_back(relation.tiling);
  tilings.push_back(sharding::HloSharding::replicated());
  for (const sharding::HloSharding& tiling : vocabulary.namedTilings)
    if (tiling.dataRank() == static_cast<int64_t>(fullDims.size())) tilings.push_back(tiling);
  for (sharding::HloSharding& tiling : regularTilings(fullDims, localDims, vocabulary.numDevices)) tilings.push_back(std::move(tiling));
  std::erase_if(tilings, [&](const sharding::HloSharding& tiling) { return !leavesNoEmptyTile(tiling, fullDims); });
  for (const sharding::HloSharding& tiling : tilings) list.add(TileRelation{tiling, {}, PartialCombine::Sum});
  // Partial sums: the operands' own partial relations, then every group set and tiling.
  for (const TileRelation& relation : derived)
    if (relation.isPartial() && relation.combine == PartialCombine::Sum && leavesNoEmptyTile(relation.tiling, fullDims)) list.add(relation);
  for (PartialCombine combine : {PartialCombine::Sum, PartialCombine::Max, PartialCombine::Min})
    for (const auto& groups : vocabulary.groupSets)
      for (const sharding::HloSharding& tiling : tilings) list.add(TileRelation{tiling, groups, combine});
  return list.relations;
}

}  // namespace shardscope::numeric
