#pragma once
// The QGraphicsView the graph is shown in: the wheel zooms around the cursor (with or
// without Ctrl), dragging the background pans, a click picks a node or group, a double
// click activates it. It reports items; GraphView decides what that means.

#include <QGraphicsView>

namespace shardscope::views {

class GraphCanvas : public QGraphicsView {
  Q_OBJECT

 public:
  explicit GraphCanvas(QWidget* parent = nullptr);

  static constexpr double kMinimumZoom = 0.02;
  static constexpr double kMaximumZoom = 6.0;

  double zoom() const { return transform().m11(); }
  void setZoom(double zoom);                        // about the viewport's centre
  void zoomBy(double factor, const QPoint& anchor);  // keeps the scene point under `anchor`
  void fitRect(const QRectF& rect, double maximumZoom);

 signals:
  void itemClicked(QGraphicsItem* item);        // null: the background
  void itemDoubleClicked(QGraphicsItem* item);
  void viewportChanged();                       // zoom or scroll: the minimap follows

 protected:
  void wheelEvent(QWheelEvent* event) override;
  void mousePressEvent(QMouseEvent* event) override;
  void mouseMoveEvent(QMouseEvent* event) override;
  void mouseReleaseEvent(QMouseEvent* event) override;
  void mouseDoubleClickEvent(QMouseEvent* event) override;
  void scrollContentsBy(int dx, int dy) override;
  void resizeEvent(QResizeEvent* event) override;

 private:
  QGraphicsItem* pickableItemAt(const QPoint& position) const;

  bool pressed_ = false;
  bool dragged_ = false;
  QPoint pressPosition_;
  QPoint lastPosition_;
};

}  // namespace shardscope::views
