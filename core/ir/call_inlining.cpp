#include "ir/call_inlining.h"
#include "ir/module_copy.h"

#include <string>
#include <unordered_set>

namespace shardscope::ir {

namespace {

bool isInlinableCall(const Module& module, const Instruction& instruction) {
  if (instruction.opcode != Opcode::Call) return false;
  const ComputationId callee = instruction.calledComputation("to_apply");
  return callee >= 0 && callee < static_cast<ComputationId>(module.computations.size()) && callee != module.entry;
}

// One pass: every call of `entry` replaced by its callee's body (calls inside the
// callee stay calls; the caller repeats). Returns false when nothing was inlined.
bool inlineOnce(Module& module, std::size_t maxInstructions, std::unordered_set<std::string_view>& names) {
  const Computation& entry = module.computations[module.entry];
  bool any = false;
  for (const Instruction& instruction : entry.instructions) any = any || isInlinableCall(module, instruction);
  if (!any) return false;

  Computation out;
  out.name = entry.name;
  out.isEntry = true;
  out.fileOffset = entry.fileOffset;
  std::vector<InstructionId> newId(entry.instructions.size(), -1);
  bool grew = false;
  for (InstructionId i = 0; i < static_cast<InstructionId>(entry.instructions.size()); ++i) {
    const Instruction& instruction = entry.instructions[i];
    const bool inline_ = isInlinableCall(module, instruction) && !grew;
    if (inline_) {
      const Computation& callee = module.computations[instruction.calledComputation("to_apply")];
      if (out.instructions.size() + callee.instructions.size() + entry.instructions.size() - i > maxInstructions) {
        grew = true;  // keep this and the remaining calls as they are
      } else {
        std::vector<InstructionId> calleeId(callee.instructions.size(), -1);
        for (InstructionId c = 0; c < static_cast<InstructionId>(callee.instructions.size()); ++c) {
          const Instruction& body = callee.instructions[c];
          if (body.opcode == Opcode::Parameter) {
            const int64_t number = body.parameterNumber;
            calleeId[c] = number >= 0 && number < static_cast<int64_t>(instruction.operands.size())
                              ? newId[instruction.operands[static_cast<size_t>(number)]]
                              : -1;
            continue;
          }
          Instruction copy = body;
          for (InstructionId& operand : copy.operands) operand = calleeId[operand];
          if (!names.insert(copy.name).second) {
            std::string renamed = std::string(copy.name) + ".inlined";
            while (names.count(renamed)) renamed += "_";
            copy.name = module.strings().intern(renamed);
            names.insert(copy.name);
          }
          calleeId[c] = static_cast<InstructionId>(out.instructions.size());
          out.instructions.push_back(std::move(copy));
        }
        newId[i] = callee.root >= 0 ? calleeId[callee.root] : -1;
        if (entry.root == i) out.root = newId[i];
        continue;
      }
    }
    Instruction copy = instruction;
    for (InstructionId& operand : copy.operands) operand = newId[operand];
    newId[i] = static_cast<InstructionId>(out.instructions.size());
    if (entry.root == i) out.root = newId[i];
    out.instructions.push_back(std::move(copy));
  }
  // A callee parameter numbered past the call's operands, or a root that was one, is a
  // malformed module the verifier reports; leave such a module as it was.
  for (const Instruction& instruction : out.instructions)
    for (InstructionId operand : instruction.operands)
      if (operand < 0) return false;
  if (out.root < 0) return false;
  module.computations[module.entry] = std::move(out);
  return !grew;
}

}  // namespace

bool entryHasCalls(const Module& module) {
  if (module.entry < 0) return false;
  for (const Instruction& instruction : module.entryComputation().instructions)
    if (isInlinableCall(module, instruction)) return true;
  return false;
}

Module inlineEntryCalls(const Module& source, std::size_t maxEntryInstructions) {
  Module module = copySharingStrings(source);
  if (module.entry < 0) return module;
  std::unordered_set<std::string_view> names;
  for (const Instruction& instruction : module.entryComputation().instructions) names.insert(instruction.name);
  // Each pass inlines one level; a call graph is acyclic in a valid module, and the
  // size bound stops a pathological one.
  for (int depth = 0; depth < 64 && inlineOnce(module, maxEntryInstructions, names); ++depth) {
  }
  return module;
}

}  // namespace shardscope::ir
