#include "numeric/all_to_all_counterpart.h"

#include "numeric/collective_simulation.h"
#include "numeric/interpret_error.h"

#include <stdexcept>

namespace shardscope::numeric {

std::optional<LayoutCounterpart> allToAllCounterpart(const ir::Instruction& instruction, const Value& baselineOperand,
                                                     const TileRelation& operandRelation, int64_t numDevices, ElementBudget& budget) {
  if (instruction.opcode != ir::Opcode::AllToAll || baselineOperand.isTuple() || operandRelation.isPartial()) return std::nullopt;
  const std::vector<int64_t>* dimensions = instruction.intListAttribute("dimensions");
  const std::vector<int64_t>& full = baselineOperand.dims;
  const int64_t rank = static_cast<int64_t>(full.size());
  if (!dimensions || dimensions->size() != 1 || (*dimensions)[0] < 0 || (*dimensions)[0] >= rank) return std::nullopt;
  const std::size_t k = static_cast<std::size_t>((*dimensions)[0]);
  std::vector<std::vector<int64_t>> groups;
  try {
    groups = resolveReplicaGroups(instruction, numDevices);
  } catch (const InterpretError&) {
    return std::nullopt;  // the collective itself fails on them
  }
  if (groups.size() != 1 || static_cast<int64_t>(groups[0].size()) != numDevices || numDevices < 2) return std::nullopt;
  const std::vector<int64_t>& group = groups[0];
  const int64_t n = numDevices;

  // The operand: tiled along exactly one dimension a != k, n tiles in group order.
  const sharding::HloSharding& tiling = operandRelation.tiling;
  if (!tiling.isTiled() || tiling.isReplicated() || !tiling.subgroups().empty() || tiling.dataRank() != rank) return std::nullopt;
  std::size_t a = full.size();
  for (std::size_t d = 0; d < full.size(); ++d) {
    if (tiling.tileDims()[d] == 1) continue;
    if (a != full.size() || tiling.tileDims()[d] != n) return std::nullopt;
    a = d;
  }
  if (a == full.size() || full[k] % n != 0 || full[a] % n != 0) return std::nullopt;
  // Member q of the group holds tile tileOf[q] along a (any order: a group listed in
  // another order than the tiling is a consistent other layout, not yet a wrong value).
  std::vector<int64_t> tileOf(static_cast<std::size_t>(n), -1);
  for (int64_t q = 0; q < n; ++q)
    for (int64_t t = 0; t < n; ++t)
      if (tiling.devices()[t] == group[q]) tileOf[q] = t;
  for (int64_t t : tileOf)
    if (t < 0) return std::nullopt;
  // Tiled along k itself: source s holds rows [s*K, (s+1)*K) and sends its block d of m
  // rows to device d, so W[k=(d,s,j)] = V[k=(s,d,j)] (a block transpose).
  const bool alongK = a == k;
  if (alongK && full[k] % (n * n) != 0) return std::nullopt;
  const int64_t m = alongK ? full[k] / (n * n) : full[k] / n, localA = full[a] / n;

  LayoutCounterpart counterpart;
  std::vector<int64_t> dims = full;
  dims[k] = n * n * m;
  if (!alongK) dims[a] = localA;
  counterpart.baseline = budget.makeArray(baselineOperand.type, dims);
  const std::vector<int64_t> strides = stridesOf(full);
  std::vector<int64_t> index(dims.size(), 0);
  for (std::size_t e = 0; e < counterpart.baseline.data.size(); ++e, nextIndex(index, dims)) {
    const int64_t destination = index[k] / (n * m), source = index[k] / m % n, offset = index[k] % m;
    int64_t flat = 0;
    for (std::size_t d = 0; d < dims.size(); ++d) {
      int64_t position = index[d];
      if (d == k) position = alongK ? (tileOf[source] * n + destination) * m + offset : destination * m + offset;
      else if (d == a) position = tileOf[source] * localA + index[a];
      flat += position * strides[d];
    }
    counterpart.baseline.data[e] = baselineOperand.data[flat];
  }
  std::vector<int64_t> tileDims(dims.size(), 1);
  tileDims[k] = n;
  try {
    counterpart.relation = TileRelation{sharding::HloSharding::tiled(tileDims, group), {}, PartialCombine::Sum};
  } catch (const std::invalid_argument&) {
    return std::nullopt;
  }
  counterpart.op = "all-to-all regrouping";
  for (int64_t q = 0; q < n; ++q)
    if (tileOf[static_cast<std::size_t>(q)] != q) counterpart.reordersDevices = true;
  return counterpart;
}

}  // namespace shardscope::numeric
