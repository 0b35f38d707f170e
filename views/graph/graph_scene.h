#pragma once
// Turns one layout (the visible graph and Graphviz's geometry) into scene items, places
// edge labels where they overlap nothing, and keeps the lookups the view needs (which
// item draws which instruction or group).

#include "views/graph/graph_items.h"
#include "views/graph/graph_model.h"
#include "views/graph/layout_geometry.h"
#include "views/graph/visible_graph.h"

#include <QGraphicsScene>
#include <QHash>
#include <QVector>

namespace shardscope::views {

class GraphScene : public QGraphicsScene {
  Q_OBJECT

 public:
  explicit GraphScene(QObject* parent = nullptr);

  // Replaces the whole picture. `labels` and `titleHeights` are what the request was
  // measured with (per item, per cluster).
  void showLayout(const GraphModel& model, const VisibleGraph& visible, const LayoutGeometry& geometry,
                  const QVector<BoxLabel>& labels, const QVector<double>& titleHeights);
  // The note drawn above the graph (what is collapsed, left out, shortened); "" removes it.
  void setNote(const QString& text);
  // Replaces the badges (edge_badge_placement.h decides where they go).
  struct BadgePlacement {
    QRectF rect;
    QString text;
    QString toolTip;
  };
  void setBadges(const QVector<BadgePlacement>& badges);
  const QVector<BadgeItem*>& badgeItems() const { return badges_; }
  void clearGraph();

  BoxItem* nodeItem(int node) const { return nodeItems_.value(node, nullptr); }
  BoxItem* groupItem(int group) const { return groupItems_.value(group, nullptr); }
  const QVector<BoxItem*>& boxes() const { return boxes_; }
  const QVector<EdgeItem*>& edgeItems() const { return edges_; }
  const QVector<EdgeLabelItem*>& edgeLabels() const { return edgeLabels_; }
  const QVector<ClusterItem*>& clusters() const { return clusters_; }
  NoteItem* note() const { return note_; }
  // Item indices (of the visible graph) each edge item connects.
  QPair<int, int> edgeEnds(int edge) const { return edgeEnds_.value(edge); }
  // Edge labels left out because every candidate place overlapped something.
  int omittedEdgeLabels() const { return omittedEdgeLabels_; }
  QRectF graphBounds() const { return graphBounds_; }

 private:
  void placeEdgeLabels(const GraphModel& model, const VisibleGraph& visible);

  QHash<int, BoxItem*> nodeItems_;
  QHash<int, BoxItem*> groupItems_;
  QVector<BoxItem*> boxes_;  // by visible item index
  QVector<EdgeItem*> edges_;
  QVector<QPair<int, int>> edgeEnds_;
  QVector<EdgeLabelItem*> edgeLabels_;
  QVector<ClusterItem*> clusters_;
  QVector<BadgeItem*> badges_;
  NoteItem* note_ = nullptr;
  int omittedEdgeLabels_ = 0;
  QRectF graphBounds_;
};

}  // namespace shardscope::views
