#pragma once
// Relations for programs without sharding annotations (hand-written per-rank programs
// such as the Neuron dumps, where weights arrive pre-sharded), inferred and reported to
// the user as assumptions about the inputs (Scalify's inferred input relations).
//
// From shapes, against the device count: same shape: replicated. Exactly one dim that
// is the device count times smaller: tiled on it, device d holding tile d. Exactly one
// dim of ceil(n / devices) where n does not split evenly: tiled with padding (device d
// holds rows [d*t, (d+1)*t) of n padded to devices*t rows; the padding is unspecified).
// Exactly one dim split into g slices, 1 < g < devices, g dividing the device count:
// replicated groups, device d holding slice d / (devices / g) (replicated_groups.h; an
// assumption the report states, taken before the padded reading).
// Anything else is ambiguous and must come from the relations file.
//
// From use (partial shares): a parameter inferred replicated whose only use is a chain
// of linear per-device ops (identity custom-calls, copies, broadcasts, reshapes,
// transposes) into an add with a partial sum (a row-parallel bias added on every rank
// before the all-reduce) is correct only if each rank holds a share of it, the shares
// summing to the baseline's value. That is inferred there, and only there: a parameter
// with any other use keeps its replicated relation.

#include "verify/relation.h"
#include "verify/verify_context.h"

#include <optional>
#include <string>
#include <vector>

namespace shardscope::verify {

std::optional<Relation> inferRelationFromShapes(const std::vector<int64_t>& baselineDims, const std::vector<int64_t>& localDims, int64_t devices,
                                                std::string* why);

// The chain from `operand` back to an entry parameter whose relation was inferred as
// replicated and which could be a partial share, parameter first and `operand` last;
// nullopt when `operand` is not such a chain's end or a value on it has another user
// than the next (`consumer` for the last).
std::optional<std::vector<ir::InstructionId>> partialShareChain(const VerifyContext& context, ir::InstructionId operand,
                                                                ir::InstructionId consumer);

// Takes the assumptions a fact rests on into the context: the parameter's relation and
// the facts along its chain become `share.relation`'s partial sum, and one line per
// assumption joins `inferred`.
void adoptPartialShares(VerifyContext& context, const Fact& fact, std::vector<std::string>& inferred);

}  // namespace shardscope::verify
