#include "io/hlo_proto_reader.h"

#include "io/attribute_text.h"
#include "io/hlo_proto_sharding.h"
#include "io/hlo_proto_schema.h"
#include "ir/module_verifier.h"
#include "support/input_budget.h"

#include <google/protobuf/io/coded_stream.h>
#include <google/protobuf/stubs/logging.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <sstream>
#include <unordered_map>

namespace shardscope::io {
namespace {

using namespace shardscope::ir;

constexpr int64_t kUnboundedSize = std::numeric_limits<int64_t>::min();
constexpr int kMaxShapeNesting = 64;
constexpr int kMaxRank = 4096;
constexpr int kProtoRecursionLimit = 200;  // HloModule > computation > instruction > sharding tuples
// Literal values decoded from a LiteralProto into text; larger constants print `{...}`.
constexpr int64_t kMaxLiteralElements = 4096;

struct ReadFailure {
  std::string message;
};

[[noreturn]] void fail(std::string message) { throw ReadFailure{std::move(message)}; }


class ProtoModuleReader {
 public:
  ProtoModuleReader(const xla::HloModuleProto& proto, const HloParseOptions& options, Diagnostics& warnings)
      : proto_(proto), options_(options), warnings_(warnings) {}

  Module read() {
    Module module;
    module_ = &module;
    module.name = proto_.name();
    const bool ours = proto_.has_shardscope();
    if (ours)
      for (const auto& attribute : proto_.shardscope().header()) module.header.push_back({attribute.key(), attribute.value()});
    for (int c = 0; c < proto_.computations_size(); ++c) {
      if (!computationIndex_.emplace(proto_.computations(c).id(), c).second)
        fail("computation id " + std::to_string(proto_.computations(c).id()) + " is used twice");
    }
    if (proto_.has_stack_frame_index()) readStackFrames(proto_.stack_frame_index(), module.stackFrames);
    module.computations.resize(static_cast<std::size_t>(proto_.computations_size()));
    for (int c = 0; c < proto_.computations_size(); ++c) readComputation(proto_.computations(c), module.computations[c]);
    if (module.computations.empty()) fail("the module has no computations");
    auto entry = computationIndex_.find(proto_.entry_computation_id());
    if (entry != computationIndex_.end() &&
        (proto_.entry_computation_name().empty() || module.computations[entry->second].name == proto_.entry_computation_name())) {
      module.entry = entry->second;
    } else if (ComputationId byName = module.findComputation(proto_.entry_computation_name());
               !proto_.entry_computation_name().empty() && byName >= 0) {
      module.entry = byName;
    } else {
      module.entry = static_cast<ComputationId>(module.computations.size() - 1);  // XLA lists the entry last
    }
    module.computations[module.entry].isEntry = true;
    return module;
  }

 private:
  ComputationId computationFor(int64_t id, const std::string& where) {
    auto it = computationIndex_.find(id);
    if (it == computationIndex_.end()) fail(where + "calls computation id " + std::to_string(id) + ", which does not exist");
    return it->second;
  }

  void readComputation(const xla::HloComputationProto& proto, Computation& computation) {
    Module& module = *module_;
    computation.name = module.strings().intern(proto.name());
    if (proto.name().empty()) fail("a computation has no name");
    std::unordered_map<int64_t, InstructionId> index;
    index.reserve(static_cast<std::size_t>(proto.instructions_size()));
    for (int i = 0; i < proto.instructions_size(); ++i)
      if (!index.emplace(proto.instructions(i).id(), i).second)
        fail("computation '" + proto.name() + "': instruction id " + std::to_string(proto.instructions(i).id()) + " is used twice");
    computation.instructions.resize(static_cast<std::size_t>(proto.instructions_size()));
    for (int i = 0; i < proto.instructions_size(); ++i)
      readInstruction(proto, proto.instructions(i), index, computation.instructions[i]);
    if (proto.instructions_size() == 0) fail("computation '" + proto.name() + "' has no instructions");
    auto root = index.find(proto.root_id());
    if (root == index.end()) fail("computation '" + proto.name() + "': root id " + std::to_string(proto.root_id()) + " is not one of its instructions");
    computation.root = root->second;
  }

  void readInstruction(const xla::HloComputationProto& computationProto, const xla::HloInstructionProto& proto,
                       const std::unordered_map<int64_t, InstructionId>& index, Instruction& instruction) {
    Module& module = *module_;
    const std::string where = "computation '" + computationProto.name() + "', instruction '" + proto.name() + "': ";
    if (proto.name().empty()) fail("computation '" + computationProto.name() + "': an instruction has no name");
    instruction.name = module.strings().store(proto.name());
    readOpcode(proto.opcode(), instruction, where);
    if (!proto.has_shape()) fail(where + "no shape");
    instruction.shape = readShape(proto.shape(), 0, where);
    for (int64_t operand : proto.operand_ids()) {
      auto it = index.find(operand);
      if (it == index.end()) fail(where + "operand id " + std::to_string(operand) + " is not an instruction of this computation");
      instruction.operands.push_back(it->second);
    }
    if (instruction.opcode == Opcode::Parameter) {
      if (proto.parameter_number() < 0) fail(where + "negative parameter number");
      instruction.parameterNumber = proto.parameter_number();
    }
    const bool ours = proto.has_shardscope();
    const xla::ShardScopeInstruction& extras = proto.shardscope();
    if (instruction.opcode == Opcode::Constant) {
      std::string text = ours && !extras.literal().empty() ? extras.literal() : literalText(proto.literal(), instruction.shape);
      instruction.literal = module.strings().store(text);
    }
    if (proto.has_metadata()) readMetadata(proto.metadata(), extras, ours, instruction.metadata);
    // One sharding per distinct spelling (as the text parser does), each new one charged
    // to the load's budget: a 9 KB .pb of iota tile assignments took 866 MB.
    const std::string shardingKey = ours && !extras.sharding().empty() ? "t" + extras.sharding()
                                    : proto.has_sharding()             ? "p" + proto.sharding().SerializeAsString()
                                                                       : std::string();
    if (auto cached = shardingKey.empty() ? shardings_.end() : shardings_.find(shardingKey); cached != shardings_.end()) {
      instruction.sharding = cached->second;
    } else if (ours && !extras.sharding().empty()) {
      auto parsed = sharding::parseHloSharding(extras.sharding());
      if (auto* error = std::get_if<sharding::ShardingParseError>(&parsed)) fail(where + "invalid sharding: " + error->message);
      instruction.sharding = keepSharding(shardingKey, std::get<sharding::HloSharding>(std::move(parsed)), where);
    } else if (proto.has_sharding()) {
      auto converted = fromOpSharding(proto.sharding());
      if (auto* error = std::get_if<std::string>(&converted)) fail(where + "invalid sharding: " + *error);
      instruction.sharding = keepSharding(shardingKey, std::get<sharding::HloSharding>(std::move(converted)), where);
    }
    if (ours) {
      for (const xla::ShardScopeAttribute& attribute : extras.attributes()) readOurAttribute(attribute, instruction, where);
    } else {
      readXlaAttributes(proto, instruction, where);
    }
  }

  void readOpcode(const std::string& text, Instruction& instruction, const std::string& where) {
    Module& module = *module_;
    if (text.empty()) fail(where + "no opcode");
    if (std::optional<Opcode> opcode = opcodeFromName(text)) {
      instruction.opcode = *opcode;
      instruction.opcodeText = opcodeName(*opcode);
    } else if (std::optional<Opcode> wrapped = asyncShorthand(text, instruction.opcode)) {
      instruction.asyncWrapped = *wrapped;
      instruction.opcodeText = module.strings().intern(text);
    } else {
      if (!options_.allowUnknownOpcodes) fail(where + "unknown opcode '" + text + "'");
      instruction.opcode = Opcode::Opaque;
      instruction.opcodeText = module.strings().intern(text);
      warnings_.push_back(Diagnostic{Severity::Warning, options_.fileName, 0, 0,
                                     where + "unknown opcode '" + text + "' loaded as an opaque instruction"});
    }
  }

  Shape readShape(const xla::ShapeProto& proto, int depth, const std::string& where) {
    if (depth > kMaxShapeNesting) fail(where + "tuple shape nested deeper than " + std::to_string(kMaxShapeNesting) + " levels");
    std::optional<ElementType> type = elementTypeFromProtoNumber(proto.element_type());
    if (!type) fail(where + "unknown element type " + std::to_string(proto.element_type()));
    Shape shape;
    shape.type = *type;
    if (*type == ElementType::Tuple) {
      shape.tupleShapes.reserve(static_cast<std::size_t>(proto.tuple_shapes_size()));
      for (const xla::ShapeProto& element : proto.tuple_shapes()) shape.tupleShapes.push_back(readShape(element, depth + 1, where));
      return shape;
    }
    if (proto.dimensions_size() > kMaxRank) fail(where + "shape has more than " + std::to_string(kMaxRank) + " dimensions");
    if (proto.is_dynamic_dimension_size() != 0 && proto.is_dynamic_dimension_size() != proto.dimensions_size())
      fail(where + "is_dynamic_dimension does not match the number of dimensions");
    bool anyDynamic = false;
    for (bool dynamic : proto.is_dynamic_dimension()) anyDynamic = anyDynamic || dynamic;
    for (int i = 0; i < proto.dimensions_size(); ++i) {
      const int64_t dim = proto.dimensions(i);
      const bool dynamic = anyDynamic && proto.is_dynamic_dimension(i);
      if (dim == kUnboundedSize && dynamic) {
        shape.dims.push_back(0);
        shape.dimKinds.push_back(DimKind::Unbounded);
        continue;
      }
      if (dim < 0) fail(where + "negative dimension size " + std::to_string(dim));
      shape.dims.push_back(dim);
      if (anyDynamic) shape.dimKinds.push_back(dynamic ? DimKind::BoundedDynamic : DimKind::Static);
    }
    if (!checkedProduct(shape.dims)) fail(where + "the element count of shape " + shape.toString(false) + " overflows a 64-bit integer");
    if (proto.has_layout()) {
      const xla::LayoutProto& layout = proto.layout();
      if (layout.minor_to_major_size() > kMaxRank) fail(where + "layout has more than " + std::to_string(kMaxRank) + " entries");
      std::string key(reinterpret_cast<const char*>(layout.minor_to_major().data()),
                      sizeof(int64_t) * static_cast<std::size_t>(layout.minor_to_major_size()));
      key += '\0';
      key += layout.shardscope_extra();
      auto cached = layouts_.find(key);
      if (cached == layouts_.end()) {
        Layout value;
        value.minorToMajor.assign(layout.minor_to_major().begin(), layout.minor_to_major().end());
        value.extra = layout.shardscope_extra();
        cached = layouts_.emplace(std::move(key), std::make_shared<const Layout>(std::move(value))).first;
      }
      shape.layout = cached->second;
    }
    return shape;
  }

  // XLA's stack frame index, its ids checked (ids are 1-based; a parent of 0 is none).
  void readStackFrames(const xla::StackFrameIndexProto& proto, StackFrameTable& table) {
    auto check = [](int64_t id, int size, const char* what, const std::string& where) {
      if (id < 1 || id > size)
        fail("stack frame index: " + where + " names " + what + " " + std::to_string(id) + ", which does not exist");
    };
    for (const std::string& name : proto.file_names()) table.fileNames.push_back(module_->strings().intern(name));
    for (const std::string& name : proto.function_names()) table.functionNames.push_back(module_->strings().intern(name));
    for (int i = 0; i < proto.file_locations_size(); ++i) {
      const auto& location = proto.file_locations(i);
      const std::string where = "file location " + std::to_string(i + 1);
      check(location.file_name_id(), proto.file_names_size(), "file name", where);
      check(location.function_name_id(), proto.function_names_size(), "function name", where);
      table.fileLocations.push_back(FileLocation{location.file_name_id(), location.function_name_id(), location.line(),
                                                 location.end_line(), location.column(), location.end_column()});
    }
    for (int i = 0; i < proto.stack_frames_size(); ++i) {
      const auto& frame = proto.stack_frames(i);
      const std::string where = "stack frame " + std::to_string(i + 1);
      check(frame.file_location_id(), proto.file_locations_size(), "file location", where);
      if (frame.parent_frame_id() != 0) check(frame.parent_frame_id(), proto.stack_frames_size(), "parent frame", where);
      table.frames.push_back(StackFrame{frame.file_location_id(), frame.parent_frame_id()});
    }
  }

  void readMetadata(const xla::OpMetadata& proto, const xla::ShardScopeInstruction& extras, bool ours, SourceMetadata& metadata) {
    Module& module = *module_;
    if (!proto.op_type().empty()) metadata.opType = module.strings().intern(proto.op_type());
    if (!proto.op_name().empty()) metadata.opName = module.strings().intern(proto.op_name());
    if (!proto.source_file().empty()) metadata.sourceFile = module.strings().intern(proto.source_file());
    if (proto.stack_frame_id() > 0) metadata.stackFrameId = proto.stack_frame_id();
    if (ours) {
      if (extras.has_source_line()) metadata.sourceLine = proto.source_line();
      for (const auto& entry : extras.metadata_other()) {
        if (entry.key() == "stack_frame_id" && metadata.stackFrameId > 0) continue;  // older files kept it twice
        metadata.other.emplace_back(module.strings().intern(entry.key()), entry.value());
      }
      return;
    }
    if (proto.source_line() > 0) metadata.sourceLine = proto.source_line();
    // Current XLA names the source by its stack frame alone.
    if (metadata.stackFrameId > 0 && metadata.sourceFile.empty() && metadata.sourceLine < 0)
      if (const FileLocation* location = module.stackFrames.location(metadata.stackFrameId)) {
        metadata.sourceFile = module.stackFrames.fileName(*location);
        metadata.sourceLine = location->line;
      }
    auto addInt = [&](std::string_view key, int64_t value) {
      if (value > 0) metadata.other.emplace_back(module.strings().intern(key), std::to_string(value));
    };
    addInt("source_end_line", proto.source_end_line());
    addInt("source_column", proto.source_column());
    addInt("source_end_column", proto.source_end_column());
    if (!proto.deduplicated_name().empty())
      metadata.other.emplace_back(module.strings().intern("deduplicated_name"), '"' + escape(proto.deduplicated_name()) + '"');
    if (!proto.scheduling_name().empty())
      metadata.other.emplace_back(module.strings().intern("scheduling_name"), '"' + escape(proto.scheduling_name()) + '"');
  }

  void addAttribute(Instruction& instruction, std::string_view key, AttributeValue value, const std::string& where) {
    const std::string_view interned = module_->strings().intern(key);
    if (instruction.attribute(interned)) fail(where + "attribute '" + std::string(key) + "' is given twice");
    instruction.attributes.push_back(Attribute{interned, std::move(value)});
  }

  void readOurAttribute(const xla::ShardScopeAttribute& attribute, Instruction& instruction, const std::string& where) {
    const std::string& key = attribute.key();
    if (key.empty()) fail(where + "an attribute has no key");
    std::string error;
    std::size_t errorAt = 0;
    switch (attribute.value_case()) {
      case xla::ShardScopeAttribute::kIntValue: return addAttribute(instruction, key, attribute.int_value(), where);
      case xla::ShardScopeAttribute::kBoolValue: return addAttribute(instruction, key, attribute.bool_value(), where);
      case xla::ShardScopeAttribute::kIntList:
        return addAttribute(instruction, key, IntList{{attribute.int_list().values().begin(), attribute.int_list().values().end()}}, where);
      case xla::ShardScopeAttribute::kQuoted: return addAttribute(instruction, key, QuotedString{attribute.quoted()}, where);
      case xla::ShardScopeAttribute::kRaw: return addAttribute(instruction, key, RawText{attribute.raw()}, where);
      case xla::ShardScopeAttribute::kComputations: {
        CalledComputations called;
        called.list = attribute.computations().list();
        for (int64_t id : attribute.computations().computation_ids()) called.ids.push_back(computationFor(id, where));
        return addAttribute(instruction, key, std::move(called), where);
      }
      case xla::ShardScopeAttribute::kTypedText: {
        const std::string& text = attribute.typed_text();
        std::optional<AttributeValue> value;
        if (key == "slice") {
          if (auto config = parseSliceConfig(text, &error, &errorAt)) value = *config;
        } else if (key == "padding") {
          if (auto config = parsePaddingConfig(text, &error, &errorAt)) value = *config;
        } else if (key == "replica_groups") {
          if (auto groups = parseReplicaGroups(text, &error, &errorAt)) value = *groups;
        } else if (key == "source_target_pairs") {
          if (auto pairs = parseSourceTargetPairs(text, &error, &errorAt)) value = *pairs;
        } else {
          error = "no typed form for this key";
        }
        if (!value) fail(where + "invalid '" + key + "' attribute: " + error);
        return addAttribute(instruction, key, std::move(*value), where);
      }
      case xla::ShardScopeAttribute::VALUE_NOT_SET: fail(where + "attribute '" + key + "' has no value");
    }
  }

  // A file from XLA: its typed fields, as HLO text would spell them.
  void readXlaAttributes(const xla::HloInstructionProto& proto, Instruction& instruction, const std::string& where) {
    auto ints = [](const auto& field) { return IntList{std::vector<int64_t>(field.begin(), field.end())}; };
    const Opcode op = instruction.opcode;
    // Called computations, under the key XLA's text printer uses for the opcode.
    if (proto.called_computation_ids_size() > 0) {
      std::vector<ComputationId> ids;
      for (int64_t id : proto.called_computation_ids()) ids.push_back(computationFor(id, where));
      if (op == Opcode::While && ids.size() == 2) {
        addAttribute(instruction, "condition", CalledComputations{{ids[0]}, false}, where);
        addAttribute(instruction, "body", CalledComputations{{ids[1]}, false}, where);
      } else if (op == Opcode::Conditional) {
        addAttribute(instruction, "branch_computations", CalledComputations{ids, true}, where);
      } else if (op == Opcode::Fusion || op == Opcode::AsyncStart) {
        addAttribute(instruction, "calls", CalledComputations{ids, ids.size() > 1}, where);
      } else if (op == Opcode::CustomCall) {
        addAttribute(instruction, "called_computations", CalledComputations{ids, true}, where);
      } else if (op == Opcode::SelectAndScatter && ids.size() == 2) {
        addAttribute(instruction, "select", CalledComputations{{ids[0]}, false}, where);
        addAttribute(instruction, "scatter", CalledComputations{{ids[1]}, false}, where);
      } else {
        addAttribute(instruction, "to_apply", CalledComputations{ids, ids.size() > 1}, where);
      }
    }
    if (op == Opcode::GetTupleElement) addAttribute(instruction, "index", proto.tuple_index(), where);
    if (op == Opcode::Iota) {
      // XLA keeps iota_dimension in `dimensions`; a 0 may be left out.
      if (proto.dimensions_size() > 1) fail(where + "iota has more than one dimension");
      addAttribute(instruction, "iota_dimension", proto.dimensions_size() ? proto.dimensions(0) : int64_t{0}, where);
    } else if (proto.dimensions_size() > 0 || op == Opcode::Broadcast || op == Opcode::Reduce || op == Opcode::Transpose ||
               op == Opcode::Reverse) {
      // XLA's text writes `dimensions={}` for these even when empty (a broadcast of a scalar).
      addAttribute(instruction, "dimensions", ints(proto.dimensions()), where);
    }
    if (proto.slice_dimensions_size() > 0) {
      SliceConfig slice;
      for (const auto& dim : proto.slice_dimensions()) slice.dims.push_back(SliceDim{dim.start(), dim.limit(), dim.stride()});
      addAttribute(instruction, "slice", std::move(slice), where);
    }
    if (proto.has_padding_config()) {
      PaddingConfig padding;
      for (const auto& dim : proto.padding_config().dimensions())
        padding.dims.push_back(PadDim{dim.edge_padding_low(), dim.edge_padding_high(), dim.interior_padding()});
      addAttribute(instruction, "padding", std::move(padding), where);
    }
    if (proto.dynamic_slice_sizes_size() > 0) addAttribute(instruction, "dynamic_slice_sizes", ints(proto.dynamic_slice_sizes()), where);
    if (op == Opcode::ReducePrecision) {
      addAttribute(instruction, "exponent_bits", int64_t{proto.exponent_bits()}, where);
      addAttribute(instruction, "mantissa_bits", int64_t{proto.mantissa_bits()}, where);
    }
    if (proto.has_dot_dimension_numbers()) {
      const auto& dot = proto.dot_dimension_numbers();
      if (dot.lhs_batch_dimensions_size()) addAttribute(instruction, "lhs_batch_dims", ints(dot.lhs_batch_dimensions()), where);
      if (dot.lhs_contracting_dimensions_size()) addAttribute(instruction, "lhs_contracting_dims", ints(dot.lhs_contracting_dimensions()), where);
      if (dot.rhs_batch_dimensions_size()) addAttribute(instruction, "rhs_batch_dims", ints(dot.rhs_batch_dimensions()), where);
      if (dot.rhs_contracting_dimensions_size()) addAttribute(instruction, "rhs_contracting_dims", ints(dot.rhs_contracting_dimensions()), where);
    }
    if (op == Opcode::Fft) {
      addAttribute(instruction, "fft_type", RawText{xla::FftType_Name(proto.fft_type())}, where);
      addAttribute(instruction, "fft_length", ints(proto.fft_length()), where);
    }
    if (!proto.comparison_direction().empty()) addAttribute(instruction, "direction", RawText{proto.comparison_direction()}, where);
    if (!proto.comparison_type().empty()) addAttribute(instruction, "type", RawText{proto.comparison_type()}, where);
    if (op == Opcode::Fusion && !proto.fusion_kind().empty()) addAttribute(instruction, "kind", RawText{proto.fusion_kind()}, where);
    if (proto.channel_id() > 0) addAttribute(instruction, "channel_id", proto.channel_id(), where);
    if (std::optional<ReplicaGroups> groups = replicaGroups(proto, where)) addAttribute(instruction, "replica_groups", std::move(*groups), where);
    if (proto.use_global_device_ids()) addAttribute(instruction, "use_global_device_ids", true, where);
    if (proto.source_target_pairs_size() > 0) {
      SourceTargetPairs pairs;
      for (const auto& pair : proto.source_target_pairs()) pairs.pairs.emplace_back(pair.source(), pair.target());
      addAttribute(instruction, "source_target_pairs", std::move(pairs), where);
    }
    if (op == Opcode::Sort && proto.is_stable()) addAttribute(instruction, "is_stable", true, where);
    if (op == Opcode::TopK) {
      addAttribute(instruction, "k", proto.k(), where);
      addAttribute(instruction, "largest", proto.largest(), where);
    }
    if (!proto.custom_call_target().empty()) addAttribute(instruction, "custom_call_target", QuotedString{escape(proto.custom_call_target())}, where);
    if (!proto.backend_config().empty()) addAttribute(instruction, "backend_config", QuotedString{escape(proto.backend_config())}, where);
    if (proto.has_frontend_attributes() && !proto.frontend_attributes().map().empty()) {
      // Sorted by key, as XLA prints them.
      std::map<std::string, std::string> sorted(proto.frontend_attributes().map().begin(), proto.frontend_attributes().map().end());
      std::string text = "{";
      for (const auto& [key, value] : sorted) {
        if (text.size() > 1) text += ',';
        text += key + "=\"" + escape(value) + '"';
      }
      addAttribute(instruction, "frontend_attributes", RawText{text + "}"}, where);
    }
  }

  std::optional<ReplicaGroups> replicaGroups(const xla::HloInstructionProto& proto, const std::string& where) {
    ReplicaGroups groups;
    const auto& list = proto.collective_device_list();
    if (proto.has_mesh_axes_replica_group_list()) return meshReplicaGroups(proto.mesh_axes_replica_group_list(), where);
    if (proto.has_iota_collective_device_list() || list.has_iota_replica_group_list()) {
      const auto& iota = proto.has_iota_collective_device_list() ? proto.iota_collective_device_list() : list.iota_replica_group_list();
      IotaReplicaGroups form;
      form.numGroups = iota.num_replica_groups();
      form.groupSize = iota.num_devices_per_group();
      if (iota.iota_reshape_dims_size() > 64 || iota.iota_transpose_perm_size() > 64) fail(where + "iota replica groups have too many dimensions");
      form.reshapeDims.assign(iota.iota_reshape_dims().begin(), iota.iota_reshape_dims().end());
      form.transposePerm.assign(iota.iota_transpose_perm().begin(), iota.iota_transpose_perm().end());
      if (std::is_sorted(form.transposePerm.begin(), form.transposePerm.end())) form.transposePerm.clear();  // as XLA prints it
      std::string error;
      std::optional<GroupList> expanded = sharedIotaReplicaGroups(form, kMaxReplicaGroupDevices, &error);
      if (!expanded) fail(where + "invalid iota replica groups: " + error);
      groups.groups = std::move(*expanded);
      groups.iota = std::make_shared<const IotaReplicaGroups>(std::move(form));
      return groups;
    }
    const auto& source = list.replica_groups_size() > 0 ? list.replica_groups() : proto.replica_groups();
    if (source.empty()) return std::nullopt;
    for (const auto& group : source) groups.groups.emplace_back(group.replica_ids().begin(), group.replica_ids().end());
    return groups;
  }

  ReplicaGroups meshReplicaGroups(const xla::MeshAxesReplicaGroupListProto& proto, const std::string& where) {
    auto mesh = std::make_shared<MeshReplicaGroups>();
    const auto& meshProto = proto.mesh();
    if (meshProto.axes_size() > 64 || proto.axes_size() > 64) fail(where + "mesh replica groups have more than 64 axes");
    if (meshProto.device_ids_size() > kMaxReplicaGroupDevices) fail(where + "mesh replica groups name more than 2^20 devices");
    if (meshProto.iota_device_ids().reshape_dims_size() > 64 || meshProto.iota_device_ids().transpose_perm_size() > 64)
      fail(where + "mesh device ids have more than 64 dims");
    for (const auto& axis : meshProto.axes()) {
      mesh->axisNames.push_back(axis.name());
      mesh->axisSizes.push_back(axis.size());
    }
    mesh->deviceIds.assign(meshProto.device_ids().begin(), meshProto.device_ids().end());
    mesh->deviceIdReshape.assign(meshProto.iota_device_ids().reshape_dims().begin(), meshProto.iota_device_ids().reshape_dims().end());
    mesh->deviceIdPerm.assign(meshProto.iota_device_ids().transpose_perm().begin(), meshProto.iota_device_ids().transpose_perm().end());
    for (const auto& axis : proto.axes()) {
      if (axis.mesh_axis_index() < 0 || axis.mesh_axis_index() >= meshProto.axes_size())
        fail(where + "mesh replica groups name axis " + std::to_string(axis.mesh_axis_index()) + ", which the mesh does not have");
      MeshAxisRef ref;
      ref.axis = static_cast<int32_t>(axis.mesh_axis_index());
      ref.size = mesh->axisSizes[static_cast<std::size_t>(ref.axis)];
      if (axis.has_sub_axis_info()) {
        if (axis.sub_axis_info().pre_size() <= 0) fail(where + "a mesh sub-axis needs a pre-size of at least 1");
        ref.preSize = axis.sub_axis_info().pre_size();
        ref.size = axis.sub_axis_info().size();
      }
      mesh->axes.push_back(ref);
    }
    std::string error;
    std::optional<IotaReplicaGroups> iota;
    std::optional<std::vector<std::vector<int64_t>>> expanded = expandMeshReplicaGroups(*mesh, kMaxReplicaGroupDevices, &error, &iota);
    if (!expanded) fail(where + "invalid mesh replica groups: " + error);
    ReplicaGroups groups;
    if (!shareMeshExpansion(groups, std::move(*expanded), std::move(iota), &error)) fail(where + "mesh replica groups: " + error);
    groups.mesh = std::move(mesh);
    return groups;
  }

  // XLA's literal text for the common element types; anything else (or a literal whose
  // value count does not match its shape) is elided as `{...}`, as XLA prints large ones.
  static std::string literalText(const xla::LiteralProto& literal, const Shape& shape) {
    if (!shape.isArray()) return "{...}";
    const std::optional<int64_t> count = shape.elementCount();
    if (!count || *count > kMaxLiteralElements) return "{...}";
    std::vector<std::string> values;
    auto take = [&](const auto& field, auto format) {
      if (static_cast<int64_t>(field.size()) != *count) return;
      for (const auto& value : field) values.push_back(format(value));
    };
    auto real = [](double value) {
      if (std::isnan(value)) return std::string("nan");
      if (std::isinf(value)) return std::string(value < 0 ? "-inf" : "inf");
      std::ostringstream out;
      out.precision(std::numeric_limits<double>::max_digits10);
      out << value;
      return out.str();
    };
    auto integer = [](auto value) { return std::to_string(value); };
    switch (shape.type) {
      case ElementType::Pred: take(literal.preds(), [](bool v) { return std::string(v ? "true" : "false"); }); break;
      case ElementType::S32: take(literal.s32s(), integer); break;
      case ElementType::S64: take(literal.s64s(), integer); break;
      case ElementType::U32: take(literal.u32s(), integer); break;
      case ElementType::U64: take(literal.u64s(), integer); break;
      case ElementType::F32: take(literal.f32s(), [&](float v) { return real(static_cast<double>(v)); }); break;
      case ElementType::F64: take(literal.f64s(), real); break;
      case ElementType::S8: take(literal.s8s(), [](char v) { return std::to_string(static_cast<int>(static_cast<signed char>(v))); }); break;
      case ElementType::U8: take(literal.u8s(), [](char v) { return std::to_string(static_cast<int>(static_cast<unsigned char>(v))); }); break;
      default: break;
    }
    if (values.empty() && *count > 0) return "{...}";
    if (shape.dims.empty()) return values.front();
    // Nested braces, one level per dimension.
    std::string text;
    std::size_t next = 0;
    auto emit = [&](auto&& self, std::size_t dim) -> void {
      text += '{';
      for (int64_t i = 0; i < shape.dims[dim]; ++i) {
        if (i) text += ", ";
        if (dim + 1 == shape.dims.size()) text += values[next++];
        else self(self, dim + 1);
      }
      text += '}';
    };
    emit(emit, 0);
    return text;
  }

  const xla::HloModuleProto& proto_;
  const HloParseOptions& options_;
  Diagnostics& warnings_;
  Module* module_ = nullptr;
  std::unordered_map<int64_t, ComputationId> computationIndex_;
  std::unordered_map<std::string, std::shared_ptr<const Layout>> layouts_;
  std::unordered_map<std::string, std::shared_ptr<const sharding::HloSharding>> shardings_;  // by spelling

  // An iota tile assignment is kept symbolic: its spelling's entries (HloSharding::keptDeviceIds).
  static int64_t keptDeviceIds(const sharding::HloSharding& sharding) {
    int64_t total = sharding.keptDeviceIds();
    for (const sharding::HloSharding& element : sharding.tupleElements()) total += keptDeviceIds(element);
    return total;
  }

  std::shared_ptr<const sharding::HloSharding> keepSharding(const std::string& key, sharding::HloSharding sharding, const std::string& where) {
    std::string overBudget;
    if (!chargeInputBudget(BudgetItem::DeviceIds, keptDeviceIds(sharding), &overBudget)) fail(where + overBudget);
    auto kept = std::make_shared<const sharding::HloSharding>(std::move(sharding));
    if (shardings_.size() < 65536) shardings_.emplace(key, kept);
    return kept;
  }
};

template <class Message>
bool parseBounded(std::string_view bytes, Message& message) {
  // Engines never print: protobuf's own parse complaints become our diagnostic.
  google::protobuf::LogSilencer silencer;
  google::protobuf::io::CodedInputStream input(reinterpret_cast<const uint8_t*>(bytes.data()), static_cast<int>(bytes.size()));
  input.SetTotalBytesLimit(static_cast<int>(kMaxProtoBytes));
  input.SetRecursionLimit(kProtoRecursionLimit);
  return message.ParseFromCodedStream(&input) && input.ConsumedEntireMessage();
}

}  // namespace

LoadResult parseHloModuleProto(std::string_view bytes, const HloParseOptions& options) {
  LoadResult result;
  auto error = [&](std::string message) {
    result.diagnostics.push_back(Diagnostic{Severity::Error, options.fileName, 0, 0, std::move(message)});
    return std::move(result);
  };
  if (static_cast<int64_t>(bytes.size()) > kMaxProtoBytes)
    return error("file is over protobuf's limit of " + std::to_string(kMaxProtoBytes) + " bytes");
  xla::HloModuleProto module;
  const bool parsed = parseBounded(bytes, module);
  if (!parsed || module.computations_size() == 0) {
    // `*.hlo_proto.pb` holds the HloModuleProto inside an HloProto (field 1).
    xla::HloProto wrapper;
    if (parseBounded(bytes, wrapper) && wrapper.has_hlo_module() && wrapper.hlo_module().computations_size() > 0) {
      module = std::move(*wrapper.mutable_hlo_module());
    } else if (!parsed) {
      return error("not a valid HloModuleProto: the protobuf encoding is corrupt or truncated");
    } else {
      return error("the HloModuleProto has no computations");
    }
  }
  Diagnostics warnings;
  std::optional<Module> read;
  try {
    ProtoModuleReader reader(module, options, warnings);
    read = reader.read();
  } catch (const ReadFailure& failure) {
    return error(failure.message);
  }
  read->sourcePath = options.fileName;
  result.diagnostics = std::move(warnings);
  if (options.verify) {
    if (std::optional<VerifierError> verifierError = verifyModule(*read)) {
      result.diagnostics.insert(result.diagnostics.begin(),
                                Diagnostic{Severity::Error, options.fileName, 0, 0, verifierError->message});
      return result;
    }
  }
  result.module = std::move(read);
  return result;
}

}  // namespace shardscope::io
