// Fitted drawing of a timed pipeline schedule.
#include "views/teach/gantt_painter.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace shardscope::views {

namespace {

constexpr double kMargin = 4;

QString rowLabel(const GanttStyle& style, int device) {
  if (device < static_cast<int>(style.rowLabels.size())) return style.rowLabels[static_cast<std::size_t>(device)];
  return QCoreApplication::translate("PipelineGantt", "stage %1").arg(device);
}

// A step of 1, 2 or 5 times a power of ten that gives at most `count` ticks.
double niceStep(double span, int count) {
  if (span <= 0 || count < 1) return 1;
  const double raw = span / count;
  const double power = std::pow(10.0, std::floor(std::log10(raw)));
  for (double factor : {1.0, 2.0, 5.0, 10.0})
    if (factor * power >= raw) return factor * power;
  return 10 * power;
}

QString timeText(double value) { return QString::number(value, 'g', 4); }

}  // namespace

QColor forwardColor(int chunk) { return chunk % 2 == 0 ? QColor(70, 120, 200) : QColor(120, 165, 230); }
QColor backwardColor(int chunk) { return chunk % 2 == 0 ? QColor(60, 150, 80) : QColor(115, 190, 120); }

QString ganttCaption(const teach::GanttChart& chart) {
  const QString shape = chart.chunks > 1 ? QCoreApplication::translate("PipelineGantt", "N=%1 stages × M=%2 micro-batches × v=%3 chunks")
                                               .arg(chart.devices).arg(chart.microbatches).arg(chart.chunks)
                                         : QCoreApplication::translate("PipelineGantt", "N=%1 stages × M=%2 micro-batches").arg(chart.devices).arg(chart.microbatches);
  const QString formula = chart.chunks > 1 ? QCoreApplication::translate("PipelineGantt", "(N−1)/(v·M)") : QCoreApplication::translate("PipelineGantt", "(N−1)/M");
  return QCoreApplication::translate("PipelineGantt", "%1, %2: step %3, bubble %4% (formula %5 = %6%)")
      .arg(QString::fromStdString(teach::pipelineKindName(chart.kind)), shape, timeText(chart.makespan))
      .arg(chart.bubbleFraction() * 100, 0, 'f', 1)
      .arg(formula)
      .arg(chart.formulaBubble() * 100, 0, 'f', 1);
}

GanttGeometry layoutGanttGeometry(const teach::GanttChart& chart, const QRectF& area, const QFont& font,
                                  const GanttStyle& style) {
  GanttGeometry g;
  const QFontMetricsF metrics(font);
  const double line = metrics.height();
  QRectF free = area.adjusted(kMargin, kMargin, -kMargin, -kMargin);
  if (free.width() < 4 || free.height() < 4 || chart.devices < 1) return g;
  const int rows = chart.devices;
  const double minRow = 3;  // below this the chart is a smear; caption lines go first
  const auto room = [&](double used) { return free.height() - used >= rows * minRow; };

  // Caption: wrapped while the rows keep their minimum, else one elided line, else none.
  if (!style.caption.isEmpty()) {
    QRectF wrapped = metrics.boundingRect(QRectF(free.left(), free.top(), free.width(), 1e6),
                                          Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, style.caption);
    wrapped.setWidth(std::min(wrapped.width(), free.width()));
    if (room(wrapped.height() + kMargin)) {
      g.caption = style.caption;
      g.captionRect = QRectF(free.left(), free.top(), free.width(), wrapped.height());
    } else if (room(line + kMargin)) {
      g.caption = metrics.elidedText(style.caption, Qt::ElideRight, free.width());
      g.captionRect = QRectF(free.left(), free.top(), free.width(), line);
    }
    if (!g.captionRect.isEmpty()) free.setTop(g.captionRect.bottom() + kMargin);
  }
  // Legend and axis, each only with room to spare for the rows.
  double legendWidth = 0;  // what paintGantt's legend takes: swatch, gap, label, space
  for (const QString& label : {QCoreApplication::translate("PipelineGantt", "forward"), QCoreApplication::translate("PipelineGantt", "backward"), QCoreApplication::translate("PipelineGantt", "bubble (idle)")})
    legendWidth += 1.8 * line + 3 + metrics.horizontalAdvance(label);
  if (chart.chunks > 1) legendWidth += 1.8 * line + 3 + metrics.horizontalAdvance(QCoreApplication::translate("PipelineGantt", "lighter: chunk 1"));
  // Reserved at the bottom now, placed under the axis once the rows are laid out.
  if (free.width() >= legendWidth && room(2 * line + 2 * kMargin)) {
    g.legendRect = QRectF(free.left(), free.bottom() - line, free.width(), line);
    free.setBottom(g.legendRect.top() - kMargin);
  }
  if (room(line + kMargin + 3)) {
    g.axisRect = QRectF(free.left(), free.bottom() - line - 3, free.width(), line + 3);
    free.setBottom(g.axisRect.top());
  }
  // Row labels take at most a quarter of the width.
  double labelWidth = 0;
  for (int d = 0; d < rows; ++d) labelWidth = std::max(labelWidth, metrics.horizontalAdvance(rowLabel(style, d)));
  const bool swatches = static_cast<int>(style.rowSwatches.size()) == rows;
  if (swatches) labelWidth += line;
  const double rowHeight = std::min(free.height() / rows, 3.0 * line);
  if (labelWidth + kMargin <= free.width() / 4 && rowHeight >= 0.9 * line) {
    for (int d = 0; d < rows; ++d) g.rowLabels.push_back(QRectF(free.left(), free.top() + d * rowHeight, labelWidth, rowHeight));
    free.setLeft(free.left() + labelWidth + kMargin);
  }
  g.plot = QRectF(free.left(), free.top(), free.width(), rowHeight * rows);
  if (!g.axisRect.isEmpty()) g.axisRect = QRectF(g.plot.left(), g.plot.bottom(), g.plot.width(), g.axisRect.height());
  for (int d = 0; d < rows; ++d) g.rows.push_back(QRectF(g.plot.left(), g.plot.top() + d * rowHeight, g.plot.width(), rowHeight));
  if (!g.legendRect.isEmpty())
    g.legendRect.moveTop((g.axisRect.isEmpty() ? g.plot.bottom() : g.axisRect.bottom()) + kMargin);
  g.timeScale = chart.makespan > 0 ? g.plot.width() / chart.makespan : 0;
  double narrowest = g.plot.width();
  for (const teach::GanttPass& pass : chart.passes) {
    const QRectF& row = g.rows[static_cast<std::size_t>(pass.device)];
    const QRectF rect(g.plot.left() + pass.start * g.timeScale, row.top() + 1, (pass.end - pass.start) * g.timeScale,
                      std::max(1.0, row.height() - 2));
    g.passes.push_back(rect);
    narrowest = std::min(narrowest, rect.width());
  }
  g.numbers = rowHeight >= line && narrowest >= metrics.horizontalAdvance(QString::number(chart.microbatches - 1)) + 2;
  return g;
}

void paintGantt(QPainter& painter, const teach::GanttChart& chart, const GanttGeometry& g, const QPalette& palette,
                const QFont& font, const GanttStyle& style) {
  painter.save();
  painter.setFont(font);
  const QFontMetricsF metrics(font);
  const QColor text = palette.color(QPalette::Text);
  const QBrush bubble(QColor(220, 90, 70, 150), Qt::BDiagPattern);
  if (!g.captionRect.isEmpty()) {
    painter.setPen(text);
    painter.drawText(g.captionRect, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, g.caption);
  }
  const bool swatches = static_cast<int>(style.rowSwatches.size()) == chart.devices;
  for (std::size_t d = 0; d < g.rowLabels.size(); ++d) {
    QRectF label = g.rowLabels[d];
    if (swatches) {
      const double side = std::min(label.height() - 2, metrics.height() * 0.7);
      painter.setPen(QPen(palette.color(QPalette::Mid), 1));
      painter.setBrush(style.rowSwatches[d]);
      painter.drawRect(QRectF(label.left(), label.center().y() - side / 2, side, side));
      label.setLeft(label.left() + metrics.height());
    }
    painter.setPen(text);
    painter.drawText(label, Qt::AlignLeft | Qt::AlignVCenter, rowLabel(style, static_cast<int>(d)));
  }
  // Rows hatched where idle: passes are drawn over the hatching, so what stays hatched
  // is the bubble.
  for (const QRectF& row : g.rows) {
    painter.setPen(Qt::NoPen);
    painter.setBrush(bubble);
    painter.drawRect(row.adjusted(0, 1, 0, -1));
    painter.setPen(QPen(palette.color(QPalette::Mid), 1, Qt::DotLine));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(row);
  }
  for (std::size_t i = 0; i < chart.passes.size() && i < g.passes.size(); ++i) {
    const teach::GanttPass& pass = chart.passes[i];
    const QRectF& rect = g.passes[i];
    painter.setPen(rect.width() > 3 ? QPen(palette.color(QPalette::Base), 1) : Qt::NoPen);
    painter.setBrush(pass.backward ? backwardColor(pass.chunk) : forwardColor(pass.chunk));
    painter.drawRect(rect);
    if (g.numbers) {
      painter.setPen(Qt::white);
      painter.drawText(rect, Qt::AlignCenter, QString::number(pass.microbatch));
    }
  }
  if (!g.axisRect.isEmpty() && chart.makespan > 0) {
    painter.setPen(QPen(text, 1));
    painter.drawLine(QPointF(g.plot.left(), g.plot.bottom()), QPointF(g.plot.right(), g.plot.bottom()));
    const double widest = 1.6 * metrics.horizontalAdvance(timeText(chart.makespan)) + 8;
    const double step = niceStep(chart.makespan, std::max(1, static_cast<int>(g.plot.width() / widest)));
    for (double t = 0; t <= chart.makespan + 1e-9; t += step) {
      const double x = g.plot.left() + t * g.timeScale;
      painter.drawLine(QPointF(x, g.plot.bottom()), QPointF(x, g.plot.bottom() + 3));
      const QString label = timeText(t);
      const double w = metrics.horizontalAdvance(label);
      const double left = std::clamp(x - w / 2, g.axisRect.left(), g.axisRect.right() - w);
      painter.drawText(QRectF(left, g.axisRect.top() + 3, w + 1, g.axisRect.height() - 3), Qt::AlignLeft | Qt::AlignTop, label);
    }
  }
  if (!g.legendRect.isEmpty()) {
    double x = g.legendRect.left();
    const double side = metrics.height() * 0.8;
    const auto item = [&](const QBrush& brush, const QString& label) {
      painter.setPen(QPen(palette.color(QPalette::Mid), 1));
      painter.setBrush(brush);
      painter.drawRect(QRectF(x, g.legendRect.center().y() - side / 2, side, side));
      x += side + 3;
      painter.setPen(text);
      const double w = metrics.horizontalAdvance(label);
      painter.drawText(QRectF(x, g.legendRect.top(), w + 1, g.legendRect.height()), Qt::AlignLeft | Qt::AlignVCenter, label);
      x += w + metrics.height();
    };
    item(forwardColor(0), QCoreApplication::translate("PipelineGantt", "forward"));
    item(backwardColor(0), QCoreApplication::translate("PipelineGantt", "backward"));
    item(bubble, QCoreApplication::translate("PipelineGantt", "bubble (idle)"));
    if (chart.chunks > 1) item(forwardColor(1), QCoreApplication::translate("PipelineGantt", "lighter: chunk 1"));
  }
  painter.restore();
}

}  // namespace shardscope::views
