#pragma once
// Per-device values declared replicated (issue 19): a shard_map whose out_specs say P()
// for a value each device computes for itself (a loss mean over the local batch, a
// gradient of it) hands that value to the rest of the program as if every device held
// the same one, and no reduction follows. The body is right as a per-device computation;
// the wrong step is where its per-device result is taken as replicated. After SPMD
// partitioning the body is a called computation (`call(...), to_apply=%...manual_
// computation_body...`), inlined before the whole layer compares (ir/call_inlining.h),
// so the point of declaration is the first instruction of the caller that takes a value
// of the called computation (the copies, get-tuple-elements after the body).
//
// Found from the ranks' values alone, for an output leaf the program says is replicated:
//   1. its replicas disagree (a replicated value cannot), and their mean, or their sum,
//      over all devices is the baseline's value of that leaf: each device holds its own
//      contribution to an average (or sum) the program never takes;
//   2. walking back from that leaf along operands whose ranks disagree, through
//      instructions of the caller only and no collective (no reduction on the way), the
//      walk reaches a value of a called computation: the instruction that takes it is
//      reported, the earliest in program order over all such leaves.
// Nothing is found when the program has no called computation (the walk has no
// boundary: the relation search's own rules, e.g. the origin of an unreduced partial
// sum, decide there), when a collective lies on every way back, or when the replicas'
// mean and sum are not the baseline value (a per-device bug, not a missing reduction).

#include "ir/module.h"
#include "numeric/interpreter.h"
#include "numeric/tolerance.h"
#include "sharding/hlo_sharding.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace shardscope::numeric {

struct DeclaredReplicatedInputs {
  const ir::Computation& entry;            // the distributed entry, calls inlined
  const std::vector<bool>& fromCall;       // per entry instruction: inlined from a called computation
  const EntryValues& distributedValues;    // slot d = device d
  const Value& baselineRoot;
  const sharding::HloSharding& output;     // the output relation (a tuple sharding: one per leaf)
  int64_t numDevices = 1;
  NanPolicy nan = NanPolicy::EqualNan;
};

struct DeclaredReplicated {
  ir::InstructionId instruction = -1;  // the caller's instruction that takes the per-device value
  ir::InstructionId callValue = -1;    // the called computation's value it takes
  std::vector<int64_t> outputPath;     // the output leaf (tuple indices; empty: the ROOT itself)
  bool mean = true;                    // the replicas' mean is the baseline value (else their sum)
  std::vector<ErrorStats> perDevice;   // each device's leaf against the baseline leaf
};

std::optional<DeclaredReplicated> findPerDeviceValueDeclaredReplicated(const DeclaredReplicatedInputs& inputs);

// Per instruction of `inlined`'s entry (ir::inlineEntryCalls(source)): true when it came
// from a called computation, i.e. its name is no instruction of `source`'s entry
// (inlining keeps the names, and renames a clash with `.inlined`).
std::vector<bool> instructionsFromCalls(const ir::Module& source, const ir::Module& inlined);

}  // namespace shardscope::numeric
