#include "io/stablehlo_reader.h"

#include "io/stablehlo_lowering.h"
#include "io/stablehlo_parser.h"
#include "ir/module_verifier.h"

#include <algorithm>
#include <cstring>

namespace shardscope::io {
namespace {

std::vector<int64_t> computeLineStarts(std::string_view text) {
  std::vector<int64_t> starts{0};
  const char* data = text.data();
  const char* end = data + text.size();
  for (const char* p = data; (p = static_cast<const char*>(std::memchr(p, '\n', static_cast<std::size_t>(end - p)))) != nullptr; ++p)
    starts.push_back(p - data + 1);
  return starts;
}

}  // namespace

LoadResult parseStableHloText(std::string_view text, const HloParseOptions& options) {
  LoadResult result;
  std::vector<int64_t> lineStarts = computeLineStarts(text);
  auto position = [&](std::size_t offset) {
    auto it = std::upper_bound(lineStarts.begin(), lineStarts.end(), static_cast<int64_t>(std::min(offset, text.size())));
    const auto line = static_cast<int>(it - lineStarts.begin());
    return std::pair<int, int>(line, static_cast<int>(static_cast<int64_t>(offset) - lineStarts[line - 1]) + 1);
  };
  auto error = [&](std::size_t offset, std::string message) {
    auto [line, column] = position(offset);
    result.diagnostics.push_back(Diagnostic{Severity::Error, options.fileName, line, column, std::move(message)});
    return std::move(result);
  };
  std::optional<ir::Module> module;
  std::vector<mlir::LoweringWarning> warnings;
  try {
    const mlir::ParsedModule parsed = mlir::parseMlirModule(text);
    mlir::LoweringOptions lowering;
    lowering.allowUnknownOps = options.allowUnknownOpcodes;
    module = mlir::lowerToModule(parsed, lowering, warnings);
  } catch (const mlir::SyntaxError& failure) {
    return error(failure.offset, failure.message);
  } catch (const mlir::LoweringError& failure) {
    return error(failure.offset, failure.message);
  }
  for (const mlir::LoweringWarning& warning : warnings) {
    auto [line, column] = position(warning.offset);
    result.diagnostics.push_back(Diagnostic{Severity::Warning, options.fileName, line, column, warning.message});
  }
  module->lineStarts = std::move(lineStarts);
  module->sourcePath = options.fileName;
  if (options.verify) {
    if (std::optional<ir::VerifierError> verifierError = ir::verifyModule(*module)) {
      auto [line, column] = module->position(verifierError->fileOffset);
      result.diagnostics.insert(result.diagnostics.begin(),
                                Diagnostic{Severity::Error, options.fileName, line, column, verifierError->message});
      return result;
    }
  }
  result.module = std::move(module);
  return result;
}

}  // namespace shardscope::io
