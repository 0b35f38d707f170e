#include "gui/gallery/gallery_thumbnail.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QRegularExpression>

namespace shardscope::gui::gallery {
namespace {

QColor familyColour(const GalleryEntry& entry) {
  const QString key = entry.strategy.isEmpty() ? entry.title : entry.strategy;
  if (key.contains(QStringLiteral("pipeline"))) return QColor(0x8e, 0x7c, 0xc3);
  if (key.contains(QStringLiteral("data-parallel")) || key.contains(QStringLiteral("fsdp")) || key.contains(QStringLiteral("dp")))
    return QColor(0x4d, 0xa3, 0xa8);
  if (key.contains(QStringLiteral("moe"))) return QColor(0xd0, 0x8c, 0x3a);
  if (key.contains(QStringLiteral("sequence")) || key.contains(QStringLiteral("sp")) || key.contains(QStringLiteral("flash")))
    return QColor(0x6b, 0x9b, 0x4e);
  return QColor(0x4a, 0x78, 0xc2);  // tensor parallel and everything else
}

QColor collectiveColour(const QString& name) {
  if (name.startsWith(QStringLiteral("all-reduce"))) return QColor(0xe5, 0x73, 0x73);
  if (name.startsWith(QStringLiteral("all-gather"))) return QColor(0x64, 0xb5, 0xf6);
  if (name.startsWith(QStringLiteral("reduce-scatter"))) return QColor(0xff, 0xb7, 0x4d);
  if (name.startsWith(QStringLiteral("all-to-all"))) return QColor(0xba, 0x68, 0xc8);
  return QColor(0x81, 0xc7, 0x84);  // collective-permute
}

}  // namespace

QPixmap galleryThumbnail(const GalleryEntry& entry, QSize size, qreal devicePixelRatio) {
  QPixmap pixmap(size * devicePixelRatio);
  pixmap.setDevicePixelRatio(devicePixelRatio);
  pixmap.fill(QColor(0xfa, 0xfa, 0xfa));
  QPainter painter(&pixmap);
  painter.setRenderHint(QPainter::Antialiasing);
  const QRectF area(0, 0, size.width(), size.height());
  painter.setPen(QColor(0xbd, 0xbd, 0xbd));
  painter.drawRect(area.adjusted(0.5, 0.5, -0.5, -0.5));

  // The mesh: rows by the first axis when there are two, else one row (wrapped at 8).
  const int devices = std::max(1, entry.devices);
  int rows = 1, columns = devices;
  if (entry.mesh.size() >= 2) {
    rows = std::max(1, entry.mesh.front().second);
    columns = std::max(1, devices / rows);
  } else if (devices > 8) {
    columns = 8;
    rows = (devices + 7) / 8;
  }
  const QRectF meshArea(area.left() + 8, area.top() + 8, area.width() - 16, area.height() * 0.62 - 8);
  const double cell = std::min(meshArea.width() / columns, meshArea.height() / rows);
  const QPointF origin(meshArea.center().x() - cell * columns / 2, meshArea.center().y() - cell * rows / 2);
  const QColor colour = familyColour(entry);
  QFont font = painter.font();
  font.setPixelSize(std::max(7, static_cast<int>(cell * 0.32)));
  painter.setFont(font);
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < columns && r * columns + c < devices; ++c) {
      const QRectF chip(origin.x() + c * cell + 2, origin.y() + r * cell + 2, cell - 4, cell - 4);
      painter.setPen(colour.darker(130));
      painter.setBrush(colour.lighter(100 + 12 * ((r + c) % 3)));
      painter.drawRoundedRect(chip, 3, 3);
      painter.setPen(Qt::white);
      if (cell >= 18) painter.drawText(chip, Qt::AlignCenter, QString::number(r * columns + c));
    }

  // One bar per collective kind, as long as its share of the program's collectives.
  static const QRegularExpression count(QStringLiteral("\u00d7(\\d+)$"));
  int total = 0;
  QList<QPair<QString, int>> kinds;
  for (const QString& line : entry.collectives) {
    const auto match = count.match(line);
    const int n = match.hasMatch() ? match.captured(1).toInt() : 1;
    kinds << qMakePair(line.section(QLatin1Char(' '), 0, 0), n);
    total += n;
  }
  const double barTop = area.height() * 0.66;
  const double barHeight = std::max(4.0, (area.height() - barTop - 6) / std::max<qsizetype>(1, kinds.size()) - 2);
  for (int i = 0; i < kinds.size(); ++i) {
    const double width = (area.width() - 16) * kinds[i].second / std::max(1, total);
    painter.setPen(Qt::NoPen);
    painter.setBrush(collectiveColour(kinds[i].first));
    painter.drawRoundedRect(QRectF(8, barTop + i * (barHeight + 2), std::max(3.0, width), barHeight), 2, 2);
  }
  if (kinds.isEmpty()) {
    painter.setPen(QColor(0x9e, 0x9e, 0x9e));
    painter.drawText(QRectF(8, barTop, area.width() - 16, area.height() - barTop - 4), Qt::AlignCenter, QStringLiteral("no collectives"));
  }
  if (!entry.bug.isEmpty() || !entry.expectEquivalent) {
    QPolygonF corner;
    corner << QPointF(area.right() - 22, 0) << QPointF(area.right(), 0) << QPointF(area.right(), 22);
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(0xe5, 0x39, 0x35));
    painter.drawPolygon(corner);
  }
  return pixmap;
}

}  // namespace shardscope::gui::gallery
