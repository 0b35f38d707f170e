// Shardy-mode propagation speed on generated MLIR modules of 10k and 100k ops (target:
// 100k in <= 1 s, as GSPMD mode). Only the propagation is timed; the module is
// generated, parsed and turned into the factor graph once per size.
#include "io/stablehlo_parser.h"
#include "propagation/shardy/sdy_graph.h"
#include "propagation/shardy/sdy_propagation.h"

#include <benchmark/benchmark.h>

#include <map>
#include <memory>
#include <sstream>

using namespace shardscope;
using namespace shardscope::propagation::sdy;

namespace {

// Layers of dot_general -> negate -> transpose -> reshape -> reshape -> add -> multiply,
// a weight argument per layer; the input and every 50th weight carry a sharding.
std::string generateModule(int64_t ops) {
  const int64_t layers = ops / 7;
  std::ostringstream text;
  text << "sdy.mesh @mesh = <[\"a\"=2, \"b\"=2]>\n";
  text << "func.func @main(%x: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{\"a\"}, {}]>}";
  for (int64_t l = 0; l < layers; ++l) {
    text << ", %w" << l << ": tensor<128x128xf32>";
    if (l % 50 == 0) text << " {sdy.sharding = #sdy.sharding<@mesh, [{}, {\"b\"}]>}";
  }
  text << ") -> tensor<64x128xf32> {\n";
  std::string previous = "%x";
  for (int64_t l = 0; l < layers; ++l) {
    const std::string s = std::to_string(l);
    text << "  %d" << s << " = stablehlo.dot_general " << previous << ", %w" << s
         << ", contracting_dims = [1] x [0] : (tensor<64x128xf32>, tensor<128x128xf32>) -> tensor<64x128xf32>\n";
    text << "  %n" << s << " = stablehlo.negate %d" << s << " : tensor<64x128xf32>\n";
    text << "  %t" << s << " = stablehlo.transpose %n" << s << ", dims = [1, 0] : (tensor<64x128xf32>) -> tensor<128x64xf32>\n";
    text << "  %r" << s << " = stablehlo.reshape %n" << s << " : (tensor<64x128xf32>) -> tensor<64x2x64xf32>\n";
    text << "  %s" << s << " = stablehlo.reshape %r" << s << " : (tensor<64x2x64xf32>) -> tensor<64x128xf32>\n";
    text << "  %a" << s << " = stablehlo.add %s" << s << ", %d" << s << " : tensor<64x128xf32>\n";
    text << "  %m" << s << " = stablehlo.multiply %a" << s << ", %n" << s << " : tensor<64x128xf32>\n";
    previous = "%m" + s;
  }
  text << "  return " << previous << " : tensor<64x128xf32>\n}\n";
  return text.str();
}

const Graph& graphOf(int64_t ops) {
  static std::map<int64_t, std::unique_ptr<Graph>> cache;
  auto& slot = cache[ops];
  if (!slot) {
    const std::string text = generateModule(ops);
    slot = std::make_unique<Graph>(buildGraph(io::mlir::parseMlirModule(text), true, true));
  }
  return *slot;
}

// The full pipeline's strategy stack: user priorities over op priorities over aggressive.
void BM_PropagateShardy(benchmark::State& state) {
  const Graph& graph = graphOf(state.range(0));
  const ShardyOptions options = *optionsForPass("sdy-propagation-pipeline");
  int64_t evaluations = 0;
  for (auto _ : state) {
    ShardyResult result = propagateShardy(graph, options);
    evaluations = result.evaluations;
    benchmark::DoNotOptimize(result.shardings.data());
  }
  state.counters["nodes"] = static_cast<double>(graph.nodes.size());
  state.counters["evaluations"] = static_cast<double>(evaluations);
}
BENCHMARK(BM_PropagateShardy)->Arg(10'000)->Arg(100'000)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
