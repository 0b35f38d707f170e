#pragma once
// Lowering of a loaded HLO module's entry computation to an EinSum graph, so EinDecomp
// runs on real programs and zoo models.
//
//   dot                      -> node, sum over the contracting dimensions
//   elementwise ops          -> node without aggregation (operands share the indices)
//   broadcast                -> node whose new dimensions are output-only indices
//   reduce with add/max/min  -> node aggregating the reduced dimensions (sum/max/min)
//   transpose                -> no node: consumers access the operand's tensor with
//                               permuted indices
//   reshape that only splits or merges dimensions
//                            -> no node: one index per split factor, shared by producer
//                               and consumers (the producer's tensor is declared split)
//   parameters, constants, everything else
//                            -> graph inputs ("cut points"), with the reason recorded
//   tuple- and token-shaped values -> not lowered (no tensor)
//
// Size-1 dimensions carry no index. docs/partition.md states the rules in full.

#include "ir/module.h"
#include "partition/einsum_graph.h"
#include "support/cancellation.h"
#include "trace/trace.h"

#include <string>
#include <vector>

namespace shardscope::partition {

enum class LoweredAs {
  Node,        // an EinSum node computes it
  Input,       // a graph input: a parameter or constant, or an op cut from the graph
  View,        // a reshape or transpose of another value's tensor (no node)
  NotLowered,  // no array value (tuple, token)
};

std::string_view loweredAsName(LoweredAs as);  // "node", "input", "view", "not-lowered"

struct LoweredInstruction {
  std::string name;
  std::string opcode;
  LoweredAs as = LoweredAs::NotLowered;
  // Inputs that are not parameters or constants, and views: why (e.g. "slice is not
  // an EinSum operation", "reshape mixes dimensions"). Empty otherwise.
  std::string reason;
  int tensor = -1;  // the EinSum tensor holding the value (for a view: its operand's)
  int node = -1;    // for Node: the EinSum node id
  // Per HLO dimension: the tensor dimensions it consists of, major to minor (empty for
  // a dimension of size 1). A node's or input's own value lists them in order.
  std::vector<std::vector<int>> dims;
};

struct HloLowering {
  EinSumGraph graph;
  std::vector<LoweredInstruction> instructions;  // by entry instruction id
  int nodes = 0, inputs = 0, cuts = 0, views = 0, notLowered = 0;  // cuts: inputs that
                                                                     // are computed ops
  trace::Trace trace;
};

// `devices` (P, a power of two) is the split the graph is lowered for: an op whose
// join space cannot be split into P kernel calls (a scalar op at P > 1) becomes a cut
// point instead of a node EinDecomp could not place.
// Throws PartitionError when the entry computation cannot be lowered at all (a cycle,
// a dimension of size 0 or above 2^40, a value needing more than kMaxTensorRank
// indices); OperationCancelled when cancelled.
HloLowering lowerHloModule(const ir::Module& module, int devices = 1,
                           const CancellationToken& cancel = {},
                           const ProgressCallback& progress = {});

}  // namespace shardscope::partition
