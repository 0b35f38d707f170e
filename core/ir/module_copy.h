#pragma once
// A module rewritten by a pass (call inlining, tuple collective split, input roles)
// starts as a copy of its source's parts.

#include "ir/module.h"

namespace shardscope::ir {

// Everything of `source` but its string pool: the copy's names and texts still point
// into source's pool and file text, so `source` must outlive the copy.
Module copySharingStrings(const Module& source);

}  // namespace shardscope::ir
