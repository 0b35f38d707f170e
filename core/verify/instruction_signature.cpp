// GCC 12 reports -Wrestrict inside libstdc++ for `"literal" + std::string` (GCC bug
// 105329, a false positive); the messages here are built that way throughout.
#if defined(__GNUC__) && !defined(__clang__) && __GNUC__ == 12
#pragma GCC diagnostic ignored "-Wrestrict"
#endif
#include "verify/instruction_signature.h"

#include "io/attribute_text.h"

#include <algorithm>
#include <charconv>

namespace shardscope::verify {

namespace {
// Attributes that do not change the value computed on one device.
bool ignoredKey(std::string_view key) {
  static const char* const kIgnored[] = {"channel_id",  "backend_config", "frontend_attributes", "statistics_viz", "metadata",
                                         "sharding",    "schedule",       "origin",              "operand_precision",
                                         "is_host_transfer"};
  return std::any_of(std::begin(kIgnored), std::end(kIgnored), [&](const char* k) { return key == k; });
}
}  // namespace

std::string dimsText(ir::ElementType type, const std::vector<int64_t>& dims) {
  std::string text;
  appendDimsText(text, type, dims);
  return text;
}

// Appends in place (every instruction's signature has one): no temporary per dim.
void appendDimsText(std::string& text, ir::ElementType type, const std::vector<int64_t>& dims) {
  text += ir::elementTypeName(type);
  text += '[';
  char digits[24];
  for (std::size_t i = 0; i < dims.size(); ++i) {
    if (i) text += ',';
    const auto end = std::to_chars(digits, digits + sizeof digits, dims[i]).ptr;
    text.append(digits, end);
  }
  text += ']';
}

std::string SignatureBuilder::attributeText(const ir::AttributeValue& value, int depth) const {
  struct Visitor {
    const SignatureBuilder& self;
    int depth;
    std::string operator()(int64_t v) const { return std::to_string(v); }
    std::string operator()(bool v) const { return v ? "true" : "false"; }
    std::string operator()(const ir::IntList& v) const { return io::formatIntList(v.values); }
    std::string operator()(const ir::QuotedString& v) const { return "\"" + io::escape(v.value) + "\""; }
    std::string operator()(const ir::RawText& v) const { return v.text; }
    std::string operator()(const ir::CalledComputations& v) const {
      std::string text = "{";
      for (ir::ComputationId id : v.ids) text += self.computationSignature(id, depth + 1) + ";";
      return text + "}";
    }
    std::string operator()(const ir::SliceConfig& v) const { return io::formatSliceConfig(v); }
    std::string operator()(const ir::PaddingConfig& v) const { return io::formatPaddingConfig(v); }
    std::string operator()(const ir::ReplicaGroups& v) const { return v.toString(); }
    std::string operator()(const ir::SourceTargetPairs& v) const { return io::formatSourceTargetPairs(v); }
  };
  return std::visit(Visitor{*this, depth}, value);
}

std::string SignatureBuilder::signature(const ir::Instruction& instruction) const {
  return signature(instruction, instruction.shape.dims);
}

std::string SignatureBuilder::signature(const ir::Instruction& instruction, const std::vector<int64_t>& dims,
                                        const AttributeOverrides& overrides) const {
  std::string text;
  // Room for the common signature up front: growing it two or three times was as many
  // allocations per instruction of both programs.
  text.reserve(160);
  appendSignature(text, instruction, dims, overrides);
  return text;
}

void SignatureBuilder::appendSignature(std::string& text, const ir::Instruction& instruction) const {
  appendSignature(text, instruction, instruction.shape.dims, {});
}

void SignatureBuilder::appendSignature(std::string& text, const ir::Instruction& instruction, const std::vector<int64_t>& dims,
                                       const AttributeOverrides& overrides) const {
  text += instruction.opcodeText;
  text += " ";
  if (instruction.shape.isTuple()) {
    text += "(";
    for (const ir::Shape& element : instruction.shape.tupleShapes) text += element.toString(false) + ",";
    text += ")";
  } else {
    appendDimsText(text, instruction.shape.type, dims);
  }
  if (instruction.opcode == ir::Opcode::Constant) text += " literal=" + std::string(instruction.literal);
  if (instruction.opcode == ir::Opcode::Parameter) text += " number=" + std::to_string(instruction.parameterNumber);
  for (const ir::Attribute& attribute : instruction.attributes) {
    if (ignoredKey(attribute.key)) continue;
    auto overridden = std::find_if(overrides.begin(), overrides.end(), [&](const auto& o) { return o.first == attribute.key; });
    text += " ";
    text += attribute.key;
    text += "=";
    text += overridden != overrides.end() ? overridden->second : attributeText(attribute.value, 0);
  }
}

std::string SignatureBuilder::computationSignature(ir::ComputationId id, int depth) const {
  if (id < 0 || id >= static_cast<ir::ComputationId>(module_.computations.size())) return "?";
  // Deeply nested computations stay distinct by name: never equal by accident.
  if (depth > 16) return "opaque:" + std::string(module_.computations[id].name);
  if (auto it = computationCache_.find(id); it != computationCache_.end()) return it->second;
  const ir::Computation& computation = module_.computations[id];
  std::string text = "(";
  for (std::size_t i = 0; i < computation.instructions.size(); ++i) {
    const ir::Instruction& instruction = computation.instructions[i];
    text += std::to_string(i) + ":" + signature(instruction);
    // Called computations inside are expanded with the depth bound.
    for (const ir::Attribute& attribute : instruction.attributes)
      if (std::holds_alternative<ir::CalledComputations>(attribute.value)) text += attributeText(attribute.value, depth + 1);
    text += "(";
    for (ir::InstructionId operand : instruction.operands) text += std::to_string(operand) + ",";
    text += ");";
  }
  text += "root=" + std::to_string(computation.root) + ")";
  computationCache_[id] = text;
  return text;
}

ReduceOp SignatureBuilder::reducerOf(ir::ComputationId id) const {
  if (id < 0 || id >= static_cast<ir::ComputationId>(module_.computations.size())) return ReduceOp::None;
  const ir::Computation& computation = module_.computations[id];
  if (computation.root < 0) return ReduceOp::None;
  const auto params = computation.parameters();
  if (params.size() != 2) return ReduceOp::None;
  const ir::Instruction& root = computation.rootInstruction();
  if (root.operands.size() != 2 || !root.shape.isArray() || !root.shape.dims.empty()) return ReduceOp::None;
  const bool usesBoth = (root.operands[0] == params[0] && root.operands[1] == params[1]) ||
                        (root.operands[0] == params[1] && root.operands[1] == params[0]);
  if (!usesBoth) return ReduceOp::None;
  switch (root.opcode) {
    case ir::Opcode::Add: return ReduceOp::Sum;
    case ir::Opcode::Maximum: return ReduceOp::Max;
    case ir::Opcode::Minimum: return ReduceOp::Min;
    case ir::Opcode::Multiply: return ReduceOp::Product;
    default: return ReduceOp::None;
  }
}

}  // namespace shardscope::verify
