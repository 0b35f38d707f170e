#pragma once
// The first divergence behind a per-device tile choice (issue 19, acceptance point 4). A
// paired op that fits nothing while one of its operands is a dynamic-slice at offsets
// computed from the device's id (GQA with more ranks than KV heads picking KV head
// `device % kv` where each rank's query heads need `device / 2`): the slice delivers a
// true tile of the baseline value, only not the one the op needs, so values cannot tell
// whether the op or the choice of tile is wrong. The verifier's frontier on the same pair
// (symbolic_guide.h) is asked for an entry behind the op along the slice's data and its
// offsets' integer steps; when it names one, that step is the divergence.

#include "numeric/layer_checks.h"
#include "numeric/symbolic_guide.h"

#include <optional>

namespace shardscope::numeric {

// The check of the step behind `failing` (a failing check of the whole layer's search,
// intermediate_relations.h) that chose its operand's tile, with `failing`'s errors; nullopt
// when no operand is such a slice or the frontier names nothing behind it.
std::optional<InstructionCheck> blameTileChoice(const CheckSetup& setup, const InstructionCheck& failing, SymbolicGuide& guide);

}  // namespace shardscope::numeric
