#pragma once
// The plain values that cross between the GUI thread and the layout thread: what to lay
// out (boxes of known size, edges, nested clusters) and where Graphviz put it. Scene
// units are points (1/72 inch), y growing downwards, as the QGraphicsScene draws them.

#include <QMetaType>
#include <QPointF>
#include <QRectF>
#include <QSizeF>
#include <QString>
#include <QVector>

namespace shardscope::views {

struct LayoutNodeSpec {
  QSizeF size;       // measured from the label's font metrics, so the layout leaves room
  int cluster = -1;  // innermost cluster holding the node, -1: top level
};

struct LayoutEdgeSpec {
  int from = 0;  // node indices
  int to = 0;
};

// A box drawn around nodes (an expanded group). Clusters nest through `parent`; a
// cluster's parent always comes before it.
struct LayoutClusterSpec {
  int parent = -1;
  double titleHeight = 0;  // room reserved above the members for the group's title
};

struct LayoutRequest {
  quintptr owner = 0;  // a newer request from the same owner makes older ones stale
  QVector<LayoutNodeSpec> nodes;
  QVector<LayoutEdgeSpec> edges;
  QVector<LayoutClusterSpec> clusters;
  double nodeSeparation = 18;  // points between neighbours in a rank
  double rankSeparation = 30;  // points between ranks (room for an edge label)
};

struct EdgeGeometry {
  int from = 0;
  int to = 0;
  // Cubic Bezier control points: p0, then (c1, c2, p) triples, from tail to head.
  QVector<QPointF> spline;
  bool hasArrowHead = false;
  QPointF arrowTip;  // where the arrowhead points (on the head node's border)
};

struct LayoutGeometry {
  QRectF bounds;
  QVector<QRectF> nodes;     // by LayoutRequest node index
  QVector<EdgeGeometry> edges;
  QVector<QRectF> clusters;  // by LayoutRequest cluster index
  double seconds = 0;        // time Graphviz took, for status lines and benches
};

}  // namespace shardscope::views

Q_DECLARE_METATYPE(shardscope::views::LayoutGeometry)
Q_DECLARE_METATYPE(shardscope::views::LayoutRequest)
