#include "views/sharding/mesh_grid_widget.h"

#include <QPainter>

#include <algorithm>

namespace shardscope::views {

namespace {

// Beyond this many cells the grid would be unreadable; the panel says so instead.
constexpr int64_t kMaxDrawnDevices = 1024;

struct GridShape {
  int64_t panels = 1;  // product of the leading axes
  int64_t rows = 1;
  int64_t columns = 1;
};

GridShape gridShape(const sharding::Mesh& mesh) {
  const auto sizes = mesh.axisSizes();
  GridShape grid;
  if (sizes.size() == 1) grid.columns = sizes[0];
  if (sizes.size() >= 2) {
    grid.rows = sizes[sizes.size() - 2];
    grid.columns = sizes[sizes.size() - 1];
    for (std::size_t i = 0; i + 2 < sizes.size(); ++i) grid.panels *= sizes[i];
  }
  return grid;
}

}  // namespace

QColor deviceColor(int64_t device) {
  // Golden-angle hues keep neighbouring ids apart.
  const int hue = static_cast<int>((device * 137) % 360);
  return QColor::fromHsv(hue, 90, 245);
}

MeshGridWidget::MeshGridWidget(QWidget* parent) : QWidget(parent) {
  setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void MeshGridWidget::setMesh(const sharding::Mesh& mesh) {
  mesh_ = mesh;
  updateGeometry();
  update();
}

QSize MeshGridWidget::sizeHint() const { return {320, 160}; }
QSize MeshGridWidget::minimumSizeHint() const { return {120, 60}; }

void MeshGridWidget::paintEvent(QPaintEvent*) {
  QPainter painter(this);
  painter.setRenderHint(QPainter::Antialiasing);
  painter.fillRect(rect(), palette().base());
  const QFontMetrics metrics(font());
  if (mesh_.numDevices() > kMaxDrawnDevices) {
    painter.drawText(rect(), Qt::AlignCenter, tr("%1 devices: too many to draw").arg(mesh_.numDevices()));
    return;
  }
  const GridShape grid = gridShape(mesh_);
  const auto& axes = mesh_.axes();
  const int margin = 6;
  const int labelHeight = metrics.height() + 2;
  // Panels side by side, wrapping into as many rows as keep cells roughly square.
  const int panelColumns = static_cast<int>(std::max<int64_t>(1, std::min<int64_t>(grid.panels, 4)));
  const int panelRows = static_cast<int>((grid.panels + panelColumns - 1) / panelColumns);
  const double panelWidth = (width() - margin * (panelColumns + 1)) / static_cast<double>(panelColumns);
  const double panelHeight = (height() - margin * (panelRows + 1)) / static_cast<double>(panelRows);
  const bool leadingLabels = axes.size() > 2;
  const double top = labelHeight + (leadingLabels ? labelHeight : 0);
  const double cellWidth = (panelWidth - labelHeight) / static_cast<double>(grid.columns);
  const double cellHeight = (panelHeight - top) / static_cast<double>(grid.rows);
  if (cellWidth < 4 || cellHeight < 4) {
    painter.drawText(rect(), Qt::AlignCenter, tr("%1 devices (enlarge to see the grid)").arg(mesh_.numDevices()));
    return;
  }
  const QString rowAxis = axes.size() >= 2 ? QString::fromStdString(axes[axes.size() - 2].name) : QString();
  const QString columnAxis = axes.empty() ? QString() : QString::fromStdString(axes.back().name);
  const auto& devices = mesh_.deviceIds();
  const auto sizes = mesh_.axisSizes();
  for (int64_t panel = 0; panel < grid.panels; ++panel) {
    const double x0 = margin + static_cast<double>(panel % panelColumns) * (panelWidth + margin);
    const double y0 = margin + static_cast<double>(panel / panelColumns) * (panelHeight + margin);
    painter.setPen(palette().text().color());
    if (leadingLabels) {
      // The leading axes' coordinates of this panel, e.g. "pp=1, dp=0".
      QStringList coordinates;
      int64_t rest = panel;
      std::vector<int64_t> index(axes.size() - 2);
      for (std::size_t i = axes.size() - 2; i-- > 0;) {
        index[i] = rest % sizes[i];
        rest /= sizes[i];
      }
      for (std::size_t i = 0; i < index.size(); ++i)
        coordinates << QString::fromStdString(axes[i].name) + "=" + QString::number(index[i]);
      painter.drawText(QRectF(x0, y0, panelWidth, labelHeight), Qt::AlignLeft | Qt::AlignVCenter, coordinates.join(", "));
    }
    const double gridTop = y0 + top;
    const double gridLeft = x0 + labelHeight;
    painter.drawText(QRectF(gridLeft, gridTop - labelHeight, cellWidth * grid.columns, labelHeight), Qt::AlignCenter,
                     columnAxis.isEmpty() ? QString() : QStringLiteral("%1 →").arg(columnAxis));
    if (!rowAxis.isEmpty()) {
      painter.save();
      painter.translate(x0, gridTop + cellHeight * grid.rows / 2);
      painter.rotate(-90);
      painter.drawText(QRectF(-cellHeight * grid.rows / 2, 0, cellHeight * grid.rows, labelHeight), Qt::AlignCenter,
                       QStringLiteral("%1 →").arg(rowAxis));
      painter.restore();
    }
    for (int64_t r = 0; r < grid.rows; ++r)
      for (int64_t c = 0; c < grid.columns; ++c) {
        const std::size_t position = static_cast<std::size_t>((panel * grid.rows + r) * grid.columns + c);
        const int64_t device = position < devices.size() ? devices[position] : -1;
        const QRectF cell(gridLeft + c * cellWidth, gridTop + r * cellHeight, cellWidth, cellHeight);
        painter.setBrush(deviceColor(device));
        painter.setPen(QPen(palette().mid().color(), 1));
        painter.drawRect(cell.adjusted(1, 1, -1, -1));
        painter.setPen(Qt::black);
        painter.drawText(cell, Qt::AlignCenter, QString::number(device));
      }
  }
}

}  // namespace shardscope::views
