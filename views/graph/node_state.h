#pragma once
// What the analyses say about one instruction, as the graph view colours it. The legend
// and the main window use the same colours and names, so they live here.

#include <QColor>
#include <QString>

namespace shardscope::views {

enum class NodeState { None, Verified, Unverified, Frontier, NumericDivergence };

// Fill colour of a node in that state (pale enough to read black text on).
QColor nodeStateColor(NodeState state);
// Name shown in the legend ("frontier").
QString nodeStateName(NodeState state);
// Which state a collapsed group shows when its members differ: the one that needs a
// look first (divergence, frontier, unverified, verified, none).
int nodeStateUrgency(NodeState state);

}  // namespace shardscope::views
