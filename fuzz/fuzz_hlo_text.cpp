// libFuzzer target: XLA HLO text (io/hlo_text_parser.h), as `shardscope-cli inspect
// FILE.hlo` loads it, then written back (module_fuzzing.h).
#include "fuzz/module_fuzzing.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace shardscope;
  InputBudgetScope budget(fuzz::fuzzBudgetLimits());  // a file load's budget (io/hlo_file.cpp), module_fuzzing.h
  fuzz::exerciseLoad(io::parseHloText(fuzz::asText(data, size), fuzz::fuzzParseOptions()));
  return 0;
}
