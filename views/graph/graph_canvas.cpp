#include "views/graph/graph_canvas.h"

#include "views/graph/graph_items.h"

#include <QMouseEvent>
#include <QScrollBar>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace shardscope::views {
namespace {
constexpr int kDragThreshold = 4;  // pixels before a press becomes a pan, not a click
}

GraphCanvas::GraphCanvas(QWidget* parent) : QGraphicsView(parent) {
  setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
  setTransformationAnchor(QGraphicsView::AnchorViewCenter);
  setResizeAnchor(QGraphicsView::AnchorViewCenter);
  setViewportUpdateMode(QGraphicsView::SmartViewportUpdate);
  setDragMode(QGraphicsView::NoDrag);
  setMouseTracking(false);
  setFrameShape(QFrame::NoFrame);
  viewport()->setCursor(Qt::OpenHandCursor);
}

void GraphCanvas::setZoom(double zoom) {
  const double clamped = std::clamp(zoom, kMinimumZoom, kMaximumZoom);
  const QPointF centre = mapToScene(viewport()->rect().center());
  setTransform(QTransform::fromScale(clamped, clamped));
  centerOn(centre);
  emit viewportChanged();
}

void GraphCanvas::zoomBy(double factor, const QPoint& anchor) {
  const double target = std::clamp(zoom() * factor, kMinimumZoom, kMaximumZoom);
  const QPointF before = mapToScene(anchor);
  setTransform(QTransform::fromScale(target, target));
  const QPointF after = mapToScene(anchor);
  const QPointF shift = after - before;
  // Move the scroll bars so the scene point under the cursor stays there.
  horizontalScrollBar()->setValue(horizontalScrollBar()->value() - static_cast<int>(std::lround(shift.x() * target)));
  verticalScrollBar()->setValue(verticalScrollBar()->value() - static_cast<int>(std::lround(shift.y() * target)));
  emit viewportChanged();
}

void GraphCanvas::fitRect(const QRectF& rect, double maximumZoom) {
  if (rect.isEmpty()) return;
  const QRectF area = viewport()->rect().adjusted(8, 8, -8, -8);
  const double scale = std::clamp(std::min(area.width() / rect.width(), area.height() / rect.height()), kMinimumZoom,
                                  std::min(maximumZoom, kMaximumZoom));
  setTransform(QTransform::fromScale(scale, scale));
  centerOn(rect.center());
  emit viewportChanged();
}

void GraphCanvas::wheelEvent(QWheelEvent* event) {
  const int delta = event->angleDelta().y();
  if (delta == 0) {
    QGraphicsView::wheelEvent(event);
    return;
  }
  // Plain wheel and Ctrl+wheel both zoom (as in Model Explorer); Shift+wheel scrolls.
  if (event->modifiers() & Qt::ShiftModifier) {
    horizontalScrollBar()->setValue(horizontalScrollBar()->value() - delta);
    event->accept();
    return;
  }
  zoomBy(std::pow(1.0015, delta), event->position().toPoint());
  event->accept();
}

QGraphicsItem* GraphCanvas::pickableItemAt(const QPoint& position) const {
  for (QGraphicsItem* item : items(position)) {
    if (item->type() == kBoxItemType) return item;
    if (item->type() == kClusterItemType) {
      // Only a frame's title bar picks the group; its inside is background.
      auto* cluster = static_cast<ClusterItem*>(item);
      if (cluster->titleRect().contains(mapToScene(position))) return item;
    }
  }
  return nullptr;
}

void GraphCanvas::mousePressEvent(QMouseEvent* event) {
  if (event->button() != Qt::LeftButton) {
    QGraphicsView::mousePressEvent(event);
    return;
  }
  pressed_ = true;
  dragged_ = false;
  pressPosition_ = lastPosition_ = event->position().toPoint();
  event->accept();
}

void GraphCanvas::mouseMoveEvent(QMouseEvent* event) {
  if (!pressed_) {
    QGraphicsView::mouseMoveEvent(event);
    return;
  }
  const QPoint position = event->position().toPoint();
  if (!dragged_ && (position - pressPosition_).manhattanLength() > kDragThreshold) {
    dragged_ = true;
    viewport()->setCursor(Qt::ClosedHandCursor);
  }
  if (dragged_) {
    const QPoint delta = position - lastPosition_;
    horizontalScrollBar()->setValue(horizontalScrollBar()->value() - delta.x());
    verticalScrollBar()->setValue(verticalScrollBar()->value() - delta.y());
  }
  lastPosition_ = position;
  event->accept();
}

void GraphCanvas::mouseReleaseEvent(QMouseEvent* event) {
  if (!pressed_ || event->button() != Qt::LeftButton) {
    QGraphicsView::mouseReleaseEvent(event);
    return;
  }
  pressed_ = false;
  viewport()->setCursor(Qt::OpenHandCursor);
  if (!dragged_) emit itemClicked(pickableItemAt(event->position().toPoint()));
  event->accept();
}

void GraphCanvas::mouseDoubleClickEvent(QMouseEvent* event) {
  if (event->button() != Qt::LeftButton) {
    QGraphicsView::mouseDoubleClickEvent(event);
    return;
  }
  if (QGraphicsItem* item = pickableItemAt(event->position().toPoint())) emit itemDoubleClicked(item);
  event->accept();
}

void GraphCanvas::scrollContentsBy(int dx, int dy) {
  QGraphicsView::scrollContentsBy(dx, dy);
  emit viewportChanged();
}

void GraphCanvas::resizeEvent(QResizeEvent* event) {
  QGraphicsView::resizeEvent(event);
  emit viewportChanged();
}

}  // namespace shardscope::views
