#pragma once
// Steps 2-4 of Algorithm 2 (seed 000 §3.2) on two symbolic layouts over one atom table:
// rank normalisation (both layouts written as flat lists of their leaves, unit factors
// dropped, and runs of leaves adjacent in both merged back, so the normalised rank is
// the smallest that works), the permutation p that takes the distributed order to the
// baseline order, and the op sequence reshape(Êd) transpose(p) reshape(baseline), with
// no-op steps left out.
//
// The baseline layout may hold leaves the distributed one lacks: those are device
// digits (the distributed tensor is one device's part of the baseline tensor). The ops
// then produce the device's part, and `axes` says how it sits in each baseline axis.

#include "layout/layout_op.h"
#include "layout/symbolic_layout.h"

#include <string>
#include <vector>

namespace shardscope::layout {

// One digit of an axis of the baseline result: (x / strideInAxis) % size of its index x.
struct ResultAxisFactor {
  int64_t size = 1;
  int64_t strideInAxis = 1;
  // Held digits range fully in the device's result; a device digit is fixed per device
  // and equals `deviceDigit` of the device's offset in the symbol basis (the baseline
  // input): digit (x / stride) % size of that offset along basis axis deviceDigit.axis.
  bool held = true;
  AxisFactor deviceDigit;

  friend bool operator==(const ResultAxisFactor&, const ResultAxisFactor&) = default;
};

// The digits of one baseline-result axis, major to minor (adjacent ones merged).
using ResultAxis = std::vector<ResultAxisFactor>;

struct ConstructedBijection {
  bool ok = false;
  std::string error;                   // when !ok: an inconsistent pair of layouts
  LayoutChain ops;                     // apply to the distributed tensor
  Shape normalizedShape;               // Êd: the coalesced factor sizes, distributed order
  std::vector<int64_t> permutation;    // p of transpose(p), over normalizedShape
  Shape localShape;                    // the shape the ops produce
  std::vector<ResultAxis> axes;        // per baseline axis
};

// `distributed` has concrete shape dShape and `baseline` has bShape; both are layouts
// over `table`. Every leaf of `distributed` must occur exactly once in `baseline`.
ConstructedBijection constructBijection(const SymbolicLayout& distributed, const Shape& dShape,
                                        const SymbolicLayout& baseline, const Shape& bShape,
                                        const AtomTable& table);

}  // namespace shardscope::layout
