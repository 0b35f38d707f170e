#pragma once
// The EinDecomp authors' cost function (einsummable's apart01_cost with exact = true,
// dcbdan/einsummable src/autoplace/apart.cc), in elements moved:
//   contraction node (two operands multiplied and summed, isContraction):
//     broadcast   = sum over operands X of |X| * (join blocks / X's blocks)
//     aggregation = (|out| / out blocks) * (join blocks - out blocks)   (integer division)
//   every other node: nothing of its own.
//   repartition of a tensor from the parts it is written in (its producer's output
//   parts, or an input's own partition) to the refinement of every read: 0 when both
//   cut every dimension at the same places, else the sum over every pair of
//   intersecting blocks (a written, b read) of |a| + |b|.
// A split of n elements into s parts gives the first n mod s parts one more element
// (einsummable's divide_evenly), so splits of uneven dimensions do not nest and a
// refinement can cut a dimension at the boundaries of several splits.

#include "partition/cost_model.h"
#include "partition/einsum_graph.h"

#include <cstdint>
#include <span>
#include <vector>

namespace shardscope::partition {

// Per tensor dimension, the set of splits a partition is the union of: bit e stands
// for a split into 2^e parts. A plain partition has one bit per dimension.
using SplitMask = std::vector<uint32_t>;

SplitMask splitMaskOf(const TensorParts& parts);
// The refinement of two partitions: the union of their cuts.
void unionInto(SplitMask& into, const SplitMask& other);
// The cut positions (ends of the blocks, ascending, the last one `extent`) of the union
// of the splits in `mask` of a dimension of `extent` elements.
std::vector<int64_t> cutsOf(int64_t extent, uint32_t mask);

// Elements moved to take `tensor` from partition `from` to `to` (exact, as above).
double exactRepartitionCost(const EinSumTensor& tensor, const SplitMask& from, const SplitMask& to);
// The same on masks held elsewhere (the problem stores a flow's parts in one array).
double exactRepartitionOfMasks(const EinSumTensor& tensor, std::span<const uint32_t> from,
                               std::span<const uint32_t> to);

// The node's own cost under the authors' model (zero unless isContraction).
NodeCost einsummableNodeCost(const EinSumGraph& graph, const EinSumNode& node, const PartitionVector& d);

}  // namespace shardscope::partition
