#pragma once
// Loading a module from a file: bounded read, format detection by content
// (file_format.h), then the reader for that format: HLO text, StableHLO/MLIR text or a
// binary HloModuleProto.

#include "io/file_format.h"
#include "io/load_result.h"

#include <cstdint>
#include <string>
#include <string_view>

namespace shardscope::io {

// Files larger than this are refused before reading (untrusted input).
inline constexpr std::int64_t kMaxInputFileBytes = std::int64_t{4} << 30;

struct LoadOptions {
  bool allowUnknownOpcodes = true;
  bool verify = true;
};

// Reads `path`, detects its format and parses it. Errors (missing file, too large, parse and verifier
// errors) come back as positioned diagnostics, never as exceptions.
LoadResult loadModuleFile(const std::string& path, const LoadOptions& options = {});
// Parses contents already in memory, detected the same way; `fileName` is for messages.
// `detected`, when given, receives the format that was found.
LoadResult loadModuleFromContents(std::string_view contents, const std::string& fileName,
                                  const LoadOptions& options = {}, FileFormat* detected = nullptr);

// Reads a whole file, refusing files over `maxBytes`; sets `error` on failure.
bool readFileBounded(const std::string& path, std::int64_t maxBytes, std::string& contents, std::string& error);

}  // namespace shardscope::io
