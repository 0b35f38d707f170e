#include "io/hlo_proto_writer.h"

#include "io/attribute_text.h"
#include "io/hlo_proto_sharding.h"
#include "io/hlo_proto_schema.h"

#include <google/protobuf/io/coded_stream.h>
#include <google/protobuf/io/zero_copy_stream_impl.h>

#include <cstdio>
#include <fstream>
#include <limits>
#include <ostream>
#include <vector>

namespace shardscope::io {
namespace {

using namespace shardscope::ir;

// XLA writes an unbounded dynamic dim (`?`) as this size with is_dynamic_dimension set.
constexpr int64_t kUnboundedSize = std::numeric_limits<int64_t>::min();

void writeShape(const Shape& shape, xla::ShapeProto& proto) {
  proto.set_element_type(static_cast<xla::PrimitiveType>(elementTypeProtoNumber(shape.type)));
  for (std::size_t i = 0; i < shape.dims.size(); ++i)
    proto.add_dimensions(shape.dimKind(i) == DimKind::Unbounded ? kUnboundedSize : shape.dims[i]);
  if (!shape.dimKinds.empty())
    for (std::size_t i = 0; i < shape.dims.size(); ++i) proto.add_is_dynamic_dimension(shape.dimKind(i) != DimKind::Static);
  for (const Shape& element : shape.tupleShapes) writeShape(element, *proto.add_tuple_shapes());
  if (shape.layout) {
    xla::LayoutProto& layout = *proto.mutable_layout();
    for (int64_t dim : shape.layout->minorToMajor) layout.add_minor_to_major(dim);
    if (!shape.layout->extra.empty()) layout.set_shardscope_extra(shape.layout->extra);
  }
}

void writeMetadata(const SourceMetadata& metadata, xla::OpMetadata& proto, xla::ShardScopeInstruction& extras) {
  proto.set_op_type(std::string(metadata.opType));
  proto.set_op_name(std::string(metadata.opName));
  proto.set_source_file(std::string(metadata.sourceFile));
  if (metadata.sourceLine >= 0) {
    proto.set_source_line(static_cast<int32_t>(metadata.sourceLine));
    extras.set_has_source_line(true);
  }
  if (metadata.stackFrameId > 0) proto.set_stack_frame_id(static_cast<int32_t>(metadata.stackFrameId));
  for (const auto& [key, value] : metadata.other) {
    xla::ShardScopeMetadataEntry& entry = *extras.add_metadata_other();
    entry.set_key(std::string(key));
    entry.set_value(value);
    // The typed XLA fields too, so XLA tools see them.
    if (std::optional<int64_t> number = parseWholeInt(value)) {
      const auto n = static_cast<int32_t>(*number);
      if (key == "source_end_line") proto.set_source_end_line(n);
      else if (key == "source_column") proto.set_source_column(n);
      else if (key == "source_end_column") proto.set_source_end_column(n);
      else if (key == "stack_frame_id") proto.set_stack_frame_id(n);
    }
  }
}

void writeStackFrames(const StackFrameTable& table, xla::StackFrameIndexProto& proto) {
  for (std::string_view name : table.fileNames) proto.add_file_names(std::string(name));
  for (std::string_view name : table.functionNames) proto.add_function_names(std::string(name));
  for (const FileLocation& location : table.fileLocations) {
    auto& out = *proto.add_file_locations();
    out.set_file_name_id(location.fileNameId);
    out.set_function_name_id(location.functionNameId);
    out.set_line(static_cast<int32_t>(location.line));
    out.set_column(static_cast<int32_t>(location.column));
    out.set_end_line(static_cast<int32_t>(location.endLine));
    out.set_end_column(static_cast<int32_t>(location.endColumn));
  }
  for (const StackFrame& frame : table.frames) {
    auto& out = *proto.add_stack_frames();
    out.set_file_location_id(frame.fileLocationId);
    out.set_parent_frame_id(frame.parentFrameId);
  }
}

// The typed XLA field for an attribute, when XLA has one (for XLA's tools; our reader
// prefers the exact copy in field 1000).
void writeTypedField(const Instruction& instruction, const Attribute& attribute, xla::HloInstructionProto& proto) {
  const std::string_view key = attribute.key;
  const AttributeValue& value = attribute.value;
  if (const auto* list = std::get_if<IntList>(&value)) {
    auto add = [&](auto* field) { for (int64_t v : list->values) field->Add(v); };
    if (key == "dimensions") add(proto.mutable_dimensions());
    else if (key == "dynamic_slice_sizes") add(proto.mutable_dynamic_slice_sizes());
    else if (key == "fft_length") add(proto.mutable_fft_length());
    else if (key == "lhs_contracting_dims") add(proto.mutable_dot_dimension_numbers()->mutable_lhs_contracting_dimensions());
    else if (key == "rhs_contracting_dims") add(proto.mutable_dot_dimension_numbers()->mutable_rhs_contracting_dimensions());
    else if (key == "lhs_batch_dims") add(proto.mutable_dot_dimension_numbers()->mutable_lhs_batch_dimensions());
    else if (key == "rhs_batch_dims") add(proto.mutable_dot_dimension_numbers()->mutable_rhs_batch_dimensions());
  } else if (const auto* number = std::get_if<int64_t>(&value)) {
    if (key == "index") proto.set_tuple_index(*number);
    else if (key == "channel_id") proto.set_channel_id(*number);
    else if (key == "exponent_bits") proto.set_exponent_bits(static_cast<int32_t>(*number));
    else if (key == "mantissa_bits") proto.set_mantissa_bits(static_cast<int32_t>(*number));
    else if (key == "k") proto.set_k(*number);
    else if (key == "dimensions" || key == "iota_dimension") proto.add_dimensions(*number);
  } else if (const auto* flag = std::get_if<bool>(&value)) {
    if (key == "use_global_device_ids") proto.set_use_global_device_ids(*flag);
    else if (key == "is_stable") proto.set_is_stable(*flag);
    else if (key == "largest") proto.set_largest(*flag);
  } else if (const auto* quoted = std::get_if<QuotedString>(&value)) {
    if (key == "custom_call_target") proto.set_custom_call_target(unescape(quoted->value));
    else if (key == "backend_config") proto.set_backend_config(unescape(quoted->value));
  } else if (const auto* raw = std::get_if<RawText>(&value)) {
    if (key == "direction") proto.set_comparison_direction(raw->text);
    else if (key == "type" && instruction.opcode == Opcode::Compare) proto.set_comparison_type(raw->text);
    else if (key == "kind" && instruction.opcode == Opcode::Fusion) proto.set_fusion_kind(raw->text);
    else if (key == "fft_type") {
      xla::FftType type;
      if (xla::FftType_Parse(raw->text, &type)) proto.set_fft_type(type);
    }
  } else if (const auto* slice = std::get_if<SliceConfig>(&value)) {
    for (const SliceDim& dim : slice->dims) {
      auto& out = *proto.add_slice_dimensions();
      out.set_start(dim.start);
      out.set_limit(dim.limit);
      out.set_stride(dim.stride);
    }
  } else if (const auto* padding = std::get_if<PaddingConfig>(&value)) {
    for (const PadDim& dim : padding->dims) {
      auto& out = *proto.mutable_padding_config()->add_dimensions();
      out.set_edge_padding_low(dim.low);
      out.set_edge_padding_high(dim.high);
      out.set_interior_padding(dim.interior);
    }
  } else if (const auto* groups = std::get_if<ReplicaGroups>(&value)) {
    if (groups->iota) {
      // Where current XLA reads it (field 92) and where older XLA did (87.2); the
      // permutation written out even when it is the identity, as XLA requires.
      auto& iota = *proto.mutable_iota_collective_device_list();
      iota.set_num_replica_groups(groups->iota->numGroups);
      iota.set_num_devices_per_group(groups->iota->groupSize);
      for (int64_t dim : groups->iota->reshapeDims) iota.add_iota_reshape_dims(dim);
      const std::vector<int64_t>& perm = groups->iota->transposePerm;
      for (std::size_t i = 0; i < groups->iota->reshapeDims.size(); ++i)
        iota.add_iota_transpose_perm(static_cast<int32_t>(perm.empty() ? static_cast<int64_t>(i) : perm[i]));
      *proto.mutable_collective_device_list()->mutable_iota_replica_group_list() = iota;
    } else {
      for (const auto& group : groups->groups) {
        auto& out = *proto.add_replica_groups();
        for (int64_t device : group) out.add_replica_ids(device);
      }
    }
  } else if (const auto* pairs = std::get_if<SourceTargetPairs>(&value)) {
    for (auto [source, target] : pairs->pairs) {
      auto& out = *proto.add_source_target_pairs();
      out.set_source(source);
      out.set_target(target);
    }
  } else if (const auto* called = std::get_if<CalledComputations>(&value)) {
    for (ComputationId id : called->ids) proto.add_called_computation_ids(id);
  }
}

void writeAttribute(const Attribute& attribute, xla::ShardScopeAttribute& out) {
  out.set_key(std::string(attribute.key));
  struct Visitor {
    xla::ShardScopeAttribute& out;
    void operator()(int64_t v) const { out.set_int_value(v); }
    void operator()(bool v) const { out.set_bool_value(v); }
    void operator()(const IntList& v) const {
      auto& list = *out.mutable_int_list();
      for (int64_t x : v.values) list.add_values(x);
    }
    void operator()(const QuotedString& v) const { out.set_quoted(v.value); }
    void operator()(const RawText& v) const { out.set_raw(v.text); }
    void operator()(const CalledComputations& v) const {
      auto& called = *out.mutable_computations();
      for (ComputationId id : v.ids) called.add_computation_ids(id);
      called.set_list(v.list);
    }
    void operator()(const SliceConfig& v) const { out.set_typed_text(formatSliceConfig(v)); }
    void operator()(const PaddingConfig& v) const { out.set_typed_text(formatPaddingConfig(v)); }
    void operator()(const ReplicaGroups& v) const { out.set_typed_text(v.toString()); }
    void operator()(const SourceTargetPairs& v) const { out.set_typed_text(formatSourceTargetPairs(v)); }
  };
  std::visit(Visitor{out}, attribute.value);
}

// XLA numbers instructions uniquely across the module; computation c's instruction i
// gets (c << 32) | i, as newer XLA versions do.
int64_t instructionProtoId(ComputationId computation, InstructionId instruction) {
  return (static_cast<int64_t>(computation) << 32) | static_cast<int64_t>(instruction);
}

void writeInstruction(ComputationId computationId, InstructionId id, const Instruction& instruction,
                      xla::HloInstructionProto& proto) {
  proto.set_name(std::string(instruction.name));
  proto.set_opcode(std::string(instruction.opcodeText));
  proto.set_id(instructionProtoId(computationId, id));
  writeShape(instruction.shape, *proto.mutable_shape());
  for (InstructionId operand : instruction.operands) proto.add_operand_ids(instructionProtoId(computationId, operand));
  if (instruction.opcode == Opcode::Parameter) proto.set_parameter_number(instruction.parameterNumber);
  xla::ShardScopeInstruction& extras = *proto.mutable_shardscope();
  if (!instruction.literal.empty()) extras.set_literal(std::string(instruction.literal));
  if (!instruction.metadata.empty()) writeMetadata(instruction.metadata, *proto.mutable_metadata(), extras);
  if (instruction.sharding) {
    toOpSharding(*instruction.sharding, *proto.mutable_sharding());
    extras.set_sharding(instruction.sharding->toString());
  }
  for (const Attribute& attribute : instruction.attributes) {
    writeTypedField(instruction, attribute, proto);
    writeAttribute(attribute, *extras.add_attributes());
  }
}

}  // namespace

namespace {

// A computation without its instructions: name, id, root and program shape.
void writeComputationShell(const Module& module, ComputationId c, xla::HloComputationProto& out) {
  const Computation& computation = module.computations[c];
  out.set_name(std::string(computation.name));
  out.set_id(c);
  if (computation.root >= 0) out.set_root_id(instructionProtoId(c, computation.root));
  // The program shape, as XLA fills it: parameters by number, then the root's shape.
  xla::ProgramShapeProto& program = *out.mutable_program_shape();
  for (InstructionId parameter : computation.parameters()) {
    writeShape(computation.instructions[parameter].shape, *program.add_parameters());
    program.add_parameter_names(std::string(computation.instructions[parameter].name));
  }
  if (computation.root >= 0) writeShape(computation.rootInstruction().shape, *program.mutable_result());
}

// Everything of the module but its computations; `entryProgram` is the entry
// computation's program shape (host_program_shape repeats it).
void writeModuleShell(const Module& module, const xla::ProgramShapeProto* entryProgram, xla::HloModuleProto& proto) {
  proto.set_name(module.name);
  xla::ShardScopeModule& extras = *proto.mutable_shardscope();
  extras.set_writer("shardscope");
  for (const HeaderAttribute& attribute : module.header) {
    xla::ShardScopeHeaderAttribute& out = *extras.add_header();
    out.set_key(attribute.key);
    out.set_value(attribute.value);
  }
  if (!module.stackFrames.empty()) writeStackFrames(module.stackFrames, *proto.mutable_stack_frame_index());
  if (module.entry >= 0) {
    proto.set_entry_computation_id(module.entry);
    proto.set_entry_computation_name(std::string(module.entryComputation().name));
    if (entryProgram) *proto.mutable_host_program_shape() = *entryProgram;
  }
}

}  // namespace

void toHloModuleProto(const Module& module, xla::HloModuleProto& proto) {
  for (ComputationId c = 0; c < static_cast<ComputationId>(module.computations.size()); ++c) {
    xla::HloComputationProto& out = *proto.add_computations();
    writeComputationShell(module, c, out);
    const Computation& computation = module.computations[c];
    for (InstructionId i = 0; i < static_cast<InstructionId>(computation.instructions.size()); ++i)
      writeInstruction(c, i, computation.instructions[i], *out.add_instructions());
  }
  writeModuleShell(module, module.entry >= 0 ? &proto.computations(module.entry).program_shape() : nullptr, proto);
}

bool writeHloModuleProtoStream(const Module& module, std::ostream& stream) {
  // Streamed: the fields of a message may come in any order, so each computation is its
  // shell followed by its instructions, built and written one at a time (their sizes
  // are summed in a first pass, since the computation's length comes first). The whole
  // message is never in memory: convert of a 200 MB module peaked at 9.4x the file
  // with it (issue 21 finding 4).
  namespace pbio = google::protobuf::io;
  pbio::OstreamOutputStream raw(&stream);
  pbio::CodedOutputStream out(&raw);
  std::vector<xla::HloComputationProto> shells(module.computations.size());
  for (ComputationId c = 0; c < static_cast<ComputationId>(module.computations.size()); ++c) writeComputationShell(module, c, shells[c]);
  xla::HloModuleProto moduleShell;
  writeModuleShell(module, module.entry >= 0 ? &shells[module.entry].program_shape() : nullptr, moduleShell);
  (void)moduleShell.ByteSizeLong();  // caches the sizes SerializeWithCachedSizes writes
  moduleShell.SerializeWithCachedSizes(&out);
  auto tag = [](int field) { return static_cast<uint32_t>(field) << 3 | 2; };  // length-delimited
  xla::HloInstructionProto instruction;
  for (ComputationId c = 0; c < static_cast<ComputationId>(module.computations.size()); ++c) {
    const Computation& computation = module.computations[c];
    auto build = [&](InstructionId i) {
      instruction.Clear();
      writeInstruction(c, i, computation.instructions[i], instruction);
      return instruction.ByteSizeLong();
    };
    std::size_t length = shells[c].ByteSizeLong();
    for (InstructionId i = 0; i < static_cast<InstructionId>(computation.instructions.size()); ++i) {
      const std::size_t size = build(i);
      length += pbio::CodedOutputStream::VarintSize32(tag(xla::HloComputationProto::kInstructionsFieldNumber)) +
                pbio::CodedOutputStream::VarintSize64(size) + size;
    }
    out.WriteTag(tag(xla::HloModuleProto::kComputationsFieldNumber));
    out.WriteVarint64(length);
    shells[c].SerializeWithCachedSizes(&out);
    for (InstructionId i = 0; i < static_cast<InstructionId>(computation.instructions.size()); ++i) {
      const std::size_t size = build(i);
      out.WriteTag(tag(xla::HloComputationProto::kInstructionsFieldNumber));
      out.WriteVarint64(size);
      instruction.SerializeWithCachedSizes(&out);
    }
  }
  out.Trim();
  return !out.HadError();
}

std::string writeHloModuleProto(const Module& module) {
  xla::HloModuleProto proto;
  toHloModuleProto(module, proto);
  return proto.SerializeAsString();
}

bool writeHloModuleProtoFile(const Module& module, const std::string& path, std::string& error) {
  // Temp file + rename: a failed write never leaves half a file under the real name.
  const std::string temporary = path + ".tmp";
  {
    std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
    if (!out) {
      error = "cannot open '" + temporary + "' for writing";
      return false;
    }
    if (!writeHloModuleProtoStream(module, out) || !out.flush()) {
      std::remove(temporary.c_str());
      error = "cannot write '" + temporary + "'";
      return false;
    }
  }
  if (std::rename(temporary.c_str(), path.c_str()) != 0) {
    std::remove(temporary.c_str());
    error = "cannot rename '" + temporary + "' to '" + path + "'";
    return false;
  }
  return true;
}

}  // namespace shardscope::io
