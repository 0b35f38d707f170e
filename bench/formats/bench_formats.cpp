// Reading and writing the non-HLO-text formats on corpus files: StableHLO text parse,
// HloModuleProto write and read (the largest corpus module), and content detection.
#include "io/file_format.h"
#include "io/hlo_file.h"
#include "io/hlo_proto_reader.h"
#include "io/hlo_proto_writer.h"
#include "io/stablehlo_reader.h"

#include <benchmark/benchmark.h>

#include <stdexcept>

using namespace shardscope;

namespace {

std::string corpusFile(const char* name) {
  std::string contents, error;
  if (!io::readFileBounded(std::string(SHARDSCOPE_CORPUS_DIR) + "/real-hlo/" + name, io::kMaxInputFileBytes, contents, error))
    throw std::runtime_error(error);
  return contents;
}

constexpr const char* kLargest = "ptxla_bert_dp_graph2.hlo.txt";

void BM_ParseStableHlo(benchmark::State& state, const char* name) {
  const std::string text = corpusFile(name);
  io::HloParseOptions options;
  for (auto _ : state) {
    io::LoadResult result = io::parseStableHloText(text, options);
    if (!result.ok()) state.SkipWithError("load failed");
    benchmark::DoNotOptimize(result);
  }
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations()) * static_cast<int64_t>(text.size()));
}
BENCHMARK_CAPTURE(BM_ParseStableHlo, gspmd_mlp, "jax_mlp_tp8_gspmd.stablehlo.mlir")->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(BM_ParseStableHlo, shardy_mlp, "jax_mlp_tp8_shardy.stablehlo.mlir")->Unit(benchmark::kMicrosecond);

void BM_WriteProto(benchmark::State& state) {
  io::LoadResult loaded = io::loadModuleFromContents(corpusFile(kLargest), kLargest);
  std::size_t bytes = 0;
  for (auto _ : state) {
    std::string proto = io::writeHloModuleProto(*loaded.module);
    bytes = proto.size();
    benchmark::DoNotOptimize(proto);
  }
  state.counters["proto_bytes"] = static_cast<double>(bytes);
  state.counters["instructions"] = static_cast<double>(loaded.module->instructionCount());
}
BENCHMARK(BM_WriteProto)->Unit(benchmark::kMillisecond);

void BM_ReadProto(benchmark::State& state) {
  io::LoadResult loaded = io::loadModuleFromContents(corpusFile(kLargest), kLargest);
  const std::string proto = io::writeHloModuleProto(*loaded.module);
  io::HloParseOptions options;
  for (auto _ : state) {
    io::LoadResult result = io::parseHloModuleProto(proto, options);
    if (!result.ok()) state.SkipWithError("read failed");
    benchmark::DoNotOptimize(result);
  }
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations()) * static_cast<int64_t>(proto.size()));
}
BENCHMARK(BM_ReadProto)->Unit(benchmark::kMillisecond);

void BM_ParseHloTextForComparison(benchmark::State& state) {
  const std::string text = corpusFile(kLargest);
  for (auto _ : state) {
    io::LoadResult result = io::loadModuleFromContents(text, kLargest);
    benchmark::DoNotOptimize(result);
  }
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations()) * static_cast<int64_t>(text.size()));
}
BENCHMARK(BM_ParseHloTextForComparison)->Unit(benchmark::kMillisecond);

void BM_DetectFormat(benchmark::State& state) {
  const std::string text = corpusFile("jax_mlp_tp8_shardy.stablehlo.mlir");
  for (auto _ : state) benchmark::DoNotOptimize(io::detectFileFormat(text));
}
BENCHMARK(BM_DetectFormat);

}  // namespace

BENCHMARK_MAIN();
