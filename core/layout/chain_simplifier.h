#pragma once
// Peephole simplification of a valid layout chain, without changing what it computes:
// consecutive reshapes become one, consecutive transposes compose, and no-ops go
// (a reshape to the shape it already has, an identity transpose, and a transpose that
// moves only unit axes, which is a reshape). Cancellation cascades, so
// `inverse(S) ++ S` simplifies to nothing.

#include "layout/layout_op.h"

namespace shardscope::layout {

// `chain` must apply to `input` (see traceShapes).
LayoutChain simplifyChain(const Shape& input, const LayoutChain& chain);

}  // namespace shardscope::layout
