#pragma once
// Reads the text form of layout chains and shapes, as typed on the command line:
//   chain:  `transpose(1,0,2) reshape(256,4096)`   (ops separated by white space)
//   shape:  `4,64,4096`                            (also accepted: `(4,64,4096)`)
// The text is untrusted: every error is a Diagnostic with the 1-based column of the
// offending character, numbers are bounded, and ranks are capped at kMaxRank.

#include "layout/layout_op.h"
#include "support/diagnostic.h"

#include <optional>
#include <string>
#include <string_view>

namespace shardscope::layout {

struct ParsedChain {
  LayoutChain chain;
  std::vector<int> opColumns;         // 1-based column where each op starts
  std::optional<Diagnostic> error;    // set when the text is malformed
  bool ok() const { return !error; }
};

struct ParsedShape {
  Shape shape;
  std::optional<Diagnostic> error;
  bool ok() const { return !error; }
};

// `source` names the text in diagnostics, e.g. "--baseline".
ParsedChain parseLayoutChain(std::string_view text, const std::string& source);
ParsedShape parseShape(std::string_view text, const std::string& source);

}  // namespace shardscope::layout
