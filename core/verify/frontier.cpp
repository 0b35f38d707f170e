// GCC 12 reports -Wrestrict inside libstdc++ for `"literal" + std::string` (GCC bug
// 105329, a false positive); the messages here are built that way throughout.
#if defined(__GNUC__) && !defined(__clang__) && __GNUC__ == 12
#pragma GCC diagnostic ignored "-Wrestrict"
#endif
#include "verify/frontier.h"

#include "verify/device_values.h"
#include "verify/tile_choice.h"

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

namespace {
// Integers every device computes from constants and its id (DeviceScalars) feeding only
// more such integers: intermediate steps of offset arithmetic (a table lookup by
// partition-id), decided where the integers are used.
bool knownIntegerStep(const VerifyContext& context, const ir::UserLists& users, ir::InstructionId id) {
  const ir::Instruction& in = context.distributedEntry.instructions[id];
  if (!in.shape.isArray() || users[id].empty() || !context.scalars.values(id)) return false;
  return std::all_of(users[id].begin(), users[id].end(), [&](ir::InstructionId user) { return context.scalars.values(user).has_value(); });
}
}  // namespace

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

namespace {
// The value a partial `id` was computed from with the same combiner: an operand whose
// fact is partial alike, or, for get-tuple-element of a tuple instruction (an inlined
// call's result), that element. -1 when its operands are complete.
ir::InstructionId partialPredecessor(const VerifyContext& context, ir::InstructionId id) {
  const ir::Computation& entry = context.distributedEntry;
  const ReduceOp op = context.facts[id]->relation.partial;
  auto partialAlike = [&](ir::InstructionId x) {
    const auto& f = context.facts[x];
    return f && f->elements.empty() && f->relation.partial == op;
  };
  const ir::Instruction& in = entry.instructions[id];
  if (in.opcode == ir::Opcode::GetTupleElement && in.operands.size() == 1) {
    const ir::Instruction& tuple = entry.instructions[in.operands[0]];
    const auto index = in.intAttribute("index");
    if (tuple.opcode == ir::Opcode::Tuple && index && *index >= 0 && *index < static_cast<int64_t>(tuple.operands.size()) &&
        partialAlike(tuple.operands[*index]))
      return tuple.operands[*index];
  }
  ir::InstructionId next = -1;
  for (ir::InstructionId operand : in.operands)
    if (partialAlike(operand)) next = operand;
  return next;
}

// Where a partial value was made: from `id` (whose fact is partial) back through the
// values it was computed from alike, the first whose operands are complete (the dot or
// reduce over a split dim). The reduction that completes it belongs there.
ir::InstructionId partialOrigin(const VerifyContext& context, ir::InstructionId id) {
  for (int steps = 0; steps < 64; ++steps) {
    const ir::InstructionId next = partialPredecessor(context, id);
    if (next < 0) return id;
    id = next;
  }
  return id;
}

// On the same route back, the instruction that took the partial value out of a
// shard_map body (VerifyContext::bodyExit), or -1: the body's out_specs took each
// device's part as the value, where its sum was meant.
ir::InstructionId bodyExitOnRoute(const VerifyContext& context, ir::InstructionId id) {
  for (int steps = 0; steps < 64 && id >= 0; ++steps) {
    if (static_cast<std::size_t>(id) < context.bodyExit.size() && context.bodyExit[id]) return id;
    id = partialPredecessor(context, id);
  }
  return -1;
}

FrontierEntry bodyExitEntry(const VerifyContext& context, ir::InstructionId exit, const std::string& needer) {
  const Relation& r = context.facts[exit]->relation;
  return entryFor(context.distributedEntry.instructions[exit],
                  "takes partial " + std::string(reduceOpName(r.partial)) + "s over " + groupsText(r.devicesByTile()) +
                      " out of the shard_map body unreduced, on to %" + needer +
                      ", which needs the complete value (the body's out_specs take each device's part as the value; the psum over them is missing)");
}

FrontierEntry partialOriginEntry(const VerifyContext& context, ir::InstructionId origin, const std::string& needer) {
  const Relation& r = context.facts[origin]->relation;
  return entryFor(context.distributedEntry.instructions[origin],
                  "makes partial " + std::string(reduceOpName(r.partial)) + "s over " + groupsText(r.devicesByTile()) + " that reach %" + needer +
                      ", which needs the complete value, with no all-reduce completing them");
}

// A partial value behind `id`, an unrelated value its consumer would decide (a scalar
// each device computes, a broadcast of one): through such values back to the first
// partial fact (a count or norm over the local batch). Returns {partial, its user}, or
// {-1, -1}.
std::pair<ir::InstructionId, ir::InstructionId> partialBehindScalars(const VerifyContext& context, ir::InstructionId id) {
  const ir::Computation& entry = context.distributedEntry;
  std::vector<ir::InstructionId> stack{id};
  for (int steps = 0; steps < 64 && !stack.empty(); ++steps) {
    const ir::InstructionId at = stack.back();
    stack.pop_back();
    // A collective on the way is the reduction itself: the partial is not left unreduced.
    const ir::Instruction& in = entry.instructions[at];
    if (context.facts[at] || context.deviceValues[at] || !consumerDecides(in) || ir::isCollective(in.opcode) || in.isCollective()) continue;
    for (ir::InstructionId operand : entry.instructions[at].operands) {
      const auto& f = context.facts[operand];
      if (f && f->elements.empty() && f->relation.isPartial()) return {operand, at};
      stack.push_back(operand);
    }
  }
  return {-1, -1};
}

}  // namespace

std::vector<ir::InstructionId> parametersBehindScalars(const VerifyContext& context, ir::InstructionId id) {
  const ir::Computation& entry = context.distributedEntry;
  std::vector<ir::InstructionId> found, stack(entry.instructions[id].operands.begin(), entry.instructions[id].operands.end());
  for (int steps = 0; steps < 64 && !stack.empty(); ++steps) {
    const ir::InstructionId at = stack.back();
    stack.pop_back();
    const ir::Instruction& in = entry.instructions[at];
    if (context.facts[at] || context.deviceValues[at]) continue;
    if (in.opcode == ir::Opcode::Parameter) {
      if (std::find(found.begin(), found.end(), at) == found.end()) found.push_back(at);
      continue;
    }
    if (!consumerDecides(in)) continue;
    stack.insert(stack.end(), in.operands.begin(), in.operands.end());
  }
  return found;
}

namespace {
// A collective between a partial value's origin and `partial` (through operands of the
// same partial relation) that ran but left it partial (groups of one device, or groups
// that do not span the parts): the reduction is there, over the wrong devices.
ir::InstructionId incompleteReduction(const VerifyContext& context, ir::InstructionId partial) {
  const ir::Computation& entry = context.distributedEntry;
  for (int steps = 0; steps < 64 && partial >= 0; ++steps) {
    const ir::Instruction& in = entry.instructions[partial];
    if (ir::isCollective(in.opcode) || in.isCollective()) return partial;
    ir::InstructionId next = -1;
    for (ir::InstructionId operand : in.operands)
      if (const auto& f = context.facts[operand]; f && f->elements.empty() && f->relation.isPartial()) next = operand;
    partial = next;
  }
  return -1;
}

FrontierEntry incompleteReductionEntry(const VerifyContext& context, ir::InstructionId collective) {
  const Relation& r = context.facts[collective]->relation;
  std::string why;
  const auto groups = context.deviceGroups(context.distributedEntry.instructions[collective], &why);
  return entryFor(context.distributedEntry.instructions[collective],
                  "reduces over " + (groups ? groupsText(*groups) : why) + ", which leaves the partial " + std::string(reduceOpName(r.partial)) + "s over " +
                      groupsText(r.devicesByTile()) + " incomplete");
}

bool isExchangeStep(const ir::Instruction& in) {
  return in.opcode == ir::Opcode::Reshape || in.opcode == ir::Opcode::Transpose || in.opcode == ir::Opcode::AllToAll;
}

// The last instruction of an unrelated run of reshapes/transposes/all-to-alls that starts
// at `id` and holds an all-to-all, or -1.
ir::InstructionId exchangeRunEnd(const VerifyContext& context, const ir::UserLists& users, ir::InstructionId id) {
  const ir::Computation& entry = context.distributedEntry;
  if (!isExchangeStep(entry.instructions[id])) return -1;
  bool exchanges = entry.instructions[id].opcode == ir::Opcode::AllToAll;
  ir::InstructionId at = id;
  for (int steps = 0; steps < 16; ++steps) {
    ir::InstructionId next = -1;
    for (ir::InstructionId user : users[at])
      if (isExchangeStep(entry.instructions[user]) && !context.facts[user] && !context.deviceValues[user]) {
        next = user;
        break;
      }
    if (next < 0) break;
    at = next;
    exchanges = exchanges || entry.instructions[at].opcode == ir::Opcode::AllToAll;
  }
  return exchanges && at != id ? at : -1;
}

bool isLayoutStep(const ir::Instruction& in) { return in.opcode == ir::Opcode::Reshape || in.opcode == ir::Opcode::Transpose; }

// The last instruction of an unrelated run of reshapes and transposes that starts at the
// transpose `id` (each the only user of the one before), or -1: a transpose and the
// reshape that merges its dims are right or wrong together (the layout rules relate such
// a run at its end), so the divergence can be anywhere along it.
ir::InstructionId layoutRunEnd(const VerifyContext& context, const ir::UserLists& users, ir::InstructionId id) {
  const ir::Computation& entry = context.distributedEntry;
  if (entry.instructions[id].opcode != ir::Opcode::Transpose) return -1;
  ir::InstructionId at = id;
  for (int steps = 0; steps < 16; ++steps) {
    if (users[at].size() != 1) break;
    const ir::InstructionId next = users[at][0];
    if (!isLayoutStep(entry.instructions[next]) || context.facts[next] || context.deviceValues[next]) break;
    at = next;
  }
  return at != id ? at : -1;
}

std::string deviceValuesText(const VerifyContext& context, const DeviceValues& values) {
  std::string text;
  for (std::size_t p = 0; p < values.perDevice.size() && p < 4; ++p) {
    const DeviceValue& v = values.perDevice[p];
    text += (p ? ", device " : "device ") + std::to_string(p) + ": ";
    if (v.kind == DeviceValue::Kind::Zero) text += "zeros";
    else if (v.kind == DeviceValue::Kind::Unknown) text += "unknown";
    else {
      const ir::InstructionId b = context.baselineInstructionOf(v.baseline);
      text += b >= 0 ? "%" + std::string(context.baselineEntry.instructions[b].name) : std::string("?");
    }
  }
  if (values.perDevice.size() > 4) text += ", ...";
  return text;
}
}  // namespace

std::vector<FrontierEntry> findFrontier(const VerifyContext& context, const std::string& rootProblem) {
  const ir::Computation& entry = context.distributedEntry;
  std::vector<FrontierEntry> frontier;
  const ir::InstructionId root = entry.root;
  if (context.facts[root]) {
    frontier.push_back(entryFor(entry.instructions[root], rootProblem.empty() ? "the result does not match the baseline's" : rootProblem));
    // A partial result where the output is complete: the reduction is missing where the
    // partial value was made.
    const auto& f = context.facts[root];
    if (f->elements.empty() && f->relation.isPartial()) {
      const std::string rootName(entry.instructions[root].name);
      const ir::InstructionId origin = partialOrigin(context, root);
      if (origin != root) frontier.push_back(partialOriginEntry(context, origin, rootName));
      if (const ir::InstructionId exit = bodyExitOnRoute(context, root); exit >= 0 && exit != root && exit != origin)
        frontier.push_back(bodyExitEntry(context, exit, rootName));
    }
    return frontier;
  }
  // Per-device values count as related (each device's is known or explicitly not); a
  // value that is needed but was lost on some device is reported where it was lost.
  auto related = [&](ir::InstructionId id) { return context.facts[id].has_value() || context.deviceValues[id].has_value(); };
  std::vector<char> reported(entry.instructions.size(), 0);
  auto reportLost = [&](ir::InstructionId id) {
    for (const auto& [at, reason] : lostValueOrigins(context, id))
      if (!reported[at]++) frontier.push_back(entryFor(entry.instructions[at], reason));
  };
  if (context.deviceValues[root]) {
    reported[root] = 1;
    frontier.push_back(entryFor(entry.instructions[root], "the devices hold different values (" + deviceValuesText(context, *context.deviceValues[root]) +
                                                              "), but the output must relate to the baseline's result as one value"));
    reportLost(root);
    return frontier;
  }
  // A slot mask a dispatch dot read whole and accepted (moe_dispatch_rules.h), and the
  // dispatch and combine weights made of it (its sums, its products and their sums), are
  // their dots' to decide: no tiles of baseline values by design.
  std::vector<char> maskRead(entry.instructions.size(), 0);
  for (const auto& [cls, slots] : context.permuted) {
    if (slots.mask < 0 || slots.mask >= static_cast<ir::InstructionId>(maskRead.size())) continue;
    maskRead[slots.mask] = 1;
    for (ir::InstructionId user : context.distributedUsers[slots.mask]) {
      const ir::Opcode op = entry.instructions[user].opcode;
      if (op != ir::Opcode::Reduce && op != ir::Opcode::Multiply) continue;
      maskRead[user] = 1;
      if (op == ir::Opcode::Multiply)
        for (ir::InstructionId sum : context.distributedUsers[user])
          if (entry.instructions[sum].opcode == ir::Opcode::Reduce) maskRead[sum] = 1;
    }
  }
  // Only what the result depends on matters; dead code cannot make programs differ.
  std::vector<char> needed(entry.instructions.size(), 0);
  std::vector<ir::InstructionId> stack{root};
  needed[root] = 1;
  while (!stack.empty()) {
    const ir::InstructionId id = stack.back();
    stack.pop_back();
    if (related(id) || maskRead[id]) continue;  // verified (or a mask read whole): its inputs are not the problem
    for (ir::InstructionId operand : entry.instructions[id].operands)
      if (!needed[operand]) {
        needed[operand] = 1;
        stack.push_back(operand);
      }
  }
  const auto& users = context.distributedUsers;
  // "Input-ok": related, or decided by its consumer with all its own inputs ok.
  std::vector<char> inputOk(entry.instructions.size(), 0);
  // The output (the ROOT, or an element of the ROOT tuple) has no consumer to decide its
  // relation: a scalar there must be related itself (a loss each device computes over its
  // own batch).
  std::vector<char> isOutput(entry.instructions.size(), 0);
  isOutput[root] = 1;
  if (entry.instructions[root].opcode == ir::Opcode::Tuple)
    for (ir::InstructionId operand : entry.instructions[root].operands) isOutput[operand] = 1;
  for (ir::InstructionId id : context.distributedOrder) {  // the post order propagation walked
    const ir::Instruction& in = entry.instructions[id];
    // A collective's scalar is not its consumer's to decide: a sum over the wrong
    // devices is wrong there.
    const bool collective = ir::isCollective(in.opcode) || in.isCollective();
    inputOk[id] = related(id) || maskRead[id] ||
                  (!isOutput[id] && !collective && (consumerDecides(in) || knownIntegerStep(context, users, id)) &&
                   std::all_of(in.operands.begin(), in.operands.end(), [&](ir::InstructionId o) { return inputOk[o] != 0; }));
  }
  for (ir::InstructionId id = 0; id < static_cast<ir::InstructionId>(entry.instructions.size()); ++id) {
    if (!needed[id] || related(id) || inputOk[id]) continue;
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
    if (reported[id]++) continue;
    frontier.push_back(entryFor(in, reason));
    // Operands each related but not fitting together: where the program chose the tile
    // order that disagrees (a ppermute's pairs, a per-device slice offset) is reported too.
    for (const auto& [at, why] : tileChoiceOrigins(context, users, id))
      if (!reported[at]++) frontier.push_back(entryFor(entry.instructions[at], why));
    // A partial operand straight from its producer, used as if complete: the producer is
    // where the missing reduction belongs (the instruction itself is reported above). A
    // collective that fails on it is itself the attempted reduction: nothing is missing.
    for (ir::InstructionId operand : in.operands) {
      if (ir::isCollective(in.opcode) || in.isCollective()) break;
      const auto& f = context.facts[operand];
      if (!f || !f->elements.empty() || !f->relation.isPartial()) continue;
      const ir::InstructionId origin = partialOrigin(context, operand);
      if (!reported[origin]++) frontier.push_back(partialOriginEntry(context, origin, std::string(in.name)));
      if (const ir::InstructionId reduction = incompleteReduction(context, operand); reduction >= 0 && !reported[reduction]++)
        frontier.push_back(incompleteReductionEntry(context, reduction));
      if (const ir::InstructionId exit = bodyExitOnRoute(context, operand); exit >= 0 && !reported[exit]++)
        frontier.push_back(bodyExitEntry(context, exit, std::string(in.name)));
      break;
    }
    // ... or reaching it through values each device computes from it (a divisor made
    // from the local batch's count).
    for (ir::InstructionId operand : in.operands) {
      if (ir::isCollective(in.opcode) || in.isCollective()) break;
      const auto [partial, user] = partialBehindScalars(context, operand);
      if (partial < 0) continue;
      const ir::InstructionId origin = partialOrigin(context, partial);
      if (!reported[origin]++) frontier.push_back(partialOriginEntry(context, origin, std::string(entry.instructions[user].name)));
      break;
    }
    for (ir::InstructionId operand : in.operands) reportLost(operand);
    // A run through an all-to-all is related only at its end, so the divergence can be
    // anywhere along it: report the end too, with the exchange rule's reason.
    const ir::InstructionId end = exchangeRunEnd(context, users, id);
    if (end >= 0 && !reported[end]++)
      frontier.push_back(entryFor(entry.instructions[end], context.reasons[end].empty() ? "the exchange leaves no tile of the baseline" : context.reasons[end]));
    const ir::InstructionId layoutEnd = end >= 0 ? -1 : layoutRunEnd(context, users, id);
    if (layoutEnd >= 0 && !reported[layoutEnd]++)
      frontier.push_back(entryFor(entry.instructions[layoutEnd], "ends the run of reshapes and transposes from %" + std::string(in.name) +
                                                                     " that no rule relates to the baseline (the run is right or wrong as a whole)"));
  }
  if (!rootProblem.empty() && frontier.empty()) frontier.push_back(entryFor(entry.instructions[root], rootProblem));
  return frontier;
}

}  // namespace shardscope::verify
