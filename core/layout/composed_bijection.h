#pragma once
// The fallback of bijection inference for chains with irregular reshapes (a reshape
// whose new axes cut factors into parts that do not divide them, e.g. (2,3) transposed
// then reshaped to (2,3)): no single reshape-transpose-reshape may relate such layouts,
// but the chain itself is a correct answer. It is rewritten segment by segment: the
// longest prefix that the symbolic algebra can follow becomes one reshape-transpose-
// reshape (Algorithm 2 on that segment), an op it cannot follow stays as it is, and
// the result is simplified. Correct by construction; at most 3 ops whenever the whole
// chain is regular.

#include "layout/layout_op.h"
#include "support/cancellation.h"

namespace shardscope::layout {

struct ComposedChain {
  LayoutChain ops;
  int segments = 0;        // symbolic segments rewritten
  int irregularOps = 0;    // ops kept verbatim
};

// `chain` must apply to `input`.
ComposedChain composeChain(const Shape& input, const LayoutChain& chain,
                           const CancellationToken& cancel);

}  // namespace shardscope::layout
