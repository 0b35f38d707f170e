#pragma once
// Groups from op_name scopes (`layer.3/attn/q_proj`): every proper prefix of an op_name
// is a scope; an op_name that is itself a scope names the group its instruction belongs
// to, any other names the operation, whose group is its parent scope. The graph view's
// grouping since issue 8, moved here so the choice between sources sits in one place.

#include "ir/computation.h"

#include <string>
#include <vector>

namespace shardscope::grouping {

// op_name is untrusted text: deeper scopes than this fold into their ancestor at this depth.
constexpr int kMaxScopeDepth = 24;

// By instruction: its scope path ("" at the top level or without an op_name).
std::vector<std::string> opNameScopes(const ir::Computation& computation);

}  // namespace shardscope::grouping
