#include <benchmark/benchmark.h>
#include "sharding/hlo_sharding.h"
#include "sharding/iota_devices.h"
#include "sharding/sharding_conversion.h"
using namespace shardscope::sharding;
static void BM_ParseExplicit(benchmark::State& st) {
  std::string t = "{devices=[2,1,1,8]0,2,4,6,8,10,12,14,1,3,5,7,9,11,13,15 metadata={op_name=\"a\" source_file=\"x.py\" source_line=3}}";
  for (auto _ : st) benchmark::DoNotOptimize(parseHloSharding(t));
}
BENCHMARK(BM_ParseExplicit);
static void BM_ParseIota8192(benchmark::State& st) {
  std::string t = "{devices=[64,128]<=[128,64]T(1,0)}";
  for (auto _ : st) benchmark::DoNotOptimize(parseHloSharding(t));
}
BENCHMARK(BM_ParseIota8192);
static void BM_Print(benchmark::State& st) {
  auto s = std::get<HloSharding>(parseHloSharding("{devices=[2,1,2,2]<=[2,2,2]T(0,2,1) last_tile_dim_replicate}"));
  for (auto _ : st) benchmark::DoNotOptimize(s.toString());
}
BENCHMARK(BM_Print);
static void BM_EqualPartial(benchmark::State& st) {
  auto a = std::get<HloSharding>(parseHloSharding("{devices=[2,1,4]<=[8] last_tile_dim_replicate}"));
  auto b = std::get<HloSharding>(parseHloSharding("{devices=[2,1,4]0,1,2,3,4,5,6,7 last_tile_dims={replicated}}"));
  for (auto _ : st) benchmark::DoNotOptimize(a == b);
}
BENCHMARK(BM_EqualPartial);
static void BM_EqualPlain(benchmark::State& st) {
  auto a = std::get<HloSharding>(parseHloSharding("{devices=[2,4]<=[8]}"));
  auto b = std::get<HloSharding>(parseHloSharding("{devices=[2,4]0,1,2,3,4,5,6,7}"));
  for (auto _ : st) benchmark::DoNotOptimize(a == b);
}
BENCHMARK(BM_EqualPlain);
static void BM_GspmdToNamed4Axes(benchmark::State& st) {
  auto m = std::get<Mesh>(parseMesh("<[\"a\"=2, \"b\"=2, \"c\"=4, \"d\"=8]>"));
  auto n = std::get<NamedSharding>(parseNamedSharding("[{\"d\", \"a\"}, {\"c\"}], unreduced={\"b\"}"));
  auto s = std::get<HloSharding>(toHloSharding(n, m));
  for (auto _ : st) benchmark::DoNotOptimize(toNamedSharding(s, m, int64_t{2}));
}
BENCHMARK(BM_GspmdToNamed4Axes);
BENCHMARK_MAIN();
