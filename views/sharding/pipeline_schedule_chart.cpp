#include "views/sharding/pipeline_schedule_chart.h"

#include "views/graph/stage_palette.h"

#include <QPainter>

#include <algorithm>

namespace shardscope::views {

PipelineScheduleChart::PipelineScheduleChart(QWidget* parent) : QWidget(parent) {
  setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void PipelineScheduleChart::setSchedule(PipelineSchedule schedule, int stages, int microbatches, double bubbleFraction) {
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
  update();
}

void PipelineScheduleChart::setStageCosts(std::vector<double> costs, double alpaObjective) {
  costs_ = std::move(costs);
  alpaObjective_ = alpaObjective;
  update();
}

QString PipelineScheduleChart::fullCaption() const {
  if (costs_.empty() || !timeline_ || static_cast<int>(costs_.size()) != timeline_->stages) return caption_;
  const double bottleneck = *std::max_element(costs_.begin(), costs_.end());
  return caption_ + tr(". Stage costs from the stage DP: bottleneck %1, Alpa's iteration latency %2.")
                        .arg(bottleneck, 0, 'g', 4)
                        .arg(alpaObjective_, 0, 'g', 4);
}

void PipelineScheduleChart::paintEvent(QPaintEvent*) {
  QPainter painter(this);
  painter.fillRect(rect(), palette().base());
  const QFontMetrics metrics(font());
  const int margin = 6;
  // As tall as the wrapped caption needs, so a long sharding never hides under the drawing.
  const QString caption = fullCaption();
  const QRect captionRect = metrics.boundingRect(QRect(margin, margin, std::max(1, width() - 2 * margin), height()),
                                                 Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, caption);
  painter.setPen(palette().text().color());
  painter.drawText(captionRect, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, caption);
  if (!timeline_) return;
  const bool withCosts = static_cast<int>(costs_.size()) == timeline_->stages;
  const auto rowLabel = [&](int s) {
    return withCosts ? tr("stage %1 · %2").arg(s).arg(costs_[static_cast<std::size_t>(s)], 0, 'g', 3) : tr("stage %1").arg(s);
  };
  int labelWidth = metrics.horizontalAdvance(tr("stage 00")) + margin;
  if (withCosts)
    for (int s = 0; s < timeline_->stages; ++s) labelWidth = std::max(labelWidth, metrics.horizontalAdvance(rowLabel(s)) + 3 * margin);
  const int top = captionRect.bottom() + margin;
  const double cellWidth = (width() - labelWidth - 2 * margin) / static_cast<double>(timeline_->ticks);
  const double cellHeight = std::min(36.0, (height() - top - margin) / static_cast<double>(timeline_->stages));
  if (cellWidth < 2 || cellHeight < 4) {
    painter.drawText(rect().adjusted(0, top, 0, 0), Qt::AlignCenter, tr("enlarge to see the schedule"));
    return;
  }
  for (int s = 0; s < timeline_->stages; ++s) {
    double textLeft = margin;
    if (withCosts) {
      // The stage's colour on the graph, so chart rows and graph nodes match.
      painter.setPen(QPen(palette().mid().color(), 1));
      painter.setBrush(stageColor(s));
      painter.drawRect(QRectF(margin, top + s * cellHeight + cellHeight / 2 - 5, 10, 10));
      textLeft += 14;
    }
    painter.setPen(palette().text().color());
    painter.drawText(QRectF(textLeft, top + s * cellHeight, labelWidth - (textLeft - margin), cellHeight),
                     Qt::AlignLeft | Qt::AlignVCenter, rowLabel(s));
    painter.setPen(QPen(palette().mid().color(), 1, Qt::DotLine));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(QRectF(margin + labelWidth, top + s * cellHeight, cellWidth * timeline_->ticks, cellHeight));
  }
  const bool numbers = cellWidth >= metrics.horizontalAdvance("00") + 2;
  for (const PipelineSlot& slot : timeline_->passes) {
    const QRectF cell(margin + labelWidth + slot.tick * cellWidth, top + slot.stage * cellHeight, cellWidth, cellHeight);
    painter.setPen(QPen(palette().base().color(), 1));
    painter.setBrush(slot.backward ? QColor(120, 190, 120) : QColor(110, 150, 220));
    painter.drawRect(cell.adjusted(0.5, 1, -0.5, -1));
    if (numbers) {
      painter.setPen(Qt::white);
      painter.drawText(cell, Qt::AlignCenter, QString::number(slot.microbatch));
    }
  }
}

}  // namespace shardscope::views
