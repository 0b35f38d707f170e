#include "views/graph/graph_scene.h"

#include <QLineF>
#include <QtMath>

#include <cmath>

namespace shardscope::views {
namespace {

constexpr int kMaxEdgeLabelCharacters = 32;
constexpr double kSceneMargin = 24;

QPainterPath edgePath(const EdgeGeometry& edge) {
  QPainterPath path;
  const QVector<QPointF>& points = edge.spline;
  if (points.isEmpty()) return path;
  path.moveTo(points.front());
  if ((points.size() - 1) % 3 == 0) {
    for (qsizetype i = 1; i + 2 < points.size(); i += 3) path.cubicTo(points[i], points[i + 1], points[i + 2]);
  } else {
    for (qsizetype i = 1; i < points.size(); ++i) path.lineTo(points[i]);
  }
  return path;
}

QPolygonF arrowHead(const EdgeGeometry& edge) {
  if (!edge.hasArrowHead || edge.spline.isEmpty()) return {};
  const QPointF base = edge.spline.back();
  const QPointF tip = edge.arrowTip;
  const QLineF axis(base, tip);
  if (axis.length() < 0.5) return {};
  const QPointF normal = QPointF(-(tip.y() - base.y()), tip.x() - base.x()) / axis.length() * 3.2;
  return QPolygonF({tip, base + normal, base - normal});
}

// Rectangles already taken, bucketed by a coarse grid so each test looks at a few.
class OccupancyGrid {
 public:
  void add(const QRectF& rect) {
    forEachCell(rect, [&](quint64 cell) { cells_[cell].push_back(rect); });
  }
  bool overlaps(const QRectF& rect) const {
    bool hit = false;
    forEachCell(rect, [&](quint64 cell) {
      if (hit) return;
      for (const QRectF& other : cells_.value(cell))
        if (other.intersects(rect)) {
          hit = true;
          return;
        }
    });
    return hit;
  }

 private:
  static constexpr double kCell = 96;
  template <typename Visit>
  void forEachCell(const QRectF& rect, Visit visit) const {
    const int x0 = static_cast<int>(std::floor(rect.left() / kCell)), x1 = static_cast<int>(std::floor(rect.right() / kCell));
    const int y0 = static_cast<int>(std::floor(rect.top() / kCell)), y1 = static_cast<int>(std::floor(rect.bottom() / kCell));
    for (int x = x0; x <= x1; ++x)
      for (int y = y0; y <= y1; ++y) visit((quint64(quint32(x)) << 32) | quint32(y));
  }
  QHash<quint64, QVector<QRectF>> cells_;
};

}  // namespace

GraphScene::GraphScene(QObject* parent) : QGraphicsScene(parent) {
  setItemIndexMethod(QGraphicsScene::BspTreeIndex);
  setBackgroundBrush(Qt::white);
}

void GraphScene::clearGraph() {
  clear();
  nodeItems_.clear();
  groupItems_.clear();
  boxes_.clear();
  edges_.clear();
  edgeEnds_.clear();
  edgeLabels_.clear();
  clusters_.clear();
  badges_.clear();
  note_ = nullptr;
  omittedEdgeLabels_ = 0;
  graphBounds_ = QRectF();
  setSceneRect(QRectF());
}

void GraphScene::showLayout(const GraphModel& model, const VisibleGraph& visible, const LayoutGeometry& geometry,
                            const QVector<BoxLabel>& labels, const QVector<double>& titleHeights) {
  clearGraph();
  graphBounds_ = geometry.bounds;
  for (int c = 0; c < visible.clusters.size() && c < geometry.clusters.size(); ++c) {
    const GraphGroup& group = model.group(visible.clusters[c].group);
    const QString title = QStringLiteral("%1  \u00b7  %L2 instructions").arg(group.path).arg(group.totalNodes);
    auto* cluster = new ClusterItem(geometry.clusters[c], titleHeights.value(c), title, visible.clusters[c].group);
    cluster->setToolTip(group.path + QStringLiteral("\nDouble-click the title to collapse."));
    addItem(cluster);
    clusters_.push_back(cluster);
  }
  boxes_.reserve(visible.items.size());
  for (int i = 0; i < visible.items.size() && i < geometry.nodes.size(); ++i) {
    const VisibleItem& item = visible.items[i];
    auto* box = new BoxItem(geometry.nodes[i], labels.value(i), item.isGroup, item.index);
    addItem(box);
    boxes_.push_back(box);
    if (item.isGroup) groupItems_.insert(item.index, box);
    else nodeItems_.insert(item.index, box);
  }
  edges_.reserve(geometry.edges.size());
  for (int e = 0; e < geometry.edges.size(); ++e) {
    const EdgeGeometry& edge = geometry.edges[e];
    auto* item = new EdgeItem(edgePath(edge), arrowHead(edge));
    addItem(item);
    edges_.push_back(item);
    edgeEnds_.push_back(qMakePair(edge.from, edge.to));
  }
  placeEdgeLabels(model, visible);

  setNote(QString());
}

void GraphScene::setNote(const QString& text) {
  if (note_) {
    removeItem(note_);
    delete note_;
    note_ = nullptr;
  }
  QRectF bounds = graphBounds_;
  if (!text.isEmpty()) {
    const double width = std::max(360.0, std::min(720.0, bounds.width()));
    note_ = new NoteItem(QPointF(bounds.left(), bounds.top()), text, width);
    // The note sits above the graph so it never covers a node.
    note_->setPos(0, -note_->boundingRect().height() - 12);
    addItem(note_);
    bounds = bounds.united(note_->mapRectToScene(note_->boundingRect()));
  }
  setSceneRect(bounds.adjusted(-kSceneMargin, -kSceneMargin, kSceneMargin, kSceneMargin));
}

void GraphScene::setBadges(const QVector<BadgePlacement>& badges) {
  for (BadgeItem* badge : badges_) {
    removeItem(badge);
    delete badge;
  }
  badges_.clear();
  for (const BadgePlacement& placement : badges) {
    auto* badge = new BadgeItem(placement.rect, placement.text);
    badge->setToolTip(placement.toolTip.isEmpty() ? placement.text : placement.toolTip);
    addItem(badge);
    badges_.push_back(badge);
  }
}

void GraphScene::placeEdgeLabels(const GraphModel& model, const VisibleGraph& visible) {
  const GraphStyle& style = GraphStyle::instance();
  const QFontMetricsF metrics(style.edge);
  OccupancyGrid taken;
  for (BoxItem* box : boxes_) taken.add(box->rect().adjusted(-2, -2, 2, 2));
  for (ClusterItem* cluster : clusters_) taken.add(cluster->titleRect());

  static constexpr double kCandidates[] = {0.5, 0.35, 0.65, 0.2, 0.8};
  for (int e = 0; e < edges_.size(); ++e) {
    const int edgeIndex = e;
    if (edgeIndex >= visible.edges.size()) break;
    const VisibleEdge& edge = visible.edges[edgeIndex];
    const QString full = edge.tensors == 1 && edge.sourceNode >= 0 ? model.node(edge.sourceNode).shape
                                                                  : QStringLiteral("%L1 tensors").arg(edge.tensors);
    edges_[e]->setToolTip(full);
    if (full.isEmpty()) continue;
    const QString text = elideMiddle(full, kMaxEdgeLabelCharacters);
    const QSizeF size(metrics.horizontalAdvance(text) + 6, metrics.height() + 2);
    const QPainterPath& path = edges_[e]->path();
    bool placed = false;
    for (double t : kCandidates) {
      const QPointF point = path.pointAtPercent(t);
      const QRectF rect(QPointF(point.x() + 3, point.y() - size.height() / 2), size);
      if (taken.overlaps(rect)) continue;
      taken.add(rect);
      auto* label = new EdgeLabelItem(rect, text);
      label->setToolTip(full);
      addItem(label);
      edgeLabels_.push_back(label);
      placed = true;
      break;
    }
    if (!placed) ++omittedEdgeLabels_;
  }
}

}  // namespace shardscope::views
