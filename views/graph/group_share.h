#pragma once
// How a collapsed group shows its members' analysis states (issue 24 item 7): a share
// bar along the box's bottom edge, one segment per state as long as the share of the
// group's instructions in it, and a fill that does not mislead. Frontier and numeric
// divergence fill the box when any member has them (they need a look); otherwise the
// box takes the state most of its analysed members are in, and in a program proved
// equivalent "not verified" never fills a box: those members are ones the result does
// not need, so the bar shows them and the fill does not.
#include "views/graph/node_state.h"

#include <QVector>

#include <array>

namespace shardscope::views {

// The bar's height, and the room a group box gets below its label for it.
inline constexpr double kShareBarHeight = 5;
inline constexpr double kShareBarRoom = kShareBarHeight + 4;

inline constexpr int kNodeStateCount = static_cast<int>(NodeState::NumericDivergence) + 1;
using NodeStateCounts = std::array<int, kNodeStateCount>;  // members per state (None unused)

struct StateShare {
  NodeState state = NodeState::None;
  double fraction = 0;  // of the group's instructions
  friend bool operator==(const StateShare&, const StateShare&) = default;
};

NodeState groupFillState(const NodeStateCounts& counts, bool programEquivalent);

// Segments in drawing order (verified, not verified, frontier, divergence, then the
// members without a state as None); fractions sum to 1 when members > 0. Empty when no
// member has a state.
QVector<StateShare> groupStateShares(const NodeStateCounts& counts, int members);

}  // namespace shardscope::views
