#include "report/neighbourhood.h"

#include <algorithm>
#include <set>
#include <unordered_map>

namespace shardscope::report {

Neighbourhood extractNeighbourhood(const ir::Computation& computation, const std::vector<std::vector<ir::InstructionId>>& users,
                                   const std::vector<ir::InstructionId>& centres, const NeighbourhoodLimits& limits) {
  const auto count = static_cast<ir::InstructionId>(computation.instructions.size());
  Neighbourhood result;
  std::unordered_map<ir::InstructionId, std::size_t> indexOf;
  std::set<ir::InstructionId> leftOut;  // seen but not kept, counted once each
  const auto offer = [&](ir::InstructionId id, NeighbourRole role) {
    if (id < 0 || id >= count || indexOf.count(id)) return false;
    if (result.nodes.size() >= limits.maxNodes) {
      leftOut.insert(id);
      return false;
    }
    indexOf.emplace(id, result.nodes.size());
    result.nodes.push_back(id);
    result.roles.push_back(role);
    return true;
  };

  for (ir::InstructionId id : centres) offer(id, NeighbourRole::Centre);
  // Operands level by level, so the cap drops the farthest first; users come after the
  // first level, since a frontier node's consumers matter more than its grand-operands.
  std::vector<ir::InstructionId> level(result.nodes.begin(), result.nodes.end());
  const std::vector<ir::InstructionId> centreIds = level;
  for (int depth = 1; depth <= limits.operandLevels; ++depth) {
    std::vector<ir::InstructionId> next;
    for (ir::InstructionId id : level)
      for (ir::InstructionId operand : computation.instructions[id].operands)
        if (offer(operand, NeighbourRole::Operand)) next.push_back(operand);
    if (depth == 1 && limits.includeUsers)
      for (ir::InstructionId id : centreIds)
        if (id < static_cast<ir::InstructionId>(users.size()))
          for (ir::InstructionId user : users[id]) offer(user, NeighbourRole::User);
    level = std::move(next);
  }
  if (limits.operandLevels < 1 && limits.includeUsers)
    for (ir::InstructionId id : centreIds)
      if (id < static_cast<ir::InstructionId>(users.size()))
        for (ir::InstructionId user : users[id]) offer(user, NeighbourRole::User);
  result.omitted = leftOut.size();

  std::set<std::pair<std::size_t, std::size_t>> edges;
  for (std::size_t to = 0; to < result.nodes.size(); ++to)
    for (ir::InstructionId operand : computation.instructions[result.nodes[to]].operands) {
      const auto from = indexOf.find(operand);
      if (from != indexOf.end()) edges.emplace(from->second, to);
    }
  result.edges.assign(edges.begin(), edges.end());
  return result;
}

}  // namespace shardscope::report
