#include "summary/program_summary.h"

#include <algorithm>
#include <map>
#include <optional>

namespace shardscope::summary {
namespace {

using propagation::CollectiveKind;

// The collective an instruction starts (sync or async); nullopt for anything else, the
// `-done` halves included, so an async pair counts once.
std::optional<CollectiveKind> collectiveKindOf(const ir::Instruction& instruction) {
  const ir::Opcode opcode = instruction.opcode == ir::Opcode::AsyncStart ? instruction.asyncWrapped : instruction.opcode;
  switch (opcode) {
    case ir::Opcode::AllReduce:
    case ir::Opcode::AllReduceStart: return CollectiveKind::AllReduce;
    case ir::Opcode::AllGather:
    case ir::Opcode::AllGatherStart: return CollectiveKind::AllGather;
    case ir::Opcode::ReduceScatter: return CollectiveKind::ReduceScatter;
    case ir::Opcode::AllToAll: return CollectiveKind::AllToAll;
    case ir::Opcode::CollectivePermute:
    case ir::Opcode::CollectivePermuteStart: return CollectiveKind::CollectivePermute;
    default: return std::nullopt;
  }
}

int64_t shapeBytes(const ir::Shape& shape) {
  if (shape.isTuple()) {
    int64_t total = 0;
    for (const ir::Shape& element : shape.tupleShapes) total += shapeBytes(element);
    return total;
  }
  return shape.isArray() ? shape.byteSize().value_or(0) : 0;
}

// Bytes an entry value adds to the live set: a tuple or an element taken out of one
// aliases buffers that are already counted.
int64_t ownedBytes(const ir::Instruction& instruction) {
  if (instruction.opcode == ir::Opcode::Tuple || instruction.opcode == ir::Opcode::GetTupleElement) return 0;
  return shapeBytes(instruction.shape);
}

int64_t groupSizeOf(const ir::Instruction& instruction, int64_t devices) {
  if (const ir::ReplicaGroups* groups = instruction.replicaGroups(); groups && !groups->groups.empty() && !groups->groups.front().empty())
    return static_cast<int64_t>(groups->groups.front().size());
  return std::max<int64_t>(1, devices);  // no groups: every device
}

int64_t entryParameterBytes(const ir::Module& module) {
  int64_t total = 0;
  const ir::Computation& entry = module.entryComputation();
  for (ir::InstructionId id : entry.parameters()) total += shapeBytes(entry.instructions[id].shape);
  return total;
}

LayerSummary& layerEntry(std::vector<LayerSummary>& layers, std::map<std::string, std::size_t>& index, const std::string& layer) {
  auto [it, inserted] = index.emplace(layer, layers.size());
  if (inserted) layers.push_back(LayerSummary{layer});
  return layers[it->second];
}

}  // namespace

std::string layerOfOpName(std::string_view opName) {
  if (opName.empty()) return "(no scope)";
  std::vector<std::string_view> parts;
  std::size_t start = 0;
  while (start <= opName.size()) {
    const std::size_t slash = opName.find('/', start);
    const std::size_t end = slash == std::string_view::npos ? opName.size() : slash;
    if (end > start) parts.emplace_back(opName.substr(start, end - start));
    if (slash == std::string_view::npos) break;
    start = slash + 1;
  }
  std::size_t first = 0;
  while (first < parts.size() && (parts[first].starts_with("jit(") || parts[first].starts_with("pjit("))) ++first;
  if (first >= parts.size()) return "(top level)";
  // Zoo parameters carry their layer as the whole op_name ("layer.0"); a deeper scope's
  // first part is its layer. A single part that is JAX's op itself ("dot_general") is
  // still a useful group, so it is kept.
  return std::string(parts[first]);
}

ProgramSummary summarizeProgram(const ir::Module& distributed, const ir::Module* baseline,
                                const propagation::Interconnect& interconnect, const CancellationToken& cancel,
                                const ProgressCallback& progress) {
  ProgramSummary summary;
  summary.module = distributed.name;
  summary.interconnect = interconnect.name;
  summary.devices = std::max<int64_t>(1, distributed.numPartitions());
  std::map<std::string, std::size_t> layerIndex;
  std::map<CollectiveKind, KindSummary> kinds;

  // Parameters first, so layers appear in program order (inputs, then layer.0, ...).
  const ir::Computation& entry = distributed.entryComputation();
  for (ir::InstructionId id : entry.parameters()) {
    const ir::Instruction& parameter = entry.instructions[id];
    const int64_t bytes = shapeBytes(parameter.shape);
    summary.parameterBytesPerDevice += bytes;
    layerEntry(summary.layers, layerIndex, layerOfOpName(parameter.metadata.opName)).parameterBytesPerDevice += bytes;
  }

  const std::size_t computations = distributed.computations.size();
  for (std::size_t c = 0; c < computations; ++c) {
    cancel.throwIfCancelled();
    reportProgress(progress, 0.8 * static_cast<double>(c) / static_cast<double>(std::max<std::size_t>(1, computations)), "collectives");
    const ir::Computation& computation = distributed.computations[c];
    for (const ir::Instruction& instruction : computation.instructions) {
      const std::optional<CollectiveKind> kind = collectiveKindOf(instruction);
      if (!kind) continue;
      CollectiveUse use;
      use.instruction = std::string(instruction.name);
      use.computation = std::string(computation.name);
      use.kind = *kind;
      use.layer = layerOfOpName(instruction.metadata.opName);
      use.groupSize = groupSizeOf(instruction, summary.devices);
      double operandBytes = 0;
      for (ir::InstructionId operand : instruction.operands) operandBytes += static_cast<double>(shapeBytes(computation.instructions[operand].shape));
      // The formulas take the gathered tensor for all-gather, the pre-scatter tensor for
      // reduce-scatter and the operand otherwise; a device's operand is its shard.
      use.tensorBytes = *kind == CollectiveKind::AllGather ? operandBytes * static_cast<double>(use.groupSize) : operandBytes;
      use.bytesPerDevice = propagation::bytesPerDevice(*kind, use.groupSize, use.tensorBytes);
      use.seconds = propagation::collectiveSeconds(use.bytesPerDevice, interconnect);

      LayerSummary& layer = layerEntry(summary.layers, layerIndex, use.layer);
      ++layer.collectives;
      layer.bytesPerDevice += use.bytesPerDevice;
      layer.seconds += use.seconds;
      KindSummary& perKind = kinds[*kind];
      perKind.kind = *kind;
      ++perKind.count;
      perKind.bytesPerDevice += use.bytesPerDevice;
      perKind.seconds += use.seconds;
      summary.totalBytesPerDevice += use.bytesPerDevice;
      summary.totalSeconds += use.seconds;
      summary.collectives.push_back(std::move(use));
    }
  }
  for (auto& [kind, perKind] : kinds) summary.kinds.push_back(perKind);

  // Memory: the peak of live values over the entry's schedule (a value lives from its
  // definition to its last user; parameters, which the caller holds, and the ROOT to the end).
  cancel.throwIfCancelled();
  reportProgress(progress, 0.85, "memory");
  const std::vector<ir::InstructionId> order = entry.postOrder();
  const auto users = entry.users();
  std::vector<std::size_t> position(entry.instructions.size(), 0);
  for (std::size_t p = 0; p < order.size(); ++p) position[order[p]] = p;
  std::vector<std::vector<ir::InstructionId>> dyingAt(order.size());
  int64_t live = 0;
  for (std::size_t p = 0; p < order.size(); ++p) {
    const ir::InstructionId id = order[p];
    const int64_t bytes = ownedBytes(entry.instructions[id]);
    std::size_t last = p;
    for (ir::InstructionId user : users[id]) last = std::max(last, position[user]);
    if (id != entry.root && entry.instructions[id].opcode != ir::Opcode::Parameter) dyingAt[last].push_back(id);
    live += bytes;
    if (live > summary.peakBytesPerDevice) {
      summary.peakBytesPerDevice = live;
      summary.peakAt = std::string(entry.instructions[id].name);
    }
    for (ir::InstructionId dead : dyingAt[p]) live -= ownedBytes(entry.instructions[dead]);
  }
  if (baseline) summary.baselineParameterBytes = entryParameterBytes(*baseline);
  reportProgress(progress, 1.0, "done");
  return summary;
}

}  // namespace shardscope::summary
