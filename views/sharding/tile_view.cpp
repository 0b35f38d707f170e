#include "views/sharding/tile_view.h"

#include "views/sharding/mesh_grid_widget.h"

#include <QPainter>

#include <algorithm>

namespace shardscope::views {

namespace {

// More panels than this are summarised instead of drawn too small to read.
constexpr int64_t kMaxPanels = 64;

QString devicesText(const std::vector<int64_t>& devices, int limit) {
  QStringList parts;
  for (std::size_t i = 0; i < devices.size() && static_cast<int>(i) < limit; ++i) parts << QString::number(devices[i]);
  if (static_cast<int>(devices.size()) > limit) parts << QStringLiteral("…");
  return parts.join(',');
}

QString rangesText(const TileBlock& block, std::size_t from) {
  QStringList parts;
  for (std::size_t d = from; d < block.ranges.size(); ++d)
    parts << QStringLiteral("%1:%2").arg(block.ranges[d].first).arg(block.ranges[d].second);
  return "[" + parts.join(", ") + "]";
}

}  // namespace

TileView::TileView(QWidget* parent) : QWidget(parent) {
  setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
  clear();
}

void TileView::clear() {
  name_.clear();
  layout_.reset();
  caption_ = tr("Select a tensor to see which block each device holds.");
  update();
}

void TileView::setTensor(const QString& name, const QString& shapeText, const std::vector<int64_t>& shape,
                         const std::optional<sharding::HloSharding>& sharding, int64_t numDevices) {
  name_ = name;
  const sharding::HloSharding value = sharding ? *sharding : sharding::HloSharding::replicated();
  auto computed = computeTileLayout(value, shape, numDevices);
  const QString header = QStringLiteral("%1 %2  %3").arg(name, shapeText,
      sharding ? QString::fromStdString(sharding->toString(false)) : tr("(no sharding: replicated)"));
  if (auto* error = std::get_if<std::string>(&computed)) {
    layout_.reset();
    caption_ = header + "\n" + QString::fromStdString(*error);
  } else {
    layout_ = std::get<TileLayout>(std::move(computed));
    QStringList notes;
    if (layout_->maximal) notes << tr("whole tensor on device %1").arg(layout_->blocks.front().devices.front());
    if (layout_->replicas > 1) notes << tr("each block on %1 devices (replicas)").arg(layout_->replicas);
    if (layout_->partial > 1) notes << tr("Σ: each block is a partial sum over %1 devices").arg(layout_->partial);
    caption_ = header + (notes.isEmpty() ? QString() : "\n" + notes.join("; "));
  }
  update();
}

void TileView::paintEvent(QPaintEvent*) {
  QPainter painter(this);
  painter.setRenderHint(QPainter::Antialiasing);
  painter.fillRect(rect(), palette().base());
  const QFontMetrics metrics(font());
  const int margin = 8;
  // As tall as the wrapped caption needs, so a long sharding never hides under the drawing.
  const QRect captionRect = metrics.boundingRect(QRect(margin, margin, std::max(1, width() - 2 * margin), height()),
                                                 Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, caption_);
  painter.setPen(palette().text().color());
  painter.drawText(captionRect, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, caption_);
  if (!layout_) return;
  const TileLayout& layout = *layout_;
  const std::size_t rank = layout.shape.size();
  // The last two dims (or fewer) are the grid; the dims before them pick the panel.
  const std::size_t gridDims = std::min<std::size_t>(rank, 2);
  const std::size_t leading = rank - gridDims;
  int64_t rows = 1, columns = 1, panels = 1;
  if (gridDims == 2) rows = layout.tilesPerDim[rank - 2];
  if (gridDims >= 1) columns = layout.tilesPerDim[rank - 1];
  for (std::size_t d = 0; d < leading; ++d) panels *= layout.tilesPerDim[d];
  const int64_t drawnPanels = std::min(panels, kMaxPanels);
  const int top = captionRect.bottom() + margin;
  const int panelColumns = static_cast<int>(std::max<int64_t>(1, std::min<int64_t>(drawnPanels, drawnPanels > 4 ? 4 : drawnPanels)));
  const int panelRows = static_cast<int>((drawnPanels + panelColumns - 1) / panelColumns);
  const int labelHeight = leading > 0 ? metrics.height() + 2 : 0;
  const double panelWidth = (width() - margin * (panelColumns + 1)) / static_cast<double>(panelColumns);
  const double panelHeight = (height() - top - margin * panelRows) / static_cast<double>(panelRows);
  const double cellWidth = panelWidth / static_cast<double>(columns);
  const double cellHeight = (panelHeight - labelHeight) / static_cast<double>(rows);
  if (cellWidth < 3 || cellHeight < 3) {
    painter.drawText(rect().adjusted(0, top, 0, 0), Qt::AlignCenter, tr("%1 blocks: enlarge the view").arg(layout.blocks.size()));
    return;
  }
  QFont small = font();
  small.setPointSizeF(std::max(6.0, small.pointSizeF() * 0.85));
  const QFontMetrics smallMetrics(small);
  const int64_t blocksPerPanel = rows * columns;
  for (int64_t panel = 0; panel < drawnPanels; ++panel) {
    const double x0 = margin + static_cast<double>(panel % panelColumns) * (panelWidth + margin);
    const double y0 = top + static_cast<double>(panel / panelColumns) * (panelHeight + margin);
    const TileBlock& first = layout.blocks[static_cast<std::size_t>(panel * blocksPerPanel)];
    if (leading > 0) {
      QStringList coordinates;
      for (std::size_t d = 0; d < leading; ++d)
        coordinates << QStringLiteral("d%1 %2:%3").arg(d).arg(first.ranges[d].first).arg(first.ranges[d].second);
      painter.setPen(palette().text().color());
      painter.drawText(QRectF(x0, y0, panelWidth, labelHeight), Qt::AlignLeft | Qt::AlignVCenter, coordinates.join("  "));
    }
    for (int64_t r = 0; r < rows; ++r)
      for (int64_t c = 0; c < columns; ++c) {
        const TileBlock& block = layout.blocks[static_cast<std::size_t>(panel * blocksPerPanel + r * columns + c)];
        const QRectF cell(x0 + c * cellWidth, y0 + labelHeight + r * cellHeight, cellWidth, cellHeight);
        const QRectF inner = cell.adjusted(1, 1, -1, -1);
        painter.setPen(QPen(palette().mid().color(), 1));
        painter.setBrush(deviceColor(block.devices.front()));
        painter.drawRect(inner);
        if (layout.partial > 1) {
          painter.setBrush(QBrush(QColor(0, 0, 0, 60), Qt::BDiagPattern));
          painter.drawRect(inner);
        }
        painter.setPen(Qt::black);
        const int maxDevices = std::max(1, static_cast<int>(inner.width() / std::max(1, metrics.horizontalAdvance("00,"))));
        const QString owners = (layout.partial > 1 ? QStringLiteral("Σ ") : QString()) +
                               (block.devices.size() > 1 ? tr("devices ") : tr("device ")) +
                               devicesText(block.devices, maxDevices);
        painter.setFont(font());
        if (inner.height() >= metrics.height() * 2 + 4) {
          painter.drawText(inner.adjusted(2, 2, -2, -inner.height() / 2), Qt::AlignHCenter | Qt::AlignBottom,
                           metrics.elidedText(owners, Qt::ElideRight, static_cast<int>(inner.width()) - 4));
          painter.setFont(small);
          painter.drawText(inner.adjusted(2, inner.height() / 2, -2, -2), Qt::AlignHCenter | Qt::AlignTop,
                           smallMetrics.elidedText(rangesText(block, leading), Qt::ElideRight, static_cast<int>(inner.width()) - 4));
        } else {
          painter.drawText(inner, Qt::AlignCenter, metrics.elidedText(owners, Qt::ElideRight, static_cast<int>(inner.width()) - 4));
        }
        painter.setFont(font());
      }
  }
  if (drawnPanels < panels) {
    painter.setPen(palette().text().color());
    painter.drawText(rect().adjusted(margin, 0, -margin, -2), Qt::AlignRight | Qt::AlignBottom,
                     tr("first %1 of %2 panels").arg(drawnPanels).arg(panels));
  }
}

}  // namespace shardscope::views
