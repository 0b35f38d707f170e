#include "views/graph/group_share.h"

#include <algorithm>

namespace shardscope::views {
namespace {

int count(const NodeStateCounts& counts, NodeState state) { return counts[static_cast<int>(state)]; }

}  // namespace

NodeState groupFillState(const NodeStateCounts& counts, bool programEquivalent) {
  if (count(counts, NodeState::NumericDivergence) > 0) return NodeState::NumericDivergence;
  if (count(counts, NodeState::Frontier) > 0) return NodeState::Frontier;
  const int verified = count(counts, NodeState::Verified);
  const int unverified = count(counts, NodeState::Unverified);
  if (programEquivalent) return verified > 0 ? NodeState::Verified : NodeState::None;
  if (unverified > verified) return NodeState::Unverified;
  return verified > 0 ? NodeState::Verified : NodeState::None;
}

QVector<StateShare> groupStateShares(const NodeStateCounts& counts, int members) {
  QVector<StateShare> shares;
  int analysed = 0;
  for (int s = 1; s < kNodeStateCount; ++s) analysed += counts[s];
  if (analysed == 0) return shares;
  const int total = std::max(members, analysed);
  for (NodeState state : {NodeState::Verified, NodeState::Unverified, NodeState::Frontier, NodeState::NumericDivergence})
    if (const int n = count(counts, state); n > 0) shares.push_back({state, static_cast<double>(n) / total});
  if (total > analysed) shares.push_back({NodeState::None, static_cast<double>(total - analysed) / total});
  return shares;
}

}  // namespace shardscope::views
