// GCC 12 reports -Wrestrict inside libstdc++ for `"literal" + std::string` (GCC bug
// 105329, a false positive); the messages here are built that way throughout.
#if defined(__GNUC__) && !defined(__clang__) && __GNUC__ == 12
#pragma GCC diagnostic ignored "-Wrestrict"
#endif
#include "verify/frontier.h"

#include <algorithm>

namespace shardscope::verify {

namespace {
FrontierEntry entryFor(const ir::Instruction& in, std::string reason) {
  FrontierEntry entry;
  entry.instruction = std::string(in.name);
  entry.opcode = std::string(in.opcodeText);
  entry.sourceFile = std::string(in.metadata.sourceFile);
  entry.sourceLine = in.metadata.sourceLine > 0 ? static_cast<int>(in.metadata.sourceLine) : 0;
  entry.reason = std::move(reason);
  return entry;
}
}  // namespace

// Values whose relation is chosen by their consumer (uniform along any tiling, or
// per-device scalars the slicing rules evaluate) are not the problem by themselves: a
// frontier is where a related input stops being related.
bool consumerDecides(const ir::Instruction& in) {
  switch (in.opcode) {
    case ir::Opcode::Broadcast: case ir::Opcode::Iota: case ir::Opcode::Constant:
    case ir::Opcode::PartitionId: case ir::Opcode::ReplicaId:
      return true;
    default:
      return in.shape.isArray() && in.shape.rank() == 0;
  }
}

// A partial value used as if complete: the divergence starts at the first layout op
// that carried the partial value on instead of reducing it (the dot or reduce that made
// it is fine). Returns that op, or -1 when the partial comes straight from its producer.
ir::InstructionId partialCarrier(const VerifyContext& context, ir::InstructionId id) {
  const ir::Computation& entry = context.distributedEntry;
  for (ir::InstructionId operand : entry.instructions[id].operands) {
    const auto& fact = context.facts[operand];
    if (!fact || !fact->elements.empty() || !fact->relation.isPartial()) continue;
    ir::InstructionId carrier = -1;
    ir::InstructionId x = operand;
    for (int steps = 0; steps < 64; ++steps) {
      const auto& f = context.facts[x];
      if (!f || f->rule != "layout-bijection" || !f->relation.isPartial()) break;
      carrier = x;
      x = entry.instructions[x].operands[0];
    }
    return carrier;
  }
  return -1;
}

std::vector<FrontierEntry> findFrontier(const VerifyContext& context, const std::string& rootProblem) {
  const ir::Computation& entry = context.distributedEntry;
  std::vector<FrontierEntry> frontier;
  const ir::InstructionId root = entry.root;
  if (context.facts[root]) {
    frontier.push_back(entryFor(entry.instructions[root], rootProblem.empty() ? "the result does not match the baseline's" : rootProblem));
    return frontier;
  }
  // Only what the result depends on matters; dead code cannot make programs differ.
  std::vector<char> needed(entry.instructions.size(), 0);
  std::vector<ir::InstructionId> stack{root};
  needed[root] = 1;
  while (!stack.empty()) {
    const ir::InstructionId id = stack.back();
    stack.pop_back();
    if (context.facts[id]) continue;  // verified: its inputs are not the problem
    for (ir::InstructionId operand : entry.instructions[id].operands)
      if (!needed[operand]) {
        needed[operand] = 1;
        stack.push_back(operand);
      }
  }
  // "Input-ok": related, or decided by its consumer with all its own inputs ok.
  std::vector<char> inputOk(entry.instructions.size(), 0);
  for (ir::InstructionId id : entry.postOrder()) {
    const ir::Instruction& in = entry.instructions[id];
    inputOk[id] = context.facts[id].has_value() ||
                  (consumerDecides(in) && std::all_of(in.operands.begin(), in.operands.end(), [&](ir::InstructionId o) { return inputOk[o] != 0; }));
  }
  std::vector<char> reported(entry.instructions.size(), 0);
  for (ir::InstructionId id = 0; id < static_cast<ir::InstructionId>(entry.instructions.size()); ++id) {
    if (!needed[id] || context.facts[id] || inputOk[id]) continue;
    const ir::Instruction& in = entry.instructions[id];
    const bool inputsVerified = std::all_of(in.operands.begin(), in.operands.end(), [&](ir::InstructionId operand) { return inputOk[operand] != 0; });
    if (!inputsVerified) continue;
    std::string reason = context.reasons[id].empty() ? "no rule relates it to the baseline" : context.reasons[id];
    const ir::InstructionId carrier = partialCarrier(context, id);
    if (carrier >= 0) {
      if (reported[carrier]++) continue;
      const ir::Instruction& c = entry.instructions[carrier];
      const Relation& r = context.facts[carrier]->relation;
      frontier.push_back(entryFor(c, "carries partial " + std::string(reduceOpName(r.partial)) + "s over " + groupsText(r.devicesByTile()) + " on to %" +
                                         std::string(in.name) + ", which needs the complete value (the all-reduce that completes them is missing)"));
      continue;
    }
    frontier.push_back(entryFor(in, reason));
  }
  if (!rootProblem.empty() && frontier.empty()) frontier.push_back(entryFor(entry.instructions[root], rootProblem));
  return frontier;
}

}  // namespace shardscope::verify
