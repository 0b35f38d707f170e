#include "layout/bijection_construction.h"

namespace shardscope::layout {
namespace {

// Position of each distributed leaf in the distributed flat order, indexed by atom id.
std::vector<int> positionsOf(const std::vector<int>& leaves, int atomCount) {
  std::vector<int> position(atomCount, -1);
  for (std::size_t k = 0; k < leaves.size(); ++k) position[leaves[k]] = static_cast<int>(k);
  return position;
}

std::vector<ResultAxis> describeAxes(const SymbolicLayout& baseline, const AtomTable& table,
                                     const std::vector<int>& positionInDistributed) {
  std::vector<ResultAxis> axes(baseline.rank());
  std::vector<int> leaves;
  for (int t = 0; t < baseline.rank(); ++t) {
    leaves.clear();
    for (int atom : baseline.axis(t)) table.appendLeaves(atom, leaves);
    int64_t stride = 1;
    ResultAxis reversed;  // built minor to major, so strides accumulate
    for (std::size_t k = leaves.size(); k-- > 0;) {
      const int leaf = leaves[k];
      ResultAxisFactor factor;
      factor.size = table.size(leaf);
      factor.strideInAxis = stride;
      factor.held = positionInDistributed[leaf] >= 0;
      if (!factor.held) factor.deviceDigit = table.factor(leaf);
      stride *= factor.size;
      // Merge with the more-minor neighbour when both are held, or both are adjacent
      // digits of one device axis.
      if (!reversed.empty()) {
        ResultAxisFactor& minor = reversed.back();
        const bool mergeHeld = factor.held && minor.held;
        const bool mergeDevice = !factor.held && !minor.held &&
                                 factor.deviceDigit.axis == minor.deviceDigit.axis &&
                                 factor.deviceDigit.stride ==
                                     minor.deviceDigit.stride * minor.deviceDigit.size;
        if (mergeHeld || mergeDevice) {
          minor.size *= factor.size;
          if (mergeDevice) minor.deviceDigit.size *= factor.deviceDigit.size;
          continue;
        }
      }
      reversed.push_back(factor);
    }
    axes[t].assign(reversed.rbegin(), reversed.rend());
  }
  return axes;
}


// Normalised axes: runs of leaves consecutive in both orders.
struct NormalizedRuns {
  std::vector<int> startInDistributed;       // per run, baseline order
  std::vector<int64_t> sizeInBaselineOrder;  // per run
  Shape normalizedShape;                     // Êd: run sizes in distributed order
  std::vector<int64_t> permutation;          // p[k]: distributed rank of baseline run k
};

Shape withoutUnitAxes(const Shape& shape) {
  Shape out;
  for (int64_t dim : shape)
    if (dim != 1) out.push_back(dim);
  return out;
}

// Step 3 (rank the runs) and step 4 (the op sequence) for one choice of runs.
LayoutChain opsForRuns(NormalizedRuns& runs, std::size_t leafCount, const Shape& dShape,
                       const Shape& localShape) {
  const int count = static_cast<int>(runs.startInDistributed.size());
  std::vector<int> runAtPosition(leafCount, -1);
  for (int r = 0; r < count; ++r) runAtPosition[runs.startInDistributed[r]] = r;
  runs.permutation.assign(count, 0);
  runs.normalizedShape.clear();
  int rank = 0;
  for (std::size_t position = 0; position < leafCount; ++position) {
    const int r = runAtPosition[position];
    if (r < 0) continue;
    runs.normalizedShape.push_back(runs.sizeInBaselineOrder[r]);
    runs.permutation[r] = rank++;
  }
  LayoutChain ops;
  bool identity = true;
  for (int k = 0; k < count; ++k) identity = identity && runs.permutation[k] == k;
  if (identity) {
    if (dShape != localShape) ops.push_back(LayoutOp::reshape(localShape));
    return ops;
  }
  const Shape& transposed = runs.sizeInBaselineOrder;
  if (dShape != runs.normalizedShape && withoutUnitAxes(dShape) == runs.normalizedShape) {
    // D differs from Êd only by unit axes: transpose D itself, placing its unit axes
    // where the baseline has them when the ranks allow, so no reshape is needed.
    std::vector<int64_t> nonUnit;
    std::vector<int64_t> unit;
    for (std::size_t a = 0; a < dShape.size(); ++a)
      (dShape[a] == 1 ? unit : nonUnit).push_back(static_cast<int64_t>(a));
    std::vector<int64_t> perm;
    if (localShape.size() == dShape.size() && withoutUnitAxes(localShape) == transposed) {
      std::size_t nextRun = 0;
      std::size_t nextUnit = 0;
      for (int64_t dim : localShape)
        perm.push_back(dim == 1 ? unit[nextUnit++] : nonUnit[runs.permutation[nextRun++]]);
    } else {
      for (int64_t r : runs.permutation) perm.push_back(nonUnit[r]);
      perm.insert(perm.end(), unit.begin(), unit.end());
    }
    const Shape output = applyToShape(dShape, LayoutOp::transpose(perm)).shape;
    ops.push_back(LayoutOp::transpose(std::move(perm)));
    if (output != localShape) ops.push_back(LayoutOp::reshape(localShape));
    return ops;
  }
  if (dShape != runs.normalizedShape) ops.push_back(LayoutOp::reshape(runs.normalizedShape));
  ops.push_back(LayoutOp::transpose(runs.permutation));
  if (transposed != localShape) ops.push_back(LayoutOp::reshape(localShape));
  return ops;
}

}  // namespace

ConstructedBijection constructBijection(const SymbolicLayout& distributed, const Shape& dShape,
                                        const SymbolicLayout& baseline, const Shape& bShape,
                                        const AtomTable& table) {
  ConstructedBijection result;
  const std::vector<int> dLeaves = distributed.leaves(table);
  const std::vector<int> bLeaves = baseline.leaves(table);
  const std::vector<int> position = positionsOf(dLeaves, table.count());

  // Step 2: the baseline order of the distributed leaves (device digits left out), as
  // positions in the distributed order.
  std::vector<int> order;
  order.reserve(dLeaves.size());
  std::vector<bool> seen(dLeaves.size(), false);
  for (int leaf : bLeaves) {
    const int p = position[leaf];
    if (p < 0) continue;
    if (seen[p]) {
      result.error = "a factor occurs twice in the baseline layout";
      return result;
    }
    seen[p] = true;
    order.push_back(p);
  }
  if (order.size() != dLeaves.size()) {
    result.error = "a factor of the distributed layout is missing from the baseline layout";
    return result;
  }

  result.axes = describeAxes(baseline, table, position);
  for (const ResultAxis& axis : result.axes) {
    int64_t local = 1;
    for (const ResultAxisFactor& f : axis)
      if (f.held) local *= f.size;
    result.localShape.push_back(local);
  }

  // Where an axis of either side starts, so runs can be cut there: merging factors
  // across an axis boundary gives the smallest normalised rank, while cutting there can
  // make a reshape unnecessary (a pure transpose needs no reshape at all).
  std::vector<bool> startsDistributedAxis(dLeaves.size(), false);
  {
    std::size_t k = 0;
    std::vector<int> axisLeaves;
    for (int a = 0; a < distributed.rank(); ++a) {
      axisLeaves.clear();
      for (int atom : distributed.axis(a)) table.appendLeaves(atom, axisLeaves);
      if (!axisLeaves.empty()) startsDistributedAxis[k] = true;
      k += axisLeaves.size();
    }
  }
  std::vector<bool> startsBaselineAxis(order.size(), false);
  {
    std::size_t k = 0;
    for (const ResultAxis& axis : result.axes) {
      bool first = true;
      for (const ResultAxisFactor& f : axis) {
        if (!f.held) continue;
        // A merged held factor may stand for several leaves: advance by leaf sizes.
        int64_t remaining = f.size;
        while (remaining > 1 && k < order.size()) {
          if (first) startsBaselineAxis[k] = true;
          first = false;
          remaining /= table.size(dLeaves[order[k]]);
          ++k;
        }
      }
    }
  }

  // Steps 3-4 for each way of cutting runs; keep the fewest ops, then the lowest rank.
  // A variant whose extra cuts all fall where runs already break is a repeat: skip it.
  bool distributedCutsAddSome = false;
  bool baselineCutsAddSome = false;
  for (std::size_t k = 1; k < order.size(); ++k) {
    if (order[k] != order[k - 1] + 1) continue;
    distributedCutsAddSome = distributedCutsAddSome || startsDistributedAxis[order[k]];
    baselineCutsAddSome = baselineCutsAddSome || startsBaselineAxis[k];
  }
  bool haveBest = false;
  for (int variant = 0; variant < 4; ++variant) {
    const bool cutAtDistributed = variant & 1;
    const bool cutAtBaseline = variant & 2;
    if ((cutAtDistributed && !distributedCutsAddSome) || (cutAtBaseline && !baselineCutsAddSome))
      continue;
    NormalizedRuns runs;
    for (std::size_t k = 0; k < order.size(); ++k) {
      const int64_t size = table.size(dLeaves[order[k]]);
      const bool cut = k == 0 || order[k] != order[k - 1] + 1 ||
                       (cutAtDistributed && startsDistributedAxis[order[k]]) ||
                       (cutAtBaseline && startsBaselineAxis[k]);
      if (!cut) {
        runs.sizeInBaselineOrder.back() *= size;
        continue;
      }
      runs.startInDistributed.push_back(order[k]);
      runs.sizeInBaselineOrder.push_back(size);
    }
    LayoutChain ops = opsForRuns(runs, dLeaves.size(), dShape, result.localShape);
    if (!haveBest || ops.size() < result.ops.size() ||
        (ops.size() == result.ops.size() &&
         runs.normalizedShape.size() < result.normalizedShape.size())) {
      haveBest = true;
      result.ops = std::move(ops);
      result.normalizedShape = std::move(runs.normalizedShape);
      result.permutation = std::move(runs.permutation);
    }
    if (result.ops.size() <= 1) break;  // cannot do better
  }
  if (dLeaves.size() == bLeaves.size() && result.localShape != bShape) {
    result.error = "the baseline layout does not match the baseline shape";
    return result;
  }
  result.ok = true;
  return result;
}

}  // namespace shardscope::layout
