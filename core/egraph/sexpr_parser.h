#pragma once
// A small s-expression reader for terms and patterns, used by tests, benchmarks,
// documentation examples and rule tables:
//   term  := atom | '(' atom term* ')'
//   atom  := any run of characters other than whitespace, '(', ')' and ';'
// ';' starts a comment that runs to the end of the line. Malformed text throws
// ParseError carrying a positioned Diagnostic; nesting depth is bounded.

#include <cstddef>
#include <stdexcept>
#include <string_view>

#include "egraph/term.h"
#include "support/diagnostic.h"

namespace shardscope::egraph {

class ParseError : public std::runtime_error {
 public:
  explicit ParseError(Diagnostic diagnostic);
  const Diagnostic& diagnostic() const { return diagnostic_; }

 private:
  Diagnostic diagnostic_;
};

struct SExprLimits {
  std::size_t maxDepth = 10000;  // deeper nesting is rejected, not followed
};

// Parses exactly one term; `fileName` is used in error positions.
Term parseTerm(std::string_view text, std::string_view fileName = "<s-expression>",
               SExprLimits limits = {});

}  // namespace shardscope::egraph
