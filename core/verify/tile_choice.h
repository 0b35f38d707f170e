#pragma once
// Where the program chose which tile a device holds (issue 19, the JAX corpus's KV-head
// index and ring ppermute bugs). A frontier op can have operands that are each a valid
// tile of a baseline value and still not fit together: the operands hold their tiles in
// different device orders, or a ring writes a received block where it does not belong.
// The op is where the proof stops, but the order was decided earlier, by an instruction
// the proof accepted (any tile order is a valid relation): a collective-permute's
// source-target pairs, or a dynamic-slice at an offset each device computes from its id.
// These helpers name that instruction for the frontier; they never change what is proven.

#include "verify/verify_context.h"

#include <string>
#include <utility>
#include <vector>

namespace shardscope::verify {

// For the frontier instruction `frontier`: the instructions that chose the tile order of
// its related operands, with why, when the operands do not fit together:
//  - every operand is related (none partial, one at least tiled): the nearest
//    collective-permute or device-dependent dynamic-slice behind each operand (for a
//    dynamic-slice, the integer step that computed its per-device offsets);
//  - a dynamic-update-slice chain (a ring's accumulator) where some device writes a
//    related block where its tile does not belong: that block's nearest chooser.
// Empty when neither holds. `users` is the distributed entry's users.
std::vector<std::pair<ir::InstructionId, std::string>> tileChoiceOrigins(const VerifyContext& context,
                                                                         const ir::UserLists& users,
                                                                         ir::InstructionId frontier);

}  // namespace shardscope::verify
