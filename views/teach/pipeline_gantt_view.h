#pragma once
// One pipeline schedule as a Gantt chart (issue 24 item 5): a row per stage, passes as
// long as their time, the bubble hatched, the caption with the drawn bubble next to
// seed 002's (N-1)/M. Fitted to the widget at any size (gantt_painter.h).
#include "views/teach/gantt_painter.h"

#include <QWidget>

#include <optional>

namespace shardscope::views {

class PipelineGanttView : public QWidget {
  Q_OBJECT

 public:
  explicit PipelineGanttView(QWidget* parent = nullptr);

  void setChart(teach::GanttChart chart);
  // Shown instead of a chart (e.g. interleaving with M not a multiple of N).
  void setMessage(const QString& message);
  void setRowLabels(std::vector<QString> labels);

  const std::optional<teach::GanttChart>& chart() const { return chart_; }
  QString caption() const;
  GanttGeometry geometry() const;  // for the current size

  QSize sizeHint() const override { return {640, 200}; }
  QSize minimumSizeHint() const override { return {120, 60}; }

 protected:
  void paintEvent(QPaintEvent* event) override;

 private:
  GanttStyle style() const;

  std::optional<teach::GanttChart> chart_;
  QString message_;
  std::vector<QString> rowLabels_;
};

}  // namespace shardscope::views
