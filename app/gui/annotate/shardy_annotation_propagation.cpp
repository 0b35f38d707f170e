#include "gui/annotate/shardy_annotation_propagation.h"

#include "io/file_format.h"
#include "io/hlo_file.h"
#include "io/stablehlo_shardy.h"
#include "propagation/shardy/sdy_values.h"

#include <stdexcept>

namespace shardscope::annotate {

namespace {

namespace sdy = propagation::sdy;

constexpr std::int64_t kMaxSourceBytes = std::int64_t{1} << 30;

std::string positioned(const std::string& path, std::string_view text, std::size_t offset, const std::string& message) {
  int line = 1, column = 1;
  for (std::size_t i = 0; i < offset && i < text.size(); ++i) {
    if (text[i] == '\n') {
      ++line;
      column = 1;
    } else {
      ++column;
    }
  }
  return path + ":" + std::to_string(line) + ":" + std::to_string(column) + ": error: " + message;
}

// Shardy's meshes as the StableHLO reader knows them, so sdy shardings become GSPMD ones.
io::mlir::ShardyMeshes meshesOf(const sdy::MeshTable& table) {
  io::mlir::ShardyMeshes meshes;
  for (const auto& [name, mesh] : table) {
    std::string text = "<[";
    for (std::size_t a = 0; a < mesh.axes.size(); ++a)
      text += (a ? ", \"" : "\"") + mesh.axes[a].first + "\"=" + std::to_string(mesh.axes[a].second);
    meshes.define(name, text + "]>");
  }
  return meshes;
}

std::string stripPercent(const std::string& name) { return !name.empty() && name[0] == '%' ? name.substr(1) : name; }

}  // namespace

AnnotatedPropagation propagateWithShardy(const ir::Module& module, const std::vector<Annotation>& annotations,
                                         const CancellationToken& cancel, const ProgressCallback& progress) {
  const std::string& path = module.sourcePath;
  if (path.empty()) throw std::runtime_error("Shardy semantics needs the module's file; this module was not read from one");
  std::string text, error;
  if (!io::readFileBounded(path, kMaxSourceBytes, text, error)) throw std::runtime_error(path + ":1:1: error: " + error);
  if (io::detectFileFormat(text).format != io::FileFormat::StableHloText)
    throw std::runtime_error(path + ":1:1: error: Shardy semantics runs on a StableHLO/Shardy (MLIR) module; this file is " +
                             std::string(io::fileFormatName(io::detectFileFormat(text).format)) +
                             " (choose GSPMD, or open the .mlir)");
  auto outcome = sdy::runShardy(text, kWorkbenchShardyPasses, cancel, progress);
  if (const auto* failure = std::get_if<sdy::ShardyRunError>(&outcome))
    throw std::runtime_error(positioned(path, text, failure->offset, failure->message));
  const sdy::ShardyRun& run = std::get<sdy::ShardyRun>(outcome);

  AnnotatedPropagation out;
  out.engine = "shardy";
  for (const Annotation& annotation : annotations)
    out.errors.push_back({annotation.instruction,
                          "Shardy semantics propagates the module's own sdy shardings; this annotation applies in GSPMD mode"});

  auto result = std::make_shared<propagation::PropagationResult>();
  result->computations.resize(module.computations.size());
  for (std::size_t c = 0; c < module.computations.size(); ++c) {
    result->computations[c].shardings.assign(module.computations[c].instructions.size(), nullptr);
    result->computations[c].userAnnotated.assign(module.computations[c].instructions.size(), false);
  }
  const ir::Computation& entry = module.entryComputation();
  auto& entryResult = result->computations[static_cast<std::size_t>(module.entry)];
  const io::mlir::ShardyMeshes meshes = meshesOf(run.graph.meshes);
  // Shardy's value -> the entry instruction of the same name (the reader names
  // instructions after their SSA values), for the entry function's values only.
  std::vector<ir::InstructionId> instructionOf(run.graph.values.size(), -1);
  for (const auto& [key, value] : run.graph.keyed) {
    if (key.func != entry.name || !key.regionPath.empty() || key.what == "func_result" || key.what == "op_in_sharding") continue;
    const ir::InstructionId id = entry.find(stripPercent(run.graph.values[static_cast<std::size_t>(value)].name));
    if (id >= 0) instructionOf[static_cast<std::size_t>(value)] = id;
  }
  auto gspmd = [&](const std::optional<sdy::TensorSharding>& s, ir::InstructionId id) -> propagation::ShardingPtr {
    if (!s) return nullptr;
    const ir::Shape& shape = entry.instructions[static_cast<std::size_t>(id)].shape;
    auto converted = io::mlir::shardyToHloSharding(s->toString(), meshes, shape.isArray() ? shape.rank() : -1);
    if (auto* value = std::get_if<sharding::HloSharding>(&converted))
      return std::make_shared<const sharding::HloSharding>(std::move(*value));
    return nullptr;
  };
  for (std::size_t v = 0; v < run.graph.values.size(); ++v) {
    const ir::InstructionId id = instructionOf[v];
    if (id < 0) continue;
    entryResult.shardings[static_cast<std::size_t>(id)] = gspmd(run.result.of(run.graph, static_cast<int>(v)), id);
    entryResult.userAnnotated[static_cast<std::size_t>(id)] = run.graph.values[v].sharding.has_value();
  }
  // Every accepted step as the GSPMD engine's sharding-changed event (GSPMD text in
  // old/new, Shardy's own text beside it), so one player steps through either.
  for (const sdy::ShardyStep& step : run.result.steps) {
    const auto& node = run.graph.nodes[static_cast<std::size_t>(step.node)];
    const auto& value = run.graph.values[static_cast<std::size_t>(step.value)];
    trace::TraceEvent event;
    event.kind = "sharding-changed";
    event.subject = stripPercent(value.name);
    event.rule = node.row;
    event.message = "`" + event.subject + "` got " + step.after + " at `" + node.opName + "` by Shardy's " + node.row + " rule";
    std::string before = step.before.empty() ? "(none)" : step.before, after = step.after;
    const ir::InstructionId id = instructionOf[static_cast<std::size_t>(step.value)];
    if (id >= 0) {
      sdy::MeshTable table = run.graph.meshes;
      for (std::string* text : {&before, &after}) {
        if (*text == "(none)") continue;
        auto parsed = sdy::parseTensorSharding(*text, table);
        if (auto* s = std::get_if<sdy::TensorSharding>(&parsed))
          if (propagation::ShardingPtr g = gspmd(*s, id)) *text = g->toString(false);
      }
    }
    event.details = {{"old", before}, {"new", after}, {"source", node.opName}, {"direction", "shardy"},
                     {"shardy_old", step.before}, {"shardy_new", step.after}};
    result->trace.add(std::move(event));
  }
  result->changes = static_cast<std::int64_t>(run.result.steps.size());
  result->evaluations = run.result.evaluations;
  out.entryShardings = entryResult.shardings;
  out.result = std::move(result);
  return out;
}

}  // namespace shardscope::annotate
