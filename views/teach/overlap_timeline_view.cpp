#include "views/teach/overlap_timeline_view.h"

#include <QPainter>

#include <algorithm>
#include <cmath>

namespace shardscope::views {

namespace {

constexpr double kMargin = 4;
const QColor kCompute(70, 120, 200);
const QColor kCommunication(230, 150, 40);

}  // namespace

OverlapTimelineView::OverlapTimelineView(QWidget* parent) : QWidget(parent) {
  setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void OverlapTimelineView::setTimelines(std::vector<teach::OverlapTimeline> timelines, int selected) {
  timelines_ = std::move(timelines);
  selected_ = selected;
  update();
}

QString OverlapTimelineView::label(const teach::OverlapTimeline& timeline) const {
  return tr("%1: step %2 ms, exposed %3 ms")
      .arg(QString::fromStdString(teach::overlapStrategyName(timeline.strategy)))
      .arg(timeline.stepTime, 0, 'f', 2)
      .arg(timeline.exposedCommunication(), 0, 'f', 2);
}

OverlapGeometry OverlapTimelineView::geometry() const {
  OverlapGeometry g;
  if (timelines_.empty()) return g;
  const QFontMetricsF metrics(font());
  const double line = metrics.height();
  QRectF free = QRectF(rect()).adjusted(kMargin, kMargin, -kMargin, -kMargin);
  const int groups = static_cast<int>(timelines_.size());
  // Each group: a label line above its two rows, when there is room; an axis below.
  if (free.height() - line - 3 >= groups * 6) {
    g.axisRect = QRectF(free.left(), free.bottom() - line - 3, free.width(), line + 3);
    free.setBottom(g.axisRect.top());
  }
  const double groupHeight = free.height() / groups;
  const bool labels = groupHeight >= line + 6;
  const double rowHeight = std::min(2.6 * line, (groupHeight - (labels ? line : 0) - kMargin) / 2);
  double span = 0;
  for (const auto& timeline : timelines_) span = std::max(span, timeline.stepTime);
  g.plot = free;
  g.timeScale = span > 0 ? free.width() / span : 0;
  if (!g.axisRect.isEmpty()) g.axisRect.setWidth(free.width());
  for (int i = 0; i < groups; ++i) {
    const double top = free.top() + i * groupHeight;
    if (labels) g.labels.push_back(QRectF(free.left(), top, free.width(), line));
    const double rowsTop = top + (labels ? line : 0);
    std::vector<QRectF> blocks;
    for (const auto& block : timelines_[static_cast<std::size_t>(i)].blocks) {
      const double y = rowsTop + (block.communication ? rowHeight : 0);
      blocks.push_back(QRectF(free.left() + block.start * g.timeScale, y + 1, (block.end - block.start) * g.timeScale,
                              std::max(1.0, rowHeight - 2)));
    }
    g.blocks.push_back(std::move(blocks));
    const double x = free.left() + timelines_[static_cast<std::size_t>(i)].stepTime * g.timeScale;
    g.stepMarkers.push_back(QRectF(std::min(x, free.right() - 1), rowsTop, 1, 2 * rowHeight));
  }
  return g;
}

void OverlapTimelineView::paintEvent(QPaintEvent*) {
  QPainter painter(this);
  painter.fillRect(rect(), palette().base());
  const OverlapGeometry g = geometry();
  const QFontMetricsF metrics(font());
  for (std::size_t i = 0; i < g.blocks.size(); ++i) {
    const auto& timeline = timelines_[i];
    if (i < g.labels.size()) {
      QFont bold = font();
      bold.setBold(static_cast<int>(i) == selected_);
      painter.setFont(bold);
      painter.setPen(palette().color(QPalette::Text));
      painter.drawText(g.labels[i], Qt::AlignLeft | Qt::AlignVCenter,
                       QFontMetricsF(bold).elidedText(label(timeline), Qt::ElideRight, g.labels[i].width()));
      painter.setFont(font());
    }
    for (std::size_t b = 0; b < g.blocks[i].size(); ++b) {
      const QRectF& r = g.blocks[i][b];
      const auto& block = timeline.blocks[b];
      painter.setPen(r.width() > 3 ? QPen(palette().color(QPalette::Base), 1) : Qt::NoPen);
      painter.setBrush(block.communication ? kCommunication : kCompute);
      painter.drawRect(r);
      // The layer (or layer range) a block is for, where it fits.
      const QString text = block.firstLayer == block.lastLayer ? QString::number(block.firstLayer)
                                                               : QStringLiteral("%1–%2").arg(block.firstLayer).arg(block.lastLayer);
      if (r.height() >= metrics.height() && r.width() >= metrics.horizontalAdvance(text) + 4) {
        painter.setPen(Qt::white);
        painter.drawText(r, Qt::AlignCenter, text);
      }
    }
    painter.setPen(QPen(QColor(200, 40, 40), 2));
    const QRectF& marker = g.stepMarkers[i];
    painter.drawLine(QPointF(marker.left(), marker.top()), QPointF(marker.left(), marker.bottom()));
  }
  if (!g.axisRect.isEmpty() && g.timeScale > 0) {
    painter.setPen(palette().color(QPalette::Text));
    const double span = g.plot.width() / g.timeScale;
    const double widest = metrics.horizontalAdvance(QStringLiteral("0000 ms")) + 8;
    const double raw = span / std::max(1.0, std::floor(g.plot.width() / widest));
    const double power = std::pow(10.0, std::floor(std::log10(raw)));
    double step = 10 * power;
    for (double factor : {1.0, 2.0, 5.0})
      if (factor * power >= raw) { step = factor * power; break; }
    painter.drawLine(QPointF(g.plot.left(), g.axisRect.top()), QPointF(g.plot.right(), g.axisRect.top()));
    for (double t = 0; t <= span + 1e-9; t += step) {
      const double x = g.plot.left() + t * g.timeScale;
      const QString text = QStringLiteral("%1 ms").arg(t, 0, 'g', 4);
      const double w = metrics.horizontalAdvance(text);
      painter.drawLine(QPointF(x, g.axisRect.top()), QPointF(x, g.axisRect.top() + 3));
      painter.drawText(QRectF(std::clamp(x - w / 2, g.axisRect.left(), g.axisRect.right() - w), g.axisRect.top() + 3, w + 1,
                              g.axisRect.height() - 3),
                       Qt::AlignLeft | Qt::AlignTop, text);
    }
  }
}

}  // namespace shardscope::views
