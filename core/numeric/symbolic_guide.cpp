#include "numeric/symbolic_guide.h"

#include "numeric/data_movement_ops.h"
#include "verify/verifier.h"

#include <algorithm>

namespace shardscope::numeric {
namespace {

// Ops that deliver blocks of their operands unchanged: data movement and the
// collectives that move blocks between devices.
bool movesBlocks(ir::Opcode opcode) {
  switch (opcode) {
    case ir::Opcode::CollectivePermute: case ir::Opcode::CollectivePermuteDone: case ir::Opcode::AllGather:
    case ir::Opcode::AllToAll: case ir::Opcode::GetTupleElement:
      return true;
    default:
      return isDataMovementKernel(opcode);
  }
}

}  // namespace

const std::vector<std::pair<ir::InstructionId, std::string>>& SymbolicGuide::frontier() {
  if (ran_) return frontier_;
  ran_ = true;
  const ir::Computation& entry = setup_.distributed.entryComputation();
  if (!setup_.symbolicFrontier.empty()) {  // the caller's verifier run
    for (const std::string& name : setup_.symbolicFrontier)
      if (const ir::InstructionId id = entry.find(name); id >= 0) frontier_.emplace_back(id, name);
    return frontier_;
  }
  verify::VerifyOptions options;
  options.relationsJson = setup_.relationsJson;
  options.recordTrace = false;  // only the frontier is read
  verify::VerifyResult result;
  try {
    result = verify::verifyPair(setup_.baseline, setup_.distributed, options, setup_.cancel, {});
  } catch (const verify::VerifyInputError&) {
    return frontier_;  // unpairable programs: no guide
  }
  if (result.verdict == verify::Verdict::Equivalent) return frontier_;
  for (const verify::FrontierEntry& frontierEntry : result.frontier) {
    const ir::InstructionId id = entry.find(frontierEntry.instruction);
    if (id >= 0) frontier_.emplace_back(id, frontierEntry.instruction);
  }
  return frontier_;
}

std::optional<GuidedStart> SymbolicGuide::choose(const std::vector<ir::InstructionId>& starts, bool onlyBehind) {
  if (starts.empty()) return std::nullopt;
  const std::vector<std::pair<ir::InstructionId, std::string>>& named = frontier();
  if (named.empty()) return std::nullopt;
  const ir::Computation& entry = setup_.distributed.entryComputation();
  if (!onlyBehind) {
    // Named first: a start the frontier names is the divergence itself.
    for (ir::InstructionId start : starts)
      for (const auto& [id, name] : named)
        if (id == start) return GuidedStart{start, start, name, "names it"};
    // Then a neighbour: the frontier names the step whose first float consumer is the
    // start, or the start's consumer.
    for (ir::InstructionId start : starts) {
      const std::vector<ir::InstructionId>& operands = entry.instructions[start].operands;
      for (const auto& [id, name] : named) {
        if (std::find(operands.begin(), operands.end(), id) != operands.end()) return GuidedStart{start, start, name, "is its operand"};
        const std::vector<ir::InstructionId>& theirs = entry.instructions[id].operands;
        if (std::find(theirs.begin(), theirs.end(), start) != theirs.end()) return GuidedStart{start, start, name, "is its direct user"};
      }
    }
  }
  // Then an entry behind a start, nearest first: along the data a float value moved
  // (slices, reshapes, collectives), and from a dynamic-slice into the integer steps that
  // computed its offsets. A predicate or index the start itself computes with (a one-hot
  // of routing indices) is no block choice, and is not followed.
  for (ir::InstructionId start : starts) {
    std::vector<char> seen(entry.instructions.size(), 0);
    std::vector<std::pair<ir::InstructionId, bool>> queue;  // id, on an offset's integer path
    for (ir::InstructionId operand : entry.instructions[start].operands) queue.emplace_back(operand, false);
    for (std::size_t next = 0; next < queue.size(); ++next) {
      setup_.cancel.throwIfCancelled();
      const auto [id, offset] = queue[next];
      const ir::Instruction& instruction = entry.instructions[id];
      const bool floating = ir::isFloatingPoint(instruction.shape.type);
      // Only a step that chooses a block or an index: a computed float value whose values
      // match is right, whatever the verifier says of it.
      if (seen[id] || (offset ? floating : !floating || !movesBlocks(instruction.opcode))) continue;
      seen[id] = 1;
      for (const auto& [entryId, name] : named)
        if (entryId == id) return GuidedStart{start, id, name, "lies behind it"};
      const bool indexed = !offset && (instruction.opcode == ir::Opcode::DynamicSlice || instruction.opcode == ir::Opcode::DynamicUpdateSlice);
      const std::size_t data = instruction.opcode == ir::Opcode::DynamicUpdateSlice ? 2 : 1;
      for (std::size_t k = 0; k < instruction.operands.size(); ++k) queue.emplace_back(instruction.operands[k], offset || (indexed && k >= data));
    }
  }
  return std::nullopt;
}

std::optional<GuidedStart> SymbolicGuide::permuteBehind(ir::InstructionId from) {
  const std::vector<std::pair<ir::InstructionId, std::string>>& named = frontier();
  if (named.empty()) return std::nullopt;
  const ir::Computation& entry = setup_.distributed.entryComputation();
  std::vector<char> seen(entry.instructions.size(), 0);
  std::vector<ir::InstructionId> queue(entry.instructions[from].operands);
  for (std::size_t next = 0; next < queue.size(); ++next) {
    setup_.cancel.throwIfCancelled();
    const ir::InstructionId id = queue[next];
    if (seen[id]) continue;
    seen[id] = 1;
    const ir::Opcode opcode = entry.instructions[id].opcode;
    if (opcode == ir::Opcode::CollectivePermute || opcode == ir::Opcode::CollectivePermuteDone)
      for (const auto& [entryId, name] : named)
        if (entryId == id) return GuidedStart{from, id, name, "lies behind it"};
    for (ir::InstructionId operand : entry.instructions[id].operands) queue.push_back(operand);
  }
  return std::nullopt;
}

}  // namespace shardscope::numeric
