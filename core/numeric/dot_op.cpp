#include "numeric/dot_op.h"

#include "numeric/instruction_attributes.h"

#include <algorithm>

namespace shardscope::numeric {
namespace {

std::vector<int64_t> freeDims(int64_t rank, const std::vector<int64_t>& batch, const std::vector<int64_t>& contracting) {
  std::vector<int64_t> free;
  for (int64_t d = 0; d < rank; ++d)
    if (std::find(batch.begin(), batch.end(), d) == batch.end() && std::find(contracting.begin(), contracting.end(), d) == contracting.end())
      free.push_back(d);
  return free;
}

}  // namespace

Value evalDot(const ir::Instruction& instruction, const Value& lhs, const Value& rhs, EvalContext& context) {
  if (lhs.isTuple() || rhs.isTuple()) failAt(instruction, "dot operands must be arrays");
  const std::vector<int64_t> lb = intListOr(instruction, "lhs_batch_dims", {});
  const std::vector<int64_t> rb = intListOr(instruction, "rhs_batch_dims", {});
  const std::vector<int64_t> lc = intListOr(instruction, "lhs_contracting_dims", {});
  const std::vector<int64_t> rc = intListOr(instruction, "rhs_contracting_dims", {});
  if (lb.size() != rb.size() || lc.size() != rc.size()) failAt(instruction, "dot needs as many lhs as rhs batch and contracting dims");
  std::vector<int64_t> lhsUsed = lb, rhsUsed = rb;
  lhsUsed.insert(lhsUsed.end(), lc.begin(), lc.end());
  rhsUsed.insert(rhsUsed.end(), rc.begin(), rc.end());
  checkAxes(instruction, lhsUsed, lhs.rank(), "dot lhs dims");
  checkAxes(instruction, rhsUsed, rhs.rank(), "dot rhs dims");
  for (std::size_t i = 0; i < lb.size(); ++i)
    if (lhs.dims[lb[i]] != rhs.dims[rb[i]]) failAt(instruction, "dot batch dimension sizes differ");
  for (std::size_t i = 0; i < lc.size(); ++i)
    if (lhs.dims[lc[i]] != rhs.dims[rc[i]]) failAt(instruction, "dot contracting dimension sizes differ: " + describe(lhs) + " and " + describe(rhs));

  const std::vector<int64_t> lf = freeDims(lhs.rank(), lb, lc), rf = freeDims(rhs.rank(), rb, rc);
  std::vector<int64_t> expected;
  for (int64_t d : lb) expected.push_back(lhs.dims[d]);
  for (int64_t d : lf) expected.push_back(lhs.dims[d]);
  for (int64_t d : rf) expected.push_back(rhs.dims[d]);
  Value result = allocateResult(instruction, context);
  if (result.dims != expected) failAt(instruction, "dot of " + describe(lhs) + " and " + describe(rhs) + " does not give " + describe(result));

  const std::vector<int64_t> ls = stridesOf(lhs.dims), rs = stridesOf(rhs.dims);
  // Offsets of every contraction step, shared by all result elements.
  std::vector<int64_t> contractDims;
  for (int64_t d : lc) contractDims.push_back(lhs.dims[d]);
  std::vector<std::pair<int64_t, int64_t>> steps;
  {
    std::vector<int64_t> index(contractDims.size(), 0);
    bool any = std::all_of(contractDims.begin(), contractDims.end(), [](int64_t n) { return n > 0; });
    while (any) {
      int64_t l = 0, r = 0;
      for (std::size_t i = 0; i < index.size(); ++i) {
        l += index[i] * ls[lc[i]];
        r += index[i] * rs[rc[i]];
      }
      steps.emplace_back(l, r);
      if (!nextIndex(index, contractDims)) break;
    }
  }
  std::vector<int64_t> index(result.dims.size(), 0);
  for (std::size_t out = 0; out < result.data.size(); ++out, nextIndex(index, result.dims)) {
    int64_t lbase = 0, rbase = 0;
    std::size_t at = 0;
    for (std::size_t i = 0; i < lb.size(); ++i, ++at) {
      lbase += index[at] * ls[lb[i]];
      rbase += index[at] * rs[rb[i]];
    }
    for (int64_t d : lf) lbase += index[at++] * ls[d];
    for (int64_t d : rf) rbase += index[at++] * rs[d];
    double sum = 0;
    for (const auto& [l, r] : steps) sum += lhs.data[lbase + l] * rhs.data[rbase + r];
    result.data[out] = context.round(sum, result.type);
  }
  return result;
}

}  // namespace shardscope::numeric
