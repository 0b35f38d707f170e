#pragma once
// Integer values every device can compute on its own (iotas, constants, partition-id
// arithmetic; DeviceScalars evaluates them) related to the baseline by their values:
// the SPMD partitioner rewrites the baseline's `iota(16)` as `iota(4) + 4·partition-id`,
// which no op-for-op rule relates. Where the devices' values are, tile by tile, the
// values of a baseline integer computation (itself of known values), the distributed
// value is that tile. The comparison is of concrete values, so nothing is assumed.

#include "verify/verify_context.h"

namespace shardscope::verify {

// The rule `known-integer-tiles`: applies to integer and pred arrays.
bool isIntegerArray(const ir::Instruction& instruction);
RuleOutcome knownIntegerTiles(VerifyContext& context, ir::InstructionId instruction);

}  // namespace shardscope::verify
