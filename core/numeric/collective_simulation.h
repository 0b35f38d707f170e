#pragma once
// N-rank simulation of XLA collectives over replica groups (explicit, iota, empty =
// all devices, non-contiguous allowed): all-reduce, all-gather, reduce-scatter,
// all-to-all (array and tuple forms), collective-permute, and the -start forms of
// all-reduce, all-gather and collective-permute. Group members are ordered as written:
// member i of a group contributes block i of an all-gather and receives block i of a
// reduce-scatter, exactly as XLA orders them.

#include "numeric/eval_context.h"

#include <cstdint>
#include <vector>

namespace shardscope::numeric {

// The groups a collective runs over: each device in [0, numDevices) at most once;
// empty replica_groups means one group of every device. Throws InterpretError.
std::vector<std::vector<int64_t>> resolveReplicaGroups(const ir::Instruction& instruction, int64_t numDevices);

bool isSimulatedCollective(ir::Opcode opcode);

// Runs `instruction` for every device in `devices` at once. `operands[k]` are the
// operand values of devices[k]; the result k is that device's value. A device named by
// a group but absent from `devices` (ranks that took another branch) is an error.
std::vector<Value> simulateCollective(const ir::Instruction& instruction, const std::vector<int64_t>& devices,
                                      const std::vector<std::vector<const Value*>>& operands, int64_t numDevices,
                                      EvalContext& context);

}  // namespace shardscope::numeric
