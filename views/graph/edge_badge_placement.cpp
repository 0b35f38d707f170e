#include "views/graph/edge_badge_placement.h"

#include "views/graph/graph_items.h"
#include "views/graph/graph_model.h"
#include "views/graph/graph_scene.h"
#include "views/graph/visible_graph.h"

namespace shardscope::views {
namespace {

constexpr int kMaxStack = 32;  // badges piled at one place beyond this overlap

QString itemName(const GraphModel& model, const VisibleGraph& visible, int item) {
  const VisibleItem& shown = visible.items[item];
  return shown.isGroup ? model.group(shown.index).path : model.node(shown.index).key;
}

int edgeBetween(const GraphScene& scene, int from, int to) {
  for (int e = 0; e < scene.edgeItems().size(); ++e)
    if (scene.edgeEnds(e) == qMakePair(from, to)) return e;
  return -1;
}

}  // namespace

QList<ShownEdgeBadge> placeEdgeBadges(const QList<EdgeBadge>& badges, const GraphModel& model, const VisibleGraph& visible,
                                      const GraphScene& scene) {
  QList<ShownEdgeBadge> shown;
  QVector<QRectF> taken;
  const auto boxRect = [&](int item) { return item < scene.boxes().size() ? scene.boxes()[item]->rect() : QRectF(); };
  for (const EdgeBadge& badge : badges) {
    const int producer = model.findNode(badge.producer);
    const int from = producer >= 0 ? visible.itemOfNode.value(producer, -1) : -1;
    if (from < 0 || from >= visible.items.size()) continue;  // not in this module / not drawn
    const int consumer = badge.consumer.isEmpty() ? -1 : model.findNode(badge.consumer);
    const int to = consumer >= 0 ? visible.itemOfNode.value(consumer, -1) : -1;
    if (!badge.consumer.isEmpty() && (to < 0 || to >= visible.items.size())) continue;

    ShownEdgeBadge placed{badge, BadgeAnchor::Edge, QString(), QRectF()};
    const QSizeF size = BadgeItem::sizeFor(badge.text);
    QPointF centre;
    if (to < 0) {
      placed.anchor = BadgeAnchor::Output;
      placed.item = itemName(model, visible, from);
      const QRectF box = boxRect(from);
      centre = QPointF(box.center().x(), box.bottom() + size.height() / 2 + 3);
    } else if (to == from) {
      placed.anchor = BadgeAnchor::GroupBox;
      placed.item = itemName(model, visible, from);
      const QRectF box = boxRect(from);
      centre = QPointF(box.center().x(), box.bottom() - size.height() / 2 - 2);
    } else {
      const int edge = edgeBetween(scene, from, to);
      placed.item = itemName(model, visible, to);
      if (edge >= 0) {
        centre = scene.edgeItems()[edge]->path().pointAtPercent(0.5);
      } else {
        // The edge was left out of the picture (too many into collapsed boxes): the
        // badge goes on top of the consumer's item, where the edge would arrive.
        const QRectF box = boxRect(to);
        centre = QPointF(box.center().x(), box.top() - size.height() / 2 - 3);
      }
    }
    QRectF rect(QPointF(centre.x() - size.width() / 2, centre.y() - size.height() / 2), size);
    for (int k = 0; k < kMaxStack; ++k) {
      bool overlaps = false;
      for (const QRectF& other : taken)
        if (other.intersects(rect)) overlaps = true;
      if (!overlaps) break;
      rect.translate(0, size.height() + 2);
    }
    taken.push_back(rect);
    placed.rect = rect;
    shown.push_back(placed);
  }
  return shown;
}

}  // namespace shardscope::views
