#pragma once
// Shared by the fuzz targets (fuzz/README in docs/reliability.md): the input as text,
// a split into the newline-separated fields some targets take, and the contract every
// loader keeps: a failure is a Diagnostic with a message, never an exception.
//
// A finding is whatever stops the process: a sanitizer report, an uncaught exception
// (std::terminate -> SIGABRT), a broken contract (abortWith), a timeout or an OOM.

#include "support/diagnostic.h"

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

namespace shardscope::fuzz {

inline std::string_view asText(const std::uint8_t* data, std::size_t size) {
  return {reinterpret_cast<const char*>(data), size};
}

// The first `count - 1` lines, then the rest as the last field (fewer when the input
// has fewer lines): the targets whose input is several strings take them this way.
inline std::vector<std::string_view> splitFields(std::string_view text, std::size_t count) {
  std::vector<std::string_view> fields;
  while (fields.size() + 1 < count) {
    const std::size_t newline = text.find('\n');
    if (newline == std::string_view::npos) break;
    fields.push_back(text.substr(0, newline));
    text.remove_prefix(newline + 1);
  }
  fields.push_back(text);
  return fields;
}

[[noreturn]] inline void abortWith(const std::string& what) {
  std::fprintf(stderr, "shardscope fuzz: contract broken: %s\n", what.c_str());
  std::abort();
}

// An error the user sees must say something; `file:line:col` comes from format().
inline void checkError(const Diagnostic& error) {
  if (error.message.empty()) abortWith("an error without a message: '" + error.format() + "'");
}

}  // namespace shardscope::fuzz
