#pragma once
// Distributed-only inputs of known value become what they are before relations
// propagate: a world size or a given value is the constant it holds, a rank is this
// device's partition-id (replica-id where devices are replicas), converted to the
// parameter's type. The rules then see `divide(all-reduce(g), 2)` where the program says
// `divide(all-reduce(g), %world_size)`. Tokens stay parameters: they have no value the
// outputs may depend on, and a use that reaches the output stops the proof there.

#include "ir/module.h"
#include "verify/parameter_pairing.h"

#include <cstdint>

namespace shardscope::verify {

// Whether any parameter of `pairing` has a role rewritten here.
bool hasValuedInputs(const ParameterPairing& pairing);

// The distributed module with those parameters replaced in place (instruction ids and
// names kept; a rank of another type than u32 gets its partition-id appended to the
// entry). Throws VerifyInputError for a role on a parameter that is not a scalar. The
// result BORROWS the source's strings: keep `source` alive as long as the result.
ir::Module applyInputRoles(const ir::Module& source, const ParameterPairing& pairing, int64_t devices, bool partitions);

}  // namespace shardscope::verify
