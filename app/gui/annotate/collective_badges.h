#pragma once
// The collectives of a resharding plan as graph-edge badges ("all-reduce 2.0 KiB"): one
// per planned collective, on the edge producer -> consumer, or on the producer's output
// for the all-reduce of a partial result. The text gives the bytes each device sends.
#include "propagation/resharding_plan.h"
#include "views/graph/edge_badge.h"

#include <QList>

namespace shardscope::annotate {

QList<views::EdgeBadge> collectiveBadges(const propagation::ReshardingPlan& plan);

}  // namespace shardscope::annotate
