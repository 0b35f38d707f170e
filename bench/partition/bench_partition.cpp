// Partitioning speed: EinDecomp on a 32-layer transformer at P=64 (target: <= 2 s) and
// pipeline stages with L=1000, N=64 (target for the search: <= 0.1 s).
#include "partition/eindecomp.h"
#include "partition/einsum_parser.h"
#include "partition/stage_partition.h"

#include <benchmark/benchmark.h>

#include <random>
#include <sstream>
#include <string>

using namespace shardscope;
using namespace shardscope::partition;

namespace {
// The block of resources/examples/einsum/transformer_block.einsum repeated `layers`
// times, each layer reading the previous layer's output.
std::string transformerText(int layers) {
  std::ostringstream text;
  text << "bounds b=8 s=1024 t=1024 d=4096 h=32 e=128 f=16384\n";
  text << "input X0[b,s,d]\n";
  for (int l = 0; l < layers; ++l) {
    // Built with += (GCC 12 warns falsely about "literal" + std::string).
    std::string p = "L", x = "X", y = "X";
    p += std::to_string(l) + "_";
    x += std::to_string(l);
    y += std::to_string(l + 1);
    text << "input " << p << "WQ[d,h,e], " << p << "WK[d,h,e], " << p << "WV[d,h,e], " << p
         << "WO[h,e,d], " << p << "W1[d,f], " << p << "W2[f,d]\n"
         << p << "SQ[b,s,d] = " << x << "[b,s,d] * " << x << "[b,s,d]\n"
         << p << "MS[b,s] = sum(" << p << "SQ[b,s,d])\n"
         << p << "N[b,s,d] = " << x << "[b,s,d] / " << p << "MS[b,s]\n"
         << p << "Q[b,s,h,e] = sum(" << p << "N[b,s,d] * " << p << "WQ[d,h,e])\n"
         << p << "K[b,t,h,e] = sum(" << p << "N[b,t,d] * " << p << "WK[d,h,e])\n"
         << p << "V[b,t,h,e] = sum(" << p << "N[b,t,d] * " << p << "WV[d,h,e])\n"
         << p << "S[b,h,s,t] = sum(" << p << "Q[b,s,h,e] * " << p << "K[b,t,h,e])\n"
         << p << "M[b,h,s] = max(" << p << "S[b,h,s,t])\n"
         << p << "E[b,h,s,t] = exp(" << p << "S[b,h,s,t] - " << p << "M[b,h,s])\n"
         << p << "Z[b,h,s] = sum(" << p << "E[b,h,s,t])\n"
         << p << "A[b,h,s,t] = " << p << "E[b,h,s,t] / " << p << "Z[b,h,s]\n"
         << p << "O[b,s,h,e] = sum(" << p << "A[b,h,s,t] * " << p << "V[b,t,h,e])\n"
         << p << "P[b,s,d] = sum(" << p << "O[b,s,h,e] * " << p << "WO[h,e,d])\n"
         << p << "R[b,s,d] = " << x << "[b,s,d] + " << p << "P[b,s,d]\n"
         << p << "H[b,s,f] = sum(" << p << "R[b,s,d] * " << p << "W1[d,f])\n"
         << p << "G[b,s,f] = relu(" << p << "H[b,s,f])\n"
         << p << "F[b,s,d] = sum(" << p << "G[b,s,f] * " << p << "W2[f,d])\n"
         << y << "[b,s,d] = " << p << "R[b,s,d] + " << p << "F[b,s,d]\n";
  }
  return text.str();
}

EinSumGraph parseOrDie(const std::string& text) {
  auto result = parseEinSumGraph(text, "transformer.einsum");
  if (const Diagnostic* diagnostic = std::get_if<Diagnostic>(&result)) {
    std::fprintf(stderr, "%s\n", diagnostic->format().c_str());
    std::abort();
  }
  return std::get<EinSumGraph>(std::move(result));
}

void BM_EinDecompTransformer(benchmark::State& state) {
  const int layers = static_cast<int>(state.range(0));
  const int devices = static_cast<int>(state.range(1));
  const EinSumGraph graph = parseOrDie(transformerText(layers));
  for (auto _ : state) {
    const PartitionPlan plan = solveEinDecomp(graph, {.devices = devices});
    benchmark::DoNotOptimize(plan.partitions.data());
  }
  state.counters["nodes"] = static_cast<double>(graph.nodes().size());
}
BENCHMARK(BM_EinDecompTransformer)->Args({32, 64})->Args({32, 8})->Unit(benchmark::kMillisecond);

void BM_ParseTransformer(benchmark::State& state) {
  const std::string text = transformerText(static_cast<int>(state.range(0)));
  for (auto _ : state) benchmark::DoNotOptimize(parseEinSumGraph(text, "transformer.einsum"));
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations()) * static_cast<int64_t>(text.size()));
}
BENCHMARK(BM_ParseTransformer)->Arg(32)->Unit(benchmark::kMillisecond);

StageProblem randomStages(int layers, int stages) {
  std::mt19937 random(2026);
  StageProblem problem;
  problem.stages = stages;
  for (int l = 0; l < layers; ++l)
    problem.weights.push_back(std::uniform_real_distribution<double>(0.5, 4.0)(random));
  return problem;
}

void BM_StageSearch(benchmark::State& state) {
  const StageProblem problem = randomStages(static_cast<int>(state.range(0)), static_cast<int>(state.range(1)));
  for (auto _ : state) benchmark::DoNotOptimize(partitionStagesSearch(problem).bottleneck);
}
BENCHMARK(BM_StageSearch)->Args({1000, 64})->Args({100000, 64})->Unit(benchmark::kMillisecond);

// Different caps per stage take the O(L*N)-per-probe reachability sweep, not greedy.
void BM_StageSearchPerStageCaps(benchmark::State& state) {
  StageProblem problem = randomStages(static_cast<int>(state.range(0)), static_cast<int>(state.range(1)));
  problem.memory.assign(problem.weights.size(), 1.0);
  for (int s = 0; s < problem.stages; ++s)
    problem.memoryCaps.push_back(2.0 * static_cast<double>(problem.weights.size()) / problem.stages + s % 3);
  for (auto _ : state) benchmark::DoNotOptimize(partitionStagesSearch(problem).bottleneck);
}
BENCHMARK(BM_StageSearchPerStageCaps)->Args({1000, 64})->Unit(benchmark::kMillisecond);

void BM_StageDp(benchmark::State& state) {
  const StageProblem problem = randomStages(static_cast<int>(state.range(0)), static_cast<int>(state.range(1)));
  for (auto _ : state) benchmark::DoNotOptimize(partitionStagesDp(problem).bottleneck);
}
BENCHMARK(BM_StageDp)->Args({1000, 64})->Unit(benchmark::kMillisecond);
}  // namespace

BENCHMARK_MAIN();
