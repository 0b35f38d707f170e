#pragma once
// Partitioning results for the annotation workbench, as plain C++ its worker runs
// (core/partition does the work):
//  - EinDecomp on the module: lower the entry computation to an EinSum graph, solve the
//    DP for P devices, write the plan back as shardings (annotateModuleWithPlan, on a
//    copy) and read them out as one annotation per instruction;
//  - pipeline stages: cut the module into layers (runs of the top-level op_name scope,
//    "layer.3/mlp" -> "layer.3"), weigh each by its arithmetic (a dot: 2·M·N·K, other
//    ops one per output element), and split them into N stages with the stage DP.
#include "gui/annotate/annotation_propagation.h"
#include "partition/pipeline_schedule.h"
#include "partition/search_space.h"
#include "partition/stage_partition.h"

#include <string>
#include <vector>

namespace shardscope::annotate {

// One node's share of the plan's cost (the EinDecomp dialog's table).
struct EinDecompNodeCost {
  std::string node;       // the EinSum node's output tensor
  std::string partition;  // "i=4 j=1 k=2"
  double broadcast = 0, aggregation = 0, repartition = 0;
};

struct EinDecompAnnotations {
  int devices = 1;
  partition::CostModel model = partition::CostModel::Seed;
  partition::SearchSpace space = partition::SearchSpace::Exact;
  std::vector<EinDecompNodeCost> nodeCosts;  // per EinSum node
  double inputRepartition = 0;               // graph inputs' share (einsummable model)
  std::vector<Annotation> annotations;      // in instruction order; none outside the exact space
  double cost = 0;                          // the plan's cost under the seed's model
  std::string method;                       // "dp" or "exhaustive"
  bool optimal = false;
  int nodes = 0;                            // EinSum nodes the module lowered to
  std::vector<std::string> notExpressible;  // values whose plan has no HLO sharding
};

// Throws partition::PartitionError (e.g. P not a power of two, a module that cannot
// be lowered) and OperationCancelled.
// Plans outside the exact space (other block counts than P) have no shardings: they
// come back with costs and no annotations.
EinDecompAnnotations einDecompAnnotations(const ir::Module& module, int devices, const CancellationToken& cancel = {},
                                          const ProgressCallback& progress = {},
                                          partition::CostModel model = partition::CostModel::Seed,
                                          partition::SearchSpace space = partition::SearchSpace::Exact);

struct ModuleLayer {
  std::string name;                        // the op_name scope, e.g. "layer.3"
  double weight = 0;
  std::vector<std::string> instructions;   // entry instructions in it
};

// The module's layers in program order; scopes without arithmetic (inputs, weights)
// join the next layer.
std::vector<ModuleLayer> moduleLayers(const ir::Module& module);

struct PipelineStages {
  std::vector<ModuleLayer> layers;
  partition::StagePlan plan;
  partition::PipelineEstimate estimate;
  std::vector<std::pair<std::string, int>> stageOf;  // instruction -> stage
  int microbatches = 1;
};

// Throws partition::PartitionError when the module has fewer layers than `stages`.
PipelineStages pipelineStages(const ir::Module& module, int stages, int microbatches, const CancellationToken& cancel = {},
                              const ProgressCallback& progress = {});

}  // namespace shardscope::annotate
