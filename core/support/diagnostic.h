#pragma once
// A positioned message about an input file, printed as `file:line:col: error: text`
// (the format compilers use, so editors and terminals can jump to it).

#include <string>
#include <vector>

namespace shardscope {

enum class Severity { Error, Warning, Note };

struct Diagnostic {
  Severity severity = Severity::Error;
  std::string file;
  int line = 0;    // 1-based; 0 when the message is about the whole file
  int column = 0;  // 1-based
  std::string message;

  std::string format() const;
};

// Collected warnings of a successful operation, e.g. unknown opcodes loaded as opaque.
using Diagnostics = std::vector<Diagnostic>;

}  // namespace shardscope
