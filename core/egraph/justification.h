#pragma once
// Why two e-nodes were put in one class. Every union carries one; explanations and the
// merge trace are read back from them.

#include <cstdint>
#include <limits>

#include "egraph/id.h"
#include "egraph/subst.h"
#include "egraph/symbol.h"

namespace shardscope::egraph {

enum class JustificationKind : std::uint8_t {
  Congruence,  // same operator, operands already equal
  Rule,        // a rewrite rule matched; see RuleMatch
  Given,       // asserted by the caller with a reason (e.g. "parameter pairing")
};

struct Justification {
  static constexpr std::uint32_t kNoMatch = std::numeric_limits<std::uint32_t>::max();

  JustificationKind kind = JustificationKind::Congruence;
  Symbol name;                     // the rule's name or the given reason
  std::uint32_t match = kNoMatch;  // Rule: index of its RuleMatch in the e-graph

  static Justification congruence() { return {}; }
  static Justification given(Symbol reason) { return {JustificationKind::Given, reason, kNoMatch}; }
};

// The match behind a rule union: which rule, on which class, with which bindings.
struct RuleMatch {
  Symbol rule;
  Id eclass;
  Subst subst;
};

const char* toString(JustificationKind kind);

}  // namespace shardscope::egraph
