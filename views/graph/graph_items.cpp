#include "views/graph/graph_items.h"

#include "views/graph/group_share.h"

#include <QGraphicsScene>
#include <QPainter>
#include <QPainterPathStroker>
#include <QStyleOptionGraphicsItem>

#include <utility>

namespace shardscope::views {
namespace {

double levelOfDetail(const QPainter* painter, const QStyleOptionGraphicsItem* option) {
  return option->levelOfDetailFromTransform(painter->worldTransform());
}

constexpr double kCornerRadius = 4;
constexpr double kGroupStackOffset = 3;  // the "stack of cards" look of a collapsed group
constexpr double kTintBand = 5;
const QColor kBadgeFill(0xfe, 0xef, 0xc3);
const QColor kBadgeBorder(0xe3, 0x74, 0x00);
const QColor kBadgeText(0x5f, 0x2b, 0x00);

}  // namespace

ItemCachesOff::ItemCachesOff(QGraphicsScene* scene) {
  if (!scene) return;
  for (QGraphicsItem* item : scene->items())
    if (item->cacheMode() != QGraphicsItem::NoCache) {
      cached_.push_back({item, item->cacheMode()});
      item->setCacheMode(QGraphicsItem::NoCache);
    }
}

ItemCachesOff::~ItemCachesOff() {
  for (const auto& [item, mode] : cached_) item->setCacheMode(mode);
}

BoxItem::BoxItem(const QRectF& rect, BoxLabel label, bool isGroup, int modelIndex)
    : rect_(rect), label_(std::move(label)), isGroup_(isGroup), modelIndex_(modelIndex) {
  fill_ = isGroup ? GraphStyle::instance().groupFill : QColor(0xf4, 0xf5, 0xf7);
  setZValue(2);
  setAcceptHoverEvents(false);
  // Drawn once per look and zoom, then copied: every verification step scrolls the view to
  // its subject, and the overlays above the viewport make each scroll repaint all of it
  // (drawing every box's rounded frame and text again was most of a step, issue 23).
  // Each setter calls update(), which draws the box again.
  setCacheMode(QGraphicsItem::DeviceCoordinateCache);
}

QRectF BoxItem::boundingRect() const {
  const double margin = 3 + (isGroup_ ? kGroupStackOffset : 0);
  return rect_.adjusted(-margin, -margin, margin, margin);
}

void BoxItem::setFill(const QColor& fill) {
  if (fill == fill_) return;
  fill_ = fill;
  update();
}

void BoxItem::setMarked(bool selected, bool highlighted) {
  if (selected == selected_ && highlighted == highlighted_) return;
  selected_ = selected;
  highlighted_ = highlighted;
  update();
}

void BoxItem::setTint(const QColor& tint) {
  if (tint == tint_) return;
  tint_ = tint;
  update();
}

void BoxItem::setShares(const QVector<QPair<QColor, double>>& shares) {
  if (shares == shares_) return;
  shares_ = shares;
  update();
}

void BoxItem::setLabel(BoxLabel label) {
  label_ = std::move(label);
  update();
}

void BoxItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget*) {
  const GraphStyle& style = GraphStyle::instance();
  const double lod = levelOfDetail(painter, option);
  painter->setRenderHint(QPainter::Antialiasing, lod > 0.2);
  QPen pen(style.border, 1);
  if (highlighted_) pen = QPen(style.highlight, 2.5);
  if (selected_) pen = QPen(style.selection, 3);
  pen.setCosmetic(lod < 0.5);  // stays visible when zoomed far out
  if (isGroup_) {
    // A second card behind the box says "there is more inside".
    painter->setPen(QPen(style.border, 1));
    painter->setBrush(fill_.darker(108));
    painter->drawRoundedRect(rect_.translated(kGroupStackOffset, kGroupStackOffset), kCornerRadius, kCornerRadius);
  }
  painter->setPen(pen);
  painter->setBrush(fill_);
  painter->drawRoundedRect(rect_, kCornerRadius, kCornerRadius);
  if (tint_.isValid() && tint_ != fill_) {
    // The band keeps a stage visible when an analysis colour fills the box.
    painter->setPen(Qt::NoPen);
    painter->setBrush(tint_.darker(115));
    painter->drawRoundedRect(QRectF(rect_.left() + 1, rect_.top() + 1, kTintBand, rect_.height() - 2), 2, 2);
  }
  if (!shares_.isEmpty()) {
    // The share bar: each state as long as its share of the members, so a few unverified
    // members read as a sliver, not as the colour of the whole layer.
    const QRectF bar(rect_.left() + 4, rect_.bottom() - kShareBarHeight - 3, rect_.width() - 8, kShareBarHeight);
    painter->setPen(Qt::NoPen);
    double x = bar.left();
    for (const auto& [colour, fraction] : shares_) {
      const double width = bar.width() * fraction;
      painter->setBrush(colour.darker(112));
      painter->drawRect(QRectF(x, bar.top(), width, bar.height()));
      x += width;
    }
    painter->setPen(QPen(style.border, 0.8));
    painter->setBrush(Qt::NoBrush);
    painter->drawRect(bar);
  }
  if (lod < style.textLevelOfDetail) return;
  label_.paint(painter, rect_);
}

ClusterItem::ClusterItem(const QRectF& rect, double titleHeight, QString title, int group)
    : rect_(rect), titleHeight_(titleHeight), title_(std::move(title)), group_(group) {
  setZValue(0);
}

QRectF ClusterItem::titleRect() const {
  return QRectF(rect_.left(), rect_.top(), rect_.width(), titleHeight_ + 4);
}

void ClusterItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget*) {
  const GraphStyle& style = GraphStyle::instance();
  const double lod = levelOfDetail(painter, option);
  painter->setRenderHint(QPainter::Antialiasing, lod > 0.2);
  QPen pen(style.clusterBorder, 1.2);
  pen.setCosmetic(lod < 0.5);
  painter->setPen(pen);
  painter->setBrush(style.clusterFill);
  painter->drawRoundedRect(rect_, 6, 6);
  if (lod < style.textLevelOfDetail) return;
  painter->setFont(style.heading);
  painter->setPen(style.secondaryText);
  const QRectF text = QRectF(rect_.left() + 8, rect_.top() + 2, rect_.width() - 16, titleHeight_);
  painter->drawText(text, Qt::AlignLeft | Qt::AlignVCenter,
                    QFontMetricsF(style.heading).elidedText(title_, Qt::ElideMiddle, text.width()));
}

EdgeItem::EdgeItem(QPainterPath path, QPolygonF arrowHead) : path_(std::move(path)), arrowHead_(std::move(arrowHead)) {
  bounds_ = path_.boundingRect().united(arrowHead_.boundingRect()).adjusted(-3, -3, 3, 3);
  setZValue(1);
}

QPainterPath EdgeItem::shape() const {
  QPainterPathStroker stroker;
  stroker.setWidth(6);  // easy to hover for the tooltip
  return stroker.createStroke(path_);
}

void EdgeItem::setEmphasised(bool emphasised) {
  if (emphasised == emphasised_) return;
  emphasised_ = emphasised;
  setZValue(emphasised ? 1.5 : 1);
  update();
}

void EdgeItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget*) {
  const GraphStyle& style = GraphStyle::instance();
  const double lod = levelOfDetail(painter, option);
  painter->setRenderHint(QPainter::Antialiasing, lod > 0.2);
  const QColor colour = emphasised_ ? style.edgeEmphasis : style.edgeColor;
  QPen pen(colour, emphasised_ ? 2 : 1.1);
  pen.setCosmetic(lod < 0.5);
  painter->setPen(pen);
  painter->setBrush(Qt::NoBrush);
  painter->drawPath(path_);
  if (!arrowHead_.isEmpty()) {
    painter->setBrush(colour);
    painter->drawPolygon(arrowHead_);
  }
}

EdgeLabelItem::EdgeLabelItem(const QRectF& rect, QString text) : rect_(rect), text_(std::move(text)) {
  setZValue(3);
  setCacheMode(QGraphicsItem::DeviceCoordinateCache);  // as boxes: text drawn once, copied on scroll
}

void EdgeLabelItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget*) {
  const GraphStyle& style = GraphStyle::instance();
  if (levelOfDetail(painter, option) < 0.55) return;  // unreadable below this: just noise
  painter->setPen(Qt::NoPen);
  painter->setBrush(QColor(255, 255, 255, 215));
  painter->drawRect(rect_);
  painter->setFont(style.edge);
  painter->setPen(style.secondaryText);
  painter->drawText(rect_, Qt::AlignCenter, text_);
}

BadgeItem::BadgeItem(const QRectF& rect, QString text) : rect_(rect), text_(std::move(text)) {
  setZValue(5);  // above edges, labels and boxes: a badge is what the user came to see
}

QSizeF BadgeItem::sizeFor(const QString& text) {
  QFont font = GraphStyle::instance().edge;
  font.setBold(true);
  const QFontMetricsF metrics(font);
  return QSizeF(metrics.horizontalAdvance(text) + 12, metrics.height() + 4);
}

void BadgeItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget*) {
  const double lod = levelOfDetail(painter, option);
  painter->setRenderHint(QPainter::Antialiasing, lod > 0.2);
  QPen pen(kBadgeBorder, 1.3);
  pen.setCosmetic(lod < 0.5);
  painter->setPen(pen);
  painter->setBrush(kBadgeFill);
  painter->drawRoundedRect(rect_, rect_.height() / 2, rect_.height() / 2);
  if (lod < 0.45) return;  // a coloured tag is still visible; its text is not
  QFont font = GraphStyle::instance().edge;
  font.setBold(true);
  painter->setFont(font);
  painter->setPen(kBadgeText);
  painter->drawText(rect_, Qt::AlignCenter, text_);
}

NoteItem::NoteItem(const QPointF& topLeft, QString text, double width) : text_(std::move(text)) {
  const GraphStyle& style = GraphStyle::instance();
  const QFontMetricsF metrics(style.note);
  const QRectF textRect = metrics.boundingRect(QRectF(0, 0, width - 16, 10000), Qt::TextWordWrap, text_);
  rect_ = QRectF(topLeft, QSizeF(width, textRect.height() + 12));
  setZValue(4);
}

void NoteItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
  const GraphStyle& style = GraphStyle::instance();
  painter->setRenderHint(QPainter::Antialiasing);
  painter->setPen(QPen(style.noteBorder, 1));
  painter->setBrush(style.noteFill);
  painter->drawRoundedRect(rect_, 4, 4);
  painter->setFont(style.note);
  painter->setPen(style.text);
  painter->drawText(rect_.adjusted(8, 6, -8, -6), Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignVCenter, text_);
}

}  // namespace shardscope::views
