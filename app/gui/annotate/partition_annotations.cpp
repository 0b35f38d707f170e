#include "gui/annotate/partition_annotations.h"

#include "io/hlo_text_parser.h"
#include "io/hlo_text_printer.h"
#include "partition/eindecomp.h"
#include "partition/gspmd_sharding.h"
#include "partition/hlo_lowering.h"
#include "partition/partition_error.h"
#include "partition/plan_annotation.h"

#include <string_view>

namespace shardscope::annotate {
namespace {

// A copy of the module to write the plan into (modules are move-only): printed and
// parsed back, which keeps every instruction name.
ir::Module copyOf(const ir::Module& module) {
  io::HloParseOptions options;
  options.fileName = module.sourcePath.empty() ? "module.hlo" : module.sourcePath;
  io::LoadResult loaded = io::parseHloText(io::printHloText(module), options);
  if (!loaded.ok()) throw partition::PartitionError("the module does not print and parse back: " + loaded.diagnostics.front().format());
  return std::move(*loaded.module);
}

double arithmetic(const ir::Computation& computation, const ir::Instruction& instruction) {
  if (instruction.opcode == ir::Opcode::Parameter || instruction.opcode == ir::Opcode::Constant || !instruction.shape.isArray())
    return 0;
  const double out = static_cast<double>(instruction.shape.elementCount().value_or(0));
  if (instruction.opcode != ir::Opcode::Dot || instruction.operands.empty()) return out;
  double contracted = 1;
  const ir::Shape& lhs = computation.instructions[static_cast<std::size_t>(instruction.operands[0])].shape;
  if (const auto* dims = instruction.intListAttribute("lhs_contracting_dims"))
    for (int64_t d : *dims)
      if (d >= 0 && d < lhs.rank()) contracted *= static_cast<double>(lhs.dims[static_cast<std::size_t>(d)]);
  return 2 * out * contracted;
}

std::string_view topScope(std::string_view opName) { return opName.substr(0, opName.find('/')); }

}  // namespace

EinDecompAnnotations einDecompAnnotations(const ir::Module& module, int devices, const CancellationToken& cancel,
                                          const ProgressCallback& progress, partition::CostModel model,
                                          partition::SearchSpace space) {
  EinDecompAnnotations result;
  result.devices = devices;
  result.model = model;
  result.space = space;
  const partition::HloLowering lowering = partition::lowerHloModule(module, devices, cancel);
  partition::EinDecompOptions options;
  options.devices = devices;
  options.model = model;
  options.space = space;
  const partition::PartitionPlan plan = partition::solveEinDecomp(lowering.graph, options, cancel, progress);
  const auto& graph = lowering.graph;
  for (std::size_t n = 0; n < graph.nodes().size(); ++n)
    result.nodeCosts.push_back({graph.outputOf(graph.nodes()[n]).name,
                                partition::partitionVectorWithIndices(graph, graph.nodes()[n], plan.partitions[n]),
                                plan.cost.nodes[n].broadcast, plan.cost.nodes[n].aggregation, plan.cost.repartition[n]});
  for (const auto& [tensor, moved] : plan.cost.inputRepartition) result.inputRepartition += moved;
  result.cost = plan.cost.total;
  result.method = plan.method;
  result.optimal = plan.optimal;
  result.nodes = lowering.nodes;
  if (space != partition::SearchSpace::Exact) return result;
  const partition::GraphShardings shardings = partition::shardingsForPlan(lowering.graph, plan.partitions, devices);
  ir::Module annotated = copyOf(module);
  const partition::PlanAnnotation written = partition::annotateModuleWithPlan(annotated, lowering, shardings, devices);
  for (const ir::Instruction& instruction : annotated.entryComputation().instructions)
    if (instruction.sharding) result.annotations.push_back({std::string(instruction.name), instruction.sharding->toString(false), 0});
  result.notExpressible = written.notExpressible;
  return result;
}

std::vector<ModuleLayer> moduleLayers(const ir::Module& module) {
  std::vector<ModuleLayer> layers;
  const ir::Computation& entry = module.entryComputation();
  std::string_view current;
  for (const ir::Instruction& instruction : entry.instructions) {
    const std::string_view scope = topScope(instruction.metadata.opName);
    if (layers.empty() || (!scope.empty() && scope != current)) {
      layers.push_back({std::string(scope), 0, {}});
      current = scope;
    }
    layers.back().weight += arithmetic(entry, instruction);
    layers.back().instructions.emplace_back(instruction.name);
  }
  // Scopes without arithmetic (the inputs, a layer's weights declared apart) join the
  // next layer, the last one the previous layer, so no stage is pure bookkeeping.
  std::vector<ModuleLayer> merged;
  std::vector<std::string> carried;
  for (ModuleLayer& layer : layers) {
    if (layer.weight == 0) {
      carried.insert(carried.end(), layer.instructions.begin(), layer.instructions.end());
      continue;
    }
    layer.instructions.insert(layer.instructions.begin(), carried.begin(), carried.end());
    carried.clear();
    merged.push_back(std::move(layer));
  }
  if (!carried.empty()) {
    if (merged.empty()) merged.push_back({"(no arithmetic)", 0, {}});
    merged.back().instructions.insert(merged.back().instructions.end(), carried.begin(), carried.end());
  }
  return merged;
}

PipelineStages pipelineStages(const ir::Module& module, int stages, int microbatches, const CancellationToken& cancel,
                              const ProgressCallback& progress) {
  PipelineStages result;
  result.layers = moduleLayers(module);
  result.microbatches = microbatches;
  if (stages < 1 || static_cast<std::size_t>(stages) > result.layers.size())
    throw partition::PartitionError("the module has " + std::to_string(result.layers.size()) + " layer(s) (op_name scopes " +
                                    "with arithmetic); cannot make " + std::to_string(stages) + " stage(s)");
  partition::StageProblem problem;
  for (const ModuleLayer& layer : result.layers) problem.weights.push_back(layer.weight);
  problem.stages = stages;
  result.plan = problem.weights.size() <= 2000 ? partition::partitionStagesDp(problem, cancel, progress)
                                               : partition::partitionStagesSearch(problem, cancel, progress);
  result.estimate = partition::estimatePipeline(result.plan.stageWeights, microbatches);
  for (std::size_t s = 0; s < result.plan.stages.size(); ++s)
    for (int layer = result.plan.stages[s].first; layer <= result.plan.stages[s].second; ++layer)
      for (const std::string& name : result.layers[static_cast<std::size_t>(layer)].instructions)
        result.stageOf.emplace_back(name, static_cast<int>(s));
  return result;
}

}  // namespace shardscope::annotate
