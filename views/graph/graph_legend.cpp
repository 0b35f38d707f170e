#include "views/graph/graph_legend.h"

#include "views/graph/graph_style.h"
#include "views/graph/node_state.h"

#include <QEvent>
#include <QPainter>

#include <algorithm>

namespace shardscope::views {
namespace {

// The look the legend had as a grid of labels: margins, spacing, swatch, colours.
constexpr int kMarginX = 8, kMarginY = 6, kSpacingX = 6, kSpacingY = 3, kSwatch = 14;
const QColor kBackground(255, 255, 255, 235);
const QColor kFrame(0x9a, 0xa0, 0xa6);
const QColor kText(0x20, 0x21, 0x24);

}  // namespace

GraphLegend::GraphLegend(QWidget* parent) : QWidget(parent) {
  setObjectName(QStringLiteral("graphLegend"));
  font_ = font();
  font_.setPointSize(8);
  const NodeState states[] = {NodeState::None, NodeState::Verified, NodeState::Unverified, NodeState::Frontier,
                              NodeState::NumericDivergence};
  for (NodeState state : states) rows_.push_back({nodeStateColor(state), nodeStateName(state)});
  rows_.push_back({GraphStyle::instance().groupFill, tr("collapsed group (double-click)")});
  fixedRows_ = static_cast<int>(rows_.size());
  adjustSize();
}

void GraphLegend::setExtraEntries(const QList<QPair<QString, QColor>>& entries) {
  rows_ = rows_.mid(0, fixedRows_);
  for (const auto& [name, colour] : entries) rows_.push_back({colour, name});
  picture_ = QPixmap();
  updateGeometry();
  adjustSize();
  update();
}

QStringList GraphLegend::entryNames() const {
  QStringList names;
  for (const Row& row : rows_) names << row.name;
  return names;
}

QSize GraphLegend::sizeHint() const {
  const QFontMetrics metrics(font_);
  int text = 0;
  for (const Row& row : rows_) text = std::max(text, metrics.horizontalAdvance(row.name));
  const int line = std::max(kSwatch, metrics.height());
  const int count = static_cast<int>(rows_.size());
  return {2 * kMarginX + kSwatch + kSpacingX + text, 2 * kMarginY + count * line + std::max(0, count - 1) * kSpacingY};
}

void GraphLegend::drawPicture() {
  const qreal ratio = devicePixelRatioF();
  picture_ = QPixmap((QSizeF(size()) * ratio).toSize().expandedTo(QSize(1, 1)));
  picture_.setDevicePixelRatio(ratio);
  picture_.fill(Qt::transparent);
  ++picturesDrawn_;
  QPainter painter(&picture_);
  painter.setRenderHint(QPainter::Antialiasing);
  painter.setPen(QPen(kFrame, 1));
  painter.setBrush(kBackground);
  painter.drawRoundedRect(QRectF(rect()).adjusted(0.5, 0.5, -0.5, -0.5), 4, 4);
  const QFontMetrics metrics(font_);
  const int line = std::max(kSwatch, metrics.height());
  painter.setFont(font_);
  const QColor border = GraphStyle::instance().border;
  for (int i = 0, y = kMarginY; i < rows_.size(); ++i, y += line + kSpacingY) {
    const QRectF swatch(kMarginX + 0.5, y + (line - kSwatch) / 2 + 0.5, kSwatch - 1, kSwatch - 1);
    painter.setPen(QPen(border, 1));
    painter.setBrush(rows_[i].fill);
    painter.drawRoundedRect(swatch, 3, 3);
    painter.setPen(kText);
    painter.drawText(QRect(kMarginX + kSwatch + kSpacingX, y, width() - kMarginX - kSwatch - kSpacingX, line),
                     Qt::AlignLeft | Qt::AlignVCenter, rows_[i].name);
  }
}

void GraphLegend::paintEvent(QPaintEvent*) {
  if (picture_.isNull() || picture_.deviceIndependentSize().toSize() != size() || picture_.devicePixelRatio() != devicePixelRatioF())
    drawPicture();
  QPainter(this).drawPixmap(0, 0, picture_);
}

void GraphLegend::changeEvent(QEvent* event) {
  if (event->type() == QEvent::FontChange || event->type() == QEvent::PaletteChange || event->type() == QEvent::StyleChange) {
    font_ = font();
    font_.setPointSize(8);
    picture_ = QPixmap();
    updateGeometry();
  }
  QWidget::changeEvent(event);
}

}  // namespace shardscope::views
