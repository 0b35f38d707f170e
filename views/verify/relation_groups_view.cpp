#include "views/verify/relation_groups_view.h"

#include "views/sharding/mesh_grid_widget.h"

#include <QPainter>

#include <algorithm>

namespace shardscope::views {

namespace {
// Rows beyond this are summarised: a thousand-tile value is read from the table instead.
constexpr int kMaxDrawnGroups = 32;
constexpr int kRowHeight = 34;
constexpr int kMargin = 8;
}  // namespace

QString combinerSign(const QString& combiner) {
  if (combiner == QLatin1String("sum")) return QStringLiteral("Σ");
  if (combiner == QLatin1String("product")) return QStringLiteral("∏");
  return combiner;
}

RelationGroupsView::RelationGroupsView(QWidget* parent) : QWidget(parent) {
  setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
}

void RelationGroupsView::setGroups(const QList<PartialGroup>& groups, const QString& combiner) {
  groups_ = groups;
  combiner_ = combiner;
  updateGeometry();
  update();
}

QSize RelationGroupsView::sizeHint() const {
  const int rows = std::min<int>(static_cast<int>(groups_.size()), kMaxDrawnGroups) + (groups_.size() > kMaxDrawnGroups ? 1 : 0);
  return {480, kMargin * 2 + std::max(1, rows) * (kRowHeight + 4)};
}

void RelationGroupsView::paintEvent(QPaintEvent*) {
  QPainter painter(this);
  painter.setRenderHint(QPainter::Antialiasing);
  painter.fillRect(rect(), palette().base());
  const QFontMetrics metrics(font());
  if (groups_.isEmpty()) {
    painter.setPen(palette().text().color());
    painter.drawText(rect(), Qt::AlignCenter, tr("not a partial value"));
    return;
  }
  const QString sign = combinerSign(combiner_);
  const int labelWidth = metrics.horizontalAdvance(sign + QStringLiteral(" → [0000:0000, 0000:0000]")) + 12;
  const int drawn = std::min<int>(static_cast<int>(groups_.size()), kMaxDrawnGroups);
  for (int g = 0; g < drawn; ++g) {
    const PartialGroup& group = groups_[g];
    const int y = kMargin + g * (kRowHeight + 4);
    const QRect row(kMargin, y, width() - 2 * kMargin, kRowHeight);
    painter.setPen(QPen(palette().mid().color(), 1));
    painter.setBrush(palette().alternateBase());
    painter.drawRoundedRect(row, 6, 6);
    // The devices, side by side; the block they complete on the right.
    const int available = std::max(40, row.width() - labelWidth - 8);
    const int count = static_cast<int>(group.devices.size());
    const int boxWidth = std::max(24, std::min(110, available / std::max(1, count)));
    const int shown = std::min(count, std::max(1, available / boxWidth));
    for (int i = 0; i < shown; ++i) {
      const QRect box(row.left() + 4 + i * boxWidth, row.top() + 4, boxWidth - 4, row.height() - 8);
      painter.setPen(QPen(palette().dark().color(), 1));
      painter.setBrush(deviceColor(group.devices[i]));
      painter.drawRect(box);
      painter.setPen(Qt::black);
      const QString text = boxWidth >= metrics.horizontalAdvance(QStringLiteral("d00 p00")) + 8
                               ? QStringLiteral("d%1 p%2").arg(group.devices[i]).arg(group.parts.value(i))
                               : QString::number(group.devices[i]);
      painter.drawText(box, Qt::AlignCenter, metrics.elidedText(text, Qt::ElideRight, box.width() - 2));
    }
    painter.setPen(palette().text().color());
    const QString tail = (shown < count ? QStringLiteral("… ") : QString()) + sign + QStringLiteral(" → ") + group.slice;
    const QRect label(row.left() + 8 + shown * boxWidth, row.top(), row.right() - (row.left() + 8 + shown * boxWidth), row.height());
    painter.drawText(label, Qt::AlignVCenter | Qt::AlignLeft, metrics.elidedText(tail, Qt::ElideRight, label.width()));
  }
  if (drawn < groups_.size()) {
    painter.setPen(palette().text().color());
    painter.drawText(QRect(kMargin, kMargin + drawn * (kRowHeight + 4), width() - 2 * kMargin, kRowHeight), Qt::AlignLeft | Qt::AlignVCenter,
                     tr("… %1 more groups (see the table)").arg(groups_.size() - drawn));
  }
}

}  // namespace shardscope::views
