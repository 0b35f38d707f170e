#include "io/hlo_text_printer.h"

#include "io/attribute_text.h"
#include "io/stack_frame_text.h"

#include <sstream>

namespace shardscope::io {
namespace {

using namespace shardscope::ir;

std::string formatValue(const Module& module, const AttributeValue& value) {
  struct Visitor {
    const Module& module;
    std::string operator()(int64_t v) const { return std::to_string(v); }
    std::string operator()(bool v) const { return v ? "true" : "false"; }
    std::string operator()(const IntList& v) const { return formatIntList(v.values); }
    std::string operator()(const QuotedString& v) const { return '"' + v.value + '"'; }
    std::string operator()(const RawText& v) const { return v.text; }
    std::string operator()(const CalledComputations& v) const {
      std::string text = v.list ? "{" : "";
      for (std::size_t i = 0; i < v.ids.size(); ++i) {
        if (i) text += ", ";
        text += '%';
        text += module.computations.at(v.ids[i]).name;
      }
      return v.list ? text + "}" : text;
    }
    std::string operator()(const SliceConfig& v) const { return formatSliceConfig(v); }
    std::string operator()(const PaddingConfig& v) const { return formatPaddingConfig(v); }
    std::string operator()(const ReplicaGroups& v) const { return v.toString(); }
    std::string operator()(const SourceTargetPairs& v) const { return formatSourceTargetPairs(v); }
  };
  return std::visit(Visitor{module}, value);
}

// True when sourceFile/sourceLine are what stack_frame_id names in the module's table:
// the loader filled them in, and printing the id alone says the same.
bool sourceComesFromStackFrame(const Module& module, const SourceMetadata& metadata) {
  if (metadata.stackFrameId <= 0) return false;
  const FileLocation* location = module.stackFrames.location(metadata.stackFrameId);
  return location && module.stackFrames.fileName(*location) == metadata.sourceFile && location->line == metadata.sourceLine;
}

std::string formatMetadata(const Module& module, const SourceMetadata& metadata) {
  std::string text = "{";
  auto add = [&](const std::string& entry) {
    if (text.size() > 1) text += ' ';
    text += entry;
  };
  const bool fromFrame = sourceComesFromStackFrame(module, metadata);
  if (!metadata.opType.empty()) add("op_type=\"" + escape(metadata.opType) + "\"");
  if (!metadata.opName.empty()) add("op_name=\"" + escape(metadata.opName) + "\"");
  if (!metadata.sourceFile.empty() && !fromFrame) add("source_file=\"" + escape(metadata.sourceFile) + "\"");
  if (metadata.sourceLine >= 0 && !fromFrame) add("source_line=" + std::to_string(metadata.sourceLine));
  for (const auto& [key, value] : metadata.other) add(std::string(key) + "=" + value);
  if (metadata.stackFrameId > 0) add("stack_frame_id=" + std::to_string(metadata.stackFrameId));  // last, as XLA writes it
  return text + "}";
}

void writeInstruction(std::ostream& out, const Module& module, const Computation& computation,
                      const Instruction& instruction, const HloPrintOptions& options) {
  out << '%' << instruction.name << " = " << instruction.shape.toString(options.layouts) << ' '
      << instruction.opcodeText << '(';
  if (instruction.opcode == Opcode::Parameter) {
    out << instruction.parameterNumber;
  } else if (instruction.opcode == Opcode::Constant) {
    out << instruction.literal;
  } else {
    for (std::size_t i = 0; i < instruction.operands.size(); ++i) {
      if (i) out << ", ";
      const Instruction& operand = computation.instructions[instruction.operands[i]];
      if (options.operandShapes) out << operand.shape.toString(options.layouts) << ' ';
      out << '%' << operand.name;
    }
  }
  out << ')';
  for (const Attribute& attribute : instruction.attributes)
    out << ", " << attribute.key << '=' << formatValue(module, attribute.value);
  if (instruction.sharding) out << ", sharding=" << instruction.sharding->toString();
  if (options.metadata && !instruction.metadata.empty()) out << ", metadata=" << formatMetadata(module, instruction.metadata);
}

void writeComputation(std::ostream& out, const Module& module, const Computation& computation,
                      const HloPrintOptions& options) {
  if (computation.isEntry) out << "ENTRY ";
  out << '%' << computation.name << " (";
  const std::vector<InstructionId> parameters = computation.parameters();
  for (std::size_t i = 0; i < parameters.size(); ++i) {
    const Instruction& parameter = computation.instructions[parameters[i]];
    if (i) out << ", ";
    out << parameter.name << ": " << parameter.shape.toString(false);
  }
  out << ") -> " << computation.rootInstruction().shape.toString(false) << " {\n";
  for (InstructionId i = 0; i < static_cast<InstructionId>(computation.instructions.size()); ++i) {
    out << "  ";
    if (i == computation.root) out << "ROOT ";
    writeInstruction(out, module, computation, computation.instructions[i], options);
    out << '\n';
  }
  out << "}\n";
}

}  // namespace

void printHloText(const Module& module, std::ostream& out, const HloPrintOptions& options) {
  out << "HloModule " << module.name;
  for (const HeaderAttribute& attribute : module.header) out << ", " << attribute.key << '=' << attribute.value;
  out << "\n\n";
  // XLA prints the tables only with metadata; without them the ids would dangle.
  if (options.metadata) out << formatStackFrameTables(module.stackFrames);
  for (const Computation& computation : module.computations) {
    writeComputation(out, module, computation, options);
    out << '\n';
  }
}

std::string printHloText(const Module& module, const HloPrintOptions& options) {
  std::ostringstream out;
  printHloText(module, out, options);
  return out.str();
}

std::string printInstruction(const Module& module, const Computation& computation, const Instruction& instruction,
                             const HloPrintOptions& options) {
  std::ostringstream out;
  writeInstruction(out, module, computation, instruction, options);
  return out.str();
}

}  // namespace shardscope::io
