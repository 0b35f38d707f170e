#pragma once
// Places the graph view's legend and minimap so they never cover a node (issue 23 item 5):
// after every scroll, zoom, resize and layout each overlay takes the first corner (its
// current one first) where it covers no box and not the other overlay; where no corner
// is free it folds into a small chip. Either can be folded by hand (the "–" on it; the
// chip opens it again), and that choice is remembered across sessions (QSettings).

#include <QObject>
#include <QRect>

class QToolButton;
class QWidget;

namespace shardscope::views {

class GraphCanvas;
class GraphLegend;
class GraphMinimap;

class GraphOverlays : public QObject {
  Q_OBJECT

 public:
  GraphOverlays(GraphCanvas* canvas, GraphLegend* legend, GraphMinimap* minimap);

  // The minimap shows only when there is a picture to overview.
  void setHasPicture(bool hasPicture);
  // Places both overlays now (the view calls it after a layout lands).
  void place();
  // Once, on a later turn of the event loop, however often asked (scrolling).
  void schedulePlace();

  // Folded by the user (remembered); shown is what is on screen now.
  bool legendFolded() const { return legendFolded_; }
  bool minimapFolded() const { return minimapFolded_; }
  void setLegendFolded(bool folded);
  void setMinimapFolded(bool folded);
  QToolButton* legendChip() const { return legendChip_; }
  QToolButton* minimapChip() const { return minimapChip_; }

  // True when a visible box lies under `rect` (canvas coordinates).
  bool coversBox(const QRect& rect) const;

 private:
  // Puts `overlay` (or its chip) in the first free corner of `order`; returns its rect.
  QRect placeOne(QWidget* overlay, QToolButton* chip, bool wanted, const QVector<int>& order, int& corner,
                 const QRect& taken);
  QRect cornerRect(int corner, const QSize& size) const;

  GraphCanvas* canvas_;
  GraphLegend* legend_;
  GraphMinimap* minimap_;
  QToolButton* legendChip_;
  QToolButton* minimapChip_;
  bool hasPicture_ = false;
  bool legendFolded_ = false;
  bool minimapFolded_ = false;
  bool placeScheduled_ = false;
  int legendCorner_ = 0;   // index into corners: where it sits now
  int minimapCorner_ = 1;
};

}  // namespace shardscope::views
