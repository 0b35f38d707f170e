#pragma once
// Which of the module formats a file holds, decided by its content (extensions lie:
// `.txt` dumps, `.pb` of anything), plus the extension rule `convert` uses to choose
// what to write.

#include <optional>
#include <string>
#include <string_view>

namespace shardscope::io {

enum class FileFormat {
  HloText,        // `HloModule name, ...` (XLA's HLO text)
  StableHloText,  // MLIR text: `module @name ...`, `func.func`, stablehlo/mhlo/sdy ops
  HloProto,       // binary xla.HloModuleProto (or the HloProto wrapping one)
  Unknown,
};

// "hlo-text", "stablehlo-text", "hlo-proto", "unknown": the names `inspect --json` reports.
std::string_view fileFormatName(FileFormat format);

struct FormatDetection {
  FileFormat format = FileFormat::Unknown;
  std::string reason;  // for Unknown: what the content looked like, for the error message
};

// Looks at the first bytes only (after a BOM, blank lines and `//` or `/* */` comments).
FormatDetection detectFileFormat(std::string_view contents);

// `.hlo`, `.hlo.txt`, `.txt` -> HloText; `.mlir` -> StableHloText; `.pb` -> HloProto.
std::optional<FileFormat> formatFromExtension(std::string_view path);

}  // namespace shardscope::io
