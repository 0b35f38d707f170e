#pragma once
// The QGraphicsItems of the graph scene: instruction nodes and collapsed-group boxes,
// frames around expanded groups, edges with arrowheads, edge labels and the note that
// says what is not shown. Items draw less when small on screen (level of detail).

#include "views/graph/graph_style.h"

#include <QColor>
#include <QGraphicsItem>
#include <QPainterPath>
#include <QPolygonF>
#include <QVector>

namespace shardscope::views {

// While it lives, the scene's items draw themselves instead of copying their cached
// pictures: for rendering the scene into a file (an SVG would get bitmaps instead of
// shapes and text, a PNG pixels at the screen's scale). Boxes and edge labels keep such
// pictures for the screen.
class ItemCachesOff {
 public:
  explicit ItemCachesOff(QGraphicsScene* scene);
  ~ItemCachesOff();
  ItemCachesOff(const ItemCachesOff&) = delete;
  ItemCachesOff& operator=(const ItemCachesOff&) = delete;

 private:
  QVector<QPair<QGraphicsItem*, QGraphicsItem::CacheMode>> cached_;
};

enum GraphItemType {
  kBoxItemType = QGraphicsItem::UserType + 1,
  kClusterItemType,
  kEdgeItemType,
  kEdgeLabelItemType,
  kNoteItemType,
  kBadgeItemType,
};

// An instruction's node or a collapsed group's box.
class BoxItem : public QGraphicsItem {
 public:
  BoxItem(const QRectF& rect, BoxLabel label, bool isGroup, int modelIndex);

  int type() const override { return kBoxItemType; }
  QRectF boundingRect() const override;
  void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

  bool isGroup() const { return isGroup_; }
  int modelIndex() const { return modelIndex_; }
  QRectF rect() const { return rect_; }
  QColor fill() const { return fill_; }
  void setFill(const QColor& fill);
  void setMarked(bool selected, bool highlighted);
  // A category colour (e.g. a pipeline stage) drawn as a band on the left edge, so it
  // stays visible under an analysis colour; invalid: none.
  QColor tint() const { return tint_; }
  void setTint(const QColor& tint);
  // A new label that fits the box (e.g. a changed badge), drawn without a new layout.
  void setLabel(BoxLabel label);
  const BoxLabel& label() const { return label_; }
  // A collapsed group's share bar: colour and fraction of its members, drawn in order
  // along the bottom edge; empty: none.
  void setShares(const QVector<QPair<QColor, double>>& shares);
  const QVector<QPair<QColor, double>>& shares() const { return shares_; }

 private:
  QRectF rect_;
  BoxLabel label_;
  bool isGroup_;
  int modelIndex_;
  QColor fill_;
  QColor tint_;
  QVector<QPair<QColor, double>> shares_;
  bool selected_ = false;
  bool highlighted_ = false;
};

// The frame drawn around an expanded group's members, with its title on top.
class ClusterItem : public QGraphicsItem {
 public:
  ClusterItem(const QRectF& rect, double titleHeight, QString title, int group);

  int type() const override { return kClusterItemType; }
  QRectF boundingRect() const override { return rect_; }
  void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;
  QRectF titleRect() const;
  int group() const { return group_; }

 private:
  QRectF rect_;
  double titleHeight_;
  QString title_;
  int group_;
};

class EdgeItem : public QGraphicsItem {
 public:
  EdgeItem(QPainterPath path, QPolygonF arrowHead);

  int type() const override { return kEdgeItemType; }
  QRectF boundingRect() const override { return bounds_; }
  QPainterPath shape() const override;
  void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;
  const QPainterPath& path() const { return path_; }
  void setEmphasised(bool emphasised);

 private:
  QPainterPath path_;
  QPolygonF arrowHead_;
  QRectF bounds_;
  bool emphasised_ = false;
};

// A tensor shape next to its edge; hidden when too small to read.
class EdgeLabelItem : public QGraphicsItem {
 public:
  EdgeLabelItem(const QRectF& rect, QString text);

  int type() const override { return kEdgeLabelItemType; }
  QRectF boundingRect() const override { return rect_; }
  void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;
  const QString& text() const { return text_; }

 private:
  QRectF rect_;
  QString text_;
};

// A visible note in the scene saying what is collapsed, left out or truncated.
class NoteItem : public QGraphicsItem {
 public:
  NoteItem(const QPointF& topLeft, QString text, double width);

  int type() const override { return kNoteItemType; }
  QRectF boundingRect() const override { return rect_; }
  void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;
  const QString& text() const { return text_; }

 private:
  QRectF rect_;
  QString text_;
};

// A collective (or any short fact) on an edge or a box: an orange tag with its text.
class BadgeItem : public QGraphicsItem {
 public:
  BadgeItem(const QRectF& rect, QString text);

  int type() const override { return kBadgeItemType; }
  QRectF boundingRect() const override { return rect_.adjusted(-1, -1, 1, 1); }
  void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;
  const QString& text() const { return text_; }
  QRectF rect() const { return rect_; }
  // The size a badge with `text` takes.
  static QSizeF sizeFor(const QString& text);

 private:
  QRectF rect_;
  QString text_;
};

}  // namespace shardscope::views
