#include "views/graph/graph_minimap.h"

#include "views/graph/graph_canvas.h"
#include "views/graph/graph_scene.h"
#include "views/graph/graph_style.h"

#include <QGraphicsScene>
#include <QMouseEvent>
#include <QPainter>
#include <QTimer>

namespace shardscope::views {

GraphMinimap::GraphMinimap(GraphCanvas* canvas) : QWidget(canvas), canvas_(canvas) {
  setFixedSize(200, 140);
  setCursor(Qt::PointingHandCursor);
  setToolTip(tr("Overview: click or drag to move the view"));
  connect(canvas_, &GraphCanvas::viewportChanged, this, qOverload<>(&QWidget::update));
}

QRectF GraphMinimap::sceneRectShown() const {
  return canvas_->scene() ? canvas_->scene()->sceneRect() : QRectF();
}

QRectF GraphMinimap::pictureRect() const {
  const QRectF scene = sceneRectShown();
  const QRectF area = QRectF(rect()).adjusted(4, 4, -4, -4);
  if (scene.isEmpty()) return area;
  const double scale = std::min(area.width() / scene.width(), area.height() / scene.height());
  const QSizeF size = scene.size() * scale;
  return QRectF(area.center() - QPointF(size.width() / 2, size.height() / 2), size);
}

void GraphMinimap::scheduleRefresh() {
  if (refreshScheduled_) return;
  refreshScheduled_ = true;
  QTimer::singleShot(0, this, [this] {
    refreshScheduled_ = false;
    refresh();
  });
}

void GraphMinimap::refresh() {
  const QRectF target = pictureRect();
  const qreal ratio = devicePixelRatioF();
  QPixmap picture((target.size() * ratio).toSize().expandedTo(QSize(1, 1)));
  picture.setDevicePixelRatio(ratio);
  picture.fill(Qt::white);
  const QRectF scene = sceneRectShown();
  const auto* graphScene = qobject_cast<const GraphScene*>(canvas_->scene());
  if (graphScene && !scene.isEmpty()) {
    const GraphStyle& style = GraphStyle::instance();
    QPainter painter(&picture);
    const double scale = std::min(target.width() / scene.width(), target.height() / scene.height());
    painter.translate((target.width() - scene.width() * scale) / 2, (target.height() - scene.height() * scale) / 2);
    painter.scale(scale, scale);
    painter.translate(-scene.topLeft());
    QPen frame(style.clusterBorder, 0);  // cosmetic: one pixel at any scale
    painter.setPen(frame);
    painter.setBrush(style.clusterFill);
    for (const ClusterItem* cluster : graphScene->clusters()) painter.drawRect(cluster->boundingRect());
    painter.setPen(QPen(style.edgeColor, 0));
    for (const EdgeItem* edge : graphScene->edgeItems()) {
      const QPainterPath& path = edge->path();
      if (path.elementCount() > 1) painter.drawLine(QPointF(path.elementAt(0)), QPointF(path.elementAt(path.elementCount() - 1)));
    }
    painter.setPen(Qt::NoPen);
    for (const BoxItem* box : graphScene->boxes()) {
      painter.setBrush(box->fill());
      painter.drawRect(box->rect());
    }
  }
  picture_ = picture;
  update();
}

void GraphMinimap::paintEvent(QPaintEvent*) {
  QPainter painter(this);
  painter.setPen(QPen(QColor(0x9a, 0xa0, 0xa6), 1));
  painter.setBrush(QColor(255, 255, 255, 235));
  painter.drawRect(QRectF(rect()).adjusted(0.5, 0.5, -0.5, -0.5));
  const QRectF target = pictureRect();
  if (!picture_.isNull()) painter.drawPixmap(target.topLeft(), picture_);
  const QRectF scene = sceneRectShown();
  if (scene.isEmpty()) return;
  const QRectF visible = canvas_->mapToScene(canvas_->viewport()->rect()).boundingRect().intersected(scene);
  const double scale = target.width() / scene.width();
  const QRectF frame((visible.left() - scene.left()) * scale + target.left(),
                     (visible.top() - scene.top()) * scale + target.top(), visible.width() * scale,
                     visible.height() * scale);
  painter.setPen(QPen(QColor(0x1a, 0x73, 0xe8), 1.5));
  painter.setBrush(QColor(0x1a, 0x73, 0xe8, 40));
  painter.drawRect(frame);
}

void GraphMinimap::centreCanvasAt(const QPointF& widgetPoint) {
  const QRectF scene = sceneRectShown();
  const QRectF target = pictureRect();
  if (scene.isEmpty() || target.isEmpty()) return;
  const double scale = scene.width() / target.width();
  canvas_->centerOn(scene.left() + (widgetPoint.x() - target.left()) * scale,
                    scene.top() + (widgetPoint.y() - target.top()) * scale);
}

void GraphMinimap::mousePressEvent(QMouseEvent* event) { centreCanvasAt(event->position()); }

void GraphMinimap::mouseMoveEvent(QMouseEvent* event) {
  if (event->buttons() & Qt::LeftButton) centreCanvasAt(event->position());
}

}  // namespace shardscope::views
