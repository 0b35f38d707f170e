#pragma once
// A value the distributed program reaches by another layout route than the baseline's
// (seed 000 §3.1's transpose before a reshape, a unit dim taken and dropped, heads
// transposed before the output projection) is compared through its layout bijection:
// the relation is a tiling of L(b), L the verifier's own relation type for layouts
// (verify/layout_bijection.h: atoms, splits, merges, permutation), b a baseline value.
// One algebra serves both engines: the verifier carries L symbolically, the numeric
// check carries the same L and materialises L(b) to compare values.

#include "ir/instruction.h"
#include "numeric/element_budget.h"
#include "numeric/value.h"
#include "verify/layout_bijection.h"

#include <optional>
#include <string>
#include <vector>

namespace shardscope::numeric {

// L(b): the elements of `base` (of dims bijection.source) in the order the holder of the
// bijection keeps them, with dims bijection.result. Nullopt when the dims do not fit.
std::optional<Value> applyBijection(const verify::LayoutBijection& bijection, const Value& base, ElementBudget& budget);

// The bijection of a reshape or transpose's result, `before` being its operand's:
// `wholeResultDims` are the dims of the whole (baseline-sized) result. Nullopt when the op
// is no layout op or has no digit-wise form on these dims.
std::optional<verify::LayoutBijection> afterLayoutOp(const verify::LayoutBijection& before, const ir::Instruction& op,
                                                     const std::vector<int64_t>& wholeResultDims);

// The same bijection read against a reshape of its source to `dims` (equal element count):
// an elementwise op's twin holds its operand's elements under other dims (the baseline
// reshaped directly where the distributed program took a route), so the operand's
// element order relative to the twin is R⁻¹ then L, R the reshape source -> dims.
std::optional<verify::LayoutBijection> rebased(const verify::LayoutBijection& bijection, const std::vector<int64_t>& dims);

// The whole dims of a layout op's result whose operand holds `route`'s result, the op
// being paired with a twin of `twinDims`: a transpose permutes the route's dims, a reshape
// reshapes to the twin's. Empty when the permutation does not fit.
std::vector<int64_t> routeResultDims(const verify::LayoutBijection& route, const ir::Instruction& op, const std::vector<int64_t>& twinDims);

// A broadcast puts its operand's dims where its `dimensions` say; where its twin puts
// them elsewhere (a row maximum broadcast along the other axis of a transposed softmax),
// the result is the twin (of `twinDims`) under the permutation that matches operand dims
// and then the added dims in order. Nullopt when the two do not match up or agree.
std::optional<verify::LayoutBijection> broadcastBijection(const std::vector<int64_t>& twinDims, const ir::Instruction& broadcast,
                                                          const ir::Instruction& twin);

// A consumer's operand held as route(base): a bijection of the baseline value named base.
struct RouteOfOperand {
  const verify::LayoutBijection* route = nullptr;
  std::string baseName;
};

// The note of a dot that meets operands on two routes and differs from `reference`: where
// a dot's two operands are both routed, no value says which route its contraction does
// not expect (heads transposed on one side, the weight's rows split on the other), so the
// dot is the frontier and both bijections are shown (seed 000 §4.2).
std::string routesMetNote(const std::vector<RouteOfOperand>& routes, const std::string& reference);

}  // namespace shardscope::numeric
