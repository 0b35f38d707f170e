#include "views/teach/pipeline_gantt_view.h"

#include <QPainter>

namespace shardscope::views {

PipelineGanttView::PipelineGanttView(QWidget* parent) : QWidget(parent) {
  setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void PipelineGanttView::setChart(teach::GanttChart chart) {
  chart_ = std::move(chart);
  message_.clear();
  update();
}

void PipelineGanttView::setMessage(const QString& message) {
  chart_.reset();
  message_ = message;
  update();
}

void PipelineGanttView::setRowLabels(std::vector<QString> labels) {
  rowLabels_ = std::move(labels);
  update();
}

QString PipelineGanttView::caption() const { return chart_ ? ganttCaption(*chart_) : message_; }

GanttStyle PipelineGanttView::style() const { return {caption(), rowLabels_, {}}; }

GanttGeometry PipelineGanttView::geometry() const {
  return chart_ ? layoutGanttGeometry(*chart_, QRectF(rect()), font(), style()) : GanttGeometry{};
}

void PipelineGanttView::paintEvent(QPaintEvent*) {
  QPainter painter(this);
  painter.fillRect(rect(), palette().base());
  if (!chart_) {
    painter.setPen(palette().color(QPalette::Text));
    painter.drawText(rect().adjusted(4, 4, -4, -4), Qt::AlignCenter | Qt::TextWordWrap, message_);
    return;
  }
  paintGantt(painter, *chart_, geometry(), palette(), font(), style());
}

}  // namespace shardscope::views
