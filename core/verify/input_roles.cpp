// GCC 12 reports -Wrestrict inside libstdc++ for `"literal" + std::string` (GCC bug
// 105329, a false positive); the messages here are built that way throughout.
#if defined(__GNUC__) && !defined(__clang__) && __GNUC__ == 12
#pragma GCC diagnostic ignored "-Wrestrict"
#endif
#include "verify/input_roles.h"

#include "ir/module_copy.h"
#include "verify/verifier.h"

#include <cmath>
#include <cstdio>

namespace shardscope::verify {

namespace {
bool valued(const PairedParameter& p) {
  return p.role && (p.role->kind == InputRole::Kind::WorldSize || p.role->kind == InputRole::Kind::Value || p.role->kind == InputRole::Kind::Rank);
}

std::string literalText(double value, ir::ElementType type) {
  if (type == ir::ElementType::Pred) return value != 0 ? "true" : "false";
  if (!ir::isFloatingPoint(type)) return std::to_string(static_cast<int64_t>(std::llround(value)));
  char buffer[64];
  std::snprintf(buffer, sizeof buffer, "%.17g", value);
  return buffer;
}
}  // namespace

bool hasValuedInputs(const ParameterPairing& pairing) {
  for (const PairedParameter& p : pairing.byNumber)
    if (valued(p)) return true;
  return false;
}

ir::Module applyInputRoles(const ir::Module& source, const ParameterPairing& pairing, int64_t devices, bool partitions) {
  ir::Module module = ir::copySharingStrings(source);
  if (module.entry < 0) return module;
  ir::Computation& entry = module.computations[module.entry];
  for (const PairedParameter& p : pairing.byNumber) {
    if (!valued(p)) continue;
    ir::Instruction& in = entry.instructions[p.distributed];
    if (!in.shape.isArray() || in.shape.rank() != 0)
      throw VerifyInputError("relations:" + std::to_string(p.role->position.first) + ":" + std::to_string(p.role->position.second) + ": error: input \"" +
                             std::string(in.name) + "\" is " + in.shape.toString(false) + ", but a " + inputRoleName(p.role->kind) + " must be a scalar");
    in.parameterNumber = -1;
    in.sharding = nullptr;
    if (p.role->kind == InputRole::Kind::Rank) {
      const ir::Opcode id = partitions ? ir::Opcode::PartitionId : ir::Opcode::ReplicaId;
      if (in.shape.type == ir::ElementType::U32) {
        in.opcode = id;
        in.opcodeText = module.strings().intern(partitions ? "partition-id" : "replica-id");
        continue;
      }
      ir::Instruction rank;
      rank.name = module.strings().intern(std::string(in.name) + ".rank");
      rank.opcode = id;
      rank.opcodeText = module.strings().intern(partitions ? "partition-id" : "replica-id");
      rank.shape.type = ir::ElementType::U32;
      rank.metadata = in.metadata;
      in.opcode = ir::Opcode::Convert;
      in.opcodeText = module.strings().intern("convert");
      in.operands = {static_cast<ir::InstructionId>(entry.instructions.size())};
      entry.instructions.push_back(std::move(rank));
      continue;
    }
    const double value = p.role->kind == InputRole::Kind::WorldSize ? static_cast<double>(devices) : p.role->value;
    in.opcode = ir::Opcode::Constant;
    in.opcodeText = module.strings().intern("constant");
    in.literal = module.strings().intern(literalText(value, in.shape.type));
  }
  return module;
}

}  // namespace shardscope::verify
