#include "views/graph/graph_overlays.h"

#include "views/graph/graph_canvas.h"
#include "views/graph/graph_items.h"
#include "views/graph/graph_legend.h"
#include "views/graph/graph_minimap.h"

#include <QApplication>
#include <QGraphicsScene>
#include <QSettings>
#include <QTimer>
#include <QToolButton>

#include <functional>

namespace shardscope::views {
namespace {

constexpr int kMargin = 8;
// Corners, then the middles of the bottom and top edges.
enum Corner { kBottomLeft, kBottomRight, kTopLeft, kTopRight, kBottomMiddle, kTopMiddle, kCorners };
const char* const kLegendKey = "graphView/legendFolded";
const char* const kMinimapKey = "graphView/minimapFolded";

QToolButton* makeChip(const QString& text, const QString& tip, QWidget* parent) {
  auto* chip = new QToolButton(parent);
  chip->setText(text);
  chip->setToolTip(tip);
  chip->setAutoRaise(false);
  chip->setStyleSheet(QStringLiteral("QToolButton { background: rgba(255,255,255,235); border: 1px solid #9aa0a6; "
                                     "border-radius: 4px; padding: 1px 6px; font-size: 8pt; }"));
  chip->setProperty("unfoldTip", tip);
  chip->adjustSize();
  chip->hide();
  return chip;
}

// The small "–" in an overlay's top right corner that folds it.
void addFoldButton(QWidget* overlay, const QString& tip, QObject* context, std::function<void()> fold) {
  auto* button = new QToolButton(overlay);
  button->setObjectName(QStringLiteral("foldButton"));
  button->setText(QStringLiteral("\u2013"));
  button->setToolTip(tip);
  button->setAutoRaise(true);
  button->setFixedSize(16, 16);
  button->setStyleSheet(QStringLiteral("QToolButton { border: none; font-size: 9pt; color: #5f6368; }"));
  QObject::connect(button, &QToolButton::clicked, context, std::move(fold));
  // Kept in the corner when the overlay changes size (the legend grows with its rows).
  struct Keeper : QObject {
    QToolButton* button;
    Keeper(QToolButton* b, QObject* parent) : QObject(parent), button(b) {}
    bool eventFilter(QObject* watched, QEvent* event) override {
      if (event->type() == QEvent::Resize || event->type() == QEvent::Show) {
        auto* widget = static_cast<QWidget*>(watched);
        button->move(widget->width() - button->width() - 2, 2);
        button->raise();
      }
      return false;
    }
  };
  overlay->installEventFilter(new Keeper(button, button));
  button->move(overlay->width() - button->width() - 2, 2);
}

}  // namespace

GraphOverlays::GraphOverlays(GraphCanvas* canvas, GraphLegend* legend, GraphMinimap* minimap)
    : QObject(canvas), canvas_(canvas), legend_(legend), minimap_(minimap) {
  legendFolded_ = QSettings().value(QLatin1String(kLegendKey), false).toBool();
  minimapFolded_ = QSettings().value(QLatin1String(kMinimapKey), false).toBool();
  legendChip_ = makeChip(tr("Legend"), tr("Show the colour legend"), canvas);
  minimapChip_ = makeChip(tr("Overview"), tr("Show the overview map"), canvas);
  connect(legendChip_, &QToolButton::clicked, this, [this] { setLegendFolded(false); });
  connect(minimapChip_, &QToolButton::clicked, this, [this] { setMinimapFolded(false); });
  addFoldButton(legend_, tr("Fold the legend"), this, [this] { setLegendFolded(true); });
  addFoldButton(minimap_, tr("Fold the overview"), this, [this] { setMinimapFolded(true); });
  connect(canvas_, &GraphCanvas::viewportChanged, this, &GraphOverlays::schedulePlace);
}

void GraphOverlays::setHasPicture(bool hasPicture) {
  hasPicture_ = hasPicture;
  place();
}

void GraphOverlays::setLegendFolded(bool folded) {
  legendFolded_ = folded;
  QSettings().setValue(QLatin1String(kLegendKey), folded);
  place();
}

void GraphOverlays::setMinimapFolded(bool folded) {
  minimapFolded_ = folded;
  QSettings().setValue(QLatin1String(kMinimapKey), folded);
  place();
}

void GraphOverlays::schedulePlace() {
  if (placeScheduled_) return;
  placeScheduled_ = true;
  QTimer::singleShot(0, this, [this] {
    placeScheduled_ = false;
    place();
  });
}

QRect GraphOverlays::cornerRect(int corner, const QSize& size) const {
  const QRect area = canvas_->viewport()->geometry();
  const int left = area.left() + kMargin, right = area.right() - kMargin - size.width() + 1;
  const int top = area.top() + kMargin, bottom = area.bottom() - kMargin - size.height() + 1;
  const int middle = area.center().x() - size.width() / 2;
  switch (corner) {
    case kBottomLeft: return QRect(QPoint(left, bottom), size);
    case kBottomRight: return QRect(QPoint(right, bottom), size);
    case kTopLeft: return QRect(QPoint(left, top), size);
    case kTopRight: return QRect(QPoint(right, top), size);
    case kBottomMiddle: return QRect(QPoint(middle, bottom), size);
    default: return QRect(QPoint(middle, top), size);
  }
}

bool GraphOverlays::coversBox(const QRect& rect) const {
  QGraphicsScene* scene = canvas_->scene();
  if (!scene) return false;
  // A pixel or two of slack: box edges are fractional, the overlay's are not.
  const QRect inViewport = rect.adjusted(-2, -2, 2, 2).translated(-canvas_->viewport()->geometry().topLeft());
  for (QGraphicsItem* item : scene->items(canvas_->mapToScene(inViewport), Qt::IntersectsItemBoundingRect))
    if ((item->type() == kBoxItemType || item->type() == kNoteItemType) && item->isVisible()) return true;
  return false;
}

QRect GraphOverlays::placeOne(QWidget* overlay, QToolButton* chip, bool wanted, const QVector<int>& order,
                              int& corner, const QRect& taken) {
  const QRect area = canvas_->viewport()->geometry();
  const auto fits = [&](const QRect& r) { return area.contains(r) && !r.intersects(taken) && !coversBox(r); };
  // The current corner first, so an overlay moves only when it has to.
  QVector<int> tries{corner};
  for (int c : order)
    if (c != corner) tries << c;
  if (wanted) {
    overlay->adjustSize();
    for (int c : tries) {
      const QRect r = cornerRect(c, overlay->size());
      if (!fits(r)) continue;
      corner = c;
      // Raised only when it moves or shows: a raise repaints the overlay and the graph
      // under it, and this runs after every scroll (each verification step centres one).
      if (overlay->isHidden() || overlay->pos() != r.topLeft()) {
        overlay->move(r.topLeft());
        overlay->show();
        overlay->raise();
      }
      chip->hide();
      return r;
    }
  }
  // Folded, or no free corner: the chip, where it covers nothing if it can.
  overlay->hide();
  chip->adjustSize();
  chip->setToolTip(wanted ? tr("Folded: no corner of this view is free of nodes (scroll or zoom to make room)")
                          : chip->property("unfoldTip").toString());
  QRect r = cornerRect(tries.front(), chip->size());
  for (int c : tries) {
    const QRect candidate = cornerRect(c, chip->size());
    if (fits(candidate)) {
      r = candidate;
      break;
    }
  }
  const bool moved = chip->isHidden() || chip->pos() != r.topLeft();
  chip->move(r.topLeft());
  chip->setVisible(area.width() > 2 * chip->width() && area.height() > 2 * chip->height());
  if (moved) chip->raise();
  return chip->isVisible() ? r : QRect();
}

void GraphOverlays::place() {
  // Not while the minimap is being dragged: it would jump away from the pointer.
  if (minimap_->isVisible() && minimap_->underMouse() && (QApplication::mouseButtons() & Qt::LeftButton)) return;
  static const QVector<int> legendOrder{kBottomLeft, kTopLeft, kBottomRight, kTopRight, kBottomMiddle, kTopMiddle};
  static const QVector<int> minimapOrder{kBottomRight, kTopRight, kBottomLeft, kTopLeft, kBottomMiddle, kTopMiddle};
  const QRect legendRect = placeOne(legend_, legendChip_, !legendFolded_, legendOrder, legendCorner_, QRect());
  if (hasPicture_) {
    placeOne(minimap_, minimapChip_, !minimapFolded_, minimapOrder, minimapCorner_, legendRect);
  } else {
    minimap_->hide();
    minimapChip_->hide();
  }
}

}  // namespace shardscope::views
