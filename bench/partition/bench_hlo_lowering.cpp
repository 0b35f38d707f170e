// EinDecomp on real graphs: lowering a zoo Llama baseline (HLO built in memory, the
// same module the CLI would load) to an EinSum graph, and solving it at P devices.
//   build/bench/bench_hlo_lowering
#include "partition/eindecomp.h"
#include "partition/gspmd_sharding.h"
#include "partition/hlo_lowering.h"
#include "partition/plan_annotation.h"
#include "zoo/zoo.h"

#include <benchmark/benchmark.h>

using namespace shardscope;
using namespace shardscope::partition;

namespace {

// llama3-8b's layer shapes (the full preset, not the small twin) for `layers` layers.
ir::Module llamaBaseline(int layers) {
  zoo::ZooRequest request;
  request.name = "llama-layer-tp:llama3-8b";
  request.layers = layers;
  return std::move(zoo::generateZooCase(request).zooCase.baseline);
}

void BM_LowerLlama(benchmark::State& state) {
  const ir::Module module = llamaBaseline(static_cast<int>(state.range(0)));
  int nodes = 0;
  for (auto _ : state) {
    const HloLowering lowering = lowerHloModule(module, 64);
    nodes = lowering.nodes;
    benchmark::DoNotOptimize(lowering.graph.nodes().data());
  }
  state.counters["instructions"] = static_cast<double>(module.entryComputation().instructions.size());
  state.counters["nodes"] = nodes;
}
BENCHMARK(BM_LowerLlama)->Arg(4)->Unit(benchmark::kMillisecond);

void BM_LowerSolveAnnotateLlama(benchmark::State& state) {
  const int layers = static_cast<int>(state.range(0));
  const int devices = static_cast<int>(state.range(1));
  ir::Module module = llamaBaseline(layers);
  for (auto _ : state) {
    const HloLowering lowering = lowerHloModule(module, devices);
    const PartitionPlan plan = solveEinDecomp(lowering.graph, {.devices = devices});
    const PlanAnnotation annotation =
        annotateModuleWithPlan(module, lowering, shardingsForPlan(lowering.graph, plan.partitions, devices), devices);
    benchmark::DoNotOptimize(annotation.annotated);
    state.counters["nodes"] = static_cast<double>(lowering.graph.nodes().size());
  }
}
BENCHMARK(BM_LowerSolveAnnotateLlama)->Args({4, 8})->Args({4, 64})->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
