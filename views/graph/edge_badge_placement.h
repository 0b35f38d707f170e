#pragma once
// Where the badges of edge_badge.h go in one picture: on the drawn edge between the
// producer's and the consumer's item (node or collapsed box), on a collapsed group's box
// when both ends are inside it, or under the producer for a collective on its output.
// Badges that would cover one another are stacked.

#include "views/graph/edge_badge.h"

namespace shardscope::views {

class GraphModel;
class GraphScene;
struct VisibleGraph;

QList<ShownEdgeBadge> placeEdgeBadges(const QList<EdgeBadge>& badges, const GraphModel& model, const VisibleGraph& visible,
                                      const GraphScene& scene);

}  // namespace shardscope::views
