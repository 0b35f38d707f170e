#pragma once
// Single-instruction mutations of a correct distributed program, for testing that the
// verifier is sound (issue 6: "equivalent" must never be said of programs that differ).
// Each mutation is one of the slips an engineer makes by hand in SPMD code; the result
// still loads: it passes ir::verifyModule, keeps every parameter and the ROOT's shape
// and sharding, so it still pairs with the baseline and the numeric checker can run it.

#include "ir/module.h"

#include <cstdint>
#include <optional>
#include <random>
#include <string>
#include <string_view>
#include <vector>

namespace shardscope::zoo {

enum class MutationKind {
  ChangeDim,             // a dimension attribute (reduce/broadcast/dot/iota/all-to-all dims) or a slice window
  SwapOperands,          // operands of a non-commutative op, select branches, concatenate parts, dynamic-slice starts
  ChangeReplicaGroups,   // another partition (or order) of the devices; collective-permute pairs shifted
  DropCollective,        // a shape-preserving collective replaced by its operand
  AddCollective,         // an all-reduce(sum) inserted after a value
  ChangeDtype,           // a convert round trip through a narrower float, or a changed round-trip target
  TransposePermutation,  // two equal-sized dims of a transpose swapped (or such a transpose inserted)
  ReshapeSplitOrder,     // a reshape that splits into [a, b] made to split into [b, a] and transposed back: same shape, other elements
  UnitDimRoute,          // a value taken through a leading unit dim, two equal-sized dims swapped there, and reshaped back
  DeviceOffset,          // a divide <-> remainder in a dynamic-slice start computed from the device id (device_offset_mutation.h)
  TransposeAsReshape,    // a transpose that moves elements replaced by a reshape to its shape (the permute missing, as after a BSH all-reduce)
};

// Every kind, in declaration order.
const std::vector<MutationKind>& allMutationKinds();
std::string_view mutationKindName(MutationKind kind);  // "change-dim", "swap-operands", ...
std::optional<MutationKind> mutationKindFromName(std::string_view name);

struct Mutation {
  MutationKind kind = MutationKind::ChangeDim;
  std::string instruction;  // the changed (or inserted) instruction in the mutated module
  std::string description;  // what was changed, for reports: "slice.12: dim 3 window [0:1] -> [1:2]"
};

struct MutatedModule {
  ir::Module module;  // a fresh copy; the input is not touched
  Mutation mutation;
};

// Applies one mutation of `kind` at a site drawn from `random`, to the entry computation
// of `distributed`. Returns nullopt when the module has no site for `kind`. The result is
// printed and parsed back, so it passes the loader's verifier and has file positions.
// The same module, kind and generator state always give the same mutation.
std::optional<MutatedModule> mutateModule(const ir::Module& distributed, MutationKind kind, std::mt19937_64& random);

}  // namespace shardscope::zoo
