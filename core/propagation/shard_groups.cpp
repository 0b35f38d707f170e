#include "propagation/shard_groups.h"

#include <map>
#include <set>
#include <utility>

namespace shardscope::propagation {

std::vector<ShardGroupSet> findShardGroups(const ir::Module& module, const std::vector<ShardGroupTag>& tags) {
  std::vector<ShardGroupSet> groups;
  std::map<std::pair<int, int64_t>, std::size_t> byKey;  // (mode, id) -> index in groups
  std::set<std::pair<int, ir::InstructionId>> placed;   // one group per instruction, as in XLA
  for (const ShardGroupTag& tag : tags) {
    if (tag.node.computation < 0 || static_cast<std::size_t>(tag.node.computation) >= module.computations.size()) continue;
    const ir::Computation& computation = module.computations[tag.node.computation];
    if (tag.node.instruction < 0 || static_cast<std::size_t>(tag.node.instruction) >= computation.instructions.size())
      continue;
    LinkedNode member = tag.node;
    const ir::Instruction& instruction = computation.instructions[member.instruction];
    const auto target = instruction.stringAttribute("custom_call_target");
    if (tag.unknown && instruction.opcode == ir::Opcode::CustomCall && target && *target == "Sharding" &&
        !instruction.operands.empty() &&
        computation.instructions[instruction.operands[0]].opcode != ir::Opcode::Parameter)
      member.instruction = instruction.operands[0];
    if (!placed.insert({member.computation, member.instruction}).second) continue;
    const auto key = std::make_pair(static_cast<int>(tag.group.mode), tag.group.id);
    auto [it, fresh] = byKey.emplace(key, groups.size());
    if (fresh) groups.push_back(ShardGroupSet{tag.group, {}});
    ShardGroupSet& set = groups[it->second];
    const ir::Shape& shape = computation.instructions[member.instruction].shape;
    if (!set.members.empty()) {
      const LinkedNode& first = set.members.front();
      const ir::Shape& firstShape = module.computations[first.computation].instructions[first.instruction].shape;
      if (firstShape.isTuple() || shape.isTuple() || firstShape.dims != shape.dims) continue;
    }
    set.members.push_back(member);
  }
  return groups;
}

}  // namespace shardscope::propagation
