#pragma once
// Relations for programs without sharding annotations (hand-written per-rank programs
// such as the Neuron dumps, where weights arrive pre-sharded): compare the baseline and
// per-device shapes against the device count. Same shape: replicated. Exactly one dim
// that is the device count times smaller: tiled on it, device d holding tile d. Anything
// else is ambiguous and must come from the relations file.

#include "verify/relation.h"

#include <optional>
#include <string>
#include <vector>

namespace shardscope::verify {

std::optional<Relation> inferRelationFromShapes(const std::vector<int64_t>& baselineDims, const std::vector<int64_t>& localDims, int64_t devices,
                                                std::string* why);

}  // namespace shardscope::verify
