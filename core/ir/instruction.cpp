#include "ir/instruction.h"

namespace shardscope::ir {

const Attribute* Instruction::attribute(std::string_view key) const {
  for (const Attribute& attribute : attributes)
    if (attribute.key == key) return &attribute;
  return nullptr;
}

std::optional<int64_t> Instruction::intAttribute(std::string_view key) const {
  const Attribute* a = attribute(key);
  if (!a) return std::nullopt;
  if (const int64_t* value = std::get_if<int64_t>(&a->value)) return *value;
  return std::nullopt;
}

const std::vector<int64_t>* Instruction::intListAttribute(std::string_view key) const {
  const Attribute* a = attribute(key);
  if (!a) return nullptr;
  if (const IntList* list = std::get_if<IntList>(&a->value)) return &list->values;
  return nullptr;
}

const ReplicaGroups* Instruction::replicaGroups() const {
  const Attribute* a = attribute("replica_groups");
  return a ? std::get_if<ReplicaGroups>(&a->value) : nullptr;
}

const SliceConfig* Instruction::sliceConfig() const {
  const Attribute* a = attribute("slice");
  return a ? std::get_if<SliceConfig>(&a->value) : nullptr;
}

const PaddingConfig* Instruction::paddingConfig() const {
  const Attribute* a = attribute("padding");
  return a ? std::get_if<PaddingConfig>(&a->value) : nullptr;
}

ComputationId Instruction::calledComputation(std::string_view key) const {
  const Attribute* a = attribute(key);
  if (!a) return -1;
  const CalledComputations* called = std::get_if<CalledComputations>(&a->value);
  return called && !called->ids.empty() ? called->ids.front() : -1;
}

std::vector<ComputationId> Instruction::calledComputations() const {
  std::vector<ComputationId> ids;
  for (const Attribute& a : attributes)
    if (const CalledComputations* called = std::get_if<CalledComputations>(&a.value))
      ids.insert(ids.end(), called->ids.begin(), called->ids.end());
  return ids;
}

std::optional<std::string_view> Instruction::stringAttribute(std::string_view key) const {
  const Attribute* a = attribute(key);
  if (!a) return std::nullopt;
  if (const QuotedString* s = std::get_if<QuotedString>(&a->value)) return std::string_view(s->value);
  if (const RawText* raw = std::get_if<RawText>(&a->value)) return std::string_view(raw->text);
  return std::nullopt;
}

bool Instruction::isCollective() const {
  return ir::isCollective(opcode) || (opcode == Opcode::AsyncStart && ir::isCollective(asyncWrapped));
}

void Instruction::setAttribute(std::string_view internedKey, AttributeValue value) {
  for (Attribute& a : attributes)
    if (a.key == internedKey) {
      a.value = std::move(value);
      return;
    }
  attributes.push_back(Attribute{internedKey, std::move(value)});
}

}  // namespace shardscope::ir
