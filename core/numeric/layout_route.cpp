#include "numeric/layout_route.h"

#include "layout/layout_op.h"

namespace shardscope::numeric {
namespace {

int64_t product(const std::vector<int64_t>& dims) {
  int64_t n = 1;
  for (int64_t d : dims) n *= d;
  return n;
}

}  // namespace

std::optional<Value> applyBijection(const verify::LayoutBijection& bijection, const Value& base, ElementBudget& budget) {
  if (base.isTuple() || base.dims != bijection.source) return std::nullopt;
  Value value = budget.makeArray(base.type, base.dims);
  value.data = base.data;
  for (const layout::LayoutOp& op : bijection.chain()) {
    if (op.isReshape()) {
      if (product(op.values) != product(value.dims)) return std::nullopt;
      value.dims = op.values;
    } else {
      if (op.values.size() != value.dims.size()) return std::nullopt;
      value = transposed(value, op.values, budget);
    }
  }
  if (value.dims != bijection.result) return std::nullopt;
  return value;
}

std::optional<verify::LayoutBijection> afterLayoutOp(const verify::LayoutBijection& before, const ir::Instruction& op,
                                                     const std::vector<int64_t>& wholeResultDims) {
  verify::LayoutBijection after = before;
  if (op.opcode == ir::Opcode::Transpose) {
    const std::vector<int64_t>* perm = op.intListAttribute("dimensions");
    if (!perm || !after.apply(layout::LayoutOp::transpose(*perm))) return std::nullopt;
  } else if (op.opcode == ir::Opcode::Reshape || op.opcode == ir::Opcode::Bitcast || op.opcode == ir::Opcode::Copy) {
    if (!after.apply(layout::LayoutOp::reshape(wholeResultDims))) return std::nullopt;
  } else {
    return std::nullopt;
  }
  if (after.result != wholeResultDims) return std::nullopt;
  return after;
}

std::optional<verify::LayoutBijection> rebased(const verify::LayoutBijection& bijection, const std::vector<int64_t>& dims) {
  if (dims == bijection.source) return bijection;
  if (product(dims) != product(bijection.source)) return std::nullopt;
  verify::LayoutBijection reshape = verify::LayoutBijection::identity(bijection.source);
  if (!reshape.apply(layout::LayoutOp::reshape(dims))) return std::nullopt;
  verify::LayoutBijection out;
  if (!reshape.inverse().then(bijection, out)) return std::nullopt;
  return out;
}

std::vector<int64_t> routeResultDims(const verify::LayoutBijection& route, const ir::Instruction& op, const std::vector<int64_t>& twinDims) {
  if (op.opcode != ir::Opcode::Transpose) return twinDims;
  const std::vector<int64_t>* perm = op.intListAttribute("dimensions");
  std::vector<int64_t> dims;
  if (!perm || perm->size() != route.result.size()) return dims;
  for (int64_t axis : *perm) {
    if (axis < 0 || axis >= static_cast<int64_t>(route.result.size())) return {};
    dims.push_back(route.result[static_cast<std::size_t>(axis)]);
  }
  return dims;
}

std::optional<verify::LayoutBijection> broadcastBijection(const std::vector<int64_t>& twinDims, const ir::Instruction& broadcast,
                                                          const ir::Instruction& twin) {
  const std::vector<int64_t>* mine = broadcast.intListAttribute("dimensions");
  const std::vector<int64_t>* theirs = twin.intListAttribute("dimensions");
  const std::size_t rank = twinDims.size();
  if (!mine || !theirs || mine->size() != theirs->size() || broadcast.shape.rank() != static_cast<int64_t>(rank)) return std::nullopt;
  std::vector<int64_t> perm(rank, -1);
  std::vector<bool> used(rank, false);
  for (std::size_t k = 0; k < mine->size(); ++k) {
    const int64_t to = (*mine)[k], from = (*theirs)[k];
    if (to < 0 || from < 0 || to >= static_cast<int64_t>(rank) || from >= static_cast<int64_t>(rank) || used[from] || perm[to] >= 0)
      return std::nullopt;
    perm[to] = from;
    used[from] = true;
  }
  std::size_t next = 0;
  for (int64_t& axis : perm) {
    if (axis >= 0) continue;
    while (next < rank && used[next]) ++next;
    if (next == rank) return std::nullopt;
    axis = static_cast<int64_t>(next);
    used[next] = true;
  }
  verify::LayoutBijection bijection = verify::LayoutBijection::identity(twinDims);
  if (!bijection.apply(layout::LayoutOp::transpose(perm)) || bijection.isIdentity()) return std::nullopt;
  return bijection;
}

std::string routesMetNote(const std::vector<RouteOfOperand>& routes, const std::string& reference) {
  std::string note = "its operands come by different layout routes (";
  for (std::size_t k = 0; k < routes.size(); ++k) {
    if (k > 0) note += "; ";
    note += routes[k].route->toString() + " of " + routes[k].baseName;
  }
  return note + "), which its contraction pairs otherwise than baseline " + reference + " does: values cannot tell which route is wrong";
}

}  // namespace shardscope::numeric
