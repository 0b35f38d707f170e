#pragma once
// The divergence frontier (seed 000 §4.1): the unverified instructions the result
// depends on whose operands are all verified. The bug is at such an instruction (or in
// how its verified inputs were produced), never earlier.

#include "verify/verifier.h"
#include "verify/verify_context.h"

#include <string>
#include <vector>

namespace shardscope::verify {

// `rootProblem`: why the ROOT, though related, does not match the output relation
// (empty when it is unrelated or fine).
std::vector<FrontierEntry> findFrontier(const VerifyContext& context, const std::string& rootProblem);

// The unrelated entry parameters `id` reads, directly or through values its consumer
// decides (scalars, broadcasts): where a distributed-only input stops the proof.
std::vector<ir::InstructionId> parametersBehindScalars(const VerifyContext& context, ir::InstructionId id);

}  // namespace shardscope::verify
