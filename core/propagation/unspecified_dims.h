#pragma once
// Partially specified custom-call `Sharding` annotations (XLA's sharding_op_util and
// InferUnspecifiedDimsFrom{Operand,Users,ShardGroup}): backend_config
// "unspecified_dims=[1,2]" says the annotation fixes only the other dims; propagation
// may tile the listed ones. A refinement takes the proposed sharding with every
// specified dim replicated and merges it into the annotation's (which must leave
// devices in a replication group for that), only when the result has more tiles.
#include "ir/instruction.h"
#include "sharding/hlo_sharding.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace shardscope::propagation {

// The sorted unspecified dims of a custom-call `Sharding`; nullopt when it has none,
// or when the list is malformed or names a dim outside `rank` (then the annotation is
// taken as fully specified).
std::optional<std::vector<int64_t>> unspecifiedDimsOf(const ir::Instruction& instruction, int64_t rank);

// `current` refined on `dims` by `proposal`; nullopt when that gives nothing new.
std::optional<sharding::HloSharding> refineUnspecifiedDims(const sharding::HloSharding& current,
                                                           const sharding::HloSharding& proposal,
                                                           const std::vector<int64_t>& dims, int64_t rank);

}  // namespace shardscope::propagation
