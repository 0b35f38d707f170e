// Parse throughput of the HLO text loader on a generated module (default ≥100 MB),
// with the process's peak resident memory relative to the file size.
//   build/bench/bench_hlo_parse --benchmark_min_time=1x     (one parse of 100 MB)
//   SHARDSCOPE_PARSE_BENCH_MB=20 build/bench/bench_hlo_parse
#include "synthetic_hlo.h"

#include "io/hlo_text_parser.h"

#include <benchmark/benchmark.h>

#include <cstdlib>
#include <optional>
#include <sys/resource.h>

namespace {

std::size_t benchBytes() {
  const char* mb = std::getenv("SHARDSCOPE_PARSE_BENCH_MB");
  return static_cast<std::size_t>(mb ? std::atol(mb) : 100) << 20;
}

rusage processUsage() {
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  return usage;
}

double peakResidentBytes() { return static_cast<double>(processUsage().ru_maxrss) * 1024.0; }

double seconds(const timeval& t) { return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_usec) * 1e-6; }

void BM_ParseHloText(benchmark::State& state) {
  const std::string text = shardscope::bench::syntheticHloModule(benchBytes());
  std::size_t instructions = 0;
  std::optional<shardscope::io::LoadResult> kept;  // freed after timing: this measures parsing
  // Kernel time and page faults of the parse, apart from user time: on a loaded machine
  // the first touch of the module's memory is a large and variable part of the total.
  const rusage before = processUsage();
  for (auto _ : state) {
    kept.reset();
    shardscope::io::HloParseOptions options;
    options.fileName = "synthetic.hlo";
    shardscope::io::LoadResult result = shardscope::io::parseHloText(text, options);
    if (!result.ok()) {
      state.SkipWithError(result.firstError()->format().c_str());
      return;
    }
    instructions = result.module->instructionCount();
    kept = std::move(result);
  }
  const rusage after = processUsage();
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * text.size()));
  state.counters["user_s"] = seconds(after.ru_utime) - seconds(before.ru_utime);
  state.counters["sys_s"] = seconds(after.ru_stime) - seconds(before.ru_stime);
  state.counters["page_faults"] = static_cast<double>(after.ru_minflt - before.ru_minflt);
  state.counters["file_MB"] = static_cast<double>(text.size()) / (1 << 20);
  state.counters["instructions"] = static_cast<double>(instructions);
  state.counters["peak_RSS_over_file"] = peakResidentBytes() / static_cast<double>(text.size());
}

}  // namespace

BENCHMARK(BM_ParseHloText)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK_MAIN();
