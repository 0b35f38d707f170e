// libFuzzer target: StableHLO / MHLO / Shardy MLIR text (io/stablehlo_reader.h: lexer,
// parser, Shardy shardings, lowering to the IR), then written back (module_fuzzing.h).
#include "fuzz/module_fuzzing.h"
#include "io/stablehlo_reader.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace shardscope;
  InputBudgetScope budget(fuzz::fuzzBudgetLimits());  // a file load's budget (io/hlo_file.cpp), module_fuzzing.h
  fuzz::exerciseLoad(io::parseStableHloText(fuzz::asText(data, size), fuzz::fuzzParseOptions()));
  return 0;
}
