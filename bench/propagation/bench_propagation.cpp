// Propagation speed on generated modules of 10k and 100k instructions (target: 100k in
// <= 1 s, and 100k <= 12x the cost of 10k: the worklist is incremental). Only the
// propagation is timed; the module is generated and parsed once per size.
#include "io/hlo_text_parser.h"
#include "propagation/resharding_plan.h"
#include "propagation/sharding_propagation.h"

#include <benchmark/benchmark.h>

#include <map>
#include <memory>
#include <sstream>

using namespace shardscope;

namespace {

// Layers of dot -> negate -> transpose -> reshape -> add -> multiply, with a weight
// parameter per layer; the input and every 50th weight carry a user sharding.
std::string generateModule(int64_t instructions) {
  std::ostringstream text;
  text << "HloModule generated\nENTRY main {\n";
  text << "  x = f32[64,128] parameter(0), sharding={devices=[2,1,2]0,1,2,3 last_tile_dim_replicate}\n";
  std::string previous = "x";
  int64_t count = 1;
  for (int64_t layer = 0; count + 7 < instructions; ++layer) {
    const std::string l = std::to_string(layer);
    text << "  w" << l << " = f32[128,128] parameter(" << layer + 1 << ")";
    if (layer % 50 == 0) text << ", sharding={devices=[1,2,2]0,2,1,3 last_tile_dim_replicate}";
    text << "\n";
    text << "  d" << l << " = f32[64,128] dot(" << previous << ", w" << l
         << "), lhs_contracting_dims={1}, rhs_contracting_dims={0}\n";
    text << "  n" << l << " = f32[64,128] negate(d" << l << ")\n";
    text << "  t" << l << " = f32[128,64] transpose(n" << l << "), dimensions={1,0}\n";
    text << "  r" << l << " = f32[64,2,64] reshape(n" << l << ")\n";
    text << "  s" << l << " = f32[64,128] reshape(r" << l << ")\n";
    text << "  a" << l << " = f32[64,128] add(s" << l << ", d" << l << ")\n";
    previous = std::string("a").append(l);
    count += 7;
  }
  text << "  ROOT out = f32[64,128] copy(" << previous << ")\n}\n";
  return text.str();
}

const ir::Module& moduleOf(int64_t instructions) {
  static std::map<int64_t, std::unique_ptr<ir::Module>> cache;
  auto& slot = cache[instructions];
  if (!slot) {
    io::HloParseOptions options;
    options.fileName = "generated.hlo";
    io::LoadResult loaded = io::parseHloText(generateModule(instructions), options);
    if (!loaded.ok()) throw std::runtime_error("generated module does not parse");
    slot = std::make_unique<ir::Module>(std::move(*loaded.module));
  }
  return *slot;
}

// range(1): 1 records the full trace (what the GUI and CLI use), 0 only the shardings.
void BM_Propagate(benchmark::State& state) {
  const ir::Module& module = moduleOf(state.range(0));
  propagation::PropagationOptions options;
  options.isSpmd = true;
  options.recordChanges = state.range(1) != 0;
  int64_t changes = 0, evaluations = 0;
  for (auto _ : state) {
    propagation::PropagationResult result = propagation::propagateShardings(module, options);
    changes = result.changes;
    evaluations = result.evaluations;
    benchmark::DoNotOptimize(result);
  }
  state.counters["instructions"] = static_cast<double>(module.instructionCount());
  state.counters["changes"] = static_cast<double>(changes);
  state.counters["evaluations"] = static_cast<double>(evaluations);
}
// Fixed iteration counts: every size is measured warm (allocator arenas reused), not
// as one cold first-touch run.
BENCHMARK(BM_Propagate)
    ->ArgsProduct({{10000, 100000}, {1, 0}})
    ->Args({20000, 1})
    ->Unit(benchmark::kMillisecond)
    ->Iterations(8);

// What an editor waits for before it can show the first trace step after an edit
// (docs/propagation.md: the workbench needs it within 0.5 s at 20k instructions):
// set-up plus evaluations up to the first event.
void BM_FirstEvent(benchmark::State& state) {
  const ir::Module& module = moduleOf(state.range(0));
  propagation::PropagationOptions options;
  options.isSpmd = true;
  options.eventLimit = 1;
  for (auto _ : state) {
    propagation::PropagationResult result = propagation::propagateShardings(module, options);
    if (!result.stoppedEarly) state.SkipWithError("the run did not stop at the first event");
    benchmark::DoNotOptimize(result);
  }
}
BENCHMARK(BM_FirstEvent)->Arg(20000)->Unit(benchmark::kMillisecond)->Iterations(8);

void BM_PlanResharding(benchmark::State& state) {
  const ir::Module& module = moduleOf(state.range(0));
  propagation::PropagationOptions options;
  options.isSpmd = true;
  const propagation::PropagationResult result = propagation::propagateShardings(module, options);
  const propagation::TopologyTable table = propagation::defaultTopologyTable();
  const propagation::Interconnect& link = *table.find("nvlink4");
  for (auto _ : state) benchmark::DoNotOptimize(propagation::planResharding(module, result, link));
}
BENCHMARK(BM_PlanResharding)->Arg(10000)->Arg(100000)->Unit(benchmark::kMillisecond)->Iterations(8);

// The op families of issue 20 item 1 at the same sizes: per layer a reduce-window, a
// variadic sort along the tiled dim, a cross-partition collective-permute, an
// opt-barrier and an add; every 50th layer's input is annotated.
std::string generateOpFamilyModule(int64_t instructions) {
  std::ostringstream text;
  text << "HloModule families\n"
          "add {\n  x = f32[] parameter(0)\n  y = f32[] parameter(1)\n  ROOT s = f32[] add(x, y)\n}\n"
          "lt {\n  a = f32[] parameter(0)\n  b = f32[] parameter(1)\n  c = s32[] parameter(2)\n"
          "  d = s32[] parameter(3)\n  ROOT l = pred[] compare(a, b), direction=LT\n}\n"
          "ENTRY main {\n"
          "  x = f32[64,128] parameter(0), sharding={devices=[2,2]0,1,2,3}\n"
          "  zero = f32[] constant(0)\n"
          "  idx = s32[64,128] iota(), iota_dimension=1\n";
  std::string previous = "x";
  int64_t count = 3;
  for (int64_t layer = 0; count + 8 < instructions; ++layer) {
    const std::string l = std::to_string(layer);
    text << "  rw" << l << " = f32[64,128] reduce-window(" << previous << ", zero), window={size=1x3 pad=0_0x1_1}, to_apply=add";
    if (layer % 50 == 0) text << ", sharding={devices=[2,2]0,1,2,3}";
    text << "\n";
    text << "  so" << l << " = (f32[64,128], s32[64,128]) sort(rw" << l << ", idx), dimensions={1}, to_apply=lt\n";
    text << "  g" << l << " = f32[64,128] get-tuple-element(so" << l << "), index=0\n";
    text << "  cp" << l << " = f32[64,128] collective-permute(g" << l << "), channel_id=" << layer + 1
         << ", source_target_pairs={{0,1},{1,0}}\n";
    text << "  t" << l << " = (f32[64,128]) tuple(g" << l << ")\n";
    text << "  b" << l << " = (f32[64,128]) opt-barrier(t" << l << ")\n";
    text << "  gb" << l << " = f32[64,128] get-tuple-element(b" << l << "), index=0\n";
    text << "  a" << l << " = f32[64,128] add(gb" << l << ", cp" << l << ")\n";
    previous = std::string("a").append(l);
    count += 8;
  }
  text << "  ROOT out = f32[64,128] copy(" << previous << ")\n}\n";
  return text.str();
}

void BM_PropagateOpFamilies(benchmark::State& state) {
  static std::map<int64_t, std::unique_ptr<ir::Module>> cache;
  auto& slot = cache[state.range(0)];
  if (!slot) {
    io::HloParseOptions parse;
    parse.fileName = "families.hlo";
    io::LoadResult loaded = io::parseHloText(generateOpFamilyModule(state.range(0)), parse);
    if (!loaded.ok()) {
      state.SkipWithError("generated module does not parse");
      return;
    }
    slot = std::make_unique<ir::Module>(std::move(*loaded.module));
  }
  propagation::PropagationOptions options;
  options.isSpmd = true;
  int64_t changes = 0;
  for (auto _ : state) {
    propagation::PropagationResult result = propagation::propagateShardings(*slot, options);
    changes = result.changes;
    benchmark::DoNotOptimize(result);
  }
  state.counters["instructions"] = static_cast<double>(slot->instructionCount());
  state.counters["changes"] = static_cast<double>(changes);
}
BENCHMARK(BM_PropagateOpFamilies)->Arg(10000)->Arg(100000)->Unit(benchmark::kMillisecond)->Iterations(8);

}  // namespace

BENCHMARK_MAIN();
