#pragma once
// The EinDecomp communication cost model (seed 003, §3.1), as the authors' code
// computes it, in elements moved (docs/partition.md states the formulas):
//   node(v, d)   = broadcast + aggregation
//     broadcast  = sum over operands X of |X| * (prod_k d_k) / (prod_{k in X} d_k)
//     aggregation= (|out| / out blocks) * (prod_k d_k - out blocks)
//                = |out| * (n_agg - 1),  n_agg = prod over aggregated k of d_k
//   repartition(T, a -> b) = 0 if a == b, else
//                  (block(T, a) + block(T, b)) * prod_k max(a_k, b_k)
//     block(T, a) = prod_k ceil(n_k / a_k), the largest block of T under a
// A computed tensor pays one repartition from its producer's output parts to the
// refinement (per dimension, the largest number of parts) of what all its consumers
// read. Graph inputs take whatever their consumers read at no cost; graph outputs have
// no consumers and pay nothing.

#include "partition/einsum_graph.h"
#include "partition/partition_vector.h"

#include <string>
#include <utility>
#include <vector>

namespace shardscope::partition {

struct NodeCost {
  double broadcast = 0;
  double aggregation = 0;
  double total() const { return broadcast + aggregation; }
};

NodeCost nodeCost(const EinSumGraph& graph, const EinSumNode& node, const PartitionVector& d);

// Parts of the node's output tensor under d (one entry per output dimension).
TensorParts outputParts(const EinSumNode& node, const PartitionVector& d);
// Parts of operand `operand` as the node reads it under d.
TensorParts operandParts(const EinSumNode& node, int operand, const PartitionVector& d);
// Refines `into` by `parts` (equal power-of-two splits nest: the refinement of a and
// b parts is max(a, b) parts). An empty `into` takes `parts`.
void refineInto(TensorParts& into, const TensorParts& parts);
// The refinement of every read of `tensor` by `consumer` under d; empty if none.
TensorParts partsReadBy(const EinSumNode& consumer, int tensor, const PartitionVector& d);

double blockElements(const EinSumTensor& tensor, const TensorParts& parts);
double repartitionCost(const EinSumTensor& tensor, const TensorParts& from,
                       const TensorParts& to);

struct CostBreakdown {
  std::vector<NodeCost> nodes;       // per node
  std::vector<double> repartition;   // per node: of its output to what its consumers read
  // Per graph input that pays (the einsummable model): (tensor id, its repartition).
  std::vector<std::pair<int, double>> inputRepartition;
  double total = 0;
};

// A cost as text: an integer while the double holds it exactly, else 6 digits.
std::string costText(double elements);

// The model's cost of one partition vector per node (assignment[n] for nodes()[n]).
CostBreakdown evaluateAssignment(const EinSumGraph& graph,
                                 const std::vector<PartitionVector>& assignment);

}  // namespace shardscope::partition
