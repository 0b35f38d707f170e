#pragma once
// The layout part of a relation (seed 000 §2.2, §3.1): the distributed program may hold
// a reshape/transpose of a baseline value b rather than b itself (transformers-neuronx
// transposes around its all-reduces, §3.1's `transpose(1,0,2) reshape(256,4096)` where
// the baseline reshapes directly). Such a value W is a bijection of b's elements, kept in
// core/layout's symbolic form: W's elements in row-major order are the digits (atoms,
// layout::AxisFactor) of b's index, major to minor. `(⊗(j,i),k)` over (4,64,4096) is
// W = reshape(transpose(b, 1,0,2), 256,4096).
//
// The form is canonical (adjacent digits of one axis merged, size-1 digits left out), so
// two bijections are the same function exactly when they compare equal; the identity is
// b's axes whole and in order with W's dims b's dims.

#include "layout/axis_map.h"
#include "layout/layout_op.h"

#include <string>
#include <vector>

namespace shardscope::verify {

struct LayoutBijection {
  layout::Shape source;                    // the baseline value's dims
  layout::Shape result;                    // the dims of the value the program holds
  std::vector<layout::AxisFactor> digits;  // result's flat index, major to minor, as digits of source's axes

  static LayoutBijection identity(const layout::Shape& dims);
  // From digits in any spelling (merged and unit-free here).
  static LayoutBijection fromDigits(layout::Shape source, layout::Shape result, std::vector<layout::AxisFactor> digits);
  bool isIdentity() const;
  // The elements stay in the source's row-major order: a reshape of the source.
  bool keepsOrder() const;

  // Applies `op` to the value the program holds (the result side). False, with `why`,
  // when the op does not apply or a transpose's axes cut a digit into parts that do not
  // divide it (no digit-wise form; callers then refuse the step).
  bool apply(const layout::LayoutOp& op, std::string* why = nullptr);
  // The digits of each result axis, major to minor; false when an axis boundary cuts a
  // digit unevenly.
  bool axes(std::vector<std::vector<layout::AxisFactor>>& out) const;

  // The chain that computes the value from the baseline value: reshape to the digits in
  // the source's order, transpose, reshape to `result`.
  layout::LayoutChain chain() const;
  // result -> source.
  LayoutBijection inverse() const;
  // This bijection, then `next` (next.source must be result); false when a step has no
  // digit-wise form.
  bool then(const LayoutBijection& next, LayoutBijection& out) const;

  // `(⊗(i%64,i/64),j) of (256,4096)`: the held value's axes in the baseline value's digits.
  std::string toString() const;
  // A key identifying the function, for caches.
  std::string key() const;

  friend bool operator==(const LayoutBijection&, const LayoutBijection&) = default;
};

}  // namespace shardscope::verify
