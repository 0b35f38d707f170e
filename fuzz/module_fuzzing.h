#pragma once
// What the three module targets (HLO text, StableHLO/Shardy MLIR, HloModuleProto) do
// with a load: a failure must carry a positioned error; a module that loaded is
// written back the way `convert` writes it (HLO text and .pb) and the text read again,
// so the printers and the reader of their output see fuzzed modules too.

#include "fuzz/fuzz_support.h"
#include "io/hlo_proto_reader.h"
#include "io/hlo_text_parser.h"
#include "io/hlo_text_printer.h"
#include "io/hlo_proto_writer.h"
#include "io/load_result.h"
#include "support/input_budget.h"

namespace shardscope::fuzz {

// The whole-input budget of one fuzz input: a file load's, with 2^22 device ids instead of
// 2^24. The fuzz build (ASan, -O1) takes about a second per 2^20 ids expanded, so the CLI's
// limit would make every seed near it a timeout; the limit itself is the CLI's, checked by
// tests/data/bad (f3-tile-budget).
inline BudgetLimits fuzzBudgetLimits() {
  BudgetLimits limits;
  limits.deviceIds = std::int64_t{1} << 22;
  return limits;
}

inline io::HloParseOptions fuzzParseOptions() {
  io::HloParseOptions options;
  options.fileName = "input";
  return options;
}

inline void exerciseLoad(const io::LoadResult& result) {
  if (!result.ok()) {
    const Diagnostic* error = result.firstError();
    if (!error) abortWith("a failed load without an error");
    checkError(*error);
    return;
  }
  const std::string text = io::printHloText(*result.module);
  // Not asserted to load: what `convert` may write is issue 21 finding 7, checked by
  // its own tests; here the reader meets the printer's output, whatever it is.
  const io::LoadResult again = io::parseHloText(text, fuzzParseOptions());
  if (!again.ok() && !again.firstError()) abortWith("a failed reload without an error");
  const std::string proto = io::writeHloModuleProto(*result.module);
  const io::LoadResult fromProto = io::parseHloModuleProto(proto, fuzzParseOptions());
  if (!fromProto.ok() && !fromProto.firstError()) abortWith("a failed .pb reload without an error");
}

}  // namespace shardscope::fuzz
