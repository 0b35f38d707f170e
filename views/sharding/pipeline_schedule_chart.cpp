#include "views/sharding/pipeline_schedule_chart.h"

#include "views/graph/stage_palette.h"
#include "views/teach/gantt_painter.h"

#include <QPainter>

#include <algorithm>

namespace shardscope::views {

PipelineScheduleChart::PipelineScheduleChart(QWidget* parent) : QWidget(parent) {
  setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void PipelineScheduleChart::setSchedule(PipelineSchedule schedule, int stages, int microbatches, double bubbleFraction) {
  schedule_ = schedule;
  auto laid = layoutPipeline(schedule, stages, microbatches);
  const QString name = schedule == PipelineSchedule::GPipe ? QStringLiteral("GPipe") : QStringLiteral("1F1B");
  if (auto* error = std::get_if<std::string>(&laid)) {
    timeline_.reset();
    caption_ = tr("%1: %2").arg(name, QString::fromStdString(*error));
  } else {
    timeline_ = std::get<PipelineTimeline>(std::move(laid));
    caption_ = tr("%1, %2 stages × %3 micro-batches: bubble (N−1)/M = %4; idle share of the chart %5%; "
                  "stage 0 holds at most %6 micro-batches' activations")
                   .arg(name)
                   .arg(stages)
                   .arg(microbatches)
                   .arg(bubbleFraction, 0, 'f', 3)
                   .arg(timeline_->idleShare() * 100, 0, 'f', 1)
                   .arg(timeline_->peakInFlight(0));
  }
  relayout();
}

void PipelineScheduleChart::relayout() {
  gantt_.reset();
  if (timeline_) {
    std::vector<double> times(static_cast<std::size_t>(timeline_->stages), 1.0);
    if (costs_.size() == times.size()) times = costs_;
    const auto kind = schedule_ == PipelineSchedule::GPipe ? teach::PipelineKind::GPipe : teach::PipelineKind::OneFOneB;
    auto laid = teach::layoutGantt({kind, times, 2.0, timeline_->microbatches, 1});
    if (auto* chart = std::get_if<teach::GanttChart>(&laid)) gantt_ = std::move(*chart);
  }
  update();
}

void PipelineScheduleChart::setStageCosts(std::vector<double> costs, double alpaObjective) {
  costs_ = std::move(costs);
  alpaObjective_ = alpaObjective;
  relayout();
}

QString PipelineScheduleChart::fullCaption() const {
  if (costs_.empty() || !timeline_ || static_cast<int>(costs_.size()) != timeline_->stages) return caption_;
  const double bottleneck = *std::max_element(costs_.begin(), costs_.end());
  QString caption = caption_ + tr(". Stage costs from the stage DP: bottleneck %1, Alpa's iteration latency %2")
                                   .arg(bottleneck, 0, 'g', 4)
                                   .arg(alpaObjective_, 0, 'g', 4);
  if (gantt_) caption += tr("; with these costs (backward twice the forward) the drawn bubble is %1%").arg(gantt_->bubbleFraction() * 100, 0, 'f', 1);
  return caption + QStringLiteral(".");
}

GanttStyle PipelineScheduleChart::ganttStyle() const {
  GanttStyle style{fullCaption(), {}, {}};
  if (timeline_ && static_cast<int>(costs_.size()) == timeline_->stages)
    for (int s = 0; s < timeline_->stages; ++s) {
      // The stage's colour on the graph, so chart rows and graph nodes match.
      style.rowLabels.push_back(tr("stage %1 · %2").arg(s).arg(costs_[static_cast<std::size_t>(s)], 0, 'g', 3));
      style.rowSwatches.push_back(stageColor(s));
    }
  return style;
}

GanttGeometry PipelineScheduleChart::geometry() const {
  return gantt_ ? layoutGanttGeometry(*gantt_, QRectF(rect()), font(), ganttStyle()) : GanttGeometry{};
}

void PipelineScheduleChart::paintEvent(QPaintEvent*) {
  QPainter painter(this);
  painter.fillRect(rect(), palette().base());
  if (!gantt_) {
    painter.setPen(palette().text().color());
    painter.drawText(rect().adjusted(6, 6, -6, -6), Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, fullCaption());
    return;
  }
  paintGantt(painter, *gantt_, geometry(), palette(), font(), ganttStyle());
}

}  // namespace shardscope::views
