#include "zoo/bug_kind.h"

namespace shardscope::zoo {

namespace {
struct BugName {
  BugKind kind;
  std::string_view name;
  std::string_view seedClass;
};
constexpr BugName kBugNames[] = {
    {BugKind::AllGatherForAllReduce, "allgather-for-allreduce", "incorrect distributed operation (seed 000 §4.3.1)"},
    {BugKind::ExtraAllReduce, "extra-allreduce", "incorrect distributed operation (seed 000 §4.3.1)"},
    {BugKind::MissingAllReduce, "missing-allreduce", "incorrect distributed operation (seed 000 §4.3.1)"},
    {BugKind::WrongReplicaGroups, "wrong-replica-groups", "incorrect distributed configuration (seed 000 §4.3.2)"},
    {BugKind::WrongDtype, "wrong-dtype", "inconsistent tensor precision (seed 000 §4.3.3)"},
    {BugKind::WrongReshapeSplit, "wrong-reshape-split", "incorrect axis split (seed 000 §4.3.4)"},
    {BugKind::WrongTranspose, "wrong-transpose", "incorrect layout optimisation (seed 000 §4.3.5)"},
    {BugKind::WrongAllToAllLayout, "wrong-alltoall-layout", "incorrect layout optimisation (seed 000 §4.3.5)"},
    {BugKind::WrongGradientScale, "wrong-gradient-scale", "incorrect distributed operation (seed 000 §4.3.1)"},
    {BugKind::SkippedResidual, "skipped-residual", "incorrect distributed operation (seed 000 §4.3.1)"},
    {BugKind::WrongLayerWeights, "wrong-layer-weights", "incorrect distributed configuration (seed 000 §4.3.2)"},
    {BugKind::StageBoundary, "stage-boundary", "incorrect distributed configuration (seed 000 §4.3.2)"},
};
}  // namespace

std::string_view bugKindName(BugKind kind) {
  for (const BugName& entry : kBugNames)
    if (entry.kind == kind) return entry.name;
  return {};
}

std::optional<BugKind> bugKindFromName(std::string_view name) {
  for (const BugName& entry : kBugNames)
    if (entry.name == name) return entry.kind;
  return std::nullopt;
}

const std::vector<BugKind>& allBugKinds() {
  static const std::vector<BugKind> kinds = [] {
    std::vector<BugKind> list;
    for (const BugName& entry : kBugNames) list.push_back(entry.kind);
    return list;
  }();
  return kinds;
}

std::string_view bugClass(BugKind kind) {
  for (const BugName& entry : kBugNames)
    if (entry.kind == kind) return entry.seedClass;
  return {};
}

}  // namespace shardscope::zoo
