#pragma once
// A plan found on a lowered HLO module, written back onto the module as GSPMD
// shardings on a 1-D mesh of P devices (partition vector -> sharding), so sharding
// propagation, verification and the GUI can use it.
//
// The shardings of gspmd_sharding.h are over an EinSum tensor's indices; an HLO value
// may group several indices into one dimension (a split by a reshape) or list them in
// another order (a transpose). Regrouping is exact when, inside each dimension, the
// indices are split "major first": whole indices, then at most one partly split index,
// then unsplit ones; each device then holds one contiguous block of the dimension.
// Otherwise the value is left without a sharding and named in `notExpressible`.

#include "ir/module.h"
#include "partition/einsum_graph.h"
#include "partition/gspmd_sharding.h"
#include "partition/hlo_lowering.h"
#include "sharding/hlo_sharding.h"

#include <optional>
#include <string>
#include <vector>

namespace shardscope::partition {

// `tensorSharding` over `tensor`'s indices, rewritten over an HLO value whose dimension
// d consists of the tensor dimensions dims[d] (major to minor); nullopt when not
// expressible as a tiling of those dimensions.
std::optional<sharding::HloSharding> shardingOnHloDims(const sharding::HloSharding& tensorSharding,
                                                       const EinSumTensor& tensor,
                                                       const std::vector<std::vector<int>>& dims);

struct PlanAnnotation {
  int annotated = 0;                        // instructions given a sharding
  std::vector<std::string> notExpressible;  // lowered values whose sharding has no HLO form
  std::vector<std::string> cleared;         // instructions whose old sharding was removed
};

// Sets `sharding=` on every entry instruction the lowering made a node, a view or a
// parameter input (the sharding the plan gives its tensor), removes it from every
// other entry instruction (cut ops and constants are left to propagation), and sets
// the header's num_partitions to `devices`. `lowering` must come from `module`.
PlanAnnotation annotateModuleWithPlan(ir::Module& module, const HloLowering& lowering,
                                      const GraphShardings& shardings, int devices);

}  // namespace shardscope::partition
