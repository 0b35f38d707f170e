#pragma once
// A small overview of the whole scene in a corner of the canvas, with the visible part
// outlined; clicking or dragging in it moves the view there. It draws the graph scene's
// boxes as plain fills, frames as outlines and edges as straight lines: at this scale a
// curve or a rounded border is a pixel at most, and letting the items paint themselves
// (Bezier strokes, antialiased borders) took ~110 ms for a 1,000-box scene, a stall on
// every layout and step; this takes a few milliseconds.

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
  // The same on a later turn of the event loop, once however often it is asked for
  // (a burst of colour changes draws once).
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
