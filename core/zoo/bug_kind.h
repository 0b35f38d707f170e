#pragma once
// The silent-bug classes of seed 000 §4.3, one injectable kind each. A bug changes one
// instruction (or a short run of them) of the distributed program so that it still
// loads, has the right shapes and the right sharding annotations, yet computes
// something other than the baseline.

#include <optional>
#include <string_view>
#include <vector>

namespace shardscope::zoo {

enum class BugKind {
  None,
  AllGatherForAllReduce,   // incorrect collective: all-gather where a reduction is needed
  ExtraAllReduce,          // incorrect collective: a second reduction of a complete value
  MissingAllReduce,        // incorrect collective: a partial sum used as if complete
  WrongReplicaGroups,      // incorrect configuration: groups or device order
  WrongDtype,              // inconsistent precision: a step done in bf16
  WrongReshapeSplit,       // incorrect axis split: a reshape that splits dims in the wrong order
  WrongTranspose,          // incorrect layout: a permutation that keeps the shape
  WrongAllToAllLayout,     // incorrect layout: all-to-all split along the wrong dimension
  WrongGradientScale,      // incorrect distributed operation: a summed mean gradient not divided by the world size
  SkippedResidual,         // incorrect distributed operation: a pipeline stage drops a layer's residual add
  WrongLayerWeights,       // incorrect distributed configuration: a stage loads another layer's weight
  StageBoundary,           // incorrect distributed configuration: a stage ends one layer before its boundary
};

std::string_view bugKindName(BugKind kind);  // "missing-allreduce", ...; "" for None
std::optional<BugKind> bugKindFromName(std::string_view name);
const std::vector<BugKind>& allBugKinds();   // without None
// The seed-000 class ("incorrect distributed operation", ...) a kind belongs to.
std::string_view bugClass(BugKind kind);

}  // namespace shardscope::zoo
