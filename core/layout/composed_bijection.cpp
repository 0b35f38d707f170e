#include "layout/composed_bijection.h"

#include "layout/bijection_construction.h"
#include "layout/chain_simplifier.h"
#include "layout/symbolic_layout.h"

namespace shardscope::layout {
namespace {

// The layout of a tensor of `shape` in its own axes: axis k is atom k.
SymbolicLayout identityLayout(const Shape& shape, AtomTable& table) {
  table.clear();
  SymbolicLayout layout;
  for (std::size_t k = 0; k < shape.size(); ++k) {
    const int atom = table.add({static_cast<int>(k), 1, shape[k]});
    layout.appendAxis(std::span<const int>(&atom, 1));
  }
  return layout;
}

}  // namespace

ComposedChain composeChain(const Shape& input, const LayoutChain& chain,
                           const CancellationToken& cancel) {
  ComposedChain result;
  const ChainShapes shapes = traceShapes(input, chain);
  if (!shapes.ok()) return result;
  const LayoutChain simplified = simplifyChain(input, chain);
  const ChainShapes simplifiedShapes = traceShapes(input, simplified);
  LayoutChain out;
  AtomTable table;
  std::size_t k = 0;
  while (k < simplified.size()) {
    cancel.throwIfCancelled();
    const Shape& start = simplifiedShapes.shapes[k];
    const SymbolicLayout begin = identityLayout(start, table);
    SymbolicLayout current = begin;
    std::size_t end = k;
    while (end < simplified.size() && applySymbolic(current, simplified[end], table)) ++end;
    if (end == k) {
      // Irregular even on fresh axes: keep the op as it is.
      out.push_back(simplified[k]);
      ++result.irregularOps;
      ++k;
      continue;
    }
    const ConstructedBijection segment =
        constructBijection(begin, start, current, simplifiedShapes.shapes[end], table);
    if (segment.ok) {
      out.insert(out.end(), segment.ops.begin(), segment.ops.end());
      ++result.segments;
    } else {
      // Cannot happen for layouts over one fresh table; keep the ops rather than guess.
      out.insert(out.end(), simplified.begin() + k, simplified.begin() + end);
    }
    k = end;
  }
  result.ops = simplifyChain(input, out);
  return result;
}

}  // namespace shardscope::layout
