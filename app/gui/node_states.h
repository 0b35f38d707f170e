#pragma once
// How the analyses colour the two graphs: the verifier's verified / unverified /
// frontier nodes, and the numeric check's first divergence, mapped onto the baseline
// through the same pairing selection sync uses. Where two answers meet on one node the
// more urgent wins (views::nodeStateUrgency).
#include "gui/analysis_results.h"
#include "gui/counterpart_finder.h"
#include "views/graph/node_state.h"

#include <QHash>
#include <optional>

namespace shardscope::gui {

struct NodeStates {
  QHash<QString, views::NodeState> baseline;
  QHash<QString, views::NodeState> distributed;
};

NodeStates composeNodeStates(const std::optional<VerificationOutcome>& verification, const std::optional<NumericOutcome>& numeric,
                             const CounterpartFinder& counterparts);

// Puts the numeric check's first divergence (and its counterpart) over `states`. The
// verification step player applies the same rule by node index
// (VerifyTimelineLink::withDivergence), so a step never hashes names.
void overlayNumericDivergence(NodeStates& states, const std::optional<NumericOutcome>& numeric, const CounterpartFinder& counterparts);

}  // namespace shardscope::gui
