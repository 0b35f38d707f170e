#pragma once
// The device-offset mutation (issue 19, replicated groups): in the integer computation
// from partition-id (or replica-id) to a dynamic-slice's start, one `divide` becomes a
// `remainder` or the other way round. A rank that should take slice r / k of a value
// shared by groups of k ranks then takes slice r % k: it reads another group's slice,
// the slip behind a KV head read by the wrong ranks when TP exceeds the KV head count.

#include "zoo/mutation.h"

#include <functional>
#include <vector>

namespace shardscope::zoo {

// The instructions such a mutation can change: integer divides and remainders that
// depend on the device id and feed a dynamic-slice's start (through integer ops only).
std::vector<ir::InstructionId> deviceOffsetSites(const ir::Computation& entry);

// Turns the divide (remainder) at `site` of `module`'s entry into a remainder (divide).
Mutation applyDeviceOffsetMutation(ir::Module& module, ir::InstructionId site);

}  // namespace shardscope::zoo
