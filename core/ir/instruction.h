#pragma once
// One HLO instruction. Operands are indices into the owning computation's instruction
// list; called computations are indices into the module's computation list.

#include "ir/attribute.h"
#include "ir/metadata.h"
#include "ir/opcode.h"
#include "ir/shape.h"
#include "sharding/hlo_sharding.h"

#include <memory>
#include <optional>
#include <string_view>
#include <vector>

namespace shardscope::ir {

using InstructionId = int32_t;

struct Instruction {
  std::string_view name;        // without '%'; stored in the module's string pool
  Opcode opcode = Opcode::Opaque;
  std::string_view opcodeText;  // the spelling in the file (differs for opaque / aliases)
  Opcode asyncWrapped = Opcode::Opaque;  // for `all-to-all-start` style async ops: all-to-all
  Shape shape;
  std::vector<InstructionId> operands;
  std::vector<Attribute> attributes;
  std::shared_ptr<const sharding::HloSharding> sharding;  // null: none written
  SourceMetadata metadata;
  int64_t parameterNumber = -1;  // `parameter(N)`
  std::string_view literal;      // `constant(...)`: the literal text as written (string pool)
  int64_t fileOffset = -1;       // byte offset of the name in the source file; -1 if built

  const Attribute* attribute(std::string_view key) const;
  std::optional<int64_t> intAttribute(std::string_view key) const;
  const std::vector<int64_t>* intListAttribute(std::string_view key) const;
  const ReplicaGroups* replicaGroups() const;
  const SliceConfig* sliceConfig() const;
  const PaddingConfig* paddingConfig() const;
  // First computation named by `key` (to_apply, body, condition, calls, ...), or -1.
  ComputationId calledComputation(std::string_view key) const;
  // Every computation this instruction calls, in attribute order.
  std::vector<ComputationId> calledComputations() const;
  std::optional<std::string_view> stringAttribute(std::string_view key) const;  // quoted or raw word

  // A collective, directly or as the async start of one (`all-gather-start`).
  bool isCollective() const;

  void setAttribute(std::string_view internedKey, AttributeValue value);
};

}  // namespace shardscope::ir
