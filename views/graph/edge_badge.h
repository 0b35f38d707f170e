#pragma once
// A short text drawn on a data edge of the graph, e.g. the collective a resharding plan
// inserts between a producer and its consumer ("all-reduce 2.0 KiB"). The workbench
// hands these to the baseline view; the view finds where each one is drawn.

#include <QList>
#include <QRectF>
#include <QString>

namespace shardscope::views {

struct EdgeBadge {
  QString producer;  // instruction name
  QString consumer;  // instruction name; empty: the badge sits on the producer's output
  QString text;
  QString toolTip;   // optional longer text (e.g. why the collective is there)

  bool operator==(const EdgeBadge&) const = default;
};

// Where a badge ended up in the current picture.
enum class BadgeAnchor {
  Edge,      // on the drawn edge producer -> consumer (or the edge between their boxes)
  Output,    // below the producer's node or box (a collective on its output)
  GroupBox,  // both ends are inside one collapsed group: on that group's box
};

struct ShownEdgeBadge {
  EdgeBadge badge;
  BadgeAnchor anchor = BadgeAnchor::Edge;
  QString item;   // the node's instruction, or the collapsed group's path, it is drawn at
  QRectF rect;    // scene rectangle of the badge
};

}  // namespace shardscope::views
