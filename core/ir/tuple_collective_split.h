#pragma once
// One all-reduce over many operands (PyTorch/XLA's `xm.reduce_gradients`, XLA's
// AllReduceCombiner) is, element by element, one all-reduce per operand: each
// `get-tuple-element(all-reduce(a, b, c), index=i)` of the entry becomes
// `all-reduce(operand i)` with the combined op's groups and reducer, under the
// get-tuple-element's own name and metadata, so reports still point at the dump's lines.
// The engines that relate values then see arrays, and an element that is only an
// ordering token (PyTorch/XLA's f32[] all-reduce token) no longer blocks the others.

#include "ir/module.h"

namespace shardscope::ir {

bool entryHasTupleAllReduce(const Module& module);

// The module with every get-tuple-element of an entry tuple all-reduce rewritten as
// above; the tuple all-reduce itself stays for any other use. The result BORROWS the
// source's strings: keep `source` alive as long as the result.
Module splitTupleAllReduces(const Module& source);

}  // namespace shardscope::ir
