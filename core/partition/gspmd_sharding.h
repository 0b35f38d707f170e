#pragma once
// A chosen partition as GSPMD shardings on a 1-D mesh of P devices, in XLA's text form
// ("{devices=[4,1]<=[4]}"), so propagation, verification and the GUI can use it.
//
// Kernel call placement: a node's P kernel calls form a grid over its join indices,
// ordered output dimensions first (in output order) then aggregated indices (in join
// order); the call at grid coordinate g runs on device row-major(g). From that:
//   - the output after aggregation is tiled by the output parts and replicated over
//     the aggregation group: "{devices=[4,1,2]<=[8] last_tile_dim_replicate}";
//   - when aggregated indices are split, the value before aggregation is a partial sum
//     (or partial max/min) over each group of n_agg consecutive devices, written with an
//     unreduced subgroup: "{devices=[4,1,2]<=[8] last_tile_dims={unreduced}}";
//   - each operand is tiled by the parts of its indices and replicated over the other
//     grid dimensions, with a transposed iota when those are not trailing.

#include "partition/einsum_graph.h"
#include "partition/partition_vector.h"

#include <string>
#include <vector>

namespace shardscope::partition {

enum class SubgroupMeaning { Replicated, Unreduced };

// The sharding of a tensor whose dimension k lies on grid dimension tensorGridDims[k]
// of a device grid with gridParts (row-major, product = devices); the remaining grid
// dimensions form the trailing subgroup.
std::string gridSharding(const std::vector<int>& gridParts, const std::vector<int>& tensorGridDims,
                         SubgroupMeaning subgroup, int devices);

struct NodeShardings {
  std::string output;          // after aggregation
  std::string partialOutput;   // before aggregation; empty when no aggregated index is split
  std::string aggregation;     // "sum"/"max"/"min" of the partial values; empty if none
  std::vector<std::string> operands;  // as the node reads each operand
};

struct GraphShardings {
  std::vector<std::string> tensors;  // per tensor: its producer's output, or for a graph
                                     // input the sharding its first consumer reads
  std::vector<NodeShardings> nodes;  // per node
};

GraphShardings shardingsForPlan(const EinSumGraph& graph,
                                const std::vector<PartitionVector>& partitions, int devices);

}  // namespace shardscope::partition
