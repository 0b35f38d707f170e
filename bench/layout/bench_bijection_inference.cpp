// Inferences per second of the bijection engine (issue 5 asks for >= 100,000 per
// second at rank <= 6 on one core). Queries are generated up front with a fixed seed;
// each iteration runs one inference.
#include "layout/bijection_inference.h"
#include "random_chains.h"

#include <benchmark/benchmark.h>

using namespace shardscope;
using namespace shardscope::layout;

namespace {

constexpr int kMaxRank = 6;

std::vector<BijectionQuery> randomQueries(uint64_t seed, bool sharded) {
  testing::RandomChains random(seed);
  const std::vector<int64_t> dims = {1, 2, 3, 4, 6, 8, 16};
  std::vector<BijectionQuery> queries;
  for (int n = 0; n < 1024; ++n) {
    BijectionQuery q;
    q.baselineInput = random.shape(kMaxRank, dims);
    Shape dInput = q.baselineInput;
    if (sharded) {
      Shape blocks(q.baselineInput.size(), 1);
      const int axis = random.uniform(0, static_cast<int>(blocks.size()) - 1);
      if (q.baselineInput[axis] % 2 == 0) blocks[axis] = 2;
      q.axisMap = AxisMap::blockSharded(q.baselineInput, blocks);
      dInput = q.axisMap->distributedShape();
    }
    q.baselineChain = random.chain(q.baselineInput, 4, kMaxRank);
    q.distributedChain = random.chain(dInput, 4, kMaxRank);
    queries.push_back(std::move(q));
  }
  return queries;
}

void runQueries(benchmark::State& state, const std::vector<BijectionQuery>& queries,
                bool recordTrace) {
  const CancellationToken token;
  BijectionOptions options;
  options.recordTrace = recordTrace;
  std::size_t next = 0;
  int64_t found = 0;
  for (auto _ : state) {
    BijectionResult result = inferBijection(queries[next], token, {}, options);
    found += result.found();
    benchmark::DoNotOptimize(result);
    next = (next + 1) % queries.size();
  }
  state.SetItemsProcessed(state.iterations());
  state.counters["found%"] = 100.0 * found / std::max<int64_t>(1, state.iterations());
}

void BM_SeedExample(benchmark::State& state) {
  BijectionQuery q;
  q.baselineInput = {4, 64, 4096};
  q.baselineChain = {LayoutOp::reshape({256, 4096})};
  q.distributedChain = {LayoutOp::transpose({1, 0, 2}), LayoutOp::reshape({256, 4096})};
  runQueries(state, {q}, false);
}
BENCHMARK(BM_SeedExample);

void BM_RandomRank6(benchmark::State& state) {
  static const auto queries = randomQueries(1, false);
  runQueries(state, queries, false);
}
BENCHMARK(BM_RandomRank6);

void BM_RandomRank6WithTrace(benchmark::State& state) {
  static const auto queries = randomQueries(1, false);
  runQueries(state, queries, true);
}
BENCHMARK(BM_RandomRank6WithTrace);

void BM_ShardedRank6(benchmark::State& state) {
  static const auto queries = randomQueries(2, true);
  runQueries(state, queries, false);
}
BENCHMARK(BM_ShardedRank6);

}  // namespace

BENCHMARK_MAIN();
