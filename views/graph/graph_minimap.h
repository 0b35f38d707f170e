#pragma once
// A small overview of the whole scene in a corner of the canvas, with the visible part
// outlined; clicking or dragging in it moves the view there.

#include <QPixmap>
#include <QWidget>

namespace shardscope::views {

class GraphCanvas;

class GraphMinimap : public QWidget {
  Q_OBJECT

 public:
  explicit GraphMinimap(GraphCanvas* canvas);

  // Redraws the overview picture (after a new layout or new colours).
  void refresh();
  // The same on a later turn of the event loop, once however often it is asked for:
  // rendering a big scene small is tens of milliseconds the GUI thread should not add
  // to the turn that builds the scene.
  void scheduleRefresh();
  QRectF sceneRectShown() const;  // the scene rectangle the overview maps

 protected:
  void paintEvent(QPaintEvent* event) override;
  void mousePressEvent(QMouseEvent* event) override;
  void mouseMoveEvent(QMouseEvent* event) override;

 private:
  QRectF pictureRect() const;  // where the overview sits inside the widget
  void centreCanvasAt(const QPointF& widgetPoint);

  GraphCanvas* canvas_;
  QPixmap picture_;
  bool refreshScheduled_ = false;
};

}  // namespace shardscope::views
