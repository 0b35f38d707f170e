#pragma once
// Loading a module from a file: bounded read, then the parser for its format.

#include "io/load_result.h"

#include <cstdint>
#include <string>

namespace shardscope::io {

// Files larger than this are refused before reading (untrusted input).
inline constexpr std::int64_t kMaxInputFileBytes = std::int64_t{4} << 30;

struct LoadOptions {
  bool allowUnknownOpcodes = true;
  bool verify = true;
};

// Reads `path` and parses it. Errors (missing file, too large, parse and verifier
// errors) come back as positioned diagnostics, never as exceptions.
LoadResult loadModuleFile(const std::string& path, const LoadOptions& options = {});

// Reads a whole file, refusing files over `maxBytes`; sets `error` on failure.
bool readFileBounded(const std::string& path, std::int64_t maxBytes, std::string& contents, std::string& error);

}  // namespace shardscope::io
