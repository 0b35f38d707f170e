#include "egraph/justification.h"

#include <stdexcept>
#include <string>

namespace shardscope::egraph {

const char* toString(JustificationKind kind) {
  switch (kind) {
    case JustificationKind::Congruence: return "congruence";
    case JustificationKind::Rule: return "rule";
    case JustificationKind::Given: return "given";
  }
  return "?";
}

Id Subst::at(Symbol variable) const {
  if (auto id = get(variable)) return *id;
  throw std::out_of_range("unbound pattern variable " + variable.str());
}

}  // namespace shardscope::egraph
