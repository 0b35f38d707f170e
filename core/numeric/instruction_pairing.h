#pragma once
// Which baseline instruction a distributed entry instruction should be compared with:
// the one of the same name when it has the same op_name (either may lack one), else the
// only one with the same opcode and metadata op_name (XLA renames instructions when it
// partitions, but keeps op_name).

#include "ir/module.h"

#include <vector>

namespace shardscope::numeric {

// pairs[distributed instruction id] = baseline entry instruction id, or -1.
std::vector<ir::InstructionId> pairEntryInstructions(const ir::Module& baseline, const ir::Module& distributed);

}  // namespace shardscope::numeric
