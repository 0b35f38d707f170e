#pragma once
// The whole layer's search for the first divergence (issue 7 item 4): relates every
// distributed entry instruction to a baseline value, in topological order, and reports
// the ones that break their relation.
//
// An instruction's counterpart is the baseline instruction of the same name (else the
// only one with its opcode and op_name); a collective or widening convert the baseline
// does not have carries its operand's counterpart (it moves or sums data, it does not
// change what the data means); a reshape or transpose the baseline does not have
// relates to the same layout op applied to its operand's counterpart (core/layout); a
// slice the baseline does not have, to its operand's; anything else to the first
// baseline value it is found to equal. It is then compared under the candidate
// relations (relation_candidates.h) and keeps the first that fits.
//
// Soundness: an instruction is reported as differing only when it is paired, carried or
// a modelled all-to-all (all_to_all_counterpart.h), every array operand fits a complete
// or partial-sum relation, and no candidate fits.
// Values that relate in no way the checker knows (flash-decoding's locally rescaled
// softmax, an iota of local indices, a pipeline stage's layer) are neither compared nor
// blamed, and neither is a layout op, a slice or a found value. Two exceptions of
// attribution, not of soundness: when a paired op differs because it uses a partial sum
// as a complete value (x + partial, exp(partial)), the origin of that partial sum (the
// op that made it, or the last reduction that left it partial) is reported first; else
// when an operand is a layout op the baseline lacks, that layout op is (docs/numeric.md).
// And when the ROOT differs with nothing before it comparable (a pipeline, where every
// device holds another baseline value), the values each device needed are followed back
// to where one was lost (needed_device_values.h).

#include "numeric/interpreter.h"
#include "numeric/layer_checks.h"

#include <vector>

namespace shardscope::numeric {

// Checks of every related instruction except the ROOT, in topological order; failing
// ones are divergences. `rootCheck` is the ROOT's comparison under the output relation
// (a failing ROOT may blame an intermediate it consumes). Adds one trace event per check.
std::vector<InstructionCheck> checkIntermediates(const CheckSetup& setup, const EntryValues& baseline, const EntryValues& distributed,
                                                 const InstructionCheck& rootCheck);

}  // namespace shardscope::numeric
