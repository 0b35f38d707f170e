#pragma once
// Draws a timed pipeline schedule (core/teach's GanttChart) into any rectangle, fitted:
// the time axis always spans the width, rows share the height, and what does not fit
// (the legend, the axis, the micro-batch numbers, the row labels, caption lines) is
// dropped rather than cut. Idle time is hatched: that is the bubble. Used by the
// teaching schedules window and by the workbench's pipeline chart.
#include "teach/pipeline_gantt.h"

#include <QFont>
#include <QPalette>
#include <QRectF>
#include <QString>

#include <vector>

class QPainter;

namespace shardscope::views {

struct GanttGeometry {
  QRectF captionRect;              // empty when the caption was dropped
  QString caption;                 // as drawn (elided when short of room)
  QRectF legendRect;               // empty when dropped
  QRectF plot;                     // the time axis spans plot.left() .. plot.right()
  std::vector<QRectF> rowLabels;   // per device; empty when dropped
  std::vector<QRectF> rows;        // per device
  std::vector<QRectF> passes;      // per chart.passes entry
  QRectF axisRect;                 // empty when dropped
  bool numbers = false;            // micro-batch numbers inside the passes
  double timeScale = 0;            // pixels per time unit
};

struct GanttStyle {
  QString caption;                       // drawn above, wrapped
  std::vector<QString> rowLabels;        // per device; empty: "stage d"
  std::vector<QColor> rowSwatches;       // per device, optional (the graph's stage colours)
};

GanttGeometry layoutGanttGeometry(const teach::GanttChart& chart, const QRectF& area, const QFont& font,
                                  const GanttStyle& style);
void paintGantt(QPainter& painter, const teach::GanttChart& chart, const GanttGeometry& geometry, const QPalette& palette,
                const QFont& font, const GanttStyle& style);

// The caption the views share: schedule, N, M (v), the drawn bubble and the formula's.
QString ganttCaption(const teach::GanttChart& chart);

QColor forwardColor(int chunk);
QColor backwardColor(int chunk);

}  // namespace shardscope::views
